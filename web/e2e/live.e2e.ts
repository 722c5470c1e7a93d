// Live views end to end in Chromium against the built site: an editor publishes a course starting soon; two
// watchers (German and English) follow its live view, see the editor's post and the booking of its last seat
// without reload; without JavaScript the page is the snapshot it was rendered with.
import { describe, expect, it } from 'vitest';
import { isoWithOffset } from '../../functions/src/domain/time.js';
import { hydrated, openPage, register, siteForTests } from './harness';
import { asPerson } from './live-helpers';

const site = siteForTests();

describe('following a course live', () => {
  it('shows a post and the last seat booked to two watchers without reload, and a snapshot without JavaScript', async () => {
    const organiserContext = await site.visitor('de-AT');
    const organiser = await organiserContext.newPage();
    await register(organiser, 'Lena Live', 'lena.live@example.com');
    await site.setRole('lena.live@example.com', 'EDITOR');

    // A course of one seat, in ten minutes (Vienna time, as the form takes it); an editor's course is published at once.
    const startsAtLocal = isoWithOffset(new Date(Date.now() + 10 * 60_000), 'Europe/Vienna').slice(0, 16);
    const { venues } = await asPerson<{ venues: { edges: { node: { slug: string } }[] } }>(organiser, '{ venues(first: 1) { edges { node { slug } } } }', {});
    const { createEvent } = await asPerson<{ createEvent: { slug: string }[] }>(
      organiser,
      'mutation ($input: EventInput!) { createEvent(input: $input) { slug } }',
      {
        input: {
          title: 'Live-Probe an der Scheibe',
          description: 'Ein Kurs, dem man live zusehen kann.',
          crafts: ['toepfern-keramik'],
          venue: venues.edges[0]!.node.slug,
          startsAtLocal,
          durationMinutes: 120,
          priceCents: 0,
          capacity: 1,
          level: 'ALL_LEVELS',
          materialsIncluded: true,
        },
      },
    );
    const slug = createEvent[0]!.slug;
    await asPerson(organiser, 'mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }', { slug });

    const watchers = await Promise.all(
      (['de-AT', 'en-US'] as const).map(async (language) => {
        const context = await site.visitor(language);
        const path = language === 'de-AT' ? `/eventslive/${slug}` : `/en/eventslive/${slug}`;
        const { page, problems } = await openPage(context, path);
        await hydrated(page);
        return { context, page, problems, language };
      }),
    );
    expect(await watchers[0]!.page.textContent('main')).toContain('noch 1 Platz frei');
    expect(await watchers[1]!.page.textContent('main')).toContain('1 seat left');

    // Give the streams a moment to open after hydration, then change what they show.
    await expect.poll(async () => (await asPerson<{ liveEvent: { watchers: number } }>(organiser, `{ liveEvent(slug: "${slug}") { watchers } }`, {})).liveEvent.watchers).toBe(2);
    const posted = Date.now();
    await asPerson(organiser, 'mutation ($slug: ID!, $input: LivePostInput!) { postLiveUpdate(slug: $slug, input: $input) { id } }', {
      slug,
      input: { kind: 'UPDATE', text: 'Die Scheiben stehen bereit.' },
    });
    for (const watcher of watchers) await expect.poll(() => watcher.page.textContent('main'), { timeout: 5_000 }).toContain('Die Scheiben stehen bereit.');
    const postSeenMs = Date.now() - posted;

    const booked = Date.now();
    await asPerson(organiser, 'mutation ($slug: ID!) { bookEvent(slug: $slug) { status } }', { slug });
    await expect.poll(() => watchers[0]!.page.textContent('main'), { timeout: 5_000 }).toContain('ausgebucht');
    await expect.poll(() => watchers[1]!.page.textContent('main'), { timeout: 5_000 }).toContain('fully booked');
    const bookingSeenMs = Date.now() - booked;
    console.info(`Live e2e: post seen by both watchers after ${postSeenMs} ms, the booking after ${bookingSeenMs} ms`);

    for (const watcher of watchers) {
      expect(watcher.problems).toEqual([]);
      await watcher.context.close();
    }

    // Without JavaScript: the state at render time, with the way to reload it.
    const plain = await site.visitor('de-AT', { javaScriptEnabled: false });
    const page = await plain.newPage();
    await page.goto(`/eventslive/${slug}`);
    const main = (await page.textContent('main'))!;
    expect(main).toContain('ausgebucht');
    expect(main).toContain('Die Scheiben stehen bereit.');
    expect(await page.locator('a', { hasText: 'Neu laden' }).count()).toBeGreaterThan(0);
    await plain.close();
    await organiserContext.close();
  });
});
