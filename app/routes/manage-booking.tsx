import { useEffect, useState } from "react";
import { Link, useLoaderData, useParams, useRevalidator, useRouteLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BUSINESS_TIME_ZONE } from "../../core/booking-rules";
import { pickLanguage, type Language } from "../../core/languages";
import { ApiRequestError, browserFetch, createApi } from "../lib/api-client";
import { translate, useLanguage, useT } from "../i18n";

// The client's private booking page, reached from the confirmation mail. Server-rendered; the
// cancel and reschedule buttons call the API from the browser and then reload the page data.

export const meta: MetaFunction = () => [
  { title: "Your booking" },
  // The URL is the client's key: keep it out of search engines and Referer headers.
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

const LOCALES: Record<Language, string> = { en: "en-GB", es: "es-ES", gr: "el-GR" };

function formatWhen(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: BUSINESS_TIME_ZONE, weekday: "long", day: "numeric", month: "long", year: "numeric",
    hour: "2-digit", minute: "2-digit", hourCycle: "h23",
  }).format(new Date(iso));
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = pickLanguage(new URL(request.url).searchParams.get("lang") ?? undefined);
  const api = createApi(context.apiFetch, { language: lang });
  try {
    const booking = await api.bookings.managed(params.token ?? "");
    // Dates are written out here, on the server, so the browser renders exactly the same text.
    const labels = {
      when: formatWhen(booking.start_at, lang),
      deadline: formatWhen(booking.change_deadline, lang),
      price: booking.price == null ? null : new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(booking.price),
    };
    const horizon = booking.can_change ? await api.bookings.unavailableDates() : null;
    return { lang, booking, labels, horizon };
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 404) return { lang, booking: null, labels: null, horizon: null };
    throw e;
  }
}

type Data = Awaited<ReturnType<typeof loader>>;

export default function ManageBooking() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main className="page manage-booking">
      <h1>{t("manage.title")}</h1>
      {data.booking ? <BookingView data={data as Data & { booking: NonNullable<Data["booking"]> }} /> : <p role="alert">{t("manage.invalid")}</p>}
    </main>
  );
}

function BookingView({ data }: { data: Data & { booking: NonNullable<Data["booking"]> } }) {
  const { booking, labels } = data;
  const t = useT();
  const lang = useLanguage();
  const root = useRouteLoaderData("root") as { apiBase?: string } | undefined;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const token = useParams().token ?? "";
  const api = () => createApi(browserFetch(root?.apiBase ?? "/api"), { language: lang });

  async function run(action: () => Promise<unknown>, okKey: string) {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setNotice({ ok: true, text: t(okKey) });
      revalidator.revalidate();
    } catch (e) {
      setNotice({ ok: false, text: e instanceof ApiRequestError ? e.message : t("manage.network_error") });
    } finally {
      setBusy(false);
    }
  }

  const active = booking.status === "pending_payment" || booking.status === "confirmed";
  return (
    <>
      <dl className="booking-facts">
        <dt>{t("manage.service")}</dt>
        <dd>{booking.service_plan_title ?? "—"}</dd>
        <dt>{t("manage.when")}</dt>
        <dd>{labels!.when}</dd>
        {labels!.price && (<><dt>{t("manage.price")}</dt><dd>{labels!.price}</dd></>)}
        <dt>{t("manage.status")}</dt>
        <dd data-status={booking.status}>{t(`booking_status.${booking.status}`)}</dd>
      </dl>

      {notice && <p role={notice.ok ? "status" : "alert"} className={notice.ok ? "notice-ok" : "notice-error"}>{notice.text}</p>}

      {booking.status === "pending_payment" && (
        <section>
          <p>{t("manage.payment_due", { deadline: labels!.deadline })}</p>
          {booking.payment_link && <p><a className="button" href={booking.payment_link} rel="noopener noreferrer" target="_blank">{t("manage.pay")}</a></p>}
        </section>
      )}

      {!active && (
        <p>
          {t("manage.inactive")} <Link to={`/book-consultation?lang=${lang}`}>{t("manage.book_again")}</Link>
        </p>
      )}

      {active && !booking.can_change && (
        <p>
          {t("manage.too_late")} <a href={`mailto:${booking.contact_email}`}>{booking.contact_email}</a>
        </p>
      )}

      {booking.can_change && (
        <>
          <p>{t("manage.can_change", { deadline: labels!.deadline })}</p>
          <Reschedule
            horizon={data.horizon}
            busy={busy}
            loadTimes={(date) => api().bookings.availableTimes(date)}
            onSubmit={(date, time) => run(() => api().bookings.rescheduleManaged(token, date, time), "manage.rescheduled_ok")}
          />
          <section>
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => {
                if (window.confirm(translate(lang, "manage.confirm_cancel"))) void run(() => api().bookings.cancelManaged(token), "manage.cancelled_ok");
              }}
            >
              {busy ? t("manage.working") : t("manage.cancel")}
            </button>
          </section>
        </>
      )}
    </>
  );
}

function Reschedule(props: {
  horizon: { dates: string[]; first_date: string; last_date: string } | null;
  busy: boolean;
  loadTimes: (date: string) => Promise<{ available_times: string[]; booked_times: string[] }>;
  onSubmit: (date: string, time: string) => void;
}) {
  const t = useT();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [times, setTimes] = useState<{ available_times: string[]; booked_times: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unavailable = new Set(props.horizon?.dates ?? []);
  // The date picker needs the browser's script; until it runs, the form says it is not ready.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function pick(input: HTMLInputElement) {
    const value = input.value;
    setDate(value);
    setTime("");
    setTimes(null);
    setError(null);
    input.setCustomValidity(unavailable.has(value) ? t("manage.date_unavailable") : "");
    if (!value || unavailable.has(value)) return;
    try {
      setTimes(await props.loadTimes(value));
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : t("manage.network_error"));
    }
  }

  const all = times ? [...new Set([...times.available_times, ...times.booked_times])].sort() : [];
  return (
    <form
      className="reschedule"
      data-ready={ready}
      onSubmit={(e) => {
        e.preventDefault();
        if (date && time) props.onSubmit(date, time);
      }}
    >
      <h2>{t("manage.reschedule")}</h2>
      <label>
        {t("manage.new_date")}
        <input type="date" required value={date} min={props.horizon?.first_date} max={props.horizon?.last_date} onChange={(e) => void pick(e.currentTarget)} />
      </label>
      {date && unavailable.has(date) && <p role="alert">{t("manage.date_unavailable")}</p>}
      {times && (
        <label>
          {t("manage.new_time")}
          <select required value={time} onChange={(e) => setTime(e.currentTarget.value)}>
            <option value="">{all.length ? t("manage.choose_time") : t("manage.no_times")}</option>
            {all.map((slot) => {
              const booked = !times.available_times.includes(slot);
              return <option key={slot} value={slot} disabled={booked}>{booked ? `${slot} ${t("manage.booked")}` : slot}</option>;
            })}
          </select>
        </label>
      )}
      {error && <p role="alert">{error}</p>}
      <button type="submit" disabled={props.busy || !date || !time}>{props.busy ? t("manage.working") : t("manage.confirm_reschedule")}</button>
    </form>
  );
}
