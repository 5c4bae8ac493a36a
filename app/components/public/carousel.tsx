import type { ReactNode } from "react";
import { enhanceCarousel } from "../../behaviours/carousel";
import { useBehaviour } from "../../behaviours/use-behaviour";
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

/**
 * A slide carousel. The server renders every slide, the buttons and (hidden) the pause button;
 * app/behaviours/carousel.ts moves it: buttons, dots, arrow keys and swipe; auto-advance (when
 * asked for) pauses on hover, on focus, with the pause button, and never runs for visitors who
 * prefer reduced motion. Slides out of view are inert so keyboard focus stays visible.
 */
export function Carousel({ label, items, breakpoints, className, autoAdvanceMs }: Props) {
  const t = useT();
  const root = useBehaviour<HTMLDivElement>(enhanceCarousel);
  const count = items.length;

  return (
    <div
      ref={root}
      className={`carousel ${className}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-breakpoints={breakpoints.map(([min, n]) => `${min}:${n}`).join(",")}
      data-auto={autoAdvanceMs || undefined}
      data-label-slide={t("carousel.slide", { n: "{n}", total: "{total}" })}
    >
      <div className="carousel__viewport">
        <div className="carousel__track" aria-live="polite" suppressHydrationWarning>
          {items.map((item, i) => (
            <div
              key={item.key}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { n: i + 1, total: count })}
              suppressHydrationWarning
            >
              {item.node}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls" suppressHydrationWarning>
        {autoAdvanceMs ? (
          <button
            type="button"
            className="icon-btn icon-btn--outline"
            data-carousel-pause=""
            hidden
            aria-label={t("carousel.pause")}
            data-label-pause={t("carousel.pause")}
            data-label-play={t("carousel.play")}
            suppressHydrationWarning
          >
            <span data-icon-pause="">
              <Icon name="pause" size={18} />
            </span>
            <span data-icon-play="" hidden>
              <Icon name="play" size={18} />
            </span>
          </button>
        ) : null}
        <button type="button" className="icon-btn icon-btn--outline" data-carousel-prev="" aria-label={t("carousel.prev")}>
          <Icon name="chevronLeft" />
        </button>
        <ul className="carousel__dots" />
        <button type="button" className="icon-btn icon-btn--outline" data-carousel-next="" aria-label={t("carousel.next")}>
          <Icon name="chevronRight" />
        </button>
      </div>
    </div>
  );
}
