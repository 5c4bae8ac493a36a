import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LANGUAGES, htmlLang, pickLanguage } from "../../core/languages.js";
import {
  BLOG_FEED_DESCRIPTION,
  contentAlternates,
  contentPath,
  languageAlternates,
  localizedUrl,
  rssXml,
  sitemapXml,
  type ContentKind,
  type SitemapEntry,
} from "../../core/seo/index.js";

/** The date the legal pages say they were last updated (the sitemap's lastmod for them). */
const LEGAL_UPDATED = "2025-03-21";

/**
 * The public pages with one address each. /contactus and /booking show the same screens as
 * /contact and /book-consultation, whose addresses are the canonical ones.
 */
type Dates = { plans: string | null; blogs: string | null; recipes: string | null; newsletters: string | null };
const STATIC_PAGES: { path: string; lastmod?: (d: Dates) => string | null | undefined }[] = [
  { path: "/", lastmod: (d) => latest(d.plans, d.blogs, d.recipes) },
  { path: "/services", lastmod: (d) => d.plans },
  { path: "/blogs", lastmod: (d) => d.blogs },
  { path: "/recipes", lastmod: (d) => d.recipes },
  { path: "/newsletter", lastmod: (d) => d.newsletters },
  { path: "/about" },
  { path: "/contact" },
  { path: "/book-consultation" },
  { path: "/terms-of-service", lastmod: () => LEGAL_UPDATED },
  { path: "/privacy-policy", lastmod: () => LEGAL_UPDATED },
  { path: "/cookies-policy", lastmod: () => LEGAL_UPDATED },
];

function latest(...dates: (string | null | undefined)[]): string | null {
  return (
    dates
      .filter((d): d is string => !!d)
      .sort()
      .pop() ?? null
  );
}

/**
 * sitemap.xml, robots.txt and the blog's RSS feeds: for search engines and feed readers, at
 * the site's root (not beneath the backend base). They are kept in memory until the content
 * they list changes, like the API's public lists.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.PUBLIC_URL.replace(/\/$/, "");
  const base = app.config.API_BASE_PATH;
  const hide = { hide: true };

  app.get("/robots.txt", { config: { cache: "robots" }, schema: hide }, async (_req, reply) => {
    const api = base ? [`Disallow: ${base}/`, `Allow: ${base}/uploads/`] : ["Disallow: /api/v1/", "Disallow: /bookings"];
    const lines = [
      "User-agent: *",
      // Every admin screen's path starts with /admin (admin-login, admin-dashboard, admin/…).
      "Disallow: /admin",
      ...api,
      "Disallow: /pdf/",
      // Links that carry a token (downloads, a client's booking page) are personal.
      "Disallow: /manage-booking/",
      "Disallow: /*token=",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ];
    return reply.type("text/plain; charset=utf-8").send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { config: { cache: ["blogs", "recipes", "service_plans", "newsletters"] }, schema: hide }, async (_req, reply) => {
    const [blogs, recipes, plans, newsletters] = await Promise.all([
      app.repos.blogs.publishedSummaries(),
      app.repos.recipes.summaries(),
      app.repos.servicePlans.lastUpdated(),
      app.repos.newsletters.archivedSummaries(),
    ]);
    const dates: Dates = {
      plans,
      blogs: latest(...blogs.map((b) => b.updated_at)),
      recipes: latest(...recipes.map((r) => r.updated_at)),
      newsletters: latest(...newsletters.map((n) => n.updated_at)),
    };
    const entries: SitemapEntry[] = [];
    for (const page of STATIC_PAGES) {
      const lastmod = page.lastmod?.(dates) ?? undefined;
      const alternates = languageAlternates(origin, page.path);
      for (const lang of LANGUAGES) entries.push({ loc: localizedUrl(origin, page.path, lang), lastmod, alternates });
    }
    // Each blog and recipe at its address in its own language, with the translations of its
    // group that are listed here too (published), so every alternate is a page that exists.
    const content = (kind: ContentKind, items: { id: number; translation_group: number | null; slug: string; language: string; updated_at: string }[]) => {
      const groups = new Map<number, typeof items>();
      for (const i of items) if (i.translation_group !== null) groups.set(i.translation_group, [...(groups.get(i.translation_group) ?? []), i]);
      for (const item of items) {
        const translations = item.translation_group === null ? [] : groups.get(item.translation_group)!.filter((m) => m.id !== item.id);
        entries.push({
          loc: `${origin}${contentPath(kind, item)}`,
          lastmod: item.updated_at,
          alternates: contentAlternates(origin, kind, { ...item, translations }),
        });
      }
    };
    content("blog", blogs);
    content("recipe", recipes);
    // A newsletter is written in one language and has no translations.
    for (const n of newsletters) {
      entries.push({ loc: localizedUrl(origin, `/newsletter/${encodeURIComponent(n.slug)}`, pickLanguage(n.language)), lastmod: n.updated_at, alternates: [] });
    }
    return reply.type("application/xml; charset=utf-8").send(sitemapXml(entries));
  });

  app.get(
    "/rss.xml",
    {
      // Its title is the practice's name: a new name is a new feed.
      config: { cache: ["blogs", "practice"] },
      schema: { ...hide, querystring: z.object({ lang: z.preprocess((v) => pickLanguage(v), z.enum(LANGUAGES)) }) },
    },
    async (req, reply) => {
      const lang = req.query.lang;
      const blogs = await app.repos.blogs.publishedSummaries({ language: lang, limit: 50 });
      const site = (await app.repos.practiceIdentity.names())[lang];
      const xml = rssXml({
        title: site ? `${site} · Blog` : "Blog",
        link: localizedUrl(origin, "/blogs", lang),
        description: BLOG_FEED_DESCRIPTION[lang],
        language: htmlLang(lang),
        self: `${origin}/rss.xml?lang=${lang}`,
        items: blogs.map((b) => ({
          title: b.title,
          link: localizedUrl(origin, `/blogs/${encodeURIComponent(b.slug)}`, lang),
          description: b.description,
          published: b.published_date,
          category: b.category || undefined,
          image: b.image_url ? new URL(b.image_url, `${origin}/`).href : undefined,
        })),
      });
      return reply.type("application/rss+xml; charset=utf-8").send(xml);
    },
  );
};

export default routes;
