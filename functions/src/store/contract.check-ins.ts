// Check-ins as part of the store contract (describeStoreContract calls it): a seat is checked in once per session,
// the second call answering the first check-in (also when two scanners, or two connections, check it in at once),
// and the check-ins of a session or a course read back in order.
import { describe, expect, it } from 'vitest';
import type { CheckInRecord } from '../domain/check-ins.js';
import type { Store } from '../domain/repositories.js';

const t0 = new Date('2026-12-01T17:50:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function checkIn(bookingId: string, seat: number, session: number, minute: number, fields: Partial<CheckInRecord> = {}): CheckInRecord {
  return { eventSlug: 'ringe-schmieden', session, bookingId, seat, at: at(minute), byUid: 'olga', ...fields };
}

export function describeCheckInsContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('check-ins', () => {
    it('checks a seat in once per session: a second call answers the first check-in', async () => {
      const store = current();
      const first = checkIn('b-1', 0, 0, 8);
      expect(await store.checkIns.checkIn(first)).toEqual({ record: first, first: true });
      expect(await store.checkIns.checkIn(checkIn('b-1', 0, 0, 12, { byUid: 'ed' }))).toEqual({ record: first, first: false });
      // Another seat of the booking, the same seat on the next date, another course: each its own.
      for (const record of [checkIn('b-1', 1, 0, 9), checkIn('b-1', 0, 1, 20), checkIn('b-1', 0, 0, 1, { eventSlug: 'filzen' })]) {
        expect(await store.checkIns.checkIn(record)).toEqual({ record, first: true });
      }
    });

    it('reads a session’s check-ins by time, and a course’s by session, then time', async () => {
      const store = current();
      const records = [checkIn('b-2', 0, 1, 3), checkIn('b-1', 1, 0, 5), checkIn('b-3', 0, 0, 2), checkIn('b-1', 0, 0, 5), checkIn('b-9', 0, 0, 0, { eventSlug: 'filzen' })];
      for (const record of records) await store.checkIns.checkIn(record);
      const [b2, b1seat1, b3, b1seat0] = records as [CheckInRecord, CheckInRecord, CheckInRecord, CheckInRecord];
      expect(await store.checkIns.bySession('ringe-schmieden', 0)).toEqual([b3, b1seat0, b1seat1]);
      expect(await store.checkIns.bySession('ringe-schmieden', 1)).toEqual([b2]);
      expect(await store.checkIns.bySession('ringe-schmieden', 2)).toEqual([]);
      expect(await store.checkIns.byEvent('ringe-schmieden')).toEqual([b3, b1seat0, b1seat1, b2]);
      expect(await store.checkIns.byEvent('gibt-es-nicht')).toEqual([]);
    });

    it('lets exactly one of two scanners checking the same seat in at once be first', async () => {
      const store = current();
      const other = connectAgain ? await connectAgain(store) : store;
      try {
        const results = await Promise.all([store.checkIns.checkIn(checkIn('b-1', 0, 0, 1)), other.checkIns.checkIn(checkIn('b-1', 0, 0, 2, { byUid: 'ed' }))]);
        expect(results.filter((result) => result.first)).toHaveLength(1);
        const winner = results.find((result) => result.first)!.record;
        expect(results.map((result) => result.record)).toEqual([winner, winner]);
        expect(await store.checkIns.bySession('ringe-schmieden', 0)).toEqual([winner]);
      } finally {
        if (other !== store) await other.close();
      }
    });
  });
}
