import { useEffect, useState, type FormEvent } from "react";
import { HORIZON_DAYS_LIMITS, MIN_NOTICE_LIMITS, SLOT_MINUTES_LIMITS, WEEKDAYS, type Availability, type Weekday } from "../../../core/booking-rules";
import { madridToday } from "../../../core/practice-time";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessage, useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { Loaded, PageHead } from "./ui";

type FieldErrors = Record<string, string[]>;
type Range = Availability["weekly_hours"][Weekday][number];

/**
 * Her availability: weekly hours (several ranges a day), session length, minimum notice,
 * horizon and blocked dates. Times are Madrid wall time, as the booking engine reads them.
 */
export default function AdminAvailability() {
  const { api } = useAdmin();
  const t = useAdminT();
  useDocumentTitle(t("admin.availability.title"));
  const { state } = useLoad(
    () => api.bookings.availability().then(({ time_zone: _tz, ...a }) => a),
    [api],
    () => t("admin.availability.loadFailed"),
  );
  const [form, setForm] = useState<Availability | null>(null);
  const [saving, setSaving] = useState(false);
  // One message beside the Save button, saved or failed, rather than a flash: it stays with the form.
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (state.status === "ready") setForm(state.data);
  }, [state]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    setSaving(true);
    setMessage(null);
    setFieldErrors({});
    try {
      const { time_zone: _tz, ...saved } = await api.bookings.saveAvailability(form);
      setForm(saved);
      setMessage({ ok: true, text: t("admin.availability.saved") });
    } catch (err) {
      setFieldErrors(err instanceof ApiRequestError ? ((err.body as { errors?: FieldErrors } | null)?.errors ?? {}) : {});
      setMessage({ ok: false, text: serverMessage(err, t("admin.error.network")) });
    } finally {
      setSaving(false);
    }
  }

  const update = (patch: Partial<Availability>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const errorsFor = (prefix: string) =>
    Object.entries(fieldErrors)
      .filter(([k]) => k === prefix || k.startsWith(`${prefix}.`))
      .flatMap(([, v]) => v);

  return (
    <div className="admin-availability">
      <PageHead title={t("admin.availability.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <p>{t("admin.availability.intro")}</p>
      <Loaded state={state}>
        {() =>
          form && (
            <form onSubmit={(e) => void save(e)}>
              <fieldset>
                <NumberField
                  label={t("admin.availability.slotMinutes")}
                  value={form.slot_minutes}
                  {...SLOT_MINUTES_LIMITS}
                  errors={errorsFor("slot_minutes")}
                  onChange={(v) => update({ slot_minutes: v })}
                />
                <NumberField
                  label={t("admin.availability.minNoticeHours")}
                  value={form.min_notice_hours}
                  {...MIN_NOTICE_LIMITS}
                  errors={errorsFor("min_notice_hours")}
                  onChange={(v) => update({ min_notice_hours: v })}
                />
                <NumberField
                  label={t("admin.availability.horizonDays")}
                  value={form.horizon_days}
                  {...HORIZON_DAYS_LIMITS}
                  errors={errorsFor("horizon_days")}
                  onChange={(v) => update({ horizon_days: v })}
                />
              </fieldset>
              <WeeklyHours form={form} errorsFor={errorsFor} onChange={(day, ranges) => update({ weekly_hours: { ...form.weekly_hours, [day]: ranges } })} />
              <BlockedDates blocked={form.blocked} errorsFor={errorsFor} onChange={(blocked) => update({ blocked })} />
              {/* The answer comes where she pressed Save, at the end of a long form, not above it out of view. */}
              {message && (
                <p role={message.ok ? "status" : "alert"} className={message.ok ? "admin-success" : "admin-error"}>
                  {message.text}
                </p>
              )}
              <div className="form-actions">
                <button type="submit" className="btn btn--primary" disabled={saving}>
                  {saving ? t("admin.availability.saving") : t("admin.availability.save")}
                </button>
              </div>
            </form>
          )
        }
      </Loaded>
    </div>
  );
}

function WeeklyHours({
  form,
  errorsFor,
  onChange,
}: {
  form: Availability;
  errorsFor: (p: string) => string[];
  onChange: (day: Weekday, ranges: Range[]) => void;
}) {
  const t = useAdminT();
  return (
    <fieldset>
      <legend>{t("admin.availability.weekly")}</legend>
      {WEEKDAYS.map((day) => {
        const ranges = form.weekly_hours[day] ?? [];
        const edit = (i: number, patch: Partial<Range>) =>
          onChange(
            day,
            ranges.map((x, j) => (j === i ? { ...x, ...patch } : x)),
          );
        return (
          <div key={day} className="weekday" data-day={day}>
            <h2>{t(`admin.day.${day}`)}</h2>
            {ranges.length === 0 && <p>{t("admin.availability.closed")}</p>}
            {ranges.map((r, i) => (
              <div key={i} className="range">
                <label>
                  {t("admin.availability.from")}{" "}
                  <input type="time" required step={300} value={r.start} onChange={(e) => edit(i, { start: e.currentTarget.value })} />
                </label>
                <label>
                  {t("admin.availability.to")} <input type="time" required step={300} value={r.end} onChange={(e) => edit(i, { end: e.currentTarget.value })} />
                </label>
                <button
                  type="button"
                  className="btn"
                  onClick={() =>
                    onChange(
                      day,
                      ranges.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t("admin.availability.remove")}
                </button>
              </div>
            ))}
            {errorsFor(`weekly_hours.${day}`).map((m, i) => (
              <p key={i} role="alert" className="admin-error">
                {m}
              </p>
            ))}
            {/* A first range defaults to the morning, a second one to the afternoon. */}
            <button
              type="button"
              className="btn"
              onClick={() => onChange(day, [...ranges, ranges.length ? { start: "16:00", end: "19:00" } : { start: "09:00", end: "13:00" }])}
            >
              {t("admin.availability.addRange")}
            </button>
          </div>
        );
      })}
    </fieldset>
  );
}

function BlockedDates({
  blocked,
  errorsFor,
  onChange,
}: {
  blocked: Availability["blocked"];
  errorsFor: (p: string) => string[];
  onChange: (b: Availability["blocked"]) => void;
}) {
  const t = useAdminT();
  const edit = (i: number, patch: Partial<Availability["blocked"][number]>) => onChange(blocked.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset>
      <legend>{t("admin.availability.blocked")}</legend>
      {blocked.length === 0 && <p>{t("admin.availability.noBlocked")}</p>}
      {blocked.map((b, i) => (
        <div key={i} className="blocked">
          <label>
            {t("admin.availability.from")} <input type="date" required value={b.start_date} onChange={(e) => edit(i, { start_date: e.currentTarget.value })} />
          </label>
          <label>
            {t("admin.availability.to")}{" "}
            <input type="date" required value={b.end_date} min={b.start_date} onChange={(e) => edit(i, { end_date: e.currentTarget.value })} />
          </label>
          <label>
            {t("admin.availability.note")} <input type="text" maxLength={200} value={b.note ?? ""} onChange={(e) => edit(i, { note: e.currentTarget.value })} />
          </label>
          <button type="button" className="btn" onClick={() => onChange(blocked.filter((_, j) => j !== i))}>
            {t("admin.availability.remove")}
          </button>
          {errorsFor(`blocked.${i}`).map((m, k) => (
            <p key={k} role="alert" className="admin-error">
              {m}
            </p>
          ))}
        </div>
      ))}
      <button
        type="button"
        className="btn"
        onClick={() => {
          const d = madridToday(Date.now());
          onChange([...blocked, { start_date: d, end_date: d, note: "" }]);
        }}
      >
        {t("admin.availability.addBlock")}
      </button>
    </fieldset>
  );
}

function NumberField(props: { label: string; value: number; min: number; max: number; step?: number; errors: string[]; onChange: (v: number) => void }) {
  return (
    <label className="number-field">
      {props.label}
      <input
        type="number"
        required
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={Number.isFinite(props.value) ? props.value : ""}
        onChange={(e) => props.onChange(e.currentTarget.valueAsNumber)}
      />
      {props.errors.map((m, i) => (
        <span key={i} role="alert" className="admin-error">
          {m}
        </span>
      ))}
    </label>
  );
}
