// The palette tool's state and its changes, as pure functions (the component holds one of these in useState).
import { hexToOklch } from '../../../features/colors/colour-science';
import { generatePalette, newSeed } from '../../../features/colors/harmony';
import type { HarmonyRule, Material } from '../../../features/colors/palette-model';
import { parsePaletteQuery, type PaletteUrlState } from '../../../features/colors/palette-url';

export type PaletteState = PaletteUrlState;

/** The state a URL asks for; a link without colours gets the palette its base, rule and seed generate. */
export function stateFromQuery(query: Parameters<typeof parsePaletteQuery>[0]): PaletteState {
  const state = parsePaletteQuery(query);
  if (state.colours.length > 0) return state;
  return { ...state, colours: generatePalette({ base: state.base, rule: state.rule, seed: state.seed }) };
}

function regenerated(state: PaletteState): PaletteState {
  return { ...state, colours: generatePalette({ base: state.base, rule: state.rule, seed: state.seed, current: state.colours, locked: state.locked }) };
}

export const withBase = (state: PaletteState, base: string): PaletteState => regenerated({ ...state, base });
export const withRule = (state: PaletteState, rule: HarmonyRule): PaletteState => regenerated({ ...state, rule });
export const withMaterial = (state: PaletteState, material: Material): PaletteState => ({ ...state, material });
export const reshuffled = (state: PaletteState, seed = newSeed()): PaletteState => regenerated({ ...state, seed });

export function withLockToggled(state: PaletteState, index: number): PaletteState {
  const locked = state.locked.includes(index) ? state.locked.filter((i) => i !== index) : [...state.locked, index].sort((a, b) => a - b);
  return { ...state, locked };
}

/** The pair the contrast check starts with: the darkest colour as text on the lightest. */
export function defaultContrastPair(colours: readonly string[]): [number, number] {
  const order = colours.map((hex, index) => ({ index, l: hexToOklch(hex).l })).sort((a, b) => a.l - b.l);
  return [order[0]?.index ?? 0, order.at(-1)?.index ?? 0];
}
