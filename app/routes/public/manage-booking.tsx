import { useEffect, useRef, useState } from "react";
import { Link, data, redirect, useLoaderData, useParams, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/manage-booking";
import { pickLanguage } from "../../../core/languages";
import type { ManagedBooking } from "../../../core/schemas/booking";
import { Icon } from "../../components/public/icons";
import { CalendarLinks } from "../../components/public/calendar-links";
import { ManageInvoices } from "../../components/public/manage-invoices";
import { MonthCalendar } from "../../components/public/month-calendar";
import { TimeSlots, type Times } from "../../components/public/time-slots";
import { translate, useLanguage, useT, type TextKey } from "../../i18n";
import { createApi } from "../../lib/api-client";
import { ApiRequestError, isMissing } from "../../lib/site-api";
import { firstBookable, type Horizon } from "../../lib/booking-horizon";
import { formatPrice } from "../../lib/format";
import { payPath } from "../../lib/pay-path";
import { metaLanguage, metaSiteName } from "../../lib/page";
import { useShowResult } from "../../lib/show-result";
import { useBrowserApi } from "../../lib/use-api";
import { describeInstant, slotLabel, useVisitorZone } from "../../lib/visitor-time";
import { IntakeForm } from "../../components/public/intake-form";
import { clientPagesLinks } from "../../lib/client-pages-css";

export const links = clientPagesLinks;

// The client's private booking page, reached from the confirmation mail, inside the site's
// layout and in the client's language. Server-rendered; cancel and reschedule call the API
// from the browser and then reload the page data.

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  const found = Boolean((args.data as { booking?: unknown } | undefined)?.booking);
  return [
    { title: `${translate(lang, found ? "manage.title" : "manage.notFoundTitle")} · ${metaSiteName(args)}` },
    // The URL is the client's key: keep it out of search engines and Referer headers.
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const api = createApi(context.apiFetch, { language: pickLanguage(asked ?? undefined, request.headers.get("accept-language") ?? undefined) });
  let booking: ManagedBooking | null = null;
  try {
    booking = await api.bookings.managed(params.token ?? "");
  } catch (e) {
    if (!isMissing(e)) throw e;
  }
  // The page speaks the client's language (the booking's), or for an unknown link the
  // visitor's browser's; the address says which, as on every page of the site.
  const lang = booking ? pickLanguage(asked ?? booking.language) : pickLanguage(asked ?? undefined, request.headers.get("accept-language") ?? undefined);
  if (asked !== lang) {
    url.searchParams.set("lang", lang);
    throw redirect(`${url.pathname}${url.search}`);
  }
  if (!booking) return data({ booking: null, horizon: null }, { status: 404 });
  const horizon = booking.can_change ? await api.bookings.unavailableDates(booking.service_plan_id ?? undefined).catch(() => null) : null;
  return { booking, horizon };
}

export default function ManageBooking() {
  const { booking, horizon } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const token = useParams().token ?? "";
  if (!booking) {
    return (
      <section className="section">
        <div className="container manage manage--missing">
          <h1>{t("manage.notFoundTitle")}</h1>
          <p>{t("manage.invalid")}</p>
          <div className="manage__actions">
            <Link className="btn btn--primary" to={`/book-consultation?lang=${lang}`}>
              {t("cta.book")}
            </Link>
            <Link className="btn btn--ghost" to={`/contact?lang=${lang}`}>
              {t("manage.contactUs")}
            </Link>
          </div>
        </div>
      </section>
    );
  }
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t("manage.title")}</h1>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container manage">
          <BookingView booking={booking} horizon={horizon ? { dates: horizon.dates, first: horizon.first_date, last: horizon.last_date } : null} />
          <IntakeForm token={token} />
        </div>
      </section>
    </>
  );
}

