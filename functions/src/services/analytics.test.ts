// The figures from the store's daily counters: a venue's months add its page (both languages), its events' pages,
// seats booked in its events and Radar matches, and nobody but the editors and, while the venue has Premium, its
// owners may read them; the site's figures only for editors.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newRadarAlert } from '../domain/radar.js';
import type { ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { event, venue } from '../store/contract.scenarios.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { mayViewVenueFigures, siteFigures, venueFigures } from './analytics.js';
import { ForbiddenError } from './errors.js';

const now = new Date('2026-11-24T10:00:00.000Z');
const viewer = (uid: string, role: Viewer['role'] = 'USER'): Viewer => ({
  uid,
  role,
  email: `${uid}@example.at`,
  emailVerified: true,
  signInMethods: ['password'],
  profile: { uid, role } as ProfileRecord,
  ownedVenueSlugs: [],
});
const zwirn = venue('atelier-zwirn', 'Atelier Zwirn', 'atelier zwirn', { ownerUids: ['olga'] });
const free = { price: { amountCents: 0, currency: 'EUR' } } as const;

let store: Store;
beforeEach(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await store.venues.upsertMany([zwirn]);
  await store.events.upsertMany([
    event('naehen-abend', '2026-12-03T17:00:00.000Z', 3, { seatsLeft: 5, capacity: 5, ...free }),
    event('anderswo', '2026-12-04T17:00:00.000Z', 3, { venueSlug: 'anderswo', seatsLeft: 5, capacity: 5, ...free }),
  ]);
  const view = (day: string, path: string) => store.analytics.record({ day, path, referrerHost: null, language: 'de', search: null });
  await view('2026-10-31', '/venues/atelier-zwirn');
  await view('2026-11-02', '/venues/atelier-zwirn');
  await view('2026-11-03', '/en/venues/atelier-zwirn');
  await view('2026-11-03', '/events/naehen-abend');
  await view('2026-11-04', '/events/anderswo');
  await view('2026-11-04', '/venues');
  await store.bookings.book('naehen-abend', 'u-1', new Date('2026-11-10T10:00:00.000Z'), () => []);
  await store.bookings.book('anderswo', 'u-1', new Date('2026-11-10T10:00:00.000Z'), () => []);
  const alert = newRadarAlert('a-1', 'u-2', 'de', new Date('2026-11-01T10:00:00.000Z'));
  await store.radar.saveAlert(alert);
  await store.radar.recordMatches(
    [{ id: 'm1', alertId: alert.id, uid: 'u-2', eventSlug: 'naehen-abend', reason: 'NEW_EVENT', seatsLeft: 5, at: new Date('2026-11-05T10:00:00.000Z'), mailedAt: null, mailTokenHash: null }],
    3_600_000,
  );
});
afterEach(() => store.close());

/** Olga buys Premium for Atelier Zwirn: paid until the end of December. */
async function buyPremium() {
  await store.premium.change('atelier-zwirn', { kind: 'CHECKOUT_OPENED', uid: 'olga', planId: 'premium-monthly', provider: 'test', sessionId: 'cs_1' }, now, {}, () => []);
  await store.premium.change('atelier-zwirn', { kind: 'PAID', subscriptionId: 'sub_1', customerId: 'cus_1', periodEnd: new Date('2026-12-24T10:00:00.000Z') }, now, {}, () => []);
}

describe('a venue’s figures', () => {
  it('add up per month: its page in both languages, its events’ pages, seats booked and Radar matches', async () => {
    await buyPremium();
    expect(await venueFigures(store, viewer('olga'), zwirn, now, 3)).toEqual([
      { month: '2026-09', venuePageViews: 0, eventPageViews: 0, bookings: 0, radarMatches: 0 },
      { month: '2026-10', venuePageViews: 1, eventPageViews: 0, bookings: 0, radarMatches: 0 },
      { month: '2026-11', venuePageViews: 2, eventPageViews: 1, bookings: 1, radarMatches: 1 },
    ]);
  });

  it('are for the editors and, while the venue has Premium, its owners; decided in one place', async () => {
    // Without Premium: the editors only.
    expect(mayViewVenueFigures(viewer('olga'), zwirn, null, now)).toBe(false);
    expect(mayViewVenueFigures(viewer('eddie', 'EDITOR'), zwirn, null, now)).toBe(true);
    await expect(venueFigures(store, viewer('olga'), zwirn, now)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await venueFigures(store, viewer('eddie', 'EDITOR'), zwirn, now)).toHaveLength(6);

    await buyPremium();
    const [premium] = await store.premium.getByVenues(['atelier-zwirn']);
    expect(mayViewVenueFigures(viewer('olga'), zwirn, premium, now)).toBe(true);
    expect(mayViewVenueFigures(viewer('ulli', 'VENUE_OWNER'), zwirn, premium, now)).toBe(false);
    expect(mayViewVenueFigures(null, zwirn, premium, now)).toBe(false);
    expect(await venueFigures(store, viewer('olga'), zwirn, now)).toHaveLength(6);
    await expect(venueFigures(store, viewer('ulli'), zwirn, now)).rejects.toBeInstanceOf(ForbiddenError);
    // Premium that ran out takes the figures with it (the record may still say ACTIVE until the provider ends it).
    const later = new Date('2026-12-24T10:00:00.000Z');
    expect(mayViewVenueFigures(viewer('olga'), zwirn, premium, later)).toBe(false);
    await expect(venueFigures(store, viewer('olga'), zwirn, later)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('the site’s figures', () => {
  it('give editors 30 days of views, the top pages and 12 weeks of bookings', async () => {
    await expect(siteFigures(store, viewer('olga'), now)).rejects.toBeInstanceOf(ForbiddenError);
    const figures = await siteFigures(store, viewer('eddie', 'EDITOR'), now);
    expect(figures).toMatchObject({ from: '2026-10-26', to: '2026-11-24' });
    expect(figures.viewsPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(6);
    expect(figures.topPages[0]).toEqual({ path: '/venues/atelier-zwirn', count: 2 });
    expect(figures.bookingsPerWeek.at(-2)).toEqual({ day: '2026-11-16', count: 0 });
    expect(figures.bookingsPerWeek.at(-3)).toEqual({ day: '2026-11-09', count: 2 });
  });
});
