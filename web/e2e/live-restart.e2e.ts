// Live views across a server restart, in Chromium against the built site: two watchers (the German list, the English
// live view of one course) follow a course; the server stops and starts again over the same store and port, and a
// post and a booking are made the moment it is back, before the browsers have reconnected. Both pages must come
// back to the current state by themselves, without reload and without losing those changes, and then follow the
// new stream; while the server is down, failed live requests are the only thing the console may report.
import { describe, expect, it } from 'vitest';
import { hydrated, register, siteForTests } from './harness';
import { asPerson, createCourse, postLiveUpdate, untilTodayHasRoomFor, watchLiveConsole } from './live-helpers';

const site = siteForTests();

const book = `mutation ($slug: ID!) { bookEvent(slug: $slug) { status } }`;

describe('a server restart', () => {
  it('brings both watchers back to the current state within 10 s, without reload and without a lost change', async () => {
    const organiserContext = await site.visitor('de-AT');
    const organiser = await organiserContext.newPage();
    await register(organiser, 'Rosa Neustart', 'rosa.neustart@example.com');
    await site.setRole('rosa.neustart@example.com', 'EDITOR');
    // Two seats: one booked after the restart, the last one over the new stream.
    await untilTodayHasRoomFor(5);
    const course = await createCourse(organiser, 'Neustart an der Scheibe', { capacity: 2, minutesFromNow: 3 });
    expect(course.review).toBe('PUBLISHED');
    const guestContext = await site.visitor('de-AT');
    const guest = await guestContext.newPage();
    await register(guest, 'Gustav Gast', 'gustav.gast@example.com');

    const watchers = await Promise.all(
      [
        { language: 'de-AT' as const, path: `/eventslive?craft=${course.craft}&city=${course.city}` },
        { language: 'en-US' as const, path: `/en/eventslive/${course.slug}` },
      ].map(async ({ language, path }) => {
        const context = await site.visitor(language);
        const page = await context.newPage();
        const watched = watchLiveConsole(page);
        // The page fetches its build's route rules a second after start; that belongs before the outage.
        const routeRules = page.waitForResponse((response) => response.url().includes('/builds/meta/'));
        expect((await page.goto(path))?.status(), path).toBe(200);
        await hydrated(page);
        await routeRules;
        // Reloads would start with a fresh document: mark this one to see that it is never replaced.
        await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
        return { context, page, language, ...watched };
      }),
    );
    const [list, view] = watchers as [(typeof watchers)[0], (typeof watchers)[0]];
    const text = (watcher: typeof list) => watcher.page.textContent('main');
    expect(await text(list)).toContain('Neustart an der Scheibe');

    // Both streams are open once a change reaches both pages.
    await postLiveUpdate(organiser, course.slug, 'Vor dem Neustart.');
    for (const watcher of watchers) await expect.poll(() => text(watcher), { timeout: 5_000 }).toContain('Vor dem Neustart.');

    await site.stopServer();
    // Down long enough for both browsers to notice (their streams break and a first reconnect fails).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await site.startServer();
    // At once, before the browsers' next attempt: these changes reach them only through the snapshot of the new stream.
    const changed = Date.now();
    await asPerson(guest, book, { slug: course.slug });
    await postLiveUpdate(organiser, course.slug, 'Nach dem Neustart.');
    const { liveEvent } = await asPerson<{ liveEvent: { watchers: number } }>(organiser, `{ liveEvent(slug: "${course.slug}") { watchers } }`);

    await expect.poll(() => text(list), { timeout: 10_000, interval: 200 }).toContain('Nach dem Neustart.');
    await expect.poll(() => text(list), { timeout: 1_000 }).toContain('noch 1 Platz frei');
    await expect.poll(() => text(view), { timeout: Math.max(10_000 - (Date.now() - changed), 1), interval: 200 }).toContain('Nach dem Neustart.');
    await expect.poll(() => text(view), { timeout: 1_000 }).toContain('1 seat left');
    const caughtUpMs = Date.now() - changed;

    // And the new streams carry what follows: the last seat.
    const booked = Date.now();
    await asPerson(organiser, book, { slug: course.slug });
    await expect.poll(() => text(list), { timeout: 5_000 }).toContain('ausgebucht');
    await expect.poll(() => text(view), { timeout: 5_000 }).toContain('fully booked');
    console.info(
      `Live restart e2e: ${liveEvent.watchers} of the live view's streams open when the changes were made; both watchers current ${caughtUpMs} ms ` +
        `after them; the next change took ${Date.now() - booked} ms; network errors while down: ${watchers.map((watcher) => watcher.networkErrors.length).join(' and ')}`,
    );

    for (const watcher of watchers) {
      expect(await watcher.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), watcher.language).toBe(true);
      expect(watcher.problems, watcher.language).toEqual([]);
      // The outage was real: each page's reconnection attempts failed while the server was down.
      expect(watcher.networkErrors.length, watcher.language).toBeGreaterThan(0);
      await watcher.context.close();
    }
    await guestContext.close();
    await organiserContext.close();
  }, 60_000 + 5 * 60_000); // the usual minute, plus the rare wait for midnight to pass
});
