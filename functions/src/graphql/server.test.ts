import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError, type Store } from '../domain/repositories.js';
import { events as fixtureEvents } from '../../test/fixtures.scenarios.js';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import { cloudFunctionsBodyParsing } from '../http/request-body.testing.js';
import { apiOver, codes, useSeededApi } from './api.testing.js';

const REPOSITORIES = ['venues', 'events', 'articles', 'crafts', 'cities'] as const;

/** Wraps a store so that every repository call (one store round trip each) is recorded, or fails for `down`. */
function instrument(store: Store, down?: (typeof REPOSITORIES)[number]) {
  const calls: string[] = [];
  const wrapped = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!REPOSITORIES.includes(property as (typeof REPOSITORIES)[number])) {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return new Proxy(value as object, {
        get(repo, method) {
          const fn: unknown = Reflect.get(repo, method);
          if (typeof fn !== 'function') return fn;
          return (...args: unknown[]) => {
            calls.push(`${String(property)}.${String(method)}`);
            if (property === down) return Promise.reject(new StoreUnavailableError(`${String(property)} is down`));
            return fn.apply(repo, args);
          };
        },
      });
    },
  });
  return { store: wrapped, calls };
}

const { opened, run } = useSeededApi();

type Edges<T> = { edges: { cursor: string; node: T }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; totalCount: number };

describe('lists with cursor pagination', () => {
  it('pages through all published venues by name', async () => {
    const query = `query ($after: String) { venues(first: 4, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { slug name } } } }`;
    const first = await run(query);
    expect(first.errors).toBeUndefined();
    const page1 = first.data?.venues as Edges<{ slug: string }>;
    expect(page1.totalCount).toBe(6);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges.map((e) => e.node.slug)).toEqual(['atelier-zwirn', 'holzraum', 'maschenwerk', 'nadel-und-faden']);
    expect(page1.pageInfo.endCursor).toBe(page1.edges[3]?.cursor);

    const second = await run(query, { after: page1.pageInfo.endCursor });
    const page2 = second.data?.venues as Edges<{ slug: string }>;
    // "Öfen & Glasur" sorts as "ofen": umlaut-folded, between "nadel" and "tonwerk"; the unpublished venue never shows.
    expect(page2.edges.map((e) => e.node.slug)).toEqual(['oefen-und-glasur', 'tonwerk']);
    expect(page2.pageInfo).toEqual({ hasNextPage: false, endCursor: page2.edges[1]?.cursor });
  });

  it('lists upcoming published events by start and resumes after a cursor', async () => {
    const query = `query ($after: String) { events(first: 10, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { slug startsAt } } } }`;
    const page1 = (await run(query)).data?.events as Edges<{ slug: string; startsAt: string }>;
    expect(page1.totalCount).toBe(24); // neither the past event nor the unpublished one
    expect(page1.edges.map((e) => e.node.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `kurs-${i + 1}`));
    const page2 = (await run(query, { after: page1.pageInfo.endCursor })).data?.events as Edges<{ slug: string }>;
    expect(page2.edges.map((e) => e.node.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `kurs-${i + 11}`));
    const page3 = (await run(query, { after: page2.pageInfo.endCursor })).data?.events as Edges<{ slug: string }>;
    expect(page3.edges.map((e) => e.node.slug)).toEqual(['kurs-21', 'kurs-22', 'kurs-23', 'kurs-24']);
    expect(page3.pageInfo.hasNextPage).toBe(false);
  });

  it('includes past events when asked from an earlier instant', async () => {
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const result = await run(`query ($from: DateTime) { events(first: 1, filter: { from: $from }) { totalCount edges { node { slug } } } }`, { from });
    expect(result.data?.events).toEqual({ totalCount: 25, edges: [{ node: { slug: 'vorbei' } }] });
  });

  it('lists published articles newest first with a cursor round trip', async () => {
    const query = `query ($after: String) { articles(first: 3, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { slug } } } }`;
    const page1 = (await run(query)).data?.articles as Edges<{ slug: string }>;
    expect(page1.totalCount).toBe(5);
    expect(page1.edges.map((e) => e.node.slug)).toEqual(['artikel-5', 'artikel-4', 'artikel-3']);
    const page2 = (await run(query, { after: page1.pageInfo.endCursor })).data?.articles as Edges<{ slug: string }>;
    expect(page2.edges.map((e) => e.node.slug)).toEqual(['artikel-2', 'artikel-1']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });
});

