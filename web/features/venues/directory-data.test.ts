import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { loadVenueDirectory } from './directory-data';

type Call = { operationName?: string | null; variables?: Record<string, unknown> };

/** A page context whose in-process GraphQL answers by operation, recording the calls. */
function fakeContext(url: string, answers: { places?: unknown[] | 'error'; rejectCursor?: boolean } = {}) {
  const calls: Call[] = [];
  const parsed = new URL(url, 'http://localhost');
  const pageContext = {
    locale: url.startsWith('/en') ? 'en' : 'de',
    urlParsed: { search: Object.fromEntries(parsed.searchParams) },
    graphql: async (request: Call) => {
      calls.push(request);
      switch (request.operationName) {
        case 'VenueDirectoryOptions':
          return { data: { crafts: [{ slug: 'holz', name: 'Holz' }], cities: [{ slug: 'wien', name: 'Wien' }] } };
        case 'VenueDirectoryPlace':
          return answers.places === 'error'
            ? { data: null, errors: [{ message: 'bad', path: ['places'], extensions: { code: 'BAD_USER_INPUT' } }] }
            : { data: { places: answers.places ?? [] } };
        default:
          if (answers.rejectCursor && (request.variables as { after?: string | null }).after) {
            return { data: { venues: null }, errors: [{ message: 'bad cursor', path: ['venues'], extensions: { code: 'BAD_USER_INPUT' } }] };
          }
          return { data: { venues: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } };
      }
    },
  } as unknown as PageContextServer;
  const lists = () => calls.filter((call) => call.operationName === 'VenueDirectoryList');
  /** The filter of the list that was shown (the last one read). */
  const listFilter = () => lists().at(-1)?.variables?.filter;
  return { pageContext, lists, listFilter };
}

async function redirectOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { _pageContextAbort?: { _urlRedirect?: { url: string } } })._pageContextAbort?._urlRedirect?.url;
  }
}

describe('venue directory data', () => {
  it('passes the URL’s filters to the API, with „open now“ as the request time', async () => {
    const { pageContext, lists, listFilter } = fakeContext('/venues?q=toepfern&craft=holz&kind=shop&open=1');
    const before = Date.now();
    const data = await loadVenueDirectory(pageContext, { basePath: '/venues' });
    expect(data.problems).toEqual([]);
    expect(lists()).toHaveLength(1);
    const filter = listFilter() as Record<string, unknown>;
    expect(filter).toMatchObject({ text: 'toepfern', craft: 'holz', kind: 'SHOP', city: null, near: null });
    expect(Date.parse(filter.openAt as string)).toBeGreaterThanOrEqual(before - 1);
  });

  it('drops an unknown craft or city and says so', async () => {
    const { pageContext, lists, listFilter } = fakeContext('/venues?craft=unbekannt&city=atlantis&kind=school');
    const data = await loadVenueDirectory(pageContext, { basePath: '/venues' });
    expect(data.problems).toEqual(['craft', 'city']);
    // Read at once with the URL's filters, then again without the unknown ones.
    expect(lists()).toHaveLength(2);
    expect(listFilter()).toMatchObject({ craft: null, city: null, kind: 'SCHOOL' });
  });

  it('searches around a typed place, with its radius unless one is chosen', async () => {
    const place = { label: '1070 Wien', center: { lat: 48.2, lng: 16.35 }, radiusKm: 1.5 };
    const auto = fakeContext('/venues?place=1070', { places: [place] });
    expect((await loadVenueDirectory(auto.pageContext, { basePath: '/venues' })).near).toEqual({ lat: 48.2, lng: 16.35, radiusKm: 1.5, label: '1070 Wien' });
    expect(auto.listFilter()).toMatchObject({ near: { lat: 48.2, lng: 16.35, radiusKm: 1.5 } });
    expect(auto.lists()).toHaveLength(1);

    const chosen = fakeContext('/venues?place=1070&radius=10&lat=1&lng=2', { places: [place] });
    expect((await loadVenueDirectory(chosen.pageContext, { basePath: '/venues' })).near?.radiusKm).toBe(10);
  });

  it('reports a place it cannot find (or the API rejects) and lists without it', async () => {
    for (const places of [[], 'error' as const]) {
      const { pageContext, listFilter } = fakeContext('/venues?place=Atlantis', { places });
      const data = await loadVenueDirectory(pageContext, { basePath: '/venues' });
      expect(data.problems).toEqual(['place']);
      expect(data.near).toBeNull();
      expect(listFilter()).toMatchObject({ near: null });
    }
  });

  it('starts again at the first page when the API rejects the cursor', async () => {
    const { pageContext, lists, listFilter } = fakeContext('/venues?kind=shop&after=garbage', { rejectCursor: true });
    const data = await loadVenueDirectory(pageContext, { basePath: '/venues' });
    expect(data.problems).toEqual(['after']);
    expect(data.error).toBeNull();
    expect(data.filters).toEqual({ kind: 'shop' });
    expect(lists().map((call) => call.variables?.after)).toEqual(['garbage', null]);
    expect(listFilter()).toMatchObject({ kind: 'SHOP' });
  });

  it('searches 5 km around the visitor’s coordinates by default', async () => {
    const { pageContext } = fakeContext('/venues?lat=48.2016&lng=16.3497');
    expect((await loadVenueDirectory(pageContext, { basePath: '/venues' })).near).toEqual({ lat: 48.2016, lng: 16.3497, radiusKm: 5, label: null });
  });

  it('redirects forms sent without JavaScript to their short URL, and other cities away from /wien', async () => {
    const load = (url: string, page = { basePath: '/venues' }) => redirectOf(loadVenueDirectory(fakeContext(url).pageContext, page));
    expect(await load('/venues?q=&city=wien&craft=&kind=shop&place=&radius=')).toBe('/venues?city=wien&kind=shop');
    expect(await load('/en/venues?q=')).toBe('/en/venues');
    const wien = { basePath: '/wien', pageCity: 'wien' };
    expect(await load('/wien?city=wien&craft=holz', wien)).toBe('/wien?craft=holz');
    expect(await load('/wien?city=graz&craft=holz', wien)).toBe('/venues?city=graz&craft=holz');
    expect(await load('/wien?city=&craft=holz', wien)).toBe('/venues?craft=holz');
    expect(await load('/wien?craft=holz', wien)).toBeUndefined();
  });
});
