import { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { firestoreEmulatorMissing, startFirestoreEmulator, uniqueProjectId, type FirestoreEmulator } from '../../test/firestore-emulator.js';
import { expectSeatsEqualBookings, paidSeatsWithoutTheirOrder } from '../store/contract.seats.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { openFirebaseStore } from '../store/firebase/store.js';
import { demoContent, musterspaceEvents } from './demo-content.js';
import { extendDemoSchedule } from './demo-schedule-keeper.js';
import { seedDemoContent } from './seed.js';

const DAY = 24 * 60 * 60_000;
const seededAt = new Date('2026-11-22T17:10:00Z');
const scheduleSlugs = (now: Date) => [...demoContent(now).events, ...musterspaceEvents(now)].map((event) => event.slug);

/** The keeper's behaviour, the same over either store. */
function describeKeeper(adapter: string, open: () => Promise<Store>) {
  describe(`extendDemoSchedule (${adapter})`, () => {
    it('adds nothing right after the seed, later only what has come into view, and never changes a stored event', async () => {
      const store = await open();
      try {
        await seedDemoContent(store, seededAt);
        expect(await extendDemoSchedule(store, seededAt)).toEqual({ added: [], removed: [] });

        // Somebody books a seat in an upcoming course; the keeper must leave that event as the booking left it.
        const [booked] = demoContent(seededAt).events.filter((e) => e.startsAt > seededAt && e.registration === 'BOOKING' && e.seatsLeft > 1 && e.status === 'SCHEDULED');
        await store.bookings.book(booked!.slug, 'kundin-1', seededAt, () => []);
        const [before] = await store.events.getBySlugs([booked!.slug]);
        expect(before?.seatsLeft).toBe(booked!.seatsLeft - 1);

        const beyondSeed = new Date(seededAt.getTime() + 92 * DAY);
        const reachOfSeed = (await store.events.list({ endsAfter: beyondSeed }, { first: 1 })).totalCount;
        const later = new Date(seededAt.getTime() + 30 * DAY);
        const known = new Set(scheduleSlugs(seededAt));
        const { added, removed } = await extendDemoSchedule(store, later);
        expect(removed).toEqual([]);
        expect(added.toSorted()).toEqual(scheduleSlugs(later).filter((slug) => !known.has(slug)).toSorted());
        expect(added.length).toBeGreaterThan(10);
        // The dates added come with a demo guest's booking for each seat they show as taken.
        await expectSeatsEqualBookings(store, [...added, booked!.slug]);
        expect(await paidSeatsWithoutTheirOrder(store, added)).toEqual([]);
        expect(await store.events.getBySlugs([booked!.slug])).toEqual([before]);
        expect(await extendDemoSchedule(store, later)).toEqual({ added: [], removed: [] });

        // A month on, the lists reach further than the seed did.
        expect((await store.events.list({ endsAfter: beyondSeed }, { first: 1 })).totalCount).toBeGreaterThan(reachOfSeed + 10);
      } finally {
        await store.close();
      }
      // Two seeds' worth of events and bookings: on the Firestore emulator this takes a while.
    }, 90_000);

    it('replaces what the earlier demo stored (one event per session of a course, times counted from the seed), unless booked', async () => {
      const store = await open();
      try {
        await seedDemoContent(store, seededAt);
        const [run] = demoContent(seededAt).events.filter((e) => e.slug.startsWith('drehscheibe-fuer-einsteiger-'));
        // As the earlier demo stored them: one event per evening, on Tuesdays, where no run of the course starts now.
        const oldSession = (date: string, extra: Partial<EventRecord> = {}): EventRecord => {
          const startsAt = new Date(`${date}T17:00:00Z`);
          const endsAt = new Date(startsAt.getTime() + 3 * 60 * 60_000);
          const { ownerUid: _, ...course } = run!;
          return { ...course, slug: `drehscheibe-fuer-einsteiger-${date}`, startsAt, endsAt, sessions: [{ startsAt, endsAt }], ...extra };
        };
        const unbooked = oldSession('2026-11-24');
        const booked = oldSession('2026-12-01');
        const contributed = oldSession('2026-12-15', { ownerUid: 'anna', review: 'PUBLISHED' });
        await store.events.upsertMany([unbooked, booked, contributed]);
        await store.bookings.book(booked.slug, 'kundin-2', seededAt, () => []);

        // And a date the earlier demo counted from the moment it was seeded: the schedule's event of that slug at 03:15.
        const planned = demoContent(seededAt).events.find((e) => e.startsAt > seededAt && e.sessions.length === 1 && !e.ownerUid)!;
        const nightStart = new Date(planned.startsAt.getTime() - (planned.startsAt.getTime() % DAY) + 2 * 60 * 60_000 + 15 * 60_000);
        const atNight = { ...planned, startsAt: nightStart, endsAt: new Date(nightStart.getTime() + 3_600_000) };
        await store.events.upsertMany([{ ...atNight, sessions: [{ startsAt: atNight.startsAt, endsAt: atNight.endsAt }] }]);

        const { added, removed } = await extendDemoSchedule(store, seededAt);
        expect(added).toEqual([planned.slug]);
        expect(removed.toSorted()).toEqual([unbooked.slug, planned.slug].toSorted());
        const [gone, kept, theirs, replaced] = await store.events.getBySlugs([unbooked.slug, booked.slug, contributed.slug, planned.slug]);
        expect(gone).toBeNull();
        expect(kept?.slug).toBe(booked.slug);
        expect(theirs).toEqual(contributed);
        expect(replaced).toEqual(planned);
        // The replaced date's paid orders went with its bookings, and the new date's seats are paid again.
        expect(await paidSeatsWithoutTheirOrder(store, [planned.slug, unbooked.slug])).toEqual([]);
        expect(await extendDemoSchedule(store, seededAt)).toEqual({ added: [], removed: [] });
      } finally {
        await store.close();
      }
    });

    it('pays for the guests’ seats of a store seeded before paid seats had orders', async () => {
      const store = await open();
      try {
        await seedDemoContent(store, seededAt);
        const schedule = [...demoContent(seededAt).events, ...musterspaceEvents(seededAt)];
        const paid = schedule.filter((e) => e.price.amountCents > 0 && e.status !== 'CANCELLED' && e.endsAt > seededAt && e.capacity > e.seatsLeft);
        // As the earlier seed left them: the first and the last paid date's guests booked without an order.
        const earlier = [paid[0]!, paid.at(-1)!];
        for (const event of earlier) {
          const bookings = await store.bookings.byEvent(event.slug);
          await store.write(bookings.flatMap((b) => [{ delete: 'booking' as const, key: b.id }, { delete: 'order' as const, key: b.orderId! }]));
          await store.events.upsertMany([{ ...event, price: { ...event.price, amountCents: 0 } }]);
          await store.bookings.importConfirmed(bookings.map(({ orderId: _, ...booking }) => ({ ...booking, status: 'CONFIRMED' as const })));
          await store.events.upsertMany([event]);
        }
        expect(await paidSeatsWithoutTheirOrder(store, earlier.map((e) => e.slug))).not.toEqual([]);

        expect(await extendDemoSchedule(store, seededAt)).toEqual({ added: [], removed: [] });
        expect(await paidSeatsWithoutTheirOrder(store, earlier.map((e) => e.slug))).toEqual([]);
        await expectSeatsEqualBookings(store, earlier.map((e) => e.slug));
      } finally {
        await store.close();
      }
    }, 60_000);

    it('leaves a store without the demo content alone', async () => {
      const store = await open();
      try {
        const [venue] = demoContent(seededAt).venues;
        await store.venues.upsertMany([venue!]);
        expect(await extendDemoSchedule(store, seededAt)).toEqual({ added: [], removed: [] });
        expect((await store.events.list({}, { first: 1 })).totalCount).toBe(0);
      } finally {
        await store.close();
      }
    });
  });
}

describeKeeper('embedded', async () => openEmbeddedStore({ file: ':memory:' }));

describe.skipIf(firestoreEmulatorMissing())('on the Firestore emulator', () => {
  let emulator: FirestoreEmulator;
  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
  });
  afterAll(() => emulator?.stop());
  describeKeeper('firebase', async () => openFirebaseStore(new Firestore({ projectId: uniqueProjectId(), host: emulator.host, ssl: false })));
});
