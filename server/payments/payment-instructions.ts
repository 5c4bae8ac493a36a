import type { Database } from "../db/database.js";
import type { Language } from "../../core/languages.js";
import { jsonPracticeSetting } from "../practice/settings-store.js";

export type InstructionsByLanguage = Record<Language, string>;

/** Her payment instructions per language, kept in the practice's settings as one JSON value. */
export function paymentInstructionsRepository(db: Database) {
  const setting = jsonPracticeSetting<InstructionsByLanguage>(db, "payment_instructions");
  return {
    /** Whether she (or the demo seed) ever set them: cleared ones count as set. */
    exists: () => setting.exists(),
    async get(): Promise<InstructionsByLanguage> {
      const stored = await setting.read();
      return { en: stored.en ?? "", es: stored.es ?? "", gr: stored.gr ?? "" };
    },
    /** Replaces the languages given; the others keep theirs. */
    async set(change: Partial<InstructionsByLanguage>): Promise<InstructionsByLanguage> {
      const next = { ...(await this.get()), ...change };
      await setting.write(next);
      return next;
    },
  };
}
