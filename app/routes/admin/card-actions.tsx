import { Link } from "react-router";
import { useAdminT } from "./admin-context";

/**
 * The row of actions at the foot of a list card: view and edit links, then the delete button.
 * A list shows many such rows, so each action's accessible name carries the item's title
 * ("Edit: Spring menu") and a screen reader can tell them apart.
 */
export function CardActions({
  title,
  view,
  viewLabel,
  edit,
  onDelete,
}: {
  /** Names the item in every action's aria-label. */
  title: string;
  /** Where the view link goes; no link without it. */
  view?: string;
  /** The view link's text, when it is not the plain "View". */
  viewLabel?: string;
  /** Where the edit link goes; no link without it. */
  edit?: string;
  onDelete: () => unknown;
}) {
  const t = useAdminT();
  const viewText = viewLabel ?? t("admin.action.view");
  return (
    <div className="card-actions">
      {view && (
        <Link to={view} className="btn" aria-label={`${viewText}: ${title}`}>
          {viewText}
        </Link>
      )}
      {edit && (
        <Link to={edit} className="btn" aria-label={`${t("admin.action.edit")}: ${title}`}>
          {t("admin.action.edit")}
        </Link>
      )}
      <button type="button" className="btn btn--danger" onClick={() => void onDelete()} aria-label={`${t("admin.action.delete")}: ${title}`}>
        {t("admin.action.delete")}
      </button>
    </div>
  );
}
