import { useState } from "react";
import { Link } from "react-router";
import type { Language } from "../../../../core/languages";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { ContentLanguageSelect, FallbackImage, Loaded, PageHead } from "../ui";
import { byNewestPublished, shortDate } from "./dates";
import { TranslationStatus } from "../translations";

/** The blog list (also served at /admin/adminblogs, where a saved edit returns to). */
export default function AdminBlogList() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [language, setLanguage] = useState<Language>(lang);
  const { state, set } = useLoad(
    async () => (await api.blogs.list(language)).slice().sort(byNewestPublished),
    [api, language],
    () => t("admin.blogs.loadFailed"),
  );
  useDocumentTitle(t("admin.blogs.title"));

  async function remove(slug: string) {
    if (!window.confirm(t("admin.blogs.confirmDelete"))) return;
    try {
      await api.blogs.remove(slug);
      set((blogs) => blogs.filter((b) => b.slug !== slug));
      flash("success", t("admin.blogs.deleted"));
    } catch {
      flash("error", t("admin.blogs.deleteFailed"));
    }
  }

  return (
    <>
      <PageHead title={t("admin.blogs.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }}>
        <Link to="/admin-create-blog" className="btn btn--primary">
          {t("admin.blogs.create")}
        </Link>
      </PageHead>
      <div className="toolbar">
        <ContentLanguageSelect value={language} onChange={setLanguage} id="blogs-language" />
      </div>
      <Loaded state={state}>
        {(blogs) =>
          blogs.length === 0 ? (
            <p className="empty">{t("admin.blogs.empty")}</p>
          ) : (
            <ul className="card-grid" aria-label={t("admin.blogs.title")}>
              {blogs.map((b) => (
                <li key={b.id} className="admin-card item-card">
                  <FallbackImage className="thumb" src={b.profile_image_url} alt="" />
                  <h2>{b.title}</h2>
                  <p>
                    {b.published_date ? <span>{shortDate(b.published_date, lang)}</span> : <span className="badge badge-draft">{t("admin.blogs.draft")}</span>}
                    {b.category && <span className="muted"> · {b.category}</span>}
                  </p>
                  <p className="muted">{b.description}</p>
                  <TranslationStatus kind="blog" item={b} title={b.title} />
                  <div className="card-actions">
                    <Link to={`/admin-view-blog/${encodeURIComponent(b.slug)}`} className="btn" aria-label={`${t("admin.action.view")}: ${b.title}`}>
                      {t("admin.action.view")}
                    </Link>
                    <Link to={`/admin-edit-blog/${encodeURIComponent(b.slug)}`} className="btn" aria-label={`${t("admin.action.edit")}: ${b.title}`}>
                      {t("admin.action.edit")}
                    </Link>
                    <button
                      type="button"
                      className="btn btn--danger"
                      onClick={() => void remove(b.slug)}
                      aria-label={`${t("admin.action.delete")}: ${b.title}`}
                    >
                      {t("admin.action.delete")}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}
