import { describe, expect, it } from 'vitest';
import type { LivePostRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { localDate, zonedInstant } from '../domain/time.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { demoContent } from './demo-content.js';
import { addDemoLivePosts, DEMO_TEAM_UID } from './demo-live.js';
import { DEMO_ORGANISER } from './demo-people.js';
import { extendDemoSchedule } from './demo-schedule-keeper.js';
import { seedDemoContent } from './seed.js';

// Tuesday, 24 November 2026, in Vienna.
const at = (time: string, date = '2026-11-24') => zonedInstant(date, time, 'Europe/Vienna');

async function seeded(): Promise<Store> {
  const store = openEmbeddedStore({ file: ':memory:' });
  await seedDemoContent(store, at('06:00'));
  return store;
}

async function postsOf(store: Store, ids: readonly string[]): Promise<LivePostRecord[]> {
  return (await store.livePosts.getByIds(ids)).filter((post): post is LivePostRecord => post !== null);
}

describe('the demo organisers’ live posts', () => {
  it('come as the day goes by, at their own times, once, from the course’s organiser, and are announced', async () => {
    const store = await seeded();
    try {
      const announced: string[] = [];
      const announce = async (slug: string) => void announced.push(slug);
      expect(await addDemoLivePosts(store, at('06:00'), announce)).toEqual([]);

      const midday = await addDemoLivePosts(store, at('13:00'), announce);
      const posts = await postsOf(store, midday);
      expect(posts.length).toBeGreaterThanOrEqual(2);
      expect(posts.every((post) => post.createdAt <= at('13:00') && localDate(post.createdAt, 'Europe/Vienna') === '2026-11-24')).toBe(true);
      // The demo organiser's course running at midday has its news, posted in the organiser's name.
      const own = posts.filter((post) => post.eventSlug === 'offene-keramikwerkstatt-mariahilf-2026-11-24');
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((post) => post.authorUid === DEMO_ORGANISER.uid)).toBe(true);
      expect(posts.filter((post) => !post.eventSlug.startsWith('offene-keramikwerkstatt-mariahilf')).every((post) => post.authorUid === DEMO_TEAM_UID)).toBe(true);
      expect(announced.toSorted()).toEqual([...new Set(posts.map((post) => post.eventSlug))].toSorted());

      expect(await addDemoLivePosts(store, at('13:00'), announce)).toEqual([]);
      const evening = await addDemoLivePosts(store, at('23:00'), announce);
      expect(evening.length).toBeGreaterThan(0);
      expect(midday.filter((id) => evening.includes(id))).toEqual([]);
      expect(await addDemoLivePosts(store, at('23:30'), announce)).toEqual([]);

      // A good share of the day's courses have news, and a delay, a change of room and seats left are among it.
      const all = await postsOf(store, [...midday, ...evening]);
      const today = demoContent(at('12:00')).events.filter((e) => e.published && e.sessions.some((one) => localDate(one.startsAt, e.timeZone) === '2026-11-24'));
      expect(new Set(all.map((post) => post.eventSlug)).size).toBeGreaterThanOrEqual(Math.floor(today.length / 4));
      const kinds = new Set(all.map((post) => post.kind));
      expect(kinds.has('UPDATE') && (kinds.has('DELAY') || kinds.has('ROOM'))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('say what the course’s records say: a delay or a room becomes the course’s live state, seats are the seats left', async () => {
    // A week of days, so that every script appears.
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      const all: LivePostRecord[] = [];
      await seedDemoContent(store, at('06:00', '2026-11-23'));
      for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']) {
        await extendDemoSchedule(store, at('06:00', date));
        all.push(...(await postsOf(store, await addDemoLivePosts(store, at('23:00', date)))));
      }
      const delays = all.filter((post) => post.kind === 'DELAY');
      const rooms = all.filter((post) => post.kind === 'ROOM');
      expect(delays.length).toBeGreaterThan(0);
      expect(rooms.length).toBeGreaterThan(0);
      for (const post of [...delays, ...rooms]) {
        const [event] = await store.events.getBySlugs([post.eventSlug]);
        const planned = demoContent(at('06:00', post.eventSlug.slice(-10))).events.find((e) => e.slug === post.eventSlug)!;
        expect(event!.sessions, post.eventSlug).toHaveLength(1);
        expect(event!.seatsLeft, post.eventSlug).toBe(planned.seatsLeft);
        if (post.kind === 'DELAY') expect(event!.live?.delayMinutes).toBe(10);
        if (post.kind === 'ROOM') expect(event!.live?.room).toBe(post.room);
      }
      const seats = all.filter((post) => /Noch zwei|Nur noch ein/.test(post.text));
      expect(seats.length).toBeGreaterThan(0);
      for (const post of seats) {
        const [event] = await store.events.getBySlugs([post.eventSlug]);
        expect(event!.seatsLeft, post.eventSlug).toBe(post.text.startsWith('Noch zwei') ? 2 : 1);
      }
    } finally {
      await store.close();
    }
  });

  it('differ from venue to venue, fit the craft, and follow the session: nothing is done half-way, pottery is never done the same day', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      const all: LivePostRecord[] = [];
      await seedDemoContent(store, at('06:00', '2026-11-23'));
      for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']) {
        await extendDemoSchedule(store, at('06:00', date));
        all.push(...(await postsOf(store, await addDemoLivePosts(store, at('23:00', date)))));
      }
      const events = new Map((await store.events.getBySlugs([...new Set(all.map((post) => post.eventSlug))])).map((event) => [event!.slug, event!]));
      // No text is posted word for word by two venues.
      const venuesOf = new Map<string, Set<string>>();
      for (const post of all) venuesOf.set(post.text, (venuesOf.get(post.text) ?? new Set()).add(events.get(post.eventSlug)!.venueSlug));
      const shared = [...venuesOf].filter(([, venues]) => venues.size > 1).map(([text]) => text);
      expect(shared).toEqual([]);
      expect(new Set([...venuesOf.values()].flatMap((venues) => [...venues])).size).toBeGreaterThanOrEqual(8);

      for (const post of all) {
        const event = events.get(post.eventSlug)!;
        const session = event.sessions.find((one) => localDate(one.startsAt, event.timeZone) === localDate(post.createdAt, event.timeZone))!;
        const length = session.endsAt.getTime() - session.startsAt.getTime();
        const into = (post.createdAt.getTime() - session.startsAt.getTime()) / length;
        // Every post is posted before the session ends; what is said in the session's first three quarters finishes nothing.
        expect(post.createdAt < session.endsAt, post.id).toBe(true);
        if (into < 0.75) expect(post.text, post.id).not.toMatch(/fertig/i);
        // Clay dries and is fired after the course: a pottery post never calls the pieces finished.
        if (event.craftSlugs[0] === 'toepfern-keramik') expect(post.text, post.id).not.toMatch(/fertig/i);
      }
      // The words fit the craft: a pottery course speaks of clay or wheels, never of sewing machines.
      const pottery = all.filter((post) => events.get(post.eventSlug)!.craftSlugs[0] === 'toepfern-keramik' && post.kind === 'UPDATE' && /Ton|Scheibe|Gefäß|Schalen|Brennofen|Schrühbrand/.test(post.text));
      expect(pottery.length).toBeGreaterThan(0);
      expect(all.filter((post) => events.get(post.eventSlug)!.craftSlugs[0] === 'toepfern-keramik').some((post) => /Maschinen sind eingefädelt/.test(post.text))).toBe(false);
    } finally {
      await store.close();
    }
  });

  it('leave alone the courses somebody booked, edited or posted to, and never bring back a deleted post', async () => {
    const store = await seeded();
    try {
      // Which courses the day's scripts pick: those that get posts in a store nobody touches.
      const reference = await seeded();
      const picked = [...new Set((await postsOf(reference, await addDemoLivePosts(reference, at('23:00')))).map((post) => post.eventSlug))];
      await reference.close();
      expect(picked.length).toBeGreaterThanOrEqual(4);
      // A course still open for booking gets a booking; three others an edit, somebody's post, and a deletion.
      const events = (await store.events.getBySlugs(picked)).map((event) => event!);
      const booked = events.find((event) => event.registration === 'BOOKING' && event.startsAt > at('06:00') && event.seatsLeft > 0)!.slug;
      const [edited, posted, deleted] = picked.filter((slug) => slug !== booked);
      const editedEvent = events.find((event) => event.slug === edited)!;
      await store.bookings.book(booked, 'kundin-1', at('06:00'), () => []);
      await store.write([{ put: 'event', record: { ...editedEvent, description: { de: 'Heute mit Gästen aus Graz.', en: 'Today with guests from Graz.' } } }]);
      await store.write([{ put: 'livePost', record: { id: 'own-post', eventSlug: posted!, authorUid: 'anna', kind: 'UPDATE', text: 'Heute mit Kuchen!', createdAt: at('06:30') } }]);

      const written = new Set<string>();
      const first = await postsOf(store, await addDemoLivePosts(store, at('23:00'), async () => {}, written));
      const touched = new Set(first.map((post) => post.eventSlug));
      expect(touched.has(booked)).toBe(false);
      expect(touched.has(edited!)).toBe(false);
      expect(touched.has(posted!)).toBe(false);
      expect(touched.has(deleted!)).toBe(true);
      expect((await store.livePosts.byEvent(posted!, 10)).map((post) => post.id)).toEqual(['own-post']);

      const [gone] = first.filter((post) => post.eventSlug === deleted);
      await store.write([{ delete: 'livePost', key: gone!.id }]);
      expect(await addDemoLivePosts(store, at('23:10'), async () => {}, written)).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
