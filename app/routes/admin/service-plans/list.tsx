import { useState } from "react";
import { TranslationStatus } from "../translations";
import { Link } from "react-router";
import type { Language } from "../../../../core/languages";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { ContentLanguageSelect, Loaded, PageHead } from "../ui";
import { PlanLength } from "./plan-terms";

export default function AdminServicePlans() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [language, setLanguage] = useState<Language>(lang);
  const { state, set } = useLoad(
    () => api.servicePlans.list(language),
    [api, language],
    () => t("admin.plans.loadFailed"),
  );
  useDocumentTitle(t("admin.plans.title"));

  async function remove(id: number) {
    if (!window.confirm(t("admin.plans.confirmDelete"))) return;
    try {
      await api.servicePlans.remove(id);
      set((plans) => plans.filter((p) => p.id !== id));
      flash("success", t("admin.plans.deleted"));
    } catch {
      flash("error", t("admin.plans.deleteFailed"));
    }
  }

  return (
    <>
      <PageHead title={t("admin.plans.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }}>
        <Link to="/admin-create-service-plan" className="btn btn--primary">
          {t("admin.plans.create")}
        </Link>
      </PageHead>
      <div className="toolbar">
        <ContentLanguageSelect value={language} onChange={setLanguage} id="plans-language" />
      </div>
      <Loaded state={state}>
        {(plans) =>
          plans.length === 0 ? (
            <p className="empty">{t("admin.plans.empty")}</p>
          ) : (
            <ul className="card-grid" aria-label={t("admin.plans.title")}>
              {plans.map((p) => (
                <li key={p.id} className="admin-card item-card">
                  <h2>{p.title}</h2>
                  <p className="price">€{p.price}</p>
                  <PlanLength plan={p} />
                  <p>{p.description}</p>
                  {p.features.length ? (
                    <ul className="ticks">
                      {p.features.map((f) => (
                        <li key={f.id}>{f.name}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">{t("admin.plans.noFeatures")}</p>
                  )}
                  <TranslationStatus kind="plan" item={p} title={p.title} />
                  <div className="card-actions">
                    <Link to={`/admin-edit-service-plans/${p.id}`} className="btn" aria-label={`${t("admin.action.edit")}: ${p.title}`}>
                      {t("admin.action.edit")}
                    </Link>
                    <button type="button" className="btn btn--danger" onClick={() => void remove(p.id)} aria-label={`${t("admin.action.delete")}: ${p.title}`}>
                      {t("admin.action.delete")}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}
