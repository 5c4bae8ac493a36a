// Her conversation with the nutritionist between sessions (docs/decisions/041): one thread per
// client, bodies and attachment names encrypted in the database, the files encrypted in the
// storage, every reading logged in her access log. A new message mails the other side a notice
// without its content, at most one an hour per conversation.
import crypto from "node:crypto";
import type { ServiceDeps } from "../service-deps.js";
import { clock } from "../kernel/clock.js";
import { ApiError } from "../http/errors.js";
import type { UploadedFile } from "../http/multipart.js";
import { looksLikePdf } from "../downloads/pdf-library.js";
import { reencodePhoto } from "../uploads/photos.js";
import { practiceSetting } from "../practice/settings-store.js";
import { messageNoticeToClient, messageNoticeToPractice } from "./mails.js";
import { pickLanguage } from "../../core/languages.js";
import type { Executor } from "../kernel/transactions.js";
import type { Row } from "../db/schema.js";
import type { MailContext } from "../bookings/mails.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import type { QueueMails } from "../outbox/mail-queue.js";

export type Author = "client" | "practice";
export const MESSAGE_MAX = 5000;
export const MAX_ATTACHMENTS = 2;
/** At most one notice of new messages per conversation and side in this time. */
export const NOTICE_MINUTES = 60;
export const DEFAULT_ANSWER_HOURS = 24;

export interface MessageOut {
  id: number;
  body: string;
  author: Author;
  created_at: string;
  read_at: string | null;
  attachments: { id: number; name: string; type: string; url: string }[];
}

export interface Conversation {
  client_id: number;
  name: string;
  email: string;
  unread: number;
  /** Her oldest message not answered yet (none after it from the practice), or null. */
  waiting_since: string | null;
  /** Waiting longer than the promised answer time. */
  overdue: boolean;
}

/** A file name without folders or control characters, at most 120 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 120) || "file";

/** The practice's promised answer time, in hours (a practice setting). */
export function answerTime(app: Pick<ServiceDeps, "db">) {
  const entry = practiceSetting(app.db, "answer_hours");
  return {
    async get(): Promise<number> {
      const v = Number(await entry.read());
      return Number.isInteger(v) && v > 0 ? v : DEFAULT_ANSWER_HOURS;
    },
    set: (hours: number) => entry.write(String(hours)),
  };
}

export type AnswerTime = ReturnType<typeof answerTime>;

/** The admin's client list with each conversation's state: those overdue first, the order kept otherwise. */
export function withConversations<T extends { id: number }>(clients: T[], conversations: Conversation[]) {
  const by = new Map(conversations.map((c) => [c.client_id, c]));
  const rows = clients.map((c) => {
    const conv = by.get(c.id);
    return { ...c, unread_messages: conv?.unread ?? 0, waiting_since: conv?.waiting_since ?? null, overdue: conv?.overdue ?? false };
  });
  return [...rows.filter((r) => r.overdue), ...rows.filter((r) => !r.overdue)];
}

