import { lazy, startTransition, Suspense, useEffect, useRef, useState } from "react";
import { Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/booking";
import { Icon } from "../../components/public/icons";
import { MonthCalendar } from "../../components/public/month-calendar";
import { TimeSlots, type Times } from "../../components/public/time-slots";
import type { CreditState } from "../../components/public/booking-credit";
import { useLanguage, useT } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { serverErrorText } from "../../lib/server-error";
import type { ServicePlan } from "../../../core/schemas/service-plan";
import type { BookingCreated as BookingAnswer } from "../../../core/schemas/booking";
import type { BookingRequestInput } from "../../../core/booking-request";
import { isInternational, type InternationalCheck } from "../../../core/phone-number-kind";
import { sameItem } from "../../../core/same-item";
import { formatCount, formatPrice } from "../../lib/format";
import { madridOffsets, madridToday, madridTodayFrom } from "../../../core/practice-time";
import { addDays, BOOKING_MESSAGE_MAX, madridToUtc } from "../../../core/booking-rules";
import { calendarTexts } from "../../lib/calendar-texts";
import { loaderApi, textMeta } from "../../lib/page";
import { useBrowserApi } from "../../lib/use-api";
import { loadOnce } from "../../lib/load-once";
import { showResult } from "../../lib/show-result";
import { readSlots, startVisitorClock } from "../../lib/visitor-slots";
import { firstBookable, type Horizon } from "../../lib/booking-horizon";
import { clientPagesLinks } from "../../lib/client-pages-css";

export const links = clientPagesLinks;

export const meta: Route.MetaFunction = (args) => textMeta(args, "booking.meta.title", "booking.meta.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  const [plans, unavailable] = await Promise.allSettled([api.servicePlans.list(lang), api.bookings.unavailableDates()]);
  const now = Date.now();
  const today = madridToday(now);
  const horizon: Horizon =
    unavailable.status === "fulfilled"
      ? // Bookable from today (Madrid) up to the end of the published horizon.
        { dates: unavailable.value.dates ?? [], first: latest(today, unavailable.value.first_date), last: unavailable.value.last_date }
      : { dates: [], first: today, last: today };
  // What the page needs at its start in words and clock, written here so that the browser
  // builds no date formatter then (docs/decisions/033): the months it opens on (the first
  // day, and the first bookable one it preselects) and Madrid's offsets over the horizon.
  const opening = [...new Set([horizon.first, firstBookable(horizon) ?? horizon.first].map((d) => d.slice(0, 7)))];
  const horizonEnd = madridToUtc(addDays(horizon.last, 1), "00:00") ?? now;
  return {
    // Each price as the server writes it, for the same reason.
    plans: (plans.status === "fulfilled" ? plans.value : ([] as ServicePlan[])).map((p) => ({ ...p, priceText: formatPrice(p.price, lang) })),
    plansFailed: plans.status === "rejected",
    messageMax: formatCount(BOOKING_MESSAGE_MAX, lang),
    horizon,
    calendar: opening.map((month) => calendarTexts(lang, month)),
    madridClock: madridOffsets(now, Math.max(now, horizonEnd)),
  };
}

const latest = (a: string, b?: string) => (b && b > a ? b : a);

/**
 * The form posted by the browser itself: with JavaScript off, or its application not started
 * (with it on, a form sent before the start is held and sent once it has,
 * server/http/deferred-app-start.ts). Nothing is booked; the page comes back with what was
 * typed and says why. A post, so that what was typed never goes into the address.
 */
export async function action({ request }: Route.ActionArgs) {
  const sent = await request.formData();
  const field = (name: string) => {
    const value = sent.get(name);
    return typeof value === "string" ? value.slice(0, BOOKING_MESSAGE_MAX * 2) : "";
  };
  return { service: field("service"), name: field("name"), email: field("email"), phone: field("phone"), message: field("message") };
}

/** libphonenumber-js and its metadata, fetched only by a visitor who writes a country code. */
const loadInternationalCheck = loadOnce(() => import("../../../core/phone-international").then((m): InternationalCheck => m.toE164));

/**
 * The request's rules (the API's own, core/booking-request.ts) are needed only when she sends
 * the form: fetched once she starts filling it in, so the page's first load does not carry them.
 */
const loadRequestCheck = loadOnce(() => import("../../../core/booking-request"));

/**
 * What the page shows after a booking, fetched while the booking is being sent (submit) rather
 * than with the page: the first load carries only what the form needs. Tried twice, as the
 * booking itself has been made by then.
 */
const loadSummary = () => import("../../components/public/booking-summary");
/** Paying with a bundle's credit: its own script, fetched once the page runs and only where it can apply. */
const loadCreditPart = () => import("../../components/public/booking-credit");
// Not fetched (twice): the page books as usual, paying, as it would for anyone signed out.
const BookingCreditPart = lazy(() =>
  loadCreditPart()
    .catch(loadCreditPart)
    .catch(() => ({ default: () => null })),
);

const BookingSummary = lazy(() =>
  loadSummary()
    .catch(loadSummary)
    .then((m) => ({ default: m.BookingSummary })),
);

/** What was typed survives a reload of the tab (not other tabs, not after closing it). */
const DRAFT_KEY = "booking-draft";

/** An error that names no field takes the focus itself; otherwise the first field in error does. */
type Status = { kind: "idle" } | { kind: "submitting" } | { kind: "error"; message: string; warning?: boolean; focusHere?: boolean };
type Field = "service" | "date" | "time" | "name" | "email" | "phone" | "message" | "consent";

const EMPTY = { service: "", date: "", time: "", name: "", email: "", phone: "", message: "", consent: false };
type Form = typeof EMPTY;
/** The inputs in page order: focus goes to the first one in error. */
const FIELD_IDS: Record<Field, string> = {
  service: "booking-service", date: "booking-date", time: "booking-time", name: "booking-name",
  email: "booking-email", phone: "booking-phone", message: "booking-message", consent: "booking-consent",
};
const SERVER_FIELDS: Record<string, Field> = {
  service_plan_id: "service", date: "date", time: "time", name: "name", email: "email", phone_number: "phone", message: "message", privacy_consent: "consent",
};

function readDraft(): Partial<Form> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Partial<Form>) : null;
  } catch {
    return null;
  }
}

