import { useState, type FormEvent } from "react";
import { formatMoney } from "../../../../core/money";
import { serverErrors, useAdmin, useAdminT, useLoad } from "../admin-context";
import { formatDateTime, Loaded } from "../ui";

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

  async function refund(bundleId: number) {
    if (!window.confirm(t("admin.clients.refundConfirm"))) return;
    try {
      const r = await api.clients.refundBundle(clientId, bundleId);
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
                    {t("admin.clients.bundleLine", { sessions: b.sessions, used: b.used, until: formatDateTime(b.expires_at, lang) })}{" "}
                    <button type="button" className="btn btn--ghost" onClick={() => void refund(b.id)}>
                      {t("admin.clients.refundBundle")}
                    </button>
                  </li>
                ))}
              </ul>
            )}
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
