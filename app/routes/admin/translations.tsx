import type { ReactNode } from "react";
import { Link } from "react-router";
import { LANGUAGES, type Language } from "../../../core/languages";
import { useAdminT } from "./admin-context";

/** Blogs and recipes name translations by slug, plans by id. */
type Kind = "blog" | "recipe" | "plan";
type Item = { language: string; slug?: string; id: number; translations?: readonly { language: string; slug?: string; id?: number }[] };

const VIEW: Record<Kind, (ref: string) => string> = {
  blog: (slug) => `/admin-view-blog/${encodeURIComponent(slug)}`,
  recipe: (slug) => `/admin-recipes/view/${encodeURIComponent(slug)}`,
  plan: (id) => `/admin-edit-service-plans/${id}`,
};
const CREATE: Record<Kind, string> = { blog: "/admin-create-blog", recipe: "/admin-recipes/create", plan: "/admin-create-service-plan" };

const refOf = (kind: Kind, item: { slug?: string; id?: number }) => String(kind === "plan" ? item.id : item.slug);

/** Where "Add translation" of `item` into `language` opens: the create form, prefilled from it. */
export function addTranslationHref(kind: Kind, item: Item, language: Language): string {
  return `${CREATE[kind]}?translation_of=${encodeURIComponent(refOf(kind, item))}&language=${language}`;
}

/**
 * An item's translations: a link to each one that exists, and for each missing language a
 * mark and "Add translation". Shown on every item, in lists and on its own screen.
 */
export function TranslationStatus({ kind, item, title }: { kind: Kind; item: Item; title: string }) {
  const t = useAdminT();
  const others = LANGUAGES.filter((l) => l !== item.language);
  const entries: ReactNode[] = others.map((l) => {
    const found = item.translations?.find((x) => x.language === l);
    const name = t(`admin.language.${l}`);
    return (
      <li key={l}>
        {found ? (
          <Link to={VIEW[kind](refOf(kind, found))} hrefLang={l === "gr" ? "el" : l}>
            {name}
          </Link>
        ) : (
          <>
            <span className="badge badge-missing">{t("admin.translations.missing", { language: name })}</span>{" "}
            <Link to={addTranslationHref(kind, item, l)} className="btn btn--small" aria-label={`${t("admin.translations.add", { language: name })}: ${title}`}>
              {t("admin.translations.add", { language: name })}
            </Link>
          </>
        )}
      </li>
    );
  });
  return (
    <div className="translation-status">
      <span className="muted">{t("admin.translations.label")}:</span>
      <ul className="plain-list translation-status__list">{entries}</ul>
    </div>
  );
}

/** The original beside its translation's form, for reference while translating. */
export function OriginalPane({ children, title }: { children: ReactNode; title: string }) {
  const t = useAdminT();
  return (
    <aside className="admin-card original-pane" aria-label={t("admin.translations.original")}>
      <p className="muted">{t("admin.translations.original")}</p>
      <h2>{title}</h2>
      {children}
    </aside>
  );
}
