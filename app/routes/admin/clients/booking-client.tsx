import { Link } from "react-router";
import { useAdmin, useAdminT, useLoad } from "../admin-context";
import { IntakeView } from "./intake-view";
import { formatDateTime } from "../ui";

/** On a booking's details: the link to her client record and her questionnaire (its reading is logged). */
export function BookingClient({ bookingId }: { bookingId: number }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { state } = useLoad(
    () => api.clients.ofBooking(bookingId),
    [api, bookingId],
    () => "",
  );
  if (state.status !== "ready" || state.data.client_id === null) return null;
  const c = state.data;
  return (
    <>
      {c.delivered_plans.map((p) => (
        <p key={p.id} role="note" className="alert alert--error" data-testid="plan-delivered">
          {t("admin.clients.planDelivered", { title: p.title, when: formatDateTime(p.created_at, lang) })}
        </p>
      ))}
      <p>
        <Link className="btn" to={`/admin-clients/${c.client_id}`}>
          {t("admin.clients.openClient")}
        </Link>
      </p>
      <IntakeView intake={c.intake} headingId="booking-questionnaire" heading={t("admin.clients.bookingQuestionnaire")} />
    </>
  );
}
