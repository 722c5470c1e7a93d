// Premium end to end in Chromium against the built site, on the built-in test provider: a venue's owner buys Premium
// on /payment through the test checkout, sees it with its renewal date and its invoice's PDF on /venue_profile, and
// the venue stands first on /venues, /wien and its craft's list for its district, marked „Anzeige“, for signed-out
// visitors too (their pages come from the page cache), and its next course on top of /events; never in the lists of
// another craft or district. The owner cancels (it ends at the period end and stays featured), then the provider
// ends the subscription and the venue is featured nowhere.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../functions/src/invoices/pdf-text.testing.js';
import { testPaymentProvider } from '../../functions/src/payments/test-provider.js';
import { register, siteForTests, watchConsole } from './harness';
import { asPerson } from './live-helpers';

// The test provider signs its events with this secret (payments/open.ts reads it), so that the test can end the
// subscription as the provider would: a signed customer.subscription.deleted through the webhook route.
const webhookSecret = 'whsec_e2e_premium';
process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
afterAll(() => {
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

const site = siteForTests();

async function submit(page: Page, button: string | RegExp): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).first().click()]);
}

/** The venue names of a list page's cards, in order, and which of them carry the written „Anzeige“ mark. */
async function listed(page: Page, path: string): Promise<{ names: string[]; marked: string[] }> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const cards = page.locator('.directory__results .venue-card');
  const names = (await cards.locator('.card__title').allTextContents()).map((name) => name.trim());
  const marked = (await page.locator('.venue-card:has(.ad-mark) .card__title').allTextContents()).map((name) => name.trim());
  return { names, marked };
}

