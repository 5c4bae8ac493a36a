import { Link } from "react-router";
import { useAdmin, useAdminT, useLoad } from "../admin-context";
import { IntakeView } from "./intake-view";

/** On a booking's details: the link to her client record and her questionnaire (its reading is logged). */
export function BookingClient({ bookingId }: { bookingId: number }) {
  const { api } = useAdmin();
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
      <p>
        <Link className="btn" to={`/admin-clients/${c.client_id}`}>
          {t("admin.clients.openClient")}
        </Link>
      </p>
      <IntakeView intake={c.intake} headingId="booking-questionnaire" heading={t("admin.clients.bookingQuestionnaire")} />
    </>
  );
}
