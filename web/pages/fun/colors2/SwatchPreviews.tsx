// The palette on three crafts, drawn as SVG: a stockinette knit in stripes, an Ohio Star quilt block and four
// glazed tiles. Colours go in as fill attributes (the site's policy allows no style attributes), so the drawings
// are server-rendered like the rest and need no script. Any palette of 1–8 colours fills them (colours repeat).
import { useIntl } from 'react-intl';
import { lightness } from '../../../features/colors/photo/dominant-colours';

type Props = { colours: readonly string[] };

/** Shading drawn over the colours: part of the picture, so literal (as the colours themselves are). */
const shadow = '#000000';
const light = '#ffffff';

/** The colours by role: the lightest as background, the darkest as contrast, the others as they come. */
function roles(colours: readonly string[]) {
  const byLightness = [...colours].sort((x, y) => lightness(y) - lightness(x));
  const background = byLightness[0]!;
  const dark = byLightness[byLightness.length - 1]!;
  const rest = colours.filter((colour) => colour !== background && colour !== dark);
  const accent = (i: number) => (rest.length > 0 ? rest[i % rest.length]! : i % 2 ? background : dark);
  return { background, dark, accent };
}

function Figure({ id, caption, viewBox, children }: { id: string; caption: string; viewBox: string; children: React.ReactNode }) {
  return (
    <figure className="colors2__swatch">
      <svg viewBox={viewBox} role="img" aria-labelledby={id} focusable="false">
        {children}
      </svg>
      <figcaption id={id}>{caption}</figcaption>
    </figure>
  );
}

const stitchWidth = 12;
const rowHeight = 9;
const knitColumns = 17;
const knitRows = 24;

/** Stockinette: rows of V-shaped stitches, each leg a slanted loop; two rows per colour, in the palette's order. */
function Knit({ colours }: Props) {
  const intl = useIntl();
  const rows = Array.from({ length: knitRows }, (_, row) => colours[Math.floor(row / 2) % colours.length]!);
  return (
    <Figure id="colors2-knit" caption={intl.formatMessage({ id: 'colors2.preview.knit' })} viewBox="0 0 204 204">
      <defs>
        <path id="colors2-leg" d="M6 13.5C1.8 11.5-0.4 4.5 0.8 0.5 4.2 1.2 6.6 6.5 6 13.5Z" />
        <linearGradient id="colors2-leg-shade" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} stopOpacity="0.28" />
          <stop offset="0.6" stopColor={light} stopOpacity="0" />
          <stop offset="1" stopColor={shadow} stopOpacity="0.25" />
        </linearGradient>
      </defs>
      <rect width="204" height="204" fill={colours[0]} />
      <rect width="204" height="204" fill={shadow} opacity="0.45" />
      {rows.map((colour, row) => (
        <g key={row} transform={`translate(0 ${row * rowHeight - 6})`}>
          {Array.from({ length: knitColumns }, (_, column) => (
            <g key={column} transform={`translate(${column * stitchWidth} 0)`}>
              {[false, true].map((right) => (
                <g key={String(right)} transform={right ? 'matrix(-1 0 0 1 12 0)' : undefined}>
                  <use href="#colors2-leg" fill={colour} stroke={shadow} strokeOpacity="0.3" strokeWidth="0.6" />
                  <use href="#colors2-leg" fill="url(#colors2-leg-shade)" />
                </g>
              ))}
            </g>
          ))}
        </g>
      ))}
    </Figure>
  );
}

/**
 * An Ohio Star: a 3 × 3 block whose side patches are quarter-square triangles (the star's points), a square in a
 * square at the centre, the corners in the background colour; a binding around it and quilting stitches inside.
 */
