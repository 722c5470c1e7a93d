// The JavaScript budget of the content pages: what the browser fetches and runs before the page is interactive
// (every script it loads until hydration, modulepreloads, chunks imported on the way such as the message catalog,
// and inline scripts), gzipped file by file, stays within the budget on the front page, the lists, a venue, an event and
// an article, in both languages. Later chunks (loaded on idle or interaction, or the map's Leaflet, which a map in
// view asks for right after hydration) do not count: what counts is what the browser requested before the page
// marked itself hydrated. The pages hydrate without a console error, so without a message they lack (PageShell
// reports those).
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, siteForTests, watchConsole } from './harness';

// React's client and vike's router are most of it: react-dom with React ~67 KB, vike's client runtime and route
// table ~28 KB, react-intl ~6 KB, the page shell ~4 KB, so no content page starts under ~106 KB; with the heads on
// the server, the framework in one file and the form fields out of the shell the pages load 112–121 KB (decision
// 045, docs/performance.md). Vike's route table names every page, so each new page adds to every page's start: the
// payouts, the test provider's onboarding and the two widget pages took the event page from 120.7 to 121.7 KB, the
// promo codes' page, the voucher page (one for its three views) and the event page's voucher link to 122.0 KB; the
// course day's pages (tickets, the door's check-in, participant lists, reminders off) and the event page's seat
// choice, children's note, accessibility and languages to 123.7 KB.
const budgetKb = 124;

describe('JavaScript at start', () => {
  const site = siteForTests();

  it(`stays within ${budgetKb} KB gzipped on every content page kind`, async () => {
    const firstLink = async (list: string, prefix: string) => {
      const html = await (await fetch(site.baseUrl + list)).text();
      const path = new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(html)?.[1];
      expect(path, `a link to ${prefix}/… on ${list}`).toBeDefined();
      return path!;
    };
    const paths = ['/', '/venues', '/events', '/blog', await firstLink('/venues', '/venues'), await firstLink('/events', '/events'), await firstLink('/blog', '/blog')];
    const context = await site.visitor('de-AT');
    // The page's own clock at hydration (+onHydrationEnd.ts sets data-hydrated), to tell the scripts asked for before it.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const measured: Record<string, { 'scripts': number; 'gzip KB': number }> = {};
    for (const path of [...paths, ...paths.map((path) => `/en${path === '/' ? '' : path}`)]) {
      const page = await context.newPage();
      const problems = watchConsole(page);
      const bodies: Array<Promise<{ url: string; body: Buffer }>> = [];
      let starting = true;
      page.on('response', (response: Response) => {
        if (starting && (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname))) {
          bodies.push(response.body().then((body) => ({ url: response.url(), body })));
        }
      });
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      starting = false;
      const askedAfterHydration = new Set(
        await page.evaluate(() => {
          const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
          return performance.getEntriesByType('resource').filter((entry) => entry.startTime > hydratedAt).map((entry) => entry.name);
        }),
      );
      const inline = await page.$$eval('script:not([src])', (scripts) =>
        scripts.filter((script) => !/json/.test(script.getAttribute('type') ?? '')).map((script) => script.textContent ?? ''),
      );
      const started = (await Promise.all(bodies)).filter(({ url }) => !askedAfterHydration.has(url));
      const sizes = [...started.map(({ body }) => gzipSync(body).length), ...inline.map((code) => gzipSync(code).length)];
      measured[path] = { scripts: sizes.length, 'gzip KB': Math.round(sizes.reduce((sum, size) => sum + size, 0) / 102.4) / 10 };
      // Each page receives only the messages it names: one it lacks would show its id and be reported here.
      expect(problems, path).toEqual([]);
      await page.close();
    }
    await context.close();
    console.table(measured);
    for (const [path, { 'gzip KB': kb }] of Object.entries(measured)) expect(kb, path).toBeLessThanOrEqual(budgetKb);
  });
});
