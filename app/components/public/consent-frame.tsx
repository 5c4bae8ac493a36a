import { useT } from "../../i18n";
import { Icon } from "./icons";

interface Props {
  src: string;
  title: string;
  provider: string;
  /** Where the content lives, for a plain link when the frame is not shown. */
  link: string;
  width?: string | number;
  height?: string | number;
  className?: string;
}

/**
 * A third-party frame that exists only after the visitor accepted cookies. Until then a
 * placeholder of the same size explains why and links to the source; app/behaviours/consent.ts
 * puts the frame in once she accepts.
 */
export function ConsentFrame({ src, title, provider, link, width = "100%", height = 320, className = "" }: Props) {
  const t = useT();
  const style = { width: typeof width === "number" ? `${width}px` : width, height: typeof height === "number" ? `${height}px` : height };
  return (
    <div className={`frame ${className}`} style={style} data-consent-gate="" data-src={src} data-title={title}>
      <div className="frame--placeholder" data-consent-placeholder="" suppressHydrationWarning>
        <p>{t("embed.blocked", { provider })}</p>
        <div className="frame__actions">
          <button type="button" className="btn btn--primary btn--small" data-consent-choice="accepted">
            {t("embed.accept")}
          </button>
          <a className="btn btn--ghost btn--small" href={link} target="_blank" rel="noopener noreferrer">
            {t("embed.open", { provider })} <Icon name="arrowRight" size={16} />
            <span className="visually-hidden"> {t("external.newTab")}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
