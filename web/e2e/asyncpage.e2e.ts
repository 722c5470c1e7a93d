// „Diese Woche“ (/asyncpage) in Chromium against the built site, in German and English: streamed from the server,
// complete without JavaScript, hydrated with the data the server used (no request to /graphql, no page data fetched
// again after load), under a dark system preference, reached from the footer by a client-side navigation; axe
// checks every page through the harness, and the console stays clean.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsDay } from '../../functions/src/domain/analytics';
import { hydrated, openPage, siteForTests, watchConsole } from './harness';

const site = siteForTests();
/** The article the counting says was read most this week. */
let mostRead = { de: '', en: '' };

// --paper of the dark palette (web/styles/site.css), as getComputedStyle reports it.
const darkPaper = 'rgb(28, 24, 21)';

beforeAll(async () => {
  mostRead = await site.withStore(async (store) => {
    const article = (await store.articles.list({}, { first: 1 })).items[0]!;
    const day = analyticsDay(new Date());
    for (let i = 0; i < 3; i++) await store.analytics.record({ day, path: `/blog/${article.slug}`, referrerHost: null, language: 'de', search: null });
    return { de: article.title.de, en: article.title.en ?? article.title.de };
  });
});

/** Every request for data the page makes after `start`: the API, or a page's data (_payload.json). */
function dataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/graphql') || pathname.endsWith('/_payload.json')) requests.push(pathname);
  });
  return requests;
}

const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);

async function expectComplete(page: Page, headings: readonly string[]) {
  const english = headings[0] === 'Live today';
  for (const [i, id] of ['asyncpage-live', 'asyncpage-courses', 'asyncpage-articles'].entries()) {
    expect(await section(page, id).locator('h2').textContent()).toBe(headings[i]);
  }
  expect(await section(page, 'asyncpage-articles').textContent()).toContain(english ? mostRead.en : mostRead.de);
  // The notes shown while a section was on its way are hidden once it is there.
  expect(await page.locator('.streamed__pending').evaluateAll((notes) => notes.filter((note) => getComputedStyle(note).display !== 'none').length)).toBe(0);
  expect(await page.locator('footer a[href$="/asyncpage"]').count()).toBe(1);
}

describe('this week, streamed', () => {
  it('shows every section in German under a dark system preference, hydrated without fetching anything again', async () => {
    const context = await site.visitor('de-AT', { colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      const requests = dataRequests(page);
      const response = await page.goto('/asyncpage');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await hydrated(page);
      expect(await page.locator('h1').textContent()).toBe('Diese Woche');
      await expectComplete(page, ['Heute live', 'Freie Plätze bis Sonntag', 'Am meisten gelesen']);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkPaper);
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows every section in English', async () => {
    const context = await site.visitor('en-US');
    try {
      const { page, problems } = await openPage(context, '/en/asyncpage');
      expect(await page.locator('h1').textContent()).toBe('This week');
      await expectComplete(page, ['Live today', 'Free seats until Sunday', 'Most read']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is complete without JavaScript, in both languages', async () => {
    const context: BrowserContext = await site.visitor('de-AT', { javaScriptEnabled: false, colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      for (const [path, headings] of [
        ['/asyncpage', ['Heute live', 'Freie Plätze bis Sonntag', 'Am meisten gelesen']],
        ['/en/asyncpage', ['Live today', 'Free seats until Sunday', 'Most read']],
      ] as const) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        await expectComplete(page, headings);
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkPaper);
      }
    } finally {
      await context.close();
    }
  });

  it('opens from the footer by a client-side navigation with the data of one page request', async () => {
    const context = await site.visitor('de-AT');
    try {
      const { page, problems } = await openPage(context, '/blog');
      const requests = dataRequests(page);
      await page.locator('footer a[href="/asyncpage"]').click();
      await page.waitForURL('**/asyncpage');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Diese Woche');
      await expectComplete(page, ['Heute live', 'Freie Plätze bis Sonntag', 'Am meisten gelesen']);
      // The page's data once, from the server (prefetched on hover or fetched on the click); nothing from the API.
      // (Links the pointer crosses while the page scrolls to the footer may have their data prefetched too.)
      expect(requests.filter((path) => path === '/asyncpage/_payload.json')).toHaveLength(1);
      expect(requests.filter((path) => !path.endsWith('/_payload.json'))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
