import type { Kysely, Transaction } from "kysely";
import type { ServicePlan, ServicePlanInput } from "../../core/schemas/service-plan.js";
import { keptFeatures } from "../../core/schemas/service-plan.js";
import { ApiError } from "../http/errors.js";
import { nowIso, type Database } from "../db/database.js";
import type { DB, Row } from "../db/schema.js";

type Executor = Kysely<DB> | Transaction<DB>;

function toPlan(row: Row<"service_plans">, features: Row<"service_plan_features">[]): ServicePlan {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    order: row.sort_order,
    language: row.language,
    payment_link: row.payment_link,
    features: features
      .filter((f) => f.service_plan_id === row.id)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((f) => ({ id: f.id, name: f.name })),
  };
}

export function servicePlansRepository(db: Database) {
  async function withFeatures(ex: Executor, rows: Row<"service_plans">[]): Promise<ServicePlan[]> {
    if (rows.length === 0) return [];
    const features = await ex.selectFrom("service_plan_features").selectAll().where("service_plan_id", "in", rows.map((r) => r.id)).execute();
    return rows.map((r) => toPlan(r, features));
  }

  async function insertPlan(ex: Executor, input: ServicePlanInput & { language: string }): Promise<number> {
    const now = nowIso();
    const { id } = await ex
      .insertInto("service_plans")
      .values({
        title: input.title, description: input.description, price: input.price, sort_order: input.order,
        language: input.language, payment_link: input.payment_link ?? null, created_at: now, updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const features = keptFeatures(input.features_attributes);
    if (features.length) {
      await ex.insertInto("service_plan_features").values(features.map((f, i) => ({ service_plan_id: id, name: f.name, position: i }))).execute();
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
      const row = await db.selectFrom("service_plans").select((eb) => eb.fn.max("updated_at").as("at")).executeTakeFirst();
      return (row?.at as string | null | undefined) ?? null;
    },

    async find(id: number, ex: Executor = db): Promise<ServicePlan | undefined> {
      const row = await ex.selectFrom("service_plans").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? (await withFeatures(ex, [row]))[0] : undefined;
    },

    /** All plans in one transaction: a failure on the third leaves none of them stored. */
    async createMany(inputs: ServicePlanInput[]): Promise<ServicePlan[]> {
      return db.transaction().execute(async (trx) => {
        const ids = [];
        for (const input of inputs) ids.push(await insertPlan(trx, input));
        const rows = await trx.selectFrom("service_plans").selectAll().where("id", "in", ids).orderBy("id").execute();
        return withFeatures(trx, rows);
      });
    },

    /**
     * Nested features follow Rails' accepts_nested_attributes_for: with an id and _destroy
     * the feature goes, with an id it is renamed, without one it is added. Features of the
     * plan not mentioned are kept. Unknown ids are refused so nothing silently vanishes.
     */
    async update(id: number, input: Partial<ServicePlanInput> & Pick<ServicePlanInput, "features_attributes">): Promise<ServicePlan> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom("service_plans").select("id").where("id", "=", id).executeTakeFirst();
        if (!existing) throw new ApiError(404, "service_plan_not_found");
        await trx
          .updateTable("service_plans")
          .set({
            ...(input.title !== undefined && { title: input.title }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.price !== undefined && { price: input.price }),
            ...(input.order !== undefined && { sort_order: input.order }),
            ...(input.language !== undefined && { language: input.language }),
            ...(input.payment_link !== undefined && { payment_link: input.payment_link }),
            updated_at: nowIso(),
          })
          .where("id", "=", id)
          .execute();
        const current = await trx.selectFrom("service_plan_features").selectAll().where("service_plan_id", "=", id).execute();
        let position = current.reduce((m, f) => Math.max(m, f.position + 1), 0);
        for (const f of input.features_attributes) {
          if (f.id !== undefined) {
            // Throwing rolls back the whole update: nothing half-applied.
            if (!current.some((c) => c.id === f.id)) throw new ApiError(404, "feature_not_found");
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
