// The magazine in Chromium: the article list (filters in the URL, the Atom feed, cursor pages) and the article page
// (rendered Markdown, author, reading time, what the magazine offers beside it, JSON-LD), in German and English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectErrorPage, followFirstLink, hydrated, jsonLd, openPage, siteForTests } from './harness';

const site = siteForTests();

const articleLinks = (page: Page) =>
  page.locator('main .article-card h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));

describe('the magazine', () => {
  it('lists articles newest first with the Atom feed linked, and pages on with ?after=', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/blog');
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
    const { page, problems } = await openPage(context, '/en/blog?craft=toepfern-keramik');
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
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
    const { page, problems } = await openPage(context, '/blog');
    const { href, title } = await followFirstLink(page, 'main .article-card h3 a');

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

    const data = await jsonLd(page);
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
    expect(await page.textContent('.article__meta')).toMatch(/^By .+ · .+ · \d+-minute read$/);
    expect(await page.textContent('.article__aside')).toContain('Courses on this topic');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers invalid and unknown slugs with the 404 page', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    await expectErrorPage(page, '/blog/Kein_Slug', 404, 'Page Not Found: /blog/Kein_Slug');
    await expectErrorPage(page, '/en/blog/gibt-es-nicht', 404);
    await context.close();
  });
});
