import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Newsletters: double opt-in for subscribers, the newsletters themselves, and one outbox row
// per (newsletter, subscriber) made unique by a key. Portable types only, as in 0001.

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  // pending | confirmed | bounced. Everyone already on the list signed up before double
  // opt-in existed and was welcomed, so they count as confirmed.
  await db.schema
    .alterTable("subscribers")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("confirmed"))
    .execute();
  await db.schema.alterTable("subscribers").addColumn("confirm_token", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("confirmed_at", "text").execute();
  await db.schema.createIndex("subscribers_confirm_token").on("subscribers").column("confirm_token").unique().execute();
  await db.schema.createIndex("subscribers_language_status").on("subscribers").columns(["language", "status"]).execute();

  await withId(db, db.schema.createTable("newsletters"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("preheader", "text", (c) => c.notNull())
    // The Editor.js document, as blogs store theirs.
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("blog_slug", "text")
    // draft | scheduled | sending | sent
    .addColumn("status", "text", (c) => c.notNull())
    // Given when the send starts: the archive page's address.
    .addColumn("slug", "text", (c) => c.unique())
    .addColumn("send_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("newsletters_status_send_at").on("newsletters").columns(["status", "send_at"]).execute();

  // The newsletter a mail belongs to, and a key no two rows may share ("newsletter:7:42"):
  // queueing a newsletter twice, after a crash or on two instances, adds no second copy.
  await db.schema.alterTable("outbox").addColumn("newsletter_id", "integer").execute();
  await db.schema.alterTable("outbox").addColumn("dedupe_key", "text").execute();
  await db.schema.createIndex("outbox_dedupe_key").on("outbox").column("dedupe_key").unique().execute();
  await db.schema.createIndex("outbox_newsletter_status").on("outbox").columns(["newsletter_id", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("outbox_newsletter_status").execute();
  await db.schema.dropIndex("outbox_dedupe_key").execute();
  await db.schema.alterTable("outbox").dropColumn("dedupe_key").execute();
  await db.schema.alterTable("outbox").dropColumn("newsletter_id").execute();
  await db.schema.dropTable("newsletters").execute();
  await db.schema.dropIndex("subscribers_language_status").execute();
  await db.schema.dropIndex("subscribers_confirm_token").execute();
  await db.schema.alterTable("subscribers").dropColumn("confirmed_at").execute();
  await db.schema.alterTable("subscribers").dropColumn("confirm_token").execute();
  await db.schema.alterTable("subscribers").dropColumn("status").execute();
}
