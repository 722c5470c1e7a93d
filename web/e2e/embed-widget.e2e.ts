// The course widget in Chromium as an organiser's or a venue's own website frames it (decision 053): a page on
// another origin with the snippet shows the venue's courses, as the API lists them, with „Buchen“ only where the site
// books, loading no JavaScript at all; a course opens on the site in a new tab; another page of the site in a frame
// is refused; the widget takes English and the dark colours when asked, and the system's colours otherwise.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../features/events/embed/embed-snippet';
import { hydrated, siteForTests } from './harness';

const site = siteForTests();
const venue = { kind: 'venue' as const, slug: 'werkschule-mariahilf', name: 'Werkschule Mariahilf' };

type Course = { title: string; bookingOpen: boolean; seatsLeft: number; registration: string };

async function upcomingAtVenue(): Promise<Course[]> {
  const response = await fetch(`${site.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ venue(slug: "${venue.slug}") { upcomingEvents(first: 20) { title bookingOpen seatsLeft registration } } }` }),
  });
  return ((await response.json()) as { data: { venue: { upcomingEvents: Course[] } } }).data.venue.upcomingEvents;
}

/** A website elsewhere (another origin): the widget's snippet, and a frame of a page that is not the widget. */
async function hostPage(): Promise<{ url: string; close(): Promise<void> }> {
  const snippet = embedSnippet({ origin: site.baseUrl, owner: venue, locale: 'de', theme: 'auto', title: 'Kurse der Werkschule' });
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Werkschule Mariahilf</title></head>
<body><main><h1>Unsere Kurse</h1>${snippet}
<iframe src="${site.baseUrl}/events" title="Alle Kurse" width="600" height="300"></iframe></main></body></html>`;
  const server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the course widget', () => {
  it('shows a venue’s courses on another site without any script, opens a course on the site, and no other page can be framed', async () => {
    const expected = await upcomingAtVenue();
    expect(expected.length).toBeGreaterThan(0);
    const host = await hostPage();
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    try {
      await page.goto(host.url);
      const widget = page.frameLocator('iframe[title="Kurse der Werkschule"]');
      await expect.poll(() => widget.locator('.course-widget__course').count()).toBe(expected.length);
      expect(await widget.locator('.course-widget__title').allTextContents()).toEqual(expected.map((course) => course.title));
      expect(await widget.locator('.course-widget__action').allTextContents()).toEqual(
        expected.map((course) => (course.bookingOpen && course.seatsLeft > 0 ? 'Buchen' : 'Details')),
      );
      expect(await widget.locator('script').count()).toBe(0);
      expect(scripts).toEqual([]);

      // The other frame: Chromium puts its own error page in place of a page that refuses to be framed.
      const events = page.frames().find((frame) => frame.url() !== page.url() && !frame.url().includes('/embed/'));
      expect(events).toBeDefined();
      expect(events!.url()).not.toBe(`${site.baseUrl}/events`);
      expect(await events!.locator('#root').count()).toBe(0);

      // Booking continues on the site, in a tab of its own.
      const [course] = await Promise.all([context.waitForEvent('page'), widget.locator('.course-widget__title a').first().click()]);
      await course.waitForURL(`${site.baseUrl}/events/**`);
      await hydrated(course);
      expect(await course.locator('h1').textContent()).toBe(expected[0]!.title);
    } finally {
      await context.close();
      await host.close();
    }
  });

  it('speaks English in the dark colours when asked, and follows the system’s colours otherwise', async () => {
    const light = await site.visitor('en-US', { colorScheme: 'light' });
    const page = await light.newPage();
    await page.goto(`/en/embed/venue/${venue.slug}?theme=dark`);
    expect(await page.locator('h1').textContent()).toBe(`Courses at ${venue.name}`);
    expect(await page.getAttribute('html', 'data-color-mode')).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(28, 24, 21)');
    await page.goto(`/en/embed/venue/${venue.slug}`);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(251, 247, 240)');
    await light.close();
    const dark = await site.visitor('de-AT', { colorScheme: 'dark' });
    const darkPage = await dark.newPage();
    await darkPage.goto(`/embed/venue/${venue.slug}`);
    expect(await darkPage.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(28, 24, 21)');
    await dark.close();
  });
});
