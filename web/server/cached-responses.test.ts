// @vitest-environment node
// The SSR handler with its response cache, over the real vike production build (run `vike build` in web/ first;
// `npm test` builds) and a scripted GraphQL executor that counts what it runs: feeds, the sitemap and the crawl index
// are rendered once for anonymous visitors until the content version changes, validated with ETags, and never mixed
// with what a signed-in person sees.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GraphQLRequest, GraphQLResult } from './graphql-types';
import { createResponseCache } from './response-cache';
import { createSsrHandler } from './ssr-handler';

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
const updatedAt = '2026-11-01T09:00:00.000Z';
const signedInName = 'Anna Angemeldet';

const state = { version: 1, title: 'Drehen am Rad', runs: new Map<string, number>(), failing: new Set<string>() };
const runs = (operation: string) => state.runs.get(operation) ?? 0;

const calendarEvent = () => ({
  slug: 'drehen-am-rad',
  title: state.title,
  description: 'Ton und Geduld',
  startsAt: '2026-12-05T09:00:00.000Z',
  endsAt: '2026-12-05T12:00:00.000Z',
  sessions: [{ startsAt: '2026-12-05T09:00:00.000Z', endsAt: '2026-12-05T12:00:00.000Z' }],
  timeZone: 'Europe/Vienna',
  status: 'SCHEDULED',
  updatedAt,
  crafts: [{ name: 'Töpfern' }],
  venue: { name: 'Atelier X', address: { street: 'Gasse 1', postalCode: '1070', locality: 'Wien' }, geo: { lat: 48.2, lng: 16.35 } },
});
const one = <T>(node: T) => ({ pageInfo: { hasNextPage: false, endCursor: null }, edges: [{ node }] });

async function graphql(request: GraphQLRequest, headers: Record<string, unknown>): Promise<GraphQLResult> {
  const operation = request.operationName ?? '';
  state.runs.set(operation, runs(operation) + 1);
  // A little latency, so that requests arriving together find the render under way.
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (state.failing.has(operation)) return { errors: [{ message: 'The store cannot be reached', extensions: { code: 'STORE_UNAVAILABLE' } }] };
  switch (operation) {
    case 'PageViewer':
      return { data: { viewer: headers.cookie === '__session=good' ? { uid: 'u1', role: 'USER', profile: { name: signedInName, avatar: null } } : null } };
    case 'CalendarScope':
      return { data: { craft: { name: 'Töpfern' } } };
    case 'CalendarEvent':
      return { data: { event: calendarEvent() } };
    case 'CalendarEvents':
      return { data: { events: one(calendarEvent()) } };
    case 'ArticleFeed':
      return { data: { articles: { edges: [] } } };
    case 'Taxonomy':
      return { data: { crafts: [{ slug: 'toepfern', name: 'Töpfern' }], cities: [{ slug: 'wien', name: 'Wien' }] } };
    case 'PublicVenues':
      return { data: { venues: one({ slug: 'atelier-x', name: 'Atelier X', updatedAt, city: { slug: 'wien', name: 'Wien' } }) } };
    case 'PublicEvents':
      return {
        data: {
          events: one({ slug: 'drehen-am-rad', title: state.title, startsAt: '2026-12-05T09:00:00.000Z', timeZone: 'Europe/Vienna', status: 'SCHEDULED', updatedAt, venue: { name: 'Atelier X' } }),
        },
      };
    case 'PublicArticles':
      return { data: { articles: one({ slug: 'ton-und-zeit', title: 'Ton & Zeit', updatedAt }) } };
    default:
      return { errors: [{ message: `unexpected operation ${operation}` }] };
  }
}

let server: Server;
let base: string;

