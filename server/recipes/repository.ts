import type { Kysely, Transaction } from "kysely";
import type { Page } from "../../core/schemas/common.js";
import { publishedDate, type Recipe, type RecipeInput, type RecipeUpdate } from "../../core/schemas/recipe.js";
import { conflict, invalid, notFound } from "../kernel/domain-errors.js";
import { nowIso, type Database } from "../db/database.js";
import type { DB, Row } from "../db/schema.js";
import { assertLanguageFree, groupFor, isTranslationClash, membersOf, translationExists, translationsOf, type Member } from "../translations/groups.js";

type Executor = Kysely<DB> | Transaction<DB>;

type Parts = {
  ingredients: Row<"recipe_ingredients">[];
  instructions: Row<"recipe_instructions">[];
  facts: Row<"recipe_nutritional_facts">[];
  info: Row<"recipe_valuable_info">[];
  meta: Row<"recipe_meta_info">[];
  members: Member[];
};

const byPosition = (a: { position: number; id: number }, b: { position: number; id: number }) => a.position - b.position || a.id - b.id;

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

const slugTaken = () => conflict("slug_taken", { slug: ["slug_taken"] });

/**
 * Recipes and their five kinds of parts. image_url holds the storage key of the uploaded
 * image; answers carry its public address, made by imageUrl, so the backend base can move.
 */
