import { useRef } from "react";
import type { Booking } from "../../../core/schemas/booking";
import type { ServicePlan } from "../../../core/schemas/service-plan";
import { useLanguage, useT } from "../../i18n";
import { bookingPaymentLink } from "../../../core/payment-link";
import { formatPrice } from "../../lib/format";
import { describeInstant, slotLabel } from "../../lib/visitor-time";
import { useShowResult } from "../../lib/show-result";
import { Icon } from "./icons";
import { CalendarLinks } from "./calendar-links";

/** After "Booking confirmed!": what was booked and what happens next, instead of an empty form. */
export function BookingSummary(props: { booking: Booking; plan: ServicePlan | undefined; zone: string | null; onAgain: () => void }) {
  const { booking, plan, zone } = props;
  const t = useT();
  const lang = useLanguage();
  const answer = useRef<HTMLParagraphElement>(null);
  useShowResult(answer, booking);

  // Her payment link, carrying this booking's id so the payment confirms it by itself.
  const payLink = bookingPaymentLink(plan?.payment_link, booking);
  const start = Date.parse(booking.start_at);
  const deadline = Date.parse(booking.payment_deadline);
  const when = describeInstant(start, lang, zone, true);
  const deadlineText = slotLabel(describeInstant(deadline, lang, zone, true));
  const free = booking.status === "confirmed" || plan?.price === 0;
  const title = booking.service_plan_title ?? plan?.title ?? "";
  const calendar = {
    uid: `booking-${booking.id}@${typeof window === "undefined" ? "localhost" : window.location.hostname}`,
    start,
    durationMinutes: booking.duration_minutes,
    summary: title,
    description: [t("summary.mail", { email: booking.email }), t("summary.changes", { deadline: deadlineText })].join("\n"),
    stamp: Date.now(),
  };

  return (
    <div className="card form-card booking-summary">
      <div className="booking__status">
        <p ref={answer} tabIndex={-1} className="alert alert--success form-result" role="status">
          <Icon name="check" /> {t("booking.success")}
        </p>
      </div>
      <h2>{t("summary.title")}</h2>
      <dl className="booking-facts">
        <dt>{t("summary.plan")}</dt>
        <dd>{title}</dd>
        <dt>{t("summary.when")}</dt>
        <dd>
          <span className="booking-facts__time">{when.madrid}</span>
          {when.visitor && <span className="booking-facts__time booking-facts__time--visitor">{when.visitor}</span>}
        </dd>
        <dt>{t("summary.price")}</dt>
        <dd>{free ? t("booking.free") : plan ? formatPrice(plan.price, lang) : "—"}</dd>
      </dl>

      <h3>{t("summary.next")}</h3>
      <ol className="next-steps">
        {free ? (
          <li>{t("summary.freeNext")}</li>
        ) : (
          <li>
            {t("summary.pay", { deadline: deadlineText })}{" "}
            {payLink ? (
              <a href={payLink} target="_blank" rel="noopener noreferrer">
                {t("summary.payLink")}
              </a>
            ) : (
              t("summary.payLater")
            )}
          </li>
        )}
        <li>{t("summary.mail", { email: booking.email })}</li>
        <li>{t("summary.changes", { deadline: deadlineText })}</li>
      </ol>

      <CalendarLinks event={calendar} icsLabel={t("summary.calendar")} primary />
      <div className="booking-summary__actions">
        <button type="button" className="btn btn--ghost" onClick={props.onAgain}>
          {t("summary.again")}
        </button>
      </div>
    </div>
  );
}
