import Stripe from "stripe";
import jsQR from "jsqr";
import { extractImages, extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import type { InvoiceOut } from "../../core/schemas/invoice.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, manageToken, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const SECRET = "whsec_test_invoices_0123456789";
const IDENTITY = {
  legal_name: "Elena Martínez Ruiz",
  tax_id: "12345678Z",
  address: "Calle de Alcalá 100, 28009 Madrid",
  college: "CODINMA",
  registration_number: "MAD00123",
};
const DAYS = ["2027-01-06", "2027-01-07", "2027-01-08", "2027-01-11", "2027-01-12", "2027-01-13", "2027-01-14", "2027-01-15", "2027-01-18"];
const TIMES = ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"];

function harness() {
  let slot = 0;
  let n = 0;
  const h = {
    t: undefined as unknown as TestApp,
    admin: "",
    planId: 0,
    async book(language = "en", email?: string) {
      const i = slot++;
      const address = email ?? `invoice-${i}@example.com`;
      const res = await h.t.app.inject({
        method: "POST",
        url: `${h.t.base}/bookings`,
        payload: { service_plan_id: h.planId, ...person, email: address, date: DAYS[Math.floor(i / 7)], time: TIMES[i % 7], language },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().id as number, email: address };
    },
    async token(email: string) {
      const mail = await waitForMail(h.t, (m) => m.to.includes(email) && /^(Your booking|Tu reserva|Η κράτησή)/.test(subject(m.raw)), 30_000);
      return manageToken(mail);
    },
    pay(id: number, amount = 7000) {
      const payload = JSON.stringify({
        id: `evt_invoices_${++n}`,
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            object: "checkout.session",
            client_reference_id: String(id),
            payment_status: "paid",
            amount_total: amount,
            currency: "eur",
            payment_intent: `pi_invoice_${id}`,
          },
        },
      });
      return h.t.app.inject({
        method: "POST",
        url: `${h.t.base}/webhooks/stripe`,
        payload,
        headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
      });
    },
    admin_get: (url: string) => h.t.app.inject({ url: `${h.t.base}${url}`, headers: bearer(h.admin) }),
    invoices: async (query = "") => (await h.admin_get(`/api/admin/invoices${query}`)).json() as InvoiceOut[],
    setIdentity: (body: Record<string, string>) =>
      h.t.app.inject({ method: "PUT", url: `${h.t.base}/api/admin/practice`, headers: bearer(h.admin), payload: body }),
  };
  return h;
}

