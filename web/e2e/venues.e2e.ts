// The venue side of discovery in Chromium: /venues and /wien in both languages, filters via the URL and the form
// (with the back button), near me with a fixed location in Vienna's 7th district, bad parameters, venue pages and
// the sample page /musterspace.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jsonLd, openPage, siteForTests } from './harness';

const site = siteForTests();

/** Neubau (7th district), Vienna. */
const neubau = { latitude: 48.2016, longitude: 16.3497 };

const cards = (page: Page) => page.locator('.directory__results > li');

/** The distances shown on the cards, in km („350 m entfernt“, „1,2 km entfernt“, "1.2 km away"). */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.locator('.venue-card__distance').allTextContents();
  return texts.map((text) => {
    const match = /([\d.,]+)\s*(km|m)\b/.exec(text.replace(/\u00a0/g, ' '));
    if (!match) throw new Error(`not a distance: ${text}`);
    const value = Number(match[1]!.replace(',', '.'));
    return match[2] === 'm' ? value / 1000 : value;
  });
}

const jsonLdTypes = async (page: Page) => (await jsonLd(page)).map((item) => item['@type']);

describe('venue directory', () => {
  it('lists venues in German with a map beside them, and in English', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues');
    expect(await page.locator('h1').textContent()).toBe('Orte zum Selbermachen');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(await cards(page).count()).toBe(20);
    expect(await page.locator('a[rel="next"]').count()).toBe(1);
    // The map loads its tiles from the harness's tile fixture (map-filters.e2e.ts checks it closely).
    await expect.poll(() => page.getByRole('region', { name: 'Karte der Orte in der Liste' }).locator('[data-status]').getAttribute('data-status')).toBe('ready');
    expect(await page.getByRole('button', { name: 'Meinen Standort verwenden' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);

    const english = await openPage(context, '/en/venues');
    expect(await english.page.locator('h1').textContent()).toBe('Venues for makers');
    expect(await english.page.getAttribute('html', 'lang')).toBe('en-GB');
    expect(await cards(english.page).count()).toBe(20);
    expect(english.problems).toEqual([]);
    await context.close();
  });

  it('opens /wien with Vienna chosen and its own title and text, in both languages', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/wien');
    expect(await page.title()).toMatch(/^Selbermachen in Wien: Werkstätten, Läden und Kurse – /);
    expect(await page.locator('h1').textContent()).toBe('Selbermachen in Wien');
    expect(await page.locator('main').textContent()).toContain('Wien ist eine Stadt der Werkstätten');
    expect(await page.locator('select[name="city"]').inputValue()).toBe('wien');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${site.baseUrl}/wien`);
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(20);
    expect(problems).toEqual([]);

    const english = await openPage(context, '/en/wien');
    expect(await english.page.locator('h1').textContent()).toBe('Making things in Vienna');
    expect(await english.page.title()).toMatch(/^Making things in Vienna: workshops, shops and courses/);
    expect(english.problems).toEqual([]);

    // Another city chosen on /wien leads to the general directory.
    const graz = await context.newPage();
    await graz.goto('/wien?city=graz');
    expect(new URL(graz.url()).pathname + new URL(graz.url()).search).toBe('/venues?city=graz');
    await context.close();
  });

  it('filters by craft, kind and text from the URL', async () => {
    const context = await site.visitor('de-AT');
    const craft = await openPage(context, '/venues?craft=toepfern-keramik');
    const craftCards = await cards(craft.page).allTextContents();
    expect(craftCards.length).toBeGreaterThan(0);
    for (const card of craftCards) expect(card).toContain('Töpfern & Keramik');

    const kind = await openPage(context, '/en/venues?kind=shop');
    const kinds = await kind.page.locator('.directory__results .card__kicker').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['Shop']));

    const text = await openPage(context, '/venues?q=toepfern');
    const names = await text.page.locator('.directory__results .card__title').allTextContents();
    expect(names).toContain('Tonwerk Neubau');
    expect(await text.page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect([...craft.problems, ...kind.problems, ...text.problems]).toEqual([]);
    await context.close();
  });

  it('applies the form on the client and the back button returns to the previous list', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues');
    await page.locator('select[name="kind"]').selectOption('shop');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await page.waitForURL('**/venues?kind=shop');
    await expect.poll(async () => new Set(await page.locator('.directory__results .card__kicker').allTextContents())).toEqual(new Set(['Laden']));
    await page.goBack();
    await page.waitForURL(/\/venues$/);
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds venues near the visitor’s location, nearest first with distances', async () => {
    const context = await site.visitor('de-AT', { geolocation: neubau, permissions: ['geolocation'] });
    const { page, problems } = await openPage(context, '/venues');
    await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    await page.waitForURL(/lat=48\.2016&lng=16\.3497/);
    await expect.poll(() => page.locator('.near-summary').textContent()).toContain('um deinen Standort');
    const km = await distances(page);
    expect(km.length).toBeGreaterThan(2);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.at(-1)).toBeLessThanOrEqual(5);
    expect(await page.locator('.venue-card__distance').first().textContent()).toMatch(/^\d+(,\d)?[\s\u00a0]k?m entfernt$/);
    expect(problems).toEqual([]);

    const english = await openPage(context, '/en/venues?lat=48.2016&lng=16.3497&radius=2');
    expect(await english.page.locator('.near-summary').textContent()).toContain('Venues within 2\u00a0km of your location');
    expect(await english.page.locator('.venue-card__distance').first().textContent()).toMatch(/^\d+(\.\d)?[\s\u00a0]k?m away$/);
    await context.close();
  });

  it('pages through a nearby search by cursor, distances still ascending', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues?lat=48.2016&lng=16.3497&radius=50');
    const first = await distances(page);
    expect(first).toHaveLength(20);
    const next = page.locator('a[rel="next"]');
    expect(await next.getAttribute('href')).toMatch(/^\/venues\?lat=48\.2016&lng=16\.3497&radius=50&after=/);
    await next.click();
    await page.waitForURL(/after=/);
    await expect.poll(async () => (await distances(page))[0]).toBeGreaterThanOrEqual(first.at(-1)!);
    const second = await distances(page);
    expect(second).toEqual([...second].sort((a, b) => a - b));
    expect(second.at(-1)).toBeLessThanOrEqual(50);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds every venue in a typed district or postcode, then those nearby, and says when a place is unknown', async () => {
    const context = await site.visitor('de-AT');
    // Holzwurm Werkstatt (Brunnengasse 41, 1160) lies 2 km from Ottakring's centre, at the edge of the district: it
    // shows no distance, and the others are measured from it, the district's one venue.
    const { page, problems } = await openPage(context, '/venues?place=1160');
    expect(await page.locator('.near-summary').textContent()).toMatch(
      /^Zuerst die Orte in Ottakring \(16\.\sBezirk\), Wien, dann die im Umkreis von 2\u00a0km, gemessen vom nächsten Ort in Ottakring \(16\.\sBezirk\), Wien \(wo es dort noch keinen gibt, von der Mitte des Bezirks\), die nächsten zuerst\./,
    );
    const groups = page.locator('.result-group');
    expect((await groups.locator('h2').allTextContents()).map((text) => text.replace(/\s/g, ' '))).toEqual(['In Ottakring (16. Bezirk), Wien', 'In der Nähe']);
    expect(await groups.nth(0).locator('.card__title').allTextContents()).toEqual(['Holzwurm Werkstatt']);
    expect(await groups.nth(0).locator('.venue-card__distance').count()).toBe(0);
    // The demo's venues within 2 km of Holzwurm, nearest first (other tests of this file may add one of their own).
    const demo = ['Papierflieger Buchbinderei', 'Faserwerk Hernals', 'Tonwerk Neubau', 'Papeterie Spittelberg', 'Werkschule Mariahilf', 'Masche & Co'];
    const nearby = await groups.nth(1).locator('.card__title').allTextContents();
    expect(nearby.filter((name) => demo.includes(name))).toEqual(demo);
    const km = await distances(page);
    expect(km).toHaveLength(nearby.length);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.every((value) => value <= 2)).toBe(true);

    const unknown = await openPage(context, '/venues?place=Atlantis');
    expect(await unknown.page.getByRole('alert').textContent()).toContain('„Atlantis“ finden wir nicht auf der Karte.');
    expect(await cards(unknown.page).count()).toBe(20);
    expect([...problems, ...unknown.problems]).toEqual([]);
    await context.close();
  });

  it('explains invalid parameters and still lists venues', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues?lat=abc&lng=16.3&radius=-3&craft=unbekannt&kind=shop');
    const alert = await page.getByRole('alert').textContent();
    expect(alert).toContain('Diesen Standort finden wir nicht auf der Karte');
    expect(alert).toContain('Diesen Umkreis können wir nicht verwenden');
    expect(alert).toContain('Das Handwerk „unbekannt“ kennen wir nicht.');
    // The valid part (kind=shop) still applies.
    expect(new Set(await page.locator('.directory__results .card__kicker').allTextContents())).toEqual(new Set(['Laden']));
    expect(problems).toEqual([]);

    const english = await openPage(context, '/en/venues?radius=abc&after=nonsense');
    const englishAlert = await english.page.getByRole('alert').textContent();
    expect(englishAlert).toContain('We cannot use this radius');
    expect(englishAlert).toContain('This page link is no longer valid. Here is the first page.');
    expect(await cards(english.page).count()).toBe(20);
    await context.close();
  });
});

describe('venue page', () => {
  it('shows whether the venue is open, today’s hours, the way there and fitting JSON-LD', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues/tonwerk-neubau');
    expect(['jetzt geöffnet', 'geschlossen']).toContain(await page.locator('.open-badge').textContent());
    // The opening hours come first; the open-studio hours, listed after them, mark today as well.
    expect(await page.locator('.opening-hours').first().locator('[aria-current="date"] dt').textContent()).toMatch(/\(heute\)$/);
    expect(await page.getAttribute('a:has-text("Route planen")', 'href')).toBe('https://www.openstreetmap.org/directions?to=48.2003,16.3517');
    expect(await jsonLdTypes(page)).toEqual(['LocalBusiness', 'BreadcrumbList']);
    // The venue's iCal feed, linked from the page and its head.
    const feed = await page.getAttribute('a:has-text("im Kalender abonnieren")', 'href');
    expect(feed).toBe('/events.ics?venue=tonwerk-neubau');
    expect(await page.getAttribute('link[rel="alternate"][type="text/calendar"]', 'href')).toBe(site.baseUrl + feed); // absolute in the head
    const calendar = await fetch(site.baseUrl + feed);
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    expect(await calendar.text()).toContain('BEGIN:VEVENT');
    expect(problems).toEqual([]);

    const shop = await openPage(context, '/en/venues/masche-und-co');
    expect(['open now', 'closed']).toContain(await shop.page.locator('.open-badge').textContent());
    expect(await jsonLdTypes(shop.page)).toEqual(['Store', 'BreadcrumbList']);
    expect(await shop.page.locator('#venue-nearby ~ ul .venue-card__distance').count()).toBeGreaterThan(0);
    const englishFeed = await shop.page.getAttribute('a[type="text/calendar"]', 'href');
    expect(englishFeed).toBe('/en/events.ics?venue=masche-und-co'); // the feed in the page's language
    expect((await fetch(site.baseUrl + englishFeed)).headers.get('content-type')).toContain('text/calendar');
    expect(shop.problems).toEqual([]);
    await context.close();
  });
});

describe('sample venue page', () => {
  it('renders Musterspace marked as a sample, without LocalBusiness JSON-LD', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/musterspace');
    expect(await page.locator('.sample-banner').textContent()).toBe('Beispielseite: So sieht ein vollständiger Eintrag aus. Was dir ein Eintrag bringt');
    expect(await page.locator('h1').textContent()).toBe('Musterspace');
    expect(await jsonLdTypes(page)).toEqual(['BreadcrumbList']);
    expect(problems).toEqual([]);

    const english = await openPage(context, '/en/musterspace');
    expect(await english.page.locator('.sample-banner').textContent()).toBe('Sample page: this is what a complete listing looks like. What a listing does for you');
    await context.close();
  });
});
