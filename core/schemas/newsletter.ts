import { z } from "zod";
import { blogContent, type BlogContent } from "../blocks.js";
import { email, language, optionalText } from "./common.js";

export const NEWSLETTER_STATUSES = ["draft", "scheduled", "sending", "sent"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * A newsletter as the admin writes it: a language, a subject, a preheader (the line inboxes
 * show after the subject) and a block document, or `blog_slug` to take a published post's.
 */
export const newsletterFields = z
  .object({
    language,
    // Made from a post, it takes the post's title unless she writes another.
    subject: optionalText(200),
    preheader: optionalText(200),
    content: blogContent.optional(),
    blog_slug: z.string().trim().max(200).optional(),
  })
  .refine((v) => Boolean(v.subject || v.blog_slug), {
    path: ["subject"],
    message: "required",
    // Said together with the other fields' errors, not only once they are right.
    when: ({ value }) => typeof value === "object" && value !== null,
  });
export type NewsletterInput = z.output<typeof newsletterFields>;

export const newsletterBody = z.object({ newsletter: newsletterFields });

export const testSendBody = z.object({ email });
export const sendBody = z.object({ send_at: z.iso.datetime({ offset: true, error: "invalid_date" }).optional() }).optional();

export const newsletterCounts = z.object({ sent: z.number(), failed: z.number(), remaining: z.number() });

export const newsletterOut = z.object({
  id: z.number(),
  language: z.string(),
  subject: z.string(),
  preheader: z.string(),
  content: z.object({ time: z.number().optional(), blocks: z.array(z.any()), version: z.string().optional() }).describe("Editor.js document"),
  blog_slug: z.string().nullable(),
  status: z.enum(NEWSLETTER_STATUSES),
  slug: z.string().nullable(),
  send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  counts: newsletterCounts,
});
export type Newsletter = Omit<z.output<typeof newsletterOut>, "content"> & { content: BlogContent };

/** A sent newsletter as the public archive shows it. */
export const archivedNewsletterOut = z.object({
  slug: z.string(),
  language: z.string(),
  subject: z.string(),
  preheader: z.string(),
  content: newsletterOut.shape.content,
  sent_at: z.string(),
});
export type ArchivedNewsletter = Omit<z.output<typeof archivedNewsletterOut>, "content"> & { content: BlogContent };
