import { useEffect } from "react";
import { Outlet, useLocation, useNavigation, useNavigationType } from "react-router";
import { enhanceConsent } from "../../behaviours/consent";
import { CookieConsent } from "../../components/public/cookie-consent";
import { usePendingView } from "../../components/public/pending-views";
import { LanguageSuggestion } from "../../components/public/language-suggestion";
import { MessagingButton } from "../../components/public/messaging-button";
import { SiteFooter } from "../../components/public/site-footer";
import { SiteHeader } from "../../components/public/site-header";
import { useT } from "../../i18n";

/**
 * The frame of every public page: header, footer, consent banner and the chat button. On a
 * content page (app/lib/page-kind.ts) this is all the server's markup and the site script
 * gives it its behaviour; on a hydrated page (booking) the components run the same behaviours.
 */
export default function PublicLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const pending = usePendingView();
  // The banner, the gated frames and the chat button's room, for the whole page.
  useEffect(() => enhanceConsent(document.body), []);

  // Every new path starts at the top; back/forward keep the browser's restored position.
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <>
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
      <SiteFooter>
        <MessagingButton />
      </SiteFooter>
      <CookieConsent />
    </>
  );
}
