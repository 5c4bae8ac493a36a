import { useT } from "../../i18n";
import { profileHandle } from "../../../core/social-networks";
import { SocialIcon } from "./icons";

const TILES = ["education", "vegan", "exercise", "digestive", "recomposition", "pathologies"];

/**
 * The Instagram widget is third-party: it loads only after consent (app/behaviours/consent.ts
 * puts it first and hides the placeholders). Until then (and if it cannot load) a gallery of
 * the practice's own images links to the profile (its address from the practice's settings).
 */
export function InstagramFeed({ url }: { url: string }) {
  const t = useT();
  const profile = url.replace(/\/+$/, "");
  const handle = profileHandle(profile);
  return (
    <div className="insta" data-consent-gate="" data-src={`${profile}/embed`} data-title={t("home.instagram.frame", { handle })} data-wrap="frame insta__frame">
      <ul className="insta__grid" data-consent-placeholder="">
        {TILES.map((name) => (
          <li key={name}>
            <img src={`/images/concepts/${name}.svg`} alt="" width="320" height="200" loading="lazy" />
          </li>
        ))}
      </ul>
      <p className="insta__note" data-consent-placeholder="">
        {t("embed.blocked", { provider: "Instagram" })}
      </p>
      <div className="insta__actions">
        <button type="button" className="btn btn--primary" data-consent-choice="accepted" data-consent-placeholder="">
          {t("embed.accept")}
        </button>
        <a className="btn btn--ghost" href={profile} target="_blank" rel="noopener noreferrer">
          <SocialIcon id="instagram" /> {t("home.instagram.follow", { handle })}
          <span className="visually-hidden"> {t("external.newTab")}</span>
        </a>
      </div>
    </div>
  );
}
