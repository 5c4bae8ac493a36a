import { useEffect, useMemo, useRef, useState } from "react";
import { addDays, weekdayOf } from "../../../core/booking-rules";
import { bookableMonths } from "../../lib/booking-horizon";
import { calendarTexts, type CalendarTexts } from "../../lib/calendar-texts";
import { useLanguage, useT } from "../../i18n";

// A month grid for picking a booking date, after WAI-ARIA's date picker grid: one day button
// in the tab order (roving tabindex); arrows move by day and week, Home/End to the week's
// start and end, Page Up/Down by month (with Shift by year); Enter or Space picks. Unavailable
// days stay focusable so the keyboard can pass over them, but are marked and cannot be picked.
// Built here rather than taken from a library: react-day-picker added ~20 KB (brotli) to a
// page already over the JavaScript budget (docs/decisions/017-booking-client.md).

export interface MonthCalendarProps {
  id: string;
  /** The picked date, YYYY-MM-DD, or "". */
  value: string;
  first: string;
  last: string;
  unavailable: ReadonlySet<string>;
  onPick: (date: string) => void;
  /** Called when an unavailable day is chosen (click, Enter or Space). */
  onUnavailable: (date: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The words of the months the page opens on, as the server wrote them (app/lib/calendar-texts.ts). */
  texts?: readonly CalendarTexts[];
}

const monthOf = (date: string) => date.slice(0, 7);
const firstOfMonth = (month: string) => `${month}-01`;
function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}
/** The same day n months away, clamped to that month's length. */
function shiftDate(date: string, months: number): string {
  const month = shiftMonth(monthOf(date), months);
  const [y, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(Number(date.slice(8)), days)).padStart(2, "0")}`;
}
const mondayIndex = (date: string) => ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].indexOf(weekdayOf(date));

/** The weeks (Monday first) of a month; days of the neighbouring months are null. */
function weeksOf(month: string): (string | null)[][] {
  const start = firstOfMonth(month);
  const cells: (string | null)[] = Array.from({ length: mondayIndex(start) }, () => null);
  for (let d = start; monthOf(d) === month; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function MonthCalendar(props: MonthCalendarProps) {
  const { value, first, last, unavailable } = props;
  const t = useT();
  const lang = useLanguage();
  // The months shown: those from the first to the last with a day that can be booked.
  const { from: firstMonth, to: lastMonth } = useMemo(() => bookableMonths(first, last, unavailable), [first, last, unavailable]);
  const opening = value || (firstMonth > monthOf(first) ? firstOfMonth(firstMonth) : first);
  const [focused, setFocused] = useState(opening);
  const [month, setMonth] = useState(monthOf(opening));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // A new value from outside (preselection, a restored draft) shows its month.
  useEffect(() => {
    if (value) {
      setFocused(value);
      setMonth(monthOf(value));
    }
  }, [value]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const inRange = (d: string) => d >= first && d <= last;
  const bookable = (d: string) => inRange(d) && !unavailable.has(d);

  function focusDate(d: string) {
    // Keep the focus inside the months that can be shown.
    const lastDay = monthOf(last) === lastMonth ? last : addDays(firstOfMonth(shiftMonth(lastMonth, 1)), -1);
    const target = d < firstOfMonth(firstMonth) ? firstOfMonth(firstMonth) : monthOf(d) > lastMonth ? lastDay : d;
    moved.current = true;
    setFocused(target);
    setMonth(monthOf(target));
  }

  function choose(d: string) {
    setFocused(d);
    if (bookable(d)) props.onPick(d);
    else props.onUnavailable(d);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLButtonElement>, d: string) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(d, -1),
      ArrowRight: () => addDays(d, 1),
      ArrowUp: () => addDays(d, -7),
      ArrowDown: () => addDays(d, 7),
      Home: () => addDays(d, -mondayIndex(d)),
      End: () => addDays(d, 6 - mondayIndex(d)),
      PageUp: () => shiftDate(d, e.shiftKey ? -12 : -1),
      PageDown: () => shiftDate(d, e.shiftKey ? 12 : 1),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      focusDate(move());
    }
  }

  function showMonth(n: number) {
    const next = shiftMonth(month, n);
    setMonth(next);
    // The focusable day follows the month shown: the first bookable one, else the 1st.
    const days = weeksOf(next).flat().filter((d): d is string => d !== null);
    setFocused(days.find(bookable) ?? days.find(inRange) ?? days[0]!);
  }

  const words = useMemo(() => props.texts?.find((x) => x.month === month) ?? calendarTexts(lang, month), [props.texts, month, lang]);
  const fullDate = (d: string) => words.days[Number(d.slice(8)) - 1]!;
  const captionId = `${props.id}-caption`;

  return (
    <div className={`month-calendar${props.invalid ? " is-invalid" : ""}`} id={props.id}>
      <div className="month-calendar__head">
        <button type="button" className="month-calendar__nav" onClick={() => showMonth(-1)} disabled={month <= firstMonth} aria-label={t("calendar.previous")}>
          <span aria-hidden="true">‹</span>
        </button>
        <p className="month-calendar__title" id={captionId} aria-live="polite">
          {words.heading}
        </p>
        <button type="button" className="month-calendar__nav" onClick={() => showMonth(1)} disabled={month >= lastMonth} aria-label={t("calendar.next")}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" className="month-calendar__grid" aria-labelledby={`${props.labelledBy} ${captionId}`} aria-describedby={props.describedBy}>
        <thead>
          <tr>
            {words.weekdays.map((d) => (
              <th key={d.long} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean) ?? ""}>
              {week.map((d, i) =>
                d === null ? (
                  <td key={`empty-${i}`} />
                ) : (
                  <td key={d} aria-selected={d === value}>
                    <button
                      type="button"
                      className="month-calendar__day"
                      data-date={d}
                      tabIndex={d === focused ? 0 : -1}
                      aria-disabled={!bookable(d) || undefined}
                      aria-label={bookable(d) ? fullDate(d) : `${fullDate(d)}, ${t("calendar.unavailable")}`}
                      onClick={() => choose(d)}
                      onKeyDown={(e) => onKeyDown(e, d)}
                    >
                      {Number(d.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
