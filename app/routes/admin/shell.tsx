import { useCallback, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { htmlLang, isLanguage, type Language } from "../../../core/languages";
import { LanguageContext, useLanguage } from "../../i18n";
import "../../i18n/admin-texts";
import { SetAdminLanguageContext } from "./admin-context";
import "../../styles/admin.css";

const LANG_KEY = "adminLanguage";

export const meta = () => [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }];

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
