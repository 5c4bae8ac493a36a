import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { createPlan, person } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

// A client types her own number as she knows it: ten digits (the spec's rule), or with her
// country's code, which is checked and kept in E.164.
describe("phone numbers on POST /bookings", () => {
  let t: TestApp;
  let planId: number;
  let hour = 9;
  const url = () => `${t.base}/bookings`;
  // Each booking takes the next free hour of Thursday 7 January 2027 or Friday 8.
  const nextSlot = () => {
    const h = hour++;
    return h < 13 ? { date: "2027-01-07", time: `${String(h).padStart(2, "0")}:00` } : { date: "2027-01-08", time: `${String(h - 4).padStart(2, "0")}:00` };
  };
  const book = (phone: string, headers: Record<string, string> = {}, email = person.email, slot = nextSlot(), extra: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: url(), headers, payload: { service_plan_id: planId, ...person, email, phone_number: phone, ...slot, ...extra } });
  const freeSlot = { date: "2027-01-08", time: "16:00" };

  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100" }, { clock });
    planId = (await createPlan(t)).id;
  });
  afterAll(() => t.close());

  it("accepts a Spanish, a Greek and a British number written with the country code, and stores each in E.164", async () => {
    for (const [typed, e164] of [
      ["+34 612 345 678", "+34612345678"],
      ["+30 691 234 5678", "+306912345678"],
      ["+44 7911 123456", "+447911123456"],
    ] as const) {
      const res = await book(typed, {}, `client${e164.slice(1)}@example.com`);
      expect(res.statusCode, typed).toBe(201);
      expect(res.json().phone_number).toBe(e164);
      const row = await t.db.selectFrom("bookings").select("phone_number").where("id", "=", res.json().id).executeTakeFirstOrThrow();
      expect(row.phone_number).toBe(e164);
    }
  });

  it("keeps the spec's rule for digits only: exactly ten, stored as digits", async () => {
    const res = await book("612 345 678 9");
    expect(res.statusCode).toBe(201);
    expect(res.json().phone_number).toBe("6123456789");
    expect((await book("612345678", {}, person.email, freeSlot)).statusCode).toBe(422);
  });

  it("keeps a Greek number typed as ten digits with +30 when she books in Greek, and other numbers as typed", async () => {
    const greek = await book("691 234 5678", {}, "eleni@example.com", nextSlot(), { language: "gr" });
    expect(greek.statusCode).toBe(201);
    expect(greek.json().phone_number).toBe("+306912345678");
    const row = await t.db.selectFrom("bookings").select("phone_number").where("id", "=", greek.json().id).executeTakeFirstOrThrow();
    expect(row.phone_number).toBe("+306912345678");
    // Not a Greek number, or not booked in Greek: the spec's ten digits, as typed.
    expect((await book("1234567890", {}, "notgreek@example.com", nextSlot(), { language: "gr" })).json().phone_number).toBe("1234567890");
    expect((await book("6912345678", {}, "inspanish@example.com", nextSlot(), { language: "es" })).json().phone_number).toBe("6912345678");
  });

  it("refuses a bad number with 422 in the visitor's language: the form's message, and the phone's own beside it", async () => {
    const cases = [
      [
        "en",
        "Please fill in all required fields and ensure phone number is valid.",
        "This phone number is not valid. Enter 10 digits, or write it with the country code, for example +34 612 345 678.",
      ],
      [
        "es",
        "Por favor, completa todos los campos obligatorios y asegúrate de que el número de teléfono sea válido.",
        "Este número de teléfono no es válido. Escribe 10 dígitos, o escríbelo con el prefijo del país, por ejemplo +34 612 345 678.",
      ],
      [
        "el",
        "Παρακαλώ συμπληρώστε όλα τα υποχρεωτικά πεδία και βεβαιωθείτε ότι ο αριθμός τηλεφώνου είναι έγκυρος.",
        "Αυτός ο αριθμός τηλεφώνου δεν είναι έγκυρος. Γράψτε 10 ψηφία ή γράψτε τον με τον κωδικό της χώρας, για παράδειγμα +34 612 345 678.",
      ],
    ] as const;
    for (const [language, top, field] of cases) {
      for (const bad of ["+34 612 345", "+44 12", "+30 691 234 5678 99", "612345678", "+34 6l2 345 678"]) {
        const res = await book(bad, { "accept-language": language }, person.email, freeSlot);
        expect(res.statusCode, `${language} ${bad}`).toBe(422);
        expect(res.json().error).toBe(top);
        expect(res.json().errors).toEqual({ phone_number: [field] });
      }
    }
    expect(
      await t.db.selectFrom("bookings").select("id").where("phone_number", "like", "%612345%").where("phone_number", "!=", "6123456789").execute(),
    ).toHaveLength(1);
  });
});
