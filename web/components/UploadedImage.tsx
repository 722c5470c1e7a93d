// An image as the API describes it: its URL, its alt text and, where known, its size, which lets the browser keep the
// space free while it loads.
export function UploadedImage({ image, className }: { image: { url: string; alt: string; width?: number | null; height?: number | null }; className?: string }) {
  return <img className={className} src={image.url} alt={image.alt} width={image.width ?? undefined} height={image.height ?? undefined} />;
}