describe('Premium for a venue', () => {
  it('is bought, shown with its renewal, features the venue first and marked, is cancelled to the period end and then ends', async () => {
    const contexts: BrowserContext[] = [];
    const problems: string[][] = [];
    const open = async (options: { javaScriptEnabled?: boolean } = {}) => {
      const context = await site.visitor('de-AT', options);
      contexts.push(context);
      const page = await context.newPage();
      problems.push(watchConsole(page));
      return page;
    };
    try {
      const owner = await open({ javaScriptEnabled: false });
      await register(owner, 'Olga Eigen', 'olga.eigen@example.com');
      // The last venue of Vienna's list by name that has a coming course, so that standing first is the featuring's
      // doing. It becomes Olga's straight in the store, as an editor's approval of her claim would
      // (contributions.e2e.ts tests that way).
      type Listed = { slug: string; name: string; address: { postalCode: string }; crafts: { slug: string }[]; upcomingEvents: { title: string }[] };
      const { venues } = await asPerson<{ venues: { edges: { node: Listed }[] } }>(
        owner,
        '{ venues(first: 50, filter: { city: "wien" }) { edges { node { slug name address { postalCode } crafts { slug } upcomingEvents(first: 1) { title } } } } }',
      );
      const venue = venues.edges.map((edge) => edge.node).findLast((node) => node.upcomingEvents.length > 0)!;
      const course = venue.upcomingEvents[0]!.title;
      const { viewer } = await asPerson<{ viewer: { uid: string } }>(owner, '{ viewer { uid } }');
      await site.withStore(async (store) => {
        const [record] = await store.venues.getBySlugs([venue.slug]);
        await store.venues.upsertMany([{ ...record!, ownerUids: [viewer.uid] }]);
      });

      const visitor = await open();
      const before = await listed(visitor, '/wien');
      expect(before.marked).toEqual([]);
      expect(before.names[0]).not.toBe(venue.name);

      // Buying: the plan with net, USt and total, then the provider's checkout, and back on /payment.
      await owner.goto('/payment?plan=premium-monthly');
      expect(await owner.locator('main').textContent()).toMatch(/28,80/);
      await submit(owner, /Weiter zur Zahlung/);
      expect(new URL(owner.url()).pathname).toBe('/payment/test-checkout');
      await submit(owner, 'Bezahlen');
      expect(new URL(owner.url()).pathname).toBe('/payment');
      await expect.poll(async () => (await owner.reload(), await owner.locator('main').textContent())).toContain(`Premium für ${venue.name} läuft und verlängert sich am`);

      // /venue_profile: the plan and its renewal date.
      await owner.goto('/venue_profile');
      const box = owner.locator('section[aria-labelledby="venue-premium"]');
      expect(await box.textContent()).toMatch(/Premium monatlich läuft und verlängert sich am \d{1,2}\. \S+ \d{4}\./);
      // Its invoice as a PDF, for the owner only: a signed-out visitor is told there is none.
      const invoice = box.getByRole('link', { name: 'Rechnung P-000001 (PDF)' });
      const pdfPath = (await invoice.getAttribute('href'))!;
      expect(pdfPath).toBe(`/invoices/premium/${venue.slug}/P-000001.pdf`);
      const download = await owner.context().request.get(pdfPath);
      expect([download.status(), download.headers()['content-type'], download.headers()['cache-control']]).toEqual([200, 'application/pdf', 'private, no-store']);
      const pdf = await pdfText(await download.body());
      expect(pdf.lines).toContain('Rechnungsnummer P-000001');
      expect(pdf.lines).toContain('Gesamtbetrag € 28,80');
      expect((await visitor.context().request.get(pdfPath)).status()).toBe(404);

      // Featured first, marked in words, on /venues and /wien and in its craft's list for its district; signed out as
      // signed in.
      const craft = venue.crafts[0]!.slug;
      const district = venue.address.postalCode;
      for (const path of ['/venues', '/wien', `/wien?craft=${craft}`, `/wien?craft=${craft}&place=${district}`]) {
        for (const page of [visitor, owner]) {
          const { names, marked } = await listed(page, path);
          expect(names[0], path).toBe(venue.name);
          expect(marked, path).toEqual([venue.name]);
          // Not twice on one page.
          expect(names.filter((name) => name === venue.name), path).toHaveLength(1);
        }
      }
      // Never outside the list's filters: a craft the venue does not offer, another district (its neighbourhood
      // included in that list or not).
      const { crafts } = await asPerson<{ crafts: { slug: string }[] }>(owner, '{ crafts { slug } }');
      const otherCraft = crafts.find((candidate) => !venue.crafts.some((own) => own.slug === candidate.slug))!.slug;
      expect((await listed(visitor, `/wien?craft=${otherCraft}`)).marked).toEqual([]);
      const otherDistrict = ['1010', '1020', '1160'].find((code) => code !== district)!;
      expect((await listed(visitor, `/wien?craft=${craft}&place=${otherDistrict}`)).marked).toEqual([]);

      // Its coming course is featured on top of the course list, marked too.
      await visitor.goto('/events');
      expect((await visitor.locator('.featured-list .event-card .card__title').allTextContents()).map((title) => title.trim())).toEqual([course]);
      expect(await visitor.locator('.event-card .ad-mark').allTextContents()).toEqual(['Anzeige']);

      // Cancelling: it ends at the period end and stays featured until then.
      await owner.goto('/venue_profile');
      await submit(owner, 'Premium kündigen');
      expect(await owner.locator('section[aria-labelledby="venue-premium"]').textContent()).toMatch(/Premium monatlich ist gekündigt und endet am \d{1,2}\. \S+ \d{4}\./);
      expect((await listed(visitor, '/wien')).marked).toEqual([venue.name]);

      // The provider ends the subscription (as Stripe does at the end of a cancelled period): featured nowhere.
      const provider = testPaymentProvider({ file: join(site.dataDir, 'test-payments.json'), webhookSecret, siteUrl: () => site.baseUrl });
      provider.deliverTo(async (body, signature) => {
        const response = await fetch(`${site.baseUrl}/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
        expect(response.status).toBe(200);
      });
      await provider.endSubscription(provider.subscription(venue.slug)!.id);
      for (const path of ['/venues', '/wien']) {
        for (const page of [visitor, owner]) expect((await listed(page, path)).marked, path).toEqual([]);
      }
      await visitor.goto('/events');
      expect(await visitor.locator('.ad-mark').count()).toBe(0);
      await owner.goto('/venue_profile');
      expect(await owner.locator('section[aria-labelledby="venue-premium"]').textContent()).toContain('Dein Ort hat kein Premium.');
      expect(problems.flat()).toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  }, 180_000);
});
