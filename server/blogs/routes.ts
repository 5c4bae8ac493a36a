import { z } from "zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listQuery, pageQuery } from "../../core/schemas/common.js";
import { blogOut, type Blog, type BlogInput } from "../../core/schemas/blog.js";
import { slugify } from "../../core/slugify.js";
import { writeWithFreeSlug } from "../db/free-slug.js";
import { publicUrls } from "../uploads/public-urls.js";
import { ApiError } from "../http/errors.js";
import { readForm, type UploadedFile } from "../http/multipart.js";
import { FetchRefused } from "../http/safe-fetch.js";
import { storeImage, uploadUrl } from "../uploads/images.js";
import { parseBlog, readBlogForm } from "./form.js";
import { fetchLinkPreview } from "./link-preview.js";
import type { BlogRecord } from "./repository.js";

const tags = ["Blogs"];
const slugParam = z.object({ slug: z.string().min(1).max(300) });
const MAX_SLUG = 200;

const MULTIPART_NOTE =
  "Multipart form (or JSON): blog[title] (required), blog[description], blog[category], blog[published_date] (YYYY-MM-DD; empty = draft), " +
  "blog[language] (en|es|gr, default en), blog[slug] (empty = from the title), blog[content] (Editor.js JSON text), blog[profile_image] (file), " +
  "meta_title, meta_description, meta_keywords (top level or inside blog[…]). Inline HTML in blocks is sanitised; unknown block types are refused (422). " +
  "Slugs are unique across all languages: a taken slug answers 422 with errors.slug. On create, blog[translation_of] (a blog's slug) " +
  "makes the new blog that blog's translation (one per language; without a picture of its own it shares the original's).";

/** The Editor.js tools read `success`; every failure of their endpoints says success: 0 too. */
async function editorToolFailure(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== "string") return payload;
  try {
    return JSON.stringify({ success: 0, ...JSON.parse(payload) });
  } catch {
    return payload;
  }
}

