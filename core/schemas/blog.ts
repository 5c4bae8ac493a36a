import { z } from "zod";
import { blogContent, type BlogContent } from "../blocks.js";
import { language, optionalMultilineText, optionalText, requiredText } from "./common.js";
import { slugTranslations } from "./translations.js";

/** A calendar date YYYY-MM-DD that exists (2024-02-30 does not). */
export function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * The publication date: YYYY-MM-DD, or empty for a draft. A full ISO timestamp (what a JS
 * Date serialises to) is cut to its date.
 */
export const publishedDate = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return null;
    if (typeof v !== "string") return v;
    const s = v.trim();
    if (s === "") return null;
    return /^\d{4}-\d{2}-\d{2}T/.test(s) ? s.slice(0, 10) : s;
  },
  z.string({ error: "invalid_date" }).refine(isCalendarDate, "invalid_date").nullable(),
);

/**
 * The fields of the blog form, as the create and edit screens and the API share them. The
 * slug may be empty (the server derives it from the title); any text given is turned into a
 * slug the same way.
 */
export const blogFields = z.object({
  title: requiredText(200),
  description: optionalMultilineText(2000),
  category: optionalText(100),
  published_date: publishedDate,
  language: z.preprocess((v) => (v === undefined || v === null || v === "" ? "en" : v), language),
  slug: optionalText(200),
  content: blogContent,
  meta_title: optionalText(200),
  meta_description: optionalMultilineText(500),
  meta_keywords: optionalText(500),
});
export type BlogInput = z.output<typeof blogFields>;

const blockOut = z.object({ id: z.string().optional(), type: z.string(), data: z.record(z.string(), z.unknown()) });

export const blogOut = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  language: z.string(),
  published_date: z.string().nullable().describe("YYYY-MM-DD; null for a draft"),
  profile_image_url: z.string().nullable(),
  content: z.object({ time: z.number().optional(), blocks: z.array(blockOut), version: z.string().optional() }).describe("Editor.js document"),
  meta_info: z.object({ meta_title: z.string(), meta_description: z.string(), meta_keywords: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  translations: slugTranslations,
});

/** A blog as the API answers it, with its content typed block by block. */
export type Blog = Omit<z.output<typeof blogOut>, "content"> & { content: BlogContent };

/** What the blog form holds, before it is sent as multipart. */
export interface BlogFormValues {
  title: string;
  description: string;
  category: string;
  /** YYYY-MM-DD, or "" for a draft. */
  published_date: string;
  language: string;
  slug: string;
  content: BlogContent;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  /** A new picture; leave out to keep the current one on edit. */
  profile_image?: Blob | null;
  /** On create: the slug of the blog this one translates (it joins that blog's group). */
  translation_of?: string;
}
