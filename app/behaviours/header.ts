/** Takes away what a behaviour added: listeners, timers, observers. */
export type Detach = () => void;

export const MOBILE_BREAKPOINT = 840;

/**
 * The site header: it hides while the visitor scrolls down and shows again on any scroll up;
 * the burger opens and closes the menu (Escape closes it and gives the focus back to the
 * burger, a link inside it or a window wider than the breakpoint closes it). The burger's two
 * names come from its data-label-open and data-label-close; its icon follows aria-expanded in
 * the CSS.
 */
export function enhanceHeader(header: HTMLElement): Detach {
  const burger = header.querySelector<HTMLButtonElement>("[data-burger]");
  const menu = header.querySelector<HTMLElement>("#site-menu");
  let open = false;
  let hidden = false;
  const render = () => {
    header.classList.toggle("is-open", open);
    header.classList.toggle("is-hidden", hidden && !open);
    if (burger) {
      burger.setAttribute("aria-expanded", String(open));
      const label = burger.dataset[open ? "labelClose" : "labelOpen"];
      if (label) burger.setAttribute("aria-label", label);
    }
  };
  const setOpen = (value: boolean) => {
    open = value;
    render();
  };

  // Read in the next frame, which lays the page out anyway: read now, while the page is still
  // being laid out, it would force that work into this script's task.
  let last = 0;
  let frame = requestAnimationFrame(() => {
    frame = 0;
    last = window.scrollY;
  });
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const y = window.scrollY;
      if (y > last + 4 && y > 96) hidden = true;
      else if (y < last - 4 || y <= 96) hidden = false;
      last = y;
      render();
    });
  };
  const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
  const onWide = () => wide.matches && setOpen(false);
  const onKey = (e: KeyboardEvent) => {
    if (open && e.key === "Escape") {
      setOpen(false);
      burger?.focus();
    }
  };
  const onBurger = () => setOpen(!open);
  const onMenuClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("a")) setOpen(false);
  };

  window.addEventListener("scroll", onScroll, { passive: true });
  wide.addEventListener("change", onWide);
  document.addEventListener("keydown", onKey);
  burger?.addEventListener("click", onBurger);
  menu?.addEventListener("click", onMenuClick);
  render();
  return () => {
    window.removeEventListener("scroll", onScroll);
    wide.removeEventListener("change", onWide);
    document.removeEventListener("keydown", onKey);
    burger?.removeEventListener("click", onBurger);
    menu?.removeEventListener("click", onMenuClick);
    if (frame) cancelAnimationFrame(frame);
  };
}
