import { canApply, type BookingAction, type BookingStatus } from "../../../../core/booking-status";
import { useAdminT } from "../admin-context";

export type { BookingAction };

/** The actions the booking's status allows, in the order they are offered. */
export function actionsFor(status: string): BookingAction[] {
  return (["mark_paid", "complete", "cancel"] as const).filter((a) => canApply(a, status));
}

export function StatusBadge({ status }: { status: string }) {
  const t = useAdminT();
  return <span className={`badge badge-${status}`}>{t(`admin.bookings.status.${status as BookingStatus}`)}</span>;
}
