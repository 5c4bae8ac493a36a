import type { Blog, BlogFormValues } from "../../../core/schemas/blog";
import type { Call } from "./call";

export type { Blog, BlogFormValues } from "../../../core/schemas/blog";
export type { Block, BlockOf, BlogContent, ListItem } from "../../../core/blocks";

/** What the Editor.js image tool expects from its upload endpoint. */
export interface BlogImageUpload {
  success: 1;
  file: { url: string };
}

/** What the Editor.js link tool expects from its endpoint. */
export interface LinkPreview {
  success: 1;
  link: string;
  meta: { title: string; description: string; image: { url: string } };
}

/** The blog form as the contract's multipart body: blog[…] fields plus top-level meta_*. */
export function blogFormData(values: BlogFormValues): FormData {
  const form = new FormData();
  form.append("blog[title]", values.title);
  form.append("blog[description]", values.description);
  form.append("blog[category]", values.category);
  form.append("blog[published_date]", values.published_date);
  form.append("blog[language]", values.language);
  form.append("blog[slug]", values.slug);
  form.append("blog[content]", JSON.stringify(values.content));
  if (values.profile_image) form.append("blog[profile_image]", values.profile_image);
  if (values.translation_of) form.append("blog[translation_of]", values.translation_of);
  form.append("meta_title", values.meta_title);
  form.append("meta_description", values.meta_description);
  form.append("meta_keywords", values.meta_keywords);
  return form;
}

/**
 * A blog as a list card needs it: without its blocks, which a page would otherwise carry in its
 * loader data for nothing (a list of long articles is hundreds of kilobytes).
 */
export const blogCard = (blog: Blog): Blog => ({ ...blog, content: { blocks: [] } });

const path = (slug: string) => `/api/v1/blogs/${encodeURIComponent(slug)}`;

export const blogsApi = (call: Call) => ({
  /** Published blogs, newest first; with an admin token drafts are included. */
  list: (language?: string) => call<Blog[]>(`/api/v1/blogs${language ? `?language=${encodeURIComponent(language)}` : ""}`),
  /** One page of the list (ask for one more than shown to know whether another page follows). */
  listPage: (language: string, page: { limit: number; offset?: number }) =>
    call<Blog[]>(`/api/v1/blogs?language=${encodeURIComponent(language)}&limit=${page.limit}&offset=${page.offset ?? 0}`),
  get: (slug: string) => call<Blog>(path(slug)),
  create: (values: BlogFormValues) => call<Blog>("/api/v1/blogs", { method: "POST", body: blogFormData(values) }),
  /** Leave profile_image out to keep the current picture. */
  update: (slug: string, values: BlogFormValues) => call<Blog>(path(slug), { method: "PUT", body: blogFormData(values) }),
  remove: (slug: string) => call<null>(path(slug), { method: "DELETE" }),
  uploadImage: (file: Blob) => {
    const form = new FormData();
    form.append("image", file);
    return call<BlogImageUpload>("/api/v1/blog_images", { method: "POST", body: form });
  },
  linkPreview: (url: string) => call<LinkPreview>(`/api/v1/link_preview?url=${encodeURIComponent(url)}`),
});