function Quilt({ colours }: Props) {
  const intl = useIntl();
  const { background, dark, accent } = roles(colours);
  const star = accent(0);
  const centre = accent(1);
  const inner = accent(2);
  const outer = accent(3);
  const patch = 56;
  const origin = 18;
  // A side patch's four triangles around its centre: towards the edge, left, towards the centre, right.
  const side = (rotation: number) => (
    <g transform={`rotate(${rotation} 102 102) translate(${origin + patch} ${origin})`}>
      <path d={`M0 0H${patch}L${patch / 2} ${patch / 2}Z`} fill={background} />
      <path d={`M0 0L${patch / 2} ${patch / 2}L0 ${patch}Z`} fill={star} />
      <path d={`M${patch} 0L${patch / 2} ${patch / 2}L${patch} ${patch}Z`} fill={star} />
      <path d={`M0 ${patch}L${patch / 2} ${patch / 2}L${patch} ${patch}Z`} fill={outer} />
    </g>
  );
  const seam = { stroke: shadow, strokeOpacity: 0.18, strokeWidth: 0.8, fill: 'none' };
  const stitches = { stroke: light, strokeOpacity: 0.7, strokeWidth: 0.9, strokeDasharray: '3 2.2', fill: 'none' };
  return (
    <Figure id="colors2-quilt" caption={intl.formatMessage({ id: 'colors2.preview.quilt' })} viewBox="0 0 204 204">
      <rect width="204" height="204" rx="4" fill={dark} />
      <rect x="8" y="8" width="188" height="188" fill={inner} />
      <rect x={origin} y={origin} width={patch * 3} height={patch * 3} fill={background} />
      {[0, 90, 180, 270].map((rotation) => (
        <g key={rotation}>{side(rotation)}</g>
      ))}
      <rect x={origin + patch} y={origin + patch} width={patch} height={patch} fill={centre} />
      <path d={`M102 ${origin + patch}L${origin + 2 * patch} 102L102 ${origin + 2 * patch}L${origin + patch} 102Z`} fill={inner} />
      <path
        d={`M${origin} ${origin + patch}H${origin + 3 * patch}M${origin} ${origin + 2 * patch}H${origin + 3 * patch}M${origin + patch} ${origin}V${origin + 3 * patch}M${origin + 2 * patch} ${origin}V${origin + 3 * patch}`}
        {...seam}
      />
      <rect x={origin + 3} y={origin + 3} width={patch * 3 - 6} height={patch * 3 - 6} {...stitches} />
      <path d={`M${origin + patch + 4} ${origin + patch + 4}L${origin + 2 * patch - 4} ${origin + 2 * patch - 4}M${origin + 2 * patch - 4} ${origin + patch + 4}L${origin + patch + 4} ${origin + 2 * patch - 4}`} {...stitches} />
      <rect x="12.5" y="12.5" width="179" height="179" {...stitches} />
    </Figure>
  );
}

/**
 * Four tiles whose quarter circles meet in the middle as rings; each glazed: a sheen towards the light, glaze
 * pooled darker at the edges, and a fine crackle.
 */
function Glaze({ colours }: Props) {
  const intl = useIntl();
  const { background, dark, accent } = roles(colours);
  const tile = (rotation: number, x: number, y: number) => (
    <g key={rotation} transform={`translate(${x} ${y}) rotate(${rotation} 48 48)`}>
      <rect width="96" height="96" rx="5" fill={background} />
      <g clipPath="url(#colors2-tile-clip)">
        <circle cx="96" cy="96" r="74" fill={accent(0)} />
        <circle cx="96" cy="96" r="56" fill={background} />
        <circle cx="96" cy="96" r="46" fill={accent(1)} />
        <circle cx="96" cy="96" r="26" fill={dark} />
        <circle cx="0" cy="0" r="24" fill={accent(2)} />
        <circle cx="0" cy="0" r="12" fill={background} />
        <path d="M30 12Q40 30 58 26M12 34Q30 42 26 60" stroke={accent(3)} strokeWidth="3" strokeLinecap="round" fill="none" />
      </g>
      <rect width="96" height="96" rx="5" fill="url(#colors2-glaze)" />
      <rect x="1.5" y="1.5" width="93" height="93" rx="4" fill="none" stroke={shadow} strokeOpacity="0.22" strokeWidth="3" />
      <path d="M8 70l10-6 4 9 9-4M62 8l4 10-7 6M70 60l8 5 2 10" stroke={shadow} strokeOpacity="0.12" strokeWidth="0.6" fill="none" />
    </g>
  );
  return (
    <Figure id="colors2-glaze-caption" caption={intl.formatMessage({ id: 'colors2.preview.glaze' })} viewBox="0 0 204 204">
      <defs>
        <clipPath id="colors2-tile-clip">
          <rect width="96" height="96" rx="5" />
        </clipPath>
        <radialGradient id="colors2-glaze" cx="0.3" cy="0.25" r="0.9">
          <stop offset="0" stopColor={light} stopOpacity="0.5" />
          <stop offset="0.35" stopColor={light} stopOpacity="0.08" />
          <stop offset="1" stopColor={shadow} stopOpacity="0.18" />
        </radialGradient>
      </defs>
      <rect width="204" height="204" rx="4" fill="#cfc8bd" />
      {tile(0, 4, 4)}
      {tile(90, 104, 4)}
      {tile(270, 4, 104)}
      {tile(180, 104, 104)}
    </Figure>
  );
}

export function SwatchPreviews({ colours }: Props) {
  if (colours.length === 0) return null;
  return (
    <div className="colors2__swatches">
      <Knit colours={colours} />
      <Quilt colours={colours} />
      <Glaze colours={colours} />
    </div>
  );
}
