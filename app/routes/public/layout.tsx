import { useEffect } from "react";
import { Outlet, useLocation, useNavigation, useNavigationType, type LoaderFunctionArgs, type ShouldRevalidateFunction } from "react-router";
import { enhanceConsent } from "../../behaviours/consent";
import { CookieConsent } from "../../components/public/cookie-consent";
import { usePendingView } from "../../components/public/pending-views";
import { LanguageSuggestion } from "../../components/public/language-suggestion";
import { MessagingButton } from "../../components/public/messaging-button";
import { SiteFooter } from "../../components/public/site-footer";
import { SiteHeader } from "../../components/public/site-header";
import { useT } from "../../i18n";
import { loaderApi } from "../../lib/page";
import { usePractice } from "../../lib/practice-contact";

/** The practice's public details from its settings: the footer, contact page and chat button show them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = loaderApi(request, context);
  return { practice: await api.practice.identity().catch(() => null) };
}

/** The same in every language and on every page: read again only after a form is sent. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" && defaultShouldRevalidate;

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
  const practice = usePractice();
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
      <SiteFooter practice={practice}>{practice?.chat_number && <MessagingButton number={practice.chat_number} />}</SiteFooter>
      <CookieConsent />
    </>
  );
}
