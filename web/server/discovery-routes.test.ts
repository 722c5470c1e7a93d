// The routes in front of vike, over a scripted GraphQL executor: short links, iCal feeds, the Atom feed, the sitemap.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fixedPages } from '../features/feeds/public-pages';
import { parseSitemap } from '../features/feeds/parse-sitemap.testing';
import { legalMeta } from '../features/legal/meta';
import { answerDiscoveryRoute } from './discovery-routes';
import type { GraphQLRequest, GraphQLResult } from './graphql-types';
import { createSsrHandler } from './ssr-handler';

const origin = 'https://selbstgemacht.example';
const updatedAt = '2026-11-01T09:00:00.000Z';

function calendarEvent(slug: string, status = 'SCHEDULED') {
  return {
    slug,
    title: `Kurs ${slug}`,
    description: 'Ton, Wasser; Geduld',
    startsAt: '2026-12-05T09:00:00.000Z',
    endsAt: '2026-12-05T12:00:00.000Z',
    sessions: [{ startsAt: '2026-12-05T09:00:00.000Z', endsAt: '2026-12-05T12:00:00.000Z' }],
    timeZone: 'Europe/Vienna',
    status,
    updatedAt,
    crafts: [{ name: 'Töpfern' }],
    venue: { name: 'Atelier X', address: { street: 'Gasse 1', postalCode: '1070', locality: 'Wien' }, geo: { lat: 48.2, lng: 16.35 } },
  };
}

/** Two pages of `count` nodes each time a list is asked for, so that paging through `after` is exercised. */
function connection<T>(after: unknown, make: (index: number) => T, count = 50) {
  const offset = after === 'page-2' ? count : 0;
  return {
    pageInfo: { hasNextPage: offset === 0, endCursor: offset === 0 ? 'page-2' : null },
    edges: Array.from({ length: after === 'page-2' ? 3 : count }, (_, index) => ({ node: make(offset + index) })),
  };
}

type Call = { request: GraphQLRequest; locale: unknown };

function executor(options: { down?: boolean } = {}) {
  const calls: Call[] = [];
  const graphql = async (request: GraphQLRequest, headers: Record<string, unknown>): Promise<GraphQLResult> => {
    calls.push({ request, locale: headers['x-locale'] });
    expect(request.query).not.toContain('@unmask'); // a client-only directive the API does not know
    const variables = request.variables ?? {};
    expect(Number(variables.first ?? 0)).toBeLessThanOrEqual(50);
    if (options.down) return { data: null, errors: [{ message: 'The store is unavailable', extensions: { code: 'STORE_UNAVAILABLE' } }] };
    switch (request.operationName) {
      case 'CalendarScope':
        return {
          data: {
            ...(variables.byCraft ? { craft: variables.craft === 'toepfern' ? { name: 'Töpfern' } : null } : {}),
            ...(variables.byCity ? { city: variables.city === 'wien' ? { name: 'Wien' } : null } : {}),
            ...(variables.byVenue ? { venue: variables.venue === 'atelier-x' ? { name: 'Atelier X' } : null } : {}),
          },
        };
      case 'CalendarEvents':
        return { data: { events: connection(variables.after, (index) => calendarEvent(`kurs-${index}`, index === 1 ? 'CANCELLED' : 'SCHEDULED')) } };
      case 'CalendarEvent':
        return { data: { event: variables.slug === 'drehen-am-rad' ? calendarEvent('drehen-am-rad') : null } };
      case 'ArticleFeed':
        return {
          data: {
            articles: {
              edges: [
                {
                  node: {
                    slug: 'ton-und-zeit',
                    title: 'Ton & Zeit',
                    excerpt: 'Warum „langsam“ schneller ist.',
                    publishedAt: '2026-10-01T08:00:00.000Z',
                    updatedAt,
                    tags: ['Technik'],
                    author: { name: 'Mira' },
                    crafts: [{ slug: 'toepfern', name: 'Töpfern' }],
                  },
                },
              ],
            },
          },
        };
      case 'PublicVenues':
        return { data: { venues: connection(variables.after, (index) => ({ slug: `ort-${index}`, updatedAt, city: { slug: index % 2 ? 'wien' : 'graz' } })) } };
      case 'PublicEvents':
        expect(variables.filter).toEqual({ from: '2000-01-01T00:00:00Z' });
        return { data: { events: connection(variables.after, (index) => ({ slug: `kurs-${index}`, updatedAt: '2026-11-10T10:00:00.000Z' }), 4) } };
      case 'PublicArticles':
        return { data: { articles: connection(variables.after, (index) => ({ slug: `artikel-${index}`, updatedAt }), 2) } };
      default:
        throw new Error(`unexpected operation ${request.operationName}`);
    }
  };
  return { calls, graphql };
}

