import { useT } from "../../i18n";
import { useConsent } from "../../lib/preferences";
import { SITE, instagramEmbedUrl, instagramUrl } from "../../lib/site";
import { SocialIcon } from "./icons";

const TILES = ["education", "vegan", "exercise", "digestive", "recomposition", "pathologies"];

/**
 * The Instagram widget is third-party: it loads only after consent. Until then (and if it
 * cannot load) a gallery of the practice's own images links to the profile.
 */
export function InstagramFeed() {
  const t = useT();
  const { consent, setConsent } = useConsent();
  const follow = (
    <a className="btn btn--ghost" href={instagramUrl} target="_blank" rel="noopener noreferrer">
      <SocialIcon id="instagram" /> {t("home.instagram.follow", { handle: SITE.instagramHandle })}
      <span className="visually-hidden"> {t("external.newTab")}</span>
    </a>
  );
  if (consent === "accepted") {
    return (
      <div className="insta">
        <div className="frame insta__frame">
          <iframe src={instagramEmbedUrl} title={t("home.instagram.frame", { handle: SITE.instagramHandle })} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
        </div>
        <div className="insta__actions">{follow}</div>
      </div>
    );
  }
  return (
    <div className="insta">
      <ul className="insta__grid">
        {TILES.map((name) => (
          <li key={name}>
            <img src={`/images/concepts/${name}.svg`} alt="" width="320" height="200" loading="lazy" />
          </li>
        ))}
      </ul>
      <p className="insta__note">{t("embed.blocked", { provider: "Instagram" })}</p>
      <div className="insta__actions">
        <button type="button" className="btn btn--primary" onClick={() => setConsent("accepted")}>
          {t("embed.accept")}
        </button>
        {follow}
      </div>
    </div>
  );
}
