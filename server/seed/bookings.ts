import crypto from "node:crypto";
import { DEFAULT_AVAILABILITY, addDays, gridSlots, madridToday, slotKey } from "../../core/booking-rules.js";
import type { BookingStatus } from "../../core/booking-status.js";
import { unsealedMessages } from "../bookings/booking-messages.js";
import { bookingsRepository } from "../bookings/repository.js";
import { bookingAvailabilityRepository } from "../bookings/availability-repository.js";
import type { Database } from "../db/database.js";
import type { NewRow } from "../db/schema.js";

// Demo clients and when their sessions fall, in days from today (negative: in the past).
const demo: { days: number; slot: number; status: BookingStatus; name: string; email: string; phone: string; language: string; message: string }[] = [
  {
    days: -12,
    slot: 1,
    status: "completed",
    name: "Carmen Ruiz",
    email: "carmen.ruiz@example.com",
    phone: "6123450001",
    language: "es",
    message: "Quiero mejorar mi alimentación antes de una media maratón.",
  },
  {
    days: -5,
    slot: 4,
    status: "completed",
    name: "Oliver Grant",
    email: "oliver.grant@example.com",
    phone: "7700900123",
    language: "en",
    message: "Looking for help with energy dips in the afternoon.",
  },
  { days: -3, slot: 2, status: "cancelled", name: "Nikos Papadakis", email: "nikos.p@example.com", phone: "6912345678", language: "gr", message: "" },
  {
    days: 5,
    slot: 0,
    status: "confirmed",
    name: "Maria Georgiou",
    email: "maria.georgiou@example.com",
    phone: "6987654321",
    language: "gr",
    message: "Διαβήτης τύπου 2, θα ήθελα ένα πρόγραμμα γευμάτων.",
  },
  {
    days: 8,
    slot: 5,
    status: "pending_payment",
    name: "Javier Martín",
    email: "javier.martin@example.com",
    phone: "6001122334",
    language: "es",
    message: "Dieta vegana y entrenamiento de fuerza.",
  },
  {
    days: 9,
    slot: 2,
    status: "confirmed",
    name: "Emily Clarke",
    email: "emily.clarke@example.com",
    phone: "7400123456",
    language: "en",
    message: "Follow-up on my meal plan.",
  },
];

/** The first weekday on or after a date (demo sessions fall on working days). */
function workingDay(date: string): string {
  let d = date;
  while (gridSlots(DEFAULT_AVAILABILITY, d).length === 0) d = addDays(d, 1);
  return d;
}

/**
 * Default availability (Mon–Fri 09:00–13:00 and 16:00–19:00) and a handful of bookings around
 * today in every status, each only when none exist yet.
 */
export async function seedBookingDemo(db: Database, planIds: { id: number; title: string }[], now = Date.now()): Promise<void> {
  const repo = bookingsRepository(db, unsealedMessages);
  if (!(await db.selectFrom("availability_settings").select("id").executeTakeFirst())) {
    await bookingAvailabilityRepository(db).saveAvailability(DEFAULT_AVAILABILITY);
  }
  if ((await repo.count()) > 0 || planIds.length === 0) return;
  const today = madridToday(now);
  const rows: NewRow<"bookings">[] = demo.map((d, i) => {
    const date = workingDay(addDays(today, d.days));
    const slots = gridSlots(DEFAULT_AVAILABILITY, date);
    const slot = slots[d.slot % slots.length]!;
    const plan = planIds[i % planIds.length]!;
    const active = d.status === "pending_payment" || d.status === "confirmed";
    const created = new Date(Math.min(now, slot.start) - 3 * 86_400_000).toISOString();
    return {
      service_plan_id: plan.id,
      service_plan_title: plan.title,
      name: d.name,
      email: d.email,
      phone_number: d.phone,
      date,
      time: slot.time,
      status: d.status,
      message: d.message,
      language: d.language,
      slot_key: active ? slotKey(date, slot.time) : null,
      manage_token_hash: crypto.randomBytes(32).toString("hex"),
      start_at: new Date(slot.start).toISOString(),
      duration_minutes: DEFAULT_AVAILABILITY.slot_minutes,
      created_at: created,
      updated_at: created,
    };
  });
  await repo.insertMany(rows, "demo booking");
}
