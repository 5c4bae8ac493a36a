import { INTRO_CALL_MINUTES, planTerms, type ServicePlan } from "../../../../core/schemas/service-plan";
import { useAdmin, useAdminT, useLoad } from "../admin-context";
import type { FieldCheck, FieldTexts } from "../field-errors";
import { FieldMessage } from "../ui";

/** Price, duration and the intro-call mark of a plan, as typed; shared by its translation group. */
export interface TermsDraft {
  price: string;
  duration: string;
  introCall: boolean;
  /** VAT in percent: 0 (exempt health care) or 21. */
  vatRate: 0 | 21;
  /** The bundle it is sold as: sessions left empty, none. */
  bundleSessions: string;
  bundlePrice: string;
  validityMonths: string;
  /** Other plans a credit of the bundle also books (any language of each; the plan itself always). */
  coveredPlanIds: number[];
}

export const emptyTerms = (): TermsDraft => ({
  price: "",
  duration: "",
  introCall: false,
  vatRate: 0,
  bundleSessions: "",
  bundlePrice: "",
  validityMonths: "",
  coveredPlanIds: [],
});

const typed = (v: number | null) => (v === null ? "" : String(v));
/** A typed whole number, or null when left empty (the server names what is wrong). */
const wholeOrNull = (v: string) => (v.trim() === "" ? null : Number(v));

export const termsOf = (p: ServicePlan): TermsDraft => ({
  price: String(p.price),
  duration: p.duration_minutes === null ? "" : String(p.duration_minutes),
  introCall: p.intro_call,
  vatRate: p.vat_rate === 21 ? 21 : 0,
  bundleSessions: typed(p.bundle_sessions),
  bundlePrice: typed(p.bundle_price),
  validityMonths: typed(p.validity_months),
  coveredPlanIds: p.covered_plan_ids,
});

/** What is sent and stored: an intro call is free and short whatever was typed (core's planTerms). */
export function termsPayload(d: TermsDraft) {
  const terms = planTerms({
    price: parseInt(d.price, 10),
    duration_minutes: d.duration.trim() === "" ? null : parseInt(d.duration, 10),
    intro_call: d.introCall,
  });
  // The free intro call is never sold as a bundle.
  const bundle = d.introCall || d.bundleSessions.trim() === "" ? null : d;
  return {
    price: terms.price,
    duration_minutes: terms.duration_minutes ?? null,
    intro_call: d.introCall,
    vat_rate: d.vatRate,
    bundle_sessions: bundle && wholeOrNull(bundle.bundleSessions),
    bundle_price: bundle && wholeOrNull(bundle.bundlePrice),
    validity_months: bundle && wholeOrNull(bundle.validityMonths),
    covered_plan_ids: bundle ? bundle.coveredPlanIds : [],
  };
}

/** What each field of a plan says when the API's schema refuses it. */
export const PLAN_TEXTS: FieldTexts = {
  title: { required: "admin.form.plan.title" },
  description: { required: "admin.form.plan.description" },
  price: "admin.form.plan.price",
  order: "admin.form.plan.order",
  duration_minutes: "admin.form.plan.duration",
  payment_link: "admin.form.plan.paymentLink",
  bundle_sessions: { bundle_incomplete: "admin.form.plan.bundleIncomplete", other: "admin.form.plan.bundleSessions" },
  bundle_price: "admin.form.plan.bundlePrice",
  validity_months: "admin.form.plan.validityMonths",
};

/** The input of each field of a plan's forms (create adds the language to the title's and description's). */
export const PLAN_INPUTS: Record<string, string> = {
  title: "plan-title",
  description: "plan-description",
  price: "plan-price",
  order: "plan-order",
  duration_minutes: "plan-duration",
  payment_link: "plan-payment-link",
  bundle_sessions: "plan-bundle-sessions",
  bundle_price: "plan-bundle-price",
  validity_months: "plan-validity-months",
};

/** The input of a refused field of one plan (the last name of the path), or null when the form has none. */
export const planInput = (path: PropertyKey[]) => {
  const name = path[path.length - 1];
  return typeof name === "string" ? (PLAN_INPUTS[name] ?? null) : null;
};

const BUNDLE_FIELDS = [
  { key: "bundleSessions", id: "plan-bundle-sessions", label: "admin.plans.bundleSessions", min: 2, max: 50 },
  { key: "bundlePrice", id: "plan-bundle-price", label: "admin.plans.bundlePrice", min: 1, max: 100_000 },
  { key: "validityMonths", id: "plan-validity-months", label: "admin.plans.validityMonths", min: 1, max: 36 },
] as const;

/**
 * The other plans a credit also books, one box per plan (its translations go with it), listed
 * in the admin's language; the plan itself and free intro calls are not offered.
 */
function CoveredPlans({ value, onChange, self }: { value: TermsDraft; onChange: (patch: Partial<TermsDraft>) => void; self: ServicePlan | null }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { state } = useLoad(
    () => api.servicePlans.list(lang),
    [api, lang],
    () => t("admin.plans.loadFailed"),
  );
  if (state.status !== "ready") return null;
  const own = new Set(self ? [self.id, ...(self.translations ?? []).map((tr) => tr.id)] : []);
  const others = state.data.filter((p) => !p.intro_call && !own.has(p.id) && !(p.translations ?? []).some((tr) => own.has(tr.id)));
  if (others.length === 0) return null;
  const groupOf = (p: ServicePlan) => [p.id, ...(p.translations ?? []).map((tr) => tr.id)];
  const covers = (p: ServicePlan) => groupOf(p).some((id) => value.coveredPlanIds.includes(id));
  const toggle = (p: ServicePlan, on: boolean) => {
    const group = groupOf(p);
    onChange({ coveredPlanIds: [...value.coveredPlanIds.filter((id) => !group.includes(id)), ...(on ? [p.id] : [])] });
  };
  const off = value.introCall || value.bundleSessions.trim() === "";
  return (
    <fieldset className="covered-plans" aria-describedby="plan-covers-hint">
      <legend>{t("admin.plans.covers")}</legend>
      <p className="hint" id="plan-covers-hint">
        {t("admin.plans.coversHint")}
      </p>
      {others.map((p) => (
        <label className="check" key={p.id}>
          <input type="checkbox" checked={covers(p)} disabled={off} onChange={(e) => toggle(p, e.target.checked)} /> {p.title}
        </label>
      ))}
    </fieldset>
  );
}

