import { describe, expect, it } from 'vitest';
import { generatePalette } from '../../../features/colors/harmony';
import { defaultContrastPair, reshuffled, stateFromQuery, withBase, withLockToggled, withRule } from './palette-state';

describe('the palette tool state', () => {
  it('generates the palette a link without colours names, and keeps the colours of one that has them', () => {
    expect(stateFromQuery('base=2b6cb0&rule=tetrad&seed=9').colours).toEqual(generatePalette({ base: '#2b6cb0', rule: 'tetrad', seed: 9 }));
    expect(stateFromQuery('c=111111,222222,333333').colours).toEqual(['#111111', '#222222', '#333333']);
  });

  it('keeps locked colours through a new base, rule or seed', () => {
    let state = withLockToggled(stateFromQuery(''), 3);
    const kept = state.colours[3];
    state = reshuffled(withRule(withBase(state, '#2b6cb0'), 'complementary'), 12345);
    expect(state.colours[0]).toBe('#2b6cb0');
    expect(state.colours[3]).toBe(kept);
    expect(state.seed).toBe(12345);
    expect(withLockToggled(state, 3).locked).toEqual([]);
  });

  it('starts the contrast check with the darkest colour on the lightest', () => {
    expect(defaultContrastPair(['#808080', '#ffffff', '#000000'])).toEqual([2, 1]);
  });
});
