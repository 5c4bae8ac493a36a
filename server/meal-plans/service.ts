// Her clients' meal plans (docs/decisions/040): stored encrypted like the session notes (the
// whole plan is one sealed JSON), every read recorded in the client's access log, kept and
// erased with her clinical records. Totals are computed on each read from the foods' current
// values, so a corrected table corrects the plans.
import type { ServiceDeps } from "../service-deps.js";
import { ApiError } from "../http/errors.js";
import { dayTotals, mealTotals, roundTotals, type Lookup } from "../../core/meal-plan-totals.js";
import type { PlanBody, PlanContent, PlanItem, PlanOut } from "../../core/schemas/meal-plan.js";
import { computedNutritionOf } from "../recipes/computed-nutrition.js";
import type { Food } from "../foods/repository.js";

const itemsOf = (c: PlanContent): PlanItem[] => c.days.flatMap((d) => d.meals.flatMap((m) => [...m.items, ...m.alternatives.flat()]));

export function mealPlanService(app: ServiceDeps) {
  const db = app.db;
  const { clients, foods, bookings } = app.repos;
  const cipher = clients.cipher;

  async function requireClient(id: number) {
    const c = await db.selectFrom("clients").select(["id", "language", "hide_numbers", "name", "email"]).where("id", "=", id).executeTakeFirst();
    if (!c) throw new ApiError(404, "client_not_found");
    return c;
  }

  /** The foods and recipes a plan names, for its totals (and its check before saving). */
  async function lookupFor(content: PlanContent): Promise<{ lookup: Lookup; foodMap: Map<number, Food>; recipeIds: Set<number> }> {
    const items = itemsOf(content);
    const foodIds = items.flatMap((i) => ("food_id" in i ? [i.food_id] : []));
    const recipeIds = [...new Set(items.flatMap((i) => ("recipe_id" in i ? [i.recipe_id] : [])))];
    const foodMap = await foods.byIds(foodIds);
    const existing = recipeIds.length ? await db.selectFrom("recipes").select("id").where("id", "in", recipeIds).execute() : [];
    const nutrition = await computedNutritionOf(db, recipeIds);
    return {
      foodMap,
      recipeIds: new Set(existing.map((r) => r.id)),
      lookup: { food: (id) => foodMap.get(id), recipe: (id) => nutrition.get(id)?.per_portion ?? null },
    };
  }

  /** Every food, measure and recipe a plan names must exist: answers 422 naming the first that does not. */
  async function check(content: PlanContent) {
    const { foodMap, recipeIds } = await lookupFor(content);
    for (const i of itemsOf(content)) {
      if ("recipe_id" in i) {
        if (!recipeIds.has(i.recipe_id)) throw new ApiError(422, "plan_unknown_recipe", { days: ["plan_unknown_recipe"] });
        continue;
      }
      const f = foodMap.get(i.food_id);
      if (!f) throw new ApiError(422, "plan_unknown_food", { days: ["plan_unknown_food"] });
      if ("measure" in i && !f.measures.some((m) => m.name.toLowerCase() === i.measure.toLowerCase()))
        throw new ApiError(422, "plan_unknown_measure", { days: ["plan_unknown_measure"] });
    }
  }

  async function checkBooking(clientId: number, bookingId: number | null | undefined) {
    if (bookingId == null) return;
    const b = await bookings.find(bookingId);
    if (!b) throw new ApiError(422, "validation_failed", { booking_id: ["booking_not_found"] });
    if (b.client_id !== clientId) throw new ApiError(422, "validation_failed", { booking_id: ["booking_of_other_client"] });
  }

  const contentOf = (body: PlanBody): PlanContent => ({ name: body.name, note: body.note, targets: body.targets, days: body.days });

  async function row(clientId: number, planId: number) {
    const r = await db.selectFrom("meal_plans").selectAll().where("id", "=", planId).where("client_id", "=", clientId).executeTakeFirst();
    if (!r) throw new ApiError(404, "plan_not_found");
    return r;
  }

  /** A plan with the totals of each meal and day, as read now. */
  async function withTotals(r: {
    id: number;
    client_id: number;
    booking_id: number | null;
    content: string;
    delivered_at: string | null;
    created_at: string;
    updated_at: string;
  }): Promise<PlanOut> {
    const content = JSON.parse(cipher.open(r.content)) as PlanContent;
    const { lookup } = await lookupFor(content);
    return {
      id: r.id,
      client_id: r.client_id,
      booking_id: r.booking_id,
      name: content.name,
      note: content.note ?? "",
      targets: content.targets,
      days: content.days.map((d) => ({
        name: d.name,
        meals: d.meals.map((m) => ({ name: m.name, items: m.items, alternatives: m.alternatives, totals: roundTotals(mealTotals(m, lookup)) })),
        totals: roundTotals(dayTotals(d, lookup)),
      })),
      delivered_at: r.delivered_at,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  }

  return {
    requireClient,
    withTotals,
    row,

    async list(clientId: number, actor: string) {
      await requireClient(clientId);
      const rows = await db
        .selectFrom("meal_plans")
        .selectAll()
        .where("client_id", "=", clientId)
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .execute();
      await clients.logAccess(clientId, actor, ["meal_plans"]);
      return rows.map((r) => {
        const c = JSON.parse(cipher.open(r.content)) as PlanContent;
        return { id: r.id, name: c.name, booking_id: r.booking_id, days: c.days.length, delivered_at: r.delivered_at, updated_at: r.updated_at };
      });
    },

    async get(clientId: number, planId: number, actor: string): Promise<PlanOut> {
      await requireClient(clientId);
      const r = await row(clientId, planId);
      await clients.logAccess(clientId, actor, ["meal_plans"]);
      return withTotals(r);
    },

    async create(clientId: number, body: PlanBody): Promise<PlanOut> {
      await requireClient(clientId);
      await checkBooking(clientId, body.booking_id);
      const content = contentOf(body);
      await check(content);
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto("meal_plans")
        .values({
          client_id: clientId,
          booking_id: body.booking_id ?? null,
          content: cipher.seal(JSON.stringify(content)),
          delivered_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return withTotals(await row(clientId, id));
    },

    async update(clientId: number, planId: number, body: PlanBody): Promise<PlanOut> {
      await requireClient(clientId);
      await row(clientId, planId);
      await checkBooking(clientId, body.booking_id);
      const content = contentOf(body);
      await check(content);
      await db
        .updateTable("meal_plans")
        .set({ content: cipher.seal(JSON.stringify(content)), booking_id: body.booking_id ?? null, updated_at: new Date().toISOString() })
        .where("id", "=", planId)
        .where("client_id", "=", clientId)
        .execute();
      return withTotals(await row(clientId, planId));
    },

    async remove(clientId: number, planId: number): Promise<void> {
      await requireClient(clientId);
      const res = await db.deleteFrom("meal_plans").where("id", "=", planId).where("client_id", "=", clientId).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw new ApiError(404, "plan_not_found");
    },

    /** Marks the plan delivered (the route has stored its PDF on her record and mailed her). */
    async markDelivered(clientId: number, planId: number, at: string) {
      await db.updateTable("meal_plans").set({ delivered_at: at }).where("id", "=", planId).where("client_id", "=", clientId).execute();
    },

    /** Her delivered plans, for her page: newest first. */
    async deliveredOf(clientId: number) {
      return db
        .selectFrom("meal_plans")
        .selectAll()
        .where("client_id", "=", clientId)
        .where("delivered_at", "is not", null)
        .orderBy("delivered_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    // ---- templates: her own, no client's data in them ------------------------------------------

    async templates() {
      const rows = await db.selectFrom("meal_plan_templates").selectAll().orderBy("name").orderBy("id").execute();
      return rows.map((r) => ({ id: r.id, name: r.name, plan: JSON.parse(r.content) as PlanContent, updated_at: r.updated_at }));
    },

    async addTemplate(name: string, plan: PlanContent) {
      await check(plan);
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto("meal_plan_templates")
        .values({ name, content: JSON.stringify(plan), created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id, name, plan, updated_at: now };
    },

    async removeTemplate(id: number) {
      const res = await db.deleteFrom("meal_plan_templates").where("id", "=", id).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw new ApiError(404, "template_not_found");
    },
  };
}
