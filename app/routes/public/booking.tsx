import { useEffect, useRef, useState } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/booking";
import { Icon } from "../../components/public/icons";
import { useLanguage, useT } from "../../i18n";
import { ApiRequestError } from "../../lib/api-client";
import { serverErrorText } from "../../lib/server-error";
import type { ServicePlan } from "../../../core/schemas/service-plan";
import { formatPrice, todayInMadrid } from "../../lib/format";
import { loaderApi, textMeta } from "../../lib/page";
import { useBrowserApi } from "../../lib/use-api";

export const meta: Route.MetaFunction = (args) => textMeta(args, "booking.meta.title", "booking.meta.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  const [plans, unavailable] = await Promise.allSettled([api.servicePlans.list(lang), api.bookings.unavailableDates()]);
  return {
    plans: plans.status === "fulfilled" ? plans.value : ([] as ServicePlan[]),
    plansFailed: plans.status === "rejected",
    unavailableDates: unavailable.status === "fulfilled" ? unavailable.value.dates ?? [] : [],
    // Bookable from today (Madrid) up to the end of the published horizon.
    today: latest(todayInMadrid(), unavailable.status === "fulfilled" ? unavailable.value.first_date : undefined),
    lastDate: unavailable.status === "fulfilled" ? unavailable.value.last_date : undefined,
  };
}

const latest = (a: string, b?: string) => (b && b > a ? b : a);

const PHONE_PATTERN = /^\d{10}$/;

type Times = { state: "none" } | { state: "loading" } | { state: "error" } | { state: "loaded"; available: string[]; booked: string[] };
type Status = { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; message: string; warning?: boolean };

const EMPTY = { service: "", date: "", time: "", name: "", email: "", phone: "", message: "" };

