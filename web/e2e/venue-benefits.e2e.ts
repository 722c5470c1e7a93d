// The page for venues in Chromium: what a listing and Premium give, the prices with VAT, the FAQ and the ways in,
// in German and English; reached from a venue page's owner hint and the footer, in the sitemap, cached as static.
import { describe, expect, it } from 'vitest';
import { hydrated, jsonLd, openPage, siteForTests } from './harness';

const site = siteForTests();
const nbsp = '\u00a0';

describe('the page for venues', () => {
  it('tells a venue owner in German what they get, what it costs and how to start', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venue-benefits');
    expect(await page.title()).toBe('Für Orte: kostenloser Eintrag und Premium – Magazin für Selbstgemachtes');
    expect(await page.getAttribute('html', 'lang')).toBe('de-AT');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${site.baseUrl}/venue-benefits`);
    expect(await page.getAttribute('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${site.baseUrl}/en/venue-benefits`);
    expect((await jsonLd(page)).map((item) => item['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));

    expect(await page.locator('h1').textContent()).toBe('Dein Ort im Magazin für Selbstgemachtes');
    expect(await page.locator('[data-plan="premium-monthly"] .benefits__price').textContent()).toBe(`€${nbsp}28,80 im Monat`);
    expect(await page.locator('[data-plan="premium-yearly"] .benefits__price').textContent()).toBe(`€${nbsp}288,00 im Jahr`);
    expect(await page.locator('[data-plan="premium-yearly"] .benefits__vat').textContent()).toBe(
      `inkl. 20${nbsp}% USt: €${nbsp}240,00 netto + €${nbsp}48,00 USt`,
    );
    // Selling courses: the platform's fee as the API gives it (by default 5 % plus € 0,50) with its example.
    const selling = await page.locator('[aria-labelledby="benefits-selling"]').textContent();
    expect(selling).toContain(`Pro verkauftem Platz behält die Plattform 5${nbsp}% des Preises plus €${nbsp}0,50`);
    expect(selling).toContain(`Bei einem Kurs um €${nbsp}40,00 beträgt die Gebühr €${nbsp}2,50, du bekommst €${nbsp}37,50.`);
    expect(await page.locator('.benefits__faq dt').count()).toBe(7);
    expect(await page.getByRole('link', { name: 'Premium jährlich buchen' }).first().getAttribute('href')).toBe('/payment?plan=premium-yearly');

    // Taking a listed venue over starts with signing in; the guard brings the visitor back to the claim form.
    await page.getByRole('link', { name: 'Eintrag übernehmen' }).click();
    await page.waitForURL(/\/login\?next=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain('next=/venue_profile');

    await page.goBack();
    await hydrated(page);
    await page.getByRole('link', { name: 'der Musterspace' }).click();
    await page.waitForURL('**/musterspace');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Musterspace');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads English under /en/venue-benefits, with English links', async () => {
    const context = await site.visitor('en-US');
    const { page, problems } = await openPage(context, '/en/venue-benefits');
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    expect(await page.title()).toBe('For venues: free listing and Premium – Magazine for Homemade Things');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${site.baseUrl}/en/venue-benefits`);
    expect(await page.locator('[data-plan="premium-monthly"] .benefits__price').textContent()).toBe('€28.80 a month');
    expect(await page.locator('main').textContent()).toContain('That is €24.00 a month – 2 months free.');
    expect(await page.getByRole('link', { name: 'Buy Premium monthly' }).first().getAttribute('href')).toBe('/en/payment?plan=premium-monthly');
    expect(await page.getByRole('link', { name: 'Add a course and a venue' }).getAttribute('href')).toBe('/en/makeevent');
    expect(await page.locator('[aria-labelledby="benefits-selling"]').textContent()).toContain('the platform keeps 5% of the price plus €0.50');
    expect(await page.locator('dt', { hasText: 'What does “Advertisement” mean?' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is reached from a venue page and the footer, listed in the sitemap and cached like the other static pages', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/venues');
    const venue = (await page.locator('main a[href^="/venues/"]').first().getAttribute('href'))!;
    await page.goto(venue);
    await hydrated(page);
    expect(await page.locator('.venue__owner-hint').textContent()).toContain('Ist das dein Ort?');
    await page.locator('.venue__owner-hint a').click();
    await page.waitForURL('**/venue-benefits');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dein Ort im Magazin für Selbstgemachtes');
    expect(await page.locator('footer a[href="/venue-benefits"]').textContent()).toBe('Für Orte: Eintrag und Premium');
    expect(problems).toEqual([]);
    await context.close();

    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${site.baseUrl}/venue-benefits</loc>`);
    expect(sitemap).toContain(`<loc>${site.baseUrl}/en/venue-benefits</loc>`);
    const response = await fetch(`${site.baseUrl}/en/venue-benefits`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
  });
});
