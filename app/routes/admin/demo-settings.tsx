import { Link } from "react-router";
import type { PracticeSettings } from "../../lib/api/practice";
import { useAdminT } from "./admin-context";

const WHERE = {
  name: { to: "/admin-practice", key: "admin.demo.name" },
  payment_instructions: { to: "/admin-payment-instructions", key: "admin.demo.paymentInstructions" },
  contacts: { to: "/admin-practice", key: "admin.demo.contacts" },
  identity: { to: "/admin-practice", key: "admin.demo.identity" },
} as const;

/**
 * The settings still holding the demo practice's made-up values, each linked to its page, until
 * she replaces them; and, on a production site, that clients are not shown the demo's payment
 * instructions. Nothing once all are hers.
 */
export function DemoSettings({ settings }: { settings: Pick<PracticeSettings, "demo_settings" | "payment_instructions_hidden"> | null }) {
  const t = useAdminT();
  if (!settings || settings.demo_settings.length === 0) return null;
  return (
    <div className="alert alert--error demo-settings" role="status">
      <div>
        <p>{t("admin.demo.intro")}</p>
        <ul>
          {settings.demo_settings.map((s) => (
            <li key={s}>
              <Link to={WHERE[s].to}>{t(WHERE[s].key)}</Link>
            </li>
          ))}
        </ul>
        {settings.payment_instructions_hidden && <p>{t("admin.demo.hidden")}</p>}
      </div>
    </div>
  );
}
