import type { Kysely } from "kysely";
import { recordDigest, type DigestedInvoice } from "../../invoices/record-digest.js";

// Payments made twice and the invoice chain's coverage: the Checkout Session a booking's pay
// address reuses, which payment a refund returns (a second payment of the same booking), and a
// digest per invoice of every field the AEAT hash leaves out (docs/decisions/036).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("checkout_session_id", "text").execute();
  await db.schema.alterTable("bookings").addColumn("checkout_session_url", "text").execute();
  // Unix seconds, as Stripe gives a session's expiry.
  await db.schema.alterTable("bookings").addColumn("checkout_session_expires_at", "integer").execute();
  // The provider's payment id a refund returns when it is not the booking's own payment (a
  // second payment of the same booking); NULL: the booking's payment.
  await db.schema.alterTable("booking_refunds").addColumn("payment_reference", "text").execute();
  await db.schema.alterTable("invoices").addColumn("record_digest", "text").execute();
  const rows = (await db.selectFrom("invoices").selectAll().orderBy("id").execute()) as (DigestedInvoice & { id: number })[];
  for (const r of rows)
    await db
      .updateTable("invoices")
      .set({ record_digest: recordDigest(r) })
      .where("id", "=", r.id)
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("invoices").dropColumn("record_digest").execute();
  await db.schema.alterTable("booking_refunds").dropColumn("payment_reference").execute();
  await db.schema.alterTable("bookings").dropColumn("checkout_session_expires_at").execute();
  await db.schema.alterTable("bookings").dropColumn("checkout_session_url").execute();
  await db.schema.alterTable("bookings").dropColumn("checkout_session_id").execute();
}
