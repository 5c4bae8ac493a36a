import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../../core/money";
import { serverErrors, useAdmin, useAdminT, useLoad } from "../admin-context";
import { formatDateTime, Loaded } from "../ui";
import type { Credits } from "../../../../core/schemas/bundle";

/** The client's bundles and balance; her grants and removals of credits, and a bundle's refund. */
export function CreditsSection({ clientId }: { clientId: number }) {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const { state, set, reload } = useLoad(
    () => api.clients.credits(clientId),
    [api, clientId],
    () => t("admin.clients.loadFailed"),
  );
  const [change, setChange] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  /** The amount typed for each bundle's refund, in euros; empty: the unused part, pro rata. */
  const [amounts, setAmounts] = useState<Record<number, string>>({});

  async function record(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const next = await api.clients.changeCredits(clientId, Number(change), reason.trim());
      set(() => next);
      setChange("");
      setReason("");
      flash("success", t("admin.clients.creditSaved"));
    } catch (err) {
      flash("error", serverErrors(err, t("admin.clients.creditFailed")));
    } finally {
      setBusy(false);
    }
  }

  async function refund(e: FormEvent, bundleId: number) {
    e.preventDefault();
    const typed = (amounts[bundleId] ?? "").trim().replace(",", ".");
    const cents = typed === "" ? undefined : Math.round(Number(typed) * 100);
    if (!window.confirm(t("admin.clients.refundConfirm"))) return;
    try {
      const r = await api.clients.refundBundle(clientId, bundleId, cents);
      setAmounts((a) => ({ ...a, [bundleId]: "" }));
      const vars = { amount: formatMoney(r.refunded, r.currency, lang), credits: r.credits_removed };
      flash("success", t(r.plan_delivered ? "admin.clients.refundedAfterPlan" : "admin.clients.refunded", vars));
      reload();
    } catch (err) {
      flash("error", serverErrors(err, t("admin.clients.creditFailed")));
    }
  }

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
                    <form className="inline-form" onSubmit={(e) => void refund(e, b.id)}>
                      <div className="field">
                        <label htmlFor={`refund-amount-${b.id}`}>{t("admin.clients.refundAmount")}</label>
                        <input
                          id={`refund-amount-${b.id}`}
                          type="number"
                          inputMode="decimal"
                          min={0.01}
                          step={0.01}
                          value={amounts[b.id] ?? ""}
                          onChange={(e) => setAmounts((a) => ({ ...a, [b.id]: e.target.value }))}
                        />
                      </div>
                      <button type="submit" className="btn btn--ghost">
                        {t("admin.clients.refundBundle")}
                      </button>
                    </form>
                  </li>
                ))}
              </ul>
            )}
            <LedgerTable ledger={c.ledger} />
            <form onSubmit={(e) => void record(e)} className="grid-2">
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
                />
              </div>
              <div className="field">
                <label htmlFor="credit-reason">{t("admin.clients.creditReason")}</label>
                <input id="credit-reason" type="text" maxLength={200} required value={reason} onChange={(e) => setReason(e.target.value)} />
              </div>
              <div>
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {t("admin.clients.creditSave")}
                </button>
              </div>
            </form>
          </>
        )}
      </Loaded>
    </section>
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