function BookingView({ booking, horizon }: { booking: ManagedBooking; horizon: Horizon | null }) {
  const t = useT();
  const lang = useLanguage();
  // The zone she booked from (written on the server too), else the browser's once it runs.
  const browserZone = useVisitorZone();
  const zone = booking.time_zone ?? browserZone;
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const token = useParams().token ?? "";
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [changes, setChanges] = useState(0);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useShowResult(noticeRef, notice);

  async function run(action: () => Promise<unknown>, okKey: TextKey) {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setChanges((n) => n + 1);
      await revalidator.revalidate();
      // Shown once the page holds the new state: a cancelled booking's page is much shorter.
      setNotice({ ok: true, text: t(okKey) });
    } catch (e) {
      setNotice({ ok: false, text: e instanceof ApiRequestError ? e.message : t("manage.networkError") });
    } finally {
      setBusy(false);
    }
  }

  const start = Date.parse(booking.start_at);
  const when = describeInstant(start, lang, zone, true);
  const deadline = slotLabel(describeInstant(Date.parse(booking.change_deadline), lang, zone, true));
  const active = booking.status === "pending_payment" || booking.status === "confirmed";
  const title = booking.service_plan_title ?? "—";
  // The site's pay address (a fresh checkout each time), or her Payment Link where it is not known;
  // not offered while a payment she has just made is being confirmed, so she does not pay twice.
  const [params] = useSearchParams();
  const payLink = params.get("paid") === "1" ? null : (payPath(booking.payment_url) ?? booking.payment_link);
  return (
    <div className="card form-card manage__card">
      <dl className="booking-facts">
        <dt>{t("manage.service")}</dt>
        <dd>{title}</dd>
        <dt>{t("manage.when")}</dt>
        <dd data-testid="manage-when">
          <span className="booking-facts__time">{when.madrid}</span>
          {when.visitor && <span className="booking-facts__time booking-facts__time--visitor">{when.visitor}</span>}
        </dd>
        {booking.price != null && (
          <>
            <dt>{t("manage.price")}</dt>
            <dd>{booking.price === 0 ? t("booking.free") : formatPrice(booking.price, lang)}</dd>
          </>
        )}
        <dt>{t("manage.status")}</dt>
        <dd data-status={booking.status}>{t(`bookingStatus.${booking.status}`)}</dd>
        {/* Only a confirmed (paid or free) booking has one: never shown before payment. */}
        {booking.meeting_url && (
          <>
            <dt>{t("manage.meeting")}</dt>
            <dd><a href={booking.meeting_url} target="_blank" rel="noopener noreferrer" data-testid="manage-meeting">{t("manage.join")}</a></dd>
          </>
        )}
      </dl>

      <div className="booking__status">
        {notice && (
          <p ref={noticeRef} tabIndex={-1} role={notice.ok ? "status" : "alert"} className={`alert form-result ${notice.ok ? "alert--success" : "alert--error"}`}>
            <Icon name={notice.ok ? "check" : "warning"} /> {notice.text}
          </p>
        )}
      </div>

      <PaymentReturn booking={booking} />

      <ManageInvoices booking={booking} token={token} />

      {booking.status === "pending_payment" && (
        <section className="manage__section">
          <p>{t("manage.paymentDue", { deadline })}</p>
          {/* No way to pay online: whom to write to, never a link that will not come. */}
          {!payLink && booking.payment_instructions && (
            <p className="payment-instructions" data-testid="payment-instructions">
              <strong>{t("summary.howToPay")}</strong> {booking.payment_instructions}
            </p>
          )}
          {!payLink && !booking.payment_instructions && !params.get("paid") && (
            <p data-testid="pay-contact">
              {t("manage.payContact")} <a href={`mailto:${booking.contact_email}`}>{booking.contact_email}</a>.
            </p>
          )}
          {payLink && (
            <p>
              <a className="btn btn--primary" href={payLink} data-testid="pay-now">
                {t("manage.pay")}
              </a>
            </p>
          )}
        </section>
      )}

      {active && (
        <CalendarLinks
          icsLabel={t("manage.calendar")}
          event={{
            uid: booking.calendar_uid,
            sequence: booking.sequence,
            start,
            durationMinutes: booking.duration_minutes,
            summary: title,
            description: title,
            stamp: start,
          }}
        />
      )}

      {!active && (
        <p>
          {t("manage.inactive")} <Link to={`/book-consultation?lang=${lang}`}>{t("manage.bookAgain")}</Link>
        </p>
      )}

      {active && !booking.can_change && (
        <p>
          {t("manage.tooLate")} <a href={`mailto:${booking.contact_email}`}>{booking.contact_email}</a>
        </p>
      )}

      {booking.can_change && (
        <>
          <p>{t("manage.canChange", { deadline })}</p>
          <Reschedule
            changes={changes}
            booking={booking}
            initialHorizon={horizon}
            busy={busy}
            zone={zone}
            onSubmit={(date, time) => run(() => api.bookings.rescheduleManaged(token, date, time), "manage.rescheduledOk")}
          />
          <section className="manage__section">
            <button
              type="button"
              className="btn btn--danger"
              disabled={busy}
              onClick={() => {
                if (window.confirm(translate(lang, "manage.confirmCancel"))) void run(() => api.bookings.cancelManaged(token), "manage.cancelledOk");
              }}
            >
              {busy ? t("manage.working") : t("manage.cancel")}
            </button>
          </section>
        </>
      )}
    </div>
  );
}

/** How often, and how long, the page asks again whether a payment has been confirmed. */
const PAYMENT_POLL_MS = 2_000;
const PAYMENT_POLL_LIMIT = 90;

/**
 * Back from the payment page (`?paid=1`): "Payment received" once the webhook has confirmed the
 * booking, "Payment being confirmed" until then, asking again by itself. `?payment=unavailable`:
 * the pay address could not open a payment page.
 */
