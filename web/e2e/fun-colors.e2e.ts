// The palette tool in Chromium, in German and English, light and dark: a colour picked, the rule changed, a colour
// locked through the reshuffle, the share link opened in a new page giving the same palette, the contrast check, and
// the .gpl and .ase downloads parsed back. The harness checks every page it opens with axe; the states after
// interaction are checked here.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readAse } from '../features/colors/ase-reader.testing';
import { contrastRatio } from '../features/colors/colour-science';
import { generatePalette } from '../features/colors/harmony';
import { accessibilityViolations, openPage, siteForTests, type ContextOptions, type Language } from './harness';

const site = siteForTests();

const shownPalette = (page: Page) => page.locator('[data-testid="palette"] li').evaluateAll((items) => items.map((item) => item.getAttribute('data-hex')!));

const runs: Array<{
  language: Language;
  path: string;
  options: ContextOptions;
  words: { title: string; hex: string; rule: string; lock: string; reshuffle: string; text: string; background: string; gpl: string; ase: string; share: string };
}> = [
  {
    language: 'de-AT',
    path: '/fun/colors',
    options: { colorScheme: 'light' },
    words: {
      title: 'Farbpaletten für Garn, Glasur, Stoff, Papier und Malfarbe – Magazin für Selbstgemachtes',
      hex: 'Hex-Wert',
      rule: 'Farbharmonie',
      lock: 'sperren',
      reshuffle: 'Neu mischen',
      text: 'Textfarbe',
      background: 'Hintergrund',
      gpl: 'GIMP/Inkscape-Palette (.gpl)',
      ase: 'Adobe-Farbfelder (.ase)',
      share: 'Link zu dieser Palette',
    },
  },
  {
    language: 'en-US',
    path: '/en/fun/colors',
    options: { colorScheme: 'dark' },
    words: {
      title: 'Colour palettes for yarn, glaze, fabric, paper and paint – Magazine for Homemade Things',
      hex: 'Hex value',
      rule: 'Colour harmony',
      lock: 'Lock',
      reshuffle: 'Reshuffle',
      text: 'Text colour',
      background: 'Background',
      gpl: 'GIMP/Inkscape palette (.gpl)',
      ase: 'Adobe swatches (.ase)',
      share: 'Link to this palette',
    },
  },
];

