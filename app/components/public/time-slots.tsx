import { useLanguage, useT } from "../../i18n";
import { describeSlot } from "../../lib/visitor-time";
import type { SlotReadings } from "../../lib/visitor-slots";

/** A day's times; `readings`, when the page has read them for the visitor already (visitor-slots.ts). */
export type Times =
  | { state: "none" }
  | { state: "loading" }
  | { state: "error" }
  | { state: "loaded"; available: string[]; booked: string[]; readings?: SlotReadings["byTime"] };

/**
 * The times of the chosen day as buttons to tap, as on a phone one expects, each labelled as
 * Madrid time and, when the visitor's zone shows another clock, in hers too. They are native
 * radio buttons under a radio group: Tab enters the group once, the arrows move between free
 * times, and a screen reader says "2 of 7". Booked times stay listed, disabled, with their
 * 'booked' marker; a day without any says 'No available times'.
 */
export function TimeSlots(props: { id?: string; label?: string; date: string; value: string; times: Times; zone: string | null; onChange: (time: string) => void; invalid?: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const id = props.id ?? "booking-time";
  const { times } = props;
  const slots =
    times.state === "loaded"
      ? [...new Set([...times.available, ...times.booked])].sort().map((time) => ({ time, booked: !times.available.includes(time) }))
      : [];
  const empty =
    times.state === "none"
      ? t("booking.pickDate")
      : times.state === "loading"
        ? t("booking.loadingTimes")
        : times.state === "error" || slots.length === 0
          ? t("booking.noTimes")
          : null;
  return (
    <div className="field">
      <span className="label" id={`${id}-label`}>
        {props.label ?? t("booking.time")}
      </span>
      <div
        id={id}
        role="radiogroup"
        className={`time-slots${props.invalid ? " is-invalid" : ""}`}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-note`}
        aria-busy={times.state === "loading" || undefined}
        aria-invalid={props.invalid || undefined}
        aria-required="true"
      >
        {empty !== null ? (
          <p className="time-slots__empty">{empty}</p>
        ) : (
          slots.map((s) => {
            const when = describeSlot(props.date, s.time, lang, props.zone, times.state === "loaded" && times.readings ? (times.readings[s.time] ?? null) : undefined);
            return (
              <label key={s.time} className={`time-slot${s.booked ? " is-booked" : ""}`}>
                <input type="radio" name={id} value={s.time} checked={props.value === s.time} disabled={s.booked} onChange={() => props.onChange(s.time)} />
                <span className="time-slot__madrid">{when.madrid}</span>
                {when.visitor && (
                  <span className="time-slot__visitor">
                    <span className="visually-hidden"> · </span>
                    {when.visitor}
                  </span>
                )}
                {s.booked && <span className="time-slot__booked"> {t("booking.booked")}</span>}
              </label>
            );
          })
        )}
      </div>
      <p className="field__hint" id={`${id}-note`}>
        {t("time.note")}
      </p>
    </div>
  );
}
