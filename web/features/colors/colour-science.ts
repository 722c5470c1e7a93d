// The colour science of the palette tools on culori's tree-shakable build (only the colour spaces used here end up
// in the browser bundle): OKLCH conversions with gamut mapping, WCAG 2 contrast, APCA, colour-vision-deficiency
// simulation, and the nearest named colour.
import {
  clampChroma,
  converter,
  differenceEuclidean,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  formatHex,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  nearest,
  parseHex,
  useMode as registerMode,
  wcagContrast,
  type Color,
  type Oklch,
} from 'culori/fn';
import { COLOUR_NAMES, type NamedColour } from './colour-names';
import { normalizeHex } from './palette-model';

registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeOklab);
registerMode(modeOklch);

const toOklchColour = converter('oklch');
const toRgb = converter('rgb');
/** How far outside 0–1 a channel may be and still count as in gamut (floating-point noise of a round trip). */
const GAMUT_EPSILON = 1e-3;

export interface OklchValues {
  /** Lightness 0–1 */
  l: number;
  /** Chroma, 0 to about 0.37 inside sRGB */
  c: number;
  /** Hue in degrees 0–360; 0 for greys, which have none */
  h: number;
}

function parse(hex: string): Color {
  return parseHex(normalizeHex(hex) ?? '#000000') as Color;
}

export function hexToOklch(hex: string): OklchValues {
  const colour = toOklchColour(parse(hex));
  return { l: colour.l, c: colour.c, h: colour.h ?? 0 };
}

/**
 * The sRGB colour for OKLCH values: outside sRGB, chroma is reduced at constant lightness and hue (culori's
 * clampChroma), so a harmony's hue survives; CSS Color 4's mapping would trade some hue for chroma.
 */
export function oklchToHex({ l, c, h }: OklchValues): string {
  const colour: Oklch = { mode: 'oklch', l: Math.min(1, Math.max(0, l)), c: Math.max(0, c), h: ((h % 360) + 360) % 360 };
  const rgb = toRgb(colour);
  const inGamut = [rgb.r, rgb.g, rgb.b].every((v) => v >= -GAMUT_EPSILON && v <= 1 + GAMUT_EPSILON);
  // formatHex clamps the noise; only a colour really outside sRGB goes through gamut mapping.
  return formatHex(inGamut ? rgb : clampChroma(colour, 'oklch')) ?? '#000000';
}

/** WCAG 2 contrast ratio, 1–21. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(parse(a), parse(b));
}

export interface WcagVerdict {
  /** AA for normal text: 4.5:1 */
  aa: boolean;
  /** AA for large text (24 px, or 18.66 px bold) and for graphics: 3:1 */
  aaLarge: boolean;
  /** AAA for normal text: 7:1 */
  aaa: boolean;
  /** AAA for large text: 4.5:1 */
  aaaLarge: boolean;
}

/**
 * WCAG 2's thresholds compare the unrounded ratio: #777 on white (4.48:1) fails AA even though it is often
 * shown as "4.5".
 */
export function wcagVerdict(ratio: number): WcagVerdict {
  return { aa: ratio >= 4.5, aaLarge: ratio >= 3, aaa: ratio >= 7, aaaLarge: ratio >= 4.5 };
}

// APCA (Accessible Perceptual Contrast Algorithm), version 0.0.98G-4g, from its published formula and constants.
// Decision 033 says why this is implemented here rather than taken from a package.
const APCA = {
  mainTrc: 2.4,
  sRco: 0.2126729,
  sGco: 0.7151522,
  sBco: 0.072175,
  normBg: 0.56,
  normTxt: 0.57,
  revTxt: 0.62,
  revBg: 0.65,
  blkThrs: 0.022,
  blkClmp: 1.414,
  scaleBoW: 1.14,
  scaleWoB: 1.14,
  loBoWoffset: 0.027,
  loWoBoffset: 0.027,
  deltaYmin: 0.0005,
  loClip: 0.1,
} as const;

/** APCA's screen luminance: a plain 2.4 power per channel (not the piecewise sRGB curve). */
function apcaY(hex: string): number {
  const value = parseInt((normalizeHex(hex) ?? '#000000').slice(1), 16);
  const channel = (shift: number) => (((value >> shift) & 0xff) / 255) ** APCA.mainTrc;
  return APCA.sRco * channel(16) + APCA.sGco * channel(8) + APCA.sBco * channel(0);
}

/**
 * APCA lightness contrast Lc of text on a background: about -108 to 106, positive for dark text on a light
 * background, negative for light on dark; the order matters.
 */
export function apcaContrast(text: string, background: string): number {
  const soften = (y: number) => (y > APCA.blkThrs ? y : y + (APCA.blkThrs - y) ** APCA.blkClmp);
  const txtY = soften(apcaY(text));
  const bgY = soften(apcaY(background));
  if (Math.abs(bgY - txtY) < APCA.deltaYmin) return 0;
  if (bgY > txtY) {
    const sapc = (bgY ** APCA.normBg - txtY ** APCA.normTxt) * APCA.scaleBoW;
    return sapc < APCA.loClip ? 0 : (sapc - APCA.loBoWoffset) * 100;
  }
  const sapc = (bgY ** APCA.revBg - txtY ** APCA.revTxt) * APCA.scaleWoB;
  return sapc > -APCA.loClip ? 0 : (sapc + APCA.loWoBoffset) * 100;
}

/**
 * What APCA's guidance allows at an absolute Lc (its "bronze" simple levels): 90 preferred for body text, 75 the
 * minimum for body text, 60 for other content text, 45 for large headlines, 30 for placeholder and disabled text
 * or large non-text, 15 the least for non-text that must be seen.
 */
export type ApcaLevel = 'body-preferred' | 'body' | 'content' | 'headline' | 'spot' | 'non-text' | 'invisible';

export function apcaLevel(lc: number): ApcaLevel {
  const abs = Math.abs(lc);
  if (abs >= 90) return 'body-preferred';
  if (abs >= 75) return 'body';
  if (abs >= 60) return 'content';
  if (abs >= 45) return 'headline';
  if (abs >= 30) return 'spot';
  if (abs >= 15) return 'non-text';
  return 'invisible';
}

export const DEFICIENCIES = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
export type Deficiency = (typeof DEFICIENCIES)[number];

const deficiencyFilters: Record<Deficiency, (colour: Color) => Color> = {
  // Full severity (dichromacy), Machado, Oliveira and Fernandes (2009) as culori implements it.
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
};

/** How a colour looks to someone with the given colour vision deficiency. */
export function simulateDeficiency(hex: string, deficiency: Deficiency): string {
  return formatHex(deficiencyFilters[deficiency](parse(hex))) ?? '#000000';
}

const byDistance = nearest(
  COLOUR_NAMES.map((named) => named.hex),
  differenceEuclidean('oklab'),
);
const namedByHex = new Map(COLOUR_NAMES.map((named) => [named.hex, named]));

/** The nearest colour of the curated list, by distance in OKLab. */
export function nearestColourName(hex: string): NamedColour {
  const [match] = byDistance(normalizeHex(hex) ?? '#000000', 1);
  return namedByHex.get(match as string) ?? { hex: '#000000', de: 'Schwarz', en: 'Black' };
}

/** Text colour (black or white) with the better WCAG contrast on a swatch. */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}
