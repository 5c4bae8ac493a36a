import type { Kysely } from "kysely";

// What a booking costs and what was paid for it (docs/decisions/025). Portable types only, as in 0001.

const COLUMNS = [
  // The plan's price in cents when the booking was made: what a payment must match, even if
  // the plan's price changes afterwards. NULL for bookings made before (the plan's price then).
  ["price_cents", "integer"],
  // The payment the provider reported: amount in the currency's minor unit, ISO currency
  // (upper case), the provider's payment id and when it arrived.
  ["payment_amount", "integer"],
  ["payment_currency", "text"],
  ["payment_reference", "text"],
  ["payment_received_at", "text"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of COLUMNS) await db.schema.alterTable("bookings").addColumn(name, type).execute();
  // 1 when the payment did not match the booking (amount, currency): nothing was confirmed.
  await db.schema
    .alterTable("bookings")
    .addColumn("payment_mismatch", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The sum refunded so far, in the payment's minor unit.
  await db.schema
    .alterTable("bookings")
    .addColumn("refunded_amount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["refunded_amount", "payment_mismatch", ...COLUMNS.map(([n]) => n).reverse()]) {
    await db.schema.alterTable("bookings").dropColumn(name).execute();
  }
}
