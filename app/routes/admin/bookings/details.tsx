import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { serverMessage, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { formatDateTime, Loaded, PageHead } from "../ui";
import { actionsFor, StatusBadge, type BookingAction } from "./status";
import { PaymentLine } from "./payment-line";
import { RefundForm, refundableCents } from "./refund-form";
import { BookingInvoices } from "./booking-invoices";
import type { BookingActor, BookingStatus } from "../../../../core/booking-status";
import { historyNote } from "./history-note";
import { usePlanTitle } from "./plan-title";
import { BookingClient } from "../clients/booking-client";

export default function AdminBookingDetails() {
  const { api, lang, flash } = useAdmin();
  const planTitle = usePlanTitle();
  const t = useAdminT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { state, set } = useLoad(
    () => api.bookings.get(id),
    [api, id],
    (e) => (e instanceof ApiRequestError && (e.status === 404 || e.status === 422) ? t("admin.bookings.notFound") : t("admin.bookings.detailsFailed")),
  );
  const [busy, setBusy] = useState<BookingAction | null>(null);
  const [resending, setResending] = useState(false);
  useDocumentTitle(t("admin.bookings.detailsTitle"));

  async function act(action: BookingAction) {
    const paid = state.status === "ready" && refundableCents(state.data) > 0;
    if (action === "cancel" && !window.confirm(t(paid ? "admin.bookings.confirmCancelPaid" : "admin.bookings.confirmCancel"))) return;
    setBusy(action);
    try {
      const updated = await (action === "mark_paid" ? api.bookings.markPaid(id) : action === "complete" ? api.bookings.complete(id) : api.bookings.cancel(id));
      set(() => updated);
      flash("success", t(`admin.bookings.done.${action}`));
    } catch (e) {
      flash("error", serverMessage(e, t("admin.bookings.actionFailed")));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    if (!window.confirm(t("admin.bookings.confirmResend"))) return;
    setResending(true);
    try {
      const updated = await api.bookings.resendConfirmation(id);
      set(() => updated);
      flash("success", t("admin.bookings.resent"));
    } catch (e) {
      flash("error", serverMessage(e, t("admin.bookings.actionFailed")));
    } finally {
      setResending(false);
    }
  }

  async function remove() {
    if (!window.confirm(t("admin.bookings.confirmDelete"))) return;
    try {
      await api.bookings.remove(id);
      flash("success", t("admin.bookings.deleted"));
      navigate("/admin-view-bookings");
    } catch {
      flash("error", t("admin.bookings.deleteFailed"));
    }
  }

  return (
    <>
      <PageHead title={t("admin.bookings.detailsTitle")} back={{ to: "/admin-view-bookings", label: t("admin.bookings.title") }} />
      <Loaded state={state}>
        {(b) => (
          <>
            <section className="admin-card" aria-labelledby="booking-main">
              <h2 id="booking-main">{b.name}</h2>
              <dl className="details">
                <dt>{t("admin.bookings.name")}</dt>
                <dd>{b.name}</dd>
                <dt>{t("admin.bookings.email")}</dt>
                <dd>
                  <a href={`mailto:${b.email}`}>{b.email}</a>
                </dd>
                <dt>{t("admin.bookings.phone")}</dt>
                <dd>{b.phone_number ? <a href={`tel:${b.phone_number}`}>{b.phone_number}</a> : t("admin.bookings.noPhone")}</dd>
                <dt>{t("admin.bookings.plan")}</dt>
                <dd>{planTitle(b) || t("admin.bookings.noPlan")}</dd>
                <dt>{t("admin.bookings.date")}</dt>
                <dd>{b.date}</dd>
                <dt>{t("admin.bookings.time")}</dt>
                <dd>{b.time}</dd>
                <dt>{t("admin.bookings.message")}</dt>
                <dd className="message-body">{b.message?.trim() ? b.message : t("admin.bookings.noMessage")}</dd>
                <dt>{t("admin.bookings.status")}</dt>
                <dd>
                  <StatusBadge status={b.status} />
                </dd>
                <dt>{t("admin.bookings.meeting")}</dt>
                <dd>
                  {b.meeting_url ? (
                    <a href={b.meeting_url} target="_blank" rel="noopener noreferrer">
                      {b.meeting_url}
                    </a>
                  ) : (
                    t("admin.bookings.meetingAfterPayment")
                  )}
                </dd>
                {b.payment && (
                  <>
                    <dt>{t("admin.bookings.payment")}</dt>
                    <dd className={b.payment.status === "mismatch" ? "payment-mismatch" : undefined}>
                      <PaymentLine payment={b.payment} />
                    </dd>
                  </>
                )}
                {b.payment_deadline && b.status === "pending_payment" && (
                  <>
                    <dt>{t("admin.bookings.paymentDeadline")}</dt>
                    <dd>{formatDateTime(b.payment_deadline, lang)}</dd>
                  </>
                )}
              </dl>
              <div className="form-actions">
                {actionsFor(b.status).map((a) => (
                  <button
                    key={a}
                    type="button"
                    className={a === "cancel" ? "btn btn--danger" : "btn btn--primary"}
                    disabled={busy !== null}
                    onClick={() => void act(a)}
                  >
                    {busy === a ? t("admin.state.saving") : t(`admin.bookings.action.${a}`)}
                  </button>
                ))}
                {(b.status === "pending_payment" || b.status === "confirmed") && (
                  <button type="button" className="btn" disabled={resending} onClick={() => void resend()}>
                    {resending ? t("admin.state.submitting") : t("admin.bookings.resend")}
                  </button>
                )}
                <button type="button" className="btn btn--danger" onClick={() => void remove()}>
                  {t("admin.action.delete")}
                </button>
              </div>
            </section>
            <BookingClient bookingId={b.id} />
            <RefundForm key={b.payment.refunded_amount} booking={b} onDone={(updated) => set(() => updated)} />
            <BookingInvoices bookingId={b.id} version={`${b.status}-${b.payment.refunded_amount}`} />
            {b.history && b.history.length > 0 && (
              <section className="admin-card" aria-labelledby="booking-history">
                <h2 id="booking-history">{t("admin.bookings.history")}</h2>
                <ol className="plain-list">
                  {b.history.map((h, i) => (
                    <li key={i}>
                      <span className="muted">{formatDateTime(h.created_at, lang)}</span> —{" "}
                      {h.from_status ? `${t(`admin.bookings.status.${h.from_status as BookingStatus}`)} → ` : ""}
                      {t(`admin.bookings.status.${h.to_status as BookingStatus}`)} ({t(`admin.bookings.actor.${h.actor as BookingActor}`)}
                      {h.note ? `: ${historyNote(h.note, t)}` : ""})
                    </li>
                  ))}
                </ol>
              </section>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
