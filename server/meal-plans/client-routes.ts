import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { positiveId } from "../../core/schemas/common.js";
import { isLanguage, LANGUAGES, type Language } from "../../core/languages.js";
import { FOOD_TABLE_ATTRIBUTION } from "../../core/food-attribution.js";
import { ApiError } from "../http/errors.js";
import { readCookie } from "../security/device-cookie.js";
import { CLIENT_COOKIE, clientSessions } from "../clients/client-session.js";
import { mailSignature } from "../mail/signature.js";
import { mealPlanService } from "./service.js";
import { planView, shoppingList } from "./plan-view.js";
import { planPdf } from "./plan-pdf.js";
import { practiceMailContext } from "../practice/practice-mail.js";

const tags = ["Meal plans"];
const NEEDS = "Needs her session cookie (401 without it); a plan not hers, or not delivered, answers 404. Every answer is recorded in her access log.";

const quantity = z.object({ name: z.string(), quantity: z.string(), recipe_path: z.string().nullable() });
const totals = z.object({ energy_kcal: z.number(), protein_g: z.number(), fat_g: z.number(), carbohydrate_g: z.number(), fibre_g: z.number() });
const planViewOut = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string(),
  delivered_at: z.string().nullable(),
  hide_numbers: z.boolean(),
  targets: z
    .object({
      energy_kcal: z.number().nullable(),
      protein_pct: z.number().nullable(),
      fat_pct: z.number().nullable(),
      carbohydrate_pct: z.number().nullable(),
      fibre_g: z.number().nullable(),
      protein_g: z.number().nullable(),
      fat_g: z.number().nullable(),
      carbohydrate_g: z.number().nullable(),
    })
    .nullable(),
  days: z.array(
    z.object({
      name: z.string(),
      meals: z.array(z.object({ name: z.string(), items: z.array(quantity), alternatives: z.array(z.array(quantity)) })),
      totals: totals.nullable(),
    }),
  ),
  attribution: z.string(),
});
const shoppingOut = z.object({ groups: z.array(z.object({ group: z.string(), items: z.array(z.object({ name: z.string(), grams: z.number() })) })) });
const planParam = z.object({ plan_id: positiveId });
const langQuery = z.object({ language: z.enum(LANGUAGES, { error: "invalid_language" }).optional() });

/** Her delivered meal plans, through her session: the page /my-bookings/plans/{plan_id}, its shopping list and PDF. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const sessions = clientSessions(app.db, app.mails, {
    publicUrl: app.config.PUBLIC_URL,
    signer: () => practiceMailContext(app.repos, app.config),
    secure: app.config.PUBLIC_URL.startsWith("https:"),
  });
  const plans = mealPlanService(app);

  async function signedIn(cookie: string | undefined) {
    const id = await sessions.verify(readCookie(cookie, CLIENT_COOKIE));
    const client = id === null ? undefined : await plans.requireClient(id).catch(() => undefined);
    if (!client) throw new ApiError(401, "client_signed_out");
    return client;
  }

  /** Her plan, read now (totals with the table's current values), in the language asked or hers. */
  async function hers(cookie: string | undefined, planId: number, language: Language | undefined) {
    const c = await signedIn(cookie);
    const row = await app.db
      .selectFrom("meal_plans")
      .selectAll()
      .where("id", "=", planId)
      .where("client_id", "=", c.id)
      .where("delivered_at", "is not", null)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, "plan_not_found");
    await app.repos.clients.logAccess(c.id, `client:${c.email}`, ["meal_plans"]);
    const lang: Language = language ?? (isLanguage(c.language) ? c.language : "en");
    return { c, lang, plan: await plans.withTotals(row) };
  }

  const noStore = (reply: { header(k: string, v: string): unknown }) => reply.header("cache-control", "private, no-store");

  app.get(
    "/api/v1/me/meal-plans",
    {
      schema: {
        tags,
        summary: "Her delivered meal plans, newest first",
        description: NEEDS,
        response: { 200: z.array(z.object({ id: z.number(), name: z.string(), days: z.number(), delivered_at: z.string().nullable() })) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const c = await signedIn(req.headers.cookie);
      const rows = await plans.deliveredOf(c.id);
      await app.repos.clients.logAccess(c.id, `client:${c.email}`, ["meal_plans"]);
      return Promise.all(
        rows.map(async (r) => {
          const p = await plans.withTotals(r);
          return { id: p.id, name: p.name, days: p.days.length, delivered_at: p.delivered_at };
        }),
      );
    },
  );

  app.get(
    "/api/v1/me/meal-plans/:plan_id",
    {
      schema: {
        tags,
        summary:
          "One plan as she reads it: day by day, quantities in household measures where set, recipes with their page, her targets and the days' totals (none when her record hides numbers)",
        description: NEEDS,
        params: planParam,
        querystring: langQuery,
        response: { 200: planViewOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const { c, lang, plan } = await hers(req.headers.cookie, req.params.plan_id, req.query.language);
      return { ...(await planView(app, plan, lang, Boolean(c.hide_numbers))), attribution: FOOD_TABLE_ATTRIBUTION[lang] };
    },
  );

  app.get(
    "/api/v1/me/meal-plans/:plan_id/shopping-list",
    {
      schema: {
        tags,
        summary: "The plan's shopping list: every food summed across meals (recipes by their ingredients), grouped by food group, rounded up to what one buys",
        description: `\`days\`: the days to shop for (1-based, comma-separated; all when absent). ${NEEDS}`,
        params: planParam,
        querystring: langQuery.extend({
          days: z
            .string()
            .regex(/^\d{1,2}(,\d{1,2})*$/, "invalid")
            .optional(),
        }),
        response: { 200: shoppingOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const { lang, plan } = await hers(req.headers.cookie, req.params.plan_id, req.query.language);
      const days = req.query.days ? req.query.days.split(",").map(Number) : null;
      return shoppingList(app, plan, lang, days);
    },
  );

  app.get(
    "/api/v1/me/meal-plans/:plan_id/pdf",
    { schema: { tags, summary: "The plan as PDF, in her language (or `language`)", description: NEEDS, params: planParam, querystring: langQuery } },
    async (req, reply) => {
      const { c, lang, plan } = await hers(req.headers.cookie, req.params.plan_id, req.query.language);
      const view = await planView(app, plan, lang, Boolean(c.hide_numbers));
      const pdf = await planPdf(view, await shoppingList(app, plan, lang, null), lang, mailSignature(lang, await practiceMailContext(app.repos, app.config)));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="plan-${plan.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};

export default routes;
