import type { Database } from "../db/database.js";
import type { Language } from "../../core/languages.js";
import { jsonPracticeSetting } from "../practice/settings-store.js";
import { demoPaymentInstructions } from "../seed/demo-practice.js";

export type InstructionsByLanguage = Record<Language, string>;

/** Whether a language's text is still the demo's (seeded with the demo content). */
export function isDemoInstructions(texts: InstructionsByLanguage): boolean {
  return (Object.keys(demoPaymentInstructions) as Language[]).some((lang) => texts[lang] !== "" && texts[lang] === demoPaymentInstructions[lang]);
}

/**
 * Her payment instructions per language, kept in the practice's settings as one JSON value.
 * `hideDemo` (a production site): clients are never told to pay to the demo's made-up account.
 */
export function paymentInstructionsRepository(db: Database, { hideDemo = false } = {}) {
  const setting = jsonPracticeSetting<InstructionsByLanguage>(db, "payment_instructions");
  return {
    /** Whether she (or the demo seed) ever set them: cleared ones count as set. */
    exists: () => setting.exists(),
    async get(): Promise<InstructionsByLanguage> {
      const stored = await setting.read();
      return { en: stored.en ?? "", es: stored.es ?? "", gr: stored.gr ?? "" };
    },
    /** What clients are shown: on a production site, no language's text that is still the demo's. */
    async forClients(): Promise<InstructionsByLanguage> {
      const texts = await this.get();
      if (!hideDemo) return texts;
      const own = (lang: Language) => (texts[lang] === demoPaymentInstructions[lang] ? "" : texts[lang]);
      return { en: own("en"), es: own("es"), gr: own("gr") };
    },
    /** Replaces the languages given; the others keep theirs. */
    async set(change: Partial<InstructionsByLanguage>): Promise<InstructionsByLanguage> {
      const next = { ...(await this.get()), ...change };
      await setting.write(next);
      return next;
    },
  };
}
