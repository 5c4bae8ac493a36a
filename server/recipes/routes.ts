import { z } from "zod";
import { computedNutritionOf, roundedNutrition } from "./computed-nutrition.js";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listQuery, pageQuery } from "../../core/schemas/common.js";
import { recipeInput, recipeOut, recipeUpdate } from "../../core/schemas/recipe.js";
import { translationOf } from "../../core/schemas/translations.js";
import { ApiError, validationError } from "../http/errors.js";
import { readForm, type ParsedForm } from "../http/multipart.js";
import { storeImage } from "../uploads/images.js";
import { writeWithFreeSlug } from "../db/free-slug.js";

const tags = ["Recipes"];
const slugParam = z.object({ slug: z.string().trim().min(1).max(200) });

const PAYLOAD = `Multipart form with bracketed names (recipe[title], recipe[ingredients_attributes][0][name], …,
optional file recipe[image]) or JSON ({recipe: {…}} or the fields alone). Nested lists: ingredients_attributes
[{id?, name, quantity, size}], instructions_attributes [{id?, step_number, step_content}] with step numbers 1..n
(missing numbers follow list order), nutritional_facts_attributes [{id?, name, quantity, size}]; objects
valuable_info_attributes {id?, duration, difficulty Easy|Medium|Hard, portions ≥ 1} and meta_info_attributes
{id?, meta_title, meta_description, meta_keywords}. A blank slug is made from the title (with -2, -3… when taken); a typed slug that is taken answers 409. published_date is set
by the server. On create, translation_of (a recipe's slug) makes the new recipe that recipe's translation (one per
language; without an image of its own it shares the original's).`;

// Field errors whose message says more than "Some fields need attention." on its own.
const GENERIC = new Set(["required", "invalid", "too_long", "invalid_integer"]);

/** The recipe's fields: inside recipe[…] as the original client sends them, or alone. */
const recipeFields = (form: ParsedForm): Record<string, unknown> =>
  (form.fields.recipe !== undefined && typeof form.fields.recipe === "object" ? form.fields.recipe : form.fields) as Record<string, unknown>;

/** Whether the slug is to come from the title (none typed). */
const slugFromTitle = (form: ParsedForm) => {
  const typed = recipeFields(form).slug;
  return typed === undefined || typed === null || (typeof typed === "string" && typed.trim() === "");
};

/** Validates the recipe fields; one specific problem becomes the answer's message, so the form's alert is clear. */
function parse<S extends z.ZodTypeAny>(schema: S, form: ParsedForm): z.output<S> {
  const result = schema.safeParse(recipeFields(form));
  if (result.success) return result.data;
  const { fields } = validationError(result.error);
  const entries = Object.values(fields);
  const only = entries.length === 1 && entries[0]!.length === 1 ? entries[0]![0]! : undefined;
  throw new ApiError(422, only && !GENERIC.has(only) ? only : "validation_failed", fields);
}

/** The upload field is image, inside recipe[…] as the original client sends it, or alone. */
const imageOf = (form: ParsedForm) => form.files["recipe[image]"] ?? form.files.image;

const routes: FastifyPluginAsyncZod = async (app) => {
  const recipes = app.repos.recipes;
  const db = app.db;
  const changed = () => app.events.emit("content-changed", "recipes");

  app.get(
    "/recipes",
    {
      config: { cache: "recipes" },
      schema: {
        tags,
        summary: "Recipes of one language (en without one), newest first, with all their parts",
        querystring: listQuery(pageQuery),
        response: { 200: z.array(recipeOut) },
      },
    },
    async (req, reply) => {
      const { language: lang, limit, offset } = req.query;
      if (limit !== undefined) reply.header("x-total-count", String(await recipes.count(lang)));
      return recipes.list(lang, db, { limit, offset });
    },
  );

  app.get(
    "/recipes/slug/:slug",
    {
      config: { cache: "recipes" },
      schema: { tags, summary: "One recipe with image_url and every part (with ids)", params: slugParam, response: { 200: recipeOut } },
    },
    async (req) => {
      const recipe = await recipes.findBySlug(req.params.slug);
      if (!recipe) throw new ApiError(404, "recipe_not_found");
      const computed = (await computedNutritionOf(app.db, [recipe.id])).get(recipe.id);
      return computed ? { ...recipe, computed_nutrition: roundedNutrition(computed) } : recipe;
    },
  );

  app.post(
    "/recipes",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Create a recipe with its parts, in one transaction. Answers 201 with the recipe; 409 when the slug is taken.",
        description: PAYLOAD,
        consumes: ["multipart/form-data", "application/json"],
        response: { 201: recipeOut },
      },
    },
    async (req, reply) => {
      const form = await readForm(req);
      const input = parse(recipeInput, form);
      const source = translationOf.safeParse(recipeFields(form).translation_of).data;
      const origin = source === undefined ? undefined : await recipes.groupOf(source);
      if (source !== undefined && !origin) throw new ApiError(422, "translation_source_not_found", { translation_of: ["translation_source_not_found"] });
      const image = imageOf(form);
      // A translation shows the original's picture unless it is given its own.
      const imageKey = image ? await storeImage(app.storage, image) : (origin?.image_url ?? null);
      const link = { imageKey, translationOf: origin?.id };
      // A typed slug that is taken is refused; one made from the title moves on to the next free suffix.
      const recipe = slugFromTitle(form)
        ? await writeWithFreeSlug(db, "recipes", input.slug, (slug) => recipes.create({ ...input, slug }, link))
        : await recipes.create(input, link);
      changed();
      return reply.status(201).send(recipe);
    },
  );

  app.patch(
    "/recipes/slug/:slug",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Update a recipe. Fields left out are kept; a list that is sent is the whole list (rows with an id are updated, without one created, the others removed); valuable and meta info are updated in place; the image is replaced only when one is sent; published_date never changes.",
        description: PAYLOAD,
        consumes: ["multipart/form-data", "application/json"],
        params: slugParam,
        response: { 200: recipeOut },
      },
    },
    async (req) => {
      const form = await readForm(req);
      const input = parse(recipeUpdate, form);
      // Unknown recipes answer 404 before an upload is stored.
      if (!(await recipes.findBySlug(req.params.slug))) throw new ApiError(404, "recipe_not_found");
      const image = imageOf(form);
      const imageKey = image ? await storeImage(app.storage, image) : undefined;
      const recipe = await recipes.update(req.params.slug, input, { imageKey });
      changed();
      return recipe;
    },
  );

  app.delete(
    "/recipes/slug/:slug",
    {
      config: { admin: true },
      schema: { tags, summary: "Delete a recipe and its parts. Answers 204 with no body.", params: slugParam },
    },
    async (req, reply) => {
      if (!(await recipes.remove(req.params.slug))) throw new ApiError(404, "recipe_not_found");
      changed();
      return reply.status(204).send();
    },
  );
};

export default routes;
