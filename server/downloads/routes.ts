import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PDF_NAME, downloadTokenBody, downloadTokenOut } from "../../core/schemas/download-token.js";
import { ApiError, requestLanguage } from "../http/errors.js";
import { sendSimplePage, wantsHtml } from "../http/html-page.js";
import { downloadLinkPage, type LinkProblem } from "./link-pages.js";
import { pdfExists, pdfKey } from "./pdf-library.js";
import { publicUrls } from "../uploads/public-urls.js";

const tags = ["Downloads"];

const routes: FastifyPluginAsyncZod = async (app) => {
  const tokens = app.repos.downloadTokens;
  const base = app.config.API_BASE_PATH;

  app.post(
    "/api/admin/download_tokens",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "A download link for one PDF of the library. pdf_url is the PDF's plain name (a trailing .pdf is accepted); expires_at is optional: an ISO date-time, or a zone-less YYYY-MM-DDTHH:MM read as Madrid time; it must be in the future. The token is shown once and stored hashed.",
        body: downloadTokenBody,
        response: { 201: downloadTokenOut },
      },
    },
    async (req, reply) => {
      const { pdf_url: name, expires_at } = req.body.download_token;
      if (!(await pdfExists(app.storage, name))) throw new ApiError(422, "validation_failed", { pdf_url: ["pdf_not_found"] });
      const created = await tokens.create(name, expires_at);
      return reply.status(201).send({
        token: created.token,
        pdf_url: name,
        expires_at: created.expires_at,
        download_url: publicUrls(app.config.PUBLIC_URL, base).absolute(`${base}/pdf/${name}.pdf?token=${created.token}`),
      });
    },
  );

  app.get(
    "/pdf/:file",
    {
      schema: {
        tags,
        summary:
          "Download a PDF with its token: 403 when the token is unknown or made for another PDF, 410 when it has expired, 404 when the PDF is gone. A browser (Accept: text/html) gets these as a page in its language that says what to do; other clients get the JSON errors.",
        params: z.object({ file: z.string().max(200) }),
        querystring: z.object({ token: z.string().max(200).optional(), lang: z.string().max(10).optional(), language: z.string().max(10).optional() }),
      },
    },
    async (req, reply) => {
      // A person who opened the link from a mail gets a page saying what to do; API clients the JSON errors.
      const refuse = (status: number, problem: LinkProblem) => {
        if (wantsHtml(req)) return sendSimplePage(reply, status, downloadLinkPage(requestLanguage(req), problem, app.config.PUBLIC_URL));
        throw new ApiError(status, problem);
      };
      const match = /^(.+)\.pdf$/.exec(req.params.file);
      const name = match?.[1];
      // A name that could leave the folder is not a PDF of the library.
      if (!name || !PDF_NAME.test(name)) return refuse(404, "pdf_not_found");
      const grant = req.query.token ? await tokens.find(req.query.token) : undefined;
      if (!grant || grant.pdf_name !== name) return refuse(403, "token_invalid");
      if (grant.expires_at !== null && Date.parse(grant.expires_at) <= Date.now()) return refuse(410, "token_expired");
      const data = await app.storage.get(pdfKey(name));
      if (!data) return refuse(404, "pdf_not_found");
      return (
        reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `inline; filename="${name}.pdf"`)
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          // The link may be opened or embedded from a separate front end.
          .header("cross-origin-resource-policy", "cross-origin")
          .send(data)
      );
    },
  );
};

export default routes;
