// Discovery beyond HTML pages, against the built site: short links to venues, iCal feeds and the single-event
// download, the Atom feed, the sitemap (parsed by Chromium's XML parser) and the crawl index, in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage, siteForTests } from './harness';

const site = siteForTests();
/** Slugs taken from the crawl index, so the test follows whatever demo content is seeded. */
let venueSlug: string;
let eventSlug: string;

beforeAll(async () => {
  const html = await (await fetch(`${site.baseUrl}/crawlindex`)).text();
  venueSlug = /href="\/venues\/([a-z0-9-]+)"/.exec(html)?.[1] ?? '';
  eventSlug = /href="\/events\/([a-z0-9-]+)"/.exec(html)?.[1] ?? '';
  expect(venueSlug).not.toBe('');
  expect(eventSlug).not.toBe('');
});

const get = (path: string) => fetch(site.baseUrl + path, { redirect: 'manual' });

/** Content lines of an iCalendar text with folded lines joined. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('short links to venues', () => {
  it('answers /v/{slug} and /venue/{slug} with 301 to the venue page, in both languages', async () => {
    for (const [from, to] of [
      [`/v/${venueSlug}`, `/venues/${venueSlug}`],
      [`/venue/${venueSlug}`, `/venues/${venueSlug}`],
      [`/en/v/${venueSlug}`, `/en/venues/${venueSlug}`],
      [`/en/venue/${venueSlug}`, `/en/venues/${venueSlug}`],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });

  it('lands a QR code scan on the venue page in Chromium', async () => {
    for (const [locale, path, lang] of [
      ['de-AT', `/v/${venueSlug}`, 'de-AT'],
      ['en-US', `/en/venue/${venueSlug}`, 'en-GB'],
    ] as const) {
      const context = await site.visitor(locale);
      const { page, problems } = await openPage(context, path);
      expect(new URL(page.url()).pathname).toBe(lang === 'de-AT' ? `/venues/${venueSlug}` : `/en/venues/${venueSlug}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('answers a malformed short link with 404', async () => {
    expect((await get('/v/Not_A_Slug')).status).toBe(404);
  });
});

describe('iCal feeds', () => {
  it('serves every upcoming event at /events.ics, in German and English', async () => {
    const response = await get('/events.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const lines = unfold(await response.text());
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('END:VCALENDAR');
    const events = lines.filter((line) => line === 'BEGIN:VEVENT').length;
    expect(events).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => line.startsWith('UID:') && line.endsWith('@127.0.0.1'))).toHaveLength(events);
    expect(lines).toContain('X-WR-CALNAME:Kurse – Magazin für Selbstgemachtes');
    expect(lines.some((line) => line.startsWith('DTSTART;TZID=Europe/Vienna:'))).toBe(true);

    const english = unfold(await (await get('/en/events.ics')).text());
    expect(english).toContain('X-WR-CALNAME:Courses – Magazine for Homemade Things');
    expect(english.some((line) => line.startsWith(`URL;VALUE=URI:${site.baseUrl}/en/events/`))).toBe(true);
  });

  it('narrows the feed by city, craft and venue and explains bad parameters', async () => {
    const all = unfold(await (await get('/events.ics')).text()).filter((line) => line === 'BEGIN:VEVENT').length;
    const vienna = await get('/events.ics?city=wien');
    expect(vienna.status).toBe(200);
    const inVienna = unfold(await vienna.text()).filter((line) => line === 'BEGIN:VEVENT').length;
    expect(inVienna).toBeGreaterThan(0);
    expect(inVienna).toBeLessThanOrEqual(all);
    expect((await get(`/events.ics?venue=${venueSlug}`)).status).toBe(200);
    expect((await get('/events.ics?craft=gibt-es-nicht')).status).toBe(404);
    const bad = await get('/events.ics?tag=ton');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Den Parameter „tag“ kennen wir nicht');
  });

  it('downloads a single event as {slug}.ics', async () => {
    const response = await get(`/events/${eventSlug}/event.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${eventSlug}.ics"`);
    // One entry per date: a course meets on several.
    const sessions = await fetch(`${site.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ event(slug: "${eventSlug}") { sessions { startsAt } } }` }),
    }).then(async (answer) => ((await answer.json()) as { data: { event: { sessions: unknown[] } } }).data.event.sessions);
    expect(sessions.length).toBeGreaterThan(0);
    expect(unfold(await response.text()).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(sessions.length);
    expect((await get('/events/gibt-es-nicht/event.ics')).status).toBe(404);

    // Chromium treats it as a download, named after the slug.
    const context = await site.browser.newContext({ acceptDownloads: true, baseURL: site.baseUrl });
    const page = await context.newPage();
    await page.goto('/crawlindex');
    await hydrated(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href });
        link.dataset.vike = 'false';
        document.body.append(link);
        link.click();
      }, `/en/events/${eventSlug}/event.ics`),
    ]);
    expect(download.suggestedFilename()).toBe(`${eventSlug}.ics`);
    await context.close();
  });
});

/** Runs `read` in Chromium, whose DOMParser is a real, namespace-aware XML parser. */
async function inBrowser<T>(read: (xml: string) => T, xml: string): Promise<T> {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const result = await page.evaluate(read, xml);
  await context.close();
  return result as T;
}

