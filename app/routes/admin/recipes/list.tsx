import { useState } from "react";
import type { Language } from "../../../../core/languages";
import { ApiRequestError } from "../../../lib/api-client";
import { readToken, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { CardActions } from "../card-actions";
import { ListFrame } from "../list-frame";
import { TranslationStatus } from "../translations";
import { FallbackImage } from "../ui";
import { useRemove } from "../use-remove";

class MissingTokenError extends Error {}

export default function AdminRecipes() {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const [language, setLanguage] = useState<Language>(lang);
  const list = useLoad(
    () => (readToken() ? api.recipes.list(language) : Promise.reject(new MissingTokenError())),
    [api, language],
    (e) =>
      e instanceof MissingTokenError
        ? t("admin.recipes.tokenMissing")
        : e instanceof ApiRequestError
          ? t("admin.recipes.loadFailed")
          : t("admin.recipes.networkError"),
  );
  // Optimistic: the card goes at once and comes back (in its place) if the delete fails.
  const remove = useRemove(list, {
    key: (r) => r.slug,
    call: (slug) => api.recipes.remove(slug),
    confirm: t("admin.recipes.confirmDelete"),
    deleted: t("admin.recipes.deleted"),
    failed: (e) => (e instanceof ApiRequestError ? t("admin.recipes.deleteFailedRestoring") : t("admin.recipes.deleteNetworkRestoring")),
    optimistic: true,
  });
  useDocumentTitle(t("admin.recipes.title"));

  return (
    <ListFrame
      title={t("admin.recipes.title")}
      create={{ to: "/admin-recipes/create", label: t("admin.recipes.create") }}
      language={{ value: language, onChange: setLanguage, id: "recipes-language" }}
      state={list.state}
      loadingText={t("admin.recipes.loading")}
      empty={t("admin.recipes.empty")}
    >
      {(recipes) =>
        recipes.map((r) => (
          <li key={r.slug} className="admin-card item-card">
            <FallbackImage className="thumb" src={r.image_url} alt="" />
            <h2>{r.title}</h2>
            <p className="muted">{r.description}</p>
            <TranslationStatus kind="recipe" item={r} title={r.title} />
            <CardActions
              title={r.title}
              view={`/admin-recipes/view/${encodeURIComponent(r.slug)}`}
              edit={`/admin-recipes/edit/${encodeURIComponent(r.slug)}`}
              onDelete={() => remove(r.slug)}
            />
          </li>
        ))
      }
    </ListFrame>
  );
}
