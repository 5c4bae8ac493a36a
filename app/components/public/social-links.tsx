import { useT } from "../../i18n";
import { socialProfiles } from "../../../core/social-networks";
import type { PublicIdentity } from "../../../core/practice-identity";
import { SocialIcon } from "./icons";

/** Her social profiles from the practice's settings, those she has; each link's accessible name says where it goes. */
export function SocialLinks({ practice, className = "" }: { practice: PublicIdentity | null; className?: string }) {
  const t = useT();
  const profiles = practice ? socialProfiles(practice) : [];
  if (profiles.length === 0) return null;
  return (
    <ul className={`social-links ${className}`}>
      {profiles.map((n) => (
        <li key={n.id}>
          <a href={n.url} target="_blank" rel="noopener noreferrer" aria-label={`${t("social.follow", { network: n.name })} ${t("external.newTab")}`} title={n.name}>
            <SocialIcon id={n.id} />
          </a>
        </li>
      ))}
    </ul>
  );
}
