import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { snapshot } from "../../test/db-snapshot.js";
import { allComponents, parseCalendar } from "../../test/ical.js";
import { multipart } from "../../test/multipart.js";
import { icsOf } from "../../test/mime.js";
import { createPlan, outboxSettled, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

// Single-line fields (names, titles, emails, phones, slugs, feature names) refuse control
// characters and bidi overrides; multi-line fields (messages, descriptions) keep tabs and
// line breaks only. One rule in core/schemas/common.ts, for every entity.

const INJECTION = "Eve\r\nATTENDEE;CN=Mallory:mailto:m@example.com\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT5M\r\nEND:VALARM";
const LINE = {
  en: "This field cannot contain line breaks, tabs or invisible control characters.",
  es: "Este campo no puede contener saltos de línea, tabulaciones ni caracteres de control invisibles.",
  gr: "Αυτό το πεδίο δεν μπορεί να περιέχει αλλαγές γραμμής, στηλοθέτες ή αόρατους χαρακτήρες ελέγχου.",
};
const TEXT = {
  en: "This text contains invisible control characters; only line breaks and tabs are allowed.",
  es: "Este texto contiene caracteres de control invisibles; solo se permiten saltos de línea y tabulaciones.",
  gr: "Αυτό το κείμενο περιέχει αόρατους χαρακτήρες ελέγχου· επιτρέπονται μόνο αλλαγές γραμμής και στηλοθέτες.",
};
const LANGS = [
  ["en", "en"],
  ["es", "es"],
  ["gr", "el"],
] as const;

const clock = testClock("2027-01-04T08:00:00Z");

describe("control characters in text fields", () => {
  let t: TestApp;
  let token: string;
  let planId: number;
  const book = (payload: Record<string, unknown>, lang = "en") =>
    t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, date: "2027-01-06", time: "10:00", ...person, ...payload },
      headers: { "accept-language": lang },
    });

  beforeAll(async () => {
    // Many bookings from one test client here; the hold limit has its own tests.
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", PUBLIC_URL: "https://practice.test", NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock });
    token = await t.login();
    planId = (await createPlan(t)).id;
  });
  afterAll(() => t.close());

  it("refuses a booking whose name would write calendar lines, in the visitor's language, storing and sending nothing", async () => {
    const before = await snapshot(t.db);
    const mails = t.mailbox.received.length;
    for (const [lang, header] of LANGS) {
      const res = await book({ name: INJECTION }, header);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.name).toEqual([LINE[lang]]);
    }
    expect(await snapshot(t.db)).toEqual(before);
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mailbox.received.length).toBe(mails);
  });

  it("refuses every control character and bidi override in a booking's single-line fields", async () => {
    const bad = ["\u0000", "\u0001", "\t", "\n", "\r", "\u001b", "\u001f", "\u007f", "\u202a", "\u202e", "\u2066", "\u2069"];
    for (const ch of bad) {
      for (const field of ["name", "email", "phone_number"] as const) {
        const value = field === "email" ? `lu${ch}cia@example.com` : field === "phone_number" ? `61234${ch}56789` : `Lu${ch}cía`;
        const res = await book({ [field]: value });
        expect(res.statusCode, `${field} ${JSON.stringify(ch)}`).toBe(422);
        if (ch !== "\u0000") expect(res.json().errors[field], `${field} ${JSON.stringify(ch)}`).toEqual([LINE.en]); // NUL is refused earlier, for every route
      }
    }
  });

  it("keeps tabs and line breaks in a booking's message but refuses other controls there", async () => {
    for (const ch of ["\u0007", "\u000b", "\u000c", "\u007f", "\u202e", "\u2068"]) {
      const res = await book({ message: `Vegetarian${ch}please` }, "es");
      expect(res.statusCode, JSON.stringify(ch)).toBe(422);
      expect(res.json().errors.message).toEqual([TEXT.es]);
    }
    const res = await book({ date: "2027-01-07", message: "Vegetarian,\r\nno nuts;\tthanks" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Vegetarian,\nno nuts;\tthanks");
  });

  it("mails a calendar file that a real parser reads as one event, one attendee, no alarm, even for a long Greek name", async () => {
    const name = "Αικατερίνη-Παναγιώτα Παπαδοπούλου-Χατζηγεωργίου, του Κωνσταντίνου; και της Ευανθίας";
    const res = await book({ date: "2027-01-08", name, email: "katerina@example.gr", language: "gr" });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await waitForMail(t, (m) => m.to.includes("katerina@example.gr"));
    const cal = parseCalendar(icsOf(mail.raw)!.text);
    expect(allComponents(cal, "vevent")).toHaveLength(1);
    expect(allComponents(cal, "valarm")).toHaveLength(0);
    const attendees = allComponents(cal, "vevent")[0]!.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getParameter("cn")).toBe(name);
    expect(attendees[0]!.getFirstValue()).toBe("mailto:katerina@example.gr");
  });

  it("refuses them in contact messages, plans and features, blogs, recipes, calendar addresses and subscriptions", async () => {
    // The booking mails of the step above may still be leaving, which updates their rows.
    await outboxSettled(t);
    const before = await snapshot(t.db, ["admin_sessions", "login_attempts"]);
    const contact = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/contact_messages`,
      headers: { "accept-language": "gr" },
      payload: { contact_message: { name: "Ana\nBcc: x@example.com", email: "ana@example.com", message: "Hi\u001b[2J" } },
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors).toMatchObject({ "contact_message.name": [LINE.gr], "contact_message.message": [TEXT.gr] });

    const plan = (l: string, over: Record<string, unknown> = {}) => ({
      title: `Plan ${l}`,
      description: "Line one\nline two",
      price: 70,
      order: 1,
      language: l,
      features_attributes: [{ name: "Video call" }],
      ...over,
    });
    const plans = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/service_plans`,
      headers: { ...bearer(token), "accept-language": "es" },
      payload: {
        service_plans: [
          plan("en", { title: "Plan\u202eevil" }),
          plan("es", { features_attributes: [{ name: "Video\ncall" }] }),
          plan("gr", { description: "Bell\u0007" }),
        ],
      },
    });
    expect(plans.statusCode).toBe(422);
    expect(plans.json().errors).toMatchObject({
      "service_plans.0.title": [LINE.es],
      "service_plans.1.features_attributes.0.name": [LINE.es],
      "service_plans.2.description": [TEXT.es],
    });

    const form = await multipart({
      "blog[title]": "Sleep\r\nwell",
      "blog[description]": "Two\nlines\tfine",
      "blog[slug]": "sleep\u2066",
      "blog[language]": "en",
      "blog[content]": JSON.stringify({ blocks: [{ type: "paragraph", data: { text: "Hi" } }] }),
    });
    const blog = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/blogs`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
    expect(blog.statusCode).toBe(422);
    expect(blog.json().errors).toEqual({ title: [LINE.en], slug: [LINE.en] });

    const recipe = await t.app.inject({
      method: "POST",
      url: `${t.base}/recipes`,
      headers: bearer(token),
      payload: {
        recipe: {
          title: "Soup",
          description: "Warm.\nGood.",
          category: "Soups\t",
          slug: "",
          ingredients_attributes: [{ name: "Leek\u200e\u202d", quantity: "1", size: "pc" }],
          instructions_attributes: [{ step_content: "Cut.\n\tThen cook." }],
          valuable_info_attributes: { duration: "20 min", difficulty: "Easy", portions: 2 },
          meta_info_attributes: { meta_title: "Soup", meta_description: "Warm\nsoup", meta_keywords: "soup" },
        },
      },
    });
    expect(recipe.statusCode).toBe(422);
    expect(recipe.json().errors).toEqual({ category: [LINE.en], "ingredients_attributes.0.name": [LINE.en] });

    for (const url of ["https://cal.example.com/a\nb.ics", "https://cal.example.com/\u202eics.evil", "webcal://cal.example.com/x\t.ics"]) {
      const cal = await t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_imports`, headers: bearer(token), payload: { url } });
      expect(cal.statusCode, JSON.stringify(url)).toBe(422);
      expect(cal.json().errors.url).toEqual([LINE.en]);
    }

    const sub = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/subscribers`,
      payload: { subscriber: { email: "ana@example.com\r\nBcc: all@example.com" } },
    });
    expect(sub.statusCode).toBe(422);
    expect(sub.json().errors.email).toEqual(["Please enter a valid email address."]); // the newsletter form's own message
    expect(await snapshot(t.db, ["admin_sessions", "login_attempts"])).toEqual(before);
  });
});
