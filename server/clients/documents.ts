// Plans delivered: a PDF she gets by mail with a private download link (the download tokens,
// tied to her document and used once), listed on her page, every download logged. The file is
// stored encrypted like the rest of her health data. A plan delivered for a booking is what
// the refund policy looks at ("no refunds after personalised plans are delivered").
import crypto from "node:crypto";
import type { ServiceDeps } from "../service-deps.js";
import { hashToken, newToken } from "../auth/tokens.js";
import { clock } from "../kernel/clock.js";
import { ApiError } from "../http/errors.js";
import { isLanguage, type Language } from "../../core/languages.js";
import { documentMail, documentWords } from "./mails.js";
import type { Executor } from "../kernel/transactions.js";
import { practiceMailContext } from "../practice/practice-mail.js";

/** How long the link in the delivery mail works (once). */
export const MAIL_LINK_DAYS = 30;
/** A link made from her page works once, for a day. */
export const PAGE_LINK_HOURS = 24;

export interface DocumentOut {
  id: number;
  booking_id: number | null;
  title: string;
  size: number;
  created_at: string;
  downloads: number;
}

export function clientDocuments(app: ServiceDeps) {
  const db = app.db;
  const cipher = app.repos.clients.cipher;
  const base = app.config.API_BASE_PATH;
  const publicUrl = app.config.PUBLIC_URL.replace(/\/$/, "");
  const downloadUrl = (token: string) => `${publicUrl}${base}/documents/${token}`;

  async function mint(ex: Executor, documentId: number, hours: number): Promise<string> {
    const { token, hash } = newToken();
    const now = clock.now();
    await ex
      .insertInto("download_tokens")
      .values({
        token_hash: hash,
        // Never a library PDF's name (those are letters, digits, - and _): the library's links refuse it.
        pdf_name: `client-document:${documentId}`,
        document_id: documentId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + hours * 3_600_000).toISOString(),
      })
      .execute();
    return token;
  }

  async function downloadsOf(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await db
      .selectFrom("download_tokens")
      .select(["document_id", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("document_id", "in", ids)
      .where("used_at", "is not", null)
      .groupBy("document_id")
      .execute();
    return new Map(rows.map((r) => [r.document_id!, Number(r.n)]));
  }

  return {
    async list(clientId: number): Promise<DocumentOut[]> {
      const docs = await db
        .selectFrom("client_documents")
        .selectAll()
        .where("client_id", "=", clientId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      const counts = await downloadsOf(docs.map((d) => d.id));
      return docs.map((d) => ({
        id: d.id,
        booking_id: d.booking_id,
        title: d.title,
        size: d.size,
        created_at: d.created_at,
        downloads: counts.get(d.id) ?? 0,
      }));
    },

    /** Stores the PDF (encrypted), records it, and queues her mail with its link, in one transaction. */
    /**
     * `words` replaces the mail's subject and text (a meal plan's mail leads to its page); the
     * link to the file is given to it.
     */
    async deliver(
      clientId: number,
      title: string,
      bookingId: number | null,
      pdf: Buffer,
      words?: (lang: Language, link: string) => { subject: string; body: string },
    ): Promise<DocumentOut> {
      const client = await app.repos.clients.find(clientId);
      if (!client) throw new ApiError(404, "client_not_found");
      if (bookingId !== null) {
        const b = await app.repos.bookings.find(bookingId);
        if (!b || b.client_id !== clientId) throw new ApiError(422, "validation_failed", { booking_id: ["booking_of_other_client"] });
      }
      const key = `client-documents/${crypto.randomBytes(16).toString("hex")}.bin`;
      await app.storage.put(key, cipher.sealBytes(pdf));
      const lang: Language = isLanguage(client.language) ? client.language : "en";
      const signer = await practiceMailContext(app.repos, app.config);
      try {
        const id = await app.mails.transaction(async (trx, queue) => {
          const row = await trx
            .insertInto("client_documents")
            .values({ client_id: clientId, booking_id: bookingId, title, storage_key: key, size: pdf.length, created_at: clock.now().toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          const token = await mint(trx, row.id, MAIL_LINK_DAYS * 24);
          const link = downloadUrl(token);
          const mail = documentMail(signer, client.email, lang, words?.(lang, link) ?? documentWords(lang, title, link, publicUrl));
          await queue(trx, [{ kind: "client_document", bookingId, mail }]);
          return row.id;
        });
        return (await this.list(clientId)).find((d) => d.id === id)!;
      } catch (e) {
        await app.storage.delete(key).catch(() => undefined);
        throw e;
      }
    },

    /** A fresh one-day link to one of her documents, from her page; undefined if it is not hers. */
    async linkFor(clientId: number, documentId: number): Promise<string | undefined> {
      const d = await db.selectFrom("client_documents").select("id").where("id", "=", documentId).where("client_id", "=", clientId).executeTakeFirst();
      return d ? downloadUrl(await mint(db, d.id, PAGE_LINK_HOURS)) : undefined;
    },

    /**
     * Spends a token: the document and its PDF, once; "expired" or "invalid" otherwise. The
     * conditional UPDATE makes two downloads at once give one file. Logged in her access log.
     */
    async download(token: string): Promise<{ title: string; pdf: Buffer } | "expired" | "invalid"> {
      if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return "invalid";
      const at = clock.now().toISOString();
      const grant = await db
        .selectFrom("download_tokens")
        .select(["document_id", "expires_at", "used_at"])
        .where("token_hash", "=", hashToken(token))
        .executeTakeFirst();
      if (!grant?.document_id) return "invalid";
      if (grant.used_at !== null || (grant.expires_at !== null && grant.expires_at <= at)) return "expired";
      const spent = await db
        .updateTable("download_tokens")
        .set({ used_at: at })
        .where("token_hash", "=", hashToken(token))
        .where("used_at", "is", null)
        .returning("document_id")
        .executeTakeFirst();
      if (!spent) return "expired";
      const doc = await db.selectFrom("client_documents").selectAll().where("id", "=", grant.document_id).executeTakeFirst();
      const stored = doc ? await app.storage.get(doc.storage_key) : null;
      if (!doc || !stored) return "invalid";
      await db
        .insertInto("health_access_log")
        .values({ client_id: doc.client_id, actor: "client", what: `download:${doc.id}`, created_at: at })
        .execute();
      return { title: doc.title, pdf: cipher.openBytes(stored) };
    },

    /** The plans delivered for one booking (the refund policy's question). */
    async forBooking(bookingId: number) {
      return db.selectFrom("client_documents").select(["id", "title", "created_at"]).where("booking_id", "=", bookingId).orderBy("id").execute();
    },

    /** Deletes the files of documents about to go (retention, erasure). */
    async removeFiles(clientIds: number[]): Promise<void> {
      if (!clientIds.length) return;
      const rows = await db.selectFrom("client_documents").select("storage_key").where("client_id", "in", clientIds).execute();
      for (const r of rows) await app.storage.delete(r.storage_key).catch(() => undefined);
    },
  };
}

export type ClientDocuments = ReturnType<typeof clientDocuments>;
