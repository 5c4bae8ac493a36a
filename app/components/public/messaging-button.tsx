import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { SITE } from "../../lib/site";
import { Icon } from "./icons";

/**
 * What the button must never sit on: a form's submit button and the last column of the
 * nutrition table (its values), which on a phone end up in its corner. Anything else it may
 * cover can be scrolled out from under it.
 */
const KEEP_CLEAR = 'form [type="submit"], .nutrition td:last-child, .nutrition th:last-child';
const MARGIN = 8;

/** Opens a WhatsApp chat with an inquiry already typed in the visitor's language; steps aside while it would cover what must stay reachable. */
export function MessagingButton() {
  const t = useT();
  const href = `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(t("messaging.text"))}`;
  const button = useRef<HTMLAnchorElement>(null);
  const [aside, setAside] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = button.current;
      if (!el) return;
      // Where it sits when shown (its own rectangle moves while it is aside).
      const style = getComputedStyle(el);
      const right = document.documentElement.clientWidth - parseFloat(style.right);
      const bottom = document.documentElement.clientHeight - parseFloat(style.bottom);
      const fab = { left: right - el.offsetWidth, right, top: bottom - el.offsetHeight, bottom };
      const covers = [...document.querySelectorAll(KEEP_CLEAR)].some((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > fab.left - MARGIN && r.left < fab.right + MARGIN && r.bottom > fab.top - MARGIN && r.top < fab.bottom + MARGIN;
      });
      setAside(covers);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // A form's answer or a new list of times moves the buttons without a scroll.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
    };
  }, []);

  return (
    <a
      ref={button}
      className={`fab${aside ? " fab--aside" : ""}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t("messaging.label")} ${t("external.newTab")}`}
    >
      <Icon name="chat" size={28} />
    </a>
  );
}
