import { useState } from "react";
import { TranslationStatus } from "../translations";
import type { Language } from "../../../../core/languages";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { CardActions } from "../card-actions";
import { ListFrame } from "../list-frame";
import { useRemove } from "../use-remove";
import { PlanLength } from "./plan-terms";

export default function AdminServicePlans() {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const [language, setLanguage] = useState<Language>(lang);
  const list = useLoad(
    () => api.servicePlans.list(language),
    [api, language],
    () => t("admin.plans.loadFailed"),
  );
  const remove = useRemove(list, {
    key: (p) => p.id,
    call: (id) => api.servicePlans.remove(id),
    confirm: t("admin.plans.confirmDelete"),
    deleted: t("admin.plans.deleted"),
    failed: t("admin.plans.deleteFailed"),
  });
  useDocumentTitle(t("admin.plans.title"));

  return (
    <ListFrame
      title={t("admin.plans.title")}
      create={{ to: "/admin-create-service-plan", label: t("admin.plans.create") }}
      language={{ value: language, onChange: setLanguage, id: "plans-language" }}
      state={list.state}
      empty={t("admin.plans.empty")}
    >
      {(plans) =>
        plans.map((p) => (
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
            <CardActions title={p.title} edit={`/admin-edit-service-plans/${p.id}`} onDelete={() => remove(p.id)} />
          </li>
        ))
      }
    </ListFrame>
  );
}
