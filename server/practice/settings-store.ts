import { nowIso, type Database } from "../db/database.js";

/**
 * One entry of the practice's settings (table practice_settings: a key and a text value). The
 * areas that keep a setting there (payment instructions, who runs the practice, the meeting
 * link) read and write it through this, so the table is reached in one place.
 */
export function practiceSetting(db: Database, key: string) {
  return {
    /** The stored text, or undefined when the setting was never written (or was removed). */
    async read(): Promise<string | undefined> {
      const row = await db.selectFrom("practice_settings").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value;
    },
    async write(value: string): Promise<void> {
      const values = { value, updated_at: nowIso() };
      await db
        .insertInto("practice_settings")
        .values({ key, ...values })
        .onConflict((oc) => oc.column("key").doUpdateSet(values))
        .execute();
    },
    async remove(): Promise<void> {
      await db.deleteFrom("practice_settings").where("key", "=", key).execute();
    },
  };
}

/** A setting kept as one JSON object: read as the stored fields, written whole. */
export function jsonPracticeSetting<T extends object>(db: Database, key: string) {
  const entry = practiceSetting(db, key);
  return {
    exists: async () => (await entry.read()) !== undefined,
    async read(): Promise<Partial<T>> {
      const text = await entry.read();
      return text === undefined ? {} : (JSON.parse(text) as Partial<T>);
    },
    write: (value: T) => entry.write(JSON.stringify(value)),
  };
}
