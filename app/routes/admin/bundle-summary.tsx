import { formatMoney, PRACTICE_CURRENCY } from "../../../core/money";
import { useAdmin, useAdminT, useLoad } from "./admin-context";
import { Loaded } from "./ui";

/** The quarter's bundles sold, and the credits clients have not used yet (a liability), above its invoices. */
export function BundleSummary({ from, to }: { from: string; to: string }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { state } = useLoad(
    () => api.invoices.bundles(from, to),
    [api, from, to],
    () => t("admin.invoices.loadFailed"),
  );
  const money = (cents: number) => formatMoney(cents, PRACTICE_CURRENCY, lang);
  return (
    <Loaded state={state}>
      {(s) => (
        <p data-testid="bundle-summary">
          {t("admin.invoices.bundles", { sold: s.sold, total: money(s.sold_total), credits: s.outstanding_credits, value: money(s.outstanding_value) })}
        </p>
      )}
    </Loaded>
  );
}
