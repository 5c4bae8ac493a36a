import { useLoaderData } from "react-router";
import type { Route } from "./+types/blogs";
import { BlogCard } from "../../components/public/blog-card";
import { useT } from "../../i18n";
import type { Blog } from "../../lib/api/blogs";
import { loaderApi, textMeta } from "../../lib/page";

export const meta: Route.MetaFunction = (args) => textMeta(args, "blogs.meta.title", "blogs.meta.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  try {
    return { blogs: await api.blogs.list(lang), failed: false };
  } catch {
    return { blogs: [] as Blog[], failed: true };
  }
}

export default function Blogs() {
  const { blogs, failed } = useLoaderData<typeof loader>();
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
        </div>
      </section>
    </>
  );
}
