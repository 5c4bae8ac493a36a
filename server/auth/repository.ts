import type { Database } from "../db/database.js";
import { nowIso } from "../db/database.js";
import { hashPassword } from "./passwords.js";
import { hashToken, newToken } from "./tokens.js";

export function authRepository(db: Database, sessionTtlHours: number) {
  return {
    findAdminByEmail(email: string) {
      return db.selectFrom("admins").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
    },

    async countAdmins(): Promise<number> {
      const row = await db
        .selectFrom("admins")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async createAdmin(email: string, password: string) {
      const now = nowIso();
      return db
        .insertInto("admins")
        .values({ email: email.trim().toLowerCase(), password_hash: await hashPassword(password), created_at: now, password_changed_at: now })
        .returning(["id", "email"])
        .executeTakeFirstOrThrow();
    },

    /** A new password ends every session of that admin. */
    async setPassword(adminId: number, password: string) {
      const now = nowIso();
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("admins").set({ password_hash: hash, password_changed_at: now }).where("id", "=", adminId).execute();
        await trx.updateTable("admin_sessions").set({ revoked_at: now }).where("admin_id", "=", adminId).where("revoked_at", "is", null).execute();
      });
    },

    async createSession(adminId: number): Promise<{ token: string; expiresAt: string }> {
      const { token, hash } = newToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + sessionTtlHours * 3600_000).toISOString();
      await db
        .insertInto("admin_sessions")
        .values({ admin_id: adminId, token_hash: hash, created_at: now.toISOString(), expires_at: expiresAt, revoked_at: null })
        .execute();
      return { token, expiresAt };
    },

    /**
     * Looked up by the token's SHA-256, through a unique index: the secret itself is never
     * compared byte by byte, so response time says nothing about how close a guess was.
     */
    async findActiveSession(token: string) {
      return db
        .selectFrom("admin_sessions")
        .innerJoin("admins", "admins.id", "admin_sessions.admin_id")
        .select(["admin_sessions.id as session_id", "admins.id as admin_id", "admins.email", "admin_sessions.expires_at"])
        .where("admin_sessions.token_hash", "=", hashToken(token))
        .where("admin_sessions.revoked_at", "is", null)
        .where("admin_sessions.expires_at", ">", nowIso())
        .executeTakeFirst();
    },

    async revokeSession(sessionId: number) {
      await db.updateTable("admin_sessions").set({ revoked_at: nowIso() }).where("id", "=", sessionId).execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
