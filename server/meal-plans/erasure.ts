import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema.js";

/** Her plans go with the rest of her clinical record when its keeping time ends; the count deleted. */
export async function deleteMealPlansOf(ex: Kysely<DB> | Transaction<DB>, clientIds: number[]): Promise<number> {
  const done = await ex.deleteFrom("meal_plans").where("client_id", "in", clientIds).executeTakeFirst();
  return Number(done.numDeletedRows);
}
