// The palette in the chosen material: balls of yarn, glazed tiles, fabric swatches, sheets of paper or dabs of paint.
// Only the drawing changes with the material, never the colours, and the note says how far a screen can tell.
// Shading is drawn over the colour in black and white at low opacity: part of the picture, so literal colours.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Material } from '../../../features/colors/palette-model';

const shadow = '#000000';
const light = '#ffffff';

function Shape({ material, hex }: { material: Material; hex: string }) {
  switch (material) {
    case 'yarn':
      return (
        <>
          <circle cx="50" cy="50" r="42" fill={hex} />
          {/* Wound strands: arcs across the ball in two directions. */}
          {[-24, -12, 0, 12, 24].map((offset) => (
            <path key={`a${offset}`} d={`M${20 + offset} 18 Q${62 + offset} 50 ${20 + offset} 84`} fill="none" stroke={shadow} strokeOpacity="0.22" strokeWidth="2" />
          ))}
          {[-20, -6, 8, 22].map((offset) => (
            <path key={`b${offset}`} d={`M14 ${44 + offset} Q50 ${20 + offset} 88 ${48 + offset}`} fill="none" stroke={light} strokeOpacity="0.2" strokeWidth="2" />
          ))}
          <circle cx="50" cy="50" r="42" fill="none" stroke={shadow} strokeOpacity="0.25" strokeWidth="2" />
          <path d="M86 70 q8 10 -2 22" fill="none" stroke={hex} strokeWidth="3" strokeLinecap="round" />
        </>
      );
    case 'glaze':
      return (
        <>
          <rect x="8" y="8" width="84" height="84" rx="6" fill={hex} />
          {/* Glaze pools darker at the edges and shines where the light falls. */}
          <rect x="8" y="8" width="84" height="84" rx="6" fill="none" stroke={shadow} strokeOpacity="0.3" strokeWidth="4" />
          <ellipse cx="36" cy="30" rx="22" ry="10" fill={light} opacity="0.35" transform="rotate(-25 36 30)" />
          <circle cx="70" cy="70" r="2" fill={light} opacity="0.5" />
        </>
      );
    case 'fabric':
      return (
        <>
          <rect x="6" y="6" width="88" height="88" fill={hex} />
          <rect x="6" y="6" width="88" height="88" fill="url(#colors-weave)" />
          {/* Pinked edge at the bottom. */}
          <path d={`M6 94 ${Array.from({ length: 11 }, (_, i) => `L${10 + i * 8} 98 L${14 + i * 8} 94`).join(' ')} L94 94`} fill={hex} />
        </>
      );
    case 'paper':
      return (
        <>
          <path d="M14 6 H74 L90 22 V94 H14 Z" fill={hex} />
          <path d="M74 6 L74 22 L90 22 Z" fill={shadow} opacity="0.2" />
          <path d="M14 6 H74 L90 22 V94 H14 Z" fill="none" stroke={shadow} strokeOpacity="0.2" strokeWidth="1.5" />
        </>
      );
    case 'paint':
      return (
        <>
          <path d="M50 8 C74 8 94 26 90 50 C87 72 72 92 48 90 C24 89 6 72 10 48 C13 28 28 8 50 8 Z" fill={hex} />
          <path d="M30 30 C38 22 52 20 60 24" fill="none" stroke={light} strokeOpacity="0.4" strokeWidth="5" strokeLinecap="round" />
        </>
      );
  }
}

export function MaterialPreview({ colours, names, material }: { colours: readonly string[]; names: readonly string[]; material: Material }) {
  const intl = useIntl();
  return (
    <section className="colors-section" aria-labelledby="colors-preview-heading">
      <h2 id="colors-preview-heading">
        <FormattedMessage id="colors.preview.heading" />
      </h2>
      <figure className="colors-preview">
        <svg width="0" height="0" className="colors-defs" aria-hidden="true" focusable="false">
          <defs>
            <pattern id="colors-weave" width="4" height="4" patternUnits="userSpaceOnUse">
              <rect width="2" height="2" fill={shadow} opacity="0.14" />
              <rect x="2" y="2" width="2" height="2" fill={shadow} opacity="0.14" />
              <rect x="2" width="2" height="2" fill={light} opacity="0.08" />
            </pattern>
          </defs>
        </svg>
        <ul className="colors-preview__items">
          {colours.map((hex, index) => (
            <li key={index}>
              <svg viewBox="0 0 100 100" role="img" aria-label={`${names[index]} (${hex})`} focusable="false">
                <Shape material={material} hex={hex} />
              </svg>
            </li>
          ))}
        </ul>
        <figcaption>{intl.formatMessage({ id: `colors.preview.${material}` })}</figcaption>
      </figure>
      <p className="colors-section__note">
        <FormattedMessage id="colors.preview.note" />
      </p>
    </section>
  );
}
