// The page cache as app.server.ts and server.ts wire it: the web's SSR handler rendering the built pages (web/dist,
// `npm test` builds it) over the real API and an embedded store, every anonymous page kept in the response cache tied
// to the store's public content version as the instance reads it, and a page the cache holds answered before
// anything else (SsrHandler.fromCache). The writes the services make through the store (a booking, a live post, a
// venue edit, a published article, a changed event in its calendar) show on the very next request, with no service
// telling the cache anything; writes no cached page shows (mail) leave the cache as it is.
import { existsSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { readInlineStyles } from '../../web/server/inline-styles.js';
import { createResponseCache } from '../../web/server/response-cache.js';
import { createSsrHandler } from '../../web/server/ssr-handler.js';
import { articles, venues } from '../test/fixtures.scenarios.js';
import type { Store } from './domain/repositories.js';
import { securityHeaderLists, securityHeaders } from './http/security-headers.js';
import { onLocalBump, watchContentVersion } from './store/content-version.js';
import { apiOver, openSeededStore, type GraphQLApi } from './graphql/api.testing.js';

const entry = new URL('../../web/dist/server/entry.mjs', import.meta.url);

let store: Store;
let api: GraphQLApi;
let server: Server;
let base: string;
let executions = 0;

beforeAll(async () => {
  if (!existsSync(entry)) throw new Error('web/dist is missing: run `npm run build` first');
  await import(/* @vite-ignore */ entry.href);
  const opened = await openSeededStore();
  store = opened.store;
  api = await apiOver(store, opened.identity);
  // The reading of the version every instance keeps: this process's own writes show at once, others' within it.
  const contentVersion = watchContentVersion(store);
  const handler = createSsrHandler({
    graphql: (request, headers, socketAddress) => {
      executions += 1;
      return api.execute(request, headers, socketAddress);
    },
    inlineStyles: await readInlineStyles(new URL('../../web/dist/client/', import.meta.url)),
    responseCache: createResponseCache({
      contentVersion,
      checkIntervalMs: 0,
      knownVersion: contentVersion.current,
      onLocalChange: (listener) => onLocalBump(store, listener),
    }),
  });
  // The whole way as server.ts goes it: the security headers, then the pages.
  const site = express()
    .disable('x-powered-by')
    .use(securityHeaders())
    .use((req, res, next) => void handler(req, res, next));
  const security = securityHeaderLists();
  server = createServer((req, res) => {
    if (!handler.fromCache(req, res, security.forPath)) site(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api?.stop();
  await store?.close();
});

/** The page's HTML, and whether rendering it ran any GraphQL (false: it came from the cache). */
async function page(path: string, headers: Record<string, string> = {}): Promise<{ html: string; rendered: boolean; response: Response }> {
  const before = executions;
  const response = await fetch(base + path, { headers });
  expect(response.status).toBe(200);
  return { html: await response.text(), rendered: executions > before, response };
}

/** Requests the page twice: the second answer must come from the cache. */
async function cached(path: string): Promise<string> {
  const { html } = await page(path);
  const again = await page(path);
  expect(again.rendered).toBe(false);
  expect(again.html).toBe(html);
  return html;
}

describe('the page cache over the store', () => {
  it('shows the seats a booking took, and the seat a cancellation freed, on the next request for the event page', async () => {
    expect(await cached('/events/kurs-1')).toContain('noch 3 Plätze frei');
    const { booking } = await store.bookings.book('kurs-1', 'u-leser', new Date(), () => []);
    expect((await page('/events/kurs-1')).html).toContain('noch 2 Plätze frei');
    expect(await cached('/events')).toContain('noch 2 Plätze frei');
    await store.bookings.cancel(booking.id, new Date(), () => []);
    expect((await page('/events/kurs-1')).html).toContain('noch 3 Plätze frei');
  });

  it('shows a live post on the next request for the live page', async () => {
    await cached('/eventslive/kurs-2');
    const post = { id: 'post-1', eventSlug: 'kurs-2', authorUid: 'u-owner', kind: 'UPDATE' as const, text: 'Der Ofen ist heiß', createdAt: new Date() };
    await store.write([{ put: 'livePost', record: post }]);
    expect((await page('/eventslive/kurs-2')).html).toContain('Der Ofen ist heiß');
  });

  it('shows a cancelled event, an edited venue and a published article on the next request', async () => {
    await cached('/events/kurs-3');
    const [event] = await store.events.getBySlugs(['kurs-3']);
    await store.write([{ put: 'event', record: { ...event!, status: 'CANCELLED' } }]);
    expect((await page('/events/kurs-3')).html).toMatch(/abgesagt/i);

    const venue = venues.find((v) => v.published)!;
    await cached(`/venues/${venue.slug}`);
    await store.write([{ put: 'venue', record: { ...venue, name: 'Werkstatt Neuname' } }]);
    expect((await page(`/venues/${venue.slug}`)).html).toContain('Werkstatt Neuname');

    expect(await cached('/blog')).not.toContain('Ganz frisch gedruckt');
    await store.articles.upsertMany([{ ...articles[0]!, slug: 'frisch', title: { de: 'Ganz frisch gedruckt' }, publishedAt: new Date() }]);
    expect((await page('/blog')).html).toContain('Ganz frisch gedruckt');
  });

  it('serves a cached page compressed by Accept-Encoding, and the language in the path as its own entry', async () => {
    const html = await cached('/venues');
    // fetch would decompress: read the bytes as sent.
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        get(`${base}/venues`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    // As browsers ask: every encoding alike, brotli preferred.
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect((await page('/en/venues')).rendered).toBe(true);
  });

  it('answers a page from memory with the headers its render had: the security policy with the inline styles, the shared Cache-Control', async () => {
    const rendered = await page('/venues?craft=glas');
    const fromMemory = await page('/venues?craft=glas');
    expect(rendered.rendered).toBe(true);
    expect(fromMemory.rendered).toBe(false);
    const headers = ({ response }: { response: Response }) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
    expect(headers(fromMemory)).toEqual(headers(rendered));
    expect(fromMemory.response.headers.get('content-security-policy')).toMatch(/style-src 'self' 'sha256-/);
    expect(fromMemory.response.headers.get('cache-control')).toMatch(/^public, /);
    expect(fromMemory.response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
  });

  it('answers the course widget from memory as framable as its render, in its theme, and another page as unframable as ever', async () => {
    for (const [path, title] of [
      ['/embed/venue/tonwerk?theme=dark', 'Kurs 1 bei Tonwerk'],
      ['/en/embed/venue/tonwerk', 'Course 1 at Tonwerk'],
    ] as const) {
      const rendered = await page(path);
      const fromMemory = await page(path);
      expect(rendered.rendered, path).toBe(true);
      expect(fromMemory.rendered, path).toBe(false);
      for (const { response } of [rendered, fromMemory]) {
        expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors \*(;|$)/);
        expect(response.headers.get('content-security-policy'), path).toContain("script-src 'none'");
        expect(response.headers.get('x-frame-options'), path).toBeNull();
        expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      }
      expect(fromMemory.html, path).toContain(title);
      expect(fromMemory.html, path).not.toMatch(/<script/i);
    }
    expect((await page('/embed/venue/tonwerk?theme=dark')).html).toContain('data-color-mode="dark"');
    await cached('/venues');
    const other = (await page('/venues')).response.headers;
    expect(other.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(other.get('x-frame-options')).toBe('DENY');
  });

  it('shows a booking on the course widget’s next request', async () => {
    expect(await cached('/embed/venue/tonwerk')).toContain('noch 3 Plätze frei');
    const { booking } = await store.bookings.book('kurs-1', 'u-widget', new Date(), () => []);
    expect((await page('/embed/venue/tonwerk')).html).toContain('noch 2 Plätze frei');
    await store.bookings.cancel(booking.id, new Date(), () => []);
  });

  it('renders afresh for a signed-in visitor, a free-text search and an unknown parameter', async () => {
    await cached('/venues?craft=holz');
    expect((await page('/venues?craft=holz', { cookie: '__session=not-a-session' })).rendered).toBe(true);
    await page('/venues?q=ton');
    expect((await page('/venues?q=ton')).rendered).toBe(true);
    await page('/venues?utm_source=mail');
    expect((await page('/venues?utm_source=mail')).rendered).toBe(true);
  });

  it('serves an event’s calendar again without GraphQL, and afresh after the event was changed through the store', async () => {
    const path = '/events/kurs-1/event.ics';
    const first = await fetch(base + path);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Kurs 1 bei');
    const afterFirst = executions;
    expect(afterFirst).toBeGreaterThan(0);
    await fetch(base + path);
    expect(executions).toBe(afterFirst);

    const [event] = await store.events.getBySlugs(['kurs-1']);
    await store.write([{ put: 'event', record: { ...event!, title: { ...event!.title, de: 'Drehen am Rad' } } }]);
    expect(await (await fetch(base + path)).text()).toContain('Drehen am Rad');
    expect(executions).toBeGreaterThan(afterFirst);
  });

  it('keeps serving from the cache across writes no cached response shows', async () => {
    const path = '/events/kurs-2/event.ics';
    await fetch(base + path);
    const before = executions;
    await store.write([{ put: 'mail', record: { id: 'm-1', to: 'a@example.org', message: { subject: 'Hallo', text: 'Hallo', html: '<p>Hallo</p>' }, template: 'signInLink', createdAt: new Date() } }]);
    await fetch(base + path);
    expect(executions).toBe(before);
  });
});
