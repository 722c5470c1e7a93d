// The craft assistant in Chromium against the built site on a fresh start, with no language model configured: /ai
// streams a German question's retrieval-only answer with the no-model note and searches around a typed place,
// /en/gemini answers in English, /claude is light, and without JavaScript the form post renders the whole answer.
// axe checks every page through the harness.
import { describe, expect, it } from 'vitest';
import { openPage, siteForTests } from './harness';

const site = siteForTests();

describe('the craft assistant', () => {
  it('answers a German question on /ai from the listings, with the no-model note, and keeps the conversation', async () => {
    const context = await site.visitor('de-AT');
    try {
      const { page, problems } = await openPage(context, '/ai');
      await page.getByLabel('Was möchtest du machen?').fill('Ich möchte eine Tasse töpfern');
      await page.getByRole('button', { name: 'Fragen' }).click();
      const result = page.locator('.assistant__result');
      await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain('Hier ist kein Sprachmodell eingerichtet');
      expect(await result.getByRole('heading', { level: 2 }).first().textContent()).toMatch(/Töpfern/);
      expect(await result.locator('a[href^="/events/"], a[href^="/venues/"]').count()).toBeGreaterThan(0);
      const history = await page.evaluate(() => sessionStorage.getItem('assistant.conversation'));
      expect(JSON.parse(history!)).toEqual([{ question: 'Ich möchte eine Tasse töpfern', crafts: expect.arrayContaining(['toepfern-keramik']) }]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('searches around a place typed as in the directories, and says at the field when the map does not know it', async () => {
    const context = await site.visitor('de-AT');
    try {
      const { page, problems } = await openPage(context, '/ai');
      await page.getByLabel('Was möchtest du machen?').fill('Ich möchte töpfern');
      const place = page.getByLabel('Stadt, Bezirk oder Postleitzahl');
      await place.fill('Atlantis');
      await page.getByRole('button', { name: 'Fragen' }).click();
      await expect.poll(() => place.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await place.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('Diesen Ort finden wir nicht auf der Karte.');
      await place.fill('Graz');
      await page.getByRole('button', { name: 'Fragen' }).click();
      const result = page.locator('.assistant__result');
      await expect.poll(() => result.locator('a[href="/venues/lendwerk-keramik"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await place.getAttribute('aria-invalid')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('answers in English on /en/gemini', async () => {
    const context = await site.visitor('en-US');
    try {
      const { page, problems } = await openPage(context, '/en/gemini');
      await page.getByLabel('What would you like to make?').fill('I would like to make a mug from clay');
      await page.getByRole('button', { name: 'Ask' }).click();
      const result = page.locator('.assistant__result');
      await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain('No language model is configured here');
      expect(await result.textContent()).toContain('First steps');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps /claude light', async () => {
    const context = await site.visitor('de-AT', { colorScheme: 'dark' });
    try {
      const { page } = await openPage(context, '/claude');
      expect(await page.locator('.assistant').evaluate((element) => getComputedStyle(element).colorScheme)).toBe('light');
    } finally {
      await context.close();
    }
  });

  it('renders the whole answer from a plain form post without JavaScript', async () => {
    const context = await site.visitor('de-AT', { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/ai');
      await page.getByLabel('Was möchtest du machen?').fill('Geschenk für Oma, kann nur abends');
      await page.getByLabel('Wann hast du Zeit?').selectOption('evenings');
      const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Fragen' }).click()]);
      expect(response?.status()).toBe(200);
      const result = page.locator('.assistant__result');
      expect(await result.textContent()).toContain('Hier ist kein Sprachmodell eingerichtet');
      expect(await result.locator('.assistant__card').count()).toBeGreaterThan(0);
      expect(await page.locator('input[name="history"]').getAttribute('value')).toContain('Geschenk für Oma');
    } finally {
      await context.close();
    }
  });
});
