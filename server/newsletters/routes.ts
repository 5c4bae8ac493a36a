import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { mapBlockTexts } from "../../core/blocks.js";
import { apiMessage } from "../../core/i18n/api-messages.js";
import { listQuery, idParam } from "../../core/schemas/common.js";
import { archivedNewsletterOut, newsletterFields, newsletterOut, sendBody, testSendBody, type NewsletterInput } from "../../core/schemas/newsletter.js";
import { ApiError, requestLanguage, validationError } from "../http/errors.js";
import { sanitizeInlineHtml } from "../http/sanitize.js";
import { siteUrl } from "../mail/compose.js";
import type { NewsletterDraft } from "./repository.js";

const tags = ["Newsletters"];
const previewOut = z.object({ subject: z.string(), html: z.string(), text: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.newsletters;
  const sending = app.services.newsletterSending;

  /** The stored form of the body: a block document, or the content of a published post. */
  async function draftOf(input: NewsletterInput): Promise<NewsletterDraft> {
    const base = { language: input.language, subject: input.subject, preheader: input.preheader, blog_slug: input.blog_slug || null };
    if (!input.blog_slug) return { ...base, content: mapBlockTexts(input.content ?? { blocks: [] }, sanitizeInlineHtml) };
    const blog = await app.repos.blogs.findBySlug(input.blog_slug, undefined, { drafts: false });
    if (!blog || blog.published_date === null || blog.language !== input.language) {
      throw new ApiError(422, "blog_not_published", { blog_slug: ["blog_not_published"] });
    }
    return { ...base, subject: input.subject || blog.title, content: blog.content };
  }

  // Field errors are named as in the form (subject, not newsletter.subject).
  const parseBody = (body: unknown) => {
    const fields = (body as { newsletter?: unknown } | null)?.newsletter;
    const parsed = newsletterFields.safeParse(typeof fields === "object" && fields !== null ? fields : {});
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  };

  const found = async (id: number) => {
    const n = await repo.find(id);
    if (!n) throw new ApiError(404, "newsletter_not_found");
    return n;
  };

  app.post(
    "/api/v1/newsletters",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Create a draft: {newsletter: {language, subject, preheader, content}} (content: an Editor.js document as for blogs), or blog_slug instead of content to send a published post",
        response: { 201: newsletterOut },
      },
    },
    async (req, reply) => reply.status(201).send(await repo.create(await draftOf(parseBody(req.body)))),
  );

  app.get(
    "/api/v1/newsletters",
    {
      config: { admin: true },
      schema: { tags, summary: "All newsletters, newest first, with status and counts {sent, failed, remaining}", response: { 200: z.array(newsletterOut) } },
    },
    async () => repo.list(),
  );

  app.get(
    "/api/v1/newsletters/:id",
    {
      config: { admin: true },
      schema: { tags, summary: "One newsletter with its status and counts", params: idParam, response: { 200: newsletterOut } },
    },
    async (req) => found(req.params.id),
  );

  app.put(
    "/api/v1/newsletters/:id",
    {
      config: { admin: true },
      schema: { tags, summary: "Change a draft (409 once it is scheduled or sent)", params: idParam, response: { 200: newsletterOut } },
    },
    async (req) => {
      await found(req.params.id);
      const draft = await draftOf(parseBody(req.body));
      if (!(await repo.update(req.params.id, draft))) throw new ApiError(409, "newsletter_not_draft");
      return found(req.params.id);
    },
  );

  app.delete(
    "/api/v1/newsletters/:id",
    {
      config: { admin: true },
      schema: { tags, summary: "Delete a newsletter (and its archive page); not while it is being sent (409). Answers 204.", params: idParam },
    },
    async (req, reply) => {
      await found(req.params.id);
      if (!(await repo.remove(req.params.id))) throw new ApiError(409, "newsletter_sending");
      app.events.emit("content-changed", "newsletters");
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/v1/newsletters/:id/preview",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The mail as subscribers will get it (HTML and plain text), for the admin's preview",
        params: idParam,
        response: { 200: previewOut },
      },
    },
    async (req) => {
      const n = await found(req.params.id);
      const mail = await sending.render(n, siteUrl(app.config.PUBLIC_URL, `/?lang=${n.language}`), n.slug ? { slug: n.slug } : {});
      return { subject: mail.subject, html: mail.html, text: mail.text };
    },
  );

  app.post(
    "/api/v1/newsletters/:id/test",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Send one test copy to {email} (its subject marked as a test; its unsubscribe link leads nowhere)",
        params: idParam,
        body: testSendBody,
      },
    },
    async (req, reply) => {
      const n = await found(req.params.id);
      // A test copy belongs to no subscriber: its unsubscribe link is the site's confirmation page for an unknown token.
      const unsubscribe = siteUrl(app.config.PUBLIC_URL, `${app.config.API_BASE_PATH}/api/v1/subscribers/unsubscribe?token=test-copy`);
      const mail = await sending.render(n, unsubscribe, { test: true, ...(n.slug ? { slug: n.slug } : {}) });
      await app.mails.send([{ kind: "newsletter_test", mail: { to: req.body.email, ...mail } }]);
      return reply.status(202).send({ message: apiMessage("test_mail_queued", requestLanguage(req)) });
    },
  );

  app.post(
    "/api/v1/newsletters/:id/send",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Send a draft to the confirmed subscribers of its language now, or at send_at (ISO 8601) if later. A second call changes nothing.",
        params: idParam,
        body: sendBody,
        response: { 200: newsletterOut },
      },
    },
    async (req) => {
      const n = await found(req.params.id);
      await sending.start(n, req.body?.send_at ? new Date(req.body.send_at) : undefined);
      return found(req.params.id);
    },
  );

  // The public archive: sent newsletters as pages, per language.
  app.get(
    "/api/v1/newsletter_archive",
    {
      config: { cache: "newsletters" },
      schema: {
        tags,
        summary: "Sent newsletters of one language, newest first (the public archive)",
        querystring: listQuery({}),
        response: { 200: z.array(archivedNewsletterOut) },
      },
    },
    async (req) => repo.archive(req.query.language),
  );

  app.get(
    "/api/v1/newsletter_archive/:slug",
    {
      config: { cache: "newsletters" },
      schema: {
        tags,
        summary: "One sent newsletter (its public page)",
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: archivedNewsletterOut },
      },
    },
    async (req) => {
      const n = await repo.findArchived(req.params.slug);
      if (!n) throw new ApiError(404, "newsletter_not_found");
      return n;
    },
  );
};

export default routes;
