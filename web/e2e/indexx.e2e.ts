// The crafts from A to Z in Chromium against the built site: German and English, the jump bar and the links to each
// craft's lists and related crafts, the printed page without the site's chrome, and light whatever the visitor's
// system prefers (axe checks each page through the harness).
import { describe, expect, it } from 'vitest';
import { hydrated, openPage, siteForTests } from './harness';

const site = siteForTests();

// --paper of the light palette (web/styles/site.css), as getComputedStyle reports it.
const lightPaper = 'rgb(251, 247, 240)';

describe('crafts from A to Z', () => {
  it('lists every craft under its letter in German, the jump bar leading to the letters that have one', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/indexx');
    expect(await page.title()).toBe('Handwerke von A bis Z – Magazin für Selbstgemachtes');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(await page.getAttribute('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${site.baseUrl}/en/indexx`);
    expect(await page.locator('h1').textContent()).toBe('Handwerke von A bis Z');

    const crafts = await site.withStore((store) => store.crafts.listAll());
    expect(await page.locator('.craft-entry').count()).toBe(crafts.length);
    const jump = page.getByRole('navigation', { name: 'Zum Anfangsbuchstaben springen' });
    expect(await jump.locator('li').count()).toBe(26);
    // Töpfern & Keramik lies under T; no demo craft begins with A, which is shown but not linked.
    expect(await jump.getByRole('link', { name: 'A', exact: true }).count()).toBe(0);
    expect(await jump.locator('li', { hasText: /^A$/ }).count()).toBe(1);

    await jump.getByRole('link', { name: 'T', exact: true }).click();
    await page.waitForURL('**/indexx#letter-t');
    await expect.poll(() => page.locator('#letter-t').evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(200);
    expect(await page.locator('#craft-toepfern-keramik').isVisible()).toBe(true);

    // A related craft is linked within the page.
    const related = page.locator('#craft-naehen .craft-entry__related a').first();
    const target = (await related.getAttribute('href'))!;
    expect(target).toMatch(/^#craft-/);
    await related.click();
    await page.waitForURL(`**/indexx${target}`);
    expect(await page.locator(`${target}:target`).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leads from each count to the craft’s list of venues, courses or articles', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/indexx');
    const pottery = page.locator('#craft-toepfern-keramik');
    const venues = pottery.locator('a[href="/venues?craft=toepfern-keramik"]');
    const count = Number((await venues.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    expect(await pottery.locator('a[href="/events?craft=toepfern-keramik"]').count()).toBe(1);
    await venues.click();
    await page.waitForURL('**/venues?craft=toepfern-keramik');
    await hydrated(page);
    await expect.poll(() => page.locator('main a[href^="/venues/"]').count()).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForURL('**/indexx');
    const articles = page.locator('#craft-toepfern-keramik a[href="/blog?craft=toepfern-keramik"]');
    if ((await articles.count()) > 0) {
      await articles.click();
      await page.waitForURL('**/blog?craft=toepfern-keramik');
      await expect.poll(() => page.locator('main a[href^="/blog/"]').count()).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads English under /en/indexx, with English links', async () => {
    const context = await site.visitor('en-US');
    const { page, problems } = await openPage(context, '/en/indexx');
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    expect(await page.title()).toBe('Crafts from A to Z – Magazine for Homemade Things');
    expect(await page.locator('h1').textContent()).toBe('Crafts from A to Z');
    expect(await page.getByRole('navigation', { name: 'Jump to an initial letter' }).count()).toBe(1);
    // English names file differently: Pottery & Ceramics under P.
    expect(await page.locator('section[aria-labelledby="letter-p"] #craft-toepfern-keramik').count()).toBe(1);
    expect(await page.locator('#craft-toepfern-keramik a[href="/en/venues?craft=toepfern-keramik"]').textContent()).toMatch(/^\d+ venues?$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prints without the header, the footer and the jump bar, with the lists’ addresses written out', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/indexx');
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.site-header', '.site-footer', '.craft-index__jump']) expect(await page.locator(chrome).isVisible(), chrome).toBe(false);
    expect(await page.locator('#craft-toepfern-keramik').isVisible()).toBe(true);
    // Every drawing is there on paper, also those far below the first screen.
    await expect
      .poll(() => page.locator('.craft-entry img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    const after = await page
      .locator('#craft-toepfern-keramik .craft-entry__lists a')
      .first()
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(after).toBe('" (/venues?craft=toepfern-keramik)"');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.site-header').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stays light with a dark system preference, opened directly and reached from the footer', async () => {
    const context = await site.visitor('de-AT', { colorScheme: 'dark' });
    const { page, problems } = await openPage(context, '/indexx');
    expect(await page.getAttribute('html', 'data-color-mode')).toBe('light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(lightPaper);

    const { page: home } = await openPage(context, '/');
    expect(await home.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightPaper);
    await home.locator('footer a[href="/indexx"]').click();
    await home.waitForURL('**/indexx');
    await expect.poll(() => home.locator('h1').textContent()).toBe('Handwerke von A bis Z');
    await expect.poll(() => home.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(lightPaper);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is linked from the front page, listed in the sitemap and cached like a list', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/');
    await page.getByRole('link', { name: 'Alle Handwerke von A bis Z' }).click();
    await page.waitForURL('**/indexx');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Handwerke von A bis Z');
    expect(problems).toEqual([]);
    await context.close();

    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${site.baseUrl}/indexx</loc>`);
    expect(sitemap).toContain(`<loc>${site.baseUrl}/en/indexx</loc>`);
    // Shared caches keep it like the lists whose records it counts.
    const response = await fetch(`${site.baseUrl}/indexx`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });
});
