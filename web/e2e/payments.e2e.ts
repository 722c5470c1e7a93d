// Paying for a course end to end in Chromium against the built site, on the built-in test provider: a person books
// the last seat of a paid course without JavaScript, lands on /payment with the hold's countdown, pays on the test
// checkout and comes back to a confirmed seat and a receipt by mail; another person's booking while the seat is held
// goes to the waitlist; a forged webhook is refused.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register, siteForTests, watchConsole } from './harness';
import { activePayoutAccount, asPerson } from './live-helpers';

const site = siteForTests();

/** 'YYYY-MM-DD' three days ahead, Vienna time. */
const inThreeDays = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Vienna' }).format(new Date(Date.now() + 3 * 86_400_000));

async function submit(page: Page, button: string | RegExp): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).first().click()]);
}

describe('paying for a course', () => {
  it('holds the last seat while its person pays on the test checkout, waitlists the next, confirms and mails a receipt', async () => {
    const contexts: BrowserContext[] = [];
    const problems: string[][] = [];
    const person = async (name: string, email: string) => {
      const context = await site.visitor('de-AT', { javaScriptEnabled: false });
      contexts.push(context);
      const page = await context.newPage();
      problems.push(watchConsole(page));
      await register(page, name, email);
      return page;
    };
    try {
      const editor = await person('Edda Kasse', 'edda.kasse@example.com');
      await site.setRole('edda.kasse@example.com', 'EDITOR');
      await activePayoutAccount(editor);
      const { venues } = await asPerson<{ venues: { edges: { node: { slug: string } }[] } }>(editor, '{ venues(first: 1, filter: { city: "wien" }) { edges { node { slug } } } }');
      const { createEvent } = await asPerson<{ createEvent: { slug: string }[] }>(editor, 'mutation ($input: EventInput!) { createEvent(input: $input) { slug } }', {
        input: {
          title: 'Siebdruck mit Bezahlung',
          description: 'Ein Abend am Siebdrucktisch, Material inklusive.',
          crafts: ['toepfern-keramik'],
          venue: venues.edges[0]!.node.slug,
          startsAtLocal: `${inThreeDays()}T18:00`,
          durationMinutes: 120,
          priceCents: 2500,
          capacity: 1,
          level: 'ALL_LEVELS',
          materialsIncluded: true,
        },
      });
      const slug = createEvent[0]!.slug;
      await asPerson(editor, 'mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }', { slug });

      const anna = await person('Anna Zahlt', 'anna.zahlt@example.com');
      await anna.goto(`/events/${slug}`);
      await submit(anna, 'Platz buchen');
      expect(new URL(anna.url()).pathname).toBe('/payment');
      await expect.poll(() => anna.locator('main').textContent()).toMatch(/Wir halten deinen Platz bis \d\d:\d\d Uhr frei – noch 1[45] Minuten/);

      // While Anna's seat is held, Ben's booking goes to the waitlist.
      const ben = await person('Ben Wartet', 'ben.wartet@example.com');
      const { bookEvent } = await asPerson<{ bookEvent: { status: string } }>(ben, 'mutation ($slug: ID!) { bookEvent(slug: $slug) { status } }', { slug });
      expect(bookEvent.status).toBe('WAITLISTED');

      await submit(anna, /25,00.*bezahlen/);
      expect(new URL(anna.url()).pathname).toBe('/payment/test-checkout');
      await expect.poll(() => anna.locator('h1').textContent()).toBe('Testzahlung – es wird kein Geld bewegt');
      await submit(anna, 'Bezahlen');
      expect(new URL(anna.url()).pathname).toBe('/payment');
      expect(await anna.locator('main').textContent()).toContain('Bezahlt – dein Platz ist fix.');
      const receipt = (await site.outbox('anna.zahlt@example.com')).find((mail) => mail.template === 'paymentReceived');
      expect(receipt!.message.text).toMatch(/€\s25,00/);

      const forged = await fetch(`${site.baseUrl}/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
      });
      expect(forged.status).toBe(400);
      expect(problems.flat()).toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  }, 120_000);
});
