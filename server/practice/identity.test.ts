import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";

const ELENA = {
  legal_name: "Elena Martínez Ruiz",
  tax_id: "12345678z",
  address: "Calle de Alcalá 100, 3º B\n28009 Madrid",
  email: "hola@nutricionconelena.es",
  phone: "612 345 678",
  college: "Colegio Profesional de Dietistas-Nutricionistas de Madrid (CODINMA)",
  registration_number: "MAD00123",
};

/** Who runs the practice (LSSI-CE art. 10, invoices' issuer), on the practice's settings. */
describe("the practice's identity", () => {
  let t: TestApp;
  let admin: string;
  const practice = (method: "GET" | "PUT", payload?: Record<string, unknown>, headers: Record<string, string> = bearer(admin)) =>
    t.app.inject({ method, url: `${t.base}/api/admin/practice`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
  });
  afterAll(() => t.close());

  it("starts empty, with every field the legal notice and invoices need listed as missing", async () => {
    const empty = (await practice("GET")).json();
    expect(empty).toMatchObject({ legal_name: "", tax_id: "", invoice_series: "F" });
    expect(empty.identity_missing).toEqual(["legal_name", "tax_id", "address", "email", "college", "registration_number"]);
    expect(empty.fiscal_identity_missing).toEqual(["legal_name", "tax_id", "address"]);
    expect((await t.app.inject({ url: `${t.base}/api/v1/practice` })).json()).toMatchObject({ legal_name: "", tax_id: "" });
  });

  it("is changed by the admin only, field by field, kept as documents print it, and is then complete", async () => {
    expect((await practice("PUT", { legal_name: "x" }, {})).statusCode).toBe(401);
    const saved = await practice("PUT", ELENA);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...ELENA, tax_id: "12345678Z", phone: "+34 612 34 56 78", identity_missing: [], fiscal_identity_missing: [] });
    // A field not sent keeps its value; the payment instructions are untouched.
    const series = (await practice("PUT", { invoice_series: "fa" })).json();
    expect(series).toMatchObject({ legal_name: ELENA.legal_name, invoice_series: "FA", payment_instructions: { en: "", es: "", gr: "" } });
    // Cleared, the series falls back to the default, as every invoice number needs one.
    expect((await practice("PUT", { invoice_series: "" })).json().invoice_series).toBe("F");
  });

  it("is public without the invoice series, and a change shows at once", async () => {
    const shown = (await t.app.inject({ url: `${t.base}/api/v1/practice` })).json();
    expect(shown).toMatchObject({ ...ELENA, tax_id: "12345678Z", phone: "+34 612 34 56 78", chat_number: "", instagram_url: "" });
    expect(shown).not.toHaveProperty("invoice_series");
    await practice("PUT", { registration_number: "MAD00999" });
    expect((await t.app.inject({ url: `${t.base}/api/v1/practice` })).json().registration_number).toBe("MAD00999");
  });

  it("refuses a tax id whose letter does not match, a bad phone, mail or series, in her language, keeping what was stored", async () => {
    const es = { ...bearer(admin), "accept-language": "es" };
    const gr = { ...bearer(admin), "accept-language": "el" };
    const taxId = await practice("PUT", { tax_id: "12345678A", legal_name: "Otra" }, es);
    expect(taxId.statusCode).toBe(422);
    expect(JSON.stringify(taxId.json())).toContain("la letra final no corresponde al número");
    const phone = await practice("PUT", { phone: "12" }, gr);
    expect(phone.statusCode).toBe(422);
    expect(JSON.stringify(phone.json())).toContain("Εισάγετε έγκυρο αριθμό τηλεφώνου");
    expect((await practice("PUT", { email: "not-an-address" })).statusCode).toBe(422);
    expect((await practice("PUT", { invoice_series: "F/2026" })).statusCode).toBe(422);
    expect((await practice("PUT", { legal_name: 42 })).statusCode).toBe(422);
    const kept = (await practice("GET")).json();
    expect(kept).toMatchObject({ legal_name: ELENA.legal_name, tax_id: "12345678Z", phone: "+34 612 34 56 78" });
  });

  it("takes a foreign phone with its country code and an NIE", async () => {
    const res = (await practice("PUT", { phone: "+30 21 0123 4567", tax_id: "X1234567L" })).json();
    expect(res).toMatchObject({ phone: "+30 21 0123 4567", tax_id: "X1234567L" });
  });
});