export function recipesRepository(db: Database, imageUrl: (stored: string | null) => string | null = (k) => k) {
  function toRecipe(row: Row<"recipes">, p: Parts): Recipe {
    const mine = <T extends { recipe_id: number }>(rows: T[]) => rows.filter((r) => r.recipe_id === row.id);
    const info = mine(p.info)[0];
    const meta = mine(p.meta)[0];
    const translations = translationsOf(row, p.members).map((m) => ({ language: m.language, slug: m.slug! }));
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      category: row.category,
      language: row.language,
      published_date: row.published_date,
      image_url: imageUrl(row.image_url),
      ingredients: mine(p.ingredients)
        .sort(byPosition)
        .map((i) => ({
          id: i.id,
          name: i.name,
          quantity: i.quantity,
          size: i.size,
          ...(i.food_id !== null && i.grams !== null ? { food_id: i.food_id, grams: Number(i.grams) } : {}),
        })),
      instructions: mine(p.instructions)
        .sort((a, b) => a.step_number - b.step_number || a.id - b.id)
        .map((s) => ({ id: s.id, step_number: s.step_number, step_content: s.step_content })),
      nutritional_facts: mine(p.facts)
        .sort(byPosition)
        .map((f) => ({ id: f.id, name: f.name, quantity: f.quantity, size: f.size })),
      valuable_info: info ? { id: info.id, duration: info.duration, difficulty: info.difficulty, portions: info.portions } : null,
      meta_info: meta ? { id: meta.id, meta_title: meta.meta_title, meta_description: meta.meta_description, meta_keywords: meta.meta_keywords } : null,
      created_at: row.created_at,
      updated_at: row.updated_at,
      ...(translations.length ? { translations } : {}),
    };
  }

  async function withParts(ex: Executor, rows: Row<"recipes">[]): Promise<Recipe[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [ingredients, instructions, facts, info, meta, members] = await Promise.all([
      ex.selectFrom("recipe_ingredients").selectAll().where("recipe_id", "in", ids).execute(),
      ex.selectFrom("recipe_instructions").selectAll().where("recipe_id", "in", ids).execute(),
      ex.selectFrom("recipe_nutritional_facts").selectAll().where("recipe_id", "in", ids).execute(),
      ex.selectFrom("recipe_valuable_info").selectAll().where("recipe_id", "in", ids).execute(),
      ex.selectFrom("recipe_meta_info").selectAll().where("recipe_id", "in", ids).execute(),
      membersOf(
        ex,
        "recipes",
        rows.map((r) => r.translation_group),
      ),
    ]);
    return rows.map((r) => toRecipe(r, { ingredients, instructions, facts, info, meta, members }));
  }

  async function assertSlugFree(ex: Executor, slug: string, exceptId?: number): Promise<void> {
    let q = ex.selectFrom("recipes").select("id").where("slug", "=", slug);
    if (exceptId !== undefined) q = q.where("id", "<>", exceptId);
    if (await q.executeTakeFirst()) throw slugTaken();
  }

  /** Refuses ids that are not among the recipe's own rows of that kind; the transaction rolls back. */
  function assertOwn(field: string, rows: { id?: number }[], existing: { id: number }[]): void {
    const own = new Set(existing.map((e) => e.id));
    const fields: Record<string, string[]> = {};
    rows.forEach((r, i) => {
      if (r.id !== undefined && !own.has(r.id)) fields[`${field}.${i}.id`] = ["recipe_item_not_found"];
    });
    if (Object.keys(fields).length) throw invalid("recipe_item_not_found", fields);
  }

  async function syncIngredients(trx: Transaction<DB>, recipeId: number, rows: RecipeInput["ingredients_attributes"]) {
    const existing = await trx.selectFrom("recipe_ingredients").select("id").where("recipe_id", "=", recipeId).execute();
    assertOwn("ingredients_attributes", rows, existing);
    const keep = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    const gone = existing.map((e) => e.id).filter((id) => !keep.includes(id));
    if (gone.length) await trx.deleteFrom("recipe_ingredients").where("id", "in", gone).execute();
    const linked = [...new Set(rows.flatMap((r) => (r.food_id ? [r.food_id] : [])))];
    if (linked.length) {
      const found = await trx.selectFrom("foods").select("id").where("id", "in", linked).execute();
      if (found.length !== linked.length) throw invalid("validation_failed", { ingredients_attributes: ["plan_unknown_food"] });
    }
    for (const [position, r] of rows.entries()) {
      // The link is changed only when sent: an older client's edit keeps it.
      const values = {
        name: r.name,
        quantity: r.quantity,
        size: r.size,
        position,
        ...(r.food_id !== undefined
          ? { food_id: r.food_id, grams: r.food_id === null ? null : (r.grams ?? null) }
          : r.grams !== undefined
            ? { grams: r.grams }
            : {}),
      };
      if (r.id !== undefined) await trx.updateTable("recipe_ingredients").set(values).where("id", "=", r.id).execute();
      else
        await trx
          .insertInto("recipe_ingredients")
          .values({ ...values, recipe_id: recipeId })
          .execute();
    }
  }

  async function syncFacts(trx: Transaction<DB>, recipeId: number, rows: RecipeInput["nutritional_facts_attributes"]) {
    const existing = await trx.selectFrom("recipe_nutritional_facts").select("id").where("recipe_id", "=", recipeId).execute();
    assertOwn("nutritional_facts_attributes", rows, existing);
    const keep = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    const gone = existing.map((e) => e.id).filter((id) => !keep.includes(id));
    if (gone.length) await trx.deleteFrom("recipe_nutritional_facts").where("id", "in", gone).execute();
    for (const [position, r] of rows.entries()) {
      const values = { name: r.name, quantity: r.quantity, size: r.size, position };
      if (r.id !== undefined) await trx.updateTable("recipe_nutritional_facts").set(values).where("id", "=", r.id).execute();
      else
        await trx
          .insertInto("recipe_nutritional_facts")
          .values({ ...values, recipe_id: recipeId })
          .execute();
    }
  }

  async function syncInstructions(trx: Transaction<DB>, recipeId: number, rows: RecipeInput["instructions_attributes"]) {
    const existing = await trx.selectFrom("recipe_instructions").select("id").where("recipe_id", "=", recipeId).execute();
    assertOwn("instructions_attributes", rows, existing);
    const keep = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    const gone = existing.map((e) => e.id).filter((id) => !keep.includes(id));
    if (gone.length) await trx.deleteFrom("recipe_instructions").where("id", "in", gone).execute();
    for (const r of rows) {
      const values = { step_number: r.step_number, step_content: r.step_content };
      if (r.id !== undefined) await trx.updateTable("recipe_instructions").set(values).where("id", "=", r.id).execute();
      else
        await trx
          .insertInto("recipe_instructions")
          .values({ ...values, recipe_id: recipeId })
          .execute();
    }
  }

  async function syncValuableInfo(trx: Transaction<DB>, recipeId: number, input: RecipeInput["valuable_info_attributes"]) {
    const current = await trx.selectFrom("recipe_valuable_info").select("id").where("recipe_id", "=", recipeId).executeTakeFirst();
    if (input.id !== undefined && input.id !== current?.id)
      throw invalid("recipe_item_not_found", { "valuable_info_attributes.id": ["recipe_item_not_found"] });
    const values = { duration: input.duration, difficulty: input.difficulty, portions: input.portions };
    if (current) await trx.updateTable("recipe_valuable_info").set(values).where("id", "=", current.id).execute();
    else
      await trx
        .insertInto("recipe_valuable_info")
        .values({ ...values, recipe_id: recipeId })
        .execute();
  }

  async function syncMetaInfo(trx: Transaction<DB>, recipeId: number, input: RecipeInput["meta_info_attributes"]) {
    const current = await trx.selectFrom("recipe_meta_info").select("id").where("recipe_id", "=", recipeId).executeTakeFirst();
    if (input.id !== undefined && input.id !== current?.id) throw invalid("recipe_item_not_found", { "meta_info_attributes.id": ["recipe_item_not_found"] });
    const values = { meta_title: input.meta_title, meta_description: input.meta_description, meta_keywords: input.meta_keywords };
    if (current) await trx.updateTable("recipe_meta_info").set(values).where("id", "=", current.id).execute();
    else
      await trx
        .insertInto("recipe_meta_info")
        .values({ ...values, recipe_id: recipeId })
        .execute();
  }

  /** Runs a write in one transaction; a unique slug clash from a concurrent write becomes 409. */
  async function write<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(fn);
    } catch (e) {
      if (isTranslationClash(e, "recipes")) throw translationExists();
      if (isUniqueViolation(e)) throw slugTaken();
      throw e;
    }
  }

  const repo = {
    /** Newest first. */
    async list(language?: string, ex: Executor = db, page: Page = {}): Promise<Recipe[]> {
      let q = ex.selectFrom("recipes").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
      if (language) q = q.where("language", "=", language);
      if (page.limit !== undefined) q = q.limit(page.limit).offset(page.offset ?? 0);
      return withParts(ex, await q.execute());
    },

    /** Every recipe without its parts, newest first: what the sitemap needs. */
    async summaries(): Promise<
      { id: number; translation_group: number | null; slug: string; language: string; title: string; image_url: string | null; updated_at: string }[]
    > {
      const rows = await db
        .selectFrom("recipes")
        .select(["id", "translation_group", "slug", "language", "title", "image_url", "updated_at"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map((r) => ({ ...r, image_url: imageUrl(r.image_url) }));
    },

    async count(language?: string): Promise<number> {
      let q = db.selectFrom("recipes").select((eb) => eb.fn.countAll<string | number>().as("n"));
      if (language) q = q.where("language", "=", language);
      const row = await q.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async findBySlug(slug: string, ex: Executor = db): Promise<Recipe | undefined> {
      const row = await ex.selectFrom("recipes").selectAll().where("slug", "=", slug).executeTakeFirst();
      return row ? (await withParts(ex, [row]))[0] : undefined;
    },

    /** The recipe's id, translation group and stored image key, for linking a translation to it. */
    async groupOf(slug: string): Promise<{ id: number; translation_group: number | null; image_url: string | null } | undefined> {
      return db.selectFrom("recipes").select(["id", "translation_group", "image_url"]).where("slug", "=", slug).executeTakeFirst();
    },

    /**
     * The recipe and all its parts, or nothing. published_date is the day of creation in Madrid.
     * With `translationOf` (a recipe's id) it joins that recipe's translation group.
     */
    async create(input: RecipeInput, opts: { imageKey?: string | null; now?: Date; translationOf?: number } = {}): Promise<Recipe> {
      const now = opts.now ?? new Date();
      return write(async (trx) => {
        await assertSlugFree(trx, input.slug);
        const group = opts.translationOf === undefined ? null : await groupFor(trx, "recipes", opts.translationOf, input.language);
        const { id } = await trx
          .insertInto("recipes")
          .values({
            slug: input.slug,
            language: input.language,
            title: input.title,
            description: input.description,
            category: input.category,
            published_date: publishedDate(now),
            image_url: opts.imageKey ?? null,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
            translation_group: group,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await syncIngredients(trx, id, input.ingredients_attributes);
        await syncInstructions(trx, id, input.instructions_attributes);
        await syncFacts(trx, id, input.nutritional_facts_attributes);
        await syncValuableInfo(trx, id, input.valuable_info_attributes);
        await syncMetaInfo(trx, id, input.meta_info_attributes);
        return (await repo.findBySlug(input.slug, trx))!;
      });
    },

    /**
     * Applies what was sent (see recipeUpdate). The image changes only when a new one is
     * given; published_date never changes.
     */
    async update(slug: string, input: RecipeUpdate, opts: { imageKey?: string } = {}): Promise<Recipe> {
      return write(async (trx) => {
        const current = await trx.selectFrom("recipes").select(["id", "slug", "translation_group"]).where("slug", "=", slug).executeTakeFirst();
        if (!current) throw notFound("recipe_not_found");
        if (input.language !== undefined) await assertLanguageFree(trx, "recipes", current.translation_group, input.language, current.id);
        const newSlug = input.slug ?? current.slug;
        if (newSlug !== current.slug) await assertSlugFree(trx, newSlug, current.id);
        await trx
          .updateTable("recipes")
          .set({
            slug: newSlug,
            ...(input.title !== undefined && { title: input.title }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.category !== undefined && { category: input.category }),
            ...(input.language !== undefined && { language: input.language }),
            ...(opts.imageKey !== undefined && { image_url: opts.imageKey }),
            updated_at: nowIso(),
          })
          .where("id", "=", current.id)
          .execute();
        if (input.ingredients_attributes) await syncIngredients(trx, current.id, input.ingredients_attributes);
        if (input.instructions_attributes) await syncInstructions(trx, current.id, input.instructions_attributes);
        if (input.nutritional_facts_attributes) await syncFacts(trx, current.id, input.nutritional_facts_attributes);
        if (input.valuable_info_attributes) await syncValuableInfo(trx, current.id, input.valuable_info_attributes);
        if (input.meta_info_attributes) await syncMetaInfo(trx, current.id, input.meta_info_attributes);
        return (await repo.findBySlug(newSlug, trx))!;
      });
    },

    /** The parts go with it (foreign keys cascade). */
    async remove(slug: string): Promise<boolean> {
      const res = await db.deleteFrom("recipes").where("slug", "=", slug).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
  return repo;
}

export type RecipesRepository = ReturnType<typeof recipesRepository>;
