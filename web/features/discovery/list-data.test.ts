import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import type { NearInput } from '../../graphql/generated/graphql';
import { defineFilters, defineList, slugField, textField, type ListFilters, type ListScope } from './filters';
import { loadDiscoveryList } from './list-data';

type Filters = ListFilters & { q?: string; city?: string; craft?: string };
const parser = defineFilters(defineList<Filters>('/things', ['q', 'city', 'craft']), { q: textField, city: slugField, craft: slugField });
type Read = { filters: Filters; near: NearInput | null; placePostalCodes?: string[] };

/** A page context whose in-process GraphQL answers the form's options and place lookups, and a recording list reader. */
function fakeList(url: string, answers: { places?: unknown[] | 'error'; rejectCursor?: boolean; down?: boolean; featured?: string[] } = {}) {
  const parsed = new URL(url, 'http://localhost');
  const pageContext = {
    locale: url.startsWith('/en') ? 'en' : 'de',
    urlParsed: { search: Object.fromEntries(parsed.searchParams) },
    graphql: async (request: { operationName?: string }) => {
      switch (request.operationName) {
        case 'Taxonomy':
          return { data: { crafts: [{ slug: 'holz', name: 'Holz' }], cities: [{ slug: 'wien', name: 'Wien' }] } };
        case 'DiscoveryPlace':
          return answers.places === 'error'
            ? { data: null, errors: [{ message: 'bad', path: ['places'], extensions: { code: 'BAD_USER_INPUT' } }] }
            : { data: { places: answers.places ?? [] } };
        default:
          throw new Error(`unexpected ${request.operationName}`);
      }
    },
  } as unknown as PageContextServer;
  const reads: Read[] = [];
  const load = (scope?: ListScope) =>
    loadDiscoveryList(pageContext, {
      parser,
      scope,
      readPage: async (filters, near, placePostalCodes) => {
        reads.push({ filters: { ...filters }, near, ...(placePostalCodes ? { placePostalCodes } : {}) });
        if (answers.down) return { connection: null, error: 'STORE_UNAVAILABLE' };
        if (answers.rejectCursor && filters.after) return { connection: null, error: 'ERROR' };
        const edges = [{ node: { slug: 'span' }, distanceKm: near ? 0.35 : null, inPlace: placePostalCodes ? true : null }];
        const featured = answers.featured?.map((slug) => ({ node: { slug }, distanceKm: null }));
        return { connection: { totalCount: 21, pageInfo: { hasNextPage: true, endCursor: 'c20' }, edges }, featured };
      },
    });
  return { load, reads };
}

async function redirectOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { _pageContextAbort?: { _urlRedirect?: { url: string } } })._pageContextAbort?._urlRedirect?.url;
  }
}

