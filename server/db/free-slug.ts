import type { Kysely } from "kysely";
import type { DB } from "./schema.js";
import { DomainError } from "../kernel/domain-errors.js";

type SluggedTable = "blogs" | "recipes";

/** `base`, or `base-2`, `base-3`… whichever is free first in `table` right now. */
export async function freeSlug(db: Kysely<DB>, table: SluggedTable, base: string, exceptId?: number): Promise<string> {
  let q = db
    .selectFrom(table)
    .select("slug")
    .where((w) => w.or([w("slug", "=", base), w("slug", "like", `${base}-%`)]));
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  const used = new Set((await q.execute()).map((r) => r.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Each round at least one racing writer wins, so this bounds twice that many writers at once. */
const MAX_ATTEMPTS = 40;

const isSlugClash = (e: unknown) => e instanceof DomainError && e.fields.slug?.includes("slug_taken") === true;

/**
 * Writes with an automatic slug made from `base`. Reading the free suffix and inserting are
 * two steps, so parallel writers of one title can pick the same one (PostgreSQL runs them
 * truly at once); the unique index refuses all but one, and the others try the next free
 * suffix. `write` must turn a unique violation on the slug into the slug_taken DomainError.
 */
export async function writeWithFreeSlug<T>(db: Kysely<DB>, table: SluggedTable, base: string, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = await freeSlug(db, table, base);
    try {
      return await write(slug);
    } catch (e) {
      if (!isSlugClash(e) || attempt >= MAX_ATTEMPTS) throw e;
    }
  }
}
