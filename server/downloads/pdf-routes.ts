import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pdfFileOut, pdfName, sanitizePdfName } from "../../core/schemas/download-token.js";
import { ApiError } from "../http/errors.js";
import { readForm } from "../http/multipart.js";
import { listPdfs, looksLikePdf, pdfExists, pdfKey } from "./pdf-library.js";

const tags = ["PDF library"];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/admin/pdfs",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Upload a PDF (multipart: file, optional name). The bytes must be a PDF; the name (from name, else the file name) is reduced to letters, digits, hyphens and underscores. A PDF of the same name is replaced. Files above the upload limit answer 413.",
        consumes: ["multipart/form-data"],
        response: { 201: pdfFileOut },
      },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req);
      const file = files.file;
      if (!file) throw new ApiError(422, "upload_missing", { file: ["upload_missing"] });
      if (!looksLikePdf(file.data)) throw new ApiError(422, "upload_not_pdf", { file: ["upload_not_pdf"] });
      // The name field wins; when nothing usable is left of it, the file's own name is used.
      const name = sanitizePdfName(typeof fields.name === "string" ? fields.name : "") || sanitizePdfName(file.filename ?? "");
      if (!name) throw new ApiError(422, "invalid_pdf_name", { name: ["invalid_pdf_name"] });
      await app.storage.put(pdfKey(name), file.data);
      const stored = (await listPdfs(app.storage)).find((f) => f.name === name)!;
      return reply.status(201).send(stored);
    },
  );

  app.get(
    "/api/admin/pdfs",
    {
      config: { admin: true },
      schema: { tags, summary: "The PDF library, by name", response: { 200: z.array(pdfFileOut) } },
    },
    async () => listPdfs(app.storage),
  );

  app.delete(
    "/api/admin/pdfs/:name",
    {
      config: { admin: true },
      schema: { tags, summary: "Delete a PDF and every download link made for it. Answers 204 with no body.", params: z.object({ name: pdfName }) },
    },
    async (req, reply) => {
      const { name } = req.params;
      if (!(await pdfExists(app.storage, name))) throw new ApiError(404, "pdf_not_found");
      await app.storage.delete(pdfKey(name));
      await app.repos.downloadTokens.removeForPdf(name);
      return reply.status(204).send();
    },
  );
};

export default routes;
