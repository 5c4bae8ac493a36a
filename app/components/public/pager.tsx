import { useT } from "../../i18n";
import { pagedPath } from "../../lib/paging";
import { L } from "../../lib/localized";
import { Icon } from "./icons";

/** Previous and next links under a paged list; real links, so paging needs no JavaScript. */
export function Pager({ path, page, hasNext }: { path: string; page: number; hasNext: boolean }) {
  const t = useT();
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="pager" aria-label={t("paging.label")}>
      {page > 1 ? (
        <L to={pagedPath(path, page - 1)} rel="prev" className="btn btn--ghost pager__link">
          <Icon name="chevronLeft" /> {t("paging.previous")}
        </L>
      ) : (
        <span />
      )}
      <span className="pager__current" aria-current="page">
        {t("paging.current", { n: page })}
      </span>
      {hasNext ? (
        <L to={pagedPath(path, page + 1)} rel="next" className="btn btn--ghost pager__link">
          {t("paging.next")} <Icon name="chevronRight" />
        </L>
      ) : (
        <span />
      )}
    </nav>
  );
}
