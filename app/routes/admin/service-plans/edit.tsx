import { useEffect, useState, type FormEvent } from "react";
import { updateServicePlanBody, type ServicePlan } from "../../../../core/schemas/service-plan";
import { TranslationStatus } from "../translations";
import { Link, useParams } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle } from "../admin-context";
import { fieldErrors, useFieldErrors } from "../field-errors";
import { PageHead, FormActions, FieldMessage } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { FeaturesEditor, newFeature, type FeatureDraft } from "./features-editor";
import { PLAN_TEXTS, planInput, PlanTermsFields, termsOf, termsPayload, type TermsDraft } from "./plan-terms";

interface Draft extends TermsDraft {
  title: string;
  description: string;
  order: string;
  paymentLink: string;
  features: FeatureDraft[];
}

export default function AdminEditServicePlan() {
  const { api } = useAdmin();
  const t = useAdminT();
  const id = Number(useParams().id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { busy, error, setError, submit: save } = useAdminSubmit();
  const [plan, setPlan] = useState<ServicePlan | null>(null);
  useDocumentTitle(t("admin.plans.editTitle"));

  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id <= 0) {
      setLoadError(t("admin.plans.notFound"));
      return;
    }
    api.servicePlans.get(id).then(
      (p) => {
        if (!live) return;
        setPlan(p);
        setDraft({
          title: p.title,
          description: p.description,
          ...termsOf(p),
          order: String(p.order),
          paymentLink: p.payment_link ?? "",
          features: p.features.map((f) => ({ ...newFeature(f.name), id: f.id })),
        });
      },
      (e: unknown) => live && setLoadError(e instanceof ApiRequestError && e.status === 404 ? t("admin.plans.notFound") : t("admin.plans.loadFailed")),
    );
    return () => {
      live = false;
    };
  }, [api, id, t]);

  const edit = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  // A saved feature is removed on the server at once, through its own call.
  async function removeFeature(f: FeatureDraft) {
    if (f.id === undefined) {
      setDraft((d) => (d ? { ...d, features: d.features.filter((x) => x.key !== f.key) } : d));
      return;
    }
    try {
      await api.servicePlans.removeFeature(id, f.id);
      setDraft((d) => (d ? { ...d, features: d.features.filter((x) => x.key !== f.key) } : d));
    } catch {
      setError(t("admin.plans.removeFeatureFailed"));
    }
  }

  const changes = (d: Draft) => ({
    title: d.title.trim(),
    description: d.description.trim(),
    ...termsPayload(d),
    order: parseInt(d.order, 10),
    payment_link: d.paymentLink.trim() || null,
    features_attributes: d.features
      .filter((f) => f.id !== undefined || f.name.trim() !== "")
      .map((f) => (f.id !== undefined ? { id: f.id, name: f.name.trim(), _destroy: f.name.trim() === "" } : { name: f.name.trim() })),
  });
  const fields = useFieldErrors(() => (draft ? fieldErrors(updateServicePlanBody, changes(draft), { texts: PLAN_TEXTS, t, place: planInput }) : {}));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft || !fields.check()) return;
    const sent = changes(draft);
    await save(() => api.servicePlans.update(id, sent), {
      success: t("admin.plans.updated"),
      navigate: "/admin-view-service-plans",
      failure: (err) =>
        err instanceof ApiRequestError && err.status === 422 ? `${t("admin.plans.updateFailed")} ${serverErrors(err, "")}` : t("admin.plans.updateFailed"),
    });
  }

  return (
    <>
      <PageHead title={t("admin.plans.editTitle")} back={{ to: "/admin-view-service-plans", label: t("admin.plans.title") }} />
      {loadError && (
        <p role="alert" className="admin-error">
          {loadError}
        </p>
      )}
      {!draft && !loadError && (
        <p role="status" className="muted">
          {t("admin.state.loading")}
        </p>
      )}
      {draft && (
        <form className="form admin-card" onSubmit={submit} noValidate ref={fields.form}>
          {plan && <TranslationStatus kind="plan" item={plan} title={plan.title} />}
          <div className="field">
            <label htmlFor="plan-title">{t("admin.field.title")}</label>
            <input id="plan-title" required value={draft.title} onChange={(e) => edit({ title: e.target.value })} {...fields.field("plan-title")} />
            <FieldMessage name="plan-title" text={fields.message("plan-title")} />
          </div>
          <PlanTermsFields value={draft} onChange={edit} plan={plan} fields={fields} />
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
                value={draft.order}
                onChange={(e) => edit({ order: e.target.value })}
                {...fields.field("plan-order", plan?.translations?.length ? "plan-order-hint plan-shared-hint" : "plan-order-hint")}
              />
              <p className="hint" id="plan-order-hint">
                {t("admin.plans.orderHint")}
              </p>
              <FieldMessage name="plan-order" text={fields.message("plan-order")} />
            </div>
          </div>
          {plan?.translations?.length ? (
            <p className="hint" id="plan-shared-hint">
              {t("admin.translations.sharedFields")}
            </p>
          ) : null}
          <div className="field">
            <label htmlFor="plan-description">{t("admin.field.description")}</label>
            <textarea
              id="plan-description"
              rows={4}
              required
              value={draft.description}
              onChange={(e) => edit({ description: e.target.value })}
              {...fields.field("plan-description")}
            />
            <FieldMessage name="plan-description" text={fields.message("plan-description")} />
          </div>
          <div className="field">
            <label htmlFor="plan-payment-link">{t("admin.plans.paymentLink")}</label>
            <input
              id="plan-payment-link"
              type="url"
              placeholder="https://"
              value={draft.paymentLink}
              onChange={(e) => edit({ paymentLink: e.target.value })}
              {...fields.field("plan-payment-link", "plan-payment-link-hint")}
            />
            <p className="hint" id="plan-payment-link-hint">
              {t("admin.plans.paymentLinkHint")}
            </p>
            <FieldMessage name="plan-payment-link" text={fields.message("plan-payment-link")} />
          </div>
          <FeaturesEditor
            idPrefix="plan-feature"
            legend={t("admin.plans.features")}
            features={draft.features}
            onChange={(features) => edit({ features })}
            onRemove={(f) => void removeFeature(f)}
          />
          <FormActions error={error} busy={busy}>
            <Link to="/admin-view-service-plans" className="btn btn--ghost">
              {t("admin.action.cancel")}
            </Link>
          </FormActions>
        </form>
      )}
    </>
  );
}
