import { Link, useNavigate, useParams } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { formatDateTime, FallbackImage, Loaded, PageHead } from "../ui";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { ContentPreview } from "./content-preview";
import { shortDate } from "./dates";
import { TranslationStatus } from "../translations";
import type { Language } from "../../../../core/languages";

export default function AdminViewBlog() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const navigate = useNavigate();
  const slug = useParams().slug ?? "";
  const { state } = useLoad(
    () => api.blogs.get(slug),
    [api, slug],
    (e) => (e instanceof ApiRequestError && e.status === 404 ? t("admin.blogs.viewNotFound") : t("admin.blogs.viewLoadFailed")),
  );
  useDocumentTitle(state.status === "ready" ? state.data.title : t("admin.blogs.viewTitle"));

  async function remove() {
    if (!window.confirm(t("admin.blogs.confirmDelete"))) return;
    try {
      await api.blogs.remove(slug);
      flash("success", t("admin.blogs.deleted"));
      navigate("/admin-blog-list");
    } catch {
      flash("error", t("admin.blogs.deleteFailed"));
    }
  }

  if (state.status !== "ready") {
    return (
      <>
        <PageHead title={t("admin.blogs.viewTitle")} back={{ to: "/admin-blog-list", label: t("admin.blogs.title") }} />
        <Loaded state={state}>{() => null}</Loaded>
      </>
    );
  }

  return (
    <Loaded state={state}>
      {(blog) => {
        const meta = blog.meta_info ?? {};
        const hasMeta = !!(meta.meta_title || meta.meta_description || meta.meta_keywords);
        return (
          <article>
            <PageHead title={blog.title} back={{ to: "/admin-blog-list", label: t("admin.blogs.title") }}>
              <Link to={`/admin-edit-blog/${encodeURIComponent(blog.slug)}`} className="btn">
                {t("admin.action.edit")}
              </Link>
              <button type="button" className="btn btn--danger" onClick={() => void remove()}>
                {t("admin.action.delete")}
              </button>
            </PageHead>
            <p>
              {blog.category && <span>{blog.category} · </span>}
              {blog.published_date ? shortDate(blog.published_date, lang) : <span className="badge badge-draft">{t("admin.blogs.draft")}</span>}
            </p>
            <TranslationStatus kind="blog" item={blog} title={blog.title} />
            <FallbackImage className="detail-image" src={blog.profile_image_url} alt={blog.title} />
            <section className="admin-card" aria-labelledby="blog-content-title">
              <h2 id="blog-content-title">{t("admin.blogs.content")}</h2>
              <ContentPreview content={blog.content} />
            </section>
            <div className="grid-2">
              <section className="admin-card" aria-labelledby="blog-details-title">
                <h2 id="blog-details-title">{t("admin.blogs.details")}</h2>
                <dl className="details">
                  <dt>{t("admin.field.slug")}</dt>
                  <dd>{blog.slug}</dd>
                  <dt>{t("admin.field.language")}</dt>
                  <dd>{t(`admin.language.${blog.language as Language}`)}</dd>
                  <dt>{t("admin.field.description")}</dt>
                  <dd>{blog.description}</dd>
                  <dt>{t("admin.blogs.createdAt")}</dt>
                  <dd>{formatDateTime(blog.created_at, lang)}</dd>
                  <dt>{t("admin.blogs.updatedAt")}</dt>
                  <dd>{formatDateTime(blog.updated_at, lang)}</dd>
                </dl>
              </section>
              <section className="admin-card" aria-labelledby="blog-seo-title">
                <h2 id="blog-seo-title">{t("admin.blogs.seo")}</h2>
                {hasMeta ? (
                  <dl className="details">
                    <dt>{t("admin.field.metaTitle")}</dt>
                    <dd>{meta.meta_title}</dd>
                    <dt>{t("admin.field.metaDescription")}</dt>
                    <dd>{meta.meta_description}</dd>
                    <dt>{t("admin.field.metaKeywords")}</dt>
                    <dd>{meta.meta_keywords}</dd>
                  </dl>
                ) : (
                  <p className="muted">{t("admin.blogs.noMeta")}</p>
                )}
              </section>
            </div>
          </article>
        );
      }}
    </Loaded>
  );
}
