import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isLanguage } from "../../../../core/languages";
import { ApiRequestError } from "../../../lib/api-client";
import type { Recipe } from "../../../lib/api/recipes";
import { serverMessage, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { OriginalPane } from "../translations";
import { FallbackImage, Loaded, PageHead } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { emptyRecipe, RecipeForm, recipePayload, translationStart } from "./recipe-form";

/**
 * Create a recipe; with ?translation_of={slug}&language={l}, a translation of that recipe,
 * prefilled with the original's language-independent fields, the original beside it.
 */
export default function AdminCreateRecipe() {
  const t = useAdminT();
  const [params] = useSearchParams();
  const source = params.get("translation_of");
  const title = t(source ? "admin.translations.addTitle" : "admin.recipes.createTitle");
  useDocumentTitle(title);
  return (
    <>
      <PageHead title={title} back={{ to: "/admin-recipes", label: t("admin.recipes.title") }} />
      {source ? <TranslateRecipe source={source} language={params.get("language")} /> : <CreateRecipe original={null} language={null} />}
    </>
  );
}

function TranslateRecipe({ source, language }: { source: string; language: string | null }) {
  const { api } = useAdmin();
  const t = useAdminT();
  const { state } = useLoad(
    () => api.recipes.get(source),
    [api, source],
    () => t("admin.recipes.notFound"),
  );
  return (
    <Loaded state={state}>
      {(original) => (
        <div className="side-by-side">
          <CreateRecipe original={original} language={language} />
          <OriginalPane title={original.title}>
            <FallbackImage className="thumb" src={original.image_url} alt="" />
            {original.description && <p>{original.description}</p>}
            <ol>
              {[...original.instructions]
                .sort((a, b) => a.step_number - b.step_number)
                .map((s) => (
                  <li key={s.id}>{s.step_content}</li>
                ))}
            </ol>
          </OriginalPane>
        </div>
      )}
    </Loaded>
  );
}

function CreateRecipe({ original, language: wanted }: { original: Recipe | null; language: string | null }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { busy, error, submit } = useAdminSubmit();
  // A plain create stays on the screen and says so here, with links to the new recipe and the
  // list; a translation flashes and moves on.
  const [created, setCreated] = useState<Recipe | null>(null);
  // A new key remounts the form: after a create every field is empty again (Easy, en).
  const [formKey, setFormKey] = useState(0);
  const language = isLanguage(wanted) ? wanted : lang;
  return (
    <div>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : (
        created && (
          <p role="status" className="admin-success">
            {t("admin.recipes.created")}{" "}
            <Link to={`/admin-recipes/view/${encodeURIComponent(created.slug)}`}>{t("admin.recipes.seeNew", { title: created.title })}</Link>
            {" · "}
            <Link to="/admin-recipes">{t("admin.recipes.allRecipes")}</Link>
          </p>
        )
      )}
      <RecipeForm
        key={formKey}
        initial={original ? translationStart(original, language) : emptyRecipe()}
        currentImage={original?.image_url}
        imageHint={original ? t("admin.translations.imageHint") : undefined}
        mode="create"
        busy={busy}
        onSubmit={async (state, image) => {
          setCreated(null);
          let made: Recipe | null = null;
          const create = async () =>
            (made = await api.recipes.create({ ...recipePayload(state, false), ...(original ? { translation_of: original.slug } : {}) }, image));
          const ok = await submit(create, {
            success: original ? t("admin.recipes.created") : undefined,
            navigate: original ? (recipe) => `/admin-recipes/view/${encodeURIComponent(recipe.slug)}` : undefined,
            failure: (e) => (e instanceof ApiRequestError ? t("admin.recipes.createFailed") + serverMessage(e, "") : t("admin.recipes.createError")),
          });
          if (ok && !original) {
            setCreated(made);
            setFormKey((k) => k + 1);
            window.scrollTo({ top: 0 });
          }
        }}
      />
    </div>
  );
}
