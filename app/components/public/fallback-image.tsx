import { useEffect, useRef, useState } from "react";
import { responsiveImage } from "../../lib/images";

interface Props {
  src: string | null | undefined;
  fallback: string;
  alt: string;
  /** Used when the address does not carry the picture's size (an upload's does). */
  width: number;
  height: number;
  className?: string;
  /** "eager" for the page's main picture: it also gets a high fetch priority. */
  loading?: "lazy" | "eager";
  /** How wide it is shown, for choosing among the AVIF/WebP widths of an upload. */
  sizes?: string;
}

/**
 * An image that swaps to a fallback when it fails, also if it failed before hydration. An
 * uploaded picture comes as AVIF or WebP in the width the screen needs.
 */
export function FallbackImage({ src, fallback, alt, width, height, className, loading = "lazy", sizes = "100vw" }: Props) {
  const [current, setCurrent] = useState(src || fallback);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => setCurrent(src || fallback), [src, fallback]);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && current !== fallback) setCurrent(fallback);
  }, [current, fallback]);
  const responsive = responsiveImage(current, sizes);
  const tag = (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={responsive.width ?? width}
      height={responsive.height ?? height}
      className={className}
      loading={loading}
      decoding="async"
      fetchPriority={loading === "eager" ? "high" : undefined}
      onError={() => current !== fallback && setCurrent(fallback)}
    />
  );
  if (current === fallback || responsive.sources.length === 0) return tag;
  return (
    <picture>
      {responsive.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={responsive.sizes} />
      ))}
      {tag}
    </picture>
  );
}
