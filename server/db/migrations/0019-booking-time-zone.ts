import type { Kysely } from "kysely";

// The client's own time zone (an IANA name such as "Europe/Athens"), given by her browser when
// she books: the mails and her pages write the session's time in Madrid's clock and in hers.
// NULL for bookings made before, by API clients that do not send it, or from Madrid.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("time_zone", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("time_zone").execute();
}
