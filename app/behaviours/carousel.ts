import type { Detach } from "./header";

/** "1200:4,900:3,600:2": [min-width, slides] from widest to narrowest, as the CSS has them. */
function parseBreakpoints(text: string | undefined): [number, number][] {
  return (text ?? "")
    .split(",")
    .map((pair) => pair.split(":").map(Number) as [number, number])
    .filter(([min, n]) => min > 0 && n > 0);
}

const fill = (template: string, n: number, total: number) => template.replace("{n}", String(n)).replace("{total}", String(total));

/**
 * A slide carousel ([data-carousel]): buttons, dots, arrow keys and swipe move it; auto-advance
 * (data-auto, in ms) pauses on hover, on focus, with the pause button, and never runs for
 * visitors who prefer reduced motion. Slides out of view are inert so keyboard focus stays
 * visible. The server renders every slide and the buttons; the dots are made here.
 */
export function enhanceCarousel(root: HTMLElement): Detach {
  const breakpoints = parseBreakpoints(root.dataset.breakpoints);
  const autoMs = Number(root.dataset.auto) || 0;
  const slideLabel = root.dataset.labelSlide ?? "{n} / {total}";
  const track = root.querySelector<HTMLElement>(".carousel__track");
  const slides = [...root.querySelectorAll<HTMLElement>(".carousel__slide")];
  const controls = root.querySelector<HTMLElement>(".carousel__controls");
  const dots = root.querySelector<HTMLElement>(".carousel__dots");
  const pause = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  const viewport = root.querySelector<HTMLElement>(".carousel__viewport");
  const queries = breakpoints.map(([min]) => window.matchMedia(`(min-width: ${min}px)`));
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");

  let index = 0;
  let perView = 1;
  let hovered = false;
  let focused = false;
  let userPaused = false;
  let timer = 0;
  let touchX: number | null = null;

  const maxIndex = () => Math.max(0, slides.length - perView);
  const autoOn = () => autoMs > 0 && !reduced.matches && maxIndex() > 0;
  const running = () => autoOn() && !hovered && !focused && !userPaused;

  function render() {
    const max = maxIndex();
    if (index > max) index = max;
    if (track) {
      track.style.transform = `translateX(calc(-1 * ${index} * (100% + var(--gap)) / var(--per-view)))`;
      track.setAttribute("aria-live", running() ? "off" : "polite");
    }
    slides.forEach((slide, i) => {
      slide.inert = !(i >= index && i < index + perView);
    });
    if (controls) controls.hidden = max === 0;
    if (dots) {
      if (dots.children.length !== max + 1) {
        dots.replaceChildren(
          ...Array.from({ length: max + 1 }, (_, i) => {
            const li = document.createElement("li");
            const dot = document.createElement("button");
            dot.type = "button";
            dot.className = "carousel__dot";
            dot.setAttribute("aria-label", fill(slideLabel, i + 1, max + 1));
            dot.addEventListener("click", () => go(i));
            li.append(dot);
            return li;
          }),
        );
      }
      [...dots.querySelectorAll("button")].forEach((dot, i) => {
        if (i === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
    }
    if (pause) {
      pause.hidden = !autoOn();
      const label = pause.dataset[userPaused ? "labelPlay" : "labelPause"];
      if (label) pause.setAttribute("aria-label", label);
      pause.querySelector<HTMLElement>("[data-icon-pause]")?.toggleAttribute("hidden", userPaused);
      pause.querySelector<HTMLElement>("[data-icon-play]")?.toggleAttribute("hidden", !userPaused);
    }
    schedule();
  }

  function schedule() {
    window.clearInterval(timer);
    timer = 0;
    if (running()) timer = window.setInterval(() => go(index >= maxIndex() ? 0 : index + 1), autoMs);
  }

  function go(i: number) {
    const max = maxIndex();
    index = i < 0 ? max : i > max ? 0 : i;
    render();
  }

  function measure() {
    perView = 1;
    for (let i = 0; i < breakpoints.length; i++) {
      if (queries[i]!.matches) {
        perView = breakpoints[i]![1];
        break;
      }
    }
    render();
  }

  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(index - 1);
    }
  };
  const onClick = (e: MouseEvent) => {
    const target = e.target as HTMLElement;
    if (target.closest("[data-carousel-prev]")) go(index - 1);
    else if (target.closest("[data-carousel-next]")) go(index + 1);
    else if (target.closest("[data-carousel-pause]")) {
      userPaused = !userPaused;
      render();
    }
  };
  const hover = (on: boolean) => () => {
    hovered = on;
    schedule();
  };
  const onEnter = hover(true);
  const onLeave = hover(false);
  const onFocusIn = () => {
    focused = true;
    render();
  };
  const onFocusOut = (e: FocusEvent) => {
    if (root.contains(e.relatedTarget as Node | null)) return;
    focused = false;
    render();
  };
  const onTouchStart = (e: TouchEvent) => (touchX = e.touches[0]?.clientX ?? null);
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX;
    const end = e.changedTouches[0]?.clientX;
    touchX = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? index + 1 : index - 1);
  };

  root.addEventListener("keydown", onKey);
  root.addEventListener("click", onClick);
  root.addEventListener("mouseenter", onEnter);
  root.addEventListener("mouseleave", onLeave);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  viewport?.addEventListener("touchstart", onTouchStart, { passive: true });
  viewport?.addEventListener("touchend", onTouchEnd);
  queries.forEach((q) => q.addEventListener("change", measure));
  reduced.addEventListener("change", render);
  measure();
  return () => {
    window.clearInterval(timer);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("click", onClick);
    root.removeEventListener("mouseenter", onEnter);
    root.removeEventListener("mouseleave", onLeave);
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("focusout", onFocusOut);
    viewport?.removeEventListener("touchstart", onTouchStart);
    viewport?.removeEventListener("touchend", onTouchEnd);
    queries.forEach((q) => q.removeEventListener("change", measure));
    reduced.removeEventListener("change", render);
  };
}
