import { useParams } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { serverMessage, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { Loaded, PageHead } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { RecipeForm, recipePayload, recipeToState } from "./recipe-form";

export default function AdminEditRecipe() {
  const { api } = useAdmin();
  const t = useAdminT();
  const slug = useParams().slug ?? "";
  const { state } = useLoad(
    () => api.recipes.get(slug),
    [api, slug],
    (e) => (e instanceof ApiRequestError && e.status === 404 ? t("admin.recipes.notFound") : t("admin.recipes.editLoadFailed")),
  );
  const { busy, error, submit } = useAdminSubmit();
  useDocumentTitle(t("admin.recipes.editTitle"));

  return (
    <>
      <PageHead title={t("admin.recipes.editTitle")} back={{ to: "/admin-recipes", label: t("admin.recipes.title") }} />
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <Loaded state={state} loadingText={t("admin.recipes.loadingOne")}>
        {(recipe) => (
          <RecipeForm
            initial={recipeToState(recipe)}
            currentImage={recipe.image_url}
            mode="edit"
            busy={busy}
            onSubmit={async (s, image) => {
              await submit(() => api.recipes.update(slug, recipePayload(s, true), image), {
                success: t("admin.recipes.updated"),
                navigate: "/admin-recipes",
                failure: (e) => (e instanceof ApiRequestError ? t("admin.recipes.updateFailed") + serverMessage(e, "") : t("admin.recipes.updateError")),
                scrollOnFailure: true,
              });
            }}
          />
        )}
      </Loaded>
    </>
  );
}
