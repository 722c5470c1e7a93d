// What a visitor reads, checked against the embedded store at many moments of the demo's calendar: the built pages
// rendered by the real API with the clock set to each moment, every half hour for two weeks, and in the morning, at
// noon and in the evening of days sampled across a year (each with the demo seeded for that day, as the schedule
// keeper keeps it). Upcoming lists hold only what can still be joined, soonest first; an event page offers a booking
// exactly inside its window and names, before booking, who runs it, how to reach them and until when cancelling is
// free, as the terms promise; its seats are its bookings; its recommendations stay in its city and can be joined;
// every live card says where, until when and how to join; the assistant lists only joinable courses in the city
// asked about. Seats are booked and cancelled through the pages on the way. (pages-over-time.firestore.test.ts walks
// the same rules over Firestore.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY, MINUTE, Records, ZONE, everyStep, loadBuiltPages, openSite, walk, type Site } from '../test/pages-over-time.js';
import type { Store } from './domain/repositories.js';
import { addDays, zonedInstant } from './domain/time.js';
import { createEmbeddedIdentity } from './identity/embedded.js';
import { seedDemoContent } from './seed/seed.js';
import { embeddedDatabase, openEmbeddedStore } from './store/embedded/store.js';

const start = zonedInstant('2026-11-28', '00:00', ZONE);

/** The demo seeded on a fresh in-memory store at `seededAt`, and the built site over it. */
async function demoSiteAt(seededAt: Date): Promise<{ site: Site; records: Records; store: Store }> {
  vi.setSystemTime(seededAt);
  const store = openEmbeddedStore({ file: ':memory:' });
  await seedDemoContent(store, seededAt);
  const site = await openSite(store, createEmbeddedIdentity(embeddedDatabase(store)!));
  const records = new Records(store);
  await records.load();
  return { site, records, store };
}

beforeAll(async () => {
  await loadBuiltPages();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('two weeks of the demo, every half hour', () => {
  let opened: Awaited<ReturnType<typeof demoSiteAt>>;
  beforeAll(async () => {
    opened = await demoSiteAt(start);
  }, 120_000);
  afterAll(async () => {
    await opened?.site.close();
    await opened?.store.close();
  });

  it('keeps every promise the pages make', async () => {
    const tally = await walk(opened.site, opened.records, everyStep(start, 14 * DAY, 30 * MINUTE), { bookEvery: 24, askEvery: 12 });
    // Both sides of each rule were seen: forms offered and withheld, live cards, answers, seats taken and given back.
    expect(tally.moments).toBe(672);
    expect(tally.bookingForms).toBeGreaterThan(100);
    expect(tally.seatChecks).toBeGreaterThan(100);
    expect(tally.closedBookable).toBeGreaterThan(20);
    expect(tally.liveCards).toBeGreaterThan(100);
    expect(tally.answeredCourses).toBeGreaterThan(20);
    expect(tally.booked).toBeGreaterThan(5);
    expect(tally.cancelled).toBeGreaterThan(5);
  }, 600_000);
});

describe('days sampled across a year', () => {
  it('keep every promise in the morning, at noon and in the evening', async () => {
    const seen = { bookingForms: 0, booked: 0 };
    for (let day = 29; day < 365; day += 47) {
      const date = addDays('2026-11-28', day);
      const { site, records, store } = await demoSiteAt(zonedInstant(date, '00:00', ZONE));
      try {
        const tally = await walk(site, records, ['09:30', '12:00', '18:30'].map((time) => zonedInstant(date, time, ZONE)), { bookEvery: 1, askEvery: 3 });
        seen.bookingForms += tally.bookingForms;
        seen.booked += tally.booked;
      } finally {
        await site.close();
        await store.close();
      }
    }
    // A day may be a holiday with little to book; across the sample, forms are offered and seats booked.
    expect(seen.bookingForms).toBeGreaterThan(5);
    expect(seen.booked).toBeGreaterThan(2);
  }, 300_000);
});
