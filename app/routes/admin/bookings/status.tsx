import { useAdminT } from "../admin-context";

export type BookingAction = "mark_paid" | "complete" | "cancel";

/** Which actions a status allows (the API's transitions). */
export const ACTIONS_FROM: Record<string, BookingAction[]> = {
  pending_payment: ["mark_paid", "cancel"],
  confirmed: ["complete", "cancel"],
};

export function StatusBadge({ status }: { status: string }) {
  const t = useAdminT();
  return <span className={`badge badge-${status}`}>{t(`admin.bookings.status.${status}`)}</span>;
}
