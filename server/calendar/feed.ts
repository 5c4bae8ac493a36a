import ICAL from "ical.js";
import type { Language } from "../../core/languages.js";
import type { BookingRow } from "../bookings/repository.js";
import { meetingOf, type MailContext } from "../bookings/mails.js";
import { bookingUid } from "../bookings/calendar-uid.js";
import { plainText } from "../../core/icalendar.js";

// The nutritionist's private feed of bookings, for calendar subscriptions (Google, Apple,
// Outlook). Built with ical.js's component model, which escapes TEXT values and folds lines
// at 75 octets; text from rows goes through plainText() first, as ical.js leaves a lone CR
// in the line. Times are UTC, so no VTIMEZONE.

export type FeedBooking = BookingRow & { changes: number };

const TEXTS = {
  calendar: { en: "Consultations", es: "Consultas", gr: "Συνεδρίες" },
  client: { en: "Client", es: "Cliente", gr: "Πελάτης" },
  plan: { en: "Plan", es: "Plan", gr: "Πρόγραμμα" },
  status: { en: "Status", es: "Estado", gr: "Κατάσταση" },
  meeting: { en: "Meeting link", es: "Enlace de la videollamada", gr: "Σύνδεσμος βιντεοκλήσης" },
  pending_payment: { en: "Awaiting payment", es: "Pendiente de pago", gr: "Αναμονή πληρωμής" },
  confirmed: { en: "Confirmed", es: "Confirmada", gr: "Επιβεβαιωμένη" },
  completed: { en: "Completed", es: "Completada", gr: "Ολοκληρωμένη" },
  cancelled: { en: "Cancelled", es: "Cancelada", gr: "Ακυρωμένη" },
} satisfies Record<string, Record<Language, string>>;

const STATUS: Record<string, "TENTATIVE" | "CONFIRMED" | "CANCELLED"> = {
  pending_payment: "TENTATIVE",
  confirmed: "CONFIRMED",
  completed: "CONFIRMED",
  cancelled: "CANCELLED",
};

/** The booking's meeting link: set once it is paid, never shown before (bookings/mails.ts). */
export function meetingLinkOf(row: BookingRow): string | null {
  return meetingOf(row);
}

const utc = (ms: number) => ICAL.Time.fromJSDate(new Date(ms), true);

/** The mail context supplies the booking UID's host, so the feed and the client's invitation share one UID. */
export interface FeedContext extends MailContext {
  now: number;
}

export function buildFeed(ctx: FeedContext, bookings: FeedBooking[], lang: Language): string {
  const t = (key: keyof typeof TEXTS) => TEXTS[key][lang];
  const cal = new ICAL.Component("vcalendar");
  cal.addPropertyWithValue("prodid", "-//Nutrition practice//Bookings feed//EN");
  cal.addPropertyWithValue("version", "2.0");
  cal.addPropertyWithValue("calscale", "GREGORIAN");
  cal.addPropertyWithValue("method", "PUBLISH");
  cal.addPropertyWithValue("x-wr-calname", ctx.practice[lang] ? `${ctx.practice[lang]}: ${t("calendar")}` : t("calendar"));
  // How often subscribers should come back (honoured by Apple and Outlook; Google decides alone).
  cal.addPropertyWithValue("x-published-ttl", "PT15M");
  // ical.js writes VALUE=DURATION itself for a duration value: setting it too wrote it twice.
  cal.addPropertyWithValue("refresh-interval", ICAL.Duration.fromString("PT15M"));

  for (const b of bookings) {
    const start = Date.parse(b.start_at!);
    const status = t(b.status as keyof typeof TEXTS) ?? b.status;
    const link = meetingLinkOf(b);
    const name = plainText(b.name);
    const plan = plainText(b.service_plan_title ?? "");
    const ev = new ICAL.Component("vevent");
    ev.addPropertyWithValue("uid", bookingUid(ctx, b.id));
    ev.addPropertyWithValue("sequence", b.changes);
    ev.addPropertyWithValue("dtstamp", utc(ctx.now));
    ev.addPropertyWithValue("created", utc(Date.parse(b.created_at)));
    ev.addPropertyWithValue("last-modified", utc(Date.parse(b.updated_at)));
    ev.addPropertyWithValue("dtstart", utc(start));
    ev.addPropertyWithValue("dtend", utc(start + b.duration_minutes * 60_000));
    ev.addPropertyWithValue("summary", plan ? `${name} · ${plan}` : name);
    ev.addPropertyWithValue(
      "description",
      [`${t("client")}: ${name}`, `${t("plan")}: ${plan}`, `${t("status")}: ${status}`, ...(link ? [`${t("meeting")}: ${link}`] : [])].join("\n"),
    );
    if (link) ev.addPropertyWithValue("location", link);
    ev.addPropertyWithValue("url", `${ctx.publicUrl}/admin-booking-details/${b.id}`);
    ev.addPropertyWithValue("status", STATUS[b.status] ?? "CONFIRMED");
    // A cancelled session no longer makes her busy in apps that show free/busy.
    ev.addPropertyWithValue("transp", b.status === "cancelled" ? "TRANSPARENT" : "OPAQUE");
    cal.addSubcomponent(ev);
  }
  return stringify(cal);
}

/**
 * ical.js folds at foldLength content octets and then adds the leading space, so its
 * continuation lines are 76 octets; RFC 5545 counts the space within the 75. One less gives
 * lines of at most 75. Set only for this synchronous call and put back.
 */
function stringify(cal: ICAL.Component): string {
  const before = ICAL.foldLength;
  ICAL.foldLength = 74;
  try {
    return cal.toString() + "\r\n";
  } finally {
    ICAL.foldLength = before;
  }
}
