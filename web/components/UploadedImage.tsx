// An image as the API describes it: its URL, its alt text and, where known, its size, which lets the browser keep the
// space free while it loads. `priority` marks the page's main image above the fold (usually its largest paint), which
// the browser then fetches before other images.
// With the image's `srcset` (uploads keep several sizes) and `sizes`, the browser picks the smallest that fills its
// place; `alt` replaces the image's own alt text where a page says more (a gallery's „Bild 2 von 5“).
export function UploadedImage({
  image,
  className,
  priority = false,
  sizes,
  alt,
  lazy = false,
}: {
  image: { url: string; alt: string; width?: number | null; height?: number | null; srcset?: string | null };
  className?: string;
  priority?: boolean;
  sizes?: string;
  alt?: string;
  /** Below the fold (a gallery): loaded when the reader scrolls near it. */
  lazy?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset ?? undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={alt ?? image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      fetchPriority={priority ? 'high' : undefined}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
