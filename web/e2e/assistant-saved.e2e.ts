// Saving a craft assistant answer in Chromium against the built site, with no language model configured (the
// retrieval-only answer): signed out, the answer offers signing in; a registered person asks on /ai, saves the answer,
// finds it on /app with its cards and deletes it; without JavaScript the same form posts and lands on /app too.
// axe checks every page through the harness.
import { describe, expect, it } from 'vitest';
import { openPage, register, siteForTests } from './harness';

const site = siteForTests();

describe('saving an assistant answer', () => {
  it('offers signing in when signed out; signed in, saves the answer to /app, shows it there and deletes it', async () => {
    const context = await site.visitor('de-AT');
    try {
      const { page, problems } = await openPage(context, '/ai');
      const ask = async (question: string) => {
        await page.getByLabel('Was möchtest du machen?').fill(question);
        await page.getByRole('button', { name: 'Fragen' }).click();
        await expect.poll(() => page.locator('.assistant__result').textContent(), { timeout: 15_000 }).toContain('Hier ist kein Sprachmodell eingerichtet');
      };
      await ask('Ich möchte eine Tasse töpfern');
      expect(await page.getByRole('link', { name: 'Melde dich an' }).getAttribute('href')).toBe('/login?next=%2Fai');
      expect(await page.getByRole('button', { name: 'Antwort speichern' }).count()).toBe(0);

      await register(page, 'Tina Tasse', 'tina.saved@example.com');
      await page.goto('/ai');
      await ask('Ich möchte eine Tasse töpfern');
      const cards = await page.locator('.assistant__result .assistant__card > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(cards.length).toBeGreaterThan(0);
      await Promise.all([page.waitForURL('**/app?done=answerSaved*'), page.getByRole('button', { name: 'Antwort speichern' }).click()]);
      expect(await page.locator('.flash-notice').textContent()).toContain('Die Antwort ist gespeichert.');

      const saved = page.locator('section.saved-answers .saved-answer');
      await expect.poll(() => saved.count()).toBe(1);
      expect(await saved.locator('h3').first().textContent()).toBe('Ich möchte eine Tasse töpfern');
      expect(await saved.textContent()).toMatch(/Gespeichert am \d/);
      // The same cards, read from the store again.
      expect(await saved.locator('.assistant__card > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(cards);
      expect(await saved.getByRole('link', { name: 'Nochmal fragen' }).getAttribute('href')).toBe(`/ai?q=${encodeURIComponent('Ich möchte eine Tasse töpfern')}`);

      await Promise.all([page.waitForURL('**/app?done=answerDeleted*'), saved.getByRole('button', { name: 'Gespeicherte Antwort „Ich möchte eine Tasse töpfern“ löschen' }).click()]);
      await expect.poll(() => page.locator('.saved-answer').count()).toBe(0);
      expect(await page.locator('section.saved-answers').textContent()).toContain('Du hast noch keine Antwort gespeichert.');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('saves from a plain form post without JavaScript', async () => {
    const context = await site.visitor('de-AT', { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await register(page, 'Otto Ohnescript', 'otto.saved@example.com');
      await page.goto('/ai');
      await page.getByLabel('Was möchtest du machen?').fill('Ich möchte stricken lernen');
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Fragen' }).click()]);
      await Promise.all([page.waitForURL('**/app?done=answerSaved*'), page.getByRole('button', { name: 'Antwort speichern' }).click()]);
      const saved = page.locator('.saved-answer');
      expect(await saved.count()).toBe(1);
      expect(await saved.locator('h3').first().textContent()).toBe('Ich möchte stricken lernen');
      expect(await saved.locator('.assistant__card').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
