// What the browser receives besides the HTML: the page context vike serialises into every built page (and answers
// at {path}/_payload.json for client navigation), measured over the demo content on a fixed day. It holds only what
// the page's components render or act on: no __typename anywhere, and the data of the busiest pages under their
// budget. The page's messages travel in the same script (messagesJson, the page's share of the catalog) and are
// measured apart: their share is decided by the pages' messages, not by their data.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZONE, loadBuiltPages } from '../test/pages-over-time.js';
import { createSsrHandler } from '../../web/server/ssr-handler.js';
import type { Store } from './domain/repositories.js';
import { zonedInstant } from './domain/time.js';
import { apiOver } from './graphql/api.testing.js';
import { createEmbeddedIdentity } from './identity/embedded.js';
import { seedDemoContent } from './seed/seed.js';
import { embeddedDatabase, openEmbeddedStore } from './store/embedded/store.js';

/**
 * Budgets of the page context without the messages, in bytes as the document carries them: /venues at most 10 KB,
 * the others a little above what they carry on the test's day (7.6, 11.7, 3.4, 5.6 and 5.7 KB), so that fields no
 * component reads do not creep back (with Apollo's __typename and the cards' unread fields, /venues carried about
 * 11 KB and /events 16 KB).
 */
const KB = 1024;
const budgets = { venues: 10 * KB, events: 13 * KB, event: 4 * KB, venue: 6.5 * KB, article: 6.5 * KB };

let store: Store;
let api: Awaited<ReturnType<typeof apiOver>>;
let server: Server;
let base: string;

beforeAll(async () => {
  await loadBuiltPages();
  // A fixed day, so that the demo's lists (and with them the sizes) are the same on every run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(zonedInstant('2026-11-28', '10:00', ZONE));
  store = openEmbeddedStore({ file: ':memory:' });
  await seedDemoContent(store);
  api = await apiOver(store, createEmbeddedIdentity(embeddedDatabase(store)!));
  const handler = createSsrHandler({ graphql: (request, headers, socketAddress, render) => api.execute(request, headers, socketAddress, render) });
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.useRealTimers();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await api?.stop();
  await store?.close();
});

async function text(path: string): Promise<string> {
  const response = await fetch(base + path);
  const body = await response.text();
  expect(response.status, `${path}: ${body.slice(0, 300)}`).toBe(200);
  return body;
}

/** The page context serialised into the page's HTML: its text, and its bytes without the messages. */
async function pageContextOf(path: string): Promise<{ html: string; serialised: string; dataBytes: number }> {
  const html = await text(path);
  const serialised = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (serialised === undefined) throw new Error(`${path} has no serialised page context`);
  const { messagesJson, ...rest } = JSON.parse(serialised) as { messagesJson?: string };
  expect(messagesJson, `${path} carries its messages`).toBeTypeOf('string');
  return { html, serialised, dataBytes: Buffer.byteLength(JSON.stringify(rest)) };
}

/** The first link to `prefix`/<slug> on the page. */
function firstLink(html: string, prefix: string): string {
  const slug = new RegExp(`href="${prefix}/([a-z0-9-]+)"`).exec(html)?.[1];
  if (!slug) throw new Error(`no link to ${prefix}/… found`);
  return `${prefix}/${slug}`;
}

describe('the page context the browser receives', () => {
  it('holds the busiest pages’ data under budget, with no __typename, in the page and its _payload.json alike', async () => {
    const venues = await pageContextOf('/venues');
    const events = await pageContextOf('/events');
    const pages = {
      venues,
      events,
      event: await pageContextOf(firstLink(events.html, '/events')),
      venue: await pageContextOf(firstLink(venues.html, '/venues')),
      article: await pageContextOf(firstLink(await text('/blog'), '/blog')),
    };
    // Lists that shrank to a few entries would pass any budget.
    expect(venues.html.match(/class="card venue-card"/g)?.length).toBeGreaterThanOrEqual(20);
    expect(events.html.match(/class="card event-card"/g)?.length).toBeGreaterThanOrEqual(20);
    // Soft: a failure reports every page's size at once.
    for (const [name, { serialised, dataBytes }] of Object.entries(pages)) {
      expect.soft(serialised, name).not.toContain('__typename');
      expect.soft(dataBytes, `${name}: ${dataBytes} bytes of page data`).toBeLessThanOrEqual(budgets[name as keyof typeof budgets]);
    }
    const payload = await text('/venues/_payload.json');
    expect(payload).not.toContain('__typename');
    expect(payload).toContain('"results"');
  });
});
