// The walking skeleton in a real browser: Debian's Chromium against the built site (`npm start`'s server).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectErrorPage, followFirstLink, hydrated, jsonLd, openPage, siteForTests } from './harness';

const site = siteForTests();

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected');
}

describe('the magazine in Chromium', () => {
  it('renders the German front page with venues, events and articles and hydrates cleanly', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/');

    expect(await page.title()).toMatch(/ – Magazin für Selbstgemachtes$/);
    expect(await page.getAttribute('html', 'lang')).toBe('de-AT');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(3);
    // The front page has the layout without the main navigation; other pages have it.
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).count()).toBe(0);
    await expect.poll(() => page.locator('a[href^="/venues/"]').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('main').textContent()).toContain('Demnächst');
    expect(await page.locator('main').textContent()).toContain('Neu im Magazin');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('goes from the venue list to a venue page by client-side navigation', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues');
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).count()).toBe(1);
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
    const { href, title: name } = await followFirstLink(page, 'main a[href^="/venues/"]');
    // Still the same document: vike navigated on the client.
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);

    await page.goto(href);
    await hydrated(page);
    const items = await jsonLd(page);
    expect(items.map((item) => item['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList']));
    expect(items.map((item) => item.name)).toContain(name);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('writes its stylesheets into the page, and styles a page reached on the client as one loaded directly', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues');
    // Nothing blocks the first paint: each stylesheet is inline, its file linked for print only. (Read in the HTML as
    // served: the map links Leaflet's stylesheet when it loads, after hydration.)
    expect(await page.locator('head style').count()).toBeGreaterThanOrEqual(2);
    const served = await (await fetch(`${site.baseUrl}/venues`)).text();
    const blocking = [...served.matchAll(/<link\b[^>]*>/g)].filter(([tag]) => /rel="stylesheet"/.test(tag) && !/media="print"/.test(tag));
    expect(blocking).toEqual([]);
    const { href } = await followFirstLink(page, 'main a[href^="/venues/"]');
    const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(linked.length, 'no stylesheet linked twice').toBe(new Set(linked).size);
    const navigated = await styleSample(page);

    await page.goto(href);
    await hydrated(page);
    expect(await styleSample(page)).toEqual(navigated);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a venue name that contains a script tag as text', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/venues/xss-canary-atelier');
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('</script><script>alert(1)</script> Atelier');
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('answers unknown paths and invalid or unknown slugs with the 404 page', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    await expectErrorPage(page, '/gibt-es-nicht', 404, 'Page not found: /gibt-es-nicht');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    expect(await page.locator('a[href="/"]').count()).toBeGreaterThan(0); // a way back

    await expectErrorPage(page, '/venues/Kein_Slug', 404, 'Page Not Found: /venues/Kein_Slug');
    await expectErrorPage(page, '/venues/gibt-es-nicht', 404);
    await context.close();
  });

  it('switches the language, keeps the choice in a cookie for 365 days, and switches back', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues');
    expect(await page.getAttribute('html', 'lang')).toBe('de-AT');

    await page.click('a[hreflang="en-GB"]');
    await page.waitForURL('**/en/venues');
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    expect(await page.title()).toMatch(/ – Magazine for Homemade Things$/);
    const cookie = await languageCookie(context);
    expect(cookie?.value).toBe('en');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.goto('/'); // the remembered choice leads from / to the English front page
    expect(new URL(page.url()).pathname).toBe('/en');

    await page.click('a[hreflang="de-AT"]');
    await page.waitForURL((url) => url.pathname === '/');
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('de-AT');
    expect((await languageCookie(context))?.value).toBe('de');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("picks the browser's language on a first visit to / and remembers it", async () => {
    const context = await site.visitor('en-US');
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    expect((await languageCookie(context))?.value).toBe('en');
    await context.close();
  });

  it('shows the diagnostics page with the build, the store and the API reachable from the browser', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    await page.goto('/test');
    await hydrated(page);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    expect(await page.textContent('[data-testid="store-adapter"]')).toBe('embedded');
    expect(await page.textContent('[data-testid="store-writable"]')).toBe('ja');
    await expect.poll(() => page.textContent('[data-testid="api-browser"]')).toMatch(/^ja/);
    const latest = (await (await fetch(`${site.baseUrl}/builds/latest.json`)).json()) as { id: string };
    expect(await page.textContent('[data-testid="server-build-id"]')).toBe(latest.id);
    await context.close();
  });

  it('serves the legal pages with the imprint in both languages', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    await page.goto('/privacy');
    expect(await page.textContent('main')).toContain('Datenschutzbehörde');
    await page.goto('/terms');
    expect(await page.textContent('main')).toContain('KSchG');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await page.waitForURL('**/impressum');
    // The URL changes before the client-side navigation has rendered the new page.
    await expect.poll(() => page.textContent('main h1')).toBe('Impressum');
    expect(await page.textContent('main')).toContain('§ 25 MedienG');
    // Back to the terms by the client's router: their data (the platform's fee as the API gives it, by default 5 %
    // plus € 0,50) comes along.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nutzungsbedingungen' }).click();
    await expect.poll(() => page.textContent('main h1')).toBe('Nutzungsbedingungen');
    expect(await page.textContent('main')).toContain('eine Gebühr von 5\u00a0% des Preises plus €\u00a00,50');
    await page.goto('/en/privacy');
    expect(await page.textContent('main')).toContain('Data Protection Authority');
    await page.goto('/en/impressum');
    expect(await page.textContent('main h1')).toBe('Imprint');
    await context.close();
  });
});

/** What the cascade decided for the first elements of the main content: equal samples, equal styling. */
function styleSample(page: Page) {
  return page.locator('main *').evaluateAll((elements) =>
    elements.slice(0, 60).map((element) => {
      const style = getComputedStyle(element);
      return [element.tagName, style.display, style.color, style.backgroundColor, style.fontSize, style.margin, style.padding, style.gridTemplateColumns].join(' ');
    }),
  );
}
