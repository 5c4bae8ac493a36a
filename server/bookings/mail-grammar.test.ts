import { describe, expect, it } from "vitest";
import { cancellationMail, confirmationMail, reminderMail, rescheduleMail, type BookingForMail, type MailContext } from "./mails.js";
import { practiceNames } from "../../core/practice-name.js";
import { demoPracticeName } from "../seed/demo-practice.js";

// What a native reader notices in the booking mails: the article before a weekday, the
// greeting's case, and one signature for every mail.

const ctx: MailContext = {
  publicUrl: "https://nutrition.example",
  mailFrom: "Someone Else <hello@nutrition.example>",
  nutritionistEmail: "elena@nutrition.example",
  signature: "Elena · Nutrición",
  practice: practiceNames(demoPracticeName),
};
const booking = (language: string, date: string, extra: Partial<BookingForMail> = {}): BookingForMail => ({
  id: 7,
  name: "Γιώργος Παπαδόπουλος",
  email: "g@example.com",
  phone_number: "",
  message: "",
  language,
  service_plan_title: "Συνεδρία",
  date,
  time: "10:00",
  start_at: `${date}T09:00:00.000Z`,
  duration_minutes: 60,
  sequence: 0,
  meeting_url: null,
  status: "confirmed",
  ...extra,
});
const text = (m: { text?: string | null }) => String(m.text);

describe("Greek booking mails", () => {
  it("say 'την Πέμπτη' and 'το Σάββατο', never 'στις' before a weekday", () => {
    const thursday = confirmationMail(ctx, booking("gr", "2026-03-05"), null, "https://nutrition.example/m");
    expect(thursday.subject).toContain("την Πέμπτη 5 Μαρτίου 2026");
    const saturday = cancellationMail(ctx, booking("gr", "2026-03-07"), "client");
    expect(saturday.subject).toContain("το Σάββατο 7 Μαρτίου 2026");
    expect(text(saturday)).toContain("η συνεδρία σας το Σάββατο");
    const moved = rescheduleMail(ctx, booking("gr", "2026-03-05"), Date.parse("2026-03-07T09:00:00Z"), null, undefined, false);
    for (const m of [thursday, saturday, moved, reminderMail(ctx, booking("gr", "2026-03-05"), "https://nutrition.example/m")]) {
      expect(`${m.subject}\n${text(m)}`).not.toMatch(/στις (Δευτέρα|Τρίτη|Τετάρτη|Πέμπτη|Παρασκευή|Σάββατο|Κυριακή)/);
    }
  });

  it("greet without putting the full name in the nominative", () => {
    const mail = text(reminderMail(ctx, booking("gr", "2026-03-05"), "https://nutrition.example/m"));
    expect(mail).not.toContain("Γιώργος Παπαδόπουλος,");
    expect(mail.startsWith("Γεια σας,")).toBe(true);
  });
});

describe("every booking mail", () => {
  it("greets by first name in English and Spanish, and signs with the one signature setting", () => {
    const en = text(reminderMail(ctx, booking("en", "2026-03-05", { name: "Anna Smith" }), "https://nutrition.example/m"));
    expect(en.startsWith("Hello Anna,")).toBe(true);
    expect(en.trimEnd().endsWith("Elena · Nutrición")).toBe(true);
    const es = text(confirmationMail(ctx, booking("es", "2026-03-05", { name: "Ana García" }), null, "https://nutrition.example/m"));
    expect(es.startsWith("Hola, Ana:")).toBe(true);
    expect(es).not.toContain("Someone Else");
  });
});
