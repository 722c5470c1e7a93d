// The developers' explorer in Chromium against the built site: GET /graphql in a browser is GraphiQL from the site's
// own files (nothing from another origin), with the docs explorer, the guide, queries over /graphql and
// subscriptions over the stream; the schema's SDL sits at its stable address.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, siteForTests, watchConsole } from './harness';

const site = siteForTests();

/** Replaces the query editor's text (CodeMirror keeps its instance on the wrapper element) and runs it. */
async function run(page: Page, query: string): Promise<void> {
  await page.evaluate((text) => {
    const editor = document.querySelector('.graphiql-query-editor .CodeMirror') as unknown as { CodeMirror: { setValue(v: string): void } };
    editor.CodeMirror.setValue(text);
  }, query);
  // GraphiQL reads the operation's name from the editor after a short debounce.
  await page.waitForTimeout(500);
  await page.locator('.graphiql-execute-button').click();
}

const response = (page: Page) => page.locator('.result-window').textContent();

/** The accessible name of the focused element (what web/explorer/accessibility.ts and GraphiQL label it). */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** Presses Tab until the focused element's name matches `name`; fails after `limit` presses. */
async function tabTo(page: Page, name: RegExp, limit = 20): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focused(page))) return;
  }
  throw new Error(`Tab did not reach ${name} within ${limit} presses (ended on "${await focused(page)}")`);
}

describe('the API explorer', () => {
  it('is GraphiQL from the site itself: docs, guide, queries and subscriptions', async () => {
    const context = await site.visitor('en-US');
    const page = await context.newPage();
    const problems = watchConsole(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    expect((await page.goto('/graphql'))?.status()).toBe(200);
    await page.locator('.graphiql-container').waitFor();
    // The schema loaded (introspection through the page's own fetcher): the docs explorer lists the root types.
    await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await expect.poll(() => page.locator('.graphiql-doc-explorer').textContent()).toContain('Query');
    // The developer guide sits in the sidebar.
    await page.getByRole('button', { name: /Show Guide/i }).click();
    await expect.poll(() => page.locator('.explorer-guide').textContent()).toContain('QUERY_TOO_COMPLEX');

    await run(page, '{ venues(first: 2) { totalCount edges { node { slug } } } }');
    await expect.poll(() => response(page), { timeout: 10_000 }).toContain('totalCount');

    // A subscription streams over graphql-sse: its first message is the snapshot.
    await run(page, 'subscription { liveEvents { event { slug } version } }');
    await expect.poll(() => response(page), { timeout: 10_000 }).toContain('"liveEvents"');
    await page.locator('.graphiql-execute-button').click(); // stops the subscription
    expect(requested.some((url) => url.includes('/graphql/stream'))).toBe(true);

    expect(requested.filter((url) => !url.startsWith(site.baseUrl) && !url.startsWith('data:'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works from the keyboard: Tab reaches the query editor, completions are offered, Tab leaves it for the run button, which runs the query', async () => {
    const context = await site.visitor('en-US');
    const page = await context.newPage();
    // Completions come from the schema GraphiQL asks for after it loads: typing before that answer offers none.
    const schemaLoaded = page.waitForResponse((answer) => answer.url().endsWith('/graphql') && (answer.request().postData() ?? '').includes('__schema'));
    await page.goto('/graphql');
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await schemaLoaded;
    await tabTo(page, /^Query editor$/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('{ ven');
    await page.locator('.CodeMirror-hints').waitFor();
    expect(await accessibilityViolations(page), 'with the completion list open').toEqual([]);
    await page.keyboard.press('Escape'); // closes the completion list
    await page.keyboard.type('ues(first: 1) { totalCount } }');
    await page.keyboard.press('Escape'); // closes the completion list, if one opened again
    // The next Tab leaves the editor (it does not indent), and lands on the run button.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^Execute query/);
    await page.waitForTimeout(500); // GraphiQL reads the operation from the editor after a short debounce
    await page.keyboard.press('Enter');
    await expect.poll(() => response(page), { timeout: 10_000 }).toContain('totalCount');
    expect(await page.evaluate(() => (document.querySelector('.graphiql-query-editor .CodeMirror') as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue())).toBe(
      '{ venues(first: 1) { totalCount } }',
    );
    await context.close();
  });

  // The page itself is checked on load like every page (harness); the panels only appear after a click.
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious accessibility violations in the ${colorScheme} theme, with each panel open`, async () => {
      const context = await site.visitor('en-US', { colorScheme });
      const page = await context.newPage();
      await page.goto('/graphql');
      await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
      await run(page, '{ venues(first: 2) { totalCount edges { node { slug name } } } }');
      await expect.poll(() => response(page), { timeout: 10_000 }).toContain('totalCount');
      expect(await accessibilityViolations(page), 'with a response').toEqual([]);
      await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
      await page.locator('.graphiql-doc-explorer a', { hasText: /^Query$/ }).first().click();
      await expect.poll(() => page.locator('.graphiql-doc-explorer').textContent()).toContain('venues');
      expect(await accessibilityViolations(page), 'docs explorer').toEqual([]);
      await page.getByRole('button', { name: /Show History/i }).click();
      await page.locator('.graphiql-history-item').first().waitFor();
      expect(await accessibilityViolations(page), 'history').toEqual([]);
      await page.getByRole('button', { name: /Show Guide/i }).click();
      await page.locator('.explorer-guide').waitFor();
      expect(await accessibilityViolations(page), 'guide').toEqual([]);
      await context.close();
    });
  }

  it('serves its bundle and the SDL', async () => {
    const html = await (await fetch(`${site.baseUrl}/graphql`, { headers: { accept: 'text/html' } })).text();
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/graphql\/explorer\/[^"]+)"/g)) {
      expect((await fetch(`${site.baseUrl}${asset}`)).status, asset).toBe(200);
    }
    const sdl = await fetch(`${site.baseUrl}/graphql/schema.graphql`);
    expect(sdl.status).toBe(200);
    expect(await sdl.text()).toContain('type Query');
  });
});
