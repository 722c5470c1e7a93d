// The photo palette in Chromium, in German and English, light and dark: the sample photo gives its colours, a
// picture of known flat colours gives those colours back, a text file is refused with a message in the page's
// language, the palette goes on to /fun/colors in the URL and downloads as a GIMP palette; reachable from the footer
// and listed in the sitemap. The harness checks every page it opens with axe; the states after interaction are
// checked here.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { colourDistance } from '../features/colors/photo/dominant-colours';
import { parsePaletteQuery } from '../features/colors/palette-url';
import { accessibilityViolations, openPage, siteForTests } from './harness';

const site = siteForTests();

/** Colours of the flat test picture: six stripes a knitter might pick. */
const stripes = ['#c0552b', '#2b6f8c', '#e8c547', '#3d405b', '#81b29a', '#f4f1de'];

/** A PNG of vertical stripes in `colours`, drawn by the browser's own canvas (exact pixels, no compression loss). */
async function stripesPng(page: Page, colours: string[]): Promise<Buffer> {
  const dataUrl = await page.evaluate((colours) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    colours.forEach((colour, i) => {
      context.fillStyle = colour;
      context.fillRect(i * 100, 0, 100, 300);
    });
    return canvas.toDataURL('image/png');
  }, colours);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The palette as shown: one hex per colour, read from the hex fields. */
const shownPalette = (page: Page) => page.locator('.colors2__colour').evaluateAll((items) => items.map((item) => item.getAttribute('data-colour')!));

