import type { Database } from "../db/database.js";
import { EMPTY_IDENTITY, IDENTITY_FIELDS, type PracticeIdentity } from "../../core/practice-identity.js";
import { practiceNames, type PracticeNames } from "../../core/practice-name.js";
import { jsonPracticeSetting } from "./settings-store.js";

/** Who runs the practice (core/practice-identity.ts), kept in the practice's settings as one JSON value. */
export function practiceIdentityRepository(db: Database) {
  const setting = jsonPracticeSetting<PracticeIdentity>(db, "identity");
  return {
    async get(): Promise<PracticeIdentity> {
      const stored = await setting.read();
      const identity = { ...EMPTY_IDENTITY };
      for (const field of IDENTITY_FIELDS) if (typeof stored[field] === "string") identity[field] = stored[field];
      // The series is part of every invoice number: cleared, it falls back to the default.
      if (identity.invoice_series === "") identity.invoice_series = EMPTY_IDENTITY.invoice_series;
      return identity;
    },
    /** The practice's name in each language (core/practice-name.ts). */
    async names(): Promise<PracticeNames> {
      return practiceNames(await this.get());
    },
    /** Replaces the fields given; the others keep theirs. */
    async set(change: Partial<PracticeIdentity>): Promise<PracticeIdentity> {
      await setting.write({ ...(await this.get()), ...change });
      return this.get();
    },
  };
}
