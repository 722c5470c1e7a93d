// The public content version as part of the store contract (describeStoreContract calls it): every write of what
// anonymous visitors see changes it, other writes leave it, and another connection (another instance) reads the
// change at once.
import { describe, expect, it } from 'vitest';
import type { BookingRecord, MailRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { article, cities, crafts, event, mail, profiles, venue } from './contract.scenarios.js';

export function describeContentVersionContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('public content version', () => {
    /** Runs `write` and reports whether it changed the version. */
    async function bumps(store: Store, write: () => Promise<unknown>): Promise<boolean> {
      const before = await store.contentVersion.current();
      await write();
      return (await store.contentVersion.current()) !== before;
    }

    it('changes with every write of events, venues, articles, crafts and cities', async () => {
      const store = current();
      const course = event('kurs', '2026-04-01T10:00:00.000Z', 2, { seatsLeft: 4, capacity: 4 });
      expect(await bumps(store, () => store.crafts.upsertMany(crafts))).toBe(true);
      expect(await bumps(store, () => store.cities.upsertMany(cities))).toBe(true);
      expect(await bumps(store, () => store.venues.upsertMany([venue('atelier', 'Atelier', 'atelier')]))).toBe(true);
      expect(await bumps(store, () => store.events.upsertMany([course]))).toBe(true);
      expect(await bumps(store, () => store.articles.upsertMany([article('neu', '2026-03-01T08:00:00.000Z')]))).toBe(true);
      expect(await bumps(store, () => store.write([{ put: 'event', record: { ...course, title: { de: 'Neu' } } }]))).toBe(true);
      expect(await bumps(store, () => store.write([{ create: 'event', record: { ...course, slug: 'kurs-2' } }]))).toBe(true);
      expect(await bumps(store, () => store.write([{ put: 'venue', record: venue('atelier', 'Atelier Zwei', 'atelier zwei') }]))).toBe(true);
      expect(await bumps(store, () => store.write([{ delete: 'event', key: 'kurs-2' }]))).toBe(true);
      // A batch with one public record among private ones.
      expect(await bumps(store, () => store.write([{ put: 'profile', record: profiles[0]! }, { put: 'event', record: course }]))).toBe(true);
    });

    it('changes with the seats left: a new booking and a cancellation, not a booking the person already held', async () => {
      const store = current();
      const course = event('kurs', '2026-04-01T10:00:00.000Z', 2, { seatsLeft: 4, capacity: 4 });
      await store.events.upsertMany([course]);
      const now = new Date('2026-03-01T12:00:00.000Z');
      const mails = ({ booking }: { booking: BookingRecord }): MailRecord[] => [mail(`m-${booking.id}`, booking.uid, now.toISOString())];
      let booked: BookingRecord | undefined;
      expect(await bumps(store, async () => ({ booking: booked } = await store.bookings.book(course.slug, 'u-anna', now, mails)))).toBe(true);
      expect(await bumps(store, () => store.bookings.book(course.slug, 'u-anna', now, mails))).toBe(false);
      expect(await bumps(store, () => store.bookings.cancel(booked!.id, now, () => []))).toBe(true);
    });

    it('changes with live posts, which the event page and the live cards show', async () => {
      const store = current();
      const course = event('kurs', '2026-04-01T10:00:00.000Z', 2, { seatsLeft: 4, capacity: 4 });
      await store.events.upsertMany([course]);
      const post = { id: 'p-1', eventSlug: course.slug, authorUid: 'u-anna', kind: 'UPDATE' as const, text: 'Wir starten später', createdAt: new Date('2026-04-01T09:50:00.000Z') };
      expect(await bumps(store, () => store.write([{ put: 'livePost', record: post }]))).toBe(true);
      expect(await bumps(store, () => store.write([{ delete: 'livePost', key: post.id }]))).toBe(true);
    });

    it('stays with writes no anonymous page shows: profiles, mail, throttles, nothing at all', async () => {
      const store = current();
      const now = new Date('2026-03-01T12:00:00.000Z');
      expect(await bumps(store, () => store.write([{ put: 'profile', record: profiles[0]! }]))).toBe(false);
      expect(await bumps(store, () => store.write([{ put: 'mail', record: mail('m-1', 'anna@example.org', now.toISOString()) }]))).toBe(false);
      expect(await bumps(store, () => store.attempts.update(['k'], now, () => [null]))).toBe(false);
      expect(await bumps(store, () => store.events.upsertMany([]))).toBe(false);
    });

    it('is read by another connection, as another instance would', async () => {
      const store = current();
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        const before = await second.contentVersion.current();
        await store.venues.upsertMany([venue('atelier', 'Atelier', 'atelier')]);
        expect(await second.contentVersion.current()).not.toBe(before);
        expect(await second.contentVersion.current()).toBe(await store.contentVersion.current());
      } finally {
        if (second !== store) await second.close();
      }
    });
  });
}
