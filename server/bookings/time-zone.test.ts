import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { icsOf, textBody } from "../../test/mime.js";
import { createPlan, person, waitForMail } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

// The booking page sends the browser's time zone; the booking keeps it, and her mails write
// the session's time in Madrid's clock and in hers. API clients may leave it out.
describe("the client's time zone on POST /bookings", () => {
  let t: TestApp;
  let planId: number;
  const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `${t.base}/bookings`, headers, payload: { service_plan_id: planId, ...person, ...payload } });

  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100" }, { clock });
    planId = (await createPlan(t)).id;
  });
  afterAll(() => t.close());

  it("keeps her zone and writes her time beside Madrid's in the mail and its calendar file", async () => {
    const email = "eleni@example.com";
    const res = await book({ email, date: "2027-01-07", time: "10:00", language: "gr", time_zone: "Europe/Athens" });
    expect(res.statusCode).toBe(201);
    expect(res.json().time_zone).toBe("Europe/Athens");
    const row = await t.db.selectFrom("bookings").select("time_zone").where("id", "=", res.json().id).executeTakeFirstOrThrow();
    expect(row.time_zone).toBe("Europe/Athens");
    const mail = await waitForMail(t, (m) => m.to.includes(email));
    const own = "Στη δική σας ζώνη ώρας: Πέμπτη 7 Ιανουαρίου 2027 στις 11:00 (Ώρα Ανατολικής Ευρώπης)";
    expect(textBody(mail.raw).replace(/\r\n/g, "\n")).toContain(`Ημερομηνία και ώρα: Πέμπτη 7 Ιανουαρίου 2027 στις 10:00 (ώρα Μαδρίτης)\n${own}`);
    expect(icsOf(mail.raw)!.event.DESCRIPTION).toContain(own);
  });

  it("books without a zone, as API clients do, and writes Madrid's time alone", async () => {
    const email = "nozone@example.com";
    const res = await book({ email, date: "2027-01-07", time: "11:00", language: "en" });
    expect(res.statusCode).toBe(201);
    expect(res.json().time_zone).toBeNull();
    const body = textBody((await waitForMail(t, (m) => m.to.includes(email))).raw).replace(/\r\n/g, "\n");
    expect(body).toContain("Date and time: Thursday, 7 January 2027 at 11:00 (Madrid time)\n");
    expect(body).not.toContain("your time zone");
  });

  it("refuses a zone that is not an IANA name with 422 in the visitor's language, and keeps nothing", async () => {
    for (const [zone, lang, message] of [
      ["Mars/Olympus_Mons", "en", "The time zone must be a name from the IANA time zone database, such as Europe/Athens."],
      ["+02:00", "es", "La zona horaria debe ser un nombre de la base de datos de zonas horarias de la IANA, como Europe/Athens."],
      [42, "el", "Η ζώνη ώρας πρέπει να είναι όνομα από τη βάση ζωνών ώρας της IANA, όπως Europe/Athens."],
    ] as const) {
      const res = await book({ email: "badzone@example.com", date: "2027-01-08", time: "10:00", time_zone: zone }, { "accept-language": lang });
      expect(res.statusCode, String(zone)).toBe(422);
      expect(res.json().error).toBe(message);
    }
    expect(await t.db.selectFrom("bookings").select("id").where("email", "=", "badzone@example.com").execute()).toEqual([]);
  });
});
