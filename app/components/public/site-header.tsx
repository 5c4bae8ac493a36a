import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../i18n";
import { L, NavL } from "../../lib/localized";
import { Icon } from "./icons";
import { LanguageSelect } from "./language-select";
import { ThemeToggle } from "./theme-toggle";

export const MOBILE_BREAKPOINT = 840;

const LINKS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/services", key: "nav.services" },
  { to: "/blogs", key: "nav.blogs" },
  { to: "/recipes", key: "nav.recipes" },
  { to: "/about", key: "nav.about" },
  { to: "/contact", key: "nav.contact" },
] as const;

export function SiteHeader() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // Hide while scrolling down, show again on any scroll up.
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (y > last + 4 && y > 96) setHidden(true);
        else if (y < last - 4 || y <= 96) setHidden(false);
        last = y;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  // The burger menu closes once the window is wide enough for the full header.
  useEffect(() => {
    const mq = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => mq.matches && setOpen(false);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);

  // Any navigation, including a language switch, closes the menu.
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        burger.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // A click on any link inside the menu closes it (also for same-page links).
  const closeOnLink = (e: React.MouseEvent) => {
    if ((e.target as HTMLElement).closest("a")) setOpen(false);
  };

  return (
    <header className={`site-header${hidden && !open ? " is-hidden" : ""}${open ? " is-open" : ""}`}>
      <div className="site-header__inner container">
        <L to="/" className="brand">
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span className="brand__name">{t("site.name")}</span>
        </L>
        <button
          ref={burger}
          type="button"
          className="icon-btn burger"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={t(open ? "nav.closeMenu" : "nav.openMenu")}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name={open ? "close" : "menu"} size={24} />
        </button>
        <div id="site-menu" className="site-menu" onClick={closeOnLink}>
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
