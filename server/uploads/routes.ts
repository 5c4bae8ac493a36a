import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../http/errors.js";
import { IMAGE_PREFIX, contentTypeOf } from "./images.js";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get("/uploads/images/:name", {
    schema: {
      tags: ["Uploads"], summary: "An uploaded image. Names are content hashes, so answers are cached for a year.",
      params: z.object({ name: z.string().regex(/^[a-z0-9]+(?:-\d+w)?\.(jpg|png|webp|gif|avif)$/) }),
    },
  }, async (req, reply) => {
    const data = await app.storage.get(`${IMAGE_PREFIX}/${req.params.name}`);
    if (!data) throw new ApiError(404, "not_found");
    return reply
      .header("content-type", contentTypeOf(req.params.name))
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(data);
  });
};

export default routes;
