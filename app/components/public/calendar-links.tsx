import { googleCalendarUrl, outlookCalendarUrl } from "../../../core/calendar-links";
import { useT } from "../../i18n";
import { calendarHref, type CalendarEvent } from "../../lib/calendar-file";
import { Icon } from "./icons";

/**
 * The session into her calendar, whichever she uses: the .ics file (Apple, Thunderbird, most
 * phones) and links that open Google Calendar's and Outlook's own "new event" form, filled in.
 */
export function CalendarLinks(props: { event: CalendarEvent; icsLabel: string; primary?: boolean }) {
  const t = useT();
  const { event } = props;
  const linkEvent = { title: event.summary, start: event.start, durationMinutes: event.durationMinutes, details: event.description };
  return (
    <div className="calendar-links">
      <a className={`btn ${props.primary ? "btn--primary" : "btn--ghost"}`} href={calendarHref(event)} download="booking.ics">
        <Icon name="calendar" /> {props.icsLabel}
      </a>
      <a className="btn btn--ghost" href={googleCalendarUrl(linkEvent)} target="_blank" rel="noopener noreferrer">
        {t("calendar.google")}
      </a>
      <a className="btn btn--ghost" href={outlookCalendarUrl(linkEvent)} target="_blank" rel="noopener noreferrer">
        {t("calendar.outlook")}
      </a>
    </div>
  );
}
