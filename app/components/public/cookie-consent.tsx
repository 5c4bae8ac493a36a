import { useRouteLoaderData } from "react-router";
import { CONSENT_BOOT_SCRIPT } from "../../behaviours/consent-boot";
import { useT } from "../../i18n";
import { L } from "../../lib/localized";

/**
 * Asks once; third-party frames (maps, video, Instagram) wait for "Accept". Rendered hidden:
 * the script after it shows it in the first paint while no choice is stored, and
 * app/behaviours/consent.ts keeps it and stores the choice.
 */
export function CookieConsent() {
  const t = useT();
  const nonce = (useRouteLoaderData("root") as { nonce?: string } | undefined)?.nonce;
  return (
    <>
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
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />
    </>
  );
}
