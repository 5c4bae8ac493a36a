import { useLocation, useMatches, useNavigate } from "react-router";
import { LANGUAGES, LANGUAGE_NAMES, htmlLang, type Language } from "../../../core/languages";
import { useLanguage, useT } from "../../i18n";
import { Icon } from "./icons";

/**
 * Switching language rewrites `?lang=` on the current page (English drops it): the loaders
 * run again in the new language. A blog or recipe names its own addresses per language
 * (loader data `languageLinks`: its translations, or the list): the switch goes there.
 * Without JavaScript the small form sends ?lang= and the page's loader redirects the same way.
 */
export function LanguageSelect({ id = "language-select" }: { id?: string }) {
  const t = useT();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const links = useMatches()
    .map((m) => (m.data as { languageLinks?: Record<Language, string> } | undefined)?.languageLinks)
    .find((l) => l !== undefined);

  function change(next: Language) {
    if (links) {
      navigate(links[next]);
      return;
    }
    const params = new URLSearchParams(location.search);
    if (next === "en") params.delete("lang");
    else params.set("lang", next);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { preventScrollReset: true });
  }

  return (
    <form method="get" action={location.pathname} className="lang-select" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="lang-select__label">
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t("lang.label")}</span>
      </label>
      <select id={id} name="lang" value={lang} onChange={(e) => change(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={htmlLang(l)}>
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
