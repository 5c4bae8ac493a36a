import { nowIso, type Database } from "../db/database.js";
import { EMPTY_IDENTITY, IDENTITY_FIELDS, type PracticeIdentity } from "../../core/practice-identity.js";

const KEY = "identity";

/** Who runs the practice (core/practice-identity.ts), kept in practice_settings as one JSON value. */
export function practiceIdentityRepository(db: Database) {
  return {
    async get(): Promise<PracticeIdentity> {
      const row = await db.selectFrom("practice_settings").select("value").where("key", "=", KEY).executeTakeFirst();
      const stored = row ? (JSON.parse(row.value) as Partial<PracticeIdentity>) : {};
      const identity = { ...EMPTY_IDENTITY };
      for (const field of IDENTITY_FIELDS) if (typeof stored[field] === "string") identity[field] = stored[field];
      // The series is part of every invoice number: cleared, it falls back to the default.
      if (identity.invoice_series === "") identity.invoice_series = EMPTY_IDENTITY.invoice_series;
      return identity;
    },
    /** Replaces the fields given; the others keep theirs. */
    async set(change: Partial<PracticeIdentity>): Promise<PracticeIdentity> {
      const next = { ...(await this.get()), ...change };
      const values = { value: JSON.stringify(next), updated_at: nowIso() };
      await db
        .insertInto("practice_settings")
        .values({ key: KEY, ...values })
        .onConflict((oc) => oc.column("key").doUpdateSet(values))
        .execute();
      return this.get();
    },
  };
}
