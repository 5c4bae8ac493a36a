import { Link, useNavigate, useParams } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { FallbackImage, Loaded, PageHead } from "../ui";
import { TranslationStatus } from "../translations";
import type { Language } from "../../../../core/languages";
import type { Difficulty } from "../../../../core/schemas/recipe";

export default function AdminViewRecipe() {
  const { api, flash } = useAdmin();
  const t = useAdminT();
  const navigate = useNavigate();
  const slug = useParams().slug ?? "";
  const { state } = useLoad(
    () => api.recipes.get(slug),
    [api, slug],
    (e) =>
      e instanceof ApiRequestError ? (e.status === 404 ? t("admin.recipes.notFound") : t("admin.recipes.viewLoadFailed")) : t("admin.recipes.networkError"),
  );
  useDocumentTitle(state.status === "ready" ? state.data.title : t("admin.recipes.viewTitle"));
  const or = (v: string | number | null | undefined) =>
    v === null || v === undefined || String(v).trim() === "" ? t("admin.recipes.notSpecified") : String(v);

  async function remove() {
    if (!window.confirm(t("admin.recipes.confirmDelete"))) return;
    try {
      await api.recipes.remove(slug);
      flash("success", t("admin.recipes.deleted"));
      navigate("/admin-recipes");
    } catch (e) {
      flash("error", e instanceof ApiRequestError ? t("admin.recipes.deleteFailed") : t("admin.recipes.deleteNetwork"));
    }
  }

  if (state.status !== "ready") {
    return (
      <>
        <PageHead title={t("admin.recipes.viewTitle")} back={{ to: "/admin-recipes", label: t("admin.recipes.title") }} />
        <Loaded state={state} loadingText={t("admin.recipes.loadingOne")}>
          {() => null}
        </Loaded>
      </>
    );
  }
  const r = state.data;
  const steps = [...r.instructions].sort((a, b) => a.step_number - b.step_number);
  return (
    <article>
      <PageHead title={r.title} back={{ to: "/admin-recipes", label: t("admin.recipes.title") }}>
        <Link to={`/admin-recipes/edit/${encodeURIComponent(r.slug)}`} className="btn">
          {t("admin.recipes.editButton")}
        </Link>
        <button type="button" className="btn btn--danger" onClick={() => void remove()}>
          {t("admin.recipes.deleteButton")}
        </button>
      </PageHead>
      <TranslationStatus kind="recipe" item={r} title={r.title} />
      <FallbackImage className="detail-image" src={r.image_url} alt={r.title} />
      <div className="grid-2">
        <section className="admin-card" aria-labelledby="recipe-about">
          <h2 id="recipe-about">{t("admin.blogs.details")}</h2>
          <dl className="details">
            <dt>{t("admin.field.category")}</dt>
            <dd>{or(r.category)}</dd>
            <dt>{t("admin.field.language")}</dt>
            <dd>{r.language ? t(`admin.language.${r.language as Language}`) : t("admin.recipes.notSpecified")}</dd>
            <dt>{t("admin.field.publishedDate")}</dt>
            <dd>{or(r.published_date)}</dd>
            <dt>{t("admin.recipes.duration")}</dt>
            <dd>{or(r.valuable_info?.duration)}</dd>
            <dt>{t("admin.recipes.difficulty")}</dt>
            <dd>{r.valuable_info?.difficulty ? t(`admin.recipes.difficulty.${r.valuable_info.difficulty as Difficulty}`) : t("admin.recipes.notSpecified")}</dd>
            <dt>{t("admin.recipes.portions")}</dt>
            <dd>{or(r.valuable_info?.portions)}</dd>
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="recipe-seo">
          <h2 id="recipe-seo">{t("admin.recipes.meta")}</h2>
          <dl className="details">
            <dt>{t("admin.field.metaTitle")}</dt>
            <dd>{or(r.meta_info?.meta_title)}</dd>
            <dt>{t("admin.field.metaDescription")}</dt>
            <dd>{or(r.meta_info?.meta_description)}</dd>
            <dt>{t("admin.field.metaKeywords")}</dt>
            <dd>{or(r.meta_info?.meta_keywords)}</dd>
          </dl>
        </section>
      </div>
      <section className="admin-card" aria-labelledby="recipe-description">
        <h2 id="recipe-description">{t("admin.field.description")}</h2>
        <p>{r.description?.trim() ? r.description : t("admin.recipes.noDescription")}</p>
      </section>
      <section className="admin-card" aria-labelledby="recipe-ingredients">
        <h2 id="recipe-ingredients">{t("admin.recipes.ingredients")}</h2>
        {r.ingredients.length ? (
          <ul>
            {r.ingredients.map((i) => (
              <li key={i.id ?? i.name}>
                {i.name}: {i.quantity} {i.size}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("admin.recipes.noIngredients")}</p>
        )}
      </section>
      <section className="admin-card" aria-labelledby="recipe-instructions">
        <h2 id="recipe-instructions">{t("admin.recipes.instructions")}</h2>
        {steps.length ? (
          <ol>
            {steps.map((s) => (
              <li key={s.id ?? s.step_number}>{s.step_content}</li>
            ))}
          </ol>
        ) : (
          <p className="muted">{t("admin.recipes.noInstructions")}</p>
        )}
      </section>
      <section className="admin-card" aria-labelledby="recipe-nutrition">
        <h2 id="recipe-nutrition">{t("admin.recipes.nutrition")}</h2>
        {r.nutritional_facts.length ? (
          <ul>
            {r.nutritional_facts.map((n) => (
              <li key={n.id ?? n.name}>
                {n.name}: {n.quantity} {n.size}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("admin.recipes.noNutrition")}</p>
        )}
      </section>
    </article>
  );
}
