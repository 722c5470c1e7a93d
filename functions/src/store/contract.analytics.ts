// First-party page counting as part of the store contract (describeStoreContract calls it): views add up per day and
// page with their referrer hosts and languages, searches per day and term, ranges and paths filter, views counted at
// once over two connections all count, and the figures read bookings and radar matches by time.
import { describe, expect, it } from 'vitest';
import type { PageViewHit } from '../domain/analytics.js';
import { newRadarAlert } from '../domain/radar.js';
import type { Store } from '../domain/repositories.js';
import { event } from './contract.scenarios.js';

const hit = (day: string, path: string, extra: Partial<PageViewHit> = {}): PageViewHit => ({
  day,
  path,
  referrerHost: null,
  language: null,
  search: null,
  ...extra,
});

export function describeAnalyticsContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('analytics (daily page counters)', () => {
    it('adds views up per day and page, with referrer hosts (dots and all) and languages counted among them', async () => {
      const store = current();
      await store.analytics.record(hit('2026-11-20', '/venues/oelmuehle', { referrerHost: 'www.google.com', language: 'de' }));
      await store.analytics.record(hit('2026-11-20', '/venues/oelmuehle', { referrerHost: 'www.google.com', language: 'en' }));
      await store.analytics.record(hit('2026-11-20', '/venues/oelmuehle'));
      await store.analytics.record(hit('2026-11-21', '/venues/oelmuehle', { language: 'de' }));
      await store.analytics.record(hit('2026-11-21', '/', { referrerHost: 'duckduckgo.com' }));
      await store.analytics.record(hit('2026-11-25', '/'));

      expect(await store.analytics.pageViews({ from: '2026-11-20', to: '2026-11-21' })).toEqual([
        { day: '2026-11-20', path: '/venues/oelmuehle', views: 3, referrers: { 'www.google.com': 2 }, languages: { de: 1, en: 1 } },
        { day: '2026-11-21', path: '/', views: 1, referrers: { 'duckduckgo.com': 1 }, languages: {} },
        { day: '2026-11-21', path: '/venues/oelmuehle', views: 1, referrers: {}, languages: { de: 1 } },
      ]);
      const ofVenue = await store.analytics.pageViews({ from: '2026-11-01', to: '2026-11-30', paths: ['/venues/oelmuehle', '/events/none'] });
      expect(ofVenue.map((r) => [r.day, r.views])).toEqual([
        ['2026-11-20', 3],
        ['2026-11-21', 1],
      ]);
      expect(await store.analytics.pageViews({ from: '2026-12-01', to: '2026-12-31' })).toEqual([]);
    });

    it('counts searches per day and term, and how many found nothing', async () => {
      const store = current();
      await store.analytics.record(hit('2026-11-20', '/events', { search: { term: 'raku', empty: true } }));
      await store.analytics.record(hit('2026-11-20', '/venues', { search: { term: 'raku', empty: false } }));
      await store.analytics.record(hit('2026-11-20', '/events', { search: { term: 'töpfern am abend', empty: false } }));
      await store.analytics.record(hit('2026-11-22', '/events', { search: { term: 'raku', empty: true } }));
      expect(await store.analytics.searches({ from: '2026-11-20', to: '2026-11-21' })).toEqual([
        { day: '2026-11-20', term: 'raku', searches: 2, empty: 1 },
        { day: '2026-11-20', term: 'töpfern am abend', searches: 1, empty: 0 },
      ]);
      expect((await store.analytics.pageViews({ from: '2026-11-20', to: '2026-11-20' })).map((r) => [r.path, r.views])).toEqual([
        ['/events', 2],
        ['/venues', 1],
      ]);
    });

    it('counts every one of views recorded at once, over two connections', async () => {
      const store = current();
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        await Promise.all(
          Array.from({ length: 6 }, (_, i) => (i % 2 ? second : store).analytics.record(hit('2026-11-20', '/', { language: 'de', search: { term: 'filz', empty: true } }))),
        );
        const [views] = await store.analytics.pageViews({ from: '2026-11-20', to: '2026-11-20' });
        expect(views).toMatchObject({ views: 6, languages: { de: 6 } });
        expect(await store.analytics.searches({ from: '2026-11-20', to: '2026-11-20' })).toEqual([{ day: '2026-11-20', term: 'filz', searches: 6, empty: 6 }]);
      } finally {
        if (second !== store) await second.close();
      }
    });

    it('reads nothing of bookings or radar matches where there are none', async () => {
      const store = current();
      const from = new Date('2026-11-01T00:00:00Z');
      const to = new Date('2026-12-01T00:00:00Z');
      expect(await store.analytics.bookingTimes({ from, to })).toEqual([]);
      expect(await store.analytics.bookingTimes({ from, to, eventSlugs: ['drehen'] })).toEqual([]);
      expect(await store.analytics.radarMatchTimes(['drehen'], from)).toEqual([]);
    });

    it('reads when the Restplatz-Radar matched some events, from a time on', async () => {
      const store = current();
      const alert = newRadarAlert('a-1', 'anna', 'de', new Date('2026-10-01T10:00:00.000Z'));
      await store.radar.saveAlert(alert);
      const match = (id: string, eventSlug: string, iso: string) =>
        ({ id, alertId: alert.id, uid: 'anna', eventSlug, reason: 'NEW_EVENT', seatsLeft: 2, at: new Date(iso), mailedAt: null, mailTokenHash: null }) as const;
      await store.radar.recordMatches([match('m1', 'zaehlen', '2026-10-20T10:00:00.000Z'), match('m2', 'anderes', '2026-11-02T10:00:00.000Z'), match('m3', 'drittes', '2026-11-03T10:00:00.000Z')], 3_600_000);
      const times = await store.analytics.radarMatchTimes(['zaehlen', 'anderes'], new Date('2026-10-25T00:00:00.000Z'));
      expect(times.map((d) => d.toISOString())).toEqual(['2026-11-02T10:00:00.000Z']);
    });

    it('reads when seats were booked, in the range, of all events or of some, without waitlist places or cancelled ones', async () => {
      const store = current();
      const free = { price: { amountCents: 0, currency: 'EUR' } } as const;
      await store.events.upsertMany([
        event('zaehlen', '2026-12-20T10:00:00.000Z', 2, { seatsLeft: 2, capacity: 2, ...free }),
        event('anderes', '2026-12-21T10:00:00.000Z', 2, { seatsLeft: 5, capacity: 5, ...free }),
      ]);
      const at = (iso: string) => new Date(iso);
      await store.bookings.book('zaehlen', 'u-1', at('2026-11-10T10:00:00.000Z'), () => []);
      const cancelled = await store.bookings.book('zaehlen', 'u-2', at('2026-11-11T10:00:00.000Z'), () => []);
      await store.bookings.cancel(cancelled.booking.id, at('2026-11-11T11:00:00.000Z'), () => []);
      await store.bookings.book('zaehlen', 'u-3', at('2026-11-12T10:00:00.000Z'), () => []);
      await store.bookings.book('zaehlen', 'u-4', at('2026-11-13T10:00:00.000Z'), () => []); // waitlisted
      await store.bookings.book('anderes', 'u-1', at('2026-10-30T10:00:00.000Z'), () => []);
      const range = { from: at('2026-11-01T00:00:00.000Z'), to: at('2026-12-01T00:00:00.000Z') };
      const sorted = (dates: Date[]) => dates.map((d) => d.toISOString()).sort();
      expect(sorted(await store.analytics.bookingTimes(range))).toEqual(['2026-11-10T10:00:00.000Z', '2026-11-12T10:00:00.000Z']);
      expect(sorted(await store.analytics.bookingTimes({ ...range, eventSlugs: ['anderes'] }))).toEqual([]);
      expect(sorted(await store.analytics.bookingTimes({ from: at('2026-10-01T00:00:00.000Z'), to: range.to, eventSlugs: ['anderes'] }))).toEqual([
        '2026-10-30T10:00:00.000Z',
      ]);
    });
  });
}
