import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../http/errors.js";
import { parseImageName, parseVariantName } from "../../core/images.js";
import { IMAGE_PREFIX, imageVariant } from "./images.js";
import { contentTypeOf } from "../../core/images.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/uploads/images/:name",
    {
      schema: {
        tags: ["Uploads"],
        summary:
          "An uploaded image (<hash>-<W>x<H>.<ext>), or one of its responsive variants (<hash>-<W>x<H>-<w>w.avif|webp, w in 320/640/960/1280 up to W). Names are content hashes, so answers are cached for a year.",
        params: z.object({ name: z.string().max(120) }),
      },
    },
    async (req, reply) => {
      const { name } = req.params;
      let data: Buffer | null = null;
      if (parseVariantName(name)) data = await imageVariant(app.storage, name);
      else if (parseImageName(name)) data = await app.storage.get(`${IMAGE_PREFIX}/${name}`);
      if (!data) throw new ApiError(404, "not_found");
      return (
        reply
          .header("content-type", contentTypeOf(name))
          .header("cache-control", IMMUTABLE)
          .header("x-content-type-options", "nosniff")
          // Public pictures: a separate front end (CORS_ORIGINS) shows them from its own origin.
          .header("cross-origin-resource-policy", "cross-origin")
          .send(data)
      );
    },
  );
};

export default routes;
