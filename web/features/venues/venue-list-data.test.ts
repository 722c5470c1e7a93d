import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { venueList } from './filters';
import { loadVenueList, toVenueFilter, venueFilters } from './venue-list-data';

describe('venue filters from the URL', () => {
  it('reads the kind of venue and „open now“ next to the shared filters', () => {
    expect(venueFilters.parse({ q: 'Töpfern', city: 'wien', craft: 'holz', kind: 'creative-space', open: '1', place: '1070', radius: '2' })).toEqual({
      filters: { q: 'Töpfern', city: 'wien', craft: 'holz', kind: 'creative-space', open: true, place: '1070', radius: 2 },
      problems: [],
    });
  });

  it('names what it cannot use, in the order of the URL', () => {
    const { filters, problems } = venueFilters.parse({ city: 'Wien!', craft: '../x', kind: 'castle', open: 'maybe', q: 'x'.repeat(101), lat: '91', lng: '16' });
    expect(filters).toEqual({});
    expect(problems.map((problem) => problem.param)).toEqual(['q', 'city', 'craft', 'kind', 'open', 'location']);
    expect(venueFilters.parse({ kind: 'toString' }).problems).toEqual([{ param: 'kind', value: 'toString' }]);
  });

  it('round-trips through the list’s URL', () => {
    const filters = { q: 'Holz & Leder', craft: 'holz', kind: 'school', open: true, lat: 48.2003, lng: 16.3517, radius: 2.5, after: 'c20' } as const;
    const url = new URL(venueList.url(filters), 'http://x');
    expect(venueFilters.parse(Object.fromEntries(url.searchParams))).toEqual({ filters, problems: [] });
  });
});

describe('the API’s venue filter', () => {
  it('passes text, kind and „open now“ as the request time', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(toVenueFilter({ q: 'toepfern', kind: 'shop', open: true }, now, null)).toEqual({
      city: null,
      craft: null,
      kind: 'SHOP',
      text: 'toepfern',
      openAt: '2026-11-24T10:00:00.000Z',
      near: null,
    });
    expect(toVenueFilter({ craft: 'holz' }, now, { lat: 48.2, lng: 16.35, radiusKm: 5 })).toMatchObject({ craft: 'holz', openAt: null, near: { radiusKm: 5 } });
  });
});

describe('venue directory data', () => {
  it('asks the API for venues with the URL’s filters, „open now“ as the request time', async () => {
    const lists: Array<Record<string, unknown>> = [];
    const pageContext = {
      locale: 'de',
      urlParsed: { search: { q: 'toepfern', craft: 'holz', kind: 'shop', open: '1' } },
      graphql: async (request: { operationName?: string; variables?: Record<string, unknown> }) => {
        if (request.operationName === 'Taxonomy') return { data: { crafts: [{ slug: 'holz', name: 'Holz' }], cities: [] } };
        lists.push(request.variables ?? {});
        return { data: { venues: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } };
      },
    } as unknown as PageContextServer;
    const before = Date.now();
    const data = await loadVenueList(pageContext, { basePath: '/venues' });
    expect(data.problems).toEqual([]);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ first: 20, after: null, filter: { text: 'toepfern', craft: 'holz', kind: 'SHOP', city: null, near: null } });
    const { openAt } = lists[0]!.filter as { openAt: string };
    expect(Date.parse(openAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});