describe('single records', () => {
  it('returns a venue by slug with its upcoming events, soonest first', async () => {
    const result = await run(`{ venue(slug: "tonwerk") { name kind city { slug } crafts { slug }
      upcomingEvents(first: 3) { slug venue { slug } } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.venue).toEqual({
      name: 'Tonwerk',
      kind: 'WORKSHOP',
      city: { slug: 'wien' },
      crafts: [{ slug: 'toepfern-keramik' }],
      upcomingEvents: ['kurs-1', 'kurs-7', 'kurs-13'].map((slug) => ({ slug, venue: { slug: 'tonwerk' } })),
    });
  });

  it('returns null for unknown and unpublished records', async () => {
    const result = await run('{ venue(slug: "geheimer-keller") { name } event(slug: "entwurf") { slug } article(slug: "artikel-6") { slug } city(slug: "linz") { name } }');
    expect(result).toEqual({ data: { venue: null, event: null, article: null, city: null } });
  });

  it('reports diagnostics of the build and the store', async () => {
    const result = await run('{ diagnostics { buildId builtAt storeAdapter storeReachable storeWritable serverTime } }');
    expect(result.data?.diagnostics).toMatchObject({ buildId: 'test-build', builtAt: '2026-11-22T12:00:00.000Z', storeAdapter: 'embedded', storeReachable: true, storeWritable: true });
  });
});

describe('languages', () => {
  const query = `{ venue(slug: "tonwerk") { description city { name } images { alt } }
    event(slug: "kurs-1") { title description crafts { name nameDe nameEn } }
    article(slug: "artikel-1") { excerpt author { bio } } city(slug: "graz") { name } }`;

  it('answers in German by default', async () => {
    const { data } = await run(query);
    expect(data).toEqual({
      venue: { description: 'Tonwerk: Kurse und Material in der Nachbarschaft.', city: { name: 'Wien' }, images: [{ alt: 'Werkstatt von Tonwerk' }] },
      event: {
        title: 'Kurs 1 bei Tonwerk',
        description: 'Für Anfänger:innen, Material inklusive.',
        crafts: [{ name: 'Töpfern/Keramik', nameDe: 'Töpfern/Keramik', nameEn: 'Pottery & ceramics' }],
      },
      article: { excerpt: 'Was du über Glasuren wissen musst.', author: { bio: 'Keramikerin in Wien.' } },
      city: { name: 'Graz' },
    });
  });

  it('answers in English when asked, falling back to German where no translation exists', async () => {
    const { data } = await run(query, undefined, { 'x-locale': 'en' });
    expect(data).toEqual({
      venue: { description: 'Tonwerk: courses and supplies nearby.', city: { name: 'Vienna' }, images: [{ alt: "Tonwerk's workshop" }] },
      event: {
        title: 'Course 1 at Tonwerk',
        description: 'Für Anfänger:innen, Material inklusive.',
        crafts: [{ name: 'Pottery & ceramics', nameDe: 'Töpfern/Keramik', nameEn: 'Pottery & ceramics' }],
      },
      article: { excerpt: 'Was du über Glasuren wissen musst.', author: { bio: 'Ceramicist in Vienna.' } },
      city: { name: 'Graz' },
    });
  });

  it('follows Accept-Language when English is preferred over German', async () => {
    const name = async (acceptLanguage: string) =>
      ((await run('{ city(slug: "wien") { name } }', undefined, { 'accept-language': acceptLanguage })).data?.city as { name: string }).name;
    expect(await name('en-US,en;q=0.9,de;q=0.8')).toBe('Vienna');
    expect(await name('de-AT,de;q=0.9,en;q=0.8')).toBe('Wien');
    expect(await name('fr-FR')).toBe('Wien');
  });
});

describe('bad input', () => {
  it.each([
    ['first above 50', '{ venues(first: 500) { totalCount } }', /"first": must be between 1 and 50/],
    ['first below 1', '{ events(first: 0) { totalCount } }', /"first": must be between 1 and 50/],
    ['a malformed slug', '{ venue(slug: "Ton Werk") { name } }', /"slug": must consist of lowercase letters/],
    ['a malformed filter slug', '{ events(filter: { city: "WIEN" }) { totalCount } }', /"filter.city"/],
    ['a malformed cursor', '{ articles(after: "not-a-cursor") { totalCount } }', /"after": is not a cursor returned by this list/],
    ['a cursor of another list', `{ events(after: "${Buffer.from('["abc","tonwerk"]').toString('base64url')}") { totalCount } }`, /"after"/],
    ['too many upcoming events', '{ venue(slug: "tonwerk") { upcomingEvents(first: 51) { slug } } }', /"first"/],
  ])('rejects %s with BAD_USER_INPUT', async (_, query, message) => {
    const result = await run(query);
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).toMatch(message);
  });
});

describe('store failures', () => {
  it('reports STORE_UNAVAILABLE for the failing part and still answers the rest', async () => {
    const { store: broken } = instrument(opened.store, 'articles');
    const brokenApi = await apiOver(broken, opened.identity);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const result = await brokenApi.execute(
        { query: '{ articles(first: 2) { totalCount } crafts { slug } venue(slug: "tonwerk") { name } }' },
        {},
      );
      expect(result.data).toEqual({
        articles: null,
        crafts: ['toepfern-keramik', 'naehen', 'stricken-haekeln', 'holz'].map((slug) => ({ slug })),
        venue: { name: 'Tonwerk' },
      });
      expect(result.errors).toEqual([
        expect.objectContaining({ path: ['articles'], extensions: { code: 'STORE_UNAVAILABLE' } }),
      ]);
      expect(JSON.stringify(result.errors)).not.toContain('articles is down');
    } finally {
      warn.mockRestore();
      await brokenApi.stop();
    }
  });

  it('masks unexpected errors as INTERNAL_SERVER_ERROR and logs them', async () => {
    const broken = { ...opened.store, adapter: opened.store.adapter, venues: { ...opened.store.venues, list: () => Promise.reject(new Error('secret detail')) } } as Store;
    const brokenApi = await apiOver(broken, opened.identity);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const result = await brokenApi.execute({ query: '{ venues { totalCount } cities { slug } }' }, {});
      expect(codes(result)).toEqual(['INTERNAL_SERVER_ERROR']);
      expect(JSON.stringify(result.errors)).not.toMatch(/secret detail|stack/);
      expect(result.data?.cities).toHaveLength(2);
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
      await brokenApi.stop();
    }
  });
});

describe('store round trips', () => {
  it('lists events with venues, cities and crafts in the same constant number of round trips for 5 or 20', async () => {
    const { store: counted, calls } = instrument(opened.store);
    const countedApi = await apiOver(counted, opened.identity);
    const query = (first: number) =>
      `{ events(first: ${first}) { edges { node { title venue { name city { name } } crafts { name } } } } }`;
    const roundTrips = async (first: number) => {
      calls.length = 0;
      const result = await countedApi.execute({ query: query(first) }, {});
      expect(result.errors).toBeUndefined();
      expect((result.data?.events as Edges<unknown>).edges).toHaveLength(first);
      return [...calls].sort();
    };
    try {
      const expected = ['cities.listAll', 'crafts.listAll', 'events.list', 'venues.getBySlugs'];
      expect(await roundTrips(5)).toEqual(expected);
      expect(await roundTrips(20)).toEqual(expected);

      calls.length = 0;
      await countedApi.execute({ query: '{ venues(first: 6) { edges { node { name upcomingEvents(first: 2) { title venue { name } } } } } }' }, {});
      expect(calls.sort()).toEqual(['events.upcomingByVenues', 'venues.getBySlugs', 'venues.list']);
    } finally {
      await countedApi.stop();
    }
  });

  it('keeps list pages with the discovery fields at a constant number of round trips', async () => {
    const { store: counted, calls } = instrument(opened.store);
    const countedApi = await apiOver(counted, opened.identity);
    const roundTrips = async (query: string) => {
      calls.length = 0;
      const result = await countedApi.execute({ query }, {});
      expect(result.errors).toBeUndefined();
      return [...calls].sort();
    };
    try {
      const venues = (first: number) => `{ venues(first: ${first}, filter: { near: { lat: 48.2, lng: 16.37, radiusKm: 500 } }) { edges { distanceKm
        node { openNow relatedArticles(first: 2) { title } nearbyVenues(first: 2) { distanceKm node { name } } upcomingEvents(first: 1) { title } } } } }`;
      const expectedVenues = ['articles.latestByCrafts', 'events.upcomingByVenues', 'venues.list', 'venues.nearby'];
      expect(await roundTrips(venues(2))).toEqual(expectedVenues);
      expect(await roundTrips(venues(6))).toEqual(expectedVenues);

      const events = (first: number) => `{ events(first: ${first}, filter: { text: "Kurs" }) { edges { node { whatToBring relatedEvents(first: 2) { title } venue { name } } } } }`;
      const expectedEvents = ['crafts.listAll', 'events.joinableInCities', 'events.list', 'venues.getBySlugs'];
      expect(await roundTrips(events(3))).toEqual(expectedEvents);
      expect(await roundTrips(events(20))).toEqual(expectedEvents);

      const articles = (first: number) => `{ articles(first: ${first}) { edges { node { readingMinutes upcomingEvents(first: 2) { title } venues(first: 2) { name } } } } }`;
      const expectedArticles = ['articles.list', 'events.upcomingByCrafts', 'venues.byCrafts'];
      expect(await roundTrips(articles(1))).toEqual(expectedArticles);
      expect(await roundTrips(articles(5))).toEqual(expectedArticles);
    } finally {
      await countedApi.stop();
    }
  });
});

describe('over HTTP', () => {
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = express().use(opened.api.router);
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(base, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('answers POST and GET queries with open CORS', async () => {
    const response = await post({ query: '{ crafts { slug } }' }, { origin: 'https://example.org' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await response.json()) as GraphQLResult).data?.crafts).toHaveLength(4);

    const get = await fetch(`${base}?query=${encodeURIComponent('{ city(slug: "wien") { name } }')}`, { headers: { 'apollo-require-preflight': '1' } });
    expect(await get.json()).toEqual({ data: { city: { name: 'Wien' } } });
  });

  it('keeps CSRF prevention on for simple requests', async () => {
    const response = await fetch(`${base}?query=${encodeURIComponent('{ crafts { slug } }')}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(400);
  });

  it('answers a partial result with STORE_UNAVAILABLE with 200, not 5xx', async () => {
    const { store: broken } = instrument(opened.store, 'events');
    const brokenApi = await apiOver(broken, opened.identity);
    const server = express().use(brokenApi.router).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ events { totalCount } cities { slug } }' }),
      });
      expect(response.status).toBe(200);
      const result = (await response.json()) as GraphQLResult;
      expect(result.data).toEqual({ events: null, cities: [{ slug: 'wien' }, { slug: 'graz' }] });
      expect(codes(result)).toEqual(['STORE_UNAVAILABLE']);
    } finally {
      warn.mockRestore();
      await new Promise((resolve) => server.close(resolve));
      await brokenApi.stop();
    }
  });

  it.each([
    ['malformed JSON', '{"query": "{ crafts { slug } }", geheim-123', 400, 'BAD_REQUEST'],
    ['a JSON number', '42', 400, 'BAD_REQUEST'],
    ['JSON null', 'null', 400, 'BAD_REQUEST'],
    ['a 10 MB body', JSON.stringify({ query: '{ crafts { slug } }', variables: { geheim: 'geheim-123'.repeat(1_000_000) } }), 413, 'PAYLOAD_TOO_LARGE'],
  ])('answers %s in the GraphQL error shape with a code, at /graphql and its stream, and logs no body', async (_, body, status, code) => {
    const logged = [vi.spyOn(console, 'warn').mockImplementation(() => {}), vi.spyOn(console, 'error').mockImplementation(() => {})];
    try {
      for (const url of [base, `${base}/stream`]) {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body });
        expect(response.status).toBe(status);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const result = (await response.json()) as GraphQLResult;
        expect(result.errors).toEqual([{ message: expect.any(String), extensions: { code } }]);
      }
      expect(JSON.stringify(logged.flatMap((spy) => spy.mock.calls))).not.toContain('geheim');
    } finally {
      logged.forEach((spy) => spy.mockRestore());
    }
  });

  it('holds a body the Cloud Functions runtime has parsed to the same limit, and answers one within it', async () => {
    const server = express().use(cloudFunctionsBodyParsing, opened.api.router).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
      const send = (variables: Record<string, unknown>) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ crafts { slug } }', variables }) });
      const small = await send({});
      expect(small.status).toBe(200);
      expect(((await small.json()) as GraphQLResult).data?.crafts).toHaveLength(4);
      const large = await send({ filler: 'x'.repeat(200 * 1024) });
      expect(large.status).toBe(413);
      expect(((await large.json()) as GraphQLResult).errors?.[0]?.extensions).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
    } finally {
      warn.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('rejects an abusive document with 400 and QUERY_TOO_COMPLEX before it runs', async () => {
    const response = await post({ query: '{ venues(first: 50) { edges { node { upcomingEvents(first: 50) { title crafts { name } venue { name } } } } } }' });
    expect(response.status).toBe(400);
    const result = (await response.json()) as GraphQLResult;
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'cost', max: 5000, actual: expect.any(Number) });
  });

  it('serves GraphiQL to browsers from its own files, without inline code, and answers introspection', async () => {
    const page = await fetch(base, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('GraphQL API – Magazin für Selbstgemachtes');
    const assets = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual(['data:,', '/graphql/explorer/graphiql.css?v=test-build', '/graphql/explorer/graphiql.js?v=test-build']);
    expect(html).not.toMatch(/https?:\/\//); // nothing from elsewhere
    expect(html).not.toMatch(/<script>|<style|style=/); // a strict Content-Security-Policy holds
    expect(html).toContain('data-endpoint="/graphql"');

    const { getIntrospectionQuery } = await import('graphql');
    const introspection = await post({ query: getIntrospectionQuery() });
    expect(introspection.status).toBe(200);
    expect(((await introspection.json()) as GraphQLResult).data).toHaveProperty('__schema');
  });

  it('serves the schema as SDL at a stable address, with descriptions and access directives', async () => {
    const response = await fetch(`${base}/schema.graphql`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const sdl = await response.text();
    const { buildSchema } = await import('graphql');
    expect(buildSchema(sdl).getQueryType()?.getFields()).toHaveProperty('venues');
    expect(sdl).toMatch(/directive @auth/);
    expect(sdl).toMatch(/"\n(?: {2})?type Craft /); // the type's description precedes it
  });
});

it('fixture sanity: events belong to published venues', () => {
  expect(fixtureEvents.filter((e) => e.venueSlug === 'geheimer-keller')).toEqual([]);
});
