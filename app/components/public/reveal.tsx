import { useEffect, useRef, useState, type ElementType, type ReactNode } from "react";

/**
 * Fades its content in once `threshold` of it is visible. The server render and anything
 * already on screen at hydration stay plainly visible, so nothing flashes or hides from
 * visitors without JavaScript.
 */
export function Reveal({ children, threshold = 0.2, as: Tag = "div", className = "", id }: { children: ReactNode; threshold?: number; as?: ElementType; className?: string; id?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<"static" | "hidden" | "shown">("static");

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) return;
    setPhase("hidden");
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase("shown");
          io.disconnect();
        }
      },
      { threshold },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [threshold]);

  const cls = phase === "static" ? className : `${className} reveal${phase === "shown" ? " is-visible" : ""}`;
  return (
    <Tag ref={ref} className={cls.trim() || undefined} id={id}>
      {children}
    </Tag>
  );
}
