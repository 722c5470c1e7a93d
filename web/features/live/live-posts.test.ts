import { describe, expect, it } from 'vitest';
import { timelineMayHaveChanged } from './live-posts';

const state = (version: number, fields: Partial<{ seatsLeft: number | null; watchers: number; delayMinutes: number; latestUpdate: { id: string } | null }> = {}) => ({
  version,
  seatsLeft: 3,
  watchers: 2,
  delayMinutes: 0,
  latestUpdate: { id: 'p1' } as { id: string } | null,
  ...fields,
});

describe('timelineMayHaveChanged', () => {
  it('says no for a state that is not newer, and for one that only moved the seats or the watchers', () => {
    expect(timelineMayHaveChanged(state(5), state(5, { latestUpdate: { id: 'p2' } }))).toBe(false);
    expect(timelineMayHaveChanged(state(5), state(4, { latestUpdate: null }))).toBe(false);
    expect(timelineMayHaveChanged(state(5), state(6, { seatsLeft: 2, watchers: 7 }))).toBe(false);
  });

  it('says yes for a new latest post, a delay, and a new version that changed nothing shown (an older post deleted)', () => {
    expect(timelineMayHaveChanged(state(5), state(6, { latestUpdate: { id: 'p2' } }))).toBe(true);
    expect(timelineMayHaveChanged(state(5), state(6, { seatsLeft: 2, latestUpdate: null }))).toBe(true);
    expect(timelineMayHaveChanged(state(5), state(6, { delayMinutes: 15 }))).toBe(true);
    expect(timelineMayHaveChanged(state(5), state(6))).toBe(true);
    expect(timelineMayHaveChanged(state(5), state(6, { watchers: 3 }))).toBe(true);
  });
});