describe('Atom feed', () => {
  it('lists the articles at /blog/feed.xml and /en/blog/feed.xml', async () => {
    for (const [path, lang] of [
      ['/blog/feed.xml', 'de-AT'],
      ['/en/blog/feed.xml', 'en-GB'],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      const feed = await inBrowser((xml) => {
        const atom = 'http://www.w3.org/2005/Atom';
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        const root = doc.documentElement;
        const first = (parent: Element, name: string) => parent.getElementsByTagNameNS(atom, name)[0];
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          ns: root.namespaceURI,
          lang: root.getAttribute('xml:lang'),
          self: [...root.children].find((node) => node.localName === 'link' && node.getAttribute('rel') === 'self')?.getAttribute('href'),
          entries: [...root.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
            id: first(entry, 'id')?.textContent,
            link: first(entry, 'link')?.getAttribute('href') ?? '',
            title: first(entry, 'title')?.textContent,
          })),
        };
      }, await response.text());
      expect(feed.errors).toBe(0);
      expect(feed.ns).toBe('http://www.w3.org/2005/Atom');
      expect(feed.lang).toBe(lang);
      expect(feed.self).toBe(site.baseUrl + path);
      expect(feed.entries.length).toBeGreaterThanOrEqual(1);
      const prefix = lang === 'en-GB' ? `${site.baseUrl}/en/blog/` : `${site.baseUrl}/blog/`;
      for (const entry of feed.entries) expect(entry.link.startsWith(prefix)).toBe(true);
    }
  });
});

describe('sitemap', () => {
  it('lists every public page in both languages with lastmod and hreflang alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const sitemap = await inBrowser((xml) => {
      const sm = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const xhtml = 'http://www.w3.org/1999/xhtml';
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        ns: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        urls: [...doc.getElementsByTagNameNS(sm, 'url')].map((url) => ({
          loc: url.getElementsByTagNameNS(sm, 'loc')[0]?.textContent,
          lastmod: url.getElementsByTagNameNS(sm, 'lastmod')[0]?.textContent,
          alternates: [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        })),
      };
    }, await response.text());
    expect(sitemap.errors).toBe(0);
    expect(sitemap.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
    const locs = sitemap.urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of sitemap.urls) {
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(url.alternates.map(([lang]) => lang)).toEqual(['de', 'en', 'x-default']);
      expect(url.alternates.map(([, href]) => href)).toContain(url.loc);
    }
    for (const path of ['/venues', '/wien', '/events', '/pagination', '/blog', '/privacy', '/terms', '/impressum', '/musterspace', '/crawlindex', `/venues/${venueSlug}`, `/events/${eventSlug}`]) {
      expect(locs).toContain(site.baseUrl + path);
      expect(locs).toContain(`${site.baseUrl}/en${path}`);
    }
    expect(locs.filter((loc) => loc?.includes('/blog/')).length).toBeGreaterThanOrEqual(2);
    // robots.txt points crawlers to it.
    expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
  });
});

describe('crawl index', () => {
  it('lists venues, events and articles for people and crawlers, in both languages', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    for (const [locale, path, heading] of [
      ['de-AT', '/crawlindex', 'Alle Seiten im Überblick'],
      ['en-US', '/en/crawlindex', 'Every page at a glance'],
    ] as const) {
      const context = await site.visitor(locale);
      const { page, problems } = await openPage(context, path);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('index, follow');
      const prefix = locale === 'en-US' ? '/en' : '';
      const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const venues = hrefs.filter((href) => href.startsWith(`${prefix}/venues/`));
      const events = hrefs.filter((href) => href.startsWith(`${prefix}/events/`));
      const articles = hrefs.filter((href) => href.startsWith(`${prefix}/blog/`) && !href.endsWith('.xml'));
      expect(venues.length).toBeGreaterThanOrEqual(3);
      expect(events.length).toBeGreaterThanOrEqual(3);
      expect(articles.length).toBeGreaterThanOrEqual(2);
      // Every venue and article listed here is in the sitemap as well.
      for (const href of [...venues, ...articles]) expect(sitemap).toContain(`<loc>${site.baseUrl}${href}</loc>`);
      expect(hrefs).toContain(`${prefix}/venues?craft=${/craft=([a-z0-9-]+)/.exec(hrefs.join(' '))?.[1]}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