export default function Booking() {
  const { plans, plansFailed, messageMax, horizon: initialHorizon, calendar, madridClock } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const api = useBrowserApi();
  // The visitor's zone, once her slots' times were read (null in Madrid), for the summary.
  const [zone, setZone] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  // A plan chosen in another language (a link from the services page, then a language switch)
  // is the same plan in this one.
  const inThisLanguage = (id: string) => String(sameItem(plans, Number(id))?.id ?? "");
  const initialService = inThisLanguage(searchParams.get("service") ?? "");
  const typed = useActionData<typeof action>();
  const [form, setForm] = useState<Form>({ ...EMPTY, service: initialService, ...typed, ...(typed?.service ? { service: inThisLanguage(typed.service) } : {}) });
  const [horizon, setHorizon] = useState<Horizon>(initialHorizon);
  const [times, setTimes] = useState<Times>({ state: "none" });
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const [dateNotice, setDateNotice] = useState(false);
  /** The phone field's own message, shown beside it (the form's message at the top stays the spec's). */
  const [phoneError, setPhoneError] = useState<"required" | "format" | null>(null);
  const [done, setDone] = useState<{ booking: BookingAnswer; plan: ServicePlan | undefined; credit: boolean } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const timesRequest = useRef(0);
  const focusNext = useRef<string | null>(null);
  const restored = useRef(false);
  const plan = plans.find((p) => String(p.id) === form.service);
  // What changes by itself after the page starts (the first free day chosen, the day's times
  // and free days as they arrive, whether credits are asked) is a transition: React renders
  // the page for it in slices that leave the main thread free, where an update from an effect
  // or an answer would be one long task on a phone. What she does herself stays immediate.
  // A signed-in client with credits for the plan may book it with one instead of paying: asked
  // where bundles are sold, or when her sign-in link (?token=) brought her back here.
  const sellsBundles = plans.some((p) => p.bundle_sessions !== null);
  const [creditWanted, setCreditWanted] = useState(false);
  useEffect(() => {
    const wanted = sellsBundles || new URL(window.location.href).searchParams.has("token");
    startTransition(() => setCreditWanted(wanted));
  }, [sellsBundles]);
  const [credit, setCredit] = useState<CreditState>({ kind: "unknown" });
  const [useCredit, setUseCredit] = useState(true);
  const withCredit = Boolean(plan && plan.price > 0) && credit.kind === "signedIn" && credit.planId === plan?.id && credit.forPlan > 0 && useCredit;
  // Signed in: her details fill what is empty, and a credit books under the address she proved.
  useEffect(() => {
    if (credit.kind !== "signedIn") return;
    const c = credit.client;
    setForm((f) => ({ ...f, name: f.name || c.name, email: f.email || c.email, phone: f.phone || c.phone }));
  }, [credit]);
  useEffect(() => {
    if (withCredit && credit.kind === "signedIn") setForm((f) => (f.email === credit.client.email ? f : { ...f, email: credit.client.email }));
  }, [withCredit, credit]);

  // A reload keeps what was typed: restore once, then save every change.
  useEffect(() => {
    const draft = readDraft();
    restored.current = true;
    if (!draft) return;
    setForm((f) => ({
      ...f,
      ...draft,
      service: (draft.service && inThisLanguage(draft.service)) || f.service,
    }));
    // Only the plan list decides; this runs once after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!restored.current || done) return;
    try {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(form));
    } catch {
      // Private mode without storage: the form still works, it just is not kept.
    }
  }, [form, done]);

  // The plans change with the language: the chosen plan stays chosen, in the new language.
  useEffect(() => {
    setForm((f) => {
      const service = (f.service && String(sameItem(plans, Number(f.service))?.id ?? "")) || initialService;
      return service === f.service ? f : { ...f, service };
    });
  }, [plans, initialService]);

  // Each plan has its own full days (a 15-minute call fits where an hour does not).
  useEffect(() => {
    if (!form.service) return;
    let live = true;
    api.bookings.unavailableDates(form.service).then(
      (h) =>
        live &&
        startTransition(() => setHorizon({ dates: h.dates ?? [], first: latest(madridTodayFrom(madridClock, Date.now()), h.first_date), last: h.last_date })),
      () => undefined, // the page's first answer stays
    );
    return () => {
      live = false;
    };
  }, [form.service, api, madridClock]);

  // The first bookable day is preselected, and a picked day that became full is replaced.
  const unavailable = new Set(horizon.dates);
  // Only a new horizon (the page's, or another plan's) does this: a day the visitor picks
  // stays picked, even an unavailable one, which then says so.
  useEffect(() => {
    const bookable = (d: string) => d >= horizon.first && d <= horizon.last && !horizon.dates.includes(d);
    const first = firstBookable(horizon);
    if (first) startTransition(() => setForm((f) => (f.date && bookable(f.date) ? f : { ...f, date: first, time: "" })));
  }, [horizon]);

  // Times follow the date and the plan.
  useEffect(() => {
    if (!form.date || unavailable.has(form.date)) {
      timesRequest.current++;
      setTimes({ state: "none" });
      return;
    }
    const request = ++timesRequest.current;
    startTransition(() => setTimes({ state: "loading" }));
    startVisitorClock(madridClock);
    const date = form.date;
    api.bookings
      .availableTimes(date, form.service || undefined)
      .then(async (res) => {
        const available = res.available_times ?? [];
        const booked = res.booked_times ?? [];
        // Read with the times, so that each slot appears once with both of its clocks.
        const visitor = await readSlots(madridClock, lang, date, [...available, ...booked]);
        if (request !== timesRequest.current) return;
        startTransition(() => {
          setZone(visitor.zone);
          setTimes({ state: "loaded", available, booked, readings: visitor.byTime });
        });
      })
      .catch(() => request === timesRequest.current && startTransition(() => setTimes({ state: "error" })));
    // unavailable is derived from horizon
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.date, form.service, horizon, api, lang]);

  // A restored time that is not free any more is dropped.
  useEffect(() => {
    if (times.state === "loaded" && form.time && !times.available.includes(form.time)) setForm((f) => ({ ...f, time: "" }));
  }, [times, form.time]);

  useEffect(() => {
    if (status.kind === "error" && status.focusHere) showResult(statusRef.current);
  }, [status]);
  // The first field in error takes the focus once the page shows the error (a taken time is
  // disabled by then). The calendar is a grid and the times a radio group: the one focusable
  // day, or the chosen (else the first free) time, stands for them.
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    (
      document.querySelector<HTMLElement>(`#${id} [tabindex="0"]`) ??
      document.querySelector<HTMLElement>(`#${id} input:checked`) ??
      document.querySelector<HTMLElement>(`#${id} input:not([disabled])`) ??
      document.getElementById(id)
    )?.focus();
  }, [status, invalid]);

  function update<K extends keyof Form>(name: K, value: Form[K]) {
    setForm((f) => ({ ...f, [name]: value }));
    void loadRequestCheck().catch(() => undefined);
    if (name === "phone") {
      setPhoneError(null);
      // The check of numbers with a country code is loaded once one is being typed.
      if (typeof value === "string" && isInternational(value)) void loadInternationalCheck();
    }
    setInvalid((s) => {
      if (!s.has(name as Field)) return s;
      const next = new Set(s);
      next.delete(name as Field);
      return next;
    });
  }
  const set = (name: Exclude<keyof Form, "consent">) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => update(name, e.target.value);

  /** Marks the fields in error and moves the focus to the first of them. */
  function flag(fields: Field[], message: string, warning = false) {
    setInvalid(new Set(fields));
    const first = (Object.keys(FIELD_IDS) as Field[]).find((f) => fields.includes(f));
    setStatus({ kind: "error", message, warning, focusHere: !first });
    focusNext.current = first ? FIELD_IDS[first] : null;
  }

  function pickDate(date: string) {
    setDateNotice(false);
    setForm((f) => ({ ...f, date, time: "" }));
    setInvalid((s) => new Set([...s].filter((f) => f !== "date")));
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void loadSummary().catch(() => undefined);
    let international: InternationalCheck | undefined;
    let checkBookingRequest: (typeof import("../../../core/booking-request"))["checkBookingRequest"];
    try {
      if (isInternational(form.phone)) international = await loadInternationalCheck();
      ({ checkBookingRequest } = await loadRequestCheck());
    } catch {
      return setStatus({ kind: "error", message: t("state.networkError"), focusHere: true });
    }
    // The rules the API applies, from the same functions (core/booking-request.ts).
    const checked = checkBookingRequest({
      service_plan_id: form.service,
      date: form.date,
      time: form.time,
      name: form.name,
      email: form.email,
      phone_number: form.phone,
      message: form.message,
      language: lang,
      privacy_consent: true,
      // Her browser's zone, known once her slots' times were read (none in Madrid): her mails
      // then write the session's time in hers too.
      ...(zone ? { time_zone: zone } : {}),
    } satisfies BookingRequestInput, international);
    const phoneKey = checked.success ? undefined : checked.fields.phone_number?.[0];
    setPhoneError(phoneKey ? (phoneKey === "required" ? "required" : "format") : null);
    const wrong = new Set(checked.success ? [] : Object.keys(checked.fields).map((k) => SERVER_FIELDS[k]).filter((f): f is Field => Boolean(f)));
    // A day the calendar shows as taken is the form's own check: the API would answer 409.
    if (form.date && unavailable.has(form.date)) wrong.add("date");
    const required = [...wrong].filter((f) => f !== "message");
    if (required.length) return flag(required, t("booking.invalid"), true);
    if (!checked.success) return flag(["message"], checked.fields.message?.[0] === "message_too_long" ? t("booking.messageTooLong") : t("booking.invalid"));
    if (!form.consent) return flag(["consent"], t("booking.consentRequired"));
    setInvalid(new Set());
    setStatus({ kind: "submitting" });
    try {
      const booking = await api.bookings.create({ ...checked.data, ...(withCredit ? { pay_with: "credit" as const } : {}) });
      window.sessionStorage.removeItem(DRAFT_KEY);
      setDone({ booking, plan, credit: withCredit });
      setStatus({ kind: "idle" });
    } catch (err) {
      if (!(err instanceof ApiRequestError)) return setStatus({ kind: "error", message: t("state.networkError"), focusHere: true });
      const errors = ((err.body as { errors?: Record<string, unknown> } | null)?.errors ?? {}) as Record<string, unknown>;
      if (err.status === 409 && "time" in errors) {
        // The slot went to someone else: it leaves the list at once, and the list is fetched again.
        const taken = form.time;
        setTimes((ts) => (ts.state === "loaded" ? { ...ts, available: ts.available.filter((x) => x !== taken), booked: [...new Set([...ts.booked, taken])] } : ts));
        setForm((f) => ({ ...f, time: "" }));
        return flag(["time"], t("booking.slotGone"));
      }
      const fields = Object.keys(errors).map((k) => SERVER_FIELDS[k]).filter((f): f is Field => Boolean(f));
      if (err.status === 422 && "phone_number" in errors) setPhoneError("format");
      flag(fields, serverErrorText(err.body) ?? t("booking.failed"));
    }
  }

  function again() {
    setDone(null);
    setForm({ ...EMPTY, service: "" });
    setTimes({ state: "none" });
  }

  const aria = (f: Field) => (invalid.has(f) ? { "aria-invalid": true as const } : {});
  const messageLength = form.message.trim().length;

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t("cta.book")}</h1>
          <p className="page-hero__lead">{plan?.price === 0 ? t("booking.leadFree") : t("booking.lead")}</p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container booking">
          {done ? (
            <Suspense fallback={null}>
              <BookingSummary booking={done.booking} plan={done.plan} credit={done.credit} zone={zone} onAgain={again} />
            </Suspense>
          ) : (
            <form method="post" className="card form-card booking__form" onSubmit={submit} aria-describedby="booking-status" aria-label={t("cta.book")} noValidate>
              <div id="booking-status" ref={statusRef} tabIndex={-1} className="booking__status">
                {typed && status.kind === "idle" && (
                  <p className="alert alert--info" role="status">
                    <Icon name="warning" /> {t("booking.notSent")}
                  </p>
                )}
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
                {status.kind === "error" && (
                  <p className="alert alert--error" role="alert">
                    {status.warning ? <span aria-hidden="true">⚠️</span> : <Icon name="warning" />} {status.message}
                  </p>
                )}
              </div>

              <div className="field">
                <label htmlFor="booking-service">{t("booking.service")}</label>
                <select id="booking-service" name="service" required value={form.service} onChange={set("service")} {...aria("service")}>
                  <option value="" disabled>
                    {plans.length === 0 ? t("booking.noServices") : t("booking.selectService")}
                  </option>
                  {plans.map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {p.title} · {p.price === 0 ? t("booking.free") : p.priceText}
                      {p.duration_minutes ? ` · ${t("booking.minutes", { minutes: p.duration_minutes })}` : ""}
                    </option>
                  ))}
                </select>
              </div>

              <div className="field booking__date">
                <span className="label" id="booking-date-label">
                  {t("booking.date")}
                </span>
                <MonthCalendar
                  id="booking-date"
                  value={form.date}
                  first={horizon.first}
                  last={horizon.last}
                  unavailable={unavailable}
                  onPick={pickDate}
                  onUnavailable={(d) => {
                    setForm((f) => ({ ...f, date: d, time: "" }));
                    setDateNotice(true);
                  }}
                  texts={calendar}
                  labelledBy="booking-date-label"
                  describedBy={dateNotice ? "booking-date-error booking-date-hint" : "booking-date-hint"}
                  invalid={invalid.has("date") || dateNotice}
                />
                <p className="field__hint" id="booking-date-hint">
                  {t("calendar.hint")} <span className="keyboard-only">{t("calendar.keys")}</span>
                </p>
                {dateNotice && (
                  <p className="field__error" id="booking-date-error" role="alert">
                    {t("booking.unavailable")}
                  </p>
                )}
              </div>

              <TimeSlots date={form.date} value={form.time} times={times} zone={zone} onChange={(v) => update("time", v)} invalid={invalid.has("time")} />

              <div className="form-grid form-grid--2">
                <div className="field">
                  <label htmlFor="booking-name">{t("booking.name")}</label>
                  <input id="booking-name" name="name" type="text" required autoComplete="name" value={form.name} onChange={set("name")} {...aria("name")} />
                </div>
                <div className="field">
                  <label htmlFor="booking-email">{t("booking.email")}</label>
                  <input
                    id="booking-email"
                    name="email"
                    type="email"
                    required
                    autoComplete="email"
                    value={form.email}
                    onChange={set("email")}
                    readOnly={withCredit}
                    {...(withCredit ? { "aria-describedby": "booking-email-hint" } : {})}
                    {...aria("email")}
                  />
                  {withCredit && (
                    <p className="field__hint" id="booking-email-hint">
                      {t("booking.credit.yourEmail")}
                    </p>
                  )}
                </div>
              </div>

              <div className="field">
                <label htmlFor="booking-phone">{t("booking.phone")}</label>
                <input
                  id="booking-phone"
                  name="phone"
                  type="tel"
                  required
                  inputMode="tel"
                  autoComplete="tel"
                  value={form.phone}
                  onChange={set("phone")}
                  aria-describedby={phoneError ? "booking-phone-error booking-phone-hint" : "booking-phone-hint"}
                  {...aria("phone")}
                />
                {phoneError && (
                  <p className="field__error" id="booking-phone-error">
                    <Icon name="warning" /> {t(phoneError === "required" ? "booking.phoneRequired" : "booking.phoneInvalid")}
                  </p>
                )}
                <p className="field__hint" id="booking-phone-hint">
                  {t("booking.phoneHint")}
                </p>
              </div>

              <div className="field">
                <label htmlFor="booking-message">{t("booking.message")}</label>
                <textarea id="booking-message" name="message" rows={4} value={form.message} onChange={set("message")} aria-describedby="booking-message-count" {...aria("message")} />
                <p className={`field__hint booking__count${messageLength > BOOKING_MESSAGE_MAX ? " is-over" : ""}`} id="booking-message-count">
                  {t("booking.messageCount", { count: formatCount(messageLength, lang), max: messageMax })}
                </p>
              </div>

              {creditWanted && (
                <Suspense fallback={null}>
                  <BookingCreditPart
                    planId={plan && plan.price > 0 ? plan.id : null}
                    enabled={sellsBundles}
                    priceText={plan?.priceText ?? ""}
                    email={form.email}
                    useCredit={useCredit}
                    onUseCredit={setUseCredit}
                    onState={setCredit}
                  />
                </Suspense>
              )}

              <div className="field field--check">
                <input id="booking-consent" name="privacy_consent" type="checkbox" required checked={form.consent} onChange={(e) => update("consent", e.target.checked)} aria-describedby="booking-consent-policy" {...aria("consent")} />
                <label htmlFor="booking-consent">{t("booking.consent")}</label>
                <p className="field__hint" id="booking-consent-policy">
                  <Link to={`/privacy-policy?lang=${lang}`} target="_blank" rel="noopener">
                    {t("booking.consentPolicy")}
                  </Link>
                </p>
              </div>

              <button type="submit" className="btn btn--primary btn--lg booking__submit" disabled={status.kind === "submitting"}>
                {status.kind === "submitting" ? t("booking.submitting") : withCredit ? t("credits.submit") : t("booking.submit")}
              </button>
            </form>
          )}

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
                {/* The free call has nothing to pay: no payment link to wait for. */}
                <Icon name="card" /> <span>{plan?.price === 0 ? t("booking.aside.free") : t("booking.aside.payment")}</span>
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
