import type { AdminKey } from "../../../i18n";

// A booking's history is written by the server in English (it is a record, kept as it was
// said); the admin reads its known notes in her own language. A note the table does not know
// is shown as it was written.

const NOTES: Record<string, AdminKey> = {
  booked: "admin.bookings.note.booked",
  "booked (free, nothing to pay)": "admin.bookings.note.bookedFree",
  "not paid 24 hours before the start": "admin.bookings.note.unpaid",
  "cancelled on the private page": "admin.bookings.note.cancelledByClient",
  "confirmation sent again with a new private link": "admin.bookings.note.resent",
  "marked paid": "admin.bookings.note.markedPaid",
  "cancelled by the nutritionist": "admin.bookings.note.cancelledByAdmin",
  "session completed": "admin.bookings.note.completed",
};

type T = (key: AdminKey, vars?: Record<string, string | number>) => string;

/** The note in the admin's language: "rescheduled from 2027-01-06 10:00 to …", "marked paid (her address)". */
export function historyNote(note: string, t: T): string {
  const moved = /^rescheduled from (\S+ \S+) to (\S+ \S+)$/.exec(note);
  if (moved) return t("admin.bookings.note.rescheduled", { from: moved[1]!, to: moved[2]! });
  // The admin's actions carry her address after the note.
  const signed = /^(.*) \(([^()]+@[^()]+)\)$/.exec(note);
  const [text, who] = signed ? [signed[1]!, signed[2]!] : [note, ""];
  const key = NOTES[text];
  if (!key) return note;
  return who ? `${t(key)} (${who})` : t(key);
}
