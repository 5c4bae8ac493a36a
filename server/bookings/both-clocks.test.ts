import { describe, expect, it } from "vitest";
import { cancellationMail, confirmationMail, paymentReminderMail, reminderMail, rescheduleMail, type BookingForMail, type MailContext } from "./mails.js";
import { refundMail } from "../payments/payment-mails.js";
import { practiceNames } from "../../core/practice-name.js";
import { demoPracticeName } from "../seed/demo-practice.js";

// A client far from Madrid reads every mail's session time in Madrid's clock and in her own,
// each labelled; one whose clock shows Madrid's time reads it once.

const ctx: MailContext = {
  publicUrl: "https://nutrition.example",
  mailFrom: "Elena <hello@nutrition.example>",
  nutritionistEmail: "elena@nutrition.example",
  practice: practiceNames(demoPracticeName),
};
// Thursday, 7 January 2027, 10:00 in Madrid (09:00 UTC).
const booking = (language: string, time_zone: string | null, extra: Partial<BookingForMail> = {}): BookingForMail => ({
  id: 7,
  name: "Ana Pérez",
  email: "ana@example.com",
  phone_number: "6123456789",
  message: "",
  language,
  service_plan_title: "Initial consultation",
  date: "2027-01-07",
  time: "10:00",
  start_at: "2027-01-07T09:00:00.000Z",
  duration_minutes: 60,
  sequence: 0,
  meeting_url: null,
  status: "pending_payment",
  time_zone,
  ...extra,
});
const plan = { price: 70, payment_link: "https://pay.example.com/p" };
const calendarDescription = (m: ReturnType<typeof confirmationMail>) =>
  String(m.attachments?.[0]?.content)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .find((l) => l.startsWith("DESCRIPTION:"))!
    .replace(/\\n/g, "\n")
    .replace(/\\,/g, ",");

describe("the session's time in Madrid's clock and in the client's", () => {
  it("the confirmation's details say both, labelled, in each language", () => {
    const expected = {
      en: ["Date and time: Thursday, 7 January 2027 at 10:00 (Madrid time)", "In your time zone: Thursday, 7 January 2027 at 11:00 (Eastern European Time)"],
      es: [
        "Fecha y hora: jueves, 7 de enero de 2027, 10:00 (hora de Madrid)",
        "En tu zona horaria: jueves, 7 de enero de 2027, 11:00 (hora de Europa oriental)",
      ],
      gr: [
        "Ημερομηνία και ώρα: Πέμπτη 7 Ιανουαρίου 2027 στις 10:00 (ώρα Μαδρίτης)",
        "Στη δική σας ζώνη ώρας: Πέμπτη 7 Ιανουαρίου 2027 στις 11:00 (Ώρα Ανατολικής Ευρώπης)",
      ],
    };
    for (const [lang, lines] of Object.entries(expected)) {
      const mail = confirmationMail(ctx, booking(lang, "Europe/Athens"), plan, "https://nutrition.example/manage-booking/x");
      expect(mail.text, lang).toContain(lines.join("\n"));
      // The calendar file's description says the same.
      expect(calendarDescription(mail), lang).toContain(lines.join("\n"));
    }
  });

  it("sentences name her time beside Madrid's, with her day when it is another", () => {
    const honolulu = booking("en", "Pacific/Honolulu", { status: "confirmed", meeting_url: "https://meet.example/x" });
    expect(reminderMail(ctx, honolulu, "https://x/m").text).toContain(
      "your session on Thursday, 7 January 2027 at 10:00 (Madrid time; Wednesday, 6 January 2027 at 23:00 in your time zone, Hawaii-Aleutian Standard Time)",
    );
    const athens = booking("es", "Europe/Athens");
    expect(cancellationMail(ctx, athens, "client").text).toContain(
      "tu sesión del jueves, 7 de enero de 2027, 10:00 (hora de Madrid; 11:00 en tu zona horaria, hora de Europa oriental) se ha cancelado",
    );
    // The payment deadline too (24 hours before: Wednesday 6 January, 10:00 in Madrid).
    expect(paymentReminderMail(ctx, booking("gr", "Europe/Athens"), plan, "https://x/m").text).toContain(
      "πριν από Τετάρτη 6 Ιανουαρίου 2027 στις 10:00 (ώρα Μαδρίτης· 11:00 στη δική σας ζώνη ώρας, ώρα Ανατολικής Ευρώπης)",
    );
    expect(rescheduleMail(ctx, athens, Date.parse("2027-01-08T09:00:00Z"), plan, "https://x/m", false).text).toContain(
      "En tu zona horaria: jueves, 7 de enero de 2027, 11:00 (hora de Europa oriental)",
    );
  });

  it("writes one time when her clock shows Madrid's, or when her zone is not known", () => {
    for (const zone of ["Europe/Paris", "Europe/Madrid", null]) {
      const mail = confirmationMail(ctx, booking("en", zone), plan, "https://x/m");
      expect(mail.text, String(zone)).toContain("Date and time: Thursday, 7 January 2027 at 10:00 (Madrid time)\n");
      expect(mail.text, String(zone)).not.toContain("your time zone");
      expect(cancellationMail(ctx, booking("en", zone), "admin").text).toContain("at 10:00 (Madrid time) has been cancelled");
    }
  });

  it("subjects add her time beside Madrid's, labelled, where her clock differs", () => {
    const athens = booking("es", "Europe/Athens");
    expect(confirmationMail(ctx, athens, plan, "https://x/m").subject).toBe(
      "Tu reserva: Initial consultation el jueves, 7 de enero de 2027, 10:00 (hora de Madrid; 11:00 tu hora local)",
    );
    expect(cancellationMail(ctx, booking("gr", "Europe/Athens"), "client").subject).toBe(
      "Ακύρωση κράτησης: Initial consultation την Πέμπτη 7 Ιανουαρίου 2027 στις 10:00 (ώρα Μαδρίτης· 11:00 τοπική ώρα σας)",
    );
    const honolulu = booking("en", "Pacific/Honolulu", { status: "confirmed", meeting_url: "https://meet.example/x" });
    expect(reminderMail(ctx, honolulu, "https://x/m").subject).toBe(
      "Reminder: Initial consultation tomorrow at 10:00 (Madrid time; Wednesday, 6 January 2027 at 23:00 your local time)",
    );
    expect(paymentReminderMail(ctx, athens, plan, "https://x/m").subject).toContain("(hora de Madrid; 11:00 tu hora local)");
    expect(rescheduleMail(ctx, athens, Date.parse("2027-01-08T09:00:00Z"), plan, "https://x/m", false).subject).toContain(
      "(hora de Madrid; 11:00 tu hora local)",
    );
    // Her clock shows Madrid's, or it is not known: the subject is as it was, the text labels the time.
    for (const zone of ["Europe/Paris", null]) {
      expect(confirmationMail(ctx, booking("en", zone), plan, "https://x/m").subject).toBe(
        "Your booking: Initial consultation on Thursday, 7 January 2027 at 10:00",
      );
    }
  });

  it("the refund's mail names the session in both clocks too", () => {
    const athens = refundMail(ctx, booking("es", "Europe/Athens"), 20, "EUR").text!;
    expect(athens).toContain("10:00 (hora de Madrid; 11:00 en tu zona horaria, hora de Europa oriental)");
    const madrid = refundMail(ctx, booking("gr", "Europe/Madrid"), 20, "EUR").text!;
    expect(madrid).toContain("10:00 (ώρα Μαδρίτης)");
    expect(madrid).not.toContain("ζώνη ώρας");
  });
});
