import { useT } from "../../i18n";
import { L } from "../../lib/localized";

/**
 * Asks once; third-party frames (maps, video, Instagram) wait for "Accept". Rendered hidden:
 * app/behaviours/consent.ts shows it while no choice is stored and stores the choice.
 */
export function CookieConsent() {
  const t = useT();
  return (
    <section className="consent" aria-label={t("consent.label")} data-consent-banner="" hidden suppressHydrationWarning>
      <p className="consent__text">
        {t("consent.text")} <L to="/cookies-policy">{t("consent.more")}</L>
      </p>
      <div className="consent__actions">
        <button type="button" className="btn btn--ghost" data-consent-choice="rejected">
          {t("consent.reject")}
        </button>
        <button type="button" className="btn btn--primary" data-consent-choice="accepted">
          {t("consent.accept")}
        </button>
      </div>
    </section>
  );
}