function PaymentReturn({ booking }: { booking: ManagedBooking }) {
  const t = useT();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const returned = params.get("paid") === "1";
  const waiting = returned && booking.status === "pending_payment";
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!waiting || polls >= PAYMENT_POLL_LIMIT) return;
    const timer = window.setTimeout(() => {
      void revalidator.revalidate();
      setPolls((n) => n + 1);
    }, PAYMENT_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, polls, revalidator]);

  if (params.get("payment") === "unavailable" && booking.status === "pending_payment") {
    return (
      <p role="alert" className="alert alert--error">
        <Icon name="warning" /> {t("manage.paymentUnavailable")}
      </p>
    );
  }
  if (!returned) return null;
  if (booking.status === "confirmed" || booking.status === "completed") {
    return (
      <div role="status" className="alert alert--success" data-testid="payment-received">
        <Icon name="check" />{" "}
        <span>
          <strong>{t("manage.paymentReceived")}</strong> {t("manage.paymentReceivedText")}
        </span>
      </div>
    );
  }
  if (!waiting) return null;
  return (
    <div role="status" className="alert alert--info" data-testid="payment-confirming">
      <span>
        <strong>{t("manage.paymentConfirming")}</strong> {t("manage.paymentConfirmingText")}
      </span>
    </div>
  );
}

/**
 * The booking page's calendar and times, for the booking's plan. After each change (`changes`)
 * the days and times are fetched again, while the calendar stays on the day she picked.
 */
function Reschedule(props: {
  booking: ManagedBooking;
  initialHorizon: Horizon | null;
  busy: boolean;
  zone: string | null;
  changes: number;
  onSubmit: (date: string, time: string) => void;
}) {
  const t = useT();
  const api = useBrowserApi();
  const planId = props.booking.service_plan_id ?? undefined;
  const [horizon, setHorizon] = useState<Horizon | null>(props.initialHorizon);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [times, setTimes] = useState<Times>({ state: "none" });
  const [dateNotice, setDateNotice] = useState(false);
  // The buttons need the browser's script; until it runs, the form says it is not ready.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const { changes } = props;
  useEffect(() => {
    let live = true;
    api.bookings.unavailableDates(planId).then(
      (h) => live && setHorizon({ dates: h.dates, first: h.first_date, last: h.last_date }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, planId, changes]);
  // The time she had picked is now her booking's: a new one is chosen afresh.
  useEffect(() => setTime(""), [changes]);

  useEffect(() => {
    if (horizon && !date) setDate(firstBookable(horizon) ?? "");
  }, [horizon, date]);

  const unavailable = new Set(horizon?.dates ?? []);
  useEffect(() => {
    if (!date || unavailable.has(date)) return setTimes({ state: "none" });
    let live = true;
    setTimes({ state: "loading" });
    api.bookings.availableTimes(date, planId).then(
      (res) => live && setTimes({ state: "loaded", available: res.available_times, booked: res.booked_times }),
      () => live && setTimes({ state: "error" }),
    );
    return () => {
      live = false;
    };
    // unavailable derives from horizon
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, date, planId, horizon, changes]);

  if (!horizon) return null;
  return (
    <form
      className="reschedule manage__section"
      data-ready={ready}
      onSubmit={(e) => {
        e.preventDefault();
        if (date && time && !unavailable.has(date)) props.onSubmit(date, time);
      }}
    >
      <h2>{t("manage.reschedule")}</h2>
      <div className="field">
        <span className="label" id="reschedule-date-label">
          {t("manage.newDate")}
        </span>
        <MonthCalendar
          id="reschedule-date"
          value={date}
          first={horizon.first}
          last={horizon.last}
          unavailable={unavailable}
          onPick={(d) => {
            setDateNotice(false);
            setDate(d);
            setTime("");
          }}
          onUnavailable={(d) => {
            setDate(d);
            setTime("");
            setDateNotice(true);
          }}
          labelledBy="reschedule-date-label"
          describedBy="reschedule-date-hint"
          invalid={dateNotice}
        />
        <p className="field__hint" id="reschedule-date-hint">
          {t("calendar.hint")} <span className="keyboard-only">{t("calendar.keys")}</span>
        </p>
        {dateNotice && (
          <p className="field__error" role="alert">
            {t("manage.dateUnavailable")}
          </p>
        )}
      </div>
      <TimeSlots id="reschedule-time" label={t("manage.newTime")} date={date} value={time} times={times} zone={props.zone} onChange={setTime} />
      <button type="submit" className="btn btn--primary" disabled={props.busy || !date || !time}>
        {props.busy ? t("manage.working") : t("manage.confirmReschedule")}
      </button>
    </form>
  );
}
