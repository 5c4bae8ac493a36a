import { useState, type FormEvent } from "react";
import type { BookingDetails } from "../../../../core/schemas/booking";
import { formatMoney } from "../../../../core/money";
import { serverMessage, useAdmin, useAdminT } from "../admin-context";

/** What is left to refund of a booking's payment, in cents (0 when nothing was received). */
export function refundableCents(b: BookingDetails): number {
  const p = b.payment;
  return p && p.amount !== null && p.paid_at !== null ? Math.max(0, p.amount - p.refunded_amount) : 0;
}

/** Her refund of a paid booking: all of it, a part, or none (the spec's policy is hers to apply). */
export function RefundForm({ booking, onDone }: { booking: BookingDetails; onDone: (b: BookingDetails) => void }) {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const left = refundableCents(booking);
  const currency = booking.payment.currency ?? "EUR";
  const [value, setValue] = useState((left / 100).toFixed(2));
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  if (left <= 0) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const cents = Math.round(Number(value.replace(",", ".")) * 100);
    if (!Number.isFinite(cents) || cents < 1 || cents > left) return setInvalid(true);
    setInvalid(false);
    if (!window.confirm(t("admin.bookings.refund.confirm", { amount: formatMoney(cents, currency, lang) }))) return;
    setBusy(true);
    try {
      onDone(await api.bookings.refund(booking.id, cents));
      flash("success", t("admin.bookings.refund.done"));
    } catch (err) {
      flash("error", serverMessage(err, t("admin.bookings.actionFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="booking-refund">
      <h2 id="booking-refund">{t("admin.bookings.refund.title")}</h2>
      <p>{t("admin.bookings.refund.policy")}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="refund-amount">{t("admin.bookings.refund.amount")}</label>
          <input
            id="refund-amount"
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby="refund-left"
          />
          <p id="refund-left" className={invalid ? "field__error" : "muted"} role={invalid ? "alert" : undefined}>
            {invalid ? t("admin.bookings.refund.invalid") : t("admin.bookings.refund.left", { amount: formatMoney(left, currency, lang) })}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t("admin.state.saving") : t("admin.bookings.refund.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
