// The demo's calendar, walked: at every half hour of two weeks, and at noon on days sampled across a year (each with
// the demo seeded for that day, as the schedule keeper keeps it), the upcoming lists the pages show hold only what
// a person can still join, soonest first, and the store takes a booking exactly where a page offers one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJoinable, joinability } from '../domain/joinable.js';
import type { EventRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { bookingRefusal } from '../domain/registration.js';
import { addDays, zonedInstant } from '../domain/time.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { seedDemoContent } from './seed.js';

const ZONE = 'Europe/Vienna';
const start = zonedInstant('2026-11-28', '00:00', ZONE);
const HALF_HOUR = 30 * 60_000;
const TWO_WEEKS = 14 * 24 * 60 * 60_000;

/** What the front page, /events and a venue page ask for: the first joinable events at `at`, and per venue. */
async function upcomingAt(store: Store, at: Date, venueSlugs: string[]) {
  const list = (await store.events.list({ endsAfter: at, joinableAt: at }, { first: 20 })).items;
  const byVenue = await store.events.upcomingByVenues(venueSlugs, at, 5);
  return { list, byVenue: [...byVenue.values()].flat() };
}

function expectOnlyJoinable(events: readonly EventRecord[], at: Date): void {
  const closed = events.filter((event) => !isJoinable(event, at)).map((event) => `${event.slug} (${joinability(event, at).reason})`);
  expect(closed, `closed at ${at.toISOString()}`).toEqual([]);
}

describe('two weeks of the demo, every half hour', () => {
  let store: Store;
  let events: EventRecord[];
  let venueSlugs: string[];
  beforeAll(async () => {
    store = openEmbeddedStore({ file: ':memory:' });
    await seedDemoContent(store, start);
    events = (await store.events.list({ endsAfter: start }, { first: 1000 })).items;
    venueSlugs = [...new Set(events.map((event) => event.venueSlug))];
  });
  afterAll(() => store.close());

  it('lists only joinable events, soonest first, and never a course that has begun', async () => {
    for (let at = start; at.getTime() < start.getTime() + TWO_WEEKS; at = new Date(at.getTime() + HALF_HOUR)) {
      const { list, byVenue } = await upcomingAt(store, at, venueSlugs);
      expectOnlyJoinable(list, at);
      expectOnlyJoinable(byVenue, at);
      const starts = list.map((event) => event.startsAt.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(list.length, `an empty list at ${at.toISOString()}`).toBeGreaterThan(0);
    }
  });

  it('offers a booking (bookingOpen) never on a course under way, nor on a postponed or cancelled event, nor after the last entry', () => {
    for (let at = start; at.getTime() < start.getTime() + TWO_WEEKS; at = new Date(at.getTime() + HALF_HOUR)) {
      for (const event of events) {
        if (event.registration !== 'BOOKING' || bookingRefusal(event, at) !== null) continue;
        const where = `${event.slug} at ${at.toISOString()}`;
        // Only a date of a series (an open studio) takes bookings once it has begun, and never in its last half hour.
        if (event.sessions[0]!.startsAt.getTime() <= at.getTime()) expect(event.seriesId, where).toBeDefined();
        expect(event.endsAt.getTime() - at.getTime(), where).toBeGreaterThan(30 * 60_000);
        expect(event.status, where).toBe('SCHEDULED');
      }
    }
  });

  it('refuses in the store what the page does not offer: the first course of the list once it has begun', async () => {
    const { list } = await upcomingAt(store, start, []);
    const course = list.find((event) => event.registration === 'BOOKING' && event.seriesId === undefined)!;
    const begun = new Date(course.startsAt.getTime() + 60_000);
    await expect(store.bookings.book(course.slug, 'zeitreisende', begun, () => [])).rejects.toMatchObject({ code: 'COURSE_RUNNING' });
  });
});

describe('sampled days across a year', () => {
  it('open with joinable events at noon, whatever the day', async () => {
    for (let day = 0; day < 365; day += 29) {
      const at = zonedInstant(addDays('2026-11-28', day), '12:00', ZONE);
      const store = openEmbeddedStore({ file: ':memory:' });
      try {
        await seedDemoContent(store, at);
        const { list } = await upcomingAt(store, at, []);
        expect(list.length, `an empty list on ${at.toISOString()}`).toBeGreaterThan(0);
        expectOnlyJoinable(list, at);
      } finally {
        await store.close();
      }
    }
  });
});
