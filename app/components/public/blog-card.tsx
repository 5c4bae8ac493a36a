import { useRouteLoaderData } from "react-router";
import { useLanguage, useT } from "../../i18n";
import type { Blog } from "../../lib/api/blogs";
import { formatShortDate } from "../../lib/format";
import { L, withLang } from "../../lib/localized";
import { FallbackImage } from "./fallback-image";
import { BlogMeta } from "./blog-meta";
import { Icon } from "./icons";
import { ShareLinks } from "./share-links";

export const BLOG_FALLBACK_IMAGE = "/images/blog-fallback.svg";

/** A blog in a list: image, date or 'Draft', title, description, share links, 'Read More'. */
export function BlogCard({ blog, headingLevel = 2, share = true }: { blog: Blog; headingLevel?: 2 | 3; share?: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const href = withLang(`/blogs/${blog.slug}`, lang);
  const date = formatShortDate(blog.published_date, lang);
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card blog-card">
      <L to={`/blogs/${blog.slug}`} className="card__media" tabIndex={-1} aria-hidden="true">
        <FallbackImage src={blog.profile_image_url} fallback={BLOG_FALLBACK_IMAGE} alt="" width={640} height={400} sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 360px" />
      </L>
      <div className="card__body">
        <BlogMeta blog={blog} date={date} />
        <H className="card__title">
          <L to={`/blogs/${blog.slug}`}>{blog.title}</L>
        </H>
        {blog.description && <p className="card__text">{blog.description}</p>}
        <div className="card__footer">
          <L to={`/blogs/${blog.slug}`} className="read-more">
            {t("blogs.readMore")}
            <span className="visually-hidden">: {blog.title}</span> <Icon name="arrowRight" size={16} />
          </L>
          {share && <ShareLinks url={`${root?.origin ?? ""}${href}`} title={blog.title} />}
        </div>
      </div>
    </article>
  );
}
