// The life of a booking. SPEC leaves the statuses open; these are the ones the API documents.
//
//   pending_payment ──mark paid──▶ confirmed ──complete──▶ completed
//         │                            │
//         └──────── cancel ────────────┴──▶ cancelled   (by the admin, the client, or the system
//                                                        when unpaid 24 h before the start)

export const BOOKING_STATUSES = ["pending_payment", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses in which a booking holds its slot (and its slot_key is set). */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ["pending_payment", "confirmed"];

export type BookingAction = "mark_paid" | "complete" | "cancel";

/** For each action: the statuses it may start from and the status it leads to. */
export const TRANSITIONS: Record<BookingAction, { from: readonly BookingStatus[]; to: BookingStatus }> = {
  mark_paid: { from: ["pending_payment"], to: "confirmed" },
  complete: { from: ["confirmed"], to: "completed" },
  cancel: { from: ["pending_payment", "confirmed"], to: "cancelled" },
};

export type BookingActor = "client" | "admin" | "system";

export function canApply(action: BookingAction, status: string): boolean {
  return (TRANSITIONS[action].from as readonly string[]).includes(status);
}

export function isActive(status: string): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(status);
}