export default function Booking() {
  const { plans, plansFailed, unavailableDates, today, lastDate } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const api = useBrowserApi();
  const [searchParams] = useSearchParams();
  const preselected = searchParams.get("service") ?? "";
  const initialService = plans.some((p) => String(p.id) === preselected) ? preselected : "";
  const [form, setForm] = useState({ ...EMPTY, service: initialService });
  const [times, setTimes] = useState<Times>({ state: "none" });
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const dateInput = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const timesRequest = useRef(0);

  // The plans change with the language; keep the preselection when it still exists.
  useEffect(() => {
    setForm((f) => ({ ...f, service: plans.some((p) => String(p.id) === f.service) ? f.service : initialService }));
  }, [plans, initialService]);

  useEffect(() => {
    if (status.kind === "success" || status.kind === "error") statusRef.current?.focus();
  }, [status]);

  const set = (name: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [name]: e.target.value }));

  async function loadTimes(date: string) {
    const request = ++timesRequest.current;
    setTimes({ state: "loading" });
    try {
      const res = await api.bookings.availableTimes(date);
      if (request !== timesRequest.current) return;
      setTimes({ state: "loaded", available: res.available_times ?? [], booked: res.booked_times ?? [] });
    } catch {
      if (request === timesRequest.current) setTimes({ state: "error" });
    }
  }

  function changeDate(e: React.ChangeEvent<HTMLInputElement>) {
    const date = e.target.value;
    setForm((f) => ({ ...f, date, time: "" }));
    const input = e.target;
    if (date && unavailableDates.includes(date)) {
      input.setCustomValidity(t("booking.unavailable"));
      input.reportValidity();
      timesRequest.current++;
      setTimes({ state: "none" });
      return;
    }
    input.setCustomValidity("");
    if (date) void loadTimes(date);
    else setTimes({ state: "none" });
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const phone = form.phone.replace(/\s+/g, "");
    const missing = !form.service || !form.date || !form.time || !form.name.trim() || !form.email.trim();
    if (missing || !PHONE_PATTERN.test(phone)) {
      setStatus({ kind: "error", message: t("booking.invalid"), warning: true });
      return;
    }
    setStatus({ kind: "submitting" });
    try {
      await api.bookings.create({
        service_plan_id: Number(form.service),
        date: form.date,
        time: form.time,
        name: form.name.trim(),
        email: form.email.trim(),
        phone_number: phone,
        message: form.message.trim(),
        language: lang,
      });
      setForm(EMPTY);
      setTimes({ state: "none" });
      dateInput.current?.setCustomValidity("");
      setStatus({ kind: "success" });
    } catch (err) {
      if (err instanceof ApiRequestError) {
        setStatus({ kind: "error", message: serverErrorText(err.body) ?? t("booking.failed") });
      } else {
        setStatus({ kind: "error", message: t("state.networkError") });
      }
    }
  }

  const slots =
    times.state === "loaded"
      ? [...new Set([...times.available, ...times.booked])].sort().map((time) => ({ time, booked: times.booked.includes(time) && !times.available.includes(time) }))
      : [];
  const timePlaceholder =
    times.state === "none"
      ? t("booking.pickDate")
      : times.state === "loading"
        ? t("booking.loadingTimes")
        : times.state === "error" || slots.length === 0
          ? t("booking.noTimes")
          : t("booking.selectTime");

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t("cta.book")}</h1>
          <p className="page-hero__lead">{t("booking.lead")}</p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container booking">
          <form className="card form-card booking__form" onSubmit={submit} aria-describedby="booking-status" aria-label={t("cta.book")}>
            <div id="booking-status" ref={statusRef} tabIndex={-1} className="booking__status">
              {plansFailed && (
                <p className="alert alert--error" role="alert">
                  <Icon name="warning" /> {t("booking.servicesError")}
                </p>
              )}
              {times.state === "error" && (
                <p className="alert alert--error" role="alert">
                  <Icon name="warning" /> {t("booking.timesError")}
                </p>
              )}
              {status.kind === "success" && (
                <p className="alert alert--success" role="status">
                  <Icon name="check" /> {t("booking.success")}
                </p>
              )}
              {status.kind === "error" && (
                <p className="alert alert--error" role="alert">
                  {status.warning ? <span aria-hidden="true">⚠️</span> : <Icon name="warning" />} {status.message}
                </p>
              )}
            </div>

            <div className="field">
              <label htmlFor="booking-service">{t("booking.service")}</label>
              <select id="booking-service" name="service" required value={form.service} onChange={set("service")}>
                <option value="" disabled>
                  {plans.length === 0 ? t("booking.noServices") : t("booking.selectService")}
                </option>
                {plans.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.title} · {formatPrice(p.price, lang)}
                  </option>
                ))}
              </select>
            </div>

            <div className="form-grid form-grid--2">
              <div className="field">
                <label htmlFor="booking-date">{t("booking.date")}</label>
                <input ref={dateInput} id="booking-date" name="date" type="date" required min={today} max={lastDate} value={form.date} onChange={changeDate} />
              </div>
              <div className="field">
                <label htmlFor="booking-time">{t("booking.time")}</label>
                <select id="booking-time" name="time" required value={form.time} onChange={set("time")} aria-busy={times.state === "loading" || undefined}>
                  <option value="" disabled>
                    {timePlaceholder}
                  </option>
                  {slots.map((s) => (
                    <option key={s.time} value={s.time} disabled={s.booked}>
                      {s.booked ? `${s.time} ${t("booking.booked")}` : s.time}
                    </option>
                  ))}
                </select>
              </div>
            </div>

            <div className="form-grid form-grid--2">
              <div className="field">
                <label htmlFor="booking-name">{t("booking.name")}</label>
                <input id="booking-name" name="name" type="text" required autoComplete="name" value={form.name} onChange={set("name")} />
              </div>
              <div className="field">
                <label htmlFor="booking-email">{t("booking.email")}</label>
                <input id="booking-email" name="email" type="email" required autoComplete="email" value={form.email} onChange={set("email")} />
              </div>
            </div>

            <div className="field">
              <label htmlFor="booking-phone">{t("booking.phone")}</label>
              <input id="booking-phone" name="phone" type="tel" required inputMode="numeric" autoComplete="tel-national" value={form.phone} onChange={set("phone")} aria-describedby="booking-phone-hint" />
              <p className="field__hint" id="booking-phone-hint">
                {t("booking.phoneHint")}
              </p>
            </div>

            <div className="field">
              <label htmlFor="booking-message">{t("booking.message")}</label>
              <textarea id="booking-message" name="message" rows={4} value={form.message} onChange={set("message")} />
            </div>

            <button type="submit" className="btn btn--primary btn--lg booking__submit" disabled={status.kind === "submitting"}>
              {status.kind === "submitting" ? t("booking.submitting") : t("booking.submit")}
            </button>
          </form>

          <aside className="booking__aside" aria-labelledby="before-title">
            <h2 id="before-title">{t("booking.aside.title")}</h2>
            <ul className="notes">
              <li>
                <Icon name="phone" /> <span>{t("booking.aside.intro")}</span>
              </li>
              <li>
                <Icon name="video" /> <span>{t("booking.aside.video")}</span>
              </li>
              <li>
                <Icon name="card" /> <span>{t("booking.aside.payment")}</span>
              </li>
              <li>
                <Icon name="calendar" /> <span>{t("booking.aside.cancel")}</span>
              </li>
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
