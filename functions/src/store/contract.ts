// ONE contract for every Store adapter: each adapter's store.test.ts calls describeStoreContract, so the embedded
// store and the Firestore store are held to exactly the same behaviour (order, filters, pagination, visibility,
// dates, atomicity, availability).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MinimumOutcome } from '../domain/course-minimum.js';
import { distanceKm } from '../domain/geo.js';
import type { ArticleRecord, BookingRecord, EventRecord, LivePostRecord, MailRecord, VenueRecord } from '../domain/records.js';
import { parseQuery } from '../domain/search.js';
import {
  ConflictError,
  NotFoundError,
  StoreUnavailableError,
  type ArticleSortKey,
  type CancellationResult,
  type EventSortKey,
  type Page,
  type Store,
  type VenueSortKey,
} from '../domain/repositories.js';
import {
  article,
  articles,
  cities,
  claim,
  claims,
  contactMessages,
  crafts,
  discoveryEvents,
  discoveryVenues,
  event,
  events,
  grazVenue,
  hiddenArticle,
  hiddenEvent,
  hiddenVenue,
  logEntries,
  mail,
  ottakringCentre,
  placeEvents,
  placeVenues,
  profiles,
  stephansplatz,
  venue,
  venueChange,
  venueChanges,
  wienVenues,
} from './contract.scenarios.js';
import { describeAnalyticsContract } from './contract.analytics.js';
import { describeAttemptsContract } from './contract.attempts.js';
import { describeCheckInsContract } from './contract.check-ins.js';
import { describeContentVersionContract } from './contract.content-version.js';
import { describeFilterContract } from './contract.filters.js';
import { describeGroupBookingsContract } from './contract.group-bookings.js';
import { describeOrdersContract } from './contract.orders.js';
import { describePayoutsContract } from './contract.payouts.js';
import { describePremiumContract } from './contract.premium.js';
import { describeRadarContract } from './contract.radar.js';
import { describeRemindersContract } from './contract.reminders.js';
import { describeSavedAnswersContract } from './contract.saved-answers.js';
import { describeSeatsContract } from './contract.seats.js';
import { describeVouchersContract } from './contract.vouchers.js';

/**
 * @param open returns a new, empty store (called before every test).
 * @param cleanup releases it after the test; defaults to `store.close()`.
 * @param connectAgain, where the adapter can, opens a second connection to the same data as `store` (another SQLite
 *   connection to the file, another Firestore client), so that the concurrency test races two connections.
 */
