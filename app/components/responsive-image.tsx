import { responsiveImage } from "../lib/images";

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the image is shown, e.g. "(max-width: 600px) 100vw, 400px". */
  sizes: string;
  /** Used when the URL does not carry the size (static pictures, older uploads); unknown for another site's picture. */
  width?: number;
  height?: number;
  className?: string;
  /** The first image on screen (the hero, a recipe's picture) loads at once and first. */
  priority?: boolean;
  onError?: () => void;
}

/**
 * An uploaded image as AVIF or WebP in the width the screen needs, with its intrinsic size so
 * nothing shifts while it loads; lazy unless it is the page's first picture.
 */
export function ResponsiveImage({ src, alt, sizes, width, height, className, priority = false, onError }: ResponsiveImageProps) {
  const img = responsiveImage(src, sizes);
  const tag = (
    <img
      src={img.src}
      alt={alt}
      width={img.width ?? width}
      height={img.height ?? height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      onError={onError}
    />
  );
  if (img.sources.length === 0) return tag;
  return (
    <picture>
      {img.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={img.sizes} />
      ))}
      {tag}
    </picture>
  );
}
