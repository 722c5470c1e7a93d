// Palettes by harmony rule, computed in OKLCH so that "the same lightness" looks the same across hues.
// Generation is deterministic: the same base, rule, size, locks and seed always give the same palette, which is
// what lets a shared link (which carries the seed) regenerate exactly as the sender's page did.
import { hexToOklch, oklchToHex } from './colour-science';
import { MAX_COLOURS, MIN_COLOURS, type HarmonyRule } from './palette-model';
import { mulberry32 } from './seeded-random';

/**
 * The hue offsets (degrees from the base hue) of the slots after the base, repeated for larger palettes; a hue that
 * comes back gets another lightness. Complementary: opposite; analogous: neighbours within ±30°; triad: thirds;
 * split-complementary: the complement's neighbours at ±30°; tetrad: the square; monochrome: the base hue only.
 */
export const HARMONY_OFFSETS: Record<HarmonyRule, readonly number[]> = {
  complementary: [180, 180, 0, 0],
  analogous: [-30, 30, -15, 15],
  triad: [120, 240, 120, 240],
  'split-complementary': [150, 210, 150, 210],
  tetrad: [90, 180, 270, 0],
  monochrome: [0, 0, 0, 0],
};

/** Lightness steps of the slots after the base: alternately lighter and darker, the second round further out. */
const LIGHTNESS_STEPS = [0.15, -0.15, 0.3, -0.3, 0.08, -0.08, 0.22];

const LIGHTNESS_MIN = 0.28;
const LIGHTNESS_MAX = 0.96;

/** How far a seed may move a hue (degrees) and scale a lightness step or the chroma. */
const HUE_JITTER = 8;
const STEP_SCALE = 0.35;
const CHROMA_SCALE = 0.3;

/** The seed's numbers; seed 0 stands for "no variation" and yields the rule's centre. */
function random(seed: number): () => number {
  return seed === 0 ? () => 0.5 : mulberry32(seed);
}

/** A new seed for "regenerate" (1 … 2³²−1; 0 is the centre palette). */
export function newSeed(): number {
  return 1 + Math.floor(Math.random() * 0xfffffffe);
}

export interface GenerateOptions {
  base: string;
  rule: HarmonyRule;
  seed: number;
  /** Palette size, 2–8; defaults to the current palette's or 5. */
  size?: number;
  /** The current palette and which of its slots are locked: locked slots are kept as they are. */
  current?: readonly string[];
  locked?: readonly number[];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The palette: slot 0 is the base colour, the others follow the rule. Every slot draws the same number of random
 * values whether locked or not, so locking one slot never changes what the others get for the same seed.
 */
export function generatePalette({ base, rule, seed, size, current = [], locked = [] }: GenerateOptions): string[] {
  const count = clamp(Math.round(size ?? (current.length || 5)), MIN_COLOURS, MAX_COLOURS);
  const origin = hexToOklch(base);
  const next = random(seed);
  const offsets = HARMONY_OFFSETS[rule];
  const lockedSet = new Set(locked);
  const palette: string[] = [oklchToHex(origin)];

  for (let slot = 1; slot < count; slot += 1) {
    const hueJitter = (next() - 0.5) * 2 * HUE_JITTER;
    const stepScale = 1 + (next() - 0.5) * 2 * STEP_SCALE;
    const chromaScale = 1 + (next() - 0.5) * 2 * CHROMA_SCALE;
    const lockedHex = lockedSet.has(slot) ? current[slot] : undefined;
    if (lockedHex) {
      palette.push(lockedHex);
      continue;
    }
    const step = (LIGHTNESS_STEPS[(slot - 1) % LIGHTNESS_STEPS.length] ?? 0) * stepScale;
    // A step past the usable range wraps around to its other end (a very light base gets darker companions
    // instead of several that collide at the top); below 0.28 hues get too coarse in 8-bit sRGB to tell apart.
    const from = clamp(origin.l, LIGHTNESS_MIN, LIGHTNESS_MAX) - LIGHTNESS_MIN;
    const span = LIGHTNESS_MAX - LIGHTNESS_MIN;
    const lightness = LIGHTNESS_MIN + ((((from + step) % span) + span) % span);
    // Monochrome palettes vary chroma more, since hue cannot carry the difference.
    const chroma = origin.c * (rule === 'monochrome' ? chromaScale * (slot % 2 ? 0.7 : 1.15) : chromaScale);
    const hue = origin.h + (offsets[(slot - 1) % offsets.length] ?? 0) + (rule === 'monochrome' ? 0 : hueJitter);
    palette.push(oklchToHex({ l: lightness, c: chroma, h: hue }));
  }
  // A locked base slot keeps its colour too (a palette restored from a link may start with another colour).
  if (lockedSet.has(0) && current[0]) palette[0] = current[0];
  return palette;
}
