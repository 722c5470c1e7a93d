// The throttles' counters as part of the store contract (describeStoreContract calls it): records round-trip with
// their dates, expired ones read as missing, null deletes, and updates racing on one key all count.
import { describe, expect, it } from 'vitest';
import type { AttemptRecord, Store } from '../domain/repositories.js';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

const record = (key: string, attempts: number[], expiresSecond: number, lockedSecond: number | null = null): AttemptRecord => ({
  key,
  attempts: attempts.map(at),
  lockedUntil: lockedSecond === null ? null : at(lockedSecond),
  expiresAt: at(expiresSecond),
});

/** One more attempt at `second` on each record, as a throttle counts. */
const plusOne = (keys: readonly string[], second: number) => (current: readonly (AttemptRecord | null)[]) =>
  current.map((found, index) => record(keys[index]!, [...(found?.attempts ?? []).map((d) => (d.getTime() - t0.getTime()) / 1000), second], 900));

export function describeAttemptsContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('attempts (the throttles’ counters)', () => {
    it('stores what update makes of the records, in the keys’ order, and reads them back with their dates', async () => {
      const store = current();
      const seen: (AttemptRecord | null)[][] = [];
      await store.attempts.update(['k1', 'k2'], at(0), (found) => {
        seen.push([...found]);
        return [record('k1', [0], 900), record('k2', [0], 900, 30)];
      });
      expect(seen.at(-1)).toEqual([null, null]);
      const stored = await store.attempts.get(['k2', 'k1', 'missing'], at(1));
      expect(stored.sort((a, b) => a.key.localeCompare(b.key))).toEqual([record('k1', [0], 900), record('k2', [0], 900, 30)]);
      await store.attempts.update(['k2', 'k1'], at(2), (found) => {
        seen.push([...found]);
        return found;
      });
      expect(seen.at(-1)).toEqual([record('k2', [0], 900, 30), record('k1', [0], 900)]);
    });

    it('reads an expired record as missing, to get and to update', async () => {
      const store = current();
      await store.attempts.update(['old'], at(0), () => [record('old', [0], 60)]);
      expect(await store.attempts.get(['old'], at(59))).toHaveLength(1);
      expect(await store.attempts.get(['old'], at(60))).toEqual([]);
      let seen: readonly (AttemptRecord | null)[] = [];
      await store.attempts.update(['old'], at(61), (found) => ((seen = found), found));
      expect(seen).toEqual([null]);
    });

    it('keeps a record of a thousand attempts (a budget of answers a day) with every date', async () => {
      const store = current();
      const seconds = Array.from({ length: 1_000 }, (_, i) => i * 60);
      await store.attempts.update(['budget'], at(0), () => [record('budget', seconds, 90_000)]);
      const [stored] = await store.attempts.get(['budget'], at(1));
      expect(stored?.attempts).toHaveLength(1_000);
      expect(stored?.attempts.at(-1)).toEqual(at(999 * 60));
    });

    it('deletes a record that update makes null', async () => {
      const store = current();
      await store.attempts.update(['gone'], at(0), () => [record('gone', [0], 900)]);
      await store.attempts.update(['gone'], at(1), () => [null]);
      expect(await store.attempts.get(['gone'], at(2))).toEqual([]);
    });

    it('counts every one of updates racing on one key, over two connections', async () => {
      const store = current();
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        await Promise.all(Array.from({ length: 4 }, (_, i) => (i % 2 ? second : store).attempts.update(['race'], at(i), plusOne(['race'], i))));
        const [stored] = await store.attempts.get(['race'], at(10));
        expect(stored?.attempts).toHaveLength(4);
      } finally {
        if (second !== store) await second.close();
      }
    });
  });
}
