import type { Detach } from "./header";

/**
 * What the floating chat button must never sit on: a form's submit button and the last column
 * of the nutrition table (its values), which on a phone end up in its corner. Anything else it
 * may cover can be scrolled out from under it.
 */
const KEEP_CLEAR = 'form [type="submit"], .nutrition td:last-child, .nutrition th:last-child';
const MARGIN = 8;

/** The chat button steps aside (fab--aside) while it would cover what must stay reachable. */
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
    el.classList.toggle("fab--aside", covers);
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
}
