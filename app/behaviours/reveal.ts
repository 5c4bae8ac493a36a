import type { Detach } from "./header";

/**
 * Fades an element in once `threshold` of it is visible (data-reveal holds the threshold).
 * The server render and anything already on screen stay plainly visible, so nothing flashes
 * or hides from visitors without JavaScript or who prefer reduced motion.
 */
export function enhanceReveal(el: HTMLElement): Detach {
  if (typeof IntersectionObserver === "undefined") return () => {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const rect = el.getBoundingClientRect();
  if (rect.top < window.innerHeight && rect.bottom > 0) return () => {};
  el.classList.add("reveal");
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        el.classList.add("is-visible");
        io.disconnect();
      }
    },
    { threshold: Number(el.dataset.reveal) || 0.2 },
  );
  io.observe(el);
  return () => io.disconnect();
}
