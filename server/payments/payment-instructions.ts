import { nowIso, type Database } from "../db/database.js";
import type { Language } from "../../core/languages.js";

const KEY = "payment_instructions";
export type InstructionsByLanguage = Record<Language, string>;
const EMPTY: InstructionsByLanguage = { en: "", es: "", gr: "" };

/** Her payment instructions per language, kept in practice_settings as one JSON value. */
export function paymentInstructionsRepository(db: Database) {
  return {
    async get(): Promise<InstructionsByLanguage> {
      const row = await db.selectFrom("practice_settings").select("value").where("key", "=", KEY).executeTakeFirst();
      if (!row) return { ...EMPTY };
      const stored = JSON.parse(row.value) as Partial<InstructionsByLanguage>;
      return { en: stored.en ?? "", es: stored.es ?? "", gr: stored.gr ?? "" };
    },
    /** Replaces the languages given; the others keep theirs. */
    async set(change: Partial<InstructionsByLanguage>): Promise<InstructionsByLanguage> {
      const next = { ...(await this.get()), ...change };
      const values = { value: JSON.stringify(next), updated_at: nowIso() };
      await db
        .insertInto("practice_settings")
        .values({ key: KEY, ...values })
        .onConflict((oc) => oc.column("key").doUpdateSet(values))
        .execute();
      return next;
    },
  };
}
