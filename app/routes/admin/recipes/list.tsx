import { useState } from "react";
import { Link } from "react-router";
import type { Language } from "../../../../core/languages";
import { ApiRequestError } from "../../../lib/api-client";
import { readToken, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";

class MissingTokenError extends Error {}
import { TranslationStatus } from "../translations";
import { ContentLanguageSelect, FallbackImage, Loaded, PageHead } from "../ui";

export default function AdminRecipes() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [language, setLanguage] = useState<Language>(lang);
  const { state, set } = useLoad(
    () => (readToken() ? api.recipes.list(language) : Promise.reject(new MissingTokenError())),
    [api, language],
    (e) =>
      e instanceof MissingTokenError
        ? t("admin.recipes.tokenMissing")
        : e instanceof ApiRequestError
          ? t("admin.recipes.loadFailed")
          : t("admin.recipes.networkError"),
  );
  useDocumentTitle(t("admin.recipes.title"));

  // Optimistic: the card goes at once and comes back (in its place) if the delete fails.
  async function remove(slug: string) {
    if (!window.confirm(t("admin.recipes.confirmDelete"))) return;
    if (state.status !== "ready") return;
    const index = state.data.findIndex((r) => r.slug === slug);
    const removed = state.data[index];
    if (!removed) return;
    set((list) => list.filter((r) => r.slug !== slug));
    try {
      await api.recipes.remove(slug);
      flash("success", t("admin.recipes.deleted"));
    } catch (e) {
      set((list) => [...list.slice(0, index), removed, ...list.slice(index)]);
      flash("error", e instanceof ApiRequestError ? t("admin.recipes.deleteFailedRestoring") : t("admin.recipes.deleteNetworkRestoring"));
    }
  }

  return (
    <>
      <PageHead title={t("admin.recipes.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }}>
        <Link to="/admin-recipes/create" className="btn btn--primary">
          {t("admin.recipes.create")}
        </Link>
      </PageHead>
      <div className="toolbar">
        <ContentLanguageSelect value={language} onChange={setLanguage} id="recipes-language" />
      </div>
      <Loaded state={state} loadingText={t("admin.recipes.loading")}>
        {(recipes) =>
          recipes.length === 0 ? (
            <p className="empty">{t("admin.recipes.empty")}</p>
          ) : (
            <ul className="card-grid" aria-label={t("admin.recipes.title")}>
              {recipes.map((r) => (
                <li key={r.slug} className="admin-card item-card">
                  <FallbackImage className="thumb" src={r.image_url} alt="" />
                  <h2>{r.title}</h2>
                  <p className="muted">{r.description}</p>
                  <TranslationStatus kind="recipe" item={r} title={r.title} />
                  <div className="card-actions">
                    <Link to={`/admin-recipes/view/${encodeURIComponent(r.slug)}`} className="btn" aria-label={`${t("admin.action.view")}: ${r.title}`}>
                      {t("admin.action.view")}
                    </Link>
                    <Link to={`/admin-recipes/edit/${encodeURIComponent(r.slug)}`} className="btn" aria-label={`${t("admin.action.edit")}: ${r.title}`}>
                      {t("admin.action.edit")}
                    </Link>
                    <button
                      type="button"
                      className="btn btn--danger"
                      onClick={() => void remove(r.slug)}
                      aria-label={`${t("admin.action.delete")}: ${r.title}`}
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
