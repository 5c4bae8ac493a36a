import type { Kysely, Transaction } from "kysely";
import { ApiError } from "../http/errors.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { nowIso } from "../db/database.js";
import type { DB } from "../db/schema.js";

type Executor = Kysely<DB> | Transaction<DB>;
export type TranslatedTable = "blogs" | "recipes" | "service_plans";

/** A member of a translation group, as answers name it. */
export interface Member {
  id: number;
  language: string;
  slug: string | null;
  translation_group: number;
  published: boolean;
}

// The three tables share the columns used here; Kysely cannot type a union of tables, so the
// queries go through an untyped handle and the results are typed by Member.
const loose = (ex: Executor) => ex as unknown as Kysely<any>;

/** Every member of the given groups; blogs say whether each is published (drafts are not public). */
export async function membersOf(ex: Executor, table: TranslatedTable, groups: readonly (number | null)[]): Promise<Member[]> {
  const ids = [...new Set(groups.filter((g): g is number => g !== null))];
  if (ids.length === 0) return [];
  const columns = ["id", "language", "translation_group", ...(table === "service_plans" ? [] : ["slug"]), ...(table === "blogs" ? ["published_date"] : [])];
  const rows = await loose(ex).selectFrom(table).select(columns).where("translation_group", "in", ids).execute();
  return rows.map((r: Record<string, unknown>) => ({
    id: r.id as number,
    language: r.language as string,
    slug: (r.slug as string | undefined) ?? null,
    translation_group: r.translation_group as number,
    published: table !== "blogs" || r.published_date !== null,
  }));
}

/** The other members of an item's group, in the order of the languages. */
export function translationsOf(item: { id: number; translation_group: number | null }, members: readonly Member[]): Member[] {
  if (item.translation_group === null) return [];
  const order = ["en", "es", "gr"];
  return members
    .filter((m) => m.translation_group === item.translation_group && m.id !== item.id)
    .sort((a, b) => order.indexOf(a.language) - order.indexOf(b.language));
}

/** A new, empty group. */
export async function newGroup(ex: Executor): Promise<number> {
  const { id } = await ex.insertInto("translation_groups").values({ created_at: nowIso() }).returning("id").executeTakeFirstOrThrow();
  return id;
}

/**
 * The group of the item `originId`, made (and the original put in it) when it has none yet.
 * Refuses a language the group already has: at most one translation per language.
 */
export async function groupFor(ex: Executor, table: TranslatedTable, originId: number, language: string): Promise<number> {
  const origin = await loose(ex).selectFrom(table).select(["translation_group", "language"]).where("id", "=", originId).executeTakeFirst();
  if (!origin) throw new ApiError(422, "translation_source_not_found", { translation_of: ["translation_source_not_found"] });
  let group = origin.translation_group as number | null;
  if (group === null) {
    group = await newGroup(ex);
    await loose(ex).updateTable(table).set({ translation_group: group }).where("id", "=", originId).execute();
  }
  await assertLanguageFree(ex, table, group, language);
  return group;
}

/** A group holds one item per language; `exceptId` is the item being moved or edited. */
export async function assertLanguageFree(ex: Executor, table: TranslatedTable, group: number | null, language: string, exceptId?: number): Promise<void> {
  if (group === null) return;
  let q = loose(ex).selectFrom(table).select("id").where("translation_group", "=", group).where("language", "=", language);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw translationExists();
}

export const translationExists = () => new ApiError(422, "translation_exists", { language: ["translation_exists"] });

/** Two writes racing into one group's language: the unique index decides, the loser is told why. */
export function isTranslationClash(e: unknown, table: TranslatedTable): boolean {
  return isUniqueViolation(e, `${table}_translation_language`) || (isUniqueViolation(e) && /translation_group/.test(String((e as Error).message)));
}
