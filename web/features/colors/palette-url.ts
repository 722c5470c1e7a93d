// The palette tool's state in the query string, so that a shared link restores the palette exactly:
// /fun/colors?base=c0552b&rule=triad&m=yarn&c=c0552b,2b8cc0,…&lock=0,2&seed=4711
// Parsing is tolerant: what does not parse is dropped (never an error), the rest falls back to defaults.
import {
  HARMONY_RULES,
  MATERIALS,
  MAX_COLOURS,
  MIN_COLOURS,
  isHarmonyRule,
  isMaterial,
  normalizeHex,
  type HarmonyRule,
  type Material,
} from './palette-model';

export interface PaletteUrlState {
  /** `#rrggbb` */
  base: string;
  rule: HarmonyRule;
  material: Material;
  /** The palette as shown, `#rrggbb` each; empty when the link only names base and rule (the page generates it). */
  colours: string[];
  /** Indexes into `colours` that regeneration keeps. */
  locked: number[];
  /** Regeneration's seed: the same base, rule, locks and seed give the same palette. */
  seed: number;
}

export const DEFAULT_PALETTE_STATE: PaletteUrlState = {
  // A warm terracotta: a yarn, glaze and paint colour alike, and a good first palette.
  base: '#c0552b',
  rule: 'analogous',
  material: 'yarn',
  colours: [],
  locked: [],
  seed: 0,
};

/** Seeds are unsigned 32-bit integers (the generator's state). */
const MAX_SEED = 0xffffffff;

type QueryInput = string | URLSearchParams | Record<string, string | string[] | undefined>;

function toSearchParams(input: QueryInput): URLSearchParams {
  if (typeof input === 'string') {
    const query = input.includes('?') ? input.slice(input.indexOf('?') + 1) : input;
    return new URLSearchParams(query.split('#')[0]);
  }
  if (input instanceof URLSearchParams) return input;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') params.set(key, value);
    else if (Array.isArray(value) && typeof value[0] === 'string') params.set(key, value[0]);
  }
  return params;
}

/** Reads the state from a query string (with or without `?`, or a whole URL), URLSearchParams or a query object. */
export function parsePaletteQuery(input: QueryInput): PaletteUrlState {
  const params = toSearchParams(input);
  const ruleParam = params.get('rule');
  const rule = isHarmonyRule(ruleParam) ? ruleParam : DEFAULT_PALETTE_STATE.rule;
  const materialParam = params.get('m');
  const material = isMaterial(materialParam) ? materialParam : DEFAULT_PALETTE_STATE.material;

  const parsedColours = (params.get('c') ?? '')
    .split(',')
    .map((part) => normalizeHex(part))
    .filter((hex): hex is string => hex !== null)
    .slice(0, MAX_COLOURS);
  const colours = parsedColours.length >= MIN_COLOURS ? parsedColours : [];

  // Without a base of its own, a palette's first colour is its base (as the generator makes it).
  const base = normalizeHex(params.get('base')) ?? colours[0] ?? DEFAULT_PALETTE_STATE.base;

  const locked = [
    ...new Set(
      (params.get('lock') ?? '')
        .split(',')
        .filter((part) => /^\d{1,2}$/.test(part.trim()))
        .map((part) => Number(part.trim()))
        .filter((index) => index < colours.length),
    ),
  ].sort((a, b) => a - b);

  const seedParam = params.get('seed') ?? '';
  const seedNumber = /^\d{1,10}$/.test(seedParam) ? Number(seedParam) : NaN;
  const seed = Number.isSafeInteger(seedNumber) && seedNumber <= MAX_SEED ? seedNumber : DEFAULT_PALETTE_STATE.seed;

  return { base, rule, material, colours, locked, seed };
}

/**
 * The query string (without `?`) for a state; parameters equal to the default are left out so that the plain
 * page stays `/fun/colors`; the base is left out when it is the palette's first colour. Accepts a partial state (e.g. only `colours` from a photo).
 */
export function buildPaletteQuery(state: Partial<PaletteUrlState>): string {
  const params = new URLSearchParams();
  const colours = (state.colours ?? []).map((hex) => normalizeHex(hex)).filter((hex): hex is string => hex !== null).slice(0, MAX_COLOURS);
  const withColours = colours.length >= MIN_COLOURS;
  const base = normalizeHex(state.base);
  if (base && base !== (withColours ? colours[0] : DEFAULT_PALETTE_STATE.base)) params.set('base', base.slice(1));
  if (state.rule && isHarmonyRule(state.rule) && state.rule !== DEFAULT_PALETTE_STATE.rule) params.set('rule', state.rule);
  if (state.material && isMaterial(state.material) && state.material !== DEFAULT_PALETTE_STATE.material) params.set('m', state.material);
  if (withColours) {
    params.set('c', colours.map((hex) => hex.slice(1)).join(','));
    const locked = [...new Set(state.locked ?? [])].filter((i) => Number.isInteger(i) && i >= 0 && i < colours.length).sort((a, b) => a - b);
    if (locked.length > 0) params.set('lock', locked.join(','));
  }
  if (state.seed !== undefined && Number.isInteger(state.seed) && state.seed > 0 && state.seed <= MAX_SEED) params.set('seed', String(state.seed));
  // URLSearchParams encodes "," as %2C; commas are safe in a query and keep the link readable.
  return params.toString().replace(/%2C/g, ',');
}

/** The page's path with the state's query, e.g. `buildPaletteUrl('/en/fun/colors', { colours })`. */
export function buildPaletteUrl(path: string, state: Partial<PaletteUrlState>): string {
  const query = buildPaletteQuery(state);
  return query ? `${path}?${query}` : path;
}

export { HARMONY_RULES, MATERIALS };
