// Her food photo journal (docs/decisions/044): a photo of a meal with when she ate it and a
// note, and the nutritionist's short comments. Notes and comments are encrypted in the
// database; the photo, re-encoded as WebP without its metadata, is encrypted in the storage.
// Every reading of the journal and of each photo goes into her access log.
import crypto from "node:crypto";
import type { ServiceDeps } from "../service-deps.js";
import { clock } from "../kernel/clock.js";
import { ApiError } from "../http/errors.js";
import type { UploadedFile } from "../http/multipart.js";
import { reencodePhoto } from "../uploads/photos.js";
import type { JournalEntryOut, Meal } from "../../core/schemas/progress.js";
import type { Executor } from "../kernel/transactions.js";

export function clientJournal(app: ServiceDeps) {
  const db = app.db;
  const cipher = app.repos.clients.cipher;

  async function entriesOf(clientId: number, urlOf: (entryId: number) => string, ex: Executor = db): Promise<JournalEntryOut[]> {
    const rows = await ex
      .selectFrom("client_journal")
      .select(["id", "meal", "eaten_at", "note"])
      .where("client_id", "=", clientId)
      .orderBy("eaten_at", "desc")
      .orderBy("id", "desc")
      .execute();
    const comments = rows.length
      ? await ex.selectFrom("client_journal_comments").selectAll().where("client_id", "=", clientId).orderBy("created_at").orderBy("id").execute()
      : [];
    return rows.map((r) => ({
      id: r.id,
      meal: r.meal as Meal,
      eaten_at: r.eaten_at,
      note: cipher.open(r.note),
      photo_url: urlOf(r.id),
      comments: comments.filter((c) => c.entry_id === r.id).map((c) => ({ body: cipher.open(c.body), created_at: c.created_at })),
    }));
  }

  return {
    entriesOf,

    /** Her journal, latest meal first; the reading goes into her access log. */
    async list(clientId: number, actor: string, urlOf: (entryId: number) => string): Promise<JournalEntryOut[]> {
      await app.repos.clients.logAccess(clientId, actor, ["journal"]);
      return entriesOf(clientId, urlOf);
    },

    /** A meal with its photo: re-encoded, sealed and stored, then the row; nothing kept if either fails. */
    async add(
      clientId: number,
      photo: UploadedFile | undefined,
      fields: { meal: Meal; eaten_at: string; note: string },
      urlOf: (entryId: number) => string,
    ): Promise<JournalEntryOut> {
      if (!photo) throw new ApiError(422, "validation_failed", { photo: ["upload_missing"] });
      const webp = await reencodePhoto(photo.data);
      if (!webp) throw new ApiError(422, "validation_failed", { photo: ["photo_type"] });
      const eaten = new Date(fields.eaten_at);
      // Not later than now (a minute of clock drift allowed), nor years back.
      const now = clock.now();
      if (eaten.getTime() > now.getTime() + 60_000 || eaten.getUTCFullYear() < 2000)
        throw new ApiError(422, "validation_failed", { eaten_at: ["measurement_date"] });
      const key = `client-journal/${crypto.randomBytes(16).toString("hex")}.bin`;
      await app.storage.put(key, cipher.sealBytes(webp));
      try {
        const row = await db
          .insertInto("client_journal")
          .values({
            client_id: clientId,
            meal: fields.meal,
            eaten_at: eaten.toISOString(),
            note: cipher.seal(fields.note),
            storage_key: key,
            size: webp.length,
            created_at: now.toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return (await entriesOf(clientId, urlOf)).find((e) => e.id === row.id)!;
      } catch (e) {
        await app.storage.delete(key).catch(() => undefined);
        throw e;
      }
    },

    /** One entry's photo, decrypted; undefined when the entry is not hers. Logged. */
    async photo(clientId: number, entryId: number, actor: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom("client_journal")
        .select(["id", "storage_key"])
        .where("id", "=", entryId)
        .where("client_id", "=", clientId)
        .executeTakeFirst();
      const stored = row ? await app.storage.get(row.storage_key) : null;
      if (!row || !stored) return undefined;
      await db
        .insertInto("health_access_log")
        .values({ client_id: clientId, actor, what: `journal_photo:${row.id}`, created_at: clock.now().toISOString() })
        .execute();
      return cipher.openBytes(stored);
    },

    /** The nutritionist's comment on one of her entries; 404 when the entry is not hers. */
    async comment(clientId: number, entryId: number, body: string, urlOf: (entryId: number) => string): Promise<JournalEntryOut> {
      const row = await db.selectFrom("client_journal").select("id").where("id", "=", entryId).where("client_id", "=", clientId).executeTakeFirst();
      if (!row) throw new ApiError(404, "not_found");
      await db
        .insertInto("client_journal_comments")
        .values({ entry_id: entryId, client_id: clientId, body: cipher.seal(body), created_at: clock.now().toISOString() })
        .execute();
      return (await entriesOf(clientId, urlOf)).find((e) => e.id === entryId)!;
    },
  };
}

export type ClientJournal = ReturnType<typeof clientJournal>;
