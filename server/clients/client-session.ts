// Her sign-in to /my-bookings: a one-time link by mail (30 minutes, used once; only its hash is
// stored), then a signed, HttpOnly session cookie naming her client record. Nothing in the
// answer to a request for a link says whether the address is known.
import crypto from "node:crypto";
import type { Database } from "../db/database.js";
import { siteSecret } from "../db/site-secrets.js";
import { hashToken, newToken } from "../auth/tokens.js";
import { clock } from "../kernel/clock.js";
import { isLanguage, type Language } from "../../core/languages.js";
import type { MailQueue } from "../outbox/mail-queue.js";
import type { Signer } from "../mail/signature.js";
import { signInMail } from "./mails.js";
import { emailKey } from "./repository.js";
import { isPostgres } from "../db/dialect.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import type { Repositories } from "../repositories.js";

export const CLIENT_COOKIE = "client_session";
export const LINK_MINUTES = 30;
/** Sign-in mails per address and hour, whatever the IP and on every instance together. */
export const LINKS_PER_HOUR = 3;
/** A session lasts a week; she signs in again by mail after that. */
export const SESSION_DAYS = 7;

/** `signer`: the practice's names and signature, read when a link's mail is written. */
export function clientSessions(db: Database, mails: MailQueue, opts: { publicUrl: string; signer: () => Promise<Signer>; secure: boolean }) {
  let key: Promise<Buffer> | null = null;
  const getKey = () =>
    (key ??= siteSecret(db, "client-session").catch((e) => {
      key = null;
      throw e;
    }));
  const sign = async (payload: string) =>
    crypto
      .createHmac("sha256", await getKey())
      .update(payload)
      .digest("base64url");
  const now = () => clock.now();

  /** Her client id from a cookie value still valid (signed, within its week, of her current version), or null. */
  async function verify(value: string | undefined): Promise<number | null> {
    const m = /^(\d{1,12})\.(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
    if (!m) return null;
    const expected = Buffer.from(await sign(`${m[1]}.${m[2]}.${m[3]}`));
    if (!crypto.timingSafeEqual(expected, Buffer.from(m[4]!))) return null;
    if (now().getTime() - Number(m[3]) > SESSION_DAYS * 86_400_000) return null;
    const row = await db.selectFrom("clients").select("session_version").where("id", "=", Number(m[1])).executeTakeFirst();
    if (!row || row.session_version !== Number(m[2])) return null;
    return Number(m[1]);
  }

  return {
    /**
     * Queues the link if the address is a client's and has had fewer than LINKS_PER_HOUR in
     * the last hour; answers nothing either way. Her record's row is locked while counting
     * (SQLite's transactions already run one at a time), so instances at once never exceed it.
     */
    async requestLink(email: string, language: string, then: { bookPlan?: number } = {}): Promise<void> {
      const lang: Language = isLanguage(language) ? language : "en";
      const signer = await opts.signer();
      await mails.transaction(async (trx, queue) => {
        let find = trx.selectFrom("clients").select(["id", "email"]).where("email_key", "=", emailKey(email));
        if (isPostgres(trx)) find = find.forUpdate();
        const client = await find.executeTakeFirst();
        if (!client) return;
        const hourAgo = new Date(now().getTime() - 3_600_000).toISOString();
        const recent = await trx
          .selectFrom("client_links")
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .where("client_id", "=", client.id)
          .where("created_at", ">", hourAgo)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= LINKS_PER_HOUR) return;
        const { token, hash } = newToken();
        const at = now();
        await trx
          .insertInto("client_links")
          .values({
            token_hash: hash,
            client_id: client.id,
            created_at: at.toISOString(),
            expires_at: new Date(at.getTime() + LINK_MINUTES * 60_000).toISOString(),
          })
          .execute();
        // Asked for on the booking page: the link leads back there, her plan still chosen.
        const base = opts.publicUrl.replace(/\/$/, "");
        const link = then.bookPlan
          ? `${base}/book-consultation?lang=${lang}&service=${then.bookPlan}&token=${token}`
          : `${base}/my-bookings?lang=${lang}&token=${token}`;
        await queue(trx, [{ kind: "client_sign_in", mail: signInMail(signer, client.email, lang, link, Boolean(then.bookPlan)) }]);
      });
    },

    /** Uses a link: its client's id, once, within its 30 minutes; otherwise null. */
    async useLink(token: string): Promise<number | null> {
      if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
      const at = now().toISOString();
      // One conditional UPDATE: of two uses at once only one finds it unused.
      const row = await db
        .updateTable("client_links")
        .set({ used_at: at })
        .where("token_hash", "=", hashToken(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning("client_id")
        .executeTakeFirst();
      return row?.client_id ?? null;
    },

    /**
     * The session cookie's value: her client id, her session version and when it was issued,
     * signed. The version is her record's: signing out raises it, which ends every session of
     * hers on every instance, since each request compares it with the database.
     */
    verify,

    async issue(clientId: number): Promise<string> {
      const row = await db.selectFrom("clients").select("session_version").where("id", "=", clientId).executeTakeFirstOrThrow();
      const payload = `${clientId}.${row.session_version}.${now().getTime()}`;
      return `${payload}.${await sign(payload)}`;
    },

    /** Signing out ends every session of hers, on every instance. */
    async end(value: string | undefined): Promise<void> {
      const clientId = await verify(value);
      if (clientId === null) return;
      await db
        .updateTable("clients")
        .set((eb) => ({ session_version: eb("session_version", "+", 1) }))
        .where("id", "=", clientId)
        .execute();
    },

    header(value: string | null): string {
      const age = value === null ? 0 : SESSION_DAYS * 86_400;
      return `${CLIENT_COOKIE}=${value ?? ""}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${opts.secure ? "; Secure" : ""}`;
    },
  };
}

export type ClientSessions = ReturnType<typeof clientSessions>;

/** The sessions of a running site, from its database, outbox and settings. */
export function siteClientSessions(app: {
  db: Database;
  mails: MailQueue;
  repos: Pick<Repositories, "outbox" | "practiceIdentity">;
  config: Parameters<typeof practiceMailContext>[1];
}): ClientSessions {
  return clientSessions(app.db, app.mails, {
    publicUrl: app.config.PUBLIC_URL,
    signer: () => practiceMailContext(app.repos, app.config),
    secure: app.config.PUBLIC_URL.startsWith("https:"),
  });
}
