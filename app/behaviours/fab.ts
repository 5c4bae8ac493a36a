import type { Detach } from "./header";

/**
 * What the floating chat button must never sit on: a form's submit button and the last column
 * of the nutrition table (its values), which on a phone end up in its corner. Anything else it
 * may cover can be scrolled out from under it.
 */
const KEEP_CLEAR = 'form [type="submit"], .nutrition td:last-child, .nutrition th:last-child';
const MARGIN = 8;

/** Below this width the header is a burger and the chat button sits over the text column. */
const PHONE_MAX = 839;

/** On a phone, while she types in a form (the keyboard up, the end of the form in the corner). */
const typingOnPhone = () =>
  document.documentElement.clientWidth <= PHONE_MAX && Boolean(document.activeElement?.closest("form input, form textarea, form select"));

/** The chat button steps aside (fab--aside) while it would cover what must stay reachable, or while she types on a phone. */
export function enhanceFab(el: HTMLElement): Detach {
  let frame = 0;
  const check = () => {
    frame = 0;
    // Where it sits when shown (its own rectangle moves while it is aside).
    const style = getComputedStyle(el);
    const right = document.documentElement.clientWidth - parseFloat(style.right);
    const bottom = document.documentElement.clientHeight - parseFloat(style.bottom);
    const fab = { left: right - el.offsetWidth, right, top: bottom - el.offsetHeight, bottom };
    const covers = [...document.querySelectorAll(KEEP_CLEAR)].some((other) => {
      const r = other.getBoundingClientRect();
      return r.width > 0 && r.right > fab.left - MARGIN && r.left < fab.right + MARGIN && r.bottom > fab.top - MARGIN && r.top < fab.bottom + MARGIN;
    });
    el.classList.toggle("fab--aside", covers || typingOnPhone());
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(check);
  };
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  document.addEventListener("focusin", schedule);
  document.addEventListener("focusout", schedule);
  // A form's answer or a new list of times moves the buttons without a scroll.
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    document.removeEventListener("focusin", schedule);
    document.removeEventListener("focusout", schedule);
    observer.disconnect();
  };
}
