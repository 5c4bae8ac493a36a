import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Liveness: the process answers. Dependencies are /ready's business. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      logLevel: "warn",
      schema: { tags: ["Operations"], summary: "200 while the process is up (liveness)", response: { 200: z.object({ status: z.literal("ok") }) } },
    },
    async (_req, reply) => reply.header("cache-control", "no-store").send({ status: "ok" as const }),
  );
};

export default routes;
