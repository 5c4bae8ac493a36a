import { data, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/blog";
import { BlockRenderer } from "../../components/blocks/block-renderer";
import { parseContent } from "../../components/blocks/block-content";
import { BLOG_FALLBACK_IMAGE, BlogCard } from "../../components/public/blog-card";
import { BlogMeta } from "../../components/public/blog-meta";
import { MissingContent } from "../../components/public/missing-content";
import { FallbackImage } from "../../components/public/fallback-image";
import { Icon } from "../../components/public/icons";
import { ShareLinks } from "../../components/public/share-links";
import { translate, useLanguage, useT } from "../../i18n";
import { isMissing } from "../../lib/site-api";
import { blogCard, type Blog } from "../../lib/api/blogs";
import { formatLongDate } from "../../lib/format";
import { L, withLang } from "../../lib/localized";
import { loaderApi, metaLanguage, metaOrigin, pageMeta, metaSiteName, withBrand } from "../../lib/page";
import { languageRedirect } from "../../lib/translations";
import { contentAlternates, switchTargets } from "../../../core/seo/urls";
import { contentLanguage } from "../../lib/seo";
import { blockText, blogLd, breadcrumbsLd, loaderOrigin } from "../../lib/structured-data.server";
import { CONTENT_PAGE } from "../../lib/page-kind";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  let blog: Blog;
  try {
    blog = await api.blogs.get(params.slug);
  } catch (e) {
    const status = isMissing(e) ? 404 : 500;
    return data({ blog: null, blocks: null, related: [] as Blog[], relatedFailed: false, notFound: status === 404 }, { status });
  }
  const moved = languageRedirect(request, "blog", blog);
  if (moved) throw moved;
  // Unreadable content is shown as empty, not as an error: the rest of the page still serves.
  const blocks = parseContent(blog.content) ?? { blocks: [] };
  let related: Blog[] = [];
  let relatedFailed = false;
  try {
    // The four newest are enough to find three others, however many blogs there are.
    related = (await api.blogs.listPage(lang, { limit: 4 })).filter((b) => b.slug !== blog.slug && b.id !== blog.id).slice(0, 3).map(blogCard);
  } catch {
    relatedFailed = true;
  }
  const origin = loaderOrigin(request, context.publicUrl);
  const content = contentLanguage(blog.language);
  const jsonLd = [
    blogLd(origin, lang, { ...blog, ...blog.meta_info, text: blockText(blog.content) }, await api.practice.identity().catch(() => null)),
    breadcrumbsLd(origin, content, [{ name: translate(content, "nav.home"), path: "/" }, { name: translate(content, "nav.blogs"), path: "/blogs" }, { name: blog.title }]),
  ];
  return { blog, blocks, related, relatedFailed, notFound: false, jsonLd, languageLinks: switchTargets("blog", blog) };
}

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  const blog = args.data?.blog;
  if (!blog) return pageMeta(args, translate(lang, "blog.notFound"), translate(lang, "blogs.meta.description"), [], { noindex: true });
  const title = blog.meta_info?.meta_title || withBrand(metaSiteName(args), blog.title);
  const description = blog.meta_info?.meta_description || blog.description || "";
  const extra = blog.meta_info?.meta_keywords ? [{ name: "keywords", content: blog.meta_info.meta_keywords }] : [];
  const content = contentLanguage(blog.language);
  return pageMeta(args, title, description, extra, {
    type: "article",
    canonicalLang: content,
    alternates: contentAlternates(metaOrigin(args), "blog", blog),
    exactTitle: true,
    ...(blog.profile_image_url ? { image: { url: blog.profile_image_url, alt: blog.title } } : {}),
    article: { publishedTime: blog.published_date ?? undefined, modifiedTime: blog.updated_at, section: blog.category || undefined },
  });
};

export default function BlogPage() {
  const { blog, blocks, related, relatedFailed, notFound } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;

  if (!blog) return <MissingContent title={notFound ? "blog.notFound" : "error.title"} text={notFound ? "blog.notFound" : "error.text"} back={{ to: "/blogs", label: "blog.back" }} />;

  const date = formatLongDate(blog.published_date, lang);
  return (
    <>
      <article className="article">
        <header className="article__head container narrow">
          <L to="/blogs" className="back-link">
            <Icon name="arrowLeft" size={18} /> {t("blog.back")}
          </L>
          <BlogMeta blog={blog} date={date} />
          <h1>{blog.title}</h1>
          {blog.description && <p className="article__lead">{blog.description}</p>}
        </header>
        <div className="container article__cover">
          <FallbackImage src={blog.profile_image_url} fallback={BLOG_FALLBACK_IMAGE} alt="" width={1200} height={630} loading="eager" sizes="(max-width: 900px) 100vw, 900px" />
        </div>
        <div className="container narrow article__body">
          <BlockRenderer content={blocks} emptyText={t("blog.noContent")} />
          <footer className="article__footer">
            <ShareLinks url={`${root?.origin ?? ""}${withLang(`/blogs/${blog.slug}`, lang)}`} title={blog.title} />
          </footer>
        </div>
      </article>
      <section className="section section--alt" aria-labelledby="related-title">
        <div className="container">
          <h2 id="related-title">{t("blog.related")}</h2>
          {relatedFailed ? (
            <p className="state state--error" role="alert">{t("blog.relatedError")}</p>
          ) : related.length === 0 ? (
            <p className="state">{t("blogs.empty")}</p>
          ) : (
            <ul className="grid grid--3 blog-grid">
              {related.map((b) => (
                <li key={b.id}>
                  <BlogCard blog={b} headingLevel={3} share={false} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