export function clientMessages(app: ServiceDeps & { answerTime: AnswerTime }) {
  const db = app.db;
  const cipher = app.repos.clients.cipher;
  const answerHours = app.answerTime;

  /** A photo re-encoded as WebP (turned upright, metadata such as EXIF and GPS left behind) or a PDF as sent. */
  async function prepare(file: UploadedFile): Promise<{ name: string; type: string; data: Buffer }> {
    if (looksLikePdf(file.data)) return { name: cleanName(file.filename).replace(/(\.pdf)?$/i, ".pdf"), type: "application/pdf", data: file.data };
    const data = await reencodePhoto(file.data);
    if (!data) throw new ApiError(422, "attachment_type", { attachments: ["attachment_type"] });
    return { name: `${cleanName(file.filename).replace(/\.[A-Za-z0-9]{1,5}$/, "")}.webp`, type: "image/webp", data };
  }

  /** Claims this hour's notice of the conversation for one side: true when it is to be sent. */
  async function claimNotice(ex: Executor, clientId: number, recipient: Author, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const cutoff = new Date(now.getTime() - NOTICE_MINUTES * 60_000).toISOString();
    const row = await ex
      .insertInto("client_message_notices")
      .values({ client_id: clientId, recipient, sent_at: at })
      .onConflict((oc) => oc.columns(["client_id", "recipient"]).doUpdateSet({ sent_at: at }).where("client_message_notices.sent_at", "<=", cutoff))
      .returning("client_id")
      .executeTakeFirst();
    return row !== undefined;
  }

  async function queueNotice(queue: QueueMails, ex: Executor, client: Row<"clients">, author: Author, now: Date, from: MailContext) {
    const recipient: Author = author === "client" ? "practice" : "client";
    if (recipient === "client" && !client.message_notices) return;
    if (!(await claimNotice(ex, client.id, recipient, now))) return;
    const publicUrl = app.config.PUBLIC_URL;
    const mail =
      recipient === "client"
        ? messageNoticeToClient(from, client.email, pickLanguage(client.language), publicUrl)
        : messageNoticeToPractice(from, client.id, publicUrl);
    await queue(ex, [{ kind: "client_message_notice", mail }]);
  }

  async function messagesOf(clientId: number, urlOf: (fileId: number) => string): Promise<MessageOut[]> {
    const rows = await db.selectFrom("client_messages").selectAll().where("client_id", "=", clientId).orderBy("created_at").orderBy("id").execute();
    const files = rows.length
      ? await db.selectFrom("client_message_files").select(["id", "message_id", "name", "type"]).where("client_id", "=", clientId).orderBy("id").execute()
      : [];
    return rows.map((m) => ({
      id: m.id,
      body: cipher.open(m.body),
      author: m.author,
      created_at: m.created_at,
      read_at: m.read_at,
      attachments: files.filter((f) => f.message_id === m.id).map((f) => ({ id: f.id, name: cipher.open(f.name), type: f.type, url: urlOf(f.id) })),
    }));
  }

  return {
    answerHours,

    /**
     * The whole thread, oldest first, for one side: the other side's messages are marked read
     * now, and the reading goes into her access log.
     */
    async thread(clientId: number, reader: Author, actor: string, urlOf: (fileId: number) => string): Promise<MessageOut[]> {
      const at = clock.now().toISOString();
      await db
        .updateTable("client_messages")
        .set({ read_at: at })
        .where("client_id", "=", clientId)
        .where("author", "<>", reader)
        .where("read_at", "is", null)
        .execute();
      await db.insertInto("health_access_log").values({ client_id: clientId, actor, what: "messages", created_at: at }).execute();
      return messagesOf(clientId, urlOf);
    },

    /** Stores a message with its attachments and queues the other side's notice, all or nothing. */
    async post(clientId: number, author: Author, body: string, files: UploadedFile[], urlOf: (fileId: number) => string): Promise<MessageOut> {
      const client = await app.repos.clients.find(clientId);
      if (!client) throw new ApiError(404, "client_not_found");
      const text = body.replace(/\r\n?/g, "\n").trim();
      if (text.length > MESSAGE_MAX) throw new ApiError(422, "validation_failed", { body: ["too_long"] });
      if (files.length > MAX_ATTACHMENTS) throw new ApiError(413, "too_many_files");
      if (!text && files.length === 0) throw new ApiError(422, "message_empty", { body: ["message_empty"] });
      const prepared: Awaited<ReturnType<typeof prepare>>[] = [];
      for (const f of files) prepared.push(await prepare(f));
      const stored: string[] = [];
      try {
        for (const p of prepared) {
          const key = `client-messages/${crypto.randomBytes(16).toString("hex")}.bin`;
          await app.storage.put(key, cipher.sealBytes(p.data));
          stored.push(key);
        }
        const now = clock.now();
        // Read before the transaction: on SQLite its one connection is held by it.
        const from = await practiceMailContext(app.repos, app.config);
        const id = await app.mails.transaction(async (trx, queue) => {
          const row = await trx
            .insertInto("client_messages")
            .values({ client_id: clientId, author, body: cipher.seal(text), created_at: now.toISOString(), read_at: null })
            .returning("id")
            .executeTakeFirstOrThrow();
          for (const [i, p] of prepared.entries()) {
            await trx
              .insertInto("client_message_files")
              .values({ message_id: row.id, client_id: clientId, name: cipher.seal(p.name), type: p.type, storage_key: stored[i]!, size: p.data.length })
              .execute();
          }
          await queueNotice(queue, trx, client, author, now, from);
          return row.id;
        });
        return (await messagesOf(clientId, urlOf)).find((m) => m.id === id)!;
      } catch (e) {
        for (const key of stored) await app.storage.delete(key).catch(() => undefined);
        throw e;
      }
    },

    /** One attachment of her conversation, decrypted; undefined when it is not hers. Logged. */
    async file(clientId: number, fileId: number, actor: string): Promise<{ name: string; type: string; data: Buffer } | undefined> {
      const f = await db.selectFrom("client_message_files").selectAll().where("id", "=", fileId).where("client_id", "=", clientId).executeTakeFirst();
      const stored = f ? await app.storage.get(f.storage_key) : null;
      if (!f || !stored) return undefined;
      await db
        .insertInto("health_access_log")
        .values({ client_id: clientId, actor, what: `attachment:${f.id}`, created_at: clock.now().toISOString() })
        .execute();
      return { name: cipher.open(f.name), type: f.type, data: cipher.openBytes(stored) };
    },

    /** Conversations with her messages unread, or waiting for an answer: the longest waiting first. */
    async conversations(): Promise<Conversation[]> {
      const hours = await answerHours.get();
      const rows = await db
        .selectFrom("client_messages as m")
        .innerJoin("clients as c", "c.id", "m.client_id")
        .select(["m.client_id", "c.name", "c.email", "m.author", "m.created_at", "m.read_at"])
        .orderBy("m.created_at")
        .orderBy("m.id")
        .execute();
      const by = new Map<number, Conversation>();
      for (const r of rows) {
        const c = by.get(r.client_id) ?? { client_id: r.client_id, name: r.name, email: r.email, unread: 0, waiting_since: null, overdue: false };
        if (r.author === "client") {
          if (r.read_at === null) c.unread += 1;
          c.waiting_since ??= r.created_at;
        } else c.waiting_since = null;
        by.set(r.client_id, c);
      }
      const limit = clock.now().getTime() - hours * 3_600_000;
      const list = [...by.values()].filter((c) => c.unread > 0 || c.waiting_since !== null);
      for (const c of list) c.overdue = c.waiting_since !== null && Date.parse(c.waiting_since) < limit;
      return list.sort((a, b) => Number(b.overdue) - Number(a.overdue) || (a.waiting_since ?? "~").localeCompare(b.waiting_since ?? "~"));
    },

    /** The files of her conversation (retention, erasure). */
    async storageKeys(clientIds: number[], ex: Executor = db): Promise<string[]> {
      if (!clientIds.length) return [];
      const rows = await ex.selectFrom("client_message_files").select("storage_key").where("client_id", "in", clientIds).execute();
      return rows.map((r) => r.storage_key);
    },
  };
}

export type ClientMessages = ReturnType<typeof clientMessages>;
