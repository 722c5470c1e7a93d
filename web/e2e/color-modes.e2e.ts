// Colour modes in Chromium against the built site: the system's dark preference gives the dark palette on the main
// pages in German and English (axe checks each page through the harness, contrast included), a choice in the header
// is remembered across reloads and pages and is on <html> before the body is painted (and printing stays light),
// /claude stays light whatever the visitor prefers or chose, and without JavaScript the system's mode applies with
// the switch hidden.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, siteForTests } from './harness';

const site = siteForTests();

// --paper of each palette (web/styles/site.css), as getComputedStyle reports it.
const lightPaper = 'rgb(251, 247, 240)';
const darkPaper = 'rgb(28, 24, 21)';

type FirstPaint = { mode: string | null; background: string };

/**
 * Records, for every document the context loads, the colour mode on <html> and the body's background at the moment
 * the parser inserts <body>: before that nothing of the page can be painted, so this is what the first paint shows.
 */
async function recordFirstPaint(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      (window as unknown as { firstPaint: FirstPaint }).firstPaint = {
        mode: document.documentElement.getAttribute('data-color-mode'),
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint?: FirstPaint }).firstPaint);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const mode = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-color-mode'));
const checkedOption = (page: Page) => page.locator('.color-mode-switch input:checked').getAttribute('value');

async function firstEventPath(context: BrowserContext): Promise<string> {
  const { page } = await openPage(context, '/events');
  const href = await page.locator('main a[href^="/events/"]').first().getAttribute('href');
  await page.close();
  return href!;
}

describe('colour modes', () => {
  it('follows a dark system preference on the main pages in German and English', async () => {
    const context = await site.visitor('de-AT', { colorScheme: 'dark' });
    await recordFirstPaint(context);
    try {
      const eventPath = await firstEventPath(context);
      const pages = ['/', '/venues', eventPath, '/blog', '/ai', '/events', '/eventslive', '/venue-benefits', '/login'];
      for (const path of [...pages, '/en', '/en/venues', `/en${eventPath}`, '/en/blog', '/en/ai']) {
        const { page, problems } = await openPage(context, path);
        expect(await firstPaint(page), path).toEqual({ mode: 'system', background: darkPaper });
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), path).toBe('dark');
        expect(await checkedOption(page), path).toBe('system');
        expect(problems, path).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('keeps the light palette for a light system preference', async () => {
    const context = await site.visitor('de-AT', { colorScheme: 'light' });
    try {
      const { page } = await openPage(context, '/venues');
      expect(await background(page)).toBe(lightPaper);
      expect(await mode(page)).toBe('system');
    } finally {
      await context.close();
    }
  });

  it('remembers dark chosen in the header across a reload and a new page, applied before the first paint', async () => {
    const context = await site.visitor('de-AT', { colorScheme: 'light' });
    await recordFirstPaint(context);
    try {
      const { page, problems } = await openPage(context, '/venues');
      const group = page.getByRole('group', { name: 'Farbmodus' });
      await group.getByRole('radio', { name: 'Dunkel' }).check();
      expect(await mode(page)).toBe('dark');
      expect(await background(page)).toBe(darkPaper);

      await page.reload();
      expect(await firstPaint(page)).toEqual({ mode: 'dark', background: darkPaper });
      await expect.poll(() => checkedOption(page)).toBe('dark');

      const { page: other } = await openPage(context, '/en/blog');
      expect(await firstPaint(other)).toEqual({ mode: 'dark', background: darkPaper });
      await expect.poll(() => checkedOption(other)).toBe('dark');
      expect(await other.getByRole('group', { name: 'Colour mode' }).getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
      // Printed on paper, the page is light whatever the screen shows.
      await other.emulateMedia({ media: 'print' });
      expect(await background(other)).toBe(lightPaper);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('remembers light chosen with the keyboard against a dark system preference', async () => {
    const context = await site.visitor('en-US', { colorScheme: 'dark' });
    await recordFirstPaint(context);
    try {
      const { page } = await openPage(context, '/en/events');
      const system = page.getByRole('radio', { name: 'System' });
      await system.focus();
      // Arrow keys move through a radio group and check the option they reach.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => checkedOption(page)).toBe('light');
      expect(await background(page)).toBe(lightPaper);
      await page.reload();
      expect(await firstPaint(page)).toEqual({ mode: 'light', background: lightPaper });
    } finally {
      await context.close();
    }
  });

  it('keeps /claude light with a dark preference and with dark chosen, also after a client-side navigation', async () => {
    const context = await site.visitor('de-AT', { colorScheme: 'dark' });
    await recordFirstPaint(context);
    try {
      const { page } = await openPage(context, '/claude');
      expect(await firstPaint(page)).toEqual({ mode: 'light', background: lightPaper });
      expect(await page.locator('.color-mode-switch').isVisible()).toBe(false);

      const { page: index } = await openPage(context, '/crawlindex');
      await index.getByRole('radio', { name: 'Dunkel' }).check();
      expect(await background(index)).toBe(darkPaper);
      await index.locator('main a[href="/claude"]').first().click();
      await index.waitForURL('**/claude');
      await expect.poll(() => mode(index)).toBe('light');
      expect(await background(index)).toBe(lightPaper);
      await index.goBack();
      await index.waitForURL('**/crawlindex');
      await expect.poll(() => mode(index)).toBe('dark');
      expect(await background(index)).toBe(darkPaper);

      const { page: again } = await openPage(context, '/claude');
      expect(await firstPaint(again)).toEqual({ mode: 'light', background: lightPaper });
    } finally {
      await context.close();
    }
  });

  it('follows the system without JavaScript and hides the switch it could not use', async () => {
    const context = await site.visitor('de-AT', { colorScheme: 'dark', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/venues');
      expect(await background(page)).toBe(darkPaper);
      expect(await page.locator('.color-mode-switch').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