describe('discovery list data', () => {
  it('reads one page with the URL’s filters, next to the form’s options', async () => {
    const { load, reads } = fakeList('/things?q=toepfern&craft=holz&after=c0');
    const data = await load();
    expect(reads).toEqual([{ filters: { q: 'toepfern', craft: 'holz', after: 'c0' }, near: null }]);
    expect(data).toMatchObject({
      scope: { basePath: '/things' },
      problems: [],
      crafts: [{ slug: 'holz', name: 'Holz' }],
      totalCount: 21,
      nextCursor: 'c20',
      error: null,
    });
    // Searched nowhere: no distance and no place for the browser to receive.
    expect(data.results).toStrictEqual([{ node: { slug: 'span' } }]);
  });

  it('shows a featured entry on top and not again among the results', async () => {
    const data = await fakeList('/things?craft=holz', { featured: ['span', 'ton'] }).load();
    expect(data.featured).toStrictEqual([{ node: { slug: 'span' } }, { node: { slug: 'ton' } }]);
    expect(data.results).toEqual([]);
    expect((await fakeList('/things?craft=holz', { featured: ['span'], down: true }).load()).featured).toEqual([]);
  });

  it('drops an unknown craft or city and says so', async () => {
    const { load, reads } = fakeList('/things?craft=unbekannt&city=atlantis&q=x');
    const data = await load();
    expect(data.problems).toEqual([
      { param: 'craft', value: 'unbekannt' },
      { param: 'city', value: 'atlantis' },
    ]);
    // Read at once with the URL's filters, then again without the unknown ones.
    expect(reads.map((read) => read.filters)).toEqual([{ craft: 'unbekannt', city: 'atlantis', q: 'x' }, { q: 'x' }]);
  });

  it('searches around a typed place, with its radius unless one is chosen', async () => {
    const place = { label: 'Graz', center: { lat: 47.07, lng: 15.44 }, radiusKm: 8, postalCodes: [] };
    const auto = fakeList('/things?place=Graz', { places: [place] });
    const data = await auto.load();
    expect(data.near).toEqual({ lat: 47.07, lng: 15.44, radiusKm: 8, label: 'Graz', postalCodes: [] });
    expect(auto.reads).toEqual([{ filters: { place: 'Graz' }, near: { lat: 47.07, lng: 15.44, radiusKm: 8 } }]);
    expect(data.results).toEqual([{ node: { slug: 'span' }, distanceKm: 0.35 }]);

    const chosen = fakeList('/things?place=Graz&radius=10&lat=1&lng=2', { places: [place] });
    expect((await chosen.load()).near?.radiusKm).toBe(10);
  });

  it('lists what lies in a district or postcode first, then the circle around it, and says which is which', async () => {
    const district = { label: 'Ottakring (16. Bezirk), Wien', center: { lat: 48.212, lng: 16.311 }, radiusKm: 2, postalCodes: ['1160'] };
    const { load, reads } = fakeList('/things?place=Ottakring', { places: [district] });
    const data = await load();
    expect(reads).toEqual([{ filters: { place: 'Ottakring' }, near: { lat: 48.212, lng: 16.311, radiusKm: 2 }, placePostalCodes: ['1160'] }]);
    expect(data.near?.postalCodes).toEqual(['1160']);
    expect(data.results).toEqual([{ node: { slug: 'span' }, distanceKm: 0.35, inPlace: true }]);
  });

  it('reports a place it cannot find (or the API rejects) and lists without it', async () => {
    for (const places of [[], 'error' as const]) {
      const { load, reads } = fakeList('/things?place=Atlantis', { places });
      const data = await load();
      expect(data.problems).toEqual([{ param: 'place', value: 'Atlantis' }]);
      expect(data.near).toBeNull();
      expect(reads.map((read) => read.near)).toEqual([null]);
    }
  });

  it('searches 5 km around the visitor’s coordinates by default, nearest first with distances', async () => {
    const { load } = fakeList('/things?lat=48.2016&lng=16.3497');
    const data = await load();
    expect(data.near).toEqual({ lat: 48.2016, lng: 16.3497, radiusKm: 5, label: null, postalCodes: [] });
    expect(data.results[0]?.distanceKm).toBe(0.35);
  });

  it('starts again at the first page when the API rejects the cursor', async () => {
    const { load, reads } = fakeList('/things?craft=holz&after=garbage', { rejectCursor: true });
    const data = await load();
    expect(data.problems).toEqual([{ param: 'after', value: 'garbage' }]);
    expect(data.error).toBeNull();
    expect(data.filters).toEqual({ craft: 'holz' });
    expect(reads.map((read) => read.filters.after)).toEqual(['garbage', undefined]);
  });

  it('passes a store outage on to the page', async () => {
    const data = await fakeList('/things', { down: true }).load();
    expect(data).toMatchObject({ error: 'STORE_UNAVAILABLE', results: [], totalCount: 0, nextCursor: null });
  });

  it('redirects forms sent without JavaScript to their short URL, and other cities away from a city’s page', async () => {
    const load = (url: string, scope?: ListScope) => redirectOf(fakeList(url).load(scope));
    expect(await load('/things?q=&city=wien&craft=&place=&radius=')).toBe('/things?city=wien');
    expect(await load('/en/things?q=')).toBe('/en/things');
    const wien = { basePath: '/wien', pageCity: 'wien' };
    expect(await load('/wien?city=wien&craft=holz', wien)).toBe('/wien?craft=holz');
    expect(await load('/wien?city=graz&craft=holz', wien)).toBe('/things?city=graz&craft=holz');
    expect(await load('/wien?city=&craft=holz', wien)).toBe('/things?craft=holz');
    expect(await load('/wien?craft=holz', wien)).toBeUndefined();
  });

  it('on a city’s page, searches in that city', async () => {
    const { load, reads } = fakeList('/wien?craft=holz');
    const data = await load({ basePath: '/wien', pageCity: 'wien' });
    expect(data.filters).toEqual({ city: 'wien', craft: 'holz' });
    expect(reads[0]?.filters).toEqual({ city: 'wien', craft: 'holz' });
  });
});
