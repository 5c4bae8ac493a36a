import type { ElementType, ReactNode } from "react";
import { enhanceReveal } from "../../behaviours/reveal";
import { useBehaviour } from "../../behaviours/use-behaviour";

/**
 * Fades its content in once `threshold` of it is visible (app/behaviours/reveal.ts). The
 * server render and anything already on screen stay plainly visible, so nothing flashes or
 * hides from visitors without JavaScript.
 */
export function Reveal({ children, threshold = 0.2, as: Tag = "div", className = "", id }: { children: ReactNode; threshold?: number; as?: ElementType; className?: string; id?: string }) {
  const ref = useBehaviour(enhanceReveal);
  return (
    <Tag ref={ref} className={className || undefined} id={id} data-reveal={threshold} suppressHydrationWarning>
      {children}
    </Tag>
  );
}
