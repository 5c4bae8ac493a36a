import type { TextKey } from "../../i18n";
import { useT } from "../../i18n";
import { L } from "../../lib/localized";
import { Icon } from "./icons";

/** What a post or recipe page shows when it has nothing to show: why, and the way back to its list. */
export function MissingContent({ title, text, back }: { title?: TextKey; text: TextKey; back: { to: string; label: TextKey } }) {
  const t = useT();
  return (
    <section className="section">
      <div className="container narrow">
        <h1 className="visually-hidden">{t(title ?? text)}</h1>
        <p className="state state--error" role="alert">
          {t(text)}
        </p>
        <p className="center">
          <L to={back.to} className="btn btn--ghost">
            <Icon name="arrowLeft" size={18} /> {t(back.label)}
          </L>
        </p>
      </div>
    </section>
  );
}
