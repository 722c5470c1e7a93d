// A plain colour chip. Drawn as SVG because the colour goes in as a fill attribute: the site's Content-Security-Policy
// allows no style attributes, and so the chips show in the server's HTML without any script.
export function Swatch({ hex, className = 'colors-chip' }: { hex: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 10 10" aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <rect width="10" height="10" fill={hex} />
    </svg>
  );
}
