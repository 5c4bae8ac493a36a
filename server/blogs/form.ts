import type { FastifyRequest } from "fastify";
import { mapBlockTexts } from "../../core/blocks.js";
import { blogFields, type BlogInput } from "../../core/schemas/blog.js";
import { readForm, type UploadedFile } from "../http/multipart.js";
import { sanitizeInlineHtml } from "../http/sanitize.js";
import { validationError } from "../http/errors.js";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const FIELDS = ["title", "description", "category", "published_date", "language", "slug", "content"] as const;
const META = ["meta_title", "meta_description", "meta_keywords"] as const;

export interface BlogForm {
  /** Only the fields the caller sent: on edit, absent ones keep their stored value. */
  values: Partial<Record<(typeof FIELDS)[number] | (typeof META)[number], unknown>>;
  image?: UploadedFile;
  removeImage: boolean;
  /** The slug of the blog this one translates (create only). */
  translationOf?: string;
}

/**
 * Reads a blog from multipart (blog[title]…, blog[profile_image], meta_* at the top level or
 * inside blog[…]) or from JSON ({blog: {…}} or the fields flat, meta also as meta_info {…}).
 */
export async function readBlogForm(req: FastifyRequest): Promise<BlogForm> {
  const { fields, files } = await readForm(req);
  const blog = isObject(fields.blog) ? fields.blog : fields;
  const metaInfo = [blog.meta_info, fields.meta_info].find(isObject) ?? {};
  const values: BlogForm["values"] = {};
  for (const f of FIELDS) if (f in blog) values[f] = blog[f];
  for (const f of META) {
    const v = fields[f] !== undefined ? fields[f] : blog[f] !== undefined ? blog[f] : metaInfo[f];
    if (v !== undefined) values[f] = v;
  }
  const flag = blog.remove_profile_image;
  const source = blog.translation_of ?? fields.translation_of;
  return {
    ...(typeof source === "string" && source.trim() !== "" ? { translationOf: source.trim() } : {}),
    values,
    image: files["blog[profile_image]"] ?? files.profile_image,
    removeImage: flag === true || flag === "1" || flag === "true",
  };
}

/** Validates the merged values; inline HTML in the blocks is sanitised on the way in. */
export function parseBlog(values: Record<string, unknown>): BlogInput {
  const parsed = blogFields.safeParse(values);
  if (!parsed.success) throw validationError(parsed.error);
  return { ...parsed.data, content: mapBlockTexts(parsed.data.content, sanitizeInlineHtml) };
}
