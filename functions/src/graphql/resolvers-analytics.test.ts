// The figures through the whole API (createGraphQLApi over a seeded embedded store): the site's figures only for
// editors, a venue's only for the editors and, while the venue has Premium, its owners (services/analytics.ts,
// mayViewVenueFigures), counted views showing up in both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDay } from '../domain/analytics.js';
import type { ProfileRecord, SiteRole, VenueRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { apiOver, codes, openSeededStore, sessionHeaders, signUpPeople, type GraphQLApi } from './api.testing.js';

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;
let venue: VenueRecord;

type Name = 'olga' | 'ulli' | 'eddie';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = { olga: { role: 'USER' }, ulli: { role: 'USER' }, eddie: { role: 'EDITOR' } };
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, people, uid, cookies);
  venue = (await store.venues.list({}, { first: 1 })).items[0]!;
  await store.venues.upsertMany([{ ...venue, ownerUids: [uid.olga] }]);
  const day = analyticsDay(new Date());
  for (const path of [`/venues/${venue.slug}`, `/en/venues/${venue.slug}`, '/']) {
    await store.analytics.record({ day, path, referrerHost: 'google.com', language: 'de', search: null });
  }
  await store.analytics.record({ day, path: '/events', referrerHost: null, language: 'de', search: { term: 'raku', empty: true } });
  api = await apiOver(store, identity);
});

afterAll(async () => {
  await api.stop();
  await identity.close();
  await store.close();
});

const as = (who: Name | null) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

const SITE = `{ siteFigures { from to viewsPerDay { day count } topPages { path count } topReferrers { key count } emptySearches { term count } bookingsPerWeek { day count } } }`;
const VENUE = `query ($venue: ID!) { venueFigures(venue: $venue, months: 3) { month venuePageViews eventPageViews bookings radarMatches } }`;

describe('figures', () => {
  it('shows the site’s figures to editors only', async () => {
    expect(codes(await as(null)(SITE))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await as('olga')(SITE))).toEqual(['FORBIDDEN']);
    const { data, errors } = await as('eddie')(SITE);
    expect(errors).toBeUndefined();
    const figures = (data as { siteFigures: { viewsPerDay: { count: number }[]; topPages: unknown[]; topReferrers: unknown[]; emptySearches: unknown[]; bookingsPerWeek: unknown[] } }).siteFigures;
    expect(figures.viewsPerDay).toHaveLength(30);
    expect(figures.viewsPerDay.at(-1)?.count).toBe(4);
    expect(figures.topPages).toContainEqual({ path: `/venues/${venue.slug}`, count: 1 });
    expect(figures.topReferrers).toEqual([{ key: 'google.com', count: 3 }]);
    expect(figures.emptySearches).toEqual([{ term: 'raku', count: 1 }]);
    expect(figures.bookingsPerWeek).toHaveLength(12);
  });

  it('shows a venue’s figures to the editors and, with Premium, to its owners, and to nobody else', async () => {
    const variables = { venue: venue.slug };
    expect(codes(await as(null)(VENUE, variables))).toEqual(['UNAUTHENTICATED']);
    // Monthly figures are a Premium benefit: the owner sees them once the venue has Premium.
    expect(codes(await as('olga')(VENUE, variables))).toEqual(['FORBIDDEN']);
    const now = new Date();
    await store.premium.change(venue.slug, { kind: 'CHECKOUT_OPENED', uid: uid.olga, planId: 'premium-monthly', provider: 'test', sessionId: 'cs_figures' }, now, {}, () => []);
    await store.premium.change(venue.slug, { kind: 'PAID', subscriptionId: 'sub_figures', customerId: null, periodEnd: new Date(now.getTime() + 30 * 86_400_000) }, now, {}, () => []);
    expect(codes(await as('ulli')(VENUE, variables))).toEqual(['FORBIDDEN']);
    expect(codes(await as('ulli')(VENUE, { venue: 'gibt-es-nicht' }))).toEqual(['FORBIDDEN']);
    for (const who of ['olga', 'eddie'] as const) {
      const { data, errors } = await as(who)(VENUE, variables);
      expect(errors).toBeUndefined();
      const months = (data as { venueFigures: { month: string; venuePageViews: number }[] }).venueFigures;
      expect(months).toHaveLength(3);
      expect(months.at(-1)).toMatchObject({ month: analyticsDay(new Date()).slice(0, 7), venuePageViews: 2 });
    }
  });
});
