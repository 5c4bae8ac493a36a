import { useLocation, useMatches, useNavigate } from "react-router";
import { LANGUAGES, LANGUAGE_NAMES, htmlLang, type Language } from "../../../core/languages";
import { enhanceLanguageSelect } from "../../behaviours/language";
import { useBehaviour } from "../../behaviours/use-behaviour";
import { useLanguage, useT } from "../../i18n";
import { Icon } from "./icons";

/**
 * Switching language rewrites `?lang=` on the current page (English drops it): the page is
 * loaded again in the new language (app/behaviours/language.ts; a hydrated page moves with
 * its router). A blog or recipe names its own addresses per language (loader data
 * `languageLinks`: its translations, or the list): each option carries its address. Without
 * JavaScript the small form sends ?lang= and the page's loader redirects the same way.
 */
export function LanguageSelect({ id = "language-select" }: { id?: string }) {
  const t = useT();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const links = useMatches()
    .map((m) => (m.data as { languageLinks?: Record<Language, string> } | undefined)?.languageLinks)
    .find((l) => l !== undefined);
  const form = useBehaviour<HTMLFormElement>((el) => enhanceLanguageSelect(el, (href) => void navigate(href, { preventScrollReset: true })), [navigate]);

  return (
    <form ref={form} method="get" action={location.pathname} className="lang-select">
      <label htmlFor={id} className="lang-select__label">
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t("lang.label")}</span>
      </label>
      <select key={lang} id={id} name="lang" defaultValue={lang}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={htmlLang(l)} data-href={links?.[l]}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn--small">
          OK
        </button>
      </noscript>
    </form>
  );
}