function toSlug(text: string): string {
  return slugify(text).slice(0, MAX_SLUG).replace(/-+$/, "");
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const blogs = app.repos.blogs;
  const base = app.config.API_BASE_PATH;

  async function findVisible(slug: string, admin: boolean): Promise<Blog> {
    const blog = await blogs.findBySlug(slug, undefined, { drafts: admin });
    // A draft is the admin's business: to everyone else it does not exist.
    if (!blog || (!admin && blog.published_date === null)) throw new ApiError(404, "blog_not_found");
    return blog;
  }

  /** The given slug (made slug-shaped) or, on edit, the current one; undefined when it is to come from the title. */
  async function chosenSlug(input: BlogInput, current?: Blog): Promise<string | undefined> {
    if (input.slug !== "") {
      const slug = toSlug(input.slug);
      if (slug === "") throw new ApiError(422, "validation_failed", { slug: ["invalid_slug"] });
      if (await blogs.slugTaken(slug, current?.id)) throw new ApiError(422, "validation_failed", { slug: ["slug_taken"] });
      return slug;
    }
    return current?.slug;
  }

  async function storeProfileImage(file: UploadedFile): Promise<string> {
    try {
      return await storeImage(app.storage, file);
    } catch (e) {
      if (e instanceof ApiError) throw new ApiError(e.status, "validation_failed", { profile_image: [e.key] });
      throw e;
    }
  }

  const record = (input: BlogInput, slug: string, image: string | null): BlogRecord => ({
    slug,
    title: input.title,
    description: input.description,
    category: input.category,
    language: input.language,
    published_date: input.published_date,
    profile_image: image,
    content: input.content,
    meta_title: input.meta_title,
    meta_description: input.meta_description,
    meta_keywords: input.meta_keywords,
  });

  app.get(
    "/api/v1/blogs",
    {
      config: { admin: "optional", cache: "blogs" },
      schema: {
        tags,
        summary: "Blogs of a language, newest published first. Published only; with an admin token drafts too (listed first).",
        querystring: listQuery(pageQuery),
        response: { 200: z.array(blogOut) },
      },
    },
    async (req, reply) => {
      const { language: lang, limit, offset } = req.query;
      const filter = { language: lang, includeDrafts: req.admin !== null };
      if (limit !== undefined) reply.header("x-total-count", String(await blogs.countListed(filter)));
      return blogs.list({ ...filter, limit, offset });
    },
  );

  app.get(
    "/api/v1/blogs/:slug",
    {
      config: { admin: "optional", cache: "blogs" },
      schema: { tags, summary: "One blog by slug (a draft only with an admin token)", params: slugParam, response: { 200: blogOut } },
    },
    async (req) => findVisible(req.params.slug, req.admin !== null),
  );

  app.post(
    "/api/v1/blogs",
    {
      config: { admin: true },
      schema: { tags, summary: "Create a blog", description: MULTIPART_NOTE, response: { 201: blogOut } },
    },
    async (req, reply) => {
      const form = await readBlogForm(req);
      const input = parseBlog(form.values);
      const origin = form.translationOf === undefined ? undefined : await blogs.groupOf(form.translationOf);
      if (form.translationOf !== undefined && !origin)
        throw new ApiError(422, "translation_source_not_found", { translation_of: ["translation_source_not_found"] });
      const slug = await chosenSlug(input);
      // A translation shows the original's picture unless it is given its own.
      const image = form.image ? await storeProfileImage(form.image) : origin ? await blogs.storedImage(origin.id) : null;
      const link = { translationOf: origin?.id };
      // A typed slug that another save takes meanwhile is refused; an automatic one moves on to the next suffix.
      const blog =
        slug !== undefined
          ? await blogs.create(record(input, slug, image), link)
          : await writeWithFreeSlug(app.db, "blogs", toSlug(input.title) || "blog", (auto) => blogs.create(record(input, auto, image), link));
      app.events.emit("content-changed", "blogs");
      return reply.status(201).send(blog);
    },
  );

  app.put(
    "/api/v1/blogs/:slug",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Update a blog. Fields left out keep their value; the picture is kept unless a new one is sent (or blog[remove_profile_image]=1).",
        description: MULTIPART_NOTE,
        params: slugParam,
        response: { 200: blogOut },
      },
    },
    async (req) => {
      const current = await findVisible(req.params.slug, true);
      const form = await readBlogForm(req);
      const input = parseBlog({
        title: current.title,
        description: current.description,
        category: current.category,
        published_date: current.published_date,
        language: current.language,
        slug: "",
        content: current.content,
        ...current.meta_info,
        ...form.values,
      });
      const slug = (await chosenSlug(input, current))!;
      const image = form.image ? await storeProfileImage(form.image) : form.removeImage ? null : await blogs.storedImage(current.id);
      const blog = await blogs.update(current.id, record(input, slug, image));
      app.events.emit("content-changed", "blogs");
      return blog;
    },
  );

  app.delete(
    "/api/v1/blogs/:slug",
    {
      config: { admin: true },
      schema: { tags, summary: "Delete a blog. Answers 204 with no body.", params: slugParam },
    },
    async (req, reply) => {
      if (!(await blogs.remove(req.params.slug))) throw new ApiError(404, "blog_not_found");
      app.events.emit("content-changed", "blogs");
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/v1/blog_images",
    {
      config: { admin: true },
      onSend: editorToolFailure,
      schema: {
        tags,
        summary: "Upload a picture for a content block (Editor.js image tool): multipart field image. Failures answer {success: 0, error}.",
        response: { 201: z.object({ success: z.literal(1), file: z.object({ url: z.string() }) }) },
      },
    },
    async (req, reply) => {
      const { files } = await readForm(req);
      const key = await storeImage(app.storage, files.image);
      return reply.status(201).send({ success: 1 as const, file: { url: publicUrls(app.config.PUBLIC_URL, base).answered(uploadUrl(base, key)) } });
    },
  );

  app.get(
    "/api/v1/link_preview",
    {
      config: { admin: true },
      onSend: editorToolFailure,
      schema: {
        tags,
        summary:
          "Title, description and image of a public web page (Editor.js link tool). Private and local addresses are refused. Failures answer 422 {success: 0, error}.",
        querystring: z.object({ url: z.string().max(2000) }),
        response: {
          200: z.object({
            success: z.literal(1),
            link: z.string(),
            meta: z.object({ title: z.string(), description: z.string(), image: z.object({ url: z.string() }) }),
          }),
        },
      },
    },
    async (req) => {
      const url = req.query.url.trim();
      if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new ApiError(422, "validation_failed", { url: ["invalid_url"] });
      try {
        const { link, meta } = await fetchLinkPreview(url);
        return { success: 1 as const, link, meta };
      } catch (e) {
        if (!(e instanceof FetchRefused)) throw e;
        req.log.info({ reason: e.reason, msg: e.message }, "link preview refused");
        throw new ApiError(422, e.reason === "address" || e.reason === "scheme" ? "link_address_refused" : "link_fetch_failed");
      }
    },
  );
};

export default routes;
