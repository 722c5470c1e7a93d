// The magazine in Chromium: the article list (filters in the URL, the Atom feed, cursor pages) and the article page
// (rendered Markdown, author, reading time, what the magazine offers beside it, JSON-LD), in German and English.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, startSite, watchConsole, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});



const articleLinks = (page: Page) =>
  page.locator('main .article-card h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));

describe('the magazine', () => {
  it('lists articles newest first with the Atom feed linked, and pages on with ?after=', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.title()).toBe('Das Magazin – Magazin für Selbstgemachtes');
    expect(await page.getAttribute('link[rel="alternate"][type="application/atom+xml"]', 'href')).toBe(`${site.baseUrl}/blog/feed.xml`);
    const dates = await page.locator('main .article-card time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates.length).toBe(10);
    expect([...dates].sort().reverse()).toEqual(dates);
    const firstPage = await articleLinks(page);

    await page.click('a[rel="next"]');
    await page.waitForURL(/after=/);
    await expect.poll(async () => (await articleLinks(page))[0]).not.toBe(firstPage[0]);
    expect((await articleLinks(page)).filter((href) => firstPage.includes(href))).toEqual([]);
    const feed = await fetch(`${site.baseUrl}/blog/feed.xml`);
    expect(feed.status).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters by craft and by tag from the URL, in English too', async () => {
    const context = await site.visitor('en-US');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/en/blog?craft=toepfern-keramik');
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    const pottery = await articleLinks(page);
    expect(pottery.length).toBeGreaterThan(0);
    expect(pottery.every((href) => href.startsWith('/en/blog/'))).toBe(true);
    expect(await page.locator('select[name="craft"]').inputValue()).toBe('toepfern-keramik');

    // A tag from an article page leads to the list of articles with that tag.
    await page.goto(pottery[0]!);
    await hydrated(page);
    const tag = page.locator('main ul.tags a').first();
    const tagText = (await tag.textContent())!;
    await tag.click();
    await page.waitForURL(/\/en\/blog\?tag=/);
    await expect.poll(() => page.textContent('main')).toContain(`Articles tagged “${tagText}”.`);
    expect((await articleLinks(page)).length).toBeGreaterThan(0);

    // Text search from the URL (the API folds case and umlauts).
    await page.goto('/blog?q=Drehscheibe');
    await hydrated(page);
    expect((await articleLinks(page)).length).toBeGreaterThan(0);
    expect(await page.locator('input[name="q"]').inputValue()).toBe('Drehscheibe');

    const response = await page.goto('/en/blog?craft=Not_A_Craft&tag=%3Cscript%3E');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.getByRole('alert').textContent()).toContain('We can’t read the tag “<script>”');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows an article with its rendered body, author, reading time, offers and JSON-LD', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/blog');
    await hydrated(page);
    const link = page.locator('main .article-card h3 a').first();
    const href = (await link.getAttribute('href'))!;
    const title = (await link.textContent())!;
    await link.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);

    await page.goto(href);
    await hydrated(page);
    expect(await page.locator('.article__body p').count()).toBeGreaterThan(2);
    expect(await page.locator('.article__body h1').count()).toBe(0);
    expect(await page.locator('.article__body script').count()).toBe(0);
    const meta = (await page.textContent('.article__meta'))!;
    expect(meta).toMatch(/^Von .+ · .+ · \d+ Minuten? Lesezeit$/);
    expect(await page.getAttribute('.article__cover img', 'alt')).toBeTruthy();
    expect(await page.locator('.article__author p').count()).toBe(1);
    expect(await page.textContent('.article__aside')).toContain('Kurse zum Thema');

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const article = data.find((item) => item['@type'] === 'Article') as Record<string, Record<string, unknown>>;
    expect(article.headline).toBe(title);
    expect(article.author?.['@type']).toBe('Person');
    expect(article.publisher?.name).toBe('Magazin für Selbstgemachtes');
    expect(String(article.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(String(article.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(String((article.image as unknown as string[])[0])).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> };
    expect(breadcrumbs.itemListElement.map((crumb) => new URL(crumb.item).pathname)).toEqual(['/', '/blog', href]);

    await page.goto(`/en${href}`);
    await hydrated(page);
    expect(await page.textContent('.article__meta')).toMatch(/^By .+ · .+ · \d+ minutes? read$/);
    expect(await page.textContent('.article__aside')).toContain('Courses on this topic');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers invalid and unknown slugs with the 404 page', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    let response = await page.goto('/blog/Kein_Slug');
    expect(response?.status()).toBe(404);
    expect(await page.textContent('body')).toContain('Page Not Found: /blog/Kein_Slug');
    response = await page.goto('/en/blog/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await context.close();
  });
});
