import { useCallback, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation, useNavigation, useNavigationType } from "react-router";
import { CookieConsent } from "../../components/public/cookie-consent";
import { usePendingView } from "../../components/public/pending-views";
import { LanguageSuggestion } from "../../components/public/language-suggestion";
import { MessagingButton } from "../../components/public/messaging-button";
import { SiteFooter } from "../../components/public/site-footer";
import { SiteHeader } from "../../components/public/site-header";
import { useT } from "../../i18n";
import { CONSENT_KEY, ConsentContext, readConsent, storeConsent, type Consent } from "../../lib/preferences";

/** The frame of every public page: header, footer, consent banner and the chat button. */
export default function PublicLayout() {
  const t = useT();
  const [consent, setConsentState] = useState<Consent>(null);
  const [bannerOpen, setBannerOpen] = useState(false);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const pending = usePendingView();

  useEffect(() => {
    const stored = readConsent();
    setConsentState(stored);
    setBannerOpen(stored === null);
    // A choice made in another tab applies here too.
    const onStorage = (e: StorageEvent) => e.key === CONSENT_KEY && setConsentState(readConsent());
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  // Every new path starts at the top; back/forward keep the browser's restored position.
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  const setConsent = useCallback((value: Exclude<Consent, null>) => {
    storeConsent(value);
    setConsentState(value);
    setBannerOpen(false);
  }, []);
  const reopen = useCallback(() => setBannerOpen(true), []);
  const value = useMemo(() => ({ consent, bannerOpen, setConsent, reopen }), [consent, bannerOpen, setConsent, reopen]);

  return (
    <ConsentContext.Provider value={value}>
      <a href="#main" className="skip-link">
        {t("skip.content")}
      </a>
      <div className={`nav-progress${navigation.state === "loading" ? " is-active" : ""}`} aria-hidden="true" />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <LanguageSuggestion />
        {pending ?? <Outlet />}
      </main>
      {/* The chat button floats, but lives in the footer landmark for assistive tech. */}
      <SiteFooter>{!bannerOpen && <MessagingButton />}</SiteFooter>
      <CookieConsent />
    </ConsentContext.Provider>
  );
}
