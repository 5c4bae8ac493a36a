import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam, positiveId } from "../../core/schemas/common.js";
import { planBody, planOut, planSummaryOut, templateBody } from "../../core/schemas/meal-plan.js";
import { ACTIVITY_FACTORS, mifflinStJeor } from "../../core/meal-plan-totals.js";
import { documentOut } from "../../core/schemas/client.js";
import { isLanguage, type Language } from "../../core/languages.js";
import { PLAN_TEXTS } from "../../core/meal-plan-texts.js";
import { mailSignature } from "../mail/signature.js";
import { clock } from "../kernel/clock.js";
import { planView, shoppingList } from "./plan-view.js";
import { planPdf } from "./plan-pdf.js";
import { practiceMailContext } from "../practice/practice-mail.js";

const tags = ["Meal plans"];
const HEALTH =
  "A plan is part of her clinical record: stored encrypted (AES-256-GCM, as the session notes), every answer that shows one recorded in her access log, kept and erased with her notes.";
const planParams = z.object({ id: positiveId, plan_id: positiveId });
const ITEMS =
  "An item is `{food_id, grams}`, `{food_id, measure, amount}` (a household measure of that food, by its name) or `{recipe_id, portions}`. Each meal has `items` and `alternatives` (other choices, `[[item]]`), counted as the main choice in the totals.";

