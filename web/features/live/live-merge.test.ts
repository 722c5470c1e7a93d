import { describe, expect, it } from 'vitest';
import { mergeLive, newer } from './live-merge';

const state = (slug: string, version: number, seatsLeft = 2, watchers = 0) => ({ event: { slug }, version, seatsLeft, watchers });

describe('mergeLive', () => {
  it('replaces a course with a newer change and ignores an older one that arrives late', () => {
    const list = [state('drehen', 10), state('stricken', 10)];
    const afterBooking = mergeLive(list, [state('drehen', 12, 1)], 'changes');
    expect(afterBooking.map((course) => course.seatsLeft)).toEqual([1, 2]);
    const late = mergeLive(afterBooking, [state('drehen', 11, 2)], 'changes');
    expect(late).toEqual(afterBooking);
  });

  it('keeps a newer change over an older snapshot after a reconnect, and takes the snapshot’s courses and order', () => {
    const list = [state('drehen', 12, 1), state('stricken', 10)];
    const snapshot = [state('weben', 5), state('drehen', 11, 2)];
    const merged = mergeLive(list, snapshot, 'snapshot');
    expect(merged.map((course) => [course.event.slug, course.version, course.seatsLeft])).toEqual([
      ['weben', 5, 2],
      ['drehen', 12, 1],
    ]);
  });

  it('adds a course that newly belongs to the list at the end, once', () => {
    const merged = mergeLive([state('drehen', 1)], [state('weben', 3), state('weben', 4, 0)], 'changes');
    expect(merged.map((course) => [course.event.slug, course.seatsLeft])).toEqual([
      ['drehen', 2],
      ['weben', 0],
    ]);
  });

  it('newer keeps the current state on a tie and takes the incoming one without a current one', () => {
    const current = state('drehen', 3);
    expect(newer(current, state('drehen', 3, 0))).toBe(current);
    expect(newer(null, current)).toBe(current);
  });

  it('takes a new watcher count of the same version, in a change and in a snapshot, but not of an older version', () => {
    const list = [state('drehen', 12, 1, 3), state('stricken', 10)];
    const joined = mergeLive(list, [state('drehen', 12, 1, 4)], 'changes');
    expect(joined.map((course) => course.watchers)).toEqual([4, 0]);
    expect(mergeLive(joined, [state('drehen', 11, 2, 9)], 'changes')).toEqual(joined);
    expect(mergeLive(joined, [state('stricken', 10, 2, 2), state('drehen', 12, 1, 4)], 'snapshot').map((course) => course.watchers)).toEqual([2, 4]);
    const view = state('drehen', 12, 1, 4);
    expect(newer(view, state('drehen', 12, 1, 4))).toBe(view);
    expect(newer(view, state('drehen', 12, 1, 5)).watchers).toBe(5);
  });
});
