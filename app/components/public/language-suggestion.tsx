import { useEffect, useState } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { DEFAULT_LANGUAGE, htmlLang, pickLanguage, type Language } from "../../../core/languages";
import { localizedPath } from "../../../core/seo/urls";
import { translate, type TextKey } from "../../i18n";
import { Icon } from "./icons";

const DISMISSED_KEY = "languageSuggestion";

/**
 * A visitor whose browser asks for Spanish or Greek, arriving on an address without ?lang=,
 * is offered the site in that language: a small bar, written in that language, until they
 * switch or say no. Never a redirect: the address decides the language, so search engines
 * and shared links get what they link to. Read in the browser (navigator.languages is what
 * it sends as Accept-Language), so cached pages stay the same for everyone.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation();
  const [suggested, setSuggested] = useState<Language | null>(null);
  const links = useMatches()
    .map((m) => (m.data as { languageLinks?: Record<Language, string> } | undefined)?.languageLinks)
    .find((l) => l !== undefined);

  useEffect(() => {
    if (new URLSearchParams(search).has("lang") || dismissed()) return setSuggested(null);
    const wanted = pickLanguage(undefined, navigator.languages.join(","));
    setSuggested(wanted === DEFAULT_LANGUAGE ? null : wanted);
  }, [search]);

  if (!suggested) return null;
  const t = (key: TextKey) => translate(suggested, key);
  const close = () => {
    remember();
    setSuggested(null);
  };
  return (
    <div className="lang-suggest" lang={htmlLang(suggested)} role="region" aria-label={t("lang.suggest.text")}>
      <div className="container lang-suggest__inner">
        <Icon name="globe" size={18} />
        <p className="lang-suggest__text">{t("lang.suggest.text")}</p>
        <span className="lang-suggest__actions">
        <Link className="btn btn--small btn--primary" to={links?.[suggested] ?? localizedPath(`${pathname}${search}${hash}`, suggested)} onClick={remember}>
          {t("lang.suggest.switch")}
        </Link>
        <button type="button" className="btn btn--small btn--ghost" onClick={close}>
          {t("lang.suggest.dismiss")}
        </button>
        </span>
      </div>
    </div>
  );
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    /* private mode: it shows again on the next visit */
  }
}
