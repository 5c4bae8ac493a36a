import { useT } from "../../i18n";
import { SITE } from "../../lib/site";
import { Icon } from "./icons";

/** Opens a WhatsApp chat with an inquiry already typed in the visitor's language. */
export function MessagingButton() {
  const t = useT();
  const href = `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(t("messaging.text"))}`;
  return (
    <a className="fab" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${t("messaging.label")} ${t("external.newTab")}`}>
      <Icon name="chat" size={28} />
    </a>
  );
}
