// What the booking repository reports when a change cannot happen. The repository holds SQL
// only; the service turns these into the answer the client sees (status, message, field).

export type BookingConflictReason = "slot_taken" | "booking_not_found" | "invalid_transition" | "booking_not_active";

export class BookingConflict extends Error {
  constructor(readonly reason: BookingConflictReason) {
    super(reason);
  }
}
