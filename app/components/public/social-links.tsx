import { useT } from "../../i18n";
import { SOCIAL_NETWORKS } from "../../lib/site";
import { SocialIcon } from "./icons";

/** The seven social profiles; each link's accessible name says where it goes. */
export function SocialLinks({ className = "" }: { className?: string }) {
  const t = useT();
  return (
    <ul className={`social-links ${className}`}>
      {SOCIAL_NETWORKS.map((n) => (
        <li key={n.id}>
          <a href={n.url} target="_blank" rel="noopener noreferrer" aria-label={`${t("social.follow", { network: n.name })} ${t("external.newTab")}`} title={n.name}>
            <SocialIcon id={n.id} />
          </a>
        </li>
      ))}
    </ul>
  );
}
