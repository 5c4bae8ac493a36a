import type { Kysely, Transaction } from "kysely";
import type { ServicePlan, ServicePlanInput } from "../../core/schemas/service-plan.js";
import { keptFeatures, planTerms } from "../../core/schemas/service-plan.js";
import { invalid, notFound } from "../kernel/domain-errors.js";
import { nowIso, type Database } from "../db/database.js";
import type { DB, Row } from "../db/schema.js";
import {
  assertLanguageFree,
  groupFor,
  isTranslationClash,
  membersOf,
  newGroup,
  translationExists,
  translationsOf,
  type Member,
} from "../translations/groups.js";

type Executor = Kysely<DB> | Transaction<DB>;

/** The other plans a bundle's credit books, as stored (a JSON array of ids). */
export function coversOf(row: { bundle_covers: string | null }): number[] {
  const ids = row.bundle_covers ? (JSON.parse(row.bundle_covers) as unknown) : [];
  return Array.isArray(ids) ? ids.filter((v): v is number => Number.isInteger(v)) : [];
}

/** The bundle's columns from a plan's input: all three terms and its covers, or none when not sent. */
function bundleColumns(input: Partial<ServicePlanInput>) {
  if (input.bundle_sessions === undefined && input.covered_plan_ids === undefined) return {};
  const selling = input.bundle_sessions !== null && input.bundle_sessions !== undefined;
  return {
    ...(input.bundle_sessions !== undefined && {
      bundle_sessions: input.bundle_sessions,
      bundle_price: selling ? (input.bundle_price ?? null) : null,
      validity_months: selling ? (input.validity_months ?? null) : null,
    }),
    ...(input.covered_plan_ids !== undefined && { bundle_covers: JSON.stringify([...new Set(input.covered_plan_ids)]) }),
  };
}

/** Plans named as covered must exist; throwing rolls back the write. */
async function requireCoveredPlans(ex: Executor, ids: number[] | undefined) {
  if (!ids?.length) return;
  const found = await ex.selectFrom("service_plans").select("id").where("id", "in", ids).execute();
  if (found.length !== new Set(ids).size) throw invalid("unknown_covered_plan", { covered_plan_ids: ["unknown_covered_plan"] });
}

function toPlan(row: Row<"service_plans">, features: Row<"service_plan_features">[], members: Member[]): ServicePlan {
  const translations = translationsOf(row, members).map((m) => ({ language: m.language, id: m.id }));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    order: row.sort_order,
    language: row.language,
    payment_link: row.payment_link,
    duration_minutes: row.duration_minutes,
    intro_call: row.intro_call === 1,
    vat_rate: row.vat_rate,
    bundle_sessions: row.bundle_sessions,
    bundle_price: row.bundle_sessions === null ? null : row.bundle_price,
    validity_months: row.bundle_sessions === null ? null : row.validity_months,
    covered_plan_ids: row.bundle_sessions === null ? [] : coversOf(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
    features: features
      .filter((f) => f.service_plan_id === row.id)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((f) => ({ id: f.id, name: f.name, service_plan_id: f.service_plan_id })),
    ...(translations.length ? { translations } : {}),
  };
}

/** A plan's translation as "Add translation" sends it: price, order and VAT come from the group. */
export type PlanTranslationInput = Omit<ServicePlanInput, "price" | "order" | "vat_rate">;

