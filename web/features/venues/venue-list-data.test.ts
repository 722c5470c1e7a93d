import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import type { NearInput } from '../../graphql/generated/graphql';
import type { PageReader } from '../discovery/list-data';
import { venueList, type VenueFilters } from './filters';
import { loadVenueList, toVenueFilter, venueAlternativesOf, venueFilters } from './venue-list-data';

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

  it('reads the accessibility features asked for, one flag each, and names a flag it cannot read', () => {
    expect(venueFilters.parse({ lift: '1', 'step-free': 'true', 'quiet-space': '' })).toEqual({ filters: { 'step-free': true, lift: true }, problems: [] });
    expect(venueFilters.parse({ 'accessible-toilet': 'ja' }).problems).toEqual([{ param: 'accessible-toilet', value: 'ja' }]);
  });

  it('round-trips through the list’s URL', () => {
    const filters = { q: 'Holz & Leder', craft: 'holz', kind: 'school', open: true, 'step-free': true, 'hearing-loop': true, lat: 48.2003, lng: 16.3517, radius: 2.5, after: 'c20' } as const;
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
      accessibility: null,
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
        const edges = [{ inPlace: null, node: { slug: 'da', name: 'Da', geo: { lat: 48.2, lng: 16.3 } } }];
        return { data: { venues: { totalCount: 1, pageInfo: { hasNextPage: false, endCursor: null }, edges } } };
      },
    } as unknown as PageContextServer;
    const before = Date.now();
    const data = await loadVenueList(pageContext, { basePath: '/venues' });
    expect(data.problems).toEqual([]);
    // A list with results reads nothing more (no alternatives).
    expect(lists).toHaveLength(1);
    expect(data.alternatives).toBeNull();
    expect(lists[0]).toMatchObject({ first: 20, after: null, filter: { text: 'toepfern', craft: 'holz', kind: 'SHOP', city: null, near: null } });
    const { openAt } = lists[0]!.filter as { openAt: string };
    expect(Date.parse(openAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('what an empty venue list offers instead', () => {
  type Read = { filters: VenueFilters; near: NearInput | null; codes: string[] | null; first: number | undefined };
  const ottakring = { lat: 48.212, lng: 16.311, radiusKm: 2, label: 'Ottakring (16. Bezirk), Wien', postalCodes: ['1160'] };
  const filters: VenueFilters = { city: 'wien', craft: 'glas', open: true, place: '1160' };
  const empty = { filters, near: ottakring, results: [], featured: [], error: null };
  /** Answers like the store: the nearest venue 7.3 km away within 50 km, some without the craft, all in the city. */
  const reader = () => {
    const reads: Read[] = [];
    const readPage: PageReader<VenueFilters, { slug: string }> = async (filters, near, codes, first) => {
      reads.push({ filters, near, codes, first });
      const found = near && near.radiusKm > 10 ? ['glasblaeserei'] : !near ? ['glas-a', 'glas-b', 'glas-c'] : !filters.craft ? ['tischlerei', 'toepferei'] : [];
      const edges = found.map((slug, index) => ({ node: { slug }, distanceKm: near ? 7.3 + index : null }));
      return { connection: { totalCount: found.length, pageInfo: { hasNextPage: false }, edges } };
    };
    return { reads, readPage };
  };

  it('the same search in a wider radius and in the whole city, and the place without the craft, with their counts', async () => {
    const { reads, readPage } = reader();
    const alternatives = await venueAlternativesOf(empty, readPage);
    expect(alternatives).toEqual([
      { key: 'wider', filters: { ...filters, after: undefined, radius: 10 }, radiusKm: 10, node: { slug: 'glasblaeserei' }, distanceKm: 7.3, count: null },
      { key: 'anywhere', filters: { city: 'wien', craft: 'glas', open: true, after: undefined }, radiusKm: null, node: { slug: 'glas-a' }, distanceKm: null, count: 3 },
      { key: 'withoutCraft', filters: { ...filters, craft: undefined, after: undefined }, radiusKm: null, node: { slug: 'tischlerei' }, distanceKm: 7.3, count: 2 },
    ]);
    // One read of the nearest venue per step; „open now“ left out finds nothing here and is not offered.
    expect(reads.map((read) => read.first)).toEqual([1, 1, 1, 1]);
    expect(reads.map((read) => [read.near?.radiusKm ?? null, read.codes, read.filters.craft ?? null, read.filters.open ?? null])).toEqual([
      [50, ['1160'], 'glas', true],
      [null, null, 'glas', true],
      [2, ['1160'], null, true],
      [2, ['1160'], 'glas', null],
    ]);
  });

  it('the search without the accessibility features, all of them left out at once', async () => {
    const asked: VenueFilters = { city: 'wien', 'step-free': true, 'hearing-loop': true };
    const reads: VenueFilters[] = [];
    const readPage: PageReader<VenueFilters, { slug: string }> = async (filters) => {
      reads.push(filters);
      const found = filters['step-free'] ? [] : ['holzwurm', 'laden'];
      return { connection: { totalCount: found.length, pageInfo: { hasNextPage: false }, edges: found.map((slug) => ({ node: { slug } })) } };
    };
    const alternatives = await venueAlternativesOf({ ...empty, filters: asked, near: null }, readPage);
    expect(alternatives).toEqual([
      { key: 'withoutAccessibility', filters: { city: 'wien', after: undefined }, radiusKm: null, node: { slug: 'holzwurm' }, distanceKm: null, count: 2 },
    ]);
    expect(venueList.url(alternatives![0]!.filters)).toBe('/venues?city=wien');
    expect(reads).toHaveLength(1);
  });

  it('nothing, and no read, when the list has results or shows featured venues', async () => {
    const { reads, readPage } = reader();
    expect(await venueAlternativesOf({ ...empty, results: [{ node: { slug: 'da' }, distanceKm: 0.4, inPlace: true }] }, readPage)).toBeNull();
    expect(await venueAlternativesOf({ ...empty, featured: [{ node: { slug: 'anzeige' }, distanceKm: 1 }] }, readPage)).toBeNull();
    expect(await venueAlternativesOf({ ...empty, filters: { city: 'wien' }, near: null }, readPage)).toBeNull();
    expect(reads).toEqual([]);
  });
});
