import type { Call } from "./call";

export interface BlogMetaInfo {
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
}

export interface Blog {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  category: string | null;
  language: string;
  published_date: string | null;
  profile_image_url: string | null;
  /** A block document; may arrive as a JSON string (SPEC §3). */
  content: unknown;
  meta_info: BlogMetaInfo | null;
  created_at?: string;
  updated_at?: string;
}

export const blogsApi = (call: Call) => ({
  list: (language: string) => call<Blog[] | { blogs: Blog[] }>(`/api/v1/blogs?language=${encodeURIComponent(language)}`).then(blogList),
  get: (slug: string) => call<Blog>(`/api/v1/blogs/${encodeURIComponent(slug)}`),
});

/** Lists arrive as an array; related-post reads also accept {blogs: [...]} (SPEC §7). */
export function blogList(body: Blog[] | { blogs: Blog[] } | null): Blog[] {
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body.blogs)) return body.blogs;
  return [];
}
