import { Link } from "react-router";
import type { OutboxDelivery } from "../../../core/schemas/outbox";
import { useAdminT } from "./admin-context";

/**
 * With no mail server set, mails are written to files and reach nobody, while the outbox
 * empties as if they had been delivered: said plainly on the outbox screen and the dashboard.
 */
export function MailServerWarning({ delivery, linkToOutbox = false }: { delivery: OutboxDelivery | null; linkToOutbox?: boolean }) {
  const t = useAdminT();
  if (!delivery || delivery.mail_server) return null;
  return (
    <p className="alert alert--error mail-server-warning" role="alert">
      <span>
        {t("admin.outbox.noMailServer", { count: delivery.written_to_files })}
        {linkToOutbox && (
          <>
            {" "}
            <Link to="/admin-outbox">{t("admin.nav.outbox")}</Link>
          </>
        )}
      </span>
    </p>
  );
}