describe("Invoices for payments", () => {
  const h = harness();

  beforeAll(async () => {
    h.t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", STRIPE_WEBHOOK_SECRET: SECRET, NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock });
    h.admin = await h.t.login();
    h.planId = (await createPlan(h.t, null)).id;
  });
  afterAll(() => h.t.close());

  it("issues nothing while the fiscal identity is incomplete; the payment stays paid and is invoiced once it is complete", async () => {
    const first = await h.book();
    const b = await h.book();
    // Paid in this order: the second booking through Stripe, then the first by her hand.
    expect((await h.pay(b.id)).json().outcome).toBe("confirmed");
    await new Promise((r) => setTimeout(r, 10));
    const paid = await h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/${first.id}/mark_paid`, headers: bearer(h.admin) });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe("confirmed");
    expect(await h.invoices()).toEqual([]);
    expect((await h.setIdentity({ legal_name: IDENTITY.legal_name })).json().fiscal_identity_missing).toEqual(["tax_id", "address"]);
    expect(await h.invoices()).toEqual([]);
    expect((await h.setIdentity(IDENTITY)).statusCode).toBe(200);
    const [inv] = await h.invoices();
    expect(inv).toMatchObject({
      number: "F2027-000001",
      series: "F",
      type: "simplified",
      booking_id: b.id,
      total: 7000,
      base: 7000,
      vat_rate: 0,
      vat: 0,
      currency: "EUR",
    });
    expect(inv!.previous_hash).toBe("");
    // Then the other, in the order they were paid, chained to the first.
    const second = (await h.invoices())[1]!;
    expect(second).toMatchObject({ number: "F2027-000002", booking_id: first.id });
    expect(second.previous_hash).toBe(inv!.hash);
  });

  it("numbers 50 concurrent payments consecutively, without gaps or repeats, each in the payment's transaction", async () => {
    const booked = [];
    for (let i = 0; i < 50; i++) booked.push(await h.book());
    const answers = await Promise.all(booked.map((b) => h.pay(b.id)));
    for (const a of answers) expect(a.json().outcome).toBe("confirmed");
    const all = (await h.invoices()).filter((i) => i.type === "simplified");
    expect(all.map((i) => i.number)).toEqual(Array.from({ length: 52 }, (_, i) => `F2027-${String(i + 1).padStart(6, "0")}`));
    expect(new Set(all.map((i) => i.booking_id)).size).toBe(52);
    // Each record names the one before it.
    for (let i = 1; i < all.length; i++) expect(all[i]!.previous_hash).toBe(all[i - 1]!.hash);
    // A redelivered event issues nothing more.
    expect((await h.pay(booked[0]!.id)).json().outcome).toBe("already_paid");
    expect((await h.invoices()).length).toBe(52);
  });

  it("mails the invoice's link with the payment confirmation; the client downloads it from her private page", async () => {
    const b = await h.book("es");
    await h.pay(b.id);
    // The mails of the fifty payments above may still be leaving.
    const mail = await waitForMail(h.t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Pago recibido"), 30_000);
    const link = /(https?:\/\/\S+\/invoices\/\d+\/pdf)/.exec(textBody(mail.raw))![1]!;
    expect(textBody(mail.raw)).toMatch(/Tu factura F2027-\d{6} \(PDF\)/);
    const pdf = await h.t.app.inject({ url: new URL(link).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const token = await h.token(b.email);
    const page = (await h.t.app.inject({ url: `${h.t.base}/bookings/manage/${token}` })).json();
    expect(page.invoices).toHaveLength(1);
    expect(page.can_request_full_invoice).toBe(true);
    // Another booking's token does not open this invoice.
    const other = await h.book();
    const otherToken = await h.token(other.email);
    expect((await h.t.app.inject({ url: `${h.t.base}/bookings/manage/${otherToken}/invoices/${page.invoices[0].id}/pdf` })).statusCode).toBe(404);
  });

  it("prints the legal fields in the PDF, whose QR code gives the AEAT's check address", async () => {
    const [first] = await h.invoices();
    const res = await h.admin_get(`/api/admin/invoices/${first!.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      "Factura simplificada / Simplified invoice",
      "F2027-000001",
      IDENTITY.legal_name,
      "12345678Z",
      "Calle de Alcalá 100",
      "CODINMA MAD00123",
      "Base imponible",
      "70,00 €",
      "art. 20.Uno.3º de la Ley 37/1992",
      "QR tributario",
      first!.hash,
    ])
      expect(text.replace(/\s+/g, " ")).toContain(expected);
    // The QR code, decoded from the image embedded in the PDF.
    const [image] = await extractImages(pdf, 1);
    expect(image).toBeDefined();
    const rgba = new Uint8ClampedArray(image!.width * image!.height * 4);
    for (let p = 0; p < image!.width * image!.height; p++) {
      for (let c = 0; c < 3; c++) rgba[p * 4 + c] = image!.data[p * image!.channels + (image!.channels >= 3 ? c : 0)]!;
      rgba[p * 4 + 3] = 255;
    }
    const qr = jsQR(rgba, image!.width, image!.height);
    const d = first!.issued_at.slice(0, 10).split("-").reverse().join("-");
    expect(qr?.data).toBe(
      `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=12345678Z&numserie=F2027-000001&fecha=${d}&importe=70.00`,
    );
    expect((await h.admin_get(`/api/admin/invoices/999999/pdf`)).statusCode).toBe(404);
  });

  it("issues a full invoice on the client's request, validating a Spanish NIF's letter and taking a foreign tax id as given", async () => {
    const b = await h.book("gr");
    await h.pay(b.id);
    const token = await h.token(b.email);
    const ask = (body: Record<string, string>) =>
      h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/manage/${token}/invoice`, headers: { "accept-language": "es" }, payload: body });
    const wrong = await ask({ name: "Μαρία Παπαδοπούλου", tax_id: "12345678A", address: "Οδός Αθηνάς 5, Αθήνα" });
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json())).toContain("NIF válido");
    const ok = await ask({ name: "Μαρία Παπαδοπούλου", tax_id: "EL 123456789", address: "Οδός Αθηνάς 5, Αθήνα" });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ number: "FC2027-000001", type: "full", total: 7000 });
    const full = (await h.invoices("?type=full"))[0]!;
    const simplified = (await h.invoices()).find((i) => i.booking_id === b.id && i.type === "simplified")!;
    expect(full).toMatchObject({
      replaces: simplified.id,
      aeat_type: "F3",
      client: { name: "Μαρία Παπαδοπούλου", tax_id: "EL123456789", address: "Οδός Αθηνάς 5, Αθήνα" },
    });
    // The replaced simplified invoice names the full one, in her list and on the client's page.
    expect(simplified.replaced_by).toBe("FC2027-000001");
    expect(full.replaced_by).toBeNull();
    const managed = (await h.t.app.inject({ url: `${h.t.base}/bookings/manage/${token}` })).json();
    expect(managed.invoices.find((i: { type: string }) => i.type === "simplified").replaced_by).toBe("FC2027-000001");
    expect((await ask({ name: "Maria", tax_id: "12345678Z", address: "Madrid" })).statusCode).toBe(409);
    // Its PDF: Spanish with Greek beside it, and the simplified invoice it replaces.
    const { text } = await extractText(await getDocumentProxy(new Uint8Array((await h.admin_get(`/api/admin/invoices/${full.id}/pdf`)).rawPayload)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, " ")).toContain("Factura / Τιμολόγιο");
    expect(text.replace(/\s+/g, " ")).toContain(`Sustituye a la factura simplificada ${simplified.number}`);
    expect(text).toContain("EL123456789");
    // A Spanish NIF with the right letter is accepted on another booking.
    const c = await h.book();
    await h.pay(c.id);
    const res = await h.t.app.inject({
      method: "POST",
      url: `${h.t.base}/bookings/manage/${await h.token(c.email)}/invoice`,
      payload: { name: "Ana López", tax_id: "x1234567l", address: "Calle Mayor 1, Madrid" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().number).toBe("FC2027-000002");
  });

  it("issues a rectifying invoice for a refund, referencing the invoice it corrects", async () => {
    const b = await h.book();
    await h.pay(b.id);
    const refund = await h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/${b.id}/refund`, headers: bearer(h.admin), payload: { amount: 2500 } });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    const original = (await h.invoices()).find((i) => i.booking_id === b.id && i.type === "simplified")!;
    const [rect] = await h.invoices("?type=rectifying");
    expect((await h.invoices(`?booking_id=${b.id}`)).map((i) => i.type)).toEqual(["simplified", "rectifying"]);
    expect(rect).toMatchObject({ number: "FR2027-000001", rectifies: original.id, aeat_type: "R5", total: -2500, base: -2500, booking_id: b.id });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array((await h.admin_get(`/api/admin/invoices/${rect!.id}/pdf`)).rawPayload)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, " ")).toContain(`Rectifica la factura ${original.number}`);
    expect(text).toContain("-25,00 €");
    // A rectified invoice is no longer replaced by a full one: the refund would count twice.
    const token = await h.token(b.email);
    expect((await h.t.app.inject({ url: `${h.t.base}/bookings/manage/${token}` })).json().can_request_full_invoice).toBe(false);
    const full = await h.t.app.inject({
      method: "POST",
      url: `${h.t.base}/bookings/manage/${token}/invoice`,
      headers: { "accept-language": "gr" },
      payload: { name: "Ana López", tax_id: "12345678Z", address: "Madrid" },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatch(/επιστραφεί/);
  });

  it("filters the list by period and type, and exports the quarter as CSV", async () => {
    expect(await h.invoices("?from=2027-02-01&to=2027-02-28")).toEqual([]);
    expect((await h.invoices("?from=2027-01-01&to=2027-03-31")).length).toBeGreaterThan(50);
    const bad = await h.t.app.inject({
      url: `${h.t.base}/api/admin/invoices?from=2027-03-01&to=2027-01-01`,
      headers: { ...bearer(h.admin), "accept-language": "es" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatch(/AAAA-MM-DD/);
    for (const q of ["from=2027-02-30", "to=2027-1-1", "type=other", "from=x"]) {
      expect((await h.admin_get(`/api/admin/invoices?${q}`)).statusCode, q).toBe(422);
    }
    const csv = await h.admin_get(`/api/admin/invoices.csv?from=2027-01-01&to=2027-03-31`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Serie;Número;Fecha de expedición/);
    expect(lines[1]).toMatch(/^F;F2027-000001;2027-01-04;/);
    expect(lines.some((l) => l.includes(";R5;") && l.includes(";-25,00;"))).toBe(true);
    expect((await h.t.app.inject({ url: `${h.t.base}/api/admin/invoices.csv` })).statusCode).toBe(401);
  });

  it("has no route that edits or deletes an invoice", async () => {
    const [first] = await h.invoices();
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      for (const url of [`/api/admin/invoices/${first!.id}`, `/api/admin/invoices`]) {
        const res = await h.t.app.inject({ method, url: `${h.t.base}${url}`, headers: bearer(h.admin), payload: {} });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    expect((await h.invoices())[0]).toEqual(first);
  });

  it("keeps a booking's invoices when its personal data are erased, and says so", async () => {
    const b = await h.book("en", "erase-me@example.com");
    await h.pay(b.id);
    const before = (await h.invoices()).filter((i) => i.booking_id === b.id);
    expect(before).toHaveLength(1);
    const res = await h.t.app.inject({
      method: "POST",
      url: `${h.t.base}/api/admin/personal_data/erase`,
      headers: bearer(h.admin),
      payload: { email: b.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().kept.invoices).toBe(1);
    expect(res.json().kept.note).toMatch(/kept/);
    expect((await h.invoices()).filter((i) => i.booking_id === b.id)).toEqual(before);
  });

  it("takes the VAT rate from the plan, shared by its translations, and splits the price into base and VAT", async () => {
    const plan = { title: "Weight-loss programme", description: "Aesthetic goals only", price: 70, order: 0 };
    const bad = await h.t.app.inject({
      method: "PUT",
      url: `${h.t.base}/api/v1/service_plans/${h.planId}`,
      headers: { ...bearer(h.admin), "accept-language": "gr" },
      payload: { ...plan, vat_rate: 10 },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("ΦΠΑ");
    const res = await h.t.app.inject({
      method: "PUT",
      url: `${h.t.base}/api/v1/service_plans/${h.planId}`,
      headers: bearer(h.admin),
      payload: { ...plan, vat_rate: 21 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const plans = await h.t.db.selectFrom("service_plans").select("vat_rate").execute();
    expect(plans.map((p) => p.vat_rate)).toEqual([21, 21, 21]);
    const b = await h.book();
    await h.pay(b.id);
    const inv = (await h.invoices()).find((i) => i.booking_id === b.id)!;
    expect(inv).toMatchObject({ vat_rate: 21, base: 5785, vat: 1215, total: 7000 });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array((await h.admin_get(`/api/admin/invoices/${inv.id}/pdf`)).rawPayload)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, " ")).toContain("IVA 21 % / VAT 21 %");
    expect(text).not.toContain("20.Uno.3º");
  });

  it("invoices a payment refunded before the identity was complete, with its rectifying invoice after it", async () => {
    expect((await h.setIdentity({ address: "" })).json().fiscal_identity_missing).toEqual(["address"]);
    const b = await h.book();
    await h.pay(b.id);
    const refund = await h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/${b.id}/refund`, headers: bearer(h.admin), payload: { amount: 7000 } });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    expect(await h.invoices(`?booking_id=${b.id}`)).toEqual([]);
    expect((await h.setIdentity({ address: IDENTITY.address })).statusCode).toBe(200);
    const [invoice, rectifying] = await h.invoices(`?booking_id=${b.id}`);
    expect(invoice).toMatchObject({ type: "simplified", total: 7000 });
    expect(rectifying).toMatchObject({ type: "rectifying", rectifies: invoice!.id, total: -7000, previous_hash: invoice!.hash });
  });

  it("answers five requests for a full invoice at once with one 201, the full invoice with its client, and four 409", async () => {
    const b = await h.book();
    await h.pay(b.id);
    const token = await h.token(b.email);
    const client = { name: "Lucía Gómez", tax_id: "12345678Z", address: "Calle Mayor 1, 28013 Madrid" };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/manage/${token}/invoice`, payload: client })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const issued = answers.find((r) => r.statusCode === 201)!.json();
    expect(issued).toMatchObject({ type: "full", total: 7000, currency: "EUR", client });
    expect(issued.number).toMatch(/^FC2027-\d{6}$/);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().error).toBeTruthy();
    expect((await h.invoices(`?booking_id=${b.id}`)).map((i) => i.type)).toEqual(["simplified", "full"]);
  });

  it("defuses every CSV cell that starts like a formula, the name of a full invoice's client included", async () => {
    const b = await h.book();
    await h.pay(b.id);
    const token = await h.token(b.email);
    const name = '-1+HYPERLINK("http://evil.example/","Factura")';
    const asked = await h.t.app.inject({
      method: "POST",
      url: `${h.t.base}/bookings/manage/${token}/invoice`,
      payload: { name, tax_id: "12345678Z", address: "@SUM(1+1)" },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const csv = (await h.admin_get(`/api/admin/invoices.csv?from=2027-01-01&to=2027-03-31`)).body;
    const line = csv.split("\r\n").find((l) => l.includes("HYPERLINK"))!;
    expect(line).toContain(`;"'-1+HYPERLINK(""http://evil.example/"",""Factura"")";`);
    // Amounts the site writes stay numbers, negative ones included.
    expect(csv).toMatch(/;R5;.*;-25,00;/);
  });

  it("verifies the hash chain, and reports the first record changed in the database", async () => {
    const ok = (await h.admin_get("/api/admin/invoices/verify")).json();
    const all = await h.invoices();
    // The earliest issue date: where the admin's list of quarters starts.
    const first = all.map((i: { issue_date: string }) => i.issue_date).sort()[0];
    expect(ok).toMatchObject({ ok: true, count: all.length, first_issue_date: first });
    const target = all[7]!;
    await h.t.db.updateTable("invoices").set({ total: 1, base: 1 }).where("id", "=", target.id).execute();
    expect((await h.admin_get("/api/admin/invoices/verify")).json()).toMatchObject({
      ok: false,
      count: all.length,
      first_issue_date: first,
      broken_at: { id: target.id, number: target.number },
      reason: "aeat_hash",
    });
    await h.t.db.updateTable("invoices").set({ total: target.total, base: target.base }).where("id", "=", target.id).execute();
    // A record's previous hash rewritten (taking it out of the chain) is found as well.
    await h.t.db.updateTable("invoices").set({ previous_hash: "" }).where("id", "=", all[3]!.id).execute();
    expect((await h.admin_get("/api/admin/invoices/verify")).json().broken_at.id).toBe(all[3]!.id);
    await h.t.db.updateTable("invoices").set({ previous_hash: all[3]!.previous_hash }).where("id", "=", all[3]!.id).execute();
  });

  it("verify also catches an edited client name, tax id or description, and a deleted last invoice, and says what it covers", async () => {
    const b = await h.book();
    await h.pay(b.id);
    const token = await h.token(b.email);
    const asked = await h.t.app.inject({
      method: "POST",
      url: `${h.t.base}/bookings/manage/${token}/invoice`,
      payload: { name: "Ana López", tax_id: "12345678Z", address: "Calle Mayor 1, Madrid" },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ok = (await h.admin_get("/api/admin/invoices/verify")).json();
    expect(ok.ok).toBe(true);
    expect(ok.covers.record_digest).toEqual(expect.arrayContaining(["client_name", "client_tax_id", "client_address", "description", "hash"]));
    expect(ok.covers.aeat_hash).toEqual(expect.arrayContaining(["number", "total", "previous_hash"]));
    expect(ok.covers.chain_end).toEqual(["records", "last_hash"]);

    const full = (await h.invoices(`?booking_id=${b.id}&type=full`))[0]!;
    const edits: Record<string, string>[] = [{ client_name: "Someone Else" }, { client_tax_id: "00000000T" }, { description: "Something else" }];
    for (const edit of edits) {
      await h.t.db.updateTable("invoices").set(edit).where("id", "=", full.id).execute();
      expect((await h.admin_get("/api/admin/invoices/verify")).json(), JSON.stringify(edit)).toMatchObject({
        ok: false,
        broken_at: { id: full.id },
        reason: "record_digest",
      });
      await h.t.db
        .updateTable("invoices")
        .set({ client_name: full.client.name, client_tax_id: full.client.tax_id, description: full.description })
        .where("id", "=", full.id)
        .execute();
      expect((await h.admin_get("/api/admin/invoices/verify")).json().ok).toBe(true);
    }

    // The last invoice deleted: every remaining record still chains, but the chain's end is gone.
    await h.t.db.deleteFrom("invoices").where("id", "=", full.id).execute();
    expect((await h.admin_get("/api/admin/invoices/verify")).json()).toMatchObject({ ok: false, broken_at: null, reason: "chain_end" });
  });
});
