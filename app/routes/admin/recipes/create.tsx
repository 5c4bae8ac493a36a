import { useState } from "react";
import { ApiRequestError } from "../../../lib/api-client";
import { serverMessage, useAdmin, useAdminT, useDocumentTitle } from "../admin-context";
import { PageHead } from "../ui";
import { emptyRecipe, RecipeForm, recipePayload } from "./recipe-form";

export default function AdminCreateRecipe() {
  const { api } = useAdmin();
  const t = useAdminT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  // A new key remounts the form: after a create every field is empty again (Easy, en).
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(t("admin.recipes.createTitle"));

  return (
    <>
      <PageHead title={t("admin.recipes.createTitle")} back={{ to: "/admin-recipes", label: t("admin.recipes.title") }} />
      {message && (
        <p role={message.kind === "error" ? "alert" : "status"} className={message.kind === "error" ? "admin-error" : "admin-success"}>
          {message.text}
        </p>
      )}
      <RecipeForm
        key={formKey}
        initial={emptyRecipe()}
        mode="create"
        busy={busy}
        onSubmit={async (state, image) => {
          setBusy(true);
          setMessage(null);
          try {
            await api.recipes.create(recipePayload(state, false), image);
            setMessage({ kind: "success", text: t("admin.recipes.created") });
            setFormKey((k) => k + 1);
            window.scrollTo({ top: 0 });
          } catch (e) {
            setMessage({
              kind: "error",
              text: e instanceof ApiRequestError ? t("admin.recipes.createFailed") + serverMessage(e, "") : t("admin.recipes.createError"),
            });
          } finally {
            setBusy(false);
          }
        }}
      />
    </>
  );
}
