import { useCallback, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { htmlLang, isLanguage, type Language } from "../../../core/languages";
import { LanguageContext, useLanguage } from "../../i18n";
import "../../i18n/admin-texts";
import { SetAdminLanguageContext } from "./admin-context";
import { loadAsOwnDocument } from "../../lib/private-document";
import "../../styles/admin.css";

const LANG_KEY = "adminLanguage";

export const meta = () => [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }];

// The admin area is shown in a document of its own, never inside a public page's
// (app/lib/private-document.ts). The loader exists so that the first render keeps the server's page.
export function loader() {
  return null;
}
export const clientLoader = loadAsOwnDocument;

/**
 * Everything under the admin area: its stylesheet and the admin's working language, which
 * starts as the page's (?lang=) and is kept for this tab while she moves between screens.
 */
export default function AdminShell() {
  const pageLang = useLanguage();
  const [lang, setLang] = useState<Language>(pageLang);

  useEffect(() => {
    const stored = window.sessionStorage.getItem(LANG_KEY);
    if (isLanguage(stored) && !new URLSearchParams(window.location.search).has("lang")) setLang(stored);
  }, []);

  useEffect(() => {
    document.documentElement.lang = htmlLang(lang);
  }, [lang]);

  const choose = useCallback((l: Language) => {
    setLang(l);
    window.sessionStorage.setItem(LANG_KEY, l);
  }, []);

  return (
    <LanguageContext.Provider value={lang}>
      <SetAdminLanguageContext.Provider value={choose}>
        <div className="admin">
          <Outlet />
        </div>
      </SetAdminLanguageContext.Provider>
    </LanguageContext.Provider>
  );
}
