import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// The practice's clients (docs/decisions/030): one record per email address (compared without
// case), linked to her bookings; her health questionnaire and the session notes, stored
// encrypted (the columns hold ciphertext only), and the log of who opened them.

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/** How an address is compared: trimmed and lower-cased (server/clients/repository.ts does the same). */
const emailKey = (email: string) => email.trim().toLowerCase();

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("clients"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("client_id", "integer", (c) => c.references("clients.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("bookings_client").on("bookings").column("client_id").execute();

  // One questionnaire per client; `answers` is the encrypted JSON of her answers.
  await withId(db, db.schema.createTable("client_intakes"))
    .addColumn("client_id", "integer", (c) => c.notNull().unique().references("clients.id").onDelete("cascade"))
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("answers", "text", (c) => c.notNull())
    .addColumn("submitted_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // A note per session; an edit moves the earlier text to client_note_versions.
  await withId(db, db.schema.createTable("client_notes"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_notes_client").on("client_notes").column("client_id").execute();
  await withId(db, db.schema.createTable("client_note_versions"))
    .addColumn("note_id", "integer", (c) => c.notNull().references("client_notes.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    // When this text was written (it was replaced later).
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_note_versions_note").on("client_note_versions").column("note_id").execute();

  // Who opened her health data, when, and what (questionnaire, notes).
  await withId(db, db.schema.createTable("health_access_log"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("what", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("health_access_log_client").on("health_access_log").column("client_id").execute();

  // One-time sign-in links to /my-bookings: the token's hash, used once, within 30 minutes.
  await db.schema
    .createTable("client_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_links_client").on("client_links").column("client_id").execute();

  // Plans delivered: the PDF (stored encrypted), its title, the session it belongs to.
  await withId(db, db.schema.createTable("client_documents"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_documents_client").on("client_documents").column("client_id").execute();
  await db.schema.createIndex("client_documents_booking").on("client_documents").column("booking_id").execute();
  // The download tokens, now also for one client's document: used once, then spent.
  await db.schema
    .alterTable("download_tokens")
    .addColumn("document_id", "integer", (c) => c.references("client_documents.id").onDelete("cascade"))
    .execute();
  await db.schema.alterTable("download_tokens").addColumn("used_at", "text").execute();

  // The follow-up: each plan's interval (weeks; absent: none), the one invitation per completed
  // session (its row is the claim: one mail, on any number of instances), and who declined.
  await db.schema
    .createTable("plan_follow_ups")
    .addColumn("service_plan_id", "integer", (c) => c.primaryKey().references("service_plans.id").onDelete("cascade"))
    .addColumn("weeks", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("follow_up_invitations")
    .addColumn("booking_id", "integer", (c) => c.primaryKey().references("bookings.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("clients").addColumn("follow_up_declined_at", "text").execute();

  // Every booking made before: one client per address, named as in her latest booking.
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "email", "name", "phone_number", "language", "created_at"])
    .where("personal_data_erased_at", "is", null)
    .where("email", "<>", "")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const people = new Map<string, { email: string; name: string; phone: string; language: string; first: string; last: string; ids: number[] }>();
  for (const r of rows as { id: number; email: string; name: string; phone_number: string; language: string; created_at: string }[]) {
    const key = emailKey(r.email);
    const p = people.get(key) ?? {
      email: r.email.trim(),
      name: r.name,
      phone: r.phone_number,
      language: r.language,
      first: r.created_at,
      last: r.created_at,
      ids: [],
    };
    Object.assign(p, { name: r.name, phone: r.phone_number, language: r.language, last: r.created_at });
    p.ids.push(r.id);
    people.set(key, p);
  }
  for (const [key, p] of people) {
    const { id } = await db
      .insertInto("clients")
      .values({ email: p.email, email_key: key, name: p.name, phone: p.phone, language: p.language, created_at: p.first, updated_at: p.last })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (let i = 0; i < p.ids.length; i += 500) {
      await db
        .updateTable("bookings")
        .set({ client_id: id })
        .where("id", "in", p.ids.slice(i, i + 500))
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("follow_up_invitations").execute();
  await db.schema.dropTable("plan_follow_ups").execute();
  await db.schema.alterTable("download_tokens").dropColumn("used_at").execute();
  await db.schema.alterTable("download_tokens").dropColumn("document_id").execute();
  await db.schema.dropTable("client_documents").execute();
  await db.schema.dropTable("client_links").execute();
  await db.schema.dropTable("health_access_log").execute();
  await db.schema.dropTable("client_note_versions").execute();
  await db.schema.dropTable("client_notes").execute();
  await db.schema.dropTable("client_intakes").execute();
  await db.schema.dropIndex("bookings_client").execute();
  await db.schema.alterTable("bookings").dropColumn("client_id").execute();
  await db.schema.dropTable("clients").execute();
}