/** Her clients' meal plans and her templates (docs/decisions/040). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const plans = app.services.mealPlans;
  const noStore = (reply: { header(k: string, v: string): unknown }) => reply.header("cache-control", "private, no-store");

  app.get(
    "/api/admin/clients/:id/meal-plans",
    {
      config: { admin: true },
      schema: { tags, summary: "Her meal plans, latest change first", description: HEALTH, params: idParam, response: { 200: z.array(planSummaryOut) } },
    },
    async (req, reply) => {
      noStore(reply);
      return plans.list(req.params.id, req.admin!.email);
    },
  );

  app.post(
    "/api/admin/clients/:id/meal-plans",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "A new plan: name, note, targets, 1 to 14 days of named meals",
        description: `${ITEMS} Targets: energy_kcal, protein_pct, fat_pct, carbohydrate_pct (adding up to 100 when all three are given), fibre_g. ${HEALTH}`,
        params: idParam,
        body: planBody,
        response: { 201: planOut },
      },
    },
    async (req, reply) => reply.status(201).send(await plans.create(req.params.id, req.body)),
  );

  app.get(
    "/api/admin/clients/:id/meal-plans/suggested-targets",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Targets suggested from her questionnaire (height, weight) and her age, sex and activity: Mifflin–St Jeor times an activity factor",
        description: `Activity: ${Object.entries(ACTIVITY_FACTORS)
          .map(([k, v]) => `${k} (×${v})`)
          .join(
            ", ",
          )}. Shares 20 % protein, 30 % fat, 50 % carbohydrate and 25 g of fibre (30 g for men), as a start she changes. \`energy_kcal\` is null, and \`missing\` names what is lacking, when a value is not known.`,
        params: idParam,
        querystring: z.object({
          age: z.coerce.number().int().min(14).max(110).optional(),
          sex: z.enum(["female", "male"]).optional(),
          activity: z.enum(Object.keys(ACTIVITY_FACTORS) as [keyof typeof ACTIVITY_FACTORS]).default("light"),
        }),
        response: {
          200: z.object({
            height_cm: z.number().nullable(),
            weight_kg: z.number().nullable(),
            energy_kcal: z.number().nullable(),
            protein_pct: z.number(),
            fat_pct: z.number(),
            carbohydrate_pct: z.number(),
            fibre_g: z.number(),
            missing: z.array(z.string()),
          }),
        },
      },
    },
    async (req, reply) => {
      noStore(reply);
      await plans.requireClient(req.params.id);
      const intake = await app.repos.clients.intake(req.params.id);
      await app.repos.clients.logAccess(req.params.id, req.admin!.email, ["questionnaire"]);
      const num = (v: unknown) => {
        const n = Number(String(v ?? "").replace(",", "."));
        return Number.isFinite(n) && n > 0 ? n : null;
      };
      const height_cm = num(intake?.answers.height_cm);
      const weight_kg = num(intake?.answers.weight_kg);
      const { age, sex, activity } = req.query;
      const missing = [height_cm ? null : "height_cm", weight_kg ? null : "weight_kg", age ? null : "age", sex ? null : "sex"].filter(
        (m): m is string => m !== null,
      );
      const energy_kcal = height_cm && weight_kg && age && sex ? mifflinStJeor({ height_cm, weight_kg, age, sex }, ACTIVITY_FACTORS[activity]) : null;
      return { height_cm, weight_kg, energy_kcal, protein_pct: 20, fat_pct: 30, carbohydrate_pct: 50, fibre_g: sex === "male" ? 30 : 25, missing };
    },
  );

  app.get(
    "/api/admin/clients/:id/meal-plans/:plan_id",
    {
      config: { admin: true },
      schema: { tags, summary: "A plan, with `totals` on each meal and each day", description: HEALTH, params: planParams, response: { 200: planOut } },
    },
    async (req, reply) => {
      noStore(reply);
      return plans.get(req.params.id, req.params.plan_id, req.admin!.email);
    },
  );

  app.put(
    "/api/admin/clients/:id/meal-plans/:plan_id",
    {
      config: { admin: true },
      schema: { tags, summary: "Replace a plan", description: `${ITEMS} ${HEALTH}`, params: planParams, body: planBody, response: { 200: planOut } },
    },
    async (req) => plans.update(req.params.id, req.params.plan_id, req.body),
  );

  app.delete(
    "/api/admin/clients/:id/meal-plans/:plan_id",
    { config: { admin: true }, schema: { tags, summary: "Delete a plan", params: planParams } },
    async (req, reply) => {
      await plans.remove(req.params.id, req.params.plan_id);
      return reply.status(204).send();
    },
  );

  const documents = app.services.clientDocuments;
  app.post(
    "/api/admin/clients/:id/meal-plans/:plan_id/deliver",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Deliver a plan: its PDF in her language goes on her record (on the plan's booking, as an uploaded plan), she gets a mail in her language leading to /my-bookings/plans/{plan_id}",
        description: `Once delivered the plan shows on her page (and through /api/v1/me/meal-plans). With a booking, the plan counts as delivered for it: a refund of that booking then warns that no refunds are given after a personalised plan is delivered. Delivering again sends the current version. Answers 201 with the stored document. ${HEALTH}`,
        params: planParams,
        response: { 201: documentOut },
      },
    },
    async (req, reply) => {
      const c = await plans.requireClient(req.params.id);
      const plan = await plans.get(req.params.id, req.params.plan_id, req.admin!.email);
      const lang: Language = isLanguage(c.language) ? c.language : "en";
      const view = await planView(app, plan, lang, Boolean(c.hide_numbers));
      const pdf = await planPdf(view, await shoppingList(app, plan, lang, null), lang, mailSignature(lang, await practiceMailContext(app.repos, app.config)));
      const page = `${app.config.PUBLIC_URL.replace(/\/$/, "")}/my-bookings/plans/${plan.id}?lang=${lang}`;
      const doc = await documents.deliver(req.params.id, plan.name, plan.booking_id, pdf, (l) => ({
        subject: PLAN_TEXTS.mail_subject[l].replace("{title}", plan.name),
        body: PLAN_TEXTS.mail_body[l].replace("{title}", plan.name).replace("{link}", page),
      }));
      await plans.markDelivered(req.params.id, plan.id, clock.now().toISOString());
      return reply.status(201).send(doc);
    },
  );

  const templateOut = z.object({ id: z.number(), name: z.string(), plan: planBody.omit({ booking_id: true }), updated_at: z.string() });

  app.get(
    "/api/admin/meal-plan-templates",
    { config: { admin: true }, schema: { tags, summary: "Her plan templates", response: { 200: z.array(templateOut) } } },
    async () => plans.templates(),
  );

  app.post(
    "/api/admin/meal-plan-templates",
    {
      config: { admin: true },
      schema: { tags, summary: "Save a plan as a template (it holds no client's data)", body: templateBody, response: { 201: templateOut } },
    },
    async (req, reply) => reply.status(201).send(await plans.addTemplate(req.body.name, req.body.plan)),
  );

  app.delete(
    "/api/admin/meal-plan-templates/:id",
    { config: { admin: true }, schema: { tags, summary: "Delete a template", params: idParam } },
    async (req, reply) => {
      await plans.removeTemplate(req.params.id);
      return reply.status(204).send();
    },
  );
};

export default routes;