async function answer(path: string, options: { down?: boolean } = {}) {
  const { graphql, calls } = executor(options);
  const [pathname = '', query] = path.split('?');
  const { locale } = { locale: pathname.startsWith('/en/') ? 'en' : 'de' };
  const response = await answerDiscoveryRoute({
    pathname,
    search: query === undefined ? '' : `?${query}`,
    origin,
    graphql: (request) => graphql(request, { 'x-locale': locale }),
  });
  return { response, calls };
}

/** The handler as the servers mount it, with just enough of node's request and response. */
async function viaHandler(method: string, url: string) {
  const { graphql } = executor();
  const result = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      result.status = status;
      result.headers = headers;
      return res;
    },
    end(body?: unknown) {
      result.body = body;
      return res;
    },
  };
  const req = { method, url, headers: { host: 'selbstgemacht.example' }, socket: {} };
  await createSsrHandler({ graphql })(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  return result;
}

const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('short links to venues', () => {
  it.each([
    ['/v/atelier-x', '/venues/atelier-x'],
    ['/venue/atelier-x', '/venues/atelier-x'],
    ['/en/v/atelier-x', '/en/venues/atelier-x'],
    ['/en/venue/atelier-x?utm_source=flyer', '/en/venues/atelier-x?utm_source=flyer'],
  ])('%s answers 301 to %s', async (from, to) => {
    const result = await viaHandler('GET', from);
    expect(result.status).toBe(301);
    expect(result.headers.location).toBe(to);
  });

  it('leaves malformed slugs and other paths to the page renderer (which answers 404)', async () => {
    expect((await answer('/v/Not_A_Slug')).response).toBeUndefined();
    expect((await answer('/v/a/b')).response).toBeUndefined();
    expect((await answer('/venues/atelier-x')).response).toBeUndefined();
    expect((await answer('/en/sitemap.xml')).response).toBeUndefined();
  });
});

