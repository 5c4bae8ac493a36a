import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../../core/money";
import { serverErrors, useAdmin, useAdminT, useLoad } from "../admin-context";
import { fieldErrors, useFieldErrors, type FieldTexts } from "../field-errors";
import { FieldMessage, formatDateTime, Loaded } from "../ui";
import { bundleRefundBody, creditChangeBody, type Credits } from "../../../../core/schemas/bundle";

/** The client's bundles and balance; her grants and removals of credits, and a bundle's refund. */
export function CreditsSection({ clientId }: { clientId: number }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { state, set, reload } = useLoad(
    () => api.clients.credits(clientId),
    [api, clientId],
    () => t("admin.clients.loadFailed"),
  );

  return (
    <section className="admin-card" aria-labelledby="client-credits">
      <h2 id="client-credits">{t("admin.clients.credits")}</h2>
      <Loaded state={state}>
        {(c) => (
          <>
            <p data-testid="client-credits-available">
              <strong>{t("admin.clients.creditsAvailable", { count: c.available })}</strong>
            </p>
            {c.bundles.length === 0 ? (
              <p className="muted">{t("admin.clients.noBundles")}</p>
            ) : (
              <ul className="plain-list">
                {c.bundles.map((b) => (
                  <li key={b.id}>
                    <p>{t("admin.clients.bundleLine", { sessions: b.sessions, used: b.used, until: formatDateTime(b.expires_at, lang) })}</p>
                    <RefundForm clientId={clientId} bundleId={b.id} onRefunded={reload} />
                  </li>
                ))}
              </ul>
            )}
            <LedgerTable ledger={c.ledger} />
            <CreditChangeForm clientId={clientId} onSaved={(next) => set(() => next)} />
          </>
        )}
      </Loaded>
    </section>
  );
}

const REFUND_TEXTS: FieldTexts = { amount: "admin.form.refund.amount" };
const CREDIT_TEXTS: FieldTexts = { change: "admin.form.credit.change", reason: { required: "admin.form.credit.reason" } };

/** A typed amount in euros as the API takes it, in cents; empty: none, for the unused part. */
function refundCents(typed: string): number | undefined {
  const text = typed.trim().replace(",", ".");
  return text === "" ? undefined : Math.round(Number(text) * 100);
}

/** One bundle's refund: the amount typed in euros, or empty for the unused part, pro rata. */
function RefundForm({ clientId, bundleId, onRefunded }: { clientId: number; bundleId: number; onRefunded: () => void }) {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [amount, setAmount] = useState("");
  const id = `refund-amount-${bundleId}`;
  const fields = useFieldErrors(() => fieldErrors(bundleRefundBody, { amount: refundCents(amount) }, { texts: REFUND_TEXTS, t, place: () => id }));

  async function refund(e: FormEvent) {
    e.preventDefault();
    if (!fields.check()) return;
    const cents = refundCents(amount);
    if (!window.confirm(t("admin.clients.refundConfirm"))) return;
    try {
      const r = await api.clients.refundBundle(clientId, bundleId, cents);
      setAmount("");
      const vars = { amount: formatMoney(r.refunded, r.currency, lang), credits: r.credits_removed };
      flash("success", t(r.plan_delivered ? "admin.clients.refundedAfterPlan" : "admin.clients.refunded", vars));
      onRefunded();
    } catch (err) {
      flash("error", serverErrors(err, t("admin.clients.creditFailed")));
    }
  }

  return (
    <form className="inline-form" onSubmit={(e) => void refund(e)} noValidate ref={fields.form}>
      <div className="field">
        <label htmlFor={id}>{t("admin.clients.refundAmount")}</label>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          {...fields.field(id)}
        />
        <FieldMessage name={id} text={fields.message(id)} />
      </div>
      <button type="submit" className="btn btn--ghost">
        {t("admin.clients.refundBundle")}
      </button>
    </form>
  );
}

/** Her grant or removal of credits by hand, with the reason her ledger keeps. */
function CreditChangeForm({ clientId, onSaved }: { clientId: number; onSaved: (credits: Credits) => void }) {
  const { api, flash } = useAdmin();
  const t = useAdminT();
  const [change, setChange] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const sent = () => ({ change: Number(change), reason: reason.trim() });
  const fields = useFieldErrors(() =>
    fieldErrors(creditChangeBody, sent(), {
      texts: CREDIT_TEXTS,
      t,
      place: (path) => (path[0] === "change" ? "credit-change" : path[0] === "reason" ? "credit-reason" : null),
    }),
  );

  async function record(e: FormEvent) {
    e.preventDefault();
    if (!fields.check()) return;
    setBusy(true);
    try {
      const body = sent();
      onSaved(await api.clients.changeCredits(clientId, body.change, body.reason));
      setChange("");
      setReason("");
      flash("success", t("admin.clients.creditSaved"));
    } catch (err) {
      flash("error", serverErrors(err, t("admin.clients.creditFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void record(e)} className="grid-2" noValidate ref={fields.form}>
      <div className="field">
        <label htmlFor="credit-change">{t("admin.clients.creditChange")}</label>
        <input
          id="credit-change"
          type="number"
          inputMode="numeric"
          min={-50}
          max={50}
          step={1}
          required
          value={change}
          onChange={(e) => setChange(e.target.value)}
          {...fields.field("credit-change")}
        />
        <FieldMessage name="credit-change" text={fields.message("credit-change")} />
      </div>
      <div className="field">
        <label htmlFor="credit-reason">{t("admin.clients.creditReason")}</label>
        <input
          id="credit-reason"
          type="text"
          maxLength={200}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...fields.field("credit-reason")}
        />
        <FieldMessage name="credit-reason" text={fields.message("credit-reason")} />
      </div>
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t("admin.clients.creditSave")}
        </button>
      </div>
    </form>
  );
}

/** What each ledger reason means, in her words; her own grants and removals show her reason. */
const REASONS = {
  purchase: "admin.clients.ledger.purchase",
  booking: "admin.clients.ledger.booking.held",
  rescheduled: "admin.clients.ledger.rescheduled",
  returned: "admin.clients.ledger.returned",
  spent: "admin.clients.ledger.spent",
  lost: "admin.clients.ledger.lost",
  expired: "admin.clients.ledger.expired",
  refunded: "admin.clients.ledger.refunded",
} as const;

/** Every movement of her credits, newest first: when, how many, why, and the booking it belongs to. */
function LedgerTable({ ledger }: { ledger: Credits["ledger"] }) {
  const { lang } = useAdmin();
  const t = useAdminT();
  if (ledger.length === 0) return null;
  const why = (reason: string) =>
    reason.startsWith("admin: ")
      ? t("admin.clients.ledger.admin", { reason: reason.slice("admin: ".length) })
      : reason in REASONS
        ? t(REASONS[reason as keyof typeof REASONS])
        : reason;
  return (
    <div className="table-wrap">
      <table className="admin-table" data-testid="client-credit-ledger">
        <caption>{t("admin.clients.ledger")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.clients.when")}</th>
            <th scope="col">{t("admin.clients.ledger.change")}</th>
            <th scope="col">{t("admin.clients.ledger.reason")}</th>
            <th scope="col">{t("admin.clients.ledger.booking")}</th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((l, i) => (
            <tr key={i}>
              <td>{formatDateTime(l.created_at, lang)}</td>
              <td>{l.change > 0 ? `+${l.change}` : l.change === 0 ? "0" : `−${-l.change}`}</td>
              <td>{why(l.reason)}</td>
              <td>{l.booking_id !== null ? <Link to={`/admin-booking-details/${l.booking_id}`}>#{l.booking_id}</Link> : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
