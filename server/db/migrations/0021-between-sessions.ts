import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Between sessions (docs/decisions/041): her conversation with the nutritionist, with
// attachments. Bodies and file names are stored encrypted (the columns hold ciphertext only);
// the files are encrypted in the file storage.

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  // One conversation per client: her messages and the practice's answers.
  await withId(db, db.schema.createTable("client_messages"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // When the other side first opened the conversation after it arrived.
    .addColumn("read_at", "text")
    .execute();
  await db.schema.createIndex("client_messages_client").on("client_messages").columns(["client_id", "created_at"]).execute();

  await withId(db, db.schema.createTable("client_message_files"))
    .addColumn("message_id", "integer", (c) => c.notNull().references("client_messages.id").onDelete("cascade"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_message_files_message").on("client_message_files").column("message_id").execute();
  await db.schema.createIndex("client_message_files_client").on("client_message_files").column("client_id").execute();

  // The last mail notice of a new message, per conversation and side: its row is the claim
  // that keeps notices to one an hour on any number of instances.
  await db.schema
    .createTable("client_message_notices")
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("client_message_notices_pk", ["client_id", "recipient"])
    .execute();

  // 1 = she gets a mail notice of the practice's new messages (she or the admin may turn it off).
  await db.schema
    .alterTable("clients")
    .addColumn("message_notices", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("clients").dropColumn("message_notices").execute();
  await db.schema.dropTable("client_message_notices").execute();
  await db.schema.dropTable("client_message_files").execute();
  await db.schema.dropTable("client_messages").execute();
}
