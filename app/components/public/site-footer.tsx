import { useT } from "../../i18n";
import { L } from "../../lib/localized";
import { phoneHref, usePracticeName } from "../../lib/practice-contact";
import type { PublicIdentity } from "../../../core/practice-identity";
import { Icon } from "./icons";
import { NewsletterForm } from "./newsletter-form";
import { SocialLinks } from "./social-links";

/** The footer; the contact column shows the practice's details from its settings, those she filled in. */
export function SiteFooter({ practice, children }: { practice: PublicIdentity | null; children?: React.ReactNode }) {
  const t = useT();
  const name = usePracticeName();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <L to="/" className="brand brand--footer">
            {/* Far below the fold: fetched and drawn only when the reader comes near (the header's is inline, app/components/public/drawing.tsx). */}
            <img src="/images/logo.svg" alt="" width="44" height="44" loading="lazy" decoding="async" />
            <span className="brand__name">{name}</span>
          </L>
          <p className="site-footer__about">{t("footer.about")}</p>
          <SocialLinks practice={practice} />
        </div>
        <div className="site-footer__newsletter">
          <NewsletterForm />
        </div>
        <nav className="site-footer__col" aria-labelledby="footer-policies">
          <h2 className="footer__title" id="footer-policies">
            {t("footer.policies")}
          </h2>
          <ul>
            <li><L to="/terms-of-service">{t("legal.terms")}</L></li>
            <li><L to="/privacy-policy">{t("legal.privacy")}</L></li>
            <li><L to="/cookies-policy">{t("legal.cookies")}</L></li>
            <li>
              <button type="button" className="link-btn" data-consent-reopen="">
                {t("consent.change")}
              </button>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-pages">
          <h2 className="footer__title" id="footer-pages">
            {t("footer.pages")}
          </h2>
          <ul>
            <li><L to="/services">{t("nav.services")}</L></li>
            <li><L to="/blogs">{t("nav.blogs")}</L></li>
            <li><L to="/about">{t("nav.about")}</L></li>
            <li><L to="/contactus">{t("nav.contact")}</L></li>
          </ul>
        </nav>
        <div className="site-footer__col">
          <h2 className="footer__title" id="footer-contact">
            {t("footer.contactInfo")}
          </h2>
          <ul className="contact-list">
            {practice?.email && (
              <li>
                <Icon name="mail" size={18} />
                <a href={`mailto:${practice.email}`}>{practice.email}</a>
              </li>
            )}
            {practice?.phone && (
              <li>
                <Icon name="phone" size={18} />
                <a href={phoneHref(practice.phone)}>{practice.phone}</a>
              </li>
            )}
            {practice?.address && (
              <li>
                <Icon name="pin" size={18} />
                <address>{lines(practice.address)}</address>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>{t("footer.copyright", { year, name })}</p>
      </div>
      {children}
    </footer>
  );
}

/** A text of several lines, with its line breaks. */
export function lines(text: string) {
  return text.split("\n").map((line, i) => (i === 0 ? line : [<br key={i} />, line]));
}
