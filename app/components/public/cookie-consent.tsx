import { useT } from "../../i18n";
import { L } from "../../lib/localized";
import { useConsent } from "../../lib/preferences";

/** Asks once; third-party frames (maps, video, Instagram) wait for "Accept". */
export function CookieConsent() {
  const t = useT();
  const { bannerOpen, setConsent } = useConsent();
  if (!bannerOpen) return null;
  return (
    <section className="consent" aria-label={t("consent.label")}>
      <p className="consent__text">
        {t("consent.text")} <L to="/cookies-policy">{t("consent.more")}</L>
      </p>
      <div className="consent__actions">
        <button type="button" className="btn btn--ghost" onClick={() => setConsent("rejected")}>
          {t("consent.reject")}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => setConsent("accepted")}>
          {t("consent.accept")}
        </button>
      </div>
    </section>
  );
}
