import { Link } from "react-router";
import type { PracticeSettings } from "../../lib/api/practice";
import { useAdminT } from "./admin-context";

/**
 * The gap in who runs the practice, said while there is one: on the dashboard (with a link to
 * fill it in) and on the identity page itself. Nothing when complete.
 */
export function IdentityGap({
  settings,
  link = false,
}: {
  settings: Pick<PracticeSettings, "identity_missing" | "fiscal_identity_missing"> | null;
  link?: boolean;
}) {
  const t = useAdminT();
  if (!settings || (settings.identity_missing.length === 0 && settings.fiscal_identity_missing.length === 0)) return null;
  const missing = [...new Set([...settings.identity_missing, ...settings.fiscal_identity_missing])];
  return (
    <div className="alert alert--error identity-gap" role="status">
      <span>
        {t("admin.practice.missing", { fields: missing.map((f) => t(`admin.practice.${f}`)).join(", ") })}
        {settings.fiscal_identity_missing.length > 0 && <> {t("admin.practice.noInvoices")}</>}
        {link && (
          <>
            {" "}
            <Link to="/admin-practice">{t("admin.practice.complete")}</Link>
          </>
        )}
      </span>
    </div>
  );
}
