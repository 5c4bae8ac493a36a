import { useEffect, useState } from "react";
import { Link } from "react-router";
import { serverMessage, useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { formatDateTime, Loaded, PageHead } from "./ui";
import { isMailKind } from "../../../core/mail-kinds";
import type { OutboxDelivery } from "../../../core/schemas/outbox";
import { MailServerWarning } from "./mail-server-warning";

/**
 * Mails not yet delivered (pending: tried again automatically; failed: given up), without
 * their bodies, which may hold a client's private link. Each can be sent again now.
 */
export default function AdminOutbox() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const { state, reload, set } = useLoad(
    () => api.outbox.list(),
    [api],
    () => t("admin.outbox.loadFailed"),
  );
  const [busy, setBusy] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<OutboxDelivery | null>(null);
  useDocumentTitle(t("admin.outbox.title"));

  // Read again with the list (a refresh): files are written as the outbox empties.
  useEffect(() => {
    if (state.status !== "ready") return;
    let live = true;
    api.outbox.delivery().then(
      (d) => live && setDelivery(d),
      () => live && setDelivery(null),
    );
    return () => {
      live = false;
    };
  }, [api, state]);

  async function retry(id: number) {
    setBusy(id);
    try {
      const updated = await api.outbox.retry(id);
      set((list) => list.map((m) => (m.id === id ? updated : m)));
      flash("success", t("admin.outbox.retried"));
    } catch (e) {
      flash("error", serverMessage(e, t("admin.outbox.retryFailed")));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHead title={t("admin.outbox.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }}>
        <button type="button" className="btn" onClick={reload}>
          {t("admin.outbox.refresh")}
        </button>
      </PageHead>
      <p className="hint outbox-intro">{t("admin.outbox.intro")}</p>
      <MailServerWarning delivery={delivery} />
      <Loaded state={state}>
        {(list) => (
          <>
            <p className="muted" role="status">
              {t("admin.outbox.count", {
                pending: list.filter((m) => m.status === "pending").length,
                failed: list.filter((m) => m.status === "failed").length,
              })}
            </p>
            {list.length === 0 ? (
              // Without a mail server an empty outbox means written to files, not delivered.
              <p className="empty">{t(delivery && !delivery.mail_server ? "admin.outbox.emptyNoMailServer" : "admin.outbox.empty")}</p>
            ) : (
              <ul className="message-list">
                {list.map((m) => (
                  <li key={m.id} className="admin-card">
                    <h2>
                      {m.subject} <span className={`badge badge-outbox-${m.status}`}>{t(`admin.outbox.status.${m.status}`)}</span>
                    </h2>
                    <dl className="details">
                      <dt>{t("admin.outbox.to")}</dt>
                      <dd>{m.recipient}</dd>
                      <dt>{t("admin.outbox.kind")}</dt>
                      {/* Every kind of the list has its text; a row of a kind since removed shows its key. */}
                      <dd>{isMailKind(m.kind) ? t(`admin.outbox.kind.${m.kind}`) : m.kind}</dd>
                      {m.booking_id !== null && (
                        <>
                          <dt>{t("admin.outbox.booking")}</dt>
                          <dd>
                            <Link to={`/admin-booking-details/${m.booking_id}`}>{t("admin.outbox.openBooking", { id: m.booking_id })}</Link>
                          </dd>
                        </>
                      )}
                      <dt>{t("admin.outbox.queued")}</dt>
                      <dd>{formatDateTime(m.created_at, lang)}</dd>
                      <dt>{t("admin.outbox.attempts")}</dt>
                      <dd>{m.attempts}</dd>
                      {m.status === "pending" && (
                        <>
                          <dt>{t("admin.outbox.nextAttempt")}</dt>
                          <dd>{formatDateTime(m.next_attempt_at, lang)}</dd>
                          <dt>{t("admin.outbox.givesUp")}</dt>
                          <dd>{formatDateTime(m.give_up_at, lang)}</dd>
                        </>
                      )}
                      <dt>{t("admin.outbox.answer")}</dt>
                      <dd className="message-body">{m.smtp_response ?? m.last_error ?? t("admin.outbox.noAnswer")}</dd>
                    </dl>
                    <div className="form-actions">
                      <button
                        type="button"
                        className="btn btn--primary"
                        disabled={busy !== null}
                        onClick={() => void retry(m.id)}
                        aria-label={t("admin.outbox.retryLabel", { subject: m.subject })}
                      >
                        {busy === m.id ? t("admin.state.submitting") : t("admin.outbox.retry")}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
