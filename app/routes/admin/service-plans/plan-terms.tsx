import { INTRO_CALL_MINUTES, planTerms, type ServicePlan } from "../../../../core/schemas/service-plan";
import { useAdmin, useAdminT, useLoad } from "../admin-context";

/** Price, duration and the intro-call mark of a plan, as typed; shared by its translation group. */
export interface TermsDraft {
  price: string;
  duration: string;
  introCall: boolean;
  /** VAT in percent: 0 (exempt health care) or 21. */
  vatRate: 0 | 21;
}

export const emptyTerms = (): TermsDraft => ({ price: "", duration: "", introCall: false, vatRate: 0 });

export const termsOf = (p: ServicePlan): TermsDraft => ({
  price: String(p.price),
  duration: p.duration_minutes === null ? "" : String(p.duration_minutes),
  introCall: p.intro_call,
  vatRate: p.vat_rate === 21 ? 21 : 0,
});

/** What is sent and stored: an intro call is free and short whatever was typed (core's planTerms). */
export function termsPayload(d: TermsDraft) {
  const terms = planTerms({
    price: parseInt(d.price, 10),
    duration_minutes: d.duration.trim() === "" ? null : parseInt(d.duration, 10),
    intro_call: d.introCall,
  });
  return { price: terms.price, duration_minutes: terms.duration_minutes ?? null, intro_call: d.introCall, vat_rate: d.vatRate };
}

/**
 * The intro-call box, then price and duration. While the box is ticked the two show the
 * intro call's fixed terms and cannot be edited; unticking brings back what was typed.
 */
export function PlanTermsFields({ value, onChange }: { value: TermsDraft; onChange: (patch: Partial<TermsDraft>) => void }) {
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
            onChange={(e) => onChange({ price: e.target.value })}
          />
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
            aria-describedby="plan-duration-hint"
          />
          <p className="hint" id="plan-duration-hint">
            {value.introCall ? t("admin.plans.introCallHint") : slot ? t("admin.plans.durationHintMinutes", { minutes: slot }) : t("admin.plans.durationHint")}
          </p>
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