export function describeStoreContract(
  name: string,
  open: () => Promise<Store>,
  cleanup: (store: Store) => Promise<void> = (store) => store.close(),
  connectAgain?: (store: Store) => Promise<Store>,
): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    let closed = false;
    beforeEach(async () => {
      store = await open();
      closed = false;
    });
    afterEach(async () => {
      if (!closed) await cleanup(store);
    });

    const slugs = (page: Page<{ slug: string }>) => page.items.map((item) => item.slug);

    /** Follows `after` keys through every page of `first` items. */
    async function walk<T extends { slug: string }, K>(
      list: (after: K | undefined) => Promise<Page<T>>,
      key: (item: T) => K,
    ): Promise<{ slugs: string[]; pages: Page<T>[] }> {
      const pages: Page<T>[] = [];
      let after: K | undefined;
      for (;;) {
        const page = await list(after);
        pages.push(page);
        const last = page.items.at(-1);
        if (!page.hasNextPage || !last) break;
        after = key(last);
      }
      return { slugs: pages.flatMap((p) => p.items.map((i) => i.slug)), pages };
    }

    describe('store', () => {
      it('is empty until crafts are stored, and answers ping', async () => {
        await expect(store.ping()).resolves.toBeUndefined();
        expect(await store.isEmpty()).toBe(true);
        await store.crafts.upsertMany(crafts);
        expect(await store.isEmpty()).toBe(false);
      });

      it('takes a write probe and keeps nothing of it', async () => {
        await expect(store.probeWrite()).resolves.toBeUndefined();
        await expect(store.probeWrite()).resolves.toBeUndefined();
        expect(await store.isEmpty()).toBe(true);
      });

      it('rejects with StoreUnavailableError once closed', async () => {
        await store.close();
        closed = true;
        await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
        await expect(store.probeWrite()).rejects.toBeInstanceOf(StoreUnavailableError);
        await expect(store.venues.getBySlugs(['oelmuehle'])).rejects.toBeInstanceOf(StoreUnavailableError);
      });
    });

    describe('crafts and cities', () => {
      it('lists crafts by position and cities largest first', async () => {
        await store.crafts.upsertMany(crafts);
        await store.cities.upsertMany(cities);
        expect((await store.crafts.listAll()).map((c) => c.slug)).toEqual(['toepfern-keramik', 'naehen', 'stricken-haekeln']);
        expect(await store.cities.listAll()).toEqual([cities[1], cities[0]]);
        expect(await store.crafts.listAll()).toContainEqual(crafts[0]);
      });

      it('replaces on upsert', async () => {
        await store.crafts.upsertMany(crafts);
        await store.crafts.upsertMany([{ slug: 'naehen', name: { de: 'Nähen & Flicken', en: 'Sewing' }, position: 9 }]);
        const all = await store.crafts.listAll();
        expect(all.map((c) => c.slug)).toEqual(['toepfern-keramik', 'stricken-haekeln', 'naehen']);
        expect(all.at(-1)?.name.de).toBe('Nähen & Flicken');
      });
    });

    describe('venues', () => {
      beforeEach(async () => {
        await store.venues.upsertMany([...wienVenues].reverse().concat(grazVenue, hiddenVenue));
      });

      it('lists published venues by folded name, then slug (umlauts sort with their base letter)', async () => {
        const page = await store.venues.list({}, { first: 20 });
        expect(slugs(page)).toEqual([...wienVenues.map((v) => v.slug), grazVenue.slug]);
        expect(slugs(page).slice(0, 2)).toEqual(['aermel-und-co', 'atelier-zwirn']);
        expect(page).toMatchObject({ hasNextPage: false, totalCount: 7 });
      });

      it('round-trips every field exactly', async () => {
        const page = await store.venues.list({ citySlug: 'wien' }, { first: 20 });
        expect(page.items).toEqual(wienVenues);
        expect(page.items[0]?.updatedAt.getTime()).toBe(wienVenues[0]?.updatedAt.getTime());
        expect(page.items[4]).not.toHaveProperty('website');
      });

      it('filters by city, craft and kind, alone and together', async () => {
        expect(slugs(await store.venues.list({ citySlug: 'graz' }, { first: 20 }))).toEqual(['zirkel-graz']);
        expect(slugs(await store.venues.list({ craftSlug: 'stricken-haekeln' }, { first: 20 }))).toEqual(['atelier-zwirn']);
        expect(slugs(await store.venues.list({ kind: 'SHOP' }, { first: 20 }))).toEqual(['aermel-und-co', 'oelmuehle']);
        const both = await store.venues.list({ citySlug: 'wien', craftSlug: 'toepfern-keramik', kind: 'SHOP' }, { first: 20 });
        expect(both).toMatchObject({ totalCount: 1, hasNextPage: false });
        expect(slugs(both)).toEqual(['oelmuehle']);
        expect(await store.venues.list({ craftSlug: 'holz' }, { first: 20 })).toEqual({ items: [], hasNextPage: false, totalCount: 0 });
      });

      it('paginates by key with hasNextPage and the unpaginated totalCount', async () => {
        const { slugs: walked, pages } = await walk<VenueRecord, VenueSortKey>(
          (after) => store.venues.list({ citySlug: 'wien' }, { first: 2, after }),
          (v) => ({ nameSort: v.nameSort, slug: v.slug }),
        );
        expect(walked).toEqual(wienVenues.map((v) => v.slug));
        expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2]);
        expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, false]);
        expect(pages.every((p) => p.totalCount === 6)).toBe(true);
        // The tie on nameSort is split across pages by slug.
        const afterTie = await store.venues.list({ citySlug: 'wien' }, { first: 5, after: { nameSort: 'tonwerk', slug: 'tonwerk-a' } });
        expect(slugs(afterTie)).toEqual(['tonwerk-b']);
      });

      it('hides unpublished venues from lists but returns them by slug, in the order asked, null when missing', async () => {
        expect(slugs(await store.venues.list({}, { first: 50 }))).not.toContain('baustelle');
        const found = await store.venues.getBySlugs(['oelmuehle', 'gibt-es-nicht', 'baustelle', 'oelmuehle']);
        expect(found.map((v) => v?.slug ?? null)).toEqual(['oelmuehle', null, 'baustelle', 'oelmuehle']);
        expect(found[2]).toEqual(hiddenVenue);
        expect(await store.venues.getBySlugs([])).toEqual([]);
      });

      it('replaces a venue on upsert, including its crafts and visibility', async () => {
        const changed = venue('atelier-zwirn', 'Atelier Zwirn', 'atelier zwirn', {
          craftSlugs: ['toepfern-keramik'],
          website: undefined,
          published: false,
          updatedAt: new Date('2026-05-06T07:08:09.010Z'),
        });
        await store.venues.upsertMany([changed]);
        expect((await store.venues.getBySlugs(['atelier-zwirn']))[0]).toEqual(changed);
        expect(slugs(await store.venues.list({ craftSlug: 'stricken-haekeln' }, { first: 20 }))).toEqual([]);
        expect(slugs(await store.venues.list({}, { first: 20 }))).not.toContain('atelier-zwirn');
      });

      it('writes all or nothing', async () => {
        const broken = venue('kaputt', 'Kaputt', 'kaputt', { updatedAt: new Date(Number.NaN) });
        await expect(store.venues.upsertMany([venue('neu', 'Neu', 'neu'), broken])).rejects.toThrow();
        expect(await store.venues.getBySlugs(['neu', 'kaputt'])).toEqual([null, null]);
      });
    });

    describe('events', () => {
      beforeEach(async () => {
        await store.events.upsertMany([hiddenEvent, ...[...events].reverse()]);
      });
      const all = { first: 50 };

      it('lists published events by start, then slug, with exact dates', async () => {
        const page = await store.events.list({}, all);
        expect(page.items).toEqual(events);
        expect(page.totalCount).toBe(events.length);
        expect(page.items[1]?.startsAt.getTime()).toBe(Date.parse('2026-03-01T17:00:00.123Z'));
      });

      it('filters by time window: ending at or after, starting before', async () => {
        const now = new Date('2026-03-05T00:00:00.000Z');
        expect(slugs(await store.events.list({ endsAfter: now }, all))).toEqual([
          'a-long-course',
          'e-stricken',
          'f-graz',
          'g-later',
          'h-later',
        ]);
        // Inclusive at the end instant.
        const endOfB = events[1]!.endsAt;
        expect(slugs(await store.events.list({ endsAfter: endOfB, startsBefore: now }, all))).toEqual([
          'a-long-course',
          'b-naehen-basics',
          'c-same-start',
          'd-same-start',
        ]);
        // Exclusive at the start instant.
        expect(slugs(await store.events.list({ startsBefore: events[2]!.startsAt }, all))).toEqual(['a-long-course', 'b-naehen-basics']);
      });

      it('lists a course for a window only when one of its sessions falls in it, counting it once', async () => {
        const at = (iso: string, hours: number) => ({ startsAt: new Date(iso), endsAt: new Date(Date.parse(iso) + hours * 3_600_000) });
        const sessions = [at('2026-06-02T16:00:00.000Z', 3), at('2026-06-16T16:00:00.000Z', 3), at('2026-06-17T16:00:00.000Z', 3)];
        const course = event('z-kurs', '2026-06-02T16:00:00.000Z', 3, { sessions, endsAt: sessions[2]!.endsAt });
        await store.events.upsertMany([course]);
        const window = async (from: string, to: string) => {
          const page = await store.events.list({ endsAfter: new Date(from), startsBefore: new Date(to) }, all);
          return [slugs(page), page.totalCount];
        };
        expect(await window('2026-06-05T00:00:00.000Z', '2026-06-12T00:00:00.000Z')).toEqual([[], 0]);
        expect(await window('2026-06-16T00:00:00.000Z', '2026-06-18T00:00:00.000Z')).toEqual([['z-kurs'], 1]);
        // Within a session that is under way, and not after the last one has ended.
        expect(await window('2026-06-02T17:00:00.000Z', '2026-06-02T18:00:00.000Z')).toEqual([['z-kurs'], 1]);
        expect(await window('2026-06-17T19:00:00.001Z', '2026-06-30T00:00:00.000Z')).toEqual([[], 0]);
        expect(slugs(await store.events.list({ endsAfter: new Date('2026-06-10T00:00:00.000Z') }, all))).toEqual(['z-kurs']);
      });

      it('filters by craft, venue and city', async () => {
        expect(slugs(await store.events.list({ craftSlug: 'toepfern-keramik' }, all))).toEqual(['c-same-start']);
        expect(slugs(await store.events.list({ venueSlug: 'oelmuehle' }, all))).toEqual(['c-same-start', 'd-same-start']);
        expect(slugs(await store.events.list({ citySlug: 'graz' }, all))).toEqual(['f-graz']);
        const combined = await store.events.list(
          { citySlug: 'wien', craftSlug: 'naehen', venueSlug: 'atelier-zwirn', endsAfter: new Date('2026-03-05T00:00:00Z') },
          all,
        );
        expect(slugs(combined)).toEqual(['a-long-course', 'g-later', 'h-later']);
        expect(combined.totalCount).toBe(3);
      });

      it('paginates by (startsAt, slug) through equal start times', async () => {
        const { slugs: walked, pages } = await walk<EventRecord, EventSortKey>(
          (after) => store.events.list({}, { first: 3, after }),
          (e) => ({ startsAt: e.startsAt, slug: e.slug }),
        );
        expect(walked).toEqual(events.map((e) => e.slug));
        expect(pages.map((p) => [p.items.length, p.hasNextPage, p.totalCount])).toEqual([
          [3, true, 8],
          [3, true, 8],
          [2, false, 8],
        ]);
        const afterC = await store.events.list({}, { first: 1, after: { startsAt: events[2]!.startsAt, slug: 'c-same-start' } });
        expect(slugs(afterC)).toEqual(['d-same-start']);
        expect(afterC.hasNextPage).toBe(true);
      });

      it('returns events by slug, unpublished included, in the order asked', async () => {
        const found = await store.events.getBySlugs(['x-draft', 'nope', 'f-graz']);
        expect(found).toEqual([hiddenEvent, null, events[5]]);
      });

      it('groups the events one can still join by venue, by start, limited per venue', async () => {
        const now = new Date('2026-03-05T00:00:00.000Z');
        const result = await store.events.upcomingByVenues(['atelier-zwirn', 'oelmuehle', 'zirkel-graz', 'leer'], now, 2);
        const bySlug = (venueSlug: string) => result.get(venueSlug)?.map((e: EventRecord) => e.slug);
        // a-long-course has begun: nobody joins it any more. x-draft is unpublished.
        expect(bySlug('atelier-zwirn')).toEqual(['e-stricken', 'g-later']);
        expect(bySlug('oelmuehle')).toEqual([]); // both ended before now
        expect(bySlug('zirkel-graz')).toEqual(['f-graz']);
        expect(bySlug('leer')).toEqual([]);
        expect(result.get('atelier-zwirn')?.[0]).toEqual(events[4]);
        expect((await store.events.upcomingByVenues([], now, 2)).size).toBe(0);
      });

      it('answers upcomingByVenues for many venues at once', async () => {
        const many = Array.from({ length: 40 }, (_, i) => `venue-${i}`);
        const extra = many.map((venueSlug, i) => event(`many-${i}`, '2026-06-01T10:00:00.000Z', 1, { venueSlug }));
        await store.events.upsertMany(extra);
        const result = await store.events.upcomingByVenues([...many, 'oelmuehle'], new Date('2026-03-01T00:00:00Z'), 1);
        expect(result.size).toBe(41);
        expect(many.map((slug) => result.get(slug)?.[0]?.slug)).toEqual(many.map((_, i) => `many-${i}`));
        expect(result.get('oelmuehle')?.map((e) => e.slug)).toEqual(['c-same-start']);
      });

      it('keeps what cannot be joined off upcoming lists: begun courses, postponed, cancelled, closed windows', async () => {
        const now = new Date('2026-03-05T00:00:00.000Z');
        const hours = (n: number) => new Date(now.getTime() + n * 3_600_000).toISOString();
        await store.events.upsertMany([
          event('j-postponed', hours(24), 2, { status: 'POSTPONED' }),
          event('j-cancelled', hours(25), 2, { status: 'CANCELLED' }),
          event('j-window-closed', hours(26), 2, { bookingClosesMinutes: 48 * 60 }),
          event('j-open-studio', hours(-2), 3, { seriesId: 'offen' }), // under way, open until 30 minutes before its end
          event('j-course-running', hours(-1), 4), // one day, under way: closed
          event('j-drop-in', hours(-1), 3, { registration: 'DROP_IN' }),
        ]);
        const joinable = ['j-open-studio', 'j-drop-in', 'e-stricken', 'f-graz', 'g-later', 'h-later'];
        const page = await store.events.list({ endsAfter: now, joinableAt: now }, all);
        expect([slugs(page), page.totalCount]).toEqual([joinable, joinable.length]);
        expect(slugs(await store.events.list({ endsAfter: now, joinableAt: now }, { first: 2, offset: 2 }))).toEqual(['e-stricken', 'f-graz']);
        expect(slugs(await store.events.list({ endsAfter: now, joinableAt: now, craftSlug: 'naehen', venueSlug: 'atelier-zwirn' }, all))).toEqual([
          'j-open-studio',
          'j-drop-in',
          'g-later',
          'h-later',
        ]);
        const byVenue = await store.events.upcomingByVenues(['atelier-zwirn'], now, 3);
        expect(byVenue.get('atelier-zwirn')?.map((e) => e.slug)).toEqual(['j-open-studio', 'j-drop-in', 'e-stricken']);
        const byCraft = await store.events.upcomingByCrafts(['naehen'], now, 3);
        expect(byCraft.get('naehen')?.map((e) => e.slug)).toEqual(['j-open-studio', 'j-drop-in', 'f-graz']);
        // Half an hour before the open studio ends it has closed too; people still walk into the drop-in date.
        const later = new Date(Date.parse(hours(0.75)));
        expect(slugs(await store.events.list({ endsAfter: later, joinableAt: later }, { first: 1 }))).toEqual(['j-drop-in']);
      });

      it('replaces an event on upsert', async () => {
        const moved = { ...events[6]!, startsAt: new Date('2026-02-01T00:00:00.001Z'), craftSlugs: ['stricken-haekeln'] };
        await store.events.upsertMany([moved]);
        expect(slugs(await store.events.list({ craftSlug: 'stricken-haekeln' }, all))).toEqual(['g-later', 'e-stricken']);
        expect((await store.events.getBySlugs(['g-later']))[0]).toEqual(moved);
      });
    });

    describe('articles', () => {
      beforeEach(async () => {
        await store.articles.upsertMany([hiddenArticle, ...[...articles].reverse()]);
      });

      it('lists published articles newest first, ties by slug', async () => {
        const page = await store.articles.list({}, { first: 10 });
        expect(page.items).toEqual(articles);
        expect(page).toMatchObject({ hasNextPage: false, totalCount: 4 });
      });

      it('filters by craft and tag, alone and together', async () => {
        expect(slugs(await store.articles.list({ craftSlug: 'naehen' }, { first: 10 }))).toEqual(['gleich-a', 'gleich-b', 'alt']);
        expect(slugs(await store.articles.list({ tag: 'portrait' }, { first: 10 }))).toEqual(['neu-keramik', 'gleich-a']);
        expect(slugs(await store.articles.list({ craftSlug: 'naehen', tag: 'portrait' }, { first: 10 }))).toEqual(['gleich-a']);
        expect(slugs(await store.articles.list({ craftSlug: 'stricken-haekeln', tag: 'anleitung' }, { first: 10 }))).toEqual([]);
      });

      it('paginates newest first through equal publication times', async () => {
        const { slugs: walked, pages } = await walk<ArticleRecord, ArticleSortKey>(
          (after) => store.articles.list({}, { first: 1, after }),
          (a) => ({ publishedAt: a.publishedAt, slug: a.slug }),
        );
        expect(walked).toEqual(articles.map((a) => a.slug));
        expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, true, false]);
        expect(pages.every((p) => p.totalCount === 4)).toBe(true);
      });

      it('returns articles by slug, unpublished included', async () => {
        expect(await store.articles.getBySlugs(['entwurf', 'alt', 'fehlt'])).toEqual([hiddenArticle, articles[3], null]);
      });

      it('replaces an article on upsert', async () => {
        const retagged = article('alt', '2025-11-01T08:00:00.001Z', { tags: ['portrait'], cover: undefined });
        await store.articles.upsertMany([retagged]);
        expect(slugs(await store.articles.list({ tag: 'portrait' }, { first: 10 }))).toEqual(['neu-keramik', 'gleich-a', 'alt']);
        const [stored] = await store.articles.getBySlugs(['alt']);
        expect(stored).toEqual(retagged);
        expect(stored).not.toHaveProperty('cover');
      });
    });
    describe('discovery: venues near a point', () => {
      beforeEach(async () => {
        await store.venues.upsertMany(discoveryVenues);
      });
      const near = (lat: number, lng: number, radiusKm: number) => ({ center: { lat, lng }, radiusKm });

      it('returns published venues in the circle, nearest first, with their distances', async () => {
        const page = await store.venues.list({ near: near(stephansplatz.lat, stephansplatz.lng, 5) }, { first: 20 });
        expect(slugs(page)).toEqual(['keramik-wieden', 'toepferei-neubau', 'nadelwerk']); // not the unpublished one at the center
        expect(page.totalCount).toBe(3);
        page.items.forEach((item, i) => expect(page.distancesKm?.[i]).toBeCloseTo(distanceKm(stephansplatz, item.geo), 9));
        expect(page.distancesKm?.map((d) => Math.round(d * 10) / 10)).toEqual([1.8, 2, 2.2]);
      });

      it('handles a radius of 0 and a very large radius', async () => {
        const exact = await store.venues.list({ near: near(48.202, 16.348, 0) }, { first: 20 });
        expect(slugs(exact)).toEqual(['toepferei-neubau']);
        expect(exact.distancesKm).toEqual([0]);
        expect(slugs(await store.venues.list({ near: near(48.2021, 16.348, 0) }, { first: 20 }))).toEqual([]);
        const wide = await store.venues.list({ near: near(stephansplatz.lat, stephansplatz.lng, 500) }, { first: 20 });
        expect(slugs(wide)).toEqual(['keramik-wieden', 'toepferei-neubau', 'nadelwerk', 'strickstube-moedling', 'zirkel-graz']);
      });

      it('finds venues across the antimeridian and near the poles', async () => {
        expect(slugs(await store.venues.list({ near: near(-16.5, -179.99, 10) }, { first: 20 }))).toEqual(['fiji-hut']);
        expect(slugs(await store.venues.list({ near: near(90, 120, 5) }, { first: 20 }))).toEqual(['polar-shed']);
        expect(slugs(await store.venues.list({ near: near(-90, 0, 500) }, { first: 20 }))).toEqual([]);
      });

      it('combines the circle with craft, kind and city, and pages by offset', async () => {
        const circle = near(stephansplatz.lat, stephansplatz.lng, 50);
        expect(slugs(await store.venues.list({ near: circle, craftSlug: 'toepfern-keramik' }, { first: 20 }))).toEqual([
          'keramik-wieden',
          'toepferei-neubau',
        ]);
        expect(slugs(await store.venues.list({ near: circle, kind: 'SHOP', citySlug: 'wien' }, { first: 20 }))).toEqual(['nadelwerk']);
        const pages = [0, 2, 4].map((offset) => store.venues.list({ near: circle }, { first: 2, offset }));
        const [a, b, c] = await Promise.all(pages);
        expect([slugs(a!), slugs(b!), slugs(c!)]).toEqual([['keramik-wieden', 'toepferei-neubau'], ['nadelwerk', 'strickstube-moedling'], []]);
        expect([a!.hasNextPage, b!.hasNextPage, a!.totalCount, c!.totalCount]).toEqual([true, false, 4, 4]);
      });

      it('finds the nearby venues of several venues at once, excluding each venue itself', async () => {
        const origins = discoveryVenues.filter((v) => ['toepferei-neubau', 'zirkel-graz', 'nadelwerk'].includes(v.slug));
        const result = await store.venues.nearby(origins, 5, 2);
        const nearby = (slug: string) => result.get(slug)?.map((n) => n.record.slug);
        expect(nearby('toepferei-neubau')).toEqual(['keramik-wieden', 'nadelwerk']);
        expect(nearby('nadelwerk')).toEqual(['keramik-wieden', 'toepferei-neubau']);
        for (const n of result.get('nadelwerk')!) expect(n.distanceKm).toBeCloseTo(distanceKm(origins.find((o) => o.slug === 'nadelwerk')!.geo, n.record.geo), 9);
        expect(nearby('zirkel-graz')).toEqual([]);
        expect((await store.venues.nearby([], 5, 2)).size).toBe(0);
      });

      it('lists the first venues per craft by name', async () => {
        const result = await store.venues.byCrafts(['toepfern-keramik', 'stricken-haekeln', 'holz'], 1);
        expect(Object.fromEntries([...result].map(([craft, list]) => [craft, list.map((v) => v.slug)]))).toEqual({
          'toepfern-keramik': ['keramik-wieden'],
          'stricken-haekeln': ['strickstube-moedling'],
          holz: [],
        });
      });
    });

    describe('discovery: a district or postcode searched', () => {
      beforeEach(async () => {
        await store.venues.upsertMany(placeVenues);
        await store.events.upsertMany(placeEvents);
      });
      const ottakring = ['1160'];
      const around = { center: ottakringCentre, radiusKm: 2 };

      // The place's published venues, which the others are measured from.
      const origins = placeVenues.filter((venue) => venue.address.postalCode === '1160' && venue.published).map((venue) => venue.geo);

      it('lists every venue in the place in its own order, then those within the radius of one of them, nearest first', async () => {
        const page = await store.venues.list({ placePostalCodes: ottakring, near: around }, { first: 20 });
        // Neubau Werkstatt lies 3.2 km from the district's centre but 1.4 km from Holzwurm; Hernals Eck 0.7 km from
        // the centre but 1.7 km from Wilhelminenberg, the nearer of the two.
        expect(slugs(page)).toEqual(['holzwurm', 'wilhelminenberg', 'neubau-werkstatt', 'hernals-eck']);
        expect(page.inPlace).toEqual([true, true, false, false]);
        page.items.forEach((item, i) =>
          expect(page.distancesKm?.[i]).toBeCloseTo(Math.min(...origins.map((origin) => distanceKm(origin, item.geo))), 9),
        );
        expect(page.distancesKm?.[2]).toBeCloseTo(1.38, 2);
        expect(page.totalCount).toBe(4);
        // A place without a published venue is measured from the circle's centre.
        const empty = await store.venues.list({ placePostalCodes: ['1150'], near: { center: ottakringCentre, radiusKm: 1 } }, { first: 20 });
        expect([slugs(empty), empty.distancesKm?.[0]]).toEqual([['hernals-eck'], distanceKm(ottakringCentre, placeVenues[2]!.geo)]);
      });

      it('lists only the place without a circle, in the list\'s own order', async () => {
        const page = await store.venues.list({ placePostalCodes: ottakring }, { first: 20 });
        expect(slugs(page)).toEqual(['holzwurm', 'wilhelminenberg']);
        expect(page.inPlace).toEqual([true, true]);
        expect(page.distancesKm).toBeUndefined();
        expect(slugs(await store.venues.list({ placePostalCodes: ['1160', '1070'] }, { first: 20 }))).toEqual(['holzwurm', 'neubau-werkstatt', 'wilhelminenberg']);
        expect(slugs(await store.venues.list({ placePostalCodes: ['9999'] }, { first: 20 }))).toEqual([]);
      });

      it('combines the place with the other filters, text too, and pages by offset', async () => {
        expect(slugs(await store.venues.list({ placePostalCodes: ottakring, near: around, craftSlug: 'naehen' }, { first: 20 }))).toEqual([
          'holzwurm',
          'neubau-werkstatt',
          'hernals-eck',
        ]);
        const wood = await store.venues.list({ placePostalCodes: ottakring, near: around, text: parseQuery('Holz', crafts)! }, { first: 20 });
        expect([slugs(wood), wood.inPlace]).toEqual([['holzwurm', 'neubau-werkstatt', 'hernals-eck'], [true, false, false]]);
        const [a, b] = await Promise.all([0, 2].map((offset) => store.venues.list({ placePostalCodes: ottakring, near: around }, { first: 2, offset })));
        expect([slugs(a!), a!.inPlace, slugs(b!), b!.inPlace, a!.hasNextPage, b!.hasNextPage]).toEqual([
          ['holzwurm', 'wilhelminenberg'],
          [true, true],
          ['neubau-werkstatt', 'hernals-eck'],
          [false, false],
          true,
          false,
        ]);
      });

      it('lists the events at venues in the place first, then those in the circle', async () => {
        const from = new Date('2026-03-01T00:00:00Z');
        const page = await store.events.list({ placePostalCodes: ottakring, near: around, endsAfter: from }, { first: 20 });
        // In the place by start; then by the distance of their venue from the nearest venue in the place.
        expect(slugs(page)).toEqual(['hocker-bauen', 'stricken-oben', 'drechseln', 'naehen-neubau', 'schnitzen']);
        expect(page.inPlace).toEqual([true, true, true, false, false]);
        expect(page.totalCount).toBe(5);
        const inPlaceOnly = await store.events.list({ placePostalCodes: ottakring }, { first: 20 });
        expect([slugs(inPlaceOnly), inPlaceOnly.inPlace]).toEqual([['drechseln-vorbei', 'hocker-bauen', 'stricken-oben', 'drechseln'], [true, true, true, true]]);
        const wood = await store.events.list({ placePostalCodes: ottakring, near: around, endsAfter: from, text: parseQuery('Holz', crafts)! }, { first: 20 });
        expect([slugs(wood), wood.inPlace]).toEqual([['hocker-bauen', 'drechseln', 'schnitzen'], [true, true, false]]);
      });

      it('moves the events with their venue when its address changes', async () => {
        const [holzwurm] = placeVenues;
        await store.venues.upsertMany([{ ...holzwurm!, address: { ...holzwurm!.address, postalCode: '1170' } }]);
        expect(slugs(await store.events.list({ placePostalCodes: ottakring, endsAfter: new Date('2026-03-01T00:00:00Z') }, { first: 20 }))).toEqual([
          'stricken-oben',
        ]);
      });
    });

    describe('discovery: venues open at an instant', () => {
      beforeEach(async () => {
        await store.venues.upsertMany(discoveryVenues);
      });

      it('reads opening hours in the venue time zone, across midnight too', async () => {
        const open = async (iso: string) => slugs(await store.venues.list({ openAt: new Date(iso), citySlug: 'wien' }, { first: 20 }));
        // 2026-11-23 is a Monday (UTC+1 in Vienna).
        expect(await open('2026-11-23T09:30:00Z')).toEqual(['nadelwerk', 'toepferei-neubau']);
        expect(await open('2026-11-23T12:30:00Z')).toEqual(['toepferei-neubau']);
        expect(await open('2026-11-28T00:30:00Z')).toEqual(['keramik-wieden']); // Saturday 01:30, from Friday 20:00
        expect(await open('2026-11-22T12:00:00Z')).toEqual([]); // Sunday
      });
    });

    describe('discovery: text search in German and English', () => {
      beforeEach(async () => {
        await store.venues.upsertMany(discoveryVenues);
        await store.events.upsertMany(discoveryEvents);
        await store.articles.upsertMany([
          article('glasuren-guide', '2026-03-01T08:00:00.000Z', {
            title: { de: 'Glasuren selbst anrühren', en: 'Mixing your own glazes' },
            craftSlugs: ['toepfern-keramik'],
          }),
          article('strick-tipps', '2026-03-02T08:00:00.000Z', { title: { de: 'Stricken im Winter' }, craftSlugs: ['stricken-haekeln'], tags: ['glasur'] }),
          article('naeh-basics', '2026-03-03T08:00:00.000Z', { title: { de: 'Nähen lernen' } }),
        ]);
      });
      const text = (query: string) => parseQuery(query, crafts)!;

      it('folds umlauts either way: Töpfern = toepfern = topfern, ranked alike', async () => {
        for (const query of ['„Töpfern“', 'toepfern', 'topfern', 'TÖPFERN']) {
          // "Töpferei" in the name (weight 3) ranks above the craft alone (2).
          expect(slugs(await store.venues.list({ text: text(query) }, { first: 20 })), query).toEqual(['toepferei-neubau', 'keramik-wieden']);
        }
      });

      it('finds English words, stemmed plurals and places, ranking the name first', async () => {
        expect(slugs(await store.venues.list({ text: text('pottery') }, { first: 20 }))).toEqual(['keramik-wieden', 'toepferei-neubau']);
        expect(slugs(await store.venues.list({ text: text('courses') }, { first: 20 }))).toEqual(['keramik-wieden', 'nadelwerk']);
        expect(slugs(await store.venues.list({ text: text('Glasuren') }, { first: 20 }))).toEqual(['keramik-wieden', 'toepferei-neubau']);
        expect(slugs(await store.venues.list({ text: text('Leopoldstadt') }, { first: 20 }))).toEqual(['nadelwerk']);
        // "Wieden" is in one name (weight 3), "Keramik" in both venues' crafts: the name match ranks first.
        expect(slugs(await store.venues.list({ text: text('Keramik Wieden') }, { first: 20 }))).toEqual(['keramik-wieden']);
        expect(slugs(await store.venues.list({ text: text('Keramik Graz') }, { first: 20 }))).toEqual([]);
      });

      it('combines text with other filters, with a circle (then by distance) and pages by offset', async () => {
        const query = text('Töpfern');
        expect(slugs(await store.venues.list({ text: query, kind: 'SCHOOL' }, { first: 20 }))).toEqual(['keramik-wieden']);
        const near = { center: { lat: 48.202, lng: 16.348 }, radiusKm: 10 };
        const page = await store.venues.list({ text: query, near }, { first: 20 });
        expect(slugs(page)).toEqual(['toepferei-neubau', 'keramik-wieden']);
        expect(page.distancesKm?.[0]).toBe(0);
        const second = await store.venues.list({ text: query }, { first: 1, offset: 1 });
        expect([slugs(second), second.hasNextPage, second.totalCount]).toEqual([['keramik-wieden'], false, 2]);
      });

      it('searches events (title first, then by start) and articles (title first, then newest)', async () => {
        const events = await store.events.list({ text: text('Töpfern') }, { first: 20 });
        expect(slugs(events)).toEqual(['vorbei', 'graz-kurs', 'drehscheibe-1', 'glasur-abend']);
        expect(slugs(await store.events.list({ text: text('glazes'), endsAfter: new Date('2026-03-01T00:00:00Z') }, { first: 20 }))).toEqual([
          'glasur-abend',
        ]);
        expect(slugs(await store.articles.list({ text: text('Glasuren') }, { first: 20 }))).toEqual(['glasuren-guide', 'strick-tipps']);
        expect(slugs(await store.articles.list({ text: text('Glasuren'), craftSlug: 'stricken-haekeln' }, { first: 20 }))).toEqual(['strick-tipps']);
      });
    });

    describe('discovery: events', () => {
      beforeEach(async () => {
        await store.events.upsertMany(discoveryEvents);
      });
      const from = new Date('2026-03-01T00:00:00Z');

      it('lists events near a point by distance, then start, and filters by price and level', async () => {
        const circle = { center: stephansplatz, radiusKm: 25 };
        const page = await store.events.list({ near: circle, endsAfter: from }, { first: 20 });
        expect(slugs(page)).toEqual(['glasur-abend', 'drehscheibe-1', 'naehcafe', 'strickrunde']);
        expect(page.distancesKm?.map((d) => Math.round(d))).toEqual([2, 2, 2, 15]);
        expect(slugs(await store.events.list({ near: circle }, { first: 20 }))).toContain('vorbei');
        expect(slugs(await store.events.list({ maxPriceCents: 0, endsAfter: from }, { first: 20 }))).toEqual(['drehscheibe-1', 'naehcafe']);
        expect(slugs(await store.events.list({ maxPriceCents: 4_500, endsAfter: from }, { first: 20 }))).toEqual([
          'drehscheibe-1',
          'glasur-abend',
          'naehcafe',
          'strickrunde',
        ]);
        expect(slugs(await store.events.list({ level: 'BEGINNER', maxPriceCents: 1_000, near: circle, endsAfter: from }, { first: 20 }))).toEqual([
          'drehscheibe-1',
          'strickrunde',
        ]);
      });

      it('pages by offset for numbered pages, with and without filters', async () => {
        const second = await store.events.list({}, { first: 2, offset: 2 });
        expect([slugs(second), second.hasNextPage, second.totalCount]).toEqual([['glasur-abend', 'naehcafe'], true, 6]);
        const free = await store.events.list({ maxPriceCents: 0 }, { first: 1, offset: 1 });
        expect([slugs(free), free.hasNextPage, free.totalCount]).toEqual([['drehscheibe-1'], true, 3]);
        expect(slugs(await store.events.list({}, { first: 2, offset: 10 }))).toEqual([]);
      });

      it('lists the upcoming events per craft', async () => {
        const result = await store.events.upcomingByCrafts(['toepfern-keramik', 'naehen', 'holz'], from, 2);
        expect(Object.fromEntries([...result].map(([craft, list]) => [craft, list.map((e) => e.slug)]))).toEqual({
          'toepfern-keramik': ['drehscheibe-1', 'glasur-abend'],
          naehen: ['naehcafe', 'graz-kurs'],
          holz: [],
        });
      });

      it('lists the joinable events of any of some crafts in one city, by start, without the one excluded', async () => {
        const joinable = async (craftSlugs: string[], citySlug: string, at: Date, limit: number, exclude?: string) =>
          (await store.events.joinableInCities([{ craftSlugs, citySlug, exclude }], at, limit))[0]!.map((e) => e.slug);
        const pottery = ['toepfern-keramik'];
        expect(await joinable(pottery, 'wien', from, 5)).toEqual(['drehscheibe-1', 'glasur-abend']);
        expect(await joinable(['naehen'], 'graz', from, 5)).toEqual(['graz-kurs']);
        expect(await joinable([...pottery, 'naehen'], 'wien', from, 5, 'glasur-abend')).toEqual(['drehscheibe-1', 'naehcafe']);
        expect(await joinable(pottery, 'wien', from, 1)).toEqual(['drehscheibe-1']);
        // Once the first has begun (a course closes at its start), the next is the one to join.
        expect(await joinable(pottery, 'wien', new Date('2026-03-02T17:30:00Z'), 5)).toEqual(['glasur-abend']);
        expect(await joinable([], 'wien', from, 5)).toEqual([]);
        // Several at once, each answered for itself.
        const both = await store.events.joinableInCities([{ craftSlugs: ['naehen'], citySlug: 'graz' }, { craftSlugs: ['toepfern-keramik'], citySlug: 'wien' }], from, 1);
        expect(both.map((list) => list.map((e) => e.slug))).toEqual([['graz-kurs'], ['drehscheibe-1']]);
      });

      it('round-trips what to bring and whether materials are included', async () => {
        const withExtras = { ...discoveryEvents[0]!, whatToBring: { de: 'Schürze', en: 'Apron' }, materialsIncluded: true };
        await store.events.upsertMany([withExtras]);
        expect((await store.events.getBySlugs([withExtras.slug]))[0]).toEqual(withExtras);
        expect(slugs(await store.events.list({ text: parseQuery('Schürze', crafts)! }, { first: 5 }))).toEqual([withExtras.slug]);
      });
    });

    describe('discovery: articles per craft', () => {
      it('lists the newest articles per craft', async () => {
        await store.articles.upsertMany([hiddenArticle, ...articles]);
        const result = await store.articles.latestByCrafts(['naehen', 'toepfern-keramik', 'holz'], 2);
        expect(Object.fromEntries([...result].map(([craft, list]) => [craft, list.map((a) => a.slug)]))).toEqual({
          naehen: ['gleich-a', 'gleich-b'],
          'toepfern-keramik': ['neu-keramik'],
          holz: [],
        });
      });
    });

    describe('the crafts of every published record (the index of crafts)', () => {
      const sorted = (sets: string[][]) => sets.map((set) => [...set].sort()).sort((a, b) => a.join().localeCompare(b.join()));
      it('lists each published venue’s, upcoming event’s and article’s crafts, drafts and past events left out', async () => {
        await store.venues.upsertMany([...wienVenues, grazVenue, hiddenVenue]);
        await store.events.upsertMany([...events, hiddenEvent]);
        await store.articles.upsertMany([...articles, hiddenArticle]);
        expect(sorted(await store.venues.craftSets())).toEqual(sorted([...wienVenues, grazVenue].map((venue) => venue.craftSlugs)));
        // Ending at or after 2026-03-06T10:30: the long course, e-stricken and the three after it.
        const endsAfter = new Date('2026-03-06T10:30:00.000Z');
        const upcoming = events.filter((event) => event.endsAt >= endsAfter);
        expect(upcoming.length).toBeGreaterThan(1);
        expect(sorted(await store.events.upcomingCraftSets(endsAfter))).toEqual(sorted(upcoming.map((event) => event.craftSlugs)));
        expect(sorted(await store.articles.craftSets())).toEqual(sorted(articles.map((article) => article.craftSlugs)));
      });
    });

    describe('profiles', () => {
      beforeEach(async () => {
        await store.write([...profiles].reverse().map((record) => ({ put: 'profile' as const, record })));
      });

      it('round-trips every field, by uid in the order asked, null when missing', async () => {
        const found = await store.profiles.getByUids(['u-zoe', 'nobody', 'u-anna']);
        expect(found).toEqual([profiles[3], null, profiles[0]]);
        expect(found[0]).not.toHaveProperty('bio');
        expect(await store.profiles.getByUids([])).toEqual([]);
      });

      it('lists everyone by (email, uid) with offset pages and the total', async () => {
        const first = await store.profiles.list({ first: 3, offset: 0 });
        expect(first.items.map((p) => p.uid)).toEqual(['u-anna', 'u-b1', 'u-b2']);
        expect([first.hasNextPage, first.totalCount]).toEqual([true, 4]);
        const second = await store.profiles.list({ first: 3, offset: 3 });
        expect([second.items.map((p) => p.uid), second.hasNextPage, second.totalCount]).toEqual([['u-zoe'], false, 4]);
      });

      it('replaces a profile on put and removes it on delete', async () => {
        const renamed = { ...profiles[1]!, name: 'Bernd B.', bio: undefined, updatedAt: new Date('2026-03-01T00:00:00.003Z') };
        await store.write([{ put: 'profile', record: renamed }, { delete: 'profile', key: 'u-zoe' }]);
        expect(await store.profiles.getByUids(['u-b1', 'u-zoe'])).toEqual([renamed, null]);
        expect((await store.profiles.list({ first: 10, offset: 0 })).totalCount).toBe(3);
      });
    });

    describe('write: all or nothing', () => {
      const mine = (slug: string, startsAt: string, fields: Partial<EventRecord> = {}) =>
        event(slug, startsAt, 2, { ownerUid: 'u-b1', review: 'DRAFT', published: false, ...fields });

      it('writes records of every kind in one call, keeping search terms and coordinates in step', async () => {
        const place = { ...venue('neu-ort', 'Werkstatt Glasperle', 'werkstatt glasperle'), geo: { lat: 47.07, lng: 15.44 }, ownerUids: ['u-b1'] };
        const created = mine('perlen-kurs', '2026-05-01T10:00:00.000Z', { title: { de: 'Perlen fädeln' }, review: 'PUBLISHED', published: true, geo: place.geo });
        await store.write([
          { put: 'profile', record: profiles[1]! },
          { put: 'venue', record: place },
          { create: 'event', record: created },
          { put: 'venueClaim', record: claims[0]! },
          { put: 'venueChange', record: venueChanges[0]! },
          { put: 'moderationLog', record: logEntries[0]! },
          { put: 'contactMessage', record: contactMessages[0]! },
          { put: 'mail', record: mail('mail-1', 'bernd@example.at', '2026-02-01T00:00:00.000Z') },
        ]);
        expect(await store.events.getBySlugs(['perlen-kurs'])).toEqual([created]);
        expect(await store.venues.getBySlugs(['neu-ort'])).toEqual([place]);
        const near = { center: place.geo, radiusKm: 1 };
        expect(slugs(await store.venues.list({ near }, { first: 5 }))).toEqual(['neu-ort']);
        expect(slugs(await store.venues.list({ text: parseQuery('Glasperle', crafts)! }, { first: 5 }))).toEqual(['neu-ort']);
        expect(slugs(await store.events.list({ near }, { first: 5 }))).toEqual(['perlen-kurs']);
        expect(slugs(await store.events.list({ text: parseQuery('Perlen', crafts)! }, { first: 5 }))).toEqual(['perlen-kurs']);
        expect(await store.moderation.claimsByIds(['c-1'])).toEqual([claims[0]]);
        expect(await store.moderation.venueChangesBySlugs(['tonwerk-b'])).toEqual([venueChanges[0]]);
        expect((await store.moderation.log({ first: 5, offset: 0 })).items).toEqual([logEntries[0]]);
        expect((await store.moderation.contactMessages({}, { first: 5, offset: 0 })).items).toEqual([contactMessages[0]]);
        expect((await store.mail.list({}, 5)).map((m) => m.id)).toEqual(['mail-1']);
      });

      it('leaves nothing of the batch when a create finds its slug taken', async () => {
        await store.events.upsertMany([events[0]!]);
        const taken = store.write([
          { put: 'profile', record: profiles[0]! },
          { put: 'event', record: mine('frisch', '2026-05-01T10:00:00.000Z') },
          { put: 'mail', record: mail('mail-2', 'anna@example.at', '2026-02-01T00:00:00.000Z') },
          { create: 'event', record: { ...events[1]!, slug: events[0]!.slug } },
        ]);
        await expect(taken).rejects.toBeInstanceOf(ConflictError);
        await expect(taken).rejects.toMatchObject({ code: 'ALREADY_EXISTS' });
        expect(await store.profiles.getByUids(['u-anna'])).toEqual([null]);
        expect(await store.events.getBySlugs(['frisch', events[0]!.slug])).toEqual([null, events[0]]);
        expect(await store.mail.list({}, 5)).toEqual([]);
      });

      it('leaves nothing of the batch when a record cannot be stored', async () => {
        await expect(
          store.write([
            { put: 'profile', record: profiles[0]! },
            { put: 'moderationLog', record: { ...logEntries[0]!, at: new Date(Number.NaN) } },
          ]),
        ).rejects.toThrow();
        expect(await store.profiles.getByUids(['u-anna'])).toEqual([null]);
      });

      it('deletes events (from lists and search too), claims and venue changes; a missing key is no error', async () => {
        await store.events.upsertMany(events);
        await store.write([
          { put: 'venueClaim', record: claims[0]! },
          { put: 'venueChange', record: venueChanges[0]! },
        ]);
        await store.write([
          { delete: 'event', key: 'b-naehen-basics' },
          { delete: 'venueClaim', key: 'c-1' },
          { delete: 'venueChange', key: 'tonwerk-b' },
          { delete: 'booking', key: 'gibt-es-nicht' },
        ]);
        expect(await store.events.getBySlugs(['b-naehen-basics'])).toEqual([null]);
        expect(slugs(await store.events.list({}, { first: 20 }))).not.toContain('b-naehen-basics');
        expect(slugs(await store.events.list({ text: parseQuery('Kurs', crafts)! }, { first: 20 }))).toEqual(['a-long-course', 'c-same-start', 'd-same-start', 'e-stricken', 'f-graz', 'g-later', 'h-later']);
        expect(await store.moderation.claimsByIds(['c-1'])).toEqual([null]);
        expect(await store.moderation.venueChangesBySlugs(['tonwerk-b'])).toEqual([null]);
      });
    });

    describe('owners and review', () => {
      const mine = (slug: string, startsAt: string, fields: Partial<EventRecord>) => event(slug, startsAt, 2, { ownerUid: 'u-b1', ...fields });

      it("lists a person's venues (published or not) by name, and follows changes of ownership", async () => {
        const owned = (v: VenueRecord, ownerUids: string[]) => ({ ...v, ownerUids });
        await store.venues.upsertMany([
          owned(wienVenues[3]!, ['u-b1']),
          owned(hiddenVenue, ['u-anna', 'u-b1']),
          owned(wienVenues[0]!, ['u-b1']),
          owned(wienVenues[1]!, ['u-anna']),
          wienVenues[2]!,
        ]);
        expect((await store.venues.byOwner('u-b1')).map((v) => v.slug)).toEqual(['aermel-und-co', 'baustelle', 'oelmuehle']);
        expect(await store.venues.byOwner('u-anna')).toEqual([owned(wienVenues[1]!, ['u-anna']), owned(hiddenVenue, ['u-anna', 'u-b1'])].sort((a, b) => a.nameSort.localeCompare(b.nameSort)));
        await store.write([{ put: 'venue', record: owned(wienVenues[3]!, []) }]);
        expect((await store.venues.byOwner('u-b1')).map((v) => v.slug)).toEqual(['aermel-und-co', 'baustelle']);
        expect(await store.venues.byOwner('nobody')).toEqual([]);
      });

      it("lists a person's events in every state by start, and the review queue least recently updated first", async () => {
        const updated = (iso: string) => ({ updatedAt: new Date(iso) });
        const records = [
          mine('mine-c', '2026-06-03T10:00:00.000Z', { review: 'IN_REVIEW', published: false, ...updated('2026-02-03T00:00:00.000Z') }),
          mine('mine-a', '2026-06-01T10:00:00.000Z', { review: 'DRAFT', published: false }),
          mine('mine-b', '2026-06-02T10:00:00.000Z', { review: 'PUBLISHED', status: 'CANCELLED' }),
          mine('theirs', '2026-06-01T09:00:00.000Z', { ownerUid: 'u-anna', review: 'IN_REVIEW', published: false, ...updated('2026-02-01T00:00:00.000Z') }),
          mine('theirs-2', '2026-06-01T09:00:00.000Z', { ownerUid: 'u-anna', review: 'IN_REVIEW', published: false, ...updated('2026-02-02T00:00:00.000Z') }),
          event('editorial', '2026-06-01T08:00:00.000Z', 2),
        ];
        await store.events.upsertMany(records);
        expect((await store.events.byOwner('u-b1')).map((e) => e.slug)).toEqual(['mine-a', 'mine-b', 'mine-c']);
        expect((await store.events.byOwner('u-b1'))[2]).toEqual(records[0]);
        expect((await store.events.inReview(10)).map((e) => e.slug)).toEqual(['theirs', 'theirs-2', 'mine-c']);
        expect((await store.events.inReview(2)).map((e) => e.slug)).toEqual(['theirs', 'theirs-2']);
        // Approved: off the queue, onto the public list.
        await store.write([{ put: 'event', record: { ...records[3]!, review: 'PUBLISHED', published: true } }]);
        expect((await store.events.inReview(10)).map((e) => e.slug)).toEqual(['theirs-2', 'mine-c']);
        expect(slugs(await store.events.list({}, { first: 20 }))).toContain('theirs');
        expect(await store.events.byOwner('nobody')).toEqual([]);
      });

      it('finds the published courses whose minimum is due for a decision, earliest decision first', async () => {
        const minimum = (decidesAt: string, outcome: MinimumOutcome = 'PENDING') => ({ minimum: { participants: 3, decidesAt: new Date(decidesAt), outcome } });
        const records = [
          event('due-later', '2026-06-05T10:00:00.000Z', 2, minimum('2026-06-03T10:00:00.000Z')),
          event('due-first', '2026-06-05T10:00:00.000Z', 2, minimum('2026-06-02T10:00:00.000Z')),
          event('due-exactly', '2026-06-06T10:00:00.000Z', 2, minimum('2026-06-04T00:00:00.000Z')),
          event('not-yet', '2026-06-07T10:00:00.000Z', 2, minimum('2026-06-05T10:00:00.000Z')),
          event('decided', '2026-06-05T10:00:00.000Z', 2, minimum('2026-06-01T10:00:00.000Z', 'CONFIRMED')),
          event('draft', '2026-06-05T10:00:00.000Z', 2, { ...minimum('2026-06-01T10:00:00.000Z'), published: false }),
          event('no-minimum', '2026-06-01T10:00:00.000Z', 2),
        ];
        await store.events.upsertMany(records);
        const now = new Date('2026-06-04T00:00:00.000Z');
        const due = await store.events.decisionsDue(now, 10);
        expect(due.map((e) => e.slug)).toEqual(['due-first', 'due-later', 'due-exactly']);
        // The minimum comes back as it was written, its date a Date.
        expect(due[0]).toEqual(records[1]);
        expect((await store.events.decisionsDue(now, 1)).map((e) => e.slug)).toEqual(['due-first']);
        // Decided (the job's write): off the list.
        await store.write([{ put: 'event', record: { ...records[1]!, minimum: { ...records[1]!.minimum!, outcome: 'CALLED_OFF' }, status: 'CANCELLED' } }]);
        expect((await store.events.decisionsDue(now, 10)).map((e) => e.slug)).toEqual(['due-later', 'due-exactly']);
      });
    });

    describe('moderation', () => {
      beforeEach(async () => {
        await store.write([
          ...[...claims].reverse().map((record) => ({ put: 'venueClaim' as const, record })),
          ...venueChanges.map((record) => ({ put: 'venueChange' as const, record })),
          ...[...logEntries].reverse().map((record) => ({ put: 'moderationLog' as const, record })),
          ...contactMessages.map((record) => ({ put: 'contactMessage' as const, record })),
        ]);
      });
      const ids = (list: { id: string }[]) => list.map((item) => item.id);

      it('filters claims by state, person and venue, oldest first, limited', async () => {
        expect(await store.moderation.claims({}, 10)).toEqual(claims);
        expect(ids(await store.moderation.claims({ state: 'PENDING' }, 10))).toEqual(['c-1', 'c-2', 'c-4']);
        expect(ids(await store.moderation.claims({ state: 'PENDING' }, 2))).toEqual(['c-1', 'c-2']);
        expect(ids(await store.moderation.claims({ uid: 'u-b1' }, 10))).toEqual(['c-1', 'c-4']);
        expect(ids(await store.moderation.claims({ venueSlug: 'tonwerk-a' }, 10))).toEqual(['c-2', 'c-4']);
        expect(ids(await store.moderation.claims({ state: 'PENDING', uid: 'u-b1', venueSlug: 'tonwerk-a' }, 10))).toEqual(['c-4']);
        expect(ids(await store.moderation.claims({ state: 'PENDING', venueSlug: 'oelmuehle' }, 10))).toEqual(['c-1']);
        expect(ids(await store.moderation.claims({ state: 'APPROVED', uid: 'u-b1' }, 10))).toEqual([]);
        expect(await store.moderation.claimsByIds(['c-3', 'nope'])).toEqual([claims[2], null]);
      });

      it('keeps a decided claim as decided', async () => {
        const decided = claim('c-1', '2026-02-01T09:00:00.000Z', { state: 'APPROVED', decidedAt: new Date('2026-02-09T00:00:00.000Z'), decidedBy: 'u-anna' });
        await store.write([{ put: 'venueClaim', record: decided }]);
        expect(ids(await store.moderation.claims({ state: 'PENDING' }, 10))).toEqual(['c-2', 'c-4']);
        expect(await store.moderation.claimsByIds(['c-1'])).toEqual([decided]);
      });

      it('returns venue changes by venue with their whole venue, and the pending ones oldest first', async () => {
        expect(await store.moderation.venueChangesBySlugs(['atelier-zwirn', 'nope', 'tonwerk-b'])).toEqual([venueChanges[2], null, venueChanges[0]]);
        expect((await store.moderation.pendingVenueChanges(10)).map((c) => c.venueSlug)).toEqual(['oelmuehle', 'tonwerk-b']);
        expect((await store.moderation.pendingVenueChanges(1)).map((c) => c.venueSlug)).toEqual(['oelmuehle']);
        // Saving again replaces the venue's one change.
        const again = venueChange('oelmuehle', '2026-02-05T08:00:00.000Z');
        await store.write([{ put: 'venueChange', record: again }]);
        expect((await store.moderation.pendingVenueChanges(10)).map((c) => c.venueSlug)).toEqual(['tonwerk-b', 'oelmuehle']);
        expect(await store.moderation.venueChangesBySlugs(['oelmuehle'])).toEqual([again]);
      });

      it('pages the log newest first', async () => {
        const first = await store.moderation.log({ first: 2, offset: 0 });
        expect([first.items, first.hasNextPage, first.totalCount]).toEqual([logEntries.slice(0, 2), true, 3]);
        const rest = await store.moderation.log({ first: 2, offset: 2 });
        expect([ids(rest.items), rest.hasNextPage]).toEqual([['l-1'], false]);
      });

      it('pages contact messages newest first, all or only unhandled or handled ones', async () => {
        expect((await store.moderation.contactMessages({}, { first: 10, offset: 0 })).items).toEqual(contactMessages);
        const open = await store.moderation.contactMessages({ handled: false }, { first: 1, offset: 0 });
        expect([ids(open.items), open.hasNextPage, open.totalCount]).toEqual([['m-3'], true, 2]);
        expect(ids((await store.moderation.contactMessages({ handled: false }, { first: 1, offset: 1 })).items)).toEqual(['m-1']);
        expect(ids((await store.moderation.contactMessages({ handled: true }, { first: 10, offset: 0 })).items)).toEqual(['m-2']);
      });
    });

    describe('mail outbox', () => {
      it('lists mails newest first, all or to one address, limited, exactly as written', async () => {
        const mails = [
          mail('a', 'anna@example.at', '2026-02-01T00:00:00.000Z'),
          mail('b', 'bernd@example.at', '2026-02-02T00:00:00.000Z', 'passwordReset'),
          mail('c', 'anna@example.at', '2026-02-03T00:00:00.000Z'),
        ];
        await store.write(mails.map((record) => ({ put: 'mail' as const, record })));
        expect(await store.mail.list({}, 10)).toEqual([mails[2], mails[1], mails[0]]);
        expect((await store.mail.list({ to: 'anna@example.at' }, 10)).map((m) => m.id)).toEqual(['c', 'a']);
        expect((await store.mail.list({}, 1)).map((m) => m.id)).toEqual(['c']);
        expect(await store.mail.list({ to: 'nobody@example.at' }, 10)).toEqual([]);
      });
    });

    describe('live posts', () => {
      const livePost = (id: string, eventSlug: string, createdAt: string, fields: Partial<LivePostRecord> = {}): LivePostRecord => ({
        id,
        eventSlug,
        authorUid: 'organiser-1',
        kind: 'UPDATE',
        text: `Neuigkeit ${id}`,
        createdAt: new Date(createdAt),
        ...fields,
      });
      const posts = [
        livePost('p1', 'drehen', '2026-03-01T10:00:00.000Z'),
        livePost('p2', 'drehen', '2026-03-01T10:05:00.001Z', { kind: 'DELAY', text: '', delayMinutes: 15 }),
        livePost('p3', 'drehen', '2026-03-01T10:05:00.001Z', { kind: 'ROOM', room: 'Hof' }),
        livePost('p4', 'stricken', '2026-03-01T09:00:00.000Z', {
          image: { url: '/media/event/u1/a-800.webp', alt: { de: 'Wolle' }, width: 800, srcset: '/media/event/u1/a-800.webp 800w' },
        }),
      ];
      const ids = (list: readonly ({ id: string } | null)[]) => list.map((post) => post?.id ?? null);

      it('lists an event’s posts newest first (ties by id, descending), limited, exactly as written', async () => {
        await store.write(posts.map((record) => ({ put: 'livePost' as const, record })));
        expect(await store.livePosts.byEvent('drehen', 10)).toEqual([posts[2], posts[1], posts[0]]);
        expect(ids(await store.livePosts.byEvent('drehen', 2))).toEqual(['p3', 'p2']);
        expect(await store.livePosts.byEvent('stricken', 10)).toEqual([posts[3]]);
        expect(await store.livePosts.byEvent('leer', 10)).toEqual([]);
        expect(ids(await store.livePosts.getByIds(['p4', 'gibt-es-nicht', 'p1']))).toEqual(['p4', null, 'p1']);
      });

      it('gives several events’ latest posts at once, null for an event without posts', async () => {
        await store.write(posts.map((record) => ({ put: 'livePost' as const, record })));
        const latest = await store.livePosts.latestByEvents(['drehen', 'leer', 'stricken']);
        expect([...latest.keys()].sort()).toEqual(['drehen', 'leer', 'stricken']);
        expect([latest.get('drehen')?.id, latest.get('leer'), latest.get('stricken')]).toEqual(['p3', null, posts[3]]);
        expect((await store.livePosts.latestByEvents([])).size).toBe(0);
      });

      it('writes a post with its event’s live overrides in one write, and deletes posts', async () => {
        const drehen = event('drehen', '2026-03-01T09:00:00.000Z', 3);
        await store.events.upsertMany([drehen]);
        const live = { delayMinutes: 15, room: 'Hof', endedAt: new Date('2026-03-01T11:00:00.000Z') };
        await store.write([
          { put: 'livePost', record: posts[1]! },
          { put: 'event', record: { ...drehen, live } },
        ]);
        expect((await store.events.getBySlugs(['drehen']))[0]?.live).toEqual(live);
        expect(ids(await store.livePosts.byEvent('drehen', 10))).toEqual(['p2']);
        // A failing write leaves neither the post nor the event changed.
        const broken = livePost('kaputt', 'drehen', '2026-03-01T10:10:00.000Z', { createdAt: new Date(Number.NaN) });
        await expect(store.write([{ put: 'event', record: { ...drehen, live: { delayMinutes: 30 } } }, { put: 'livePost', record: broken }])).rejects.toThrow();
        expect((await store.events.getBySlugs(['drehen']))[0]?.live).toEqual(live);
        await store.write([{ delete: 'livePost', key: 'p2' }, { delete: 'livePost', key: 'gibt-es-nicht' }]);
        expect(await store.livePosts.byEvent('drehen', 10)).toEqual([]);
      });
    });

    describeRadarContract(() => store);
    describeRemindersContract(() => store, connectAgain);
    describeSavedAnswersContract(() => store, connectAgain);
    describeCheckInsContract(() => store, connectAgain);
    describeAttemptsContract(() => store, connectAgain);
    describeAnalyticsContract(() => store, connectAgain);
    describeContentVersionContract(() => store, connectAgain);
    describeOrdersContract(() => store, connectAgain);
    describeSeatsContract(() => store);
    describeGroupBookingsContract(() => store, connectAgain);
    describeFilterContract(() => store);
    describePremiumContract(() => store, connectAgain);
    describePayoutsContract(() => store, connectAgain);
    describeVouchersContract(() => store, connectAgain);

    describe('bookings', () => {
      const now = new Date('2026-03-01T12:00:00.000Z');
      const later = (ms: number) => new Date(now.getTime() + ms);
      // A free event: seats are confirmed at once (paid ones are held for payment: contract.orders.ts).
      const open = event('offen', '2026-04-01T10:00:00.000Z', 2, { seatsLeft: 2, capacity: 8, price: { amountCents: 0, currency: 'EUR' } });
      const seatsLeft = async (slug = open.slug) => (await store.events.getBySlugs([slug]))[0]?.seatsLeft;
      /** The mails composer the services pass: one mail per outcome, the way composeMail makes them. */
      const note = (to: string, template: string) => mail(`mail-${to}-${template}-${Math.random().toString(36).slice(2)}`, to, now.toISOString(), template);
      const bookingMails = ({ booking, existing }: { booking: BookingRecord; existing: boolean }): MailRecord[] =>
        existing ? [] : [note(booking.uid, booking.status === 'CONFIRMED' ? 'bookingConfirmed' : 'bookingWaitlisted')];
      const cancelMails = ({ booking, promotions }: CancellationResult): MailRecord[] => [
        note(booking.uid, 'bookingCancelled'),
        ...promotions.map((promoted) => note(promoted.booking.uid, 'waitlistPromoted')),
      ];
      const templates = async (to: string) => (await store.mail.list({ to }, 20)).map((m) => m.template).sort();

      beforeEach(async () => {
        await store.events.upsertMany([open]);
      });

      it('takes a seat while one is left, writing the mails in the same transaction', async () => {
        const result = await store.bookings.book(open.slug, 'u-anna', now, bookingMails);
        expect(result.existing).toBe(false);
        expect(result.booking).toMatchObject({ eventSlug: open.slug, uid: 'u-anna', status: 'CONFIRMED', createdAt: now, updatedAt: now });
        expect(await seatsLeft()).toBe(1);
        expect(await store.bookings.getByIds([result.booking.id, 'nope'])).toEqual([result.booking, null]);
        expect(await templates('u-anna')).toEqual(['bookingConfirmed']);
        // Nothing else about the event changes.
        expect((await store.events.getBySlugs([open.slug]))[0]).toEqual({ ...open, seatsLeft: 1 });
      });

      it('puts people on the waitlist when no seat is left', async () => {
        await store.bookings.book(open.slug, 'u-1', now, bookingMails);
        await store.bookings.book(open.slug, 'u-2', later(1), bookingMails);
        const third = await store.bookings.book(open.slug, 'u-3', later(2), bookingMails);
        expect(third.booking.status).toBe('WAITLISTED');
        expect(await seatsLeft()).toBe(0);
        expect((await store.bookings.byEvent(open.slug)).map((b) => [b.uid, b.status])).toEqual([
          ['u-1', 'CONFIRMED'],
          ['u-2', 'CONFIRMED'],
          ['u-3', 'WAITLISTED'],
        ]);
        expect(await templates('u-3')).toEqual(['bookingWaitlisted']);
      });

      it('returns the active booking when the person books again, taking no second seat', async () => {
        const first = await store.bookings.book(open.slug, 'u-anna', now, bookingMails);
        let seen: unknown;
        const again = await store.bookings.book(open.slug, 'u-anna', later(5), (result) => ((seen = result), bookingMails(result)));
        expect(again).toEqual({ booking: first.booking, existing: true, order: null });
        expect(seen).toEqual(again);
        expect(await seatsLeft()).toBe(1);
        expect(await store.bookings.byUser('u-anna')).toEqual([first.booking]);
      });

      it("lists a person's bookings newest first, in every state", async () => {
        const other = event('anderes', '2026-04-02T10:00:00.000Z', 2);
        await store.events.upsertMany([other]);
        const a = await store.bookings.book(open.slug, 'u-anna', now, bookingMails);
        const b = await store.bookings.book(other.slug, 'u-anna', later(1), bookingMails);
        await store.bookings.book(open.slug, 'u-b1', later(2), bookingMails);
        const cancelled = await store.bookings.cancel(a.booking.id, later(3), cancelMails);
        expect(await store.bookings.byUser('u-anna')).toEqual([b.booking, cancelled.booking]);
        // A cancelled booking no longer counts: the person may book again.
        const rebooked = await store.bookings.book(open.slug, 'u-anna', later(4), bookingMails);
        expect(rebooked).toMatchObject({ existing: false, booking: { status: 'CONFIRMED' } });
        expect(rebooked.booking.id).not.toBe(a.booking.id);
      });

      it('gives a cancelled seat to the first person on the waitlist, or back to the event', async () => {
        const confirmed = await store.bookings.book(open.slug, 'u-1', now, bookingMails);
        const confirmed2 = await store.bookings.book(open.slug, 'u-2', later(1), bookingMails);
        const waiting = await store.bookings.book(open.slug, 'u-3', later(2), bookingMails);
        const waiting2 = await store.bookings.book(open.slug, 'u-4', later(3), bookingMails);

        const first = await store.bookings.cancel(confirmed.booking.id, later(10), cancelMails);
        expect(first.booking).toEqual({ ...confirmed.booking, status: 'CANCELLED', updatedAt: later(10) });
        expect(first.promotions).toEqual([{ booking: { ...waiting.booking, status: 'CONFIRMED', updatedAt: later(10) }, order: null }]);
        expect(first.seatsLeft).toEqual({ before: 0, after: 0 });
        expect(await seatsLeft()).toBe(0);
        expect(await templates('u-1')).toEqual(['bookingCancelled', 'bookingConfirmed']);
        expect(await templates('u-3')).toEqual(['bookingWaitlisted', 'waitlistPromoted']);

        // A waitlisted person leaving frees no seat and promotes nobody.
        const left = await store.bookings.cancel(waiting2.booking.id, later(11), cancelMails);
        expect(left.promotions).toEqual([]);
        expect(await seatsLeft()).toBe(0);

        // Nobody waiting any more: the seat goes back to the event.
        // What the transaction saw before and left after: the event was full and has a seat again.
        const returned = await store.bookings.cancel(confirmed2.booking.id, later(12), cancelMails);
        expect([returned.promotions, returned.seatsLeft]).toEqual([[], { before: 0, after: 1 }]);
        expect(await seatsLeft()).toBe(1);
        expect((await store.bookings.byEvent(open.slug)).map((b) => [b.uid, b.status])).toEqual([
          ['u-1', 'CANCELLED'],
          ['u-2', 'CANCELLED'],
          ['u-3', 'CONFIRMED'],
          ['u-4', 'CANCELLED'],
        ]);

        const twice = store.bookings.cancel(confirmed.booking.id, later(13), cancelMails);
        await expect(twice).rejects.toBeInstanceOf(ConflictError);
        await expect(twice).rejects.toMatchObject({ code: 'ALREADY_CANCELLED' });
        await expect(store.bookings.cancel('gibt-es-nicht', later(13), cancelMails)).rejects.toBeInstanceOf(NotFoundError);
      });

      it('refuses cancelled and ended events (EVENT_CLOSED) and unknown or unpublished ones (not found), writing nothing', async () => {
        const cancelled = { ...open, slug: 'abgesagt', status: 'CANCELLED' as const };
        const draft = { ...open, slug: 'entwurf', published: false };
        await store.events.upsertMany([cancelled, draft]);
        const mailsOf = () => {
          throw new Error('no mails for a refused booking');
        };
        for (const [slug, at] of [
          ['abgesagt', now],
          [open.slug, open.endsAt], // ends now
          [open.slug, later(60 * 24 * 3_600_000)],
        ] as const) {
          const refused = store.bookings.book(slug, 'u-anna', at, mailsOf);
          await expect(refused).rejects.toBeInstanceOf(ConflictError);
          await expect(refused).rejects.toMatchObject({ code: 'EVENT_CLOSED' });
        }
        await expect(store.bookings.book('gibt-es-nicht', 'u-anna', now, mailsOf)).rejects.toBeInstanceOf(NotFoundError);
        await expect(store.bookings.book('entwurf', 'u-anna', now, mailsOf)).rejects.toBeInstanceOf(NotFoundError);
        expect(await store.bookings.byUser('u-anna')).toEqual([]);
        expect(await seatsLeft('abgesagt')).toBe(2);
        expect(await store.mail.list({}, 10)).toEqual([]);
      });

      it('refuses drop-in events (NO_BOOKING), a course under way, a postponed one, after the window, but not an open date under way', async () => {
        const day = 24 * 3_600_000;
        const first = { startsAt: new Date('2026-04-01T16:00:00.000Z'), endsAt: new Date('2026-04-01T19:00:00.000Z') };
        const second = { startsAt: new Date(first.startsAt.getTime() + 7 * day), endsAt: new Date(first.endsAt.getTime() + 7 * day) };
        const course = { ...open, slug: 'zwei-abende', sessions: [first, second], startsAt: first.startsAt, endsAt: second.endsAt };
        const dropIn = { ...open, slug: 'einfach-kommen', registration: 'DROP_IN' as const };
        await store.events.upsertMany([course, dropIn]);
        const mailsOf = () => [];
        await expect(store.bookings.book('einfach-kommen', 'u-anna', now, mailsOf)).rejects.toMatchObject({ code: 'NO_BOOKING' });
        // One booking covers both dates: taken before the first begins, refused once it has.
        const booked = await store.bookings.book('zwei-abende', 'u-anna', later(-1), mailsOf);
        expect(booked.booking.status).toBe('CONFIRMED');
        await expect(store.bookings.book('zwei-abende', 'u-bea', first.startsAt, mailsOf)).rejects.toMatchObject({ code: 'COURSE_RUNNING' });
        // A course of one day under way is closed too; a date of an open studio takes bookings into its session.
        const underWay = new Date(open.startsAt.getTime() + 3_600_000);
        await expect(store.bookings.book(open.slug, 'u-bea', underWay, mailsOf)).rejects.toMatchObject({ code: 'COURSE_RUNNING' });
        const studio = { ...open, slug: 'offenes-atelier', seriesId: 'offenes-atelier' };
        const postponed = { ...open, slug: 'verschoben', status: 'POSTPONED' as const };
        const dayAhead = { ...open, slug: 'tag-vorher', bookingClosesMinutes: 24 * 60 };
        await store.events.upsertMany([studio, postponed, dayAhead]);
        expect((await store.bookings.book('offenes-atelier', 'u-bea', underWay, mailsOf)).booking.status).toBe('CONFIRMED');
        await expect(store.bookings.book('verschoben', 'u-bea', now, mailsOf)).rejects.toMatchObject({ code: 'EVENT_POSTPONED' });
        const lateForWindow = new Date(open.startsAt.getTime() - 23 * 3_600_000);
        await expect(store.bookings.book('tag-vorher', 'u-bea', lateForWindow, mailsOf)).rejects.toMatchObject({ code: 'BOOKING_WINDOW_CLOSED' });
        expect((await store.bookings.book('tag-vorher', 'u-bea', now, mailsOf)).booking.status).toBe('CONFIRMED');
        expect((await store.events.getBySlugs(['zwei-abende']))[0]).toEqual({ ...course, seatsLeft: 1 });
      });

      it('keeps nothing of a booking when composing its mails fails', async () => {
        const failing = () => {
          throw new Error('template missing');
        };
        await expect(store.bookings.book(open.slug, 'u-anna', now, failing)).rejects.toThrow('template missing');
        expect(await store.bookings.byEvent(open.slug)).toEqual([]);
        expect(await seatsLeft()).toBe(2);
      });

      it('keeps the booked seat count when an edit replaces the event, shifting it by a change of capacity', async () => {
        await store.bookings.book(open.slug, 'u-1', now, bookingMails);
        // The editor read the event before the booking: seatsLeft 2 in the stale copy.
        await store.write([{ put: 'event', record: { ...open, title: { de: 'Neuer Titel' } } }]);
        expect((await store.events.getBySlugs([open.slug]))[0]).toMatchObject({ title: { de: 'Neuer Titel' }, seatsLeft: 1 });
        await store.write([{ put: 'event', record: { ...open, capacity: open.capacity + 2 } }]);
        expect(await seatsLeft()).toBe(3);
        await store.write([{ put: 'event', record: { ...open, capacity: 1 } }]);
        expect(await seatsLeft()).toBe(0);
      });

      it('never oversells: 25 people at the last 3 seats at once, then 2 cancellations at once', async () => {
        const last = { ...open, slug: 'letzte-plaetze', seatsLeft: 3 };
        await store.events.upsertMany([last]);
        const second = connectAgain ? await connectAgain(store) : store;
        try {
          const people = Array.from({ length: 25 }, (_, i) => `person-${String(i).padStart(2, '0')}`);
          // Every fourth person through the second connection (each race between connections costs Firestore a lock
          // timeout); one person three times at once.
          const results = await Promise.all([
            ...people.map((uid, i) => (i % 4 === 3 ? second : store).bookings.book(last.slug, uid, later(i), bookingMails)),
            ...[0, 1, 2].map((i) => (i % 2 ? second : store).bookings.book(last.slug, 'person-twice', later(100 + i), bookingMails)),
          ]);
          const all = await store.bookings.byEvent(last.slug);
          const status = (list: BookingRecord[], s: BookingRecord['status']) => list.filter((b) => b.status === s);
          expect(all).toHaveLength(26);
          expect(status(all, 'CONFIRMED')).toHaveLength(3);
          expect(status(all, 'WAITLISTED')).toHaveLength(23);
          expect(await seatsLeft(last.slug)).toBe(0);
          expect(results.filter((r) => r.existing)).toHaveLength(2);
          expect(new Set(results.filter((r) => r.booking.uid === 'person-twice').map((r) => r.booking.id)).size).toBe(1);
          // One mail per booking made, none for the repeated ones.
          expect(await store.mail.list({}, 100)).toHaveLength(26);

          const confirmed = status(all, 'CONFIRMED');
          const firstWaiting = status(all, 'WAITLISTED')
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
            .slice(0, 2);
          const cancellations = await Promise.all(
            confirmed.slice(0, 2).map((b, i) => (i % 2 ? second : store).bookings.cancel(b.id, later(1000 + i), cancelMails)),
          );
          expect(cancellations.flatMap((c) => c.promotions.map((p) => p.booking.uid)).sort()).toEqual(firstWaiting.map((b) => b.uid).sort());
          const after = await store.bookings.byEvent(last.slug);
          expect(status(after, 'CONFIRMED').map((b) => b.uid).sort()).toEqual([confirmed[2]!.uid, ...firstWaiting.map((b) => b.uid)].sort());
          expect(status(after, 'WAITLISTED')).toHaveLength(21);
          expect(await seatsLeft(last.slug)).toBe(0);
        } finally {
          if (second !== store) await second.close();
        }
        // Firestore settles a race between two clients only when a transaction's lock times out (seconds each).
      }, 120_000);
    });
  });
}
