import crypto from "node:crypto";
import { nowIso, type Database } from "./database.js";

/**
 * A random key made once and shared by every instance through the database. Instances
 * starting together may both try to make it: the first insert wins and both read it back.
 */
export async function siteSecret(db: Database, name: string): Promise<Buffer> {
  await db
    .insertInto("site_secrets")
    .values({ name, value: crypto.randomBytes(32).toString("base64"), created_at: nowIso() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("site_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64");
}