describe('the palette tool', () => {
  for (const { language, path, options, words } of runs) {
    it(`picks, locks, reshuffles, shares and exports a palette (${language}, ${options.colorScheme})`, async () => {
      const context = await site.visitor(language, { ...options, viewport: { width: 390, height: 844 } });
      const { page, problems } = await openPage(context, path);
      expect(await page.title()).toBe(words.title);
      expect(await shownPalette(page)).toHaveLength(5);

      // Pick a base colour with the picker, then type one.
      await page.locator('input[type="color"]').fill('#2b6cb0');
      await expect.poll(() => shownPalette(page).then((palette) => palette[0])).toBe('#2b6cb0');
      await page.getByLabel(words.hex).fill('#3d7a4f');
      await expect.poll(() => shownPalette(page).then((palette) => palette[0])).toBe('#3d7a4f');

      // Another rule gives other companions for the same base.
      const analogous = await shownPalette(page);
      await page.getByLabel(words.rule).selectOption('triad');
      await expect.poll(() => shownPalette(page)).not.toEqual(analogous);
      expect((await shownPalette(page))[0]).toBe('#3d7a4f');

      // Lock the third colour from the keyboard, reshuffle: it and the base stay, the rest change.
      const lock = page.getByRole('button', { name: new RegExp(words.lock) }).nth(1);
      await lock.focus();
      await page.keyboard.press('Space');
      expect(await lock.getAttribute('aria-pressed')).toBe('true');
      const before = await shownPalette(page);
      await page.getByRole('button', { name: words.reshuffle }).click();
      await expect.poll(() => shownPalette(page)).not.toEqual(before);
      const after = await shownPalette(page);
      expect([after[0], after[2]]).toEqual([before[0], before[2]]);
      expect(await accessibilityViolations(page)).toEqual([]);

      // The contrast check compares the two colours chosen.
      await page.getByLabel(words.text).selectOption('0');
      await page.getByLabel(words.background).selectOption('2');
      const ratio = Math.floor(contrastRatio(after[0]!, after[2]!) * 100) / 100;
      const shownRatio = language === 'de-AT' ? ratio.toFixed(2).replace('.', ',') : ratio.toFixed(2);
      await expect.poll(() => page.getByTestId('wcag-ratio').textContent()).toBe(`WCAG 2: ${shownRatio}:1`);

      // The address is the share link; a new page opened with it shows the same palette, rule and lock.
      // The address follows the palette after a short pause (the colour picker would otherwise flood the history).
      const shareField = page.getByLabel(words.share);
      await expect.poll(async () => page.url() === (await shareField.inputValue())).toBe(true);
      const shareUrl = await shareField.inputValue();
      expect(shareUrl).toContain('lock=2');
      const { page: shared, problems: sharedProblems } = await openPage(context, shareUrl);
      expect(await shownPalette(shared)).toEqual(after);
      expect(await shared.getByLabel(words.rule).inputValue()).toBe('triad');
      expect(await shared.getByRole('button', { name: new RegExp(words.lock) }).nth(1).getAttribute('aria-pressed')).toBe('true');
      expect(sharedProblems).toEqual([]);

      // The downloads hold the palette.
      const [gplDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.gpl }).click()]);
      expect(gplDownload.suggestedFilename()).toMatch(/\.gpl$/);
      const gpl = (await readFile((await gplDownload.path())!, 'utf8')).trimEnd().split('\n');
      expect(gpl[0]).toBe('GIMP Palette');
      const gplColours = gpl.slice(4).map((line) => {
        const [r, g, b] = line.trim().split(/\s+/).map(Number);
        return `#${[r, g, b].map((n) => n!.toString(16).padStart(2, '0')).join('')}`;
      });
      expect(gplColours).toEqual(after);

      const [aseDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.ase }).click()]);
      expect(aseDownload.suggestedFilename()).toMatch(/\.ase$/);
      const ase = readAse(new Uint8Array(await readFile((await aseDownload.path())!)));
      expect(ase.version).toBe('1.0');
      const aseColours = ase.blocks
        .filter((block) => block.type === 'colour')
        .map((block) => `#${block.values!.map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('')}`);
      expect(aseColours).toEqual(after);

      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('without JavaScript shows the palette, says what needs JavaScript, and answers the form', async () => {
    const context = await site.visitor('de-AT', { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/fun/colors');
      expect(await shownPalette(page)).toEqual(generatePalette({ base: '#c0552b', rule: 'analogous', seed: 0 }));
      expect(await page.locator('main noscript').innerHTML()).toContain('Ohne JavaScript zeigt dir diese Seite die Palette');
      expect(await page.getByRole('button', { name: 'Neu mischen' }).isDisabled()).toBe(true);
      await page.getByLabel('Farbharmonie').selectOption('triad');
      await Promise.all([page.waitForURL('**/fun/colors?*rule=triad*'), page.getByRole('button', { name: 'Palette zeigen' }).click()]);
      expect(await shownPalette(page)).toEqual(generatePalette({ base: '#c0552b', rule: 'triad', seed: 0 }));
    } finally {
      await context.close();
    }
  });

  it('reads well in the other colour scheme of each language, and is linked from the footer', async () => {
    for (const [language, path, colorScheme] of [
      ['de-AT', '/fun/colors', 'dark'],
      ['en-US', '/en/fun/colors', 'light'],
    ] as const) {
      const context = await site.visitor(language, { colorScheme });
      const { page, problems } = await openPage(context, '/');
      await page.locator(`footer a[href="${path}"]`).click();
      await page.waitForURL(`**${path}`);
      // React commits the new page after the address changes.
      await expect.poll(() => shownPalette(page).then((palette) => palette.length)).toBe(5);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
