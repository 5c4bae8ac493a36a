// "Add to Google Calendar" and "Add to Outlook": links that open the calendar's own "new event"
// form filled in, for clients whose phone does nothing with an .ics file. Pure: the same links
// in the mails (server) and on the summary and private page (browser).

export interface CalendarLinkEvent {
  title: string;
  start: number; // UTC ms
  durationMinutes: number;
  details?: string;
  location?: string;
}

/** 20270106T090000Z: Google's form of a UTC instant. */
const basicUtc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** 2027-01-06T09:00:00Z: what Outlook's compose link reads. */
const isoUtc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}/, "");

export function googleCalendarUrl(e: CalendarLinkEvent): string {
  const end = e.start + e.durationMinutes * 60_000;
  const q = new URLSearchParams({ action: "TEMPLATE", text: e.title, dates: `${basicUtc(e.start)}/${basicUtc(end)}` });
  if (e.details) q.set("details", e.details);
  if (e.location) q.set("location", e.location);
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** Outlook on the web (personal accounts; a work account is sent on to its own Outlook by Microsoft). */
export function outlookCalendarUrl(e: CalendarLinkEvent): string {
  const end = e.start + e.durationMinutes * 60_000;
  const q = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: e.title,
    startdt: isoUtc(e.start),
    enddt: isoUtc(end),
  });
  if (e.details) q.set("body", e.details);
  if (e.location) q.set("location", e.location);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q}`;
}
