import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PDF_NAME, downloadTokenBody, downloadTokenOut } from "../../core/schemas/download-token.js";
import { ApiError } from "../http/errors.js";
import { pdfExists, pdfKey } from "./pdf-library.js";

const tags = ["Downloads"];

const routes: FastifyPluginAsyncZod = async (app) => {
  const tokens = app.repos.downloadTokens;
  const base = app.config.API_BASE_PATH;

  app.post("/api/admin/download_tokens", {
    config: { admin: true },
    schema: {
      tags,
      summary: "A download link for one PDF of the library. pdf_url is the PDF's plain name (a trailing .pdf is accepted); expires_at is optional: an ISO date-time, or a zone-less YYYY-MM-DDTHH:MM read as Madrid time; it must be in the future. The token is shown once and stored hashed.",
      body: downloadTokenBody,
      response: { 201: downloadTokenOut },
    },
  }, async (req, reply) => {
    const { pdf_url: name, expires_at } = req.body.download_token;
    if (!(await pdfExists(app.storage, name))) throw new ApiError(422, "validation_failed", { pdf_url: ["pdf_not_found"] });
    const created = await tokens.create(name, expires_at);
    return reply.status(201).send({
      token: created.token,
      pdf_url: name,
      expires_at: created.expires_at,
      download_url: `${base}/pdf/${name}.pdf?token=${created.token}`,
    });
  });

  app.get("/pdf/:file", {
    schema: {
      tags,
      summary: "Download a PDF with its token: 403 when the token is unknown or made for another PDF, 410 when it has expired, 404 when the PDF is gone.",
      params: z.object({ file: z.string().max(200) }),
      querystring: z.object({ token: z.string().max(200).optional() }),
    },
  }, async (req, reply) => {
    const match = /^(.+)\.pdf$/.exec(req.params.file);
    const name = match?.[1];
    // A name that could leave the folder is not a PDF of the library.
    if (!name || !PDF_NAME.test(name)) throw new ApiError(404, "pdf_not_found");
    const grant = req.query.token ? await tokens.find(req.query.token) : undefined;
    if (!grant || grant.pdf_name !== name) throw new ApiError(403, "token_invalid");
    if (grant.expires_at !== null && Date.parse(grant.expires_at) <= Date.now()) throw new ApiError(410, "token_expired");
    const data = await app.storage.get(pdfKey(name));
    if (!data) throw new ApiError(404, "pdf_not_found");
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${name}.pdf"`)
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(data);
  });
};

export default routes;
