// The maps and the lists' filters in Chromium: the maps draw OpenStreetMap-style tiles from the harness's local tile
// fixture (MAP_TILE_URL, a run-time setting) with OpenStreetMap's attribution, the lists work on when the tile
// server is down, and on a phone the results come before the folded filters, whose button says how many are on.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, openPage, siteForTests, type Language } from './harness';

const site = siteForTests();

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const words = {
  'de-AT': { prefix: '', listMap: 'Karte der Orte in der Liste', credit: '© OpenStreetMap-Mitwirkende', filters: 'Filter', failed: 'Die Karte lässt sich gerade nicht laden. Die Liste funktioniert trotzdem.' },
  'en-US': { prefix: '/en', listMap: 'Map of the venues in the list', credit: '© OpenStreetMap contributors', filters: 'Filters', failed: 'The map cannot be loaded right now. The list still works.' },
} as const;

const tilePrefix = () => site.tiles.url.slice(0, site.tiles.url.indexOf('{'));

/** Scrolls the map into view (it loads Leaflet only then) and waits until a tile has loaded. */
async function loadedMap(page: Page, status = 'ready') {
  const map = page.locator('.venue-map');
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.locator('[data-status]').getAttribute('data-status'), { timeout: 15_000 }).toBe(status);
  return map;
}

/** Whether the browser exposes the element named `name` as expanded (what aria-expanded says for an ARIA widget). */
async function expanded(context: BrowserContext, page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await context.newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ name?: { value?: string }; properties?: Array<{ name: string; value: { value: unknown } }> }> };
  await cdp.detach();
  const node = nodes.find((candidate) => candidate.name?.value === name);
  if (!node) throw new Error(`no accessible element named ${name}`);
  return node.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
}

/** The console problems besides the browser's own note of each tile the tile server refused. */
const withoutRefusedTiles = (problems: string[]) => problems.filter((problem) => !/Failed to load resource: the server responded with a status of 503/.test(problem));

describe('maps on OpenStreetMap-style tiles', () => {
  for (const [language, colorScheme] of [
    ['de-AT', 'light'],
    ['en-US', 'dark'],
  ] as const satisfies ReadonlyArray<readonly [Language, 'light' | 'dark']>) {
    it(`draws /venues and a venue page's map from the tile server with OpenStreetMap's attribution (${language}, ${colorScheme})`, async () => {
      const { prefix, listMap, credit } = words[language];
      const context = await site.visitor(language, { colorScheme });
      site.tiles.requests.length = 0;
      const { page, problems } = await openPage(context, `${prefix}/venues`);
      const map = await loadedMap(page);
      expect(await map.getAttribute('aria-label')).toBe(listMap);
      const attribution = map.locator('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]');
      expect(await attribution.textContent()).toBe(credit);
      expect(await map.locator('.map-marker').count()).toBeGreaterThan(1);
      const sources = await map.locator('img.leaflet-tile-loaded').evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src));
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source.startsWith(tilePrefix())).toBe(true);
      // Only the tiles on screen (OpenStreetMap's policy: no prefetching), at most zoom 19, each with the site's
      // origin as Referer, which the policy requires (the site's Referrer-Policy must not strip it).
      expect(site.tiles.requests.length).toBeLessThan(40);
      for (const { path, referer } of site.tiles.requests) {
        expect(Number(path.split('/')[2]), path).toBeLessThanOrEqual(19);
        expect(referer, path).toBe(`${site.baseUrl}/`);
      }
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);

      const venue = await openPage(context, `${prefix}/venues/tonwerk-neubau`);
      const venueMap = await loadedMap(venue.page);
      expect(await venueMap.locator('.leaflet-control-attribution').textContent()).toContain(credit);
      expect(await venueMap.locator('.map-marker').count()).toBe(1);
      expect(await accessibilityViolations(venue.page)).toEqual([]);
      expect(venue.problems).toEqual([]);
      await context.close();
    });
  }

  it('keeps the list and its filters working when the tile server is down, with a note on the map', async () => {
    const context = await site.visitor('de-AT');
    site.tiles.failing = true;
    try {
      const { page, problems } = await openPage(context, '/venues');
      const map = await loadedMap(page, 'failed');
      expect(await map.getByRole('status').textContent()).toBe(words['de-AT'].failed);
      expect(await page.locator('.directory__results > li').count()).toBe(20);
      await page.locator('select[name="kind"]').selectOption('workshop');
      await page.getByRole('button', { name: 'Filtern' }).click();
      await page.waitForURL('**/venues?kind=workshop');
      await expect.poll(() => page.locator('.result-count').textContent()).toMatch(/Orte? gefunden/);
      expect(await accessibilityViolations(page)).toEqual([]);
      // The page itself reports nothing; only the browser notes each refused tile.
      expect(withoutRefusedTiles(problems)).toEqual([]);
    } finally {
      site.tiles.failing = false;
    }
    await context.close();
  });
});

describe('lists on a phone', () => {
  for (const [language, colorScheme] of [
    ['de-AT', 'dark'],
    ['en-US', 'light'],
  ] as const satisfies ReadonlyArray<readonly [Language, 'light' | 'dark']>) {
    it(`shows the first result on the first screen and the filters on demand (${language}, ${colorScheme})`, async () => {
      const { prefix, filters } = words[language];
      const context = await site.visitor(language, { ...phone, colorScheme });
      for (const [path, result] of [
        ['/venues', '.directory__results > li'],
        ['/events', '.event-card'],
        ['/wien', '.directory__results > li'],
      ] as const) {
        const { page, problems } = await openPage(context, prefix + path);
        const first = await page.locator(result).first().boundingBox();
        // It starts on the first screen, with its first line showing (before, the filters alone filled the screen).
        expect(first && first.y + 40, path).toBeLessThanOrEqual(844);
        const form = page.locator('form[role="search"]');
        expect(await form.isVisible(), path).toBe(false);
        const toggle = page.locator('summary.discovery-filters-toggle__summary');
        expect(await toggle.textContent(), path).toBe(filters);
        expect(await expanded(context, page, filters), path).toBe(false);
        await toggle.click();
        expect(await form.isVisible(), path).toBe(true);
        expect(await expanded(context, page, filters), path).toBe(true);
        expect(await accessibilityViolations(page), path).toEqual([]);
        expect(problems, path).toEqual([]);
        await page.close();
      }

      // Two filters on: the button says so, and the results still come first.
      const { page, problems } = await openPage(context, `${prefix}/venues?craft=toepfern-keramik&kind=workshop`);
      expect(await page.locator('summary.discovery-filters-toggle__summary').textContent()).toBe(`${filters} (2)`);
      expect(await page.locator('form[role="search"]').isVisible()).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('opens the filters and searches without JavaScript on a phone', async () => {
    const context = await site.visitor('de-AT', { ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/events');
    const form = page.locator('form[role="search"]');
    expect(await form.isVisible()).toBe(false);
    await page.locator('summary.discovery-filters-toggle__summary').click();
    expect(await form.isVisible()).toBe(true);
    await page.locator('select[name="when"]').selectOption('weekend');
    await form.getByRole('button', { name: 'Kurse finden' }).click();
    await page.waitForURL('**/events?when=weekend');
    expect(await page.locator('summary.discovery-filters-toggle__summary').textContent()).toBe('Filter (1)');
    await context.close();
  });

  it('shows the filters as before on a wide screen, with no button', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues?kind=workshop');
    expect(await page.locator('form[role="search"]').isVisible()).toBe(true);
    expect(await page.locator('summary.discovery-filters-toggle__summary').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
