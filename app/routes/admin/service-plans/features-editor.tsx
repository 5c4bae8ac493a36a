import { useAdminT } from "../admin-context";

export interface FeatureDraft {
  /** saved features have an id; new ones a local key only */
  id?: number;
  key: string;
  name: string;
}

let nextKey = 0;
export const newFeature = (name = ""): FeatureDraft => ({ key: `f${++nextKey}`, name });

/** The add/remove list of feature names of one plan. */
export function FeaturesEditor({
  idPrefix,
  features,
  onChange,
  onRemove,
  legend,
}: {
  idPrefix: string;
  features: FeatureDraft[];
  onChange: (features: FeatureDraft[]) => void;
  /** called instead of a plain removal, e.g. to delete a saved feature on the server */
  onRemove?: (feature: FeatureDraft) => void;
  legend: string;
}) {
  const t = useAdminT();
  return (
    <fieldset className="features">
      <legend>{legend}</legend>
      {features.length === 0 && <p className="muted">{t("admin.plans.noFeatures")}</p>}
      <ul className="plain-list">
        {features.map((f, i) => (
          <li key={f.key} className="row">
            <label htmlFor={`${idPrefix}-${f.key}`} className="visually-hidden">
              {t("admin.plans.featureN", { n: i + 1 })}
            </label>
            <input
              id={`${idPrefix}-${f.key}`}
              value={f.name}
              placeholder={t("admin.plans.featurePlaceholder")}
              onChange={(e) => onChange(features.map((x) => (x.key === f.key ? { ...x, name: e.target.value } : x)))}
            />
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={t("admin.plans.removeFeatureN", { n: i + 1 })}
              onClick={() => (onRemove ? onRemove(f) : onChange(features.filter((x) => x.key !== f.key)))}
            >
              {t("admin.action.remove")}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={() => onChange([...features, newFeature()])}>
        {t("admin.plans.addFeature")}
      </button>
    </fieldset>
  );
}
