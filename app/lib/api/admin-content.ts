import type { Call } from "./call";

// The admin's calls for blogs (SPEC §7). Writes are multipart forms with the
// contract's bracketed field names; every call carries the admin token.

export interface BlogMeta {
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
}

export interface Blog {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  language: string;
  published_date: string | null;
  profile_image_url: string | null;
  content: unknown;
  meta_info?: BlogMeta | null;
  created_at: string;
  updated_at: string;
}

export const adminBlogsApi = (call: Call) => ({
  list: (language: string) => call<Blog[] | { blogs: Blog[] }>(`/api/v1/blogs?language=${encodeURIComponent(language)}`).then((r) => (Array.isArray(r) ? r : r.blogs ?? [])),
  get: (slug: string) => call<Blog>(`/api/v1/blogs/${encodeURIComponent(slug)}`),
  create: (form: FormData) => call<Blog>("/api/v1/blogs", { method: "POST", body: form }),
  update: (slug: string, form: FormData) => call<Blog>(`/api/v1/blogs/${encodeURIComponent(slug)}`, { method: "PUT", body: form }),
  remove: (slug: string) => call<null>(`/api/v1/blogs/${encodeURIComponent(slug)}`, { method: "DELETE" }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append("image", file);
    return call<{ success: number; file: { url: string } }>("/api/v1/blog_images", { method: "POST", body: form });
  },
});
