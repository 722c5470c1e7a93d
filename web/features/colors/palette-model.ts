// The palette tool's vocabulary, shared by /fun/colors, /fun/colors2 and the share URL.

/** One colour of a palette: `hex` is always `#rrggbb` in lower case once it went through `normalizeHex`. */
export interface PaletteColour {
  hex: string;
  name?: string;
}

export const HARMONY_RULES = ['complementary', 'analogous', 'triad', 'split-complementary', 'tetrad', 'monochrome'] as const;
export type HarmonyRule = (typeof HARMONY_RULES)[number];

/** The material only changes the swatch preview (texture and labels), never the colours. */
export const MATERIALS = ['yarn', 'glaze', 'fabric', 'paper', 'paint'] as const;
export type Material = (typeof MATERIALS)[number];

/** Palettes hold 2 to 8 colours: the generator makes 5, a photo gives 5–8. */
export const MIN_COLOURS = 2;
export const MAX_COLOURS = 8;

/**
 * `#rrggbb` in lower case for a 3- or 6-digit hex colour with or without `#`, else null (never throws: it reads
 * what visitors type and what URLs carry).
 */
export function normalizeHex(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match?.[1]) return null;
  let digits = match[1].toLowerCase();
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return `#${digits}`;
}

export function isHarmonyRule(value: unknown): value is HarmonyRule {
  return typeof value === 'string' && (HARMONY_RULES as readonly string[]).includes(value);
}

export function isMaterial(value: unknown): value is Material {
  return typeof value === 'string' && (MATERIALS as readonly string[]).includes(value);
}
