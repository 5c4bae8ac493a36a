import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { isLanguage } from "../../../../core/languages";
import { servicePlanTranslationBody } from "../../../../core/schemas/service-plan";
import { ApiRequestError } from "../../../lib/api-client";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { fieldErrors, useFieldErrors } from "../field-errors";
import { OriginalPane } from "../translations";
import { Loaded, PageHead, FormActions, FieldMessage } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { FeaturesEditor, newFeature } from "./features-editor";
import { PLAN_TEXTS, planInput } from "./plan-terms";

/**
 * "Add translation" of a plan: its texts in one more language. Price and order are the
 * group's (shared, edited once), so they are shown, not asked for; the original sits beside.
 */
export function TranslatePlan({ source, language: wanted }: { source: number; language: string | null }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const language = isLanguage(wanted) ? wanted : lang;
  const { state } = useLoad(
    () => api.servicePlans.get(source),
    [api, source],
    () => t("admin.plans.notFound"),
  );
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [features, setFeatures] = useState(() => [newFeature()]);
  const { busy, error, submit: save } = useAdminSubmit();
  useDocumentTitle(t("admin.translations.addTitle"));

  const translation = () => ({
    title: title.trim(),
    description: description.trim(),
    language,
    features_attributes: features.filter((f) => f.name.trim() !== "").map((f) => ({ name: f.name.trim() })),
  });
  const fields = useFieldErrors(() => fieldErrors(servicePlanTranslationBody, translation(), { texts: PLAN_TEXTS, t, place: planInput }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!fields.check()) return;
    const sent = translation();
    await save(() => api.servicePlans.addTranslation(source, sent), {
      success: t("admin.plans.created"),
      navigate: "/admin-view-service-plans",
      failure: (err) => (err instanceof ApiRequestError ? serverErrors(err, t("admin.plans.createFailed")) : t("admin.plans.createFailed")),
    });
  }

  return (
    <>
      <PageHead title={t("admin.translations.addTitle")} back={{ to: "/admin-view-service-plans", label: t("admin.plans.title") }} />
      <Loaded state={state}>
        {(original) => (
          <div className="side-by-side">
            <form className="form admin-card" onSubmit={submit} noValidate ref={fields.form}>
              <h2>{t(`admin.language.${language}`)}</h2>
              <p className="hint">{t("admin.translations.sharedFrom", { price: original.price, order: original.order })}</p>
              <div className="field">
                <label htmlFor="plan-title">{t("admin.field.title")}</label>
                <input id="plan-title" required value={title} onChange={(e) => setTitle(e.target.value)} {...fields.field("plan-title")} />
                <FieldMessage name="plan-title" text={fields.message("plan-title")} />
              </div>
              <div className="field">
                <label htmlFor="plan-description">{t("admin.field.description")}</label>
                <textarea
                  id="plan-description"
                  rows={4}
                  required
                  value={description}
                  onChange={(e) => setDescription(e.target.value)}
                  {...fields.field("plan-description")}
                />
                <FieldMessage name="plan-description" text={fields.message("plan-description")} />
              </div>
              <FeaturesEditor idPrefix="plan-feature" legend={t("admin.plans.features")} features={features} onChange={setFeatures} />
              <FormActions error={error} busy={busy} label={t("admin.translations.addTitle")} busyLabel={t("admin.state.submitting")}>
                <Link to="/admin-view-service-plans" className="btn btn--ghost">
                  {t("admin.action.cancel")}
                </Link>
              </FormActions>
            </form>
            <OriginalPane title={original.title}>
              <p className="price">€{original.price}</p>
              <p>{original.description}</p>
              <ul className="ticks">
                {original.features.map((f) => (
                  <li key={f.id}>{f.name}</li>
                ))}
              </ul>
            </OriginalPane>
          </div>
        )}
      </Loaded>
    </>
  );
}
