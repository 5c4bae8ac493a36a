import { useEffect, useRef, useState } from "react";

/** An image that swaps to a fallback when it fails, also if it failed before hydration. */
export function FallbackImage({ src, fallback, alt, width, height, className, loading = "lazy" }: { src: string | null | undefined; fallback: string; alt: string; width: number; height: number; className?: string; loading?: "lazy" | "eager" }) {
  const [current, setCurrent] = useState(src || fallback);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => setCurrent(src || fallback), [src, fallback]);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && current !== fallback) setCurrent(fallback);
  }, [current, fallback]);
  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      decoding="async"
      onError={() => current !== fallback && setCurrent(fallback)}
    />
  );
}
