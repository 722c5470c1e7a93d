// The site's own page counting in Chromium: a reader's page views are reported by the beacon (on the first page and
// after a client-side navigation, with a search that found nothing), nothing is reported under Do Not Track or
// Global Privacy Control, an editor sees the counts as charts in /admin, and a venue's owner, once the venue has
// Premium, its page's views on /venue_profile (axe checks every page they load).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, register, siteForTests } from './harness';

const site = siteForTests();
/** The venue page the first test's reader viewed (once). */
let viewedVenuePath = '';

// Headless Chromium says "HeadlessChrome" in its user agent, which the bot rules do not count: a reader's browser.
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The bodies of the page view reports a page sends. */
function reportsOf(page: Page): Record<string, unknown>[] {
  const reports: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/analytics') reports.push(JSON.parse(request.postData() ?? 'null') as Record<string, unknown>);
  });
  return reports;
}

async function reader(options: { doNotTrack?: boolean; gpc?: boolean } = {}): Promise<BrowserContext> {
  const context = await site.visitor('de-AT', { userAgent });
  await context.addInitScript(({ doNotTrack, gpc }) => {
    if (doNotTrack) Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
    if (gpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  }, options);
  return context;
}

describe('first-party page counting', () => {
  it('counts a reader’s views, not under Do Not Track or Global Privacy Control, and shows editors the charts', async () => {
    const context = await reader();
    const page = await context.newPage();
    const reports = reportsOf(page);
    await page.goto('/venues');
    await hydrated(page);
    // Each view's report is awaited before the next navigation: the beacon loads async and the client router's
    // view is announced only after the page transition ends, which a navigation right away would cut short.
    await expect.poll(() => reports.length).toBe(1);
    // A venue page reached by the client router is counted too.
    const venueLink = page.locator('main a[href^="/venues/"]').first();
    const venuePath = (await venueLink.getAttribute('href'))!;
    viewedVenuePath = venuePath;
    await venueLink.click();
    await page.waitForURL(`**${venuePath}`);
    await expect.poll(() => reports.length).toBe(2);
    await page.goto('/events?q=zzzunbekannt');
    await hydrated(page);
    await expect.poll(() => reports.length).toBe(3);
    expect(reports).toEqual([
      { path: '/venues', language: 'de-AT' },
      { path: venuePath, language: 'de-AT' },
      { path: '/events', language: 'de-AT', q: 'zzzunbekannt', empty: true },
    ]);
    // Only the script's own file is loaded for it: a hashed asset of the build.
    expect(await page.locator('script[src*="/assets/"][async][type="module"]').count()).toBeGreaterThan(0);
    await context.close();

    for (const options of [{ doNotTrack: true }, { gpc: true }]) {
      const private_ = await reader(options);
      const quiet = await private_.newPage();
      const sent = reportsOf(quiet);
      await quiet.goto(venuePath);
      await hydrated(quiet);
      await quiet.goto('/venues');
      await hydrated(quiet);
      expect(sent, JSON.stringify(options)).toEqual([]);
      await private_.close();
    }

    const desk = await site.visitor('de-AT');
    const editor = await desk.newPage();
    await register(editor, 'Rita Redaktion', 'rita@example.com');
    await site.setRole('rita@example.com', 'EDITOR');
    await editor.goto('/admin?tab=figures');
    await hydrated(editor);
    expect(await editor.locator('h2#figures-heading').textContent()).toBe('Zahlen der Seite');
    const viewsChart = editor.locator('figure', { hasText: 'Seitenaufrufe pro Tag' }).locator('svg[role="img"]');
    expect(await viewsChart.getAttribute('aria-label')).toMatch(/^Seitenaufrufe pro Tag: insgesamt 3, die meisten \(3\) am /);
    expect(await viewsChart.locator('rect.chart-bar').count()).toBe(30);
    const topPages = editor.locator('figure', { hasText: 'Meistgelesene Seiten' }).locator('table tbody tr');
    expect((await topPages.allTextContents()).sort()).toEqual(['/events1', '/venues1', `${venuePath}1`].sort());
    const emptySearches = editor.locator('figure', { hasText: 'Suchen ohne Treffer' }).locator('table tbody tr');
    expect(await emptySearches.allTextContents()).toEqual(['zzzunbekannt1']);
    await desk.close();
  });

  it('shows a venue’s owner the views of its page on /venue_profile, once an editor approved the claim and the venue has Premium', async () => {
    const owner = await (await site.visitor('de-AT')).newPage();
    await register(owner, 'Olga Owner', 'olga@example.com');
    await owner.goto('/venue_profile');
    await hydrated(owner);
    const claimForm = owner.locator('form', { has: owner.getByRole('button', { name: 'Anfrage senden' }) });
    const option = claimForm.locator('select[name="venue"] option').nth(1);
    const slug = (await option.getAttribute('value'))!;
    const venueName = (await option.textContent())!.replace(/ \([^)]*\)$/, '');

    // Two readers' views of the venue's page, one in English.
    const context = await reader();
    const page = await context.newPage();
    const reports = reportsOf(page);
    await page.goto(`/venues/${slug}`);
    await hydrated(page);
    await page.goto(`/en/venues/${slug}`);
    await hydrated(page);
    await expect.poll(() => reports.length).toBe(2);
    await context.close();

    await claimForm.locator('select[name="venue"]').selectOption(slug);
    await claimForm.getByLabel('Deine Nachricht an die Redaktion').fill('Ich leite diese Werkstatt seit 2019.');
    await claimForm.getByRole('button', { name: 'Anfrage senden' }).click();
    await owner.waitForURL('**/venue_profile?done=claimSent');
    const editor = await (await site.visitor('de-AT')).newPage();
    await register(editor, 'Ed Redaktion', 'ed@example.com');
    await site.setRole('ed@example.com', 'EDITOR');
    await editor.goto('/admin');
    await hydrated(editor);
    await editor.getByRole('form', { name: venueName }).locator('button[name="decision"][value="APPROVE"]').click();
    await editor.waitForURL('**/admin?tab=queue&done=approved');

    // Monthly figures come with Premium: without it, the page says so and links to /venue-benefits.
    await owner.goto('/venue_profile');
    await hydrated(owner);
    expect(await owner.locator('section.venue-figures').count()).toBe(0);
    const premiumOnly = owner.locator('section[aria-labelledby="venue-figures-premium"]');
    expect(await premiumOnly.textContent()).toContain('solange dein Ort Premium hat');
    expect(await premiumOnly.locator('a').getAttribute('href')).toBe('/venue-benefits#benefits-premium');

    // The owner buys Premium on the test provider's checkout.
    await owner.goto('/payment?plan=premium-monthly');
    await Promise.all([owner.waitForNavigation(), owner.getByRole('button', { name: /Weiter zur Zahlung/ }).first().click()]);
    await Promise.all([owner.waitForNavigation(), owner.getByRole('button', { name: 'Bezahlen' }).first().click()]);
    await expect.poll(async () => (await owner.reload(), await owner.locator('main').textContent())).toContain(`Premium für ${venueName} läuft`);

    await owner.goto('/venue_profile');
    await hydrated(owner);
    const figures = owner.locator('section.venue-figures');
    expect(await figures.locator('h2').textContent()).toBe('Deine Zahlen');
    const views = 2 + (viewedVenuePath === `/venues/${slug}` ? 1 : 0);
    expect(await figures.locator('svg[role="img"]').getAttribute('aria-label')).toBe(`Aufrufe deiner Seiten: insgesamt ${views} in 6 Monaten.`);
    const thisMonth = figures.locator('table.figures-months tbody tr').last();
    expect(await thisMonth.locator('td').allTextContents()).toEqual([String(views), '0', '0', '0']);
  });
});
