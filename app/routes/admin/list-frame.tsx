import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Language } from "../../../core/languages";
import { useAdminT, type LoadState } from "./admin-context";
import { ContentLanguageSelect, Loaded, PageHead } from "./ui";

/**
 * The page around a content list (blogs, recipes, service plans), the same on each: the heading
 * with the way back to the dashboard and the create button, the content-language picker, then the
 * cards in a grid named after the page, or the line saying there are none.
 */
export function ListFrame<T>({
  title,
  create,
  language,
  state,
  loadingText,
  empty,
  children,
}: {
  title: string;
  create: { to: string; label: string };
  /** The content language listed, its setter and the picker's id. */
  language: { value: Language; onChange: (l: Language) => void; id: string };
  state: LoadState<T[]>;
  loadingText?: string;
  /** Shown instead of the grid when the list is empty. */
  empty: string;
  /** The cards, one `<li>` per item. */
  children: (items: T[]) => ReactNode;
}) {
  const t = useAdminT();
  return (
    <>
      <PageHead title={title} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }}>
        <Link to={create.to} className="btn btn--primary">
          {create.label}
        </Link>
      </PageHead>
      <div className="toolbar">
        <ContentLanguageSelect value={language.value} onChange={language.onChange} id={language.id} />
      </div>
      <Loaded state={state} loadingText={loadingText}>
        {(items) =>
          items.length === 0 ? (
            <p className="empty">{empty}</p>
          ) : (
            <ul className="card-grid" aria-label={title}>
              {children(items)}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}
