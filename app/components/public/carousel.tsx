import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "../../i18n";
import { Icon } from "./icons";

interface Props {
  label: string;
  items: { key: string | number; node: ReactNode }[];
  /** [min-width, slides] from widest to narrowest; must match the CSS of `className`. */
  breakpoints: [number, number][];
  className: string;
  autoAdvanceMs?: number;
}

function perViewFor(breakpoints: [number, number][]): number {
  for (const [min, n] of breakpoints) if (window.matchMedia(`(min-width: ${min}px)`).matches) return n;
  return 1;
}

/**
 * A slide carousel: buttons, dots, arrow keys and swipe move it; auto-advance (when asked
 * for) pauses on hover, on focus, with the pause button, and never runs for visitors who
 * prefer reduced motion. Slides out of view are inert so keyboard focus stays visible.
 */
export function Carousel({ label, items, breakpoints, className, autoAdvanceMs }: Props) {
  const t = useT();
  const [perView, setPerView] = useState(1);
  const [index, setIndex] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const touchX = useRef<number | null>(null);

  const count = items.length;
  const maxIndex = Math.max(0, count - perView);

  useEffect(() => {
    setHydrated(true);
    const update = () => setPerView(perViewFor(breakpoints));
    update();
    const queries = breakpoints.map(([min]) => window.matchMedia(`(min-width: ${min}px)`));
    queries.forEach((q) => q.addEventListener("change", update));
    const rm = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onRm = () => setReducedMotion(rm.matches);
    onRm();
    rm.addEventListener("change", onRm);
    return () => {
      queries.forEach((q) => q.removeEventListener("change", update));
      rm.removeEventListener("change", onRm);
    };
  }, [breakpoints]);

  useEffect(() => setIndex((i) => Math.min(i, maxIndex)), [maxIndex]);

  const go = useCallback((i: number) => setIndex(() => (i < 0 ? maxIndex : i > maxIndex ? 0 : i)), [maxIndex]);

  const autoOn = Boolean(autoAdvanceMs) && !reducedMotion && maxIndex > 0;
  const running = autoOn && !hovered && !focused && !userPaused;
  useEffect(() => {
    if (!running || !autoAdvanceMs) return;
    const id = window.setInterval(() => setIndex((i) => (i >= maxIndex ? 0 : i + 1)), autoAdvanceMs);
    return () => window.clearInterval(id);
  }, [running, autoAdvanceMs, maxIndex]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(index - 1);
    }
  };

  return (
    <div
      className={`carousel ${className}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        className="carousel__viewport"
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < 40) return;
          go(end < start ? index + 1 : index - 1);
        }}
      >
        <div
          className="carousel__track"
          style={{ transform: `translateX(calc(-1 * ${index} * (100% + var(--gap)) / var(--per-view)))` }}
          aria-live={running ? "off" : "polite"}
        >
          {items.map((item, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <div
                key={item.key}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t("carousel.slide", { n: i + 1, total: count })}
                inert={hydrated && !visible ? true : undefined}
              >
                {item.node}
              </div>
            );
          })}
        </div>
      </div>
      {maxIndex > 0 || !hydrated ? (
        <div className="carousel__controls">
          {autoOn && (
            <button type="button" className="icon-btn icon-btn--outline" onClick={() => setUserPaused((p) => !p)} aria-label={t(userPaused ? "carousel.play" : "carousel.pause")}>
              <Icon name={userPaused ? "play" : "pause"} size={18} />
            </button>
          )}
          <button type="button" className="icon-btn icon-btn--outline" onClick={() => go(index - 1)} aria-label={t("carousel.prev")}>
            <Icon name="chevronLeft" />
          </button>
          <ul className="carousel__dots">
            {Array.from({ length: hydrated ? maxIndex + 1 : 0 }, (_, i) => (
              <li key={i}>
                <button type="button" className="carousel__dot" aria-label={t("carousel.slide", { n: i + 1, total: maxIndex + 1 })} aria-current={i === index ? "true" : undefined} onClick={() => go(i)} />
              </li>
            ))}
          </ul>
          <button type="button" className="icon-btn icon-btn--outline" onClick={() => go(index + 1)} aria-label={t("carousel.next")}>
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
