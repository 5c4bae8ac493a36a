import { enhanceHeader } from "../../behaviours/header";
import { useBehaviour } from "../../behaviours/use-behaviour";
import { useT } from "../../i18n";
import { usePracticeName } from "../../lib/practice-contact";
import { L, NavL } from "../../lib/localized";
import { Icon } from "./icons";
import { LanguageSelect } from "./language-select";
import { ThemeToggle } from "./theme-toggle";
import { Drawing } from "./drawing";
import logo from "../../../public/images/logo.svg?raw";

export { MOBILE_BREAKPOINT } from "../../behaviours/header";

const LINKS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/services", key: "nav.services" },
  { to: "/blogs", key: "nav.blogs" },
  { to: "/recipes", key: "nav.recipes" },
  { to: "/about", key: "nav.about" },
  { to: "/contact", key: "nav.contact" },
] as const;

/**
 * The header's behaviour (hide on scroll, burger menu) is app/behaviours/header.ts: run here on
 * a hydrated page, by the site script on a content page. The markup starts closed; the burger
 * carries both of its names and both icons (the CSS shows the one for aria-expanded).
 */
export function SiteHeader() {
  const t = useT();
  const name = usePracticeName();
  const header = useBehaviour(enhanceHeader);

  return (
    <header ref={header} className="site-header">
      <div className="site-header__inner container">
        <L to="/" className="brand">
          {/* Inline: an <img> of an SVG is a document the browser builds on the main thread (app/components/public/drawing.tsx). */}
          <Drawing svg={logo} scope="logo" width={40} height={40} />
          <span className="brand__name">{name}</span>
        </L>
        <button
          type="button"
          className="icon-btn burger"
          data-burger=""
          aria-expanded="false"
          aria-controls="site-menu"
          aria-label={t("nav.openMenu")}
          data-label-open={t("nav.openMenu")}
          data-label-close={t("nav.closeMenu")}
        >
          <span className="burger__open">
            <Icon name="menu" size={24} />
          </span>
          <span className="burger__close">
            <Icon name="close" size={24} />
          </span>
        </button>
        <div id="site-menu" className="site-menu">
          <nav aria-label={t("nav.main")}>
            <ul className="site-nav">
              {LINKS.map((l) => (
                <li key={l.to}>
                  <NavL to={l.to} end={"end" in l} className={({ isActive }) => `site-nav__link${isActive ? " is-active" : ""}`}>
                    {t(l.key)}
                  </NavL>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-menu__controls">
            <LanguageSelect />
            <ThemeToggle />
          </div>
          <L to="/book-consultation" className="btn btn--primary site-menu__cta">
            {t("cta.book")}
          </L>
        </div>
      </div>
    </header>
  );
}
