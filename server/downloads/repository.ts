import { hashToken, newToken } from "../auth/tokens.js";
import { nowIso, type Database } from "../db/database.js";

export function downloadTokensRepository(db: Database) {
  return {
    /** Only the token's hash is stored; the token itself is answered once, to the admin. */
    async create(pdfName: string, expiresAt: string | null): Promise<{ token: string; pdf_name: string; expires_at: string | null }> {
      const { token, hash } = newToken();
      await db.insertInto("download_tokens").values({ token_hash: hash, pdf_name: pdfName, expires_at: expiresAt, created_at: nowIso() }).execute();
      return { token, pdf_name: pdfName, expires_at: expiresAt };
    },

    async find(token: string): Promise<{ pdf_name: string; expires_at: string | null } | undefined> {
      return db.selectFrom("download_tokens").select(["pdf_name", "expires_at"]).where("token_hash", "=", hashToken(token)).executeTakeFirst();
    },

    /** When a PDF is deleted its links die with it, rather than waking up if the name is reused. */
    async removeForPdf(pdfName: string): Promise<void> {
      await db.deleteFrom("download_tokens").where("pdf_name", "=", pdfName).execute();
    },
  };
}

export type DownloadTokensRepository = ReturnType<typeof downloadTokensRepository>;