beforeAll(async () => {
  if (!existsSync(entry)) throw new Error('web/dist is missing: run `npx vike build` in web/ first');
  await import(/* @vite-ignore */ entry.href);
  // Checks the version on every request, so that a change shows at once (deployed: every few seconds).
  const responseCache = createResponseCache({ contentVersion: async () => state.version, checkIntervalMs: 0 });
  const handler = createSsrHandler({ graphql, responseCache });
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  // Each test starts with content nobody has asked for yet.
  state.version += 1;
  state.runs.clear();
  state.failing.clear();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' });

describe('cached responses', () => {
  it('serves a feed the second time without running GraphQL again', async () => {
    const first = await get('/events.ics');
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(body).toContain('Drehen am Rad');
    expect(runs('CalendarEvents')).toBe(1);
    const second = await get('/events.ics');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('cache-control')).toBe('public, max-age=900');
    expect(runs('CalendarEvents')).toBe(1);
    // Another key: the English feed, another query string.
    await get('/en/events.ics');
    await get('/events.ics?craft=toepfern');
    expect(runs('CalendarEvents')).toBe(3);
  });

  it('renders afresh after a write of public content changed the version', async () => {
    await get('/events.ics');
    state.title = 'Drehen am Rad neu';
    state.version += 1;
    expect(await (await get('/events.ics')).text()).toContain('Drehen am Rad neu');
    expect(runs('CalendarEvents')).toBe(2);
  });

  it('runs the sitemap’s queries once for 20 requests that miss at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/sitemap.xml')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
    expect(runs('PublicVenues')).toBe(1);
    expect(runs('PublicEvents')).toBe(1);
  });

  it('answers If-None-Match with 304 for the feeds and the sitemap', async () => {
    for (const path of ['/events.ics', '/blog/feed.xml', '/sitemap.xml', '/en/events/drehen-am-rad/event.ics']) {
      const first = await get(path);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[^"]+"$/);
      // fetch adds Cache-Control: no-cache to a conditional request unless told otherwise; feed readers do not.
      const again = await get(path, { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      expect((await get(path, { 'if-none-match': '"something-else"', 'cache-control': 'max-age=0' })).status, path).toBe(200);
    }
  });

  it('keeps the anonymous crawl index, for every signed-out visitor alike and without a cookie', async () => {
    const first = await get('/crawlindex');
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(first.headers.get('cache-control')).toContain('public');
    const html = await first.text();
    expect(html).toContain('Atelier X');
    const second = await get('/crawlindex', { cookie: 'i18n_redirected=en; __session=lang%3Aen' });
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(await second.text()).toBe(html);
    expect(runs('Taxonomy')).toBe(1);
    // The page's data for client navigation is cached the same way.
    await get('/crawlindex/_payload.json');
    await get('/crawlindex/_payload.json');
    expect(runs('Taxonomy')).toBe(2);
  });

  it('never serves a signed-in person the cached crawl index, nor caches theirs', async () => {
    await get('/crawlindex');
    const signedIn = await get('/crawlindex', { cookie: '__session=good' });
    expect(await signedIn.text()).toContain(signedInName);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(runs('Taxonomy')).toBe(2);

    state.version += 1;
    await get('/crawlindex', { cookie: '__session=good' });
    const anonymous = await (await get('/crawlindex')).text();
    expect(anonymous).not.toContain(signedInName);
    expect(runs('Taxonomy')).toBe(4);
  });

  it('never keeps a page rendered while part of its data failed', async () => {
    state.failing.add('PublicArticles');
    const degraded = await get('/crawlindex');
    expect(degraded.status).toBe(200);
    expect(await degraded.text()).not.toContain('Ton &amp; Zeit');
    state.failing.clear();
    expect(await (await get('/crawlindex')).text()).toContain('Ton &amp; Zeit');
    expect(runs('PublicArticles')).toBe(2);
  });

  it('renders a feed for a request with credentials without the cache', async () => {
    await get('/events.ics');
    await get('/events.ics', { authorization: 'Bearer token' });
    await get('/events.ics', { cookie: '__session=good' });
    expect(runs('CalendarEvents')).toBe(3);
  });
});
