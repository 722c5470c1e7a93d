// The organiser's live console without JavaScript, in Chromium against the built site: every action is a plain form
// post answered with a redirect, and a watcher with JavaScript sees each one on the course's live view without
// reload. Post text stays text (HTML-looking input is shown as typed, addresses become safe links). Editors post
// too; another signed-in person gets no console and a forged post of theirs is refused, not a server error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, register, siteForTests } from './harness';
import { asPerson, createCourse, watchLiveConsole } from './live-helpers';

const site = siteForTests();

const hostile = 'Glasur-Tipps: https://example.at/glasur?farbe=blau <img src=x onerror=alert(1)> javascript:alert(2) <script>alert(3)</script>';

/** Submits the console form holding the field labelled `label` (or the button `button` alone) and expects Post/Redirect/Get. */
async function submitConsoleForm(page: Page, button: string, fill?: { label: string; value: string }): Promise<void> {
  const form = page.locator('form', { has: page.getByRole('button', { name: button, exact: true }) }).first();
  if (fill) await form.getByLabel(fill.label).fill(fill.value);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
    form.getByRole('button', { name: button, exact: true }).click(),
  ]);
  expect(response.status(), button).toBe(303);
  await page.waitForURL(/\?done=live/);
}

describe('the live console without JavaScript', () => {
  it('posts, reports a delay and deletes as plain forms, seen live as text; editors post too, others cannot', async () => {
    // The organiser is an ordinary person whose course an editor publishes.
    const organiserContext = await site.visitor('de-AT', { javaScriptEnabled: false });
    const organiser = await organiserContext.newPage();
    await register(organiser, 'Olga Ohne', 'olga.ohne@example.com');
    const course = await createCourse(organiser, 'Konsole ohne Skript', { capacity: 4, minutesFromNow: 20 });
    expect(course.review).toBe('IN_REVIEW');
    const editorContext = await site.visitor('de-AT', { javaScriptEnabled: false });
    const editor = await editorContext.newPage();
    await register(editor, 'Erna Editor', 'erna.editor@example.com');
    await site.setRole('erna.editor@example.com', 'EDITOR');
    await asPerson(editor, 'mutation ($slug: ID!) { reviewEvent(slug: $slug, decision: APPROVE) { slug } }', { slug: course.slug });

    const watcherContext = await site.visitor('de-AT');
    const watcher = await watcherContext.newPage();
    const { problems } = watchLiveConsole(watcher);
    const alerts: string[] = [];
    watcher.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    expect((await watcher.goto(`/eventslive/${course.slug}`))?.status()).toBe(200);
    await hydrated(watcher);
    const timeline = watcher.locator('.live-timeline');

    // News with a link and HTML-looking text.
    expect((await organiser.goto(`/profile/event/${course.slug}`))?.status()).toBe(200);
    await submitConsoleForm(organiser, 'Posten', { label: 'Neuigkeit', value: hostile });
    expect(await organiser.textContent('main')).toContain('Gepostet.');
    await expect.poll(() => timeline.textContent(), { timeout: 5_000 }).toContain(hostile);
    expect(await timeline.textContent()).toContain('<img src=x onerror=alert(1)>');
    expect(await watcher.locator('img[src="x"], .live-timeline img, .live-timeline script').count()).toBe(0);
    const links = timeline.locator('a');
    expect(await links.count()).toBe(1);
    expect(await links.first().getAttribute('href')).toBe('https://example.at/glasur?farbe=blau');
    expect((await links.first().getAttribute('rel'))!.split(' ').sort()).toEqual(['nofollow', 'noopener', 'ugc']);
    // The console shows the post as text as well.
    expect(await organiser.locator('.live-posts img, .live-posts script').count()).toBe(0);
    expect(await organiser.locator('.live-posts').textContent()).toContain('<img src=x onerror=alert(1)>');

    // A delay: the live view's status says so.
    await submitConsoleForm(organiser, 'Verspätung melden', { label: 'Verspätung in Minuten', value: '15' });
    await expect.poll(() => watcher.locator('.live-status__delay').textContent(), { timeout: 5_000 }).toBe('verschoben um 15\u00a0Min.');

    // Deleting the delay takes it back everywhere.
    await organiser.locator('.live-posts li', { hasText: 'Min. Verspätung' }).getByRole('button', { name: 'Löschen' }).click();
    await organiser.waitForURL(/\?done=liveDeleted/);
    expect(await organiser.locator('.live-posts li').count()).toBe(1);
    await expect.poll(() => watcher.locator('.live-status__delay').count(), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => timeline.locator('li').count(), { timeout: 5_000 }).toBe(1);

    // An editor posts through the same console.
    expect((await editor.goto(`/profile/event/${course.slug}`))?.status()).toBe(200);
    await submitConsoleForm(editor, 'Posten', { label: 'Neuigkeit', value: 'Die Redaktion schaut vorbei.' });
    await expect.poll(() => timeline.textContent(), { timeout: 5_000 }).toContain('Die Redaktion schaut vorbei.');

    // Deleting an older post (the latest stays the editor's) takes it off the watcher's timeline too.
    await organiser.goto(`/profile/event/${course.slug}`);
    await organiser.locator('.live-posts li', { hasText: 'Glasur-Tipps' }).getByRole('button', { name: 'Löschen' }).click();
    await organiser.waitForURL(/\?done=liveDeleted/);
    await expect.poll(() => timeline.locator('li').count(), { timeout: 5_000 }).toBe(1);
    expect(await timeline.textContent()).toContain('Die Redaktion schaut vorbei.');

    // Anyone else signed in: no console, and a forged post is refused with a page, not a server error.
    const strangerContext = await site.visitor('de-AT', { javaScriptEnabled: false });
    const stranger = await strangerContext.newPage();
    await register(stranger, 'Fritz Fremd', 'fritz.fremd@example.com');
    const consolePage = await stranger.goto(`/profile/event/${course.slug}`);
    expect(consolePage?.status()).toBe(404);
    expect(await stranger.locator('textarea[name="text"]').count()).toBe(0);
    const forged = await stranger.request.post(`/profile/event/${course.slug}`, {
      form: { _form: 'liveUpdate', text: 'Gefälscht.' },
      headers: { origin: site.baseUrl },
      maxRedirects: 0,
    });
    // Refused like the console page itself: the course is not theirs, so for them there is no such page.
    expect([403, 404]).toContain(forged.status());
    expect(await forged.text()).toContain('Diese Seite gibt es nicht');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await timeline.textContent()).not.toContain('Gefälscht.');
    const { event } = await asPerson<{ event: { livePosts: { text: string }[] } }>(editor, '{ event(slug: "' + course.slug + '") { livePosts { text } } }');
    expect(event.livePosts.map((post) => post.text)).not.toContain('Gefälscht.');

    expect(alerts).toEqual([]);
    expect(problems).toEqual([]);
    for (const context of [watcherContext, strangerContext, editorContext, organiserContext]) await context.close();
  });
});
