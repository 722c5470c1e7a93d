// The developers' explorer in Chromium against the built site: GET /graphql in a browser is GraphiQL from the site's
// own files (nothing from another origin), with the docs explorer, the guide, queries over /graphql and
// subscriptions over the stream; the schema's SDL sits at its stable address.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteForTests, watchConsole } from './harness';

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
