// Events in Chromium: the filtered list (filters in the URL, bad parameters, cursor pages, near), the event page
// (JSON-LD, calendar links, past events, the visitor's time zone) and the numbered pages, in German and English.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isJoinable } from '../../functions/src/domain/joinable.js';
import { demoContent } from '../../functions/src/seed/demo-content.js';
import { dateWindow } from '../features/events/event-list-data';
import { expectErrorPage, hydrated, jsonLd, openPage, siteForTests, type Language } from './harness';

const site = siteForTests();

/** A visitor in Vienna's time zone unless told otherwise. */
function visitor(language: Language, timezoneId = 'Europe/Vienna'): Promise<BrowserContext> {
  return site.visitor(language, { timezoneId });
}


async function queryApi<T>(query: string): Promise<T> {
  const response = await fetch(`${site.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const result = (await response.json()) as { data: T };
  return result.data;
}

const cards = (page: Page) => page.locator('main .event-card');

describe('the event list', () => {
  it('lists upcoming events in German with the iCal feed linked, and pages on with ?after=', async () => {
    const context = await visitor('de-AT');
    const { page, problems } = await openPage(context, '/events');
    expect(await page.title()).toBe('Kurse – Magazin für Selbstgemachtes');
    expect(await page.getAttribute('link[rel="alternate"][type="text/calendar"]', 'href')).toBe(`${site.baseUrl}/events.ics`);
    expect(await cards(page).count()).toBe(20);
    const links = () => page.locator('main .event-card h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    const firstPage = await links();

    await page.click('a[rel="next"]');
    await page.waitForURL(/after=/);
    await expect.poll(async () => (await links())[0]).not.toBe(firstPage[0]);
    const secondPage = await links();
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('index, follow'); // client navigation keeps the head
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters by craft, price and level from the URL, in both languages', async () => {
    const context = await visitor('de-AT');
    const { page, problems } = await openPage(context, '/events?craft=toepfern-keramik');
    expect(await page.title()).toBe('Töpfern & Keramik: Kurse – Magazin für Selbstgemachtes');
    const kickers = await page.locator('main .event-card .card__kicker').allTextContents();
    expect(kickers.length).toBeGreaterThan(0);
    expect(kickers.every((kicker) => kicker.includes('Töpfern'))).toBe(true);
    expect(await page.locator('link[type="text/calendar"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toContain(
      `${site.baseUrl}/events.ics?craft=toepfern-keramik`,
    );

    await page.goto('/events?price=free');
    await hydrated(page);
    const free = await page.locator('main .event-card .card__meta:last-child').allTextContents();
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((meta) => meta.startsWith('kostenlos'))).toBe(true);

    await page.goto('/en/events?level=beginner&price=100');
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    const metas = await page.locator('main .event-card .card__meta:last-child').allTextContents();
    expect(metas.length).toBeGreaterThan(0);
    expect(metas.every((meta) => meta.includes('No experience needed'))).toBe(true);
    expect(await page.locator('select[name="level"]').inputValue()).toBe('beginner');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps "today" and "this weekend" within Vienna’s days', async () => {
    const context = await visitor('de-AT');
    const page = await context.newPage();
    // The list's own cards, not the next course the page suggests when none fits („Nächste passende Kurse“).
    const starts = () =>
      page
        .locator('main .event-card time')
        .evaluateAll((times) =>
          times.filter((time) => !time.closest('[aria-labelledby="alternatives-heading"]')).map((time) => Date.parse(time.getAttribute('datetime')!)),
        );
    await page.goto('/events?when=today');
    await hydrated(page);
    const today = await starts();
    const { to: tomorrow } = dateWindow({ when: 'today' }, new Date());
    // The demo schedule keeps venues' hours and holidays: late in the evening, or on Christmas Day, nothing is left today.
    // A session counts, not the course's whole span, and only what one can still join (joinable.ts): a course that
    // began last week has closed, and one that meets today only if one of its dates is today.
    const now = new Date();
    const leftToday = demoContent(now).events.some(
      (e) => isJoinable(e, now) && e.sessions.some((session) => session.endsAt.getTime() > now.getTime() && session.startsAt < tomorrow!),
    );
    expect(today.length > 0).toBe(leftToday);
    expect(today.every((start) => start < tomorrow!.getTime())).toBe(true);

    await page.goto('/events?when=weekend');
    await hydrated(page);
    const { to: monday } = dateWindow({ when: 'weekend' }, new Date());
    expect((await starts()).every((start) => start < monday!.getTime())).toBe(true);
    expect(await page.locator('select[name="when"]').inputValue()).toBe('weekend');
    await context.close();
  });

  it('explains parameters it cannot read instead of failing, and tidies empty ones away', async () => {
    const context = await visitor('de-AT');
    const page = await context.newPage();
    const response = await page.goto('/events?from=2026-02-30&price=viel&lat=999&lng=x&after=kaputt');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const alert = await page.getByRole('alert').textContent();
    expect(alert).toContain('Mit „2026-02-30“ als Datum können wir nichts anfangen');
    expect(alert).toContain('Mit dem Preis „viel“ können wir nichts anfangen');
    expect(alert).toContain('Diesen Standort finden wir nicht auf der Karte');
    expect(alert).toContain('Dieser Seitenlink ist nicht mehr gültig.');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');

    await page.goto('/en/events?when=&craft=&city=&level=&price=free&q=');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/events?price=free');
    await context.close();
  });

  it('searches around a point and shows the distance, nearest first', async () => {
    const context = await visitor('de-AT');
    const page = await context.newPage();
    await page.goto('/events?lat=48.2008&lng=16.3495&radius=25');
    await hydrated(page);
    expect(await page.textContent('main')).toContain('Kurse im Umkreis von 25\u00a0km');
    // „350 m entfernt“, „1,2 km entfernt“, in km.
    const distances = (await cards(page).allTextContents()).map((text) => {
      const [, value, unit] = /([\d,]+)[\s\u00a0](k?m) entfernt/.exec(text) ?? [];
      return Number(value?.replace(',', '.')) / (unit === 'm' ? 1000 : 1);
    });
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((km) => km <= 25)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);

    // A postcode typed in (the form's place field) finds its district: the courses there first, then those around.
    await page.goto('/en/events?place=1070&radius=5');
    await hydrated(page);
    expect(await page.textContent('main')).toContain(
      'First the courses in Neubau (7th district), Vienna, then those within 5\u00a0km, measured from the nearest venue in Neubau (7th district), Vienna (from the centre of the district where it has none yet), nearest first.',
    );
    expect(await cards(page).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the event page', () => {
  type Listed = { slug: string; title: string; registration: string; bookingOpen: boolean; sessions: { startsAt: string }[] };
  /** Every upcoming event: which kinds come first depends on the day the tests run. */
  const upcoming = async () => {
    const all: Listed[] = [];
    let after: string | null = null;
    do {
      const { events }: { events: { edges: Array<{ node: Listed }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } = await queryApi(
        `{ events(first: 50${after ? `, after: "${after}"` : ''}) { edges { node { slug title registration bookingOpen sessions { startsAt } } } pageInfo { hasNextPage endCursor } } }`,
      );
      all.push(...events.edges.map((edge) => edge.node));
      after = events.pageInfo.hasNextPage ? events.pageInfo.endCursor : null;
    } while (after);
    return all;
  };

  it('describes a single date, with JSON-LD, calendar links and a working .ics download', async () => {
    const single = (await upcoming()).find((event) => event.sessions.length === 1 && event.registration === 'BOOKING' && event.bookingOpen)!;
    expect(single).toBeDefined();
    const context = await visitor('de-AT');
    const { page, problems } = await openPage(context, `/events/${single.slug}`);
    const data = await jsonLd(page);
    const event = data.find((item) => item['@type'] === 'Event') as Record<string, Record<string, unknown>>;
    expect(event.name).toBe(single.title);
    expect(String(event.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event.location?.['@type']).toBe('Place');
    expect(event.location?.geo).toMatchObject({ '@type': 'GeoCoordinates' });
    expect(event.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
    expect(event.organizer?.['@type']).toBe('Organization');
    expect(data.map((item) => item['@type'])).toContain('BreadcrumbList');
    const main = (await page.textContent('main'))!;
    expect(main).toContain('Dauer');
    expect(main).toMatch(/kostenlos|€/);
    expect(main).toMatch(/(Platz|Plätze) frei|ausgebucht/); // „noch 1 Platz frei“, „noch 3 Plätze frei“
    expect(main).not.toContain('Bei dir:'); // the visitor is in Vienna

    const ics = await page.getAttribute('a[href$="/event.ics"]', 'href');
    const download = await fetch(site.baseUrl + ics!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/calendar');
    expect(await download.text()).toContain('BEGIN:VEVENT');
    const google = new URL((await page.getAttribute('a[href^="https://calendar.google.com/"]', 'href'))!);
    expect(google.searchParams.get('text')).toBe(single.title);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists every date of a course, one booking for all, and puts each date into the calendar', async () => {
    const course = (await upcoming()).find((event) => event.sessions.length > 1 && event.bookingOpen)!;
    expect(course).toBeDefined();
    const context = await visitor('de-AT');
    const { page, problems } = await openPage(context, `/events/${course.slug}`);
    expect(await page.locator('.event__sessions li').count()).toBe(course.sessions.length);
    expect(await page.textContent('main')).toContain(course.sessions.length === 2 ? 'für beide Termine' : `für alle ${course.sessions.length} Termine`);
    const event = (await jsonLd(page)).find((item) => item['@type'] === 'Event') as { subEvent: unknown[] };
    expect(event.subEvent).toHaveLength(course.sessions.length);
    expect(await page.locator('a[href^="https://calendar.google.com/"]').count()).toBe(0);
    const download = await fetch(site.baseUrl + (await page.getAttribute('a[href$="/event.ics"]', 'href'))!);
    expect((await download.text()).match(/BEGIN:VEVENT/g)).toHaveLength(course.sessions.length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a drop-in event without seats or booking', async () => {
    const dropIn = (await upcoming()).find((event) => event.registration === 'DROP_IN')!;
    expect(dropIn).toBeDefined();
    const context = await visitor('de-AT');
    const { page, problems } = await openPage(context, `/events/${dropIn.slug}`);
    const facts = (await page.textContent('.event__facts'))!;
    expect(facts).toContain('Ohne Anmeldung – komm einfach vorbei.');
    expect(facts).not.toMatch(/(Platz|Plätze) frei|ausgebucht/);
    expect(await page.locator('.booking-box').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('names the time zone and the visitor’s own time for a visitor in New York, in English', async () => {
    const context = await visitor('en-US', 'America/New_York');
    const { page, problems } = await openPage(context, '/en/events');
    const href = (await page.locator('main .event-card h3 a').first().getAttribute('href'))!;
    expect(href).toMatch(/^\/en\/events\//);
    await page.goto(href);
    await hydrated(page);
    await expect.poll(() => page.textContent('.event__facts')).toContain('Your time:');
    expect(await page.textContent('.event__facts')).toContain('Central European');
    expect(await page.textContent('.event__facts')).toContain('Eastern');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says that a past event is over', async () => {
    const now = new Date().toISOString();
    const { events } = await queryApi<{ events: { edges: Array<{ node: { slug: string; endsAt: string } }> } }>(
      `{ events(first: 50, filter: { from: "2000-01-01T00:00:00.000Z", to: "${now}" }) { edges { node { slug endsAt } } } }`,
    );
    const past = events.edges.map((edge) => edge.node).find((event) => event.endsAt < now);
    expect(past).toBeDefined();
    const context = await visitor('de-AT');
    const { page, problems } = await openPage(context, `/events/${past!.slug}`);
    expect(await page.textContent('main')).toContain('Dieser Kurs ist vorbei.');
    await page.goto(`/en/events/${past!.slug}`);
    await hydrated(page);
    expect(await page.textContent('main')).toContain('This course is over.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers invalid and unknown slugs with the 404 page', async () => {
    const context = await visitor('de-AT');
    const page = await context.newPage();
    await expectErrorPage(page, '/events/Kein_Slug', 404, 'Page Not Found: /events/Kein_Slug');
    await expectErrorPage(page, '/en/events/gibt-es-nicht', 404, 'Page not found: /en/events/gibt-es-nicht');
    await context.close();
  });
});

describe('numbered pages', () => {
  it('shows every upcoming event in pages of 20 with rel prev/next, in both languages', async () => {
    const context = await visitor('de-AT');
    const { page, problems } = await openPage(context, '/pagination');
    expect(await cards(page).count()).toBe(20);
    expect(await page.locator('head link[rel="prev"]').count()).toBe(0);
    expect(await page.getAttribute('head link[rel="next"]', 'href')).toBe(`${site.baseUrl}/pagination?page=2`);
    const lastNumber = Number(await page.locator('.page-numbers li').last().textContent());
    expect(lastNumber).toBeGreaterThan(2);

    await page.goto('/en/pagination?page=2');
    await hydrated(page);
    expect(await page.getAttribute('head link[rel="prev"]', 'href')).toBe(`${site.baseUrl}/en/pagination`);
    expect(await page.getAttribute('head link[rel="next"]', 'href')).toBe(`${site.baseUrl}/en/pagination?page=3`);
    expect(await page.textContent('main')).toContain(`Page 2 of ${lastNumber}`);

    await page.goto(`/pagination?page=${lastNumber}`);
    await hydrated(page);
    expect(await page.locator('head link[rel="next"]').count()).toBe(0);
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);

    for (const number of [lastNumber + 1, 'abc', 0]) await expectErrorPage(page, `/pagination?page=${number}`, 404);
    await page.goto('/pagination?page=1');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/pagination');
    await context.close();
  });
});
