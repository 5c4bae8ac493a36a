import { serverMessage, useAdmin, useAdminT } from "../admin-context";
import { useAdminSubmit } from "../use-admin-submit";
import { formatDateTime } from "../ui";
import type { ClientDetails } from "../../../../core/schemas/client";

type Pending = NonNullable<ClientDetails["pending_details"]>;

/**
 * The name and phone a later booking gave: anyone may book with her address, so they never
 * replace hers by themselves; the admin applies or dismisses them.
 */
export function PendingDetails({ clientId, pending, onSettled }: { clientId: number; pending: Pending; onSettled: (applied: boolean) => void }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { busy, submit } = useAdminSubmit();
  const settle = (apply: boolean) =>
    submit(
      async () => {
        await api.clients.settlePending(clientId, apply);
        onSettled(apply);
      },
      { failure: (err) => serverMessage(err, t("admin.clients.pendingFailed")), flashFailure: true },
    );

  return (
    <div className="notice" role="status">
      <p>{t("admin.clients.pendingIntro", { when: formatDateTime(pending.at, lang) })}</p>
      <dl className="details">
        <dt>{t("admin.clients.name")}</dt>
        <dd>{pending.name}</dd>
        <dt>{t("admin.clients.phone")}</dt>
        <dd>{pending.phone}</dd>
      </dl>
      <div className="form-actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void settle(true)}>
          {t("admin.clients.pendingApply")}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => void settle(false)}>
          {t("admin.clients.pendingDismiss")}
        </button>
      </div>
    </div>
  );
}
