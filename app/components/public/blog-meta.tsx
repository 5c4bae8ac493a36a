import { useT } from "../../i18n";
import type { Blog } from "../../lib/api/blogs";
import { isoDay } from "../../lib/format";
import { Icon } from "./icons";

/** A post's date (or "draft") and category, as its card and its page both show them. */
export function BlogMeta({ blog, date }: { blog: Pick<Blog, "published_date" | "category">; date: string | null }) {
  const t = useT();
  return (
    <div className="meta-line">
      {date ? (
        <span>
          <Icon name="calendar" size={16} />
          <time dateTime={isoDay(blog.published_date)}>{date}</time>
        </span>
      ) : (
        <span className="chip chip--draft">{t("blogs.draft")}</span>
      )}
      {blog.category && <span className="chip">{blog.category}</span>}
    </div>
  );
}
