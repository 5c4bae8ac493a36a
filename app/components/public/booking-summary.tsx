import { useRef } from "react";
import type { BookingCreated } from "../../../core/schemas/booking";
import type { ServicePlan } from "../../../core/schemas/service-plan";
import { useLanguage, useT } from "../../i18n";
import { payPath } from "../../lib/pay-path";
import { formatPrice } from "../../lib/format";
import { describeInstant, slotLabel } from "../../lib/visitor-time";
import { useShowResult } from "../../lib/show-result";
import { Icon } from "./icons";
import { CalendarLinks } from "./calendar-links";

/** After "Booking confirmed!": what was booked and what happens next, instead of an empty form. */
export function BookingSummary(props: { booking: BookingCreated; plan: ServicePlan | undefined; credit?: boolean; zone: string | null; onAgain: () => void }) {
  const { booking, plan, zone, credit } = props;
  const t = useT();
  const lang = useLanguage();
  const answer = useRef<HTMLParagraphElement>(null);
  useShowResult(answer, booking);

  // The site's pay address: a fresh checkout for exactly this booking (or her Payment Link).
  const payLink = payPath(booking.payment_url);
  const start = Date.parse(booking.start_at);
  const deadline = Date.parse(booking.payment_deadline);
  const when = describeInstant(start, lang, zone, true);
  const deadlineText = slotLabel(describeInstant(deadline, lang, zone, true));
  const free = booking.status === "confirmed" || plan?.price === 0;
  const title = booking.service_plan_title ?? plan?.title ?? "";
  const calendar = {
    uid: booking.calendar_uid,
    sequence: booking.sequence,
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
        {/* Confirmed, yet pending payment: what comes next is said at once, under the spec's words. */}
        {!free && (
          <p className="booking-summary__unpaid" data-testid="unpaid-next">
            {t("summary.unpaid", { deadline: deadlineText })}
          </p>
        )}
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
        <dd>{credit ? t("summary.credit") : free ? t("booking.free") : plan ? formatPrice(plan.price, lang) : "—"}</dd>
      </dl>

      <h3>{t("summary.next")}</h3>
      <ol className="next-steps">
        {credit ? (
          <li>{t("summary.creditNext")}</li>
        ) : free ? (
          <li>{t("summary.freeNext")}</li>
        ) : (
          <li>
            {t("summary.pay", { deadline: deadlineText })}
            {!payLink && booking.payment_instructions && (
              <span className="payment-instructions" data-testid="payment-instructions">
                <strong>{t("summary.howToPay")}</strong> {booking.payment_instructions}
              </span>
            )}
            {!payLink && !booking.payment_instructions && (
              <>
                {" "}
                <a href={`/contact?lang=${lang}`}>{t("summary.payLater")}</a>
              </>
            )}
          </li>
        )}
        <li>{t("summary.mail", { email: booking.email })}</li>
        <li>{t("summary.changes", { deadline: deadlineText })}</li>
      </ol>

      <div className="booking-summary__actions">
        {/* Paying comes first when there is something to pay online. */}
        {payLink && !free && (
          <a className="btn btn--primary" href={payLink} data-testid="pay-now">
            {t("manage.pay")}
          </a>
        )}
        <CalendarLinks event={calendar} icsLabel={t("summary.calendar")} primary={!payLink || free} />
        <button type="button" className="btn btn--ghost" onClick={props.onAgain}>
          {t("summary.again")}
        </button>
      </div>
    </div>
  );
}
