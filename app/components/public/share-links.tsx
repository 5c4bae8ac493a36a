import { enhanceCopyLink } from "../../behaviours/share";
import { useBehaviour } from "../../behaviours/use-behaviour";
import { useT } from "../../i18n";
import { Icon, SocialIcon } from "./icons";

/** Share a page on Facebook, Twitter, LinkedIn or WhatsApp, or copy its address. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  // The copy button's behaviour: app/behaviours/share.ts.
  const copy = useBehaviour<HTMLButtonElement>(enhanceCopyLink);
  const u = encodeURIComponent(url);
  const targets = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: <SocialIcon id="facebook" size={18} /> },
    { name: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`, icon: <SocialIcon id="x" size={18} /> },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, icon: <SocialIcon id="linkedin" size={18} /> },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, icon: <Icon name="chat" size={18} /> },
  ];

  return (
    <div className="share">
      <span className="share__label">{t("blogs.share")}</span>
      {targets.map((s) => (
        <a key={s.name} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${t("blogs.shareOn", { network: s.name })}: ${title} ${t("external.newTab")}`} title={t("blogs.shareOn", { network: s.name })}>
          {s.icon}
        </a>
      ))}
      <button ref={copy} type="button" data-copy={url} aria-label={`${t("blogs.copyLink")}: ${title}`} title={t("blogs.copyLink")}>
        <Icon name="link" size={18} />
      </button>
      <span className="share__copied" role="status" data-text={t("blogs.copied")} />
    </div>
  );
}
