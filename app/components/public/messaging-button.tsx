import { enhanceFab } from "../../behaviours/fab";
import { useBehaviour } from "../../behaviours/use-behaviour";
import { useT } from "../../i18n";
import { chatDigits } from "../../../core/social-networks";
import { Icon } from "./icons";

/**
 * Opens a WhatsApp chat with the practice's chat number (its settings) with an inquiry already typed in the visitor's language; steps aside
 * while it would cover what must stay reachable (app/behaviours/fab.ts) and while the cookie
 * banner is open (app/behaviours/consent.ts).
 */
export function MessagingButton({ number }: { number: string }) {
  const t = useT();
  const href = `https://wa.me/${chatDigits(number)}?text=${encodeURIComponent(t("messaging.text"))}`;
  const button = useBehaviour<HTMLAnchorElement>(enhanceFab);
  return (
    <a ref={button} className="fab" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${t("messaging.label")} ${t("external.newTab")}`} suppressHydrationWarning>
      <Icon name="chat" size={28} />
    </a>
  );
}
