import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { LANGUAGES, type Language } from "../../../../core/languages";
import { createServicePlansBody } from "../../../../core/schemas/service-plan";
import { ApiRequestError } from "../../../lib/api-client";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle } from "../admin-context";
import { fieldErrors, useFieldErrors } from "../field-errors";
import { PageHead, FormActions, FieldMessage } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { FeaturesEditor, newFeature, type FeatureDraft } from "./features-editor";
import { emptyTerms, PLAN_TEXTS, planInput, PlanTermsFields, termsPayload } from "./plan-terms";
import { TranslatePlan } from "./translate";

interface Section {
  title: string;
  description: string;
  features: FeatureDraft[];
}

const emptySections = (): Record<Language, Section> => ({
  en: { title: "", description: "", features: [newFeature()] },
  es: { title: "", description: "", features: [newFeature()] },
  gr: { title: "", description: "", features: [newFeature()] },
});

/**
 * One form for the three language versions of a plan: they are created together or not at
 * all, as one translation group. With ?translation_of={id}&language={l}: one missing translation.
 */
export default function AdminCreateServicePlan() {
  const [params] = useSearchParams();
  const source = Number(params.get("translation_of"));
  return source > 0 ? <TranslatePlan source={source} language={params.get("language")} /> : <CreateThree />;
}

function CreateThree() {
  const { api } = useAdmin();
  const t = useAdminT();
  const [terms, setTerms] = useState(emptyTerms);
  const [order, setOrder] = useState("");
  const [paymentLink, setPaymentLink] = useState("");
  const [sections, setSections] = useState(emptySections);
  const { busy, error, submit: save } = useAdminSubmit();
  useDocumentTitle(t("admin.plans.createTitle"));

  const edit = (l: Language, patch: Partial<Section>) => setSections((s) => ({ ...s, [l]: { ...s[l], ...patch } }));

  const plans = () =>
    LANGUAGES.map((language) => ({
      title: sections[language].title.trim(),
      description: sections[language].description.trim(),
      ...termsPayload(terms),
      order: parseInt(order, 10),
      language,
      payment_link: paymentLink.trim() || null,
      features_attributes: sections[language].features.filter((f) => f.name.trim() !== "").map((f) => ({ name: f.name.trim() })),
    }));
  // Checked as the API checks the three: a language's title is told apart by its input's id.
  const fields = useFieldErrors(() =>
    fieldErrors(
      createServicePlansBody,
      { service_plans: plans() },
      {
        texts: PLAN_TEXTS,
        t,
        place: (path) => {
          const input = planInput(path);
          const language = typeof path[1] === "number" ? LANGUAGES[path[1]] : undefined;
          return input && (input === "plan-title" || input === "plan-description") ? (language ? `${input}-${language}` : null) : input;
        },
      },
    ),
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!fields.check()) return;
    const sent = plans();
    await save(() => api.servicePlans.create(sent), {
      success: t("admin.plans.created"),
      navigate: "/admin-view-service-plans",
      failure: (err) => (err instanceof ApiRequestError ? t("admin.plans.someFailed", { error: serverErrors(err, "") }) : t("admin.plans.createFailed")),
    });
  }

  return (
    <>
      <PageHead title={t("admin.plans.createTitle")} back={{ to: "/admin-view-service-plans", label: t("admin.plans.title") }} />
      <form className="form" onSubmit={submit} noValidate ref={fields.form}>
        <fieldset className="admin-card">
          <legend>{t("admin.plans.shared")}</legend>
          <PlanTermsFields value={terms} onChange={(patch) => setTerms((d) => ({ ...d, ...patch }))} fields={fields} />
          <div className="grid-2">
            <div className="field">
              <label htmlFor="plan-order">{t("admin.plans.order")}</label>
              <input
                id="plan-order"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                required
                value={order}
                onChange={(e) => setOrder(e.target.value)}
                {...fields.field("plan-order", "plan-order-hint")}
              />
              <p className="hint" id="plan-order-hint">
                {t("admin.plans.orderHint")}
              </p>
              <FieldMessage name="plan-order" text={fields.message("plan-order")} />
            </div>
          </div>
          <div className="field">
            <label htmlFor="plan-payment-link">{t("admin.plans.paymentLink")}</label>
            <input
              id="plan-payment-link"
              type="url"
              placeholder="https://"
              value={paymentLink}
              onChange={(e) => setPaymentLink(e.target.value)}
              {...fields.field("plan-payment-link", "plan-payment-link-hint")}
            />
            <p className="hint" id="plan-payment-link-hint">
              {t("admin.plans.paymentLinkHint")}
            </p>
            <FieldMessage name="plan-payment-link" text={fields.message("plan-payment-link")} />
          </div>
        </fieldset>
        {LANGUAGES.map((l) => (
          <fieldset key={l} className="admin-card">
            <legend>{t(`admin.language.${l}`)}</legend>
            <div className="field">
              <label htmlFor={`plan-title-${l}`}>{t("admin.field.title")}</label>
              <input
                id={`plan-title-${l}`}
                required
                value={sections[l].title}
                onChange={(e) => edit(l, { title: e.target.value })}
                {...fields.field(`plan-title-${l}`)}
              />
              <FieldMessage name={`plan-title-${l}`} text={fields.message(`plan-title-${l}`)} />
            </div>
            <div className="field">
              <label htmlFor={`plan-description-${l}`}>{t("admin.field.description")}</label>
              <textarea
                id={`plan-description-${l}`}
                rows={3}
                required
                value={sections[l].description}
                onChange={(e) => edit(l, { description: e.target.value })}
                {...fields.field(`plan-description-${l}`)}
              />
              <FieldMessage name={`plan-description-${l}`} text={fields.message(`plan-description-${l}`)} />
            </div>
            <FeaturesEditor
              idPrefix={`plan-feature-${l}`}
              legend={t("admin.plans.features")}
              features={sections[l].features}
              onChange={(features) => edit(l, { features })}
            />
          </fieldset>
        ))}
        <FormActions error={error} busy={busy} label={t("admin.plans.createSubmit")} busyLabel={t("admin.state.submitting")}>
          <Link to="/admin-view-service-plans" className="btn btn--ghost">
            {t("admin.action.cancel")}
          </Link>
        </FormActions>
      </form>
    </>
  );
}
