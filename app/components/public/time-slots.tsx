import { useLanguage, useT } from "../../i18n";
import { describeSlot, slotLabel } from "../../lib/visitor-time";

export type Times = { state: "none" } | { state: "loading" } | { state: "error" } | { state: "loaded"; available: string[]; booked: string[] };

/**
 * The times of the chosen day, each labelled as Madrid time and, when the visitor's zone
 * shows another clock, in hers too. Booked times stay listed, disabled, with SPEC §2's marker.
 */
export function TimeSelect(props: { id?: string; label?: string; date: string; value: string; times: Times; zone: string | null; onChange: (time: string) => void; invalid?: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const id = props.id ?? "booking-time";
  const { times } = props;
  const slots =
    times.state === "loaded"
      ? [...new Set([...times.available, ...times.booked])].sort().map((time) => ({ time, booked: !times.available.includes(time) }))
      : [];
  const placeholder =
    times.state === "none"
      ? t("booking.pickDate")
      : times.state === "loading"
        ? t("booking.loadingTimes")
        : times.state === "error" || slots.length === 0
          ? t("booking.noTimes")
          : t("booking.selectTime");
  return (
    <div className="field">
      <label htmlFor={id}>{props.label ?? t("booking.time")}</label>
      <select
        id={id}
        name="time"
        required
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-busy={times.state === "loading" || undefined}
        aria-describedby={`${id}-note`}
        aria-invalid={props.invalid || undefined}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {slots.map((s) => {
          const label = slotLabel(describeSlot(props.date, s.time, lang, props.zone));
          return (
            <option key={s.time} value={s.time} disabled={s.booked}>
              {s.booked ? `${label} ${t("booking.booked")}` : label}
            </option>
          );
        })}
      </select>
      <p className="field__hint" id={`${id}-note`}>
        {t("time.note")}
      </p>
    </div>
  );
}