export function servicePlansRepository(db: Database) {
  async function withFeatures(ex: Executor, rows: Row<"service_plans">[]): Promise<ServicePlan[]> {
    if (rows.length === 0) return [];
    const [features, members] = await Promise.all([
      ex
        .selectFrom("service_plan_features")
        .selectAll()
        .where(
          "service_plan_id",
          "in",
          rows.map((r) => r.id),
        )
        .execute(),
      membersOf(
        ex,
        "service_plans",
        rows.map((r) => r.translation_group),
      ),
    ]);
    return rows.map((r) => toPlan(r, features, members));
  }

  /** Runs a write in one transaction; a concurrent write into the same group's language becomes 422. */
  async function write<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(fn);
    } catch (e) {
      if (isTranslationClash(e, "service_plans")) throw translationExists();
      throw e;
    }
  }

  async function insertPlan(ex: Executor, input: ServicePlanInput & { language: string }, group: number | null): Promise<number> {
    const now = nowIso();
    const terms = planTerms(input);
    const { id } = await ex
      .insertInto("service_plans")
      .values({
        title: input.title,
        description: input.description,
        price: terms.price ?? input.price,
        sort_order: input.order,
        language: input.language,
        payment_link: input.payment_link ?? null,
        created_at: now,
        updated_at: now,
        translation_group: group,
        duration_minutes: terms.duration_minutes ?? null,
        intro_call: terms.intro_call ? 1 : 0,
        vat_rate: input.vat_rate ?? 0,
        ...bundleColumns(input),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const features = keptFeatures(input.features_attributes);
    if (features.length) {
      await ex
        .insertInto("service_plan_features")
        .values(features.map((f, i) => ({ service_plan_id: id, name: f.name, position: i })))
        .execute();
    }
    return id;
  }

  const repo = {
    async list(language?: string, ex: Executor = db): Promise<ServicePlan[]> {
      let q = ex.selectFrom("service_plans").selectAll().orderBy("sort_order").orderBy("id");
      if (language) q = q.where("language", "=", language);
      return withFeatures(ex, await q.execute());
    },

    /** When any plan last changed (ISO), or null with none: the services page's last-modified date. */
    async lastUpdated(): Promise<string | null> {
      const row = await db
        .selectFrom("service_plans")
        .select((eb) => eb.fn.max("updated_at").as("at"))
        .executeTakeFirst();
      return (row?.at as string | null | undefined) ?? null;
    },

    async find(id: number, ex: Executor = db): Promise<ServicePlan | undefined> {
      const row = await ex.selectFrom("service_plans").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? (await withFeatures(ex, [row]))[0] : undefined;
    },

    /**
     * All plans in one transaction, linked as one translation group (the admin's create form
     * sends one per language): a failure on the third leaves none of them stored.
     */
    async createMany(inputs: ServicePlanInput[]): Promise<ServicePlan[]> {
      return write(async (trx) => {
        await requireCoveredPlans(trx, inputs[0]?.covered_plan_ids);
        const group = await newGroup(trx);
        const ids = [];
        for (const input of inputs) ids.push(await insertPlan(trx, input, group));
        const rows = await trx.selectFrom("service_plans").selectAll().where("id", "in", ids).orderBy("id").execute();
        return withFeatures(trx, rows);
      });
    },

    /** A translation of plan `originId` in another language; it takes the group's shared terms: price, order, duration and the intro-call mark. */
    async addTranslation(originId: number, input: PlanTranslationInput): Promise<ServicePlan> {
      return write(async (trx) => {
        const origin = await trx
          .selectFrom("service_plans")
          .select(["price", "sort_order", "duration_minutes", "intro_call", "vat_rate", "bundle_sessions", "bundle_price", "validity_months", "bundle_covers"])
          .where("id", "=", originId)
          .executeTakeFirst();
        if (!origin) throw notFound("service_plan_not_found");
        const group = await groupFor(trx, "service_plans", originId, input.language);
        const id = await insertPlan(
          trx,
          {
            ...input,
            price: origin.price,
            order: origin.sort_order,
            duration_minutes: origin.duration_minutes,
            intro_call: origin.intro_call === 1,
            vat_rate: origin.vat_rate as 0 | 21,
            bundle_sessions: origin.bundle_sessions,
            bundle_price: origin.bundle_price,
            validity_months: origin.validity_months,
            covered_plan_ids: coversOf(origin),
          },
          group,
        );
        return (await repo.find(id, trx))!;
      });
    },

    /**
     * Price and order belong to the translation group: a change sent for one plan is made to
     * every plan of its group, so the languages cannot drift apart (decision 016).
     *
     * Nested features follow Rails' accepts_nested_attributes_for: with an id and _destroy
     * the feature goes, with an id it is renamed, without one it is added. Features of the
     * plan not mentioned are kept. Unknown ids are refused so nothing silently vanishes.
     */
    async update(id: number, input: Partial<ServicePlanInput> & Pick<ServicePlanInput, "features_attributes">): Promise<ServicePlan> {
      return write(async (trx) => {
        const existing = await trx.selectFrom("service_plans").select(["id", "translation_group", "intro_call"]).where("id", "=", id).executeTakeFirst();
        if (!existing) throw notFound("service_plan_not_found");
        // An intro call stays free and short until it is explicitly unmarked.
        const terms = planTerms({ ...input, intro_call: input.intro_call ?? (existing.intro_call === 1 || undefined) });
        if (input.language !== undefined) await assertLanguageFree(trx, "service_plans", existing.translation_group, input.language, id);
        const shared = {
          ...(terms.price !== undefined && { price: terms.price }),
          ...(input.order !== undefined && { sort_order: input.order }),
          // One plan in three languages lasts as long, and is the intro call, in each.
          ...(terms.duration_minutes !== undefined && { duration_minutes: terms.duration_minutes }),
          ...(terms.intro_call !== undefined && { intro_call: terms.intro_call ? 1 : 0 }),
          // Its VAT treatment too: the same service is exempt, or not, in every language.
          ...(input.vat_rate !== undefined && { vat_rate: input.vat_rate }),
          // And the bundle it is sold as.
          ...bundleColumns(input),
        };
        await requireCoveredPlans(trx, input.covered_plan_ids);
        if (existing.translation_group !== null && Object.keys(shared).length) {
          await trx
            .updateTable("service_plans")
            .set({ ...shared, updated_at: nowIso() })
            .where("translation_group", "=", existing.translation_group)
            .where("id", "!=", id)
            .execute();
        }
        await trx
          .updateTable("service_plans")
          .set({
            ...(input.title !== undefined && { title: input.title }),
            ...(input.description !== undefined && { description: input.description }),
            ...(terms.price !== undefined && { price: terms.price }),
            ...(terms.duration_minutes !== undefined && { duration_minutes: terms.duration_minutes }),
            ...(terms.intro_call !== undefined && { intro_call: terms.intro_call ? 1 : 0 }),
            ...(input.order !== undefined && { sort_order: input.order }),
            ...(input.language !== undefined && { language: input.language }),
            ...(input.payment_link !== undefined && { payment_link: input.payment_link }),
            ...(input.vat_rate !== undefined && { vat_rate: input.vat_rate }),
            ...bundleColumns(input),
            updated_at: nowIso(),
          })
          .where("id", "=", id)
          .execute();
        const current = await trx.selectFrom("service_plan_features").selectAll().where("service_plan_id", "=", id).execute();
        let position = current.reduce((m, f) => Math.max(m, f.position + 1), 0);
        for (const f of input.features_attributes) {
          if (f.id !== undefined) {
            // Throwing rolls back the whole update: nothing half-applied.
            if (!current.some((c) => c.id === f.id)) throw notFound("feature_not_found");
            if (f._destroy || f.name.trim() === "") await trx.deleteFrom("service_plan_features").where("id", "=", f.id).execute();
            else await trx.updateTable("service_plan_features").set({ name: f.name }).where("id", "=", f.id).execute();
          } else if (!f._destroy && f.name.trim() !== "") {
            await trx.insertInto("service_plan_features").values({ service_plan_id: id, name: f.name, position: position++ }).execute();
          }
        }
        return (await repo.find(id, trx))!;
      });
    },

    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom("service_plans").where("id", "=", id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async removeFeature(planId: number, featureId: number): Promise<boolean> {
      const res = await db.deleteFrom("service_plan_features").where("id", "=", featureId).where("service_plan_id", "=", planId).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
  return repo;
}

export type ServicePlansRepository = ReturnType<typeof servicePlansRepository>;
