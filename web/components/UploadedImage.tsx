// An image as the API describes it: its URL, its alt text and, where known, its size, which lets the browser keep the
// space free while it loads. `priority` marks the page's main image above the fold (usually its largest paint), which
// the browser then fetches before other images.
export function UploadedImage({
  image,
  className,
  priority = false,
}: {
  image: { url: string; alt: string; width?: number | null; height?: number | null };
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