describe('/events.ics', () => {
  it('lists every upcoming event, page by page, in German', async () => {
    const { response, calls } = await answer('/events.ics');
    expect(response?.status).toBe(200);
    expect(response?.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = unfold(response!.body);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(53);
    expect(lines).toContain('X-WR-CALNAME:Kurse – Magazin für Selbstgemachtes');
    expect(lines).toContain('UID:kurs-0@selbstgemacht.example');
    expect(lines).toContain('URL;VALUE=URI:https://selbstgemacht.example/events/kurs-0');
    expect(lines).toContain('DESCRIPTION:Ton\\, Wasser\\; Geduld\\n\\nAlle Details: https://selbstgemacht.example/events/kurs-0');
    expect(lines).toContain('DTSTART;TZID=Europe/Vienna:20261205T100000');
    expect(lines.filter((line) => line === 'STATUS:CANCELLED')).toHaveLength(1);
    expect(calls.map((call) => call.request.variables?.after)).toEqual([null, 'page-2']);
    expect(calls[0]?.request.variables?.filter).toEqual({ craft: null, city: null, venue: null });
  });

  it('speaks English under /en and links the English pages', async () => {
    const { response, calls } = await answer('/en/events.ics');
    const lines = unfold(response!.body);
    expect(lines).toContain('X-WR-CALNAME:Courses – Magazine for Homemade Things');
    expect(lines).toContain('URL;VALUE=URI:https://selbstgemacht.example/en/events/kurs-0');
    expect(calls[0]?.locale).toBe('en');
  });

  it('narrows the calendar by craft, city and venue', async () => {
    const { response, calls } = await answer('/events.ics?craft=toepfern&city=wien');
    expect(response?.status).toBe(200);
    expect(unfold(response!.body)).toContain('X-WR-CALNAME:Kurse: Töpfern\\, Wien – Magazin für Selbstgemachtes');
    expect(calls[1]?.request.variables?.filter).toEqual({ craft: 'toepfern', city: 'wien', venue: null });
    const venue = await answer('/events.ics?venue=atelier-x');
    expect(venue.calls[1]?.request.variables?.filter).toEqual({ craft: null, city: null, venue: 'atelier-x' });
  });

  it.each([
    ['/events.ics?tag=ton', 'Den Parameter „tag“ kennen wir nicht'],
    ['/events.ics?city=wien&city=graz', 'Der Parameter „city“ darf nur einmal vorkommen.'],
    ['/events.ics?craft=T%C3%B6pfern', '„Töpfern“ ist kein gültiger Wert für „craft“'],
    ['/events.ics?venue=', '„“ ist kein gültiger Wert für „venue“'],
    ['/en/events.ics?foo=1', 'We don’t know the parameter “foo”'],
  ])('answers %s with 400 and says why', async (path, message) => {
    const { response, calls } = await answer(path);
    expect(response?.status).toBe(400);
    expect(response?.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response?.body).toContain(message);
    expect(calls).toEqual([]);
  });

  it('answers an unknown craft, city or venue with 404', async () => {
    for (const [path, message] of [
      ['/events.ics?craft=stricken', 'Das Handwerk „stricken“ gibt es bei uns nicht.'],
      ['/events.ics?city=graz', 'Die Stadt „graz“ gibt es bei uns nicht.'],
      ['/en/events.ics?venue=nowhere', 'There is no venue “nowhere”.'],
    ] as const) {
      const { response } = await answer(path);
      expect(response?.status).toBe(404);
      expect(response?.body).toContain(message);
    }
  });

  it('answers 503 when the store is down', async () => {
    const { response } = await answer('/events.ics', { down: true });
    expect(response?.status).toBe(503);
    expect(response?.headers['retry-after']).toBe('120');
    expect(response?.body).toContain('Der Feed ist gerade nicht verfügbar.');
  });
});

describe('/events/{slug}/event.ics', () => {
  it('downloads one event as an attachment named after the slug', async () => {
    const { response } = await answer('/events/drehen-am-rad/event.ics');
    expect(response?.status).toBe(200);
    expect(response?.headers['content-disposition']).toBe('attachment; filename="drehen-am-rad.ics"');
    const lines = unfold(response!.body);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Kurs drehen-am-rad');
  });

  it('answers an unknown or malformed event with 404', async () => {
    expect((await answer('/events/gibt-es-nicht/event.ics')).response?.status).toBe(404);
    const malformed = await answer('/en/events/Bad_Slug/event.ics');
    expect(malformed.response?.status).toBe(404);
    expect(malformed.calls).toEqual([]);
  });
});

describe('/blog/feed.xml', () => {
  it('is an Atom feed of the articles in the page language', async () => {
    for (const [path, lang, link] of [
      ['/blog/feed.xml', 'de-AT', `${origin}/blog/ton-und-zeit`],
      ['/en/blog/feed.xml', 'en-GB', `${origin}/en/blog/ton-und-zeit`],
    ] as const) {
      const { response } = await answer(path);
      expect(response?.status).toBe(200);
      expect(response?.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const doc = new DOMParser().parseFromString(response!.body, 'application/xml');
      expect(doc.documentElement.getAttribute('xml:lang')).toBe(lang);
      expect(doc.querySelector('link[rel="self"]')?.getAttribute('href')).toBe(origin + path);
      expect(doc.querySelector('entry > link')?.getAttribute('href')).toBe(link);
      expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-11-01T09:00:00Z');
    }
  });
});

describe('/sitemap.xml', () => {
  it('lists every public page in both languages with alternates and lastmod', async () => {
    const { response } = await answer('/sitemap.xml');
    expect(response?.status).toBe(200);
    expect(response?.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = parseSitemap(response!.body);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) {
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Object.keys(url.alternates).sort()).toEqual(['de', 'en', 'x-default']);
    }
    for (const path of ['/venues', '/wien', '/events', '/eventslive', '/pagination', '/blog', '/privacy', '/terms', '/impressum', '/contact', '/musterspace', '/venue-benefits', '/crawlindex', '/ai', '/gemini', '/claude', '/indexx', '/fun/colors2']) {
      expect(locs).toContain(origin + path);
      expect(locs).toContain(`${origin}/en${path}`);
    }
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/en`);
    // 53 venues, 7 events and 5 articles (two pages each), in two languages, besides the fixed pages.
    expect(urls).toHaveLength(2 * (fixedPages.length + 53 + 7 + 5));
    expect(locs).toContain(`${origin}/en/venues/ort-52`);
    expect(locs).toContain(`${origin}/events/kurs-6`);
    expect(locs).toContain(`${origin}/blog/artikel-4`);
    expect(urls.find((url) => url.loc === `${origin}/events`)?.lastmod).toBe('2026-11-10T10:00:00Z');
    // The legal pages change when their texts are revised.
    expect(urls.find((url) => url.loc === `${origin}/privacy`)?.lastmod).toMatch(new RegExp(`^${legalMeta.lastUpdated}T`));
    expect(urls.find((url) => url.loc === `${origin}/en/impressum`)?.lastmod).toMatch(new RegExp(`^${legalMeta.lastUpdated}T`));
  });

  it('answers 503 when the store is down', async () => {
    expect((await answer('/sitemap.xml', { down: true })).response?.status).toBe(503);
  });
});

describe('through the handler', () => {
  it('answers HEAD without a body and names the sitemap in robots.txt', async () => {
    const head = await viaHandler('HEAD', '/events.ics');
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    const robots = await viaHandler('GET', '/robots.txt');
    expect(robots.body).toContain('Sitemap: http://selbstgemacht.example/sitemap.xml');
  });
});