/** Sessions, price and validity of the bundle the plan is also sold as, and the other plans its credits book. */
function BundleFields({
  value,
  onChange,
  self,
  fields,
}: {
  value: TermsDraft;
  onChange: (patch: Partial<TermsDraft>) => void;
  self: ServicePlan | null;
  fields: FieldCheck;
}) {
  const t = useAdminT();
  return (
    <fieldset className="plan-bundle">
      <legend>{t("admin.plans.bundle")}</legend>
      <p className="hint" id="plan-bundle-hint">
        {t("admin.plans.bundleHint")}
      </p>
      <div className="grid-2">
        {BUNDLE_FIELDS.map((f) => (
          <div className="field" key={f.key}>
            <label htmlFor={f.id}>{t(f.label)}</label>
            <input
              id={f.id}
              type="number"
              inputMode="numeric"
              min={f.min}
              max={f.max}
              step={1}
              disabled={value.introCall}
              value={value[f.key]}
              {...fields.field(f.id, "plan-bundle-hint")}
              onChange={(e) => onChange({ [f.key]: e.target.value })}
            />
            <FieldMessage name={f.id} text={fields.message(f.id)} />
          </div>
        ))}
      </div>
      <CoveredPlans value={value} onChange={onChange} self={self} />
    </fieldset>
  );
}

/**
 * The intro-call box, then price and duration. While the box is ticked the two show the
 * intro call's fixed terms and cannot be edited; unticking brings back what was typed.
 */
export function PlanTermsFields({
  value,
  onChange,
  plan = null,
  fields,
}: {
  value: TermsDraft;
  onChange: (patch: Partial<TermsDraft>) => void;
  /** The plan being edited (none while creating one). */
  plan?: ServicePlan | null;
  /** The form's field errors (its check with the API's schema). */
  fields: FieldCheck;
}) {
  const { api } = useAdmin();
  const t = useAdminT();
  // The standard length comes from the availability settings; the hint names it when known.
  const { state } = useLoad(
    () => api.bookings.availability(),
    [api],
    () => "",
  );
  const slot = state.status === "ready" ? state.data.slot_minutes : null;
  const shown = value.introCall ? termsPayload(value) : null;
  return (
    <>
      <div className="field">
        <label className="check">
          <input id="plan-intro-call" type="checkbox" checked={value.introCall} onChange={(e) => onChange({ introCall: e.target.checked })} />
          {t("admin.plans.introCall")}
        </label>
      </div>
      <div className="grid-2">
        <div className="field">
          <label htmlFor="plan-price">{t("admin.plans.price")}</label>
          <input
            id="plan-price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            disabled={value.introCall}
            value={shown ? String(shown.price) : value.price}
            {...fields.field("plan-price")}
            onChange={(e) => onChange({ price: e.target.value })}
          />
          <FieldMessage name="plan-price" text={fields.message("plan-price")} />
        </div>
        <div className="field">
          <label htmlFor="plan-duration">{t("admin.plans.duration")}</label>
          <input
            id="plan-duration"
            type="number"
            inputMode="numeric"
            min={5}
            max={480}
            step={5}
            disabled={value.introCall}
            value={shown ? String(shown.duration_minutes) : value.duration}
            onChange={(e) => onChange({ duration: e.target.value })}
            {...fields.field("plan-duration", "plan-duration-hint")}
          />
          <p className="hint" id="plan-duration-hint">
            {value.introCall ? t("admin.plans.introCallHint") : slot ? t("admin.plans.durationHintMinutes", { minutes: slot }) : t("admin.plans.durationHint")}
          </p>
          <FieldMessage name="plan-duration" text={fields.message("plan-duration")} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="plan-vat">{t("admin.plans.vat")}</label>
        <select
          id="plan-vat"
          value={String(value.vatRate)}
          onChange={(e) => onChange({ vatRate: e.target.value === "21" ? 21 : 0 })}
          aria-describedby="plan-vat-hint"
        >
          <option value="0">{t("admin.plans.vatExempt")}</option>
          <option value="21">{t("admin.plans.vat21")}</option>
        </select>
        <p className="hint" id="plan-vat-hint">
          {t("admin.plans.vatHint")}
        </p>
      </div>
      <BundleFields value={value} onChange={onChange} self={plan} fields={fields} />
    </>
  );
}

/** "60 min", "Standard session" or "Intro call · 15 min": a plan's length on the list. */
export function PlanLength({ plan }: { plan: ServicePlan }) {
  const t = useAdminT();
  const text = plan.intro_call
    ? t("admin.plans.introCallLength", { minutes: plan.duration_minutes ?? INTRO_CALL_MINUTES })
    : plan.duration_minutes !== null
      ? t("admin.plans.minutes", { minutes: plan.duration_minutes })
      : t("admin.plans.standardLength");
  return <p className="muted">{text}</p>;
}