describe('the photo palette', () => {
  it('takes the colours of the sample photo, of a picture of flat colours, and refuses a text file, in German', async () => {
    const context = await site.visitor('de-AT');
    const { page, problems } = await openPage(context, '/fun/colors2');
    expect(await page.title()).toBe('Palette aus einem Foto – Magazin für Selbstgemachtes');
    expect(await page.locator('h1').textContent()).toBe('Eine Palette aus deinem Foto');
    expect(await page.locator('.colors2__privacy').textContent()).toContain('Dein Foto verlässt deinen Browser nicht');

    await page.getByRole('button', { name: 'Mit dem Beispielfoto ausprobieren' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('6 Farben aus „Beispielfoto“ gefunden.');
    const sample = await shownPalette(page);
    expect(sample).toHaveLength(6);
    expect(await page.locator('figure svg[role="img"]').count()).toBe(3);
    // The person picks how many: 5 to 8.
    await page.getByLabel('Anzahl der Farben').selectOption('8');
    await expect.poll(() => shownPalette(page).then((palette) => palette.length)).toBe(8);
    await page.getByLabel('Anzahl der Farben').selectOption('5');
    await expect.poll(() => shownPalette(page).then((palette) => palette.length)).toBe(5);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A picture of six flat colours: those six come back, each within a just-visible difference.
    await page.getByLabel('Anzahl der Farben').selectOption('6');
    await page.getByLabel('Foto auswählen oder hierher ziehen').setInputFiles({ name: 'streifen.png', mimeType: 'image/png', buffer: await stripesPng(page, stripes) });
    await expect.poll(() => page.getByRole('status').textContent()).toBe('6 Farben aus „streifen.png“ gefunden.');
    const found = await shownPalette(page);
    for (const colour of stripes) expect(Math.min(...found.map((hex) => colourDistance(hex, colour))), colour).toBeLessThan(0.02);

    // Each colour can be changed, by its hex value too.
    const hex = page.getByLabel('Hex-Wert von Farbe 1');
    await hex.fill('#123456');
    await expect.poll(() => shownPalette(page).then((palette) => palette[0])).toBe('#123456');
    await hex.fill('#12');
    await hex.blur();
    expect(await page.getByText('Gib einen Hex-Wert wie #c0552b ein.').count()).toBe(1);
    await hex.fill('#654321');
    await hex.blur();
    expect(await page.getByText('Gib einen Hex-Wert wie #c0552b ein.').count()).toBe(0);

    // The palette downloads as a GIMP palette holding its colours.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'GIMP-/Inkscape-Palette (.gpl)' }).click()]);
    expect(download.suggestedFilename()).toBe('fotopalette.gpl');
    const gpl = await readFile((await download.path())!, 'utf8');
    expect(gpl.startsWith('GIMP Palette\nName: Fotopalette\n')).toBe(true);
    expect(gpl).toContain('101  67  33\t#654321');
    expect(gpl.trim().split('\n').filter((line) => /^\s*\d+\s+\d+\s+\d+\t/.test(line))).toHaveLength(6);

    // Not a picture: said in the page's language, and the palette so far stays.
    await page.getByLabel('Foto auswählen oder hierher ziehen').setInputFiles({ name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('Maschen anschlagen') });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('„notizen.txt“ ist kein Foto. Wähl ein Bild im Format JPEG, PNG, WebP oder GIF.');
    expect(await shownPalette(page)).toHaveLength(6);
    // A file that says it is a picture but is not one.
    await page.getByLabel('Foto auswählen oder hierher ziehen').setInputFiles({ name: 'kaputt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('kein JPEG') });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('„kaputt.jpg“ lässt sich in deinem Browser nicht öffnen.');
    expect(await accessibilityViolations(page)).toEqual([]);

    // On to the palette tool, the colours in its URL.
    const palette = await shownPalette(page);
    await page.getByRole('link', { name: 'Bei den Farbpaletten weitermachen' }).click();
    await page.waitForURL('**/fun/colors?**');
    expect(new URL(page.url()).pathname).toBe('/fun/colors');
    expect(parsePaletteQuery(new URL(page.url()).search).colours).toEqual(palette);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works by keyboard in English, in the dark mode, with English messages', async () => {
    const context = await site.visitor('en-US', { colorScheme: 'dark' });
    const { page, problems } = await openPage(context, '/en/fun/colors2');
    expect(await page.title()).toBe('Palette from a photo – Magazine for Homemade Things');
    expect(await page.locator('main').textContent()).toContain('Your photo never leaves your browser');

    // The drop zone is the file input, reached with the keyboard; then the sample button.
    const input = page.getByLabel('Choose a photo or drag it here');
    await input.focus();
    expect(await input.evaluate((element) => element === document.activeElement && (element as HTMLInputElement).type === 'file')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try it with the sample photo');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Found 6 colours in “sample photo”.');
    expect(await shownPalette(page)).toHaveLength(6);
    expect(await page.getByLabel('Colour 1', { exact: true }).inputValue()).toMatch(/^#[0-9a-f]{6}$/);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The site's dark palette applies (the system prefers dark).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

    // A picture dropped on the zone.
    const png = await stripesPng(page, stripes);
    const dataTransfer = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return transfer;
    }, [...png]);
    await page.locator('.colors2__drop').dispatchEvent('drop', { dataTransfer });
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Found 6 colours in “dropped.png”.');
    const found = await shownPalette(page);
    for (const colour of stripes) expect(Math.min(...found.map((hex) => colourDistance(hex, colour))), colour).toBeLessThan(0.02);

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('cast on 40 stitches') });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('“notes.txt” is not a photo. Choose a picture in JPEG, PNG, WebP or GIF format.');

    const palette = await shownPalette(page);
    expect(await page.getByRole('link', { name: 'Continue in the colour palettes' }).getAttribute('href')).toMatch(/^\/en\/fun\/colors\?/);
    const href = (await page.getByRole('link', { name: 'Continue in the colour palettes' }).getAttribute('href'))!;
    expect(parsePaletteQuery(href).colours).toEqual(palette);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is linked from the footer, listed in the sitemap, and explains itself without JavaScript', async () => {
    // The HTML as a browser without JavaScript gets it: the explanation, the note that the tool needs JavaScript,
    // and the controls off.
    const response = await fetch(`${site.baseUrl}/fun/colors2`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Das Werkzeug läuft in deinem Browser und braucht dafür JavaScript.');
    expect(html).toMatch(/<input id="colors2-file" type="file" accept="image\/\*"[^>]* disabled=""/);
    expect(html).toMatch(/<a href="\/fun\/colors2"[^>]*>Palette aus einem Foto<\/a>/);

    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${site.baseUrl}/fun/colors2</loc>`);
    expect(sitemap).toContain(`<loc>${site.baseUrl}/en/fun/colors2</loc>`);
    const sample = await fetch(`${site.baseUrl}/fun/colors2-sample.png`);
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-type')).toBe('image/png');
  });
});
