import { useLoaderData } from "react-router";
import type { Route } from "./+types/blogs";
import { BlogCard } from "../../components/public/blog-card";
import { UntranslatedNotice } from "../../components/public/untranslated-notice";
import { useT } from "../../i18n";
import { blogCard, type Blog } from "../../lib/api/blogs";
import { loaderApi, pagedListMeta } from "../../lib/page";
import { pageOf, pageWindow, requestPage } from "../../lib/paging";
import { Pager } from "../../components/public/pager";
import { CONTENT_PAGE } from "../../lib/page-kind";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

export const meta: Route.MetaFunction = (args) => pagedListMeta(args, "/blogs", "blogs.meta.title", "blogs.meta.description", args.data);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  const page = requestPage(request);
  let rows: Blog[];
  try {
    rows = await api.blogs.listPage(lang, pageWindow(page));
  } catch {
    return { blogs: [] as Blog[], page, hasNext: false, failed: true };
  }
  const { items, hasNext } = pageOf(rows, page);
  return { blogs: items.map(blogCard), page, hasNext, failed: false };
}

export default function Blogs() {
  const { blogs, page, hasNext, failed } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t("blogs.title")}</h1>
          <p className="page-hero__lead">{t("blogs.lead")}</p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container">
          <UntranslatedNotice textKey="blogs.untranslated" />
          {failed ? (
            <p className="state state--error" role="alert">{t("blogs.error")}</p>
          ) : blogs.length === 0 ? (
            <p className="state">{t("blogs.empty")}</p>
          ) : (
            <ul className="grid grid--3 blog-grid">
              {blogs.map((b) => (
                <li key={b.id} className="blog-grid__item">
                  <BlogCard blog={b} />
                </li>
              ))}
            </ul>
          )}
          {!failed && <Pager path="/blogs" page={page} hasNext={hasNext} />}
        </div>
      </section>
    </>
  );
}
