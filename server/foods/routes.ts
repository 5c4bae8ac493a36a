import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "../../core/schemas/common.js";
import { foodBody, foodOut, foodUpdateBody } from "../../core/schemas/food.js";
import { LANGUAGES } from "../../core/languages.js";
import { FOOD_TABLE_ATTRIBUTION } from "../../core/food-attribution.js";
import { requestLanguage } from "../http/errors.js";

const tags = ["Foods"];
const ABOUT = `Values per 100 g from the USDA's National Nutrient Database for Standard Reference, Release 28 (public domain; docs/decisions/040), and the foods she adds. Names in en, es and gr: a food with no name in the language asked for answers its English name with \`name_fallback: true\`. ${FOOD_TABLE_ATTRIBUTION.en}`;

/** The food composition table for the admin: search, her own foods, household measures. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const foods = app.repos.foods;

  app.get(
    "/api/admin/foods",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Search foods by name in English, Spanish or Greek (case, accents and Greek final sigma ignored; each word matches the start of a word)",
        description: `${ABOUT} Without \`q\`: her own foods and the foods named in that language. At most 30, best first.`,
        querystring: z.object({ q: z.string().max(200).optional(), language: z.enum(LANGUAGES, { error: "invalid_language" }).optional() }),
        response: { 200: z.array(foodOut) },
      },
    },
    async (req) => foods.search(req.query.q ?? "", req.query.language ?? requestLanguage(req)),
  );

  app.get(
    "/api/admin/foods/:id",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "One food",
        params: idParam,
        querystring: z.object({ language: z.enum(LANGUAGES, { error: "invalid_language" }).optional() }),
        response: { 200: foodOut },
      },
    },
    async (req) => {
      const { foodOut: out } = await import("./repository.js");
      return out(await foods.get(req.params.id), req.query.language ?? requestLanguage(req));
    },
  );

  app.post(
    "/api/admin/foods",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Add a food of her own: names (at least one language), values per 100 g, household measures",
        description: "Energy up to 900 kcal, each nutrient in grams up to 100 and protein, fat and carbohydrate together up to 100 g per 100 g.",
        body: foodBody,
        response: { 201: foodOut },
      },
    },
    async (req, reply) => reply.status(201).send(await foods.create(req.body, requestLanguage(req))),
  );

  app.put(
    "/api/admin/foods/:id",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Change a food: hers whole; for the table's foods, only her household measures",
        description:
          "`measures` are hers (1 tablespoon = 13.5 g) and are kept across imports of the table; sending names, group or values for a table food answers 422.",
        params: idParam,
        body: foodUpdateBody,
        response: { 200: foodOut },
      },
    },
    async (req) => foods.update(req.params.id, req.body, requestLanguage(req)),
  );
};

export default routes;
