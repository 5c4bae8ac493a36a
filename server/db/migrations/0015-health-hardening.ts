import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Health data kept apart per booking and per proof (docs/decisions/035):
// - a questionnaire belongs to the booking it was entered through (one per booking, several
//   per client), so a new booking's private link never reaches an older one;
// - a booking no longer overwrites her record's name and phone: different details wait as
//   pending for the admin;
// - her session version: signing out raises it, and every cookie of an older version stops
//   working on every instance;
// - the booking message is stored encrypted: `message_sealed` says which rows already are
//   (the key is never in the database, so the rows written before are sealed at start-up by
//   server/bookings/booking-messages.ts).

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table client_intakes drop constraint if exists client_intakes_client_id_key`.execute(db);
  } else {
    // SQLite cannot drop a column's UNIQUE: the table is made again without it.
    await db.schema
      .createTable("client_intakes_new")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
      .addColumn("booking_id", "integer", (c) => c.references("bookings.id").onDelete("set null"))
      .addColumn("answers", "text", (c) => c.notNull())
      .addColumn("submitted_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await sql`insert into client_intakes_new (id, client_id, booking_id, answers, submitted_at, created_at, updated_at)
      select id, client_id, booking_id, answers, submitted_at, created_at, updated_at from client_intakes`.execute(db);
    await db.schema.dropTable("client_intakes").execute();
    await db.schema.alterTable("client_intakes_new").renameTo("client_intakes").execute();
  }
  await db.schema.createIndex("client_intakes_client").on("client_intakes").column("client_id").execute();
  await db.schema.createIndex("client_intakes_booking").on("client_intakes").column("booking_id").unique().execute();

  await db.schema.alterTable("clients").addColumn("pending_name", "text").execute();
  await db.schema.alterTable("clients").addColumn("pending_phone", "text").execute();
  await db.schema.alterTable("clients").addColumn("pending_booking_id", "integer").execute();
  await db.schema.alterTable("clients").addColumn("pending_at", "text").execute();
  await db.schema
    .alterTable("clients")
    .addColumn("session_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable("bookings")
    .addColumn("message_sealed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("message_sealed").execute();
  for (const c of ["session_version", "pending_at", "pending_booking_id", "pending_phone", "pending_name"])
    await db.schema.alterTable("clients").dropColumn(c).execute();
  await db.schema.dropIndex("client_intakes_booking").execute();
  await db.schema.dropIndex("client_intakes_client").execute();
}
