import { useEffect, useState } from "react";
import { Link, useNavigate, useRouteLoaderData, type MetaFunction } from "react-router";
import { DEFAULT_AVAILABILITY, WEEKDAYS, type Availability, type Weekday } from "../../core/booking-rules";
import { ApiRequestError, browserFetch, createApi } from "../lib/api-client";
import { useLanguage, useT } from "../i18n";

// The nutritionist's availability: weekly hours (several ranges a day), session length, minimum
// notice, horizon and blocked dates. Client-side, with the admin token from localStorage.

export const meta: MetaFunction = () => [{ title: "Availability" }, { name: "robots", content: "noindex" }];

type FieldErrors = Record<string, string[]>;

export default function AdminAvailability() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const root = useRouteLoaderData("root") as { apiBase?: string } | undefined;
  const [form, setForm] = useState<Availability | null>(null);
  const [status, setStatus] = useState<"loading" | "idle" | "saving">("loading");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const api = () => {
    const token = window.localStorage.getItem("adminToken");
    return token ? createApi(browserFetch(root?.apiBase ?? "/api"), { token, language: lang }) : null;
  };
  const unauthorized = () => {
    window.localStorage.removeItem("adminToken");
    navigate("/admin-login", { replace: true });
  };

  useEffect(() => {
    const client = api();
    if (!client) return unauthorized();
    client.bookings.availability()
      .then(({ time_zone: _tz, ...a }) => {
        setForm(a);
        setStatus("idle");
      })
      .catch((e) => {
        if (e instanceof ApiRequestError && e.status === 401) return unauthorized();
        setMessage({ ok: false, text: t("availability.load_failed") });
        setForm(DEFAULT_AVAILABILITY);
        setStatus("idle");
      });
    // Loads once; the token is read at call time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const client = api();
    if (!client) return unauthorized();
    if (!form) return;
    setStatus("saving");
    setMessage(null);
    setFieldErrors({});
    try {
      const { time_zone: _tz, ...saved } = await client.bookings.saveAvailability(form);
      setForm(saved);
      setMessage({ ok: true, text: t("availability.saved") });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) return unauthorized();
      const body = err instanceof ApiRequestError ? (err.body as { errors?: FieldErrors }) : undefined;
      setFieldErrors(body?.errors ?? {});
      setMessage({ ok: false, text: err instanceof Error && err instanceof ApiRequestError ? err.message : t("manage.network_error") });
    } finally {
      setStatus("idle");
    }
  }

  const update = (patch: Partial<Availability>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const setDay = (day: Weekday, ranges: Availability["weekly_hours"][Weekday]) => form && update({ weekly_hours: { ...form.weekly_hours, [day]: ranges } });
  const errorsFor = (prefix: string) => Object.entries(fieldErrors).filter(([k]) => k === prefix || k.startsWith(`${prefix}.`)).flatMap(([, v]) => v);

  return (
    <div className="admin-availability">
      <p><Link to="/admin-dashboard">{t("availability.back")}</Link></p>
      <h1>{t("availability.title")}</h1>
      <p>{t("availability.intro")}</p>
      {status === "loading" && <p>{t("state.loading")}</p>}
      {message && <p role={message.ok ? "status" : "alert"} className={message.ok ? "notice-ok" : "notice-error"}>{message.text}</p>}
      {form && (
        <form onSubmit={save}>
          <fieldset>
            <NumberField label={t("availability.slot_minutes")} value={form.slot_minutes} min={15} max={240} step={5} errors={errorsFor("slot_minutes")} onChange={(v) => update({ slot_minutes: v })} />
            <NumberField label={t("availability.min_notice_hours")} value={form.min_notice_hours} min={24} max={720} errors={errorsFor("min_notice_hours")} onChange={(v) => update({ min_notice_hours: v })} />
            <NumberField label={t("availability.horizon_days")} value={form.horizon_days} min={1} max={365} errors={errorsFor("horizon_days")} onChange={(v) => update({ horizon_days: v })} />
          </fieldset>

          <fieldset>
            <legend>{t("availability.weekly")}</legend>
            {WEEKDAYS.map((day) => {
              const ranges = form.weekly_hours[day] ?? [];
              return (
                <div key={day} className="weekday" data-day={day}>
                  <h2>{t(`day.${day}`)}</h2>
                  {ranges.length === 0 && <p>{t("availability.closed")}</p>}
                  {ranges.map((r, i) => (
                    <div key={i} className="range">
                      <label>{t("availability.from")} <input type="time" required step={300} value={r.start} onChange={(e) => setDay(day, ranges.map((x, j) => (j === i ? { ...x, start: e.currentTarget.value } : x)))} /></label>
                      <label>{t("availability.to")} <input type="time" required step={300} value={r.end} onChange={(e) => setDay(day, ranges.map((x, j) => (j === i ? { ...x, end: e.currentTarget.value } : x)))} /></label>
                      <button type="button" onClick={() => setDay(day, ranges.filter((_, j) => j !== i))}>{t("availability.remove")}</button>
                    </div>
                  ))}
                  {errorsFor(`weekly_hours.${day}`).map((m, i) => <p key={i} role="alert">{m}</p>)}
                  <button type="button" onClick={() => setDay(day, [...ranges, ranges.length ? { start: "16:00", end: "19:00" } : { start: "09:00", end: "13:00" }])}>{t("availability.add_range")}</button>
                </div>
              );
            })}
          </fieldset>

          <fieldset>
            <legend>{t("availability.blocked")}</legend>
            {form.blocked.length === 0 && <p>{t("availability.no_blocked")}</p>}
            {form.blocked.map((b, i) => (
              <div key={i} className="blocked">
                <label>{t("availability.from")} <input type="date" required value={b.start_date} onChange={(e) => update({ blocked: form.blocked.map((x, j) => (j === i ? { ...x, start_date: e.currentTarget.value } : x)) })} /></label>
                <label>{t("availability.to")} <input type="date" required value={b.end_date} min={b.start_date} onChange={(e) => update({ blocked: form.blocked.map((x, j) => (j === i ? { ...x, end_date: e.currentTarget.value } : x)) })} /></label>
                <label>{t("availability.note")} <input type="text" maxLength={200} value={b.note ?? ""} onChange={(e) => update({ blocked: form.blocked.map((x, j) => (j === i ? { ...x, note: e.currentTarget.value } : x)) })} /></label>
                <button type="button" onClick={() => update({ blocked: form.blocked.filter((_, j) => j !== i) })}>{t("availability.remove")}</button>
                {errorsFor(`blocked.${i}`).map((m, k) => <p key={k} role="alert">{m}</p>)}
              </div>
            ))}
            <button type="button" onClick={() => { const d = new Date().toISOString().slice(0, 10); update({ blocked: [...form.blocked, { start_date: d, end_date: d, note: "" }] }); }}>{t("availability.add_block")}</button>
          </fieldset>

          <button type="submit" disabled={status === "saving"}>{status === "saving" ? t("availability.saving") : t("availability.save")}</button>
        </form>
      )}
    </div>
  );
}

function NumberField(props: { label: string; value: number; min: number; max: number; step?: number; errors: string[]; onChange: (v: number) => void }) {
  return (
    <label className="number-field">
      {props.label}
      <input type="number" required min={props.min} max={props.max} step={props.step ?? 1} value={Number.isFinite(props.value) ? props.value : ""} onChange={(e) => props.onChange(e.currentTarget.valueAsNumber)} />
      {props.errors.map((m, i) => <span key={i} role="alert" className="field-error">{m}</span>)}
    </label>
  );
}
