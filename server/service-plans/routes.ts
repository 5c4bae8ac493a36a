import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam, listQuery, positiveId } from "../../core/schemas/common.js";
import { createServicePlansBody, servicePlanOut, servicePlanTranslationBody, updateServicePlanBody } from "../../core/schemas/service-plan.js";
import { ApiError } from "../http/errors.js";

const tags = ["Service plans"];

const routes: FastifyPluginAsyncZod = async (app) => {
  const plans = app.repos.servicePlans;

  app.get(
    "/api/v1/service_plans",
    {
      config: { cache: "service_plans" },
      schema: { tags, summary: "List service plans of a language, ordered by order", querystring: listQuery({}), response: { 200: z.array(servicePlanOut) } },
    },
    async (req) => plans.list(req.query.language),
  );

  app.get(
    "/api/v1/service_plans/:id",
    {
      schema: { tags, summary: "One service plan", params: idParam, response: { 200: servicePlanOut } },
    },
    async (req) => {
      const plan = await plans.find(req.params.id);
      if (!plan) throw new ApiError(404, "service_plan_not_found");
      return plan;
    },
  );

  app.post(
    "/api/v1/service_plans",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Create one plan per language (en, es, gr) at once; all are stored or none",
        body: createServicePlansBody,
        response: { 201: z.object({ service_plans: z.array(servicePlanOut) }) },
      },
    },
    async (req, reply) => {
      const created = await plans.createMany(req.body.service_plans);
      app.events.emit("content-changed", "service_plans");
      return reply.status(201).send({ service_plans: created });
    },
  );

  app.post(
    "/api/v1/service_plans/:id/translations",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Add a translation of a plan in another language. It joins the plan's translation group and takes the group's price and order; a language the group already has answers 422.",
        params: idParam,
        body: servicePlanTranslationBody,
        response: { 201: servicePlanOut },
      },
    },
    async (req, reply) => {
      const plan = await plans.addTranslation(req.params.id, req.body);
      app.events.emit("content-changed", "service_plans");
      return reply.status(201).send(plan);
    },
  );

  app.put(
    "/api/v1/service_plans/:id",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Update a plan; features_attributes entries with id update, with _destroy remove, without id add. Price and order are shared by the plan's translations: a change here is made to all of them.",
        params: idParam,
        body: updateServicePlanBody,
        response: { 200: servicePlanOut },
      },
    },
    async (req) => {
      const plan = await plans.update(req.params.id, req.body);
      app.events.emit("content-changed", "service_plans");
      return plan;
    },
  );

  app.delete(
    "/api/v1/service_plans/:id",
    {
      config: { admin: true },
      schema: { tags, summary: "Delete a plan and its features. Answers 204 with no body.", params: idParam },
    },
    async (req, reply) => {
      if (!(await plans.remove(req.params.id))) throw new ApiError(404, "service_plan_not_found");
      app.events.emit("content-changed", "service_plans");
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/v1/service_plans/:id/features/:featureId",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Remove one feature of a plan. Answers 204 with no body.",
        params: z.object({ id: positiveId, featureId: positiveId }),
      },
    },
    async (req, reply) => {
      if (!(await plans.removeFeature(req.params.id, req.params.featureId))) throw new ApiError(404, "feature_not_found");
      app.events.emit("content-changed", "service_plans");
      return reply.status(204).send();
    },
  );
};

export default routes;
