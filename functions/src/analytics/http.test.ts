// POST /analytics against an embedded store: a browser's report counts once, bots, Do Not Track, cross-site posts
// and malformed bodies are answered 204 without counting, a large body 413, and a client sending too many is cut off.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../domain/repositories.js';
import { cloudFunctionsBodyParsing } from '../http/request-body.testing.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { createAnalyticsRouter } from './http.js';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const now = new Date('2026-11-24T10:00:00Z');
let store: Store;
let server: Server;
let base: string;
const outcomes: string[] = [];

beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  const app = express();
  // One client address per test through X-Forwarded-For (one trusted hop), so the throttle starts fresh.
  app.use(createAnalyticsRouter({ store, trustedProxyHops: 1, now: () => now, onOutcome: (outcome) => outcomes.push(outcome) }));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await store.close();
});
let client = 0;
beforeEach(() => {
  outcomes.length = 0;
  client += 1;
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/analytics`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser, 'accept-language': 'de-AT,de', 'x-forwarded-for': `10.0.0.${client}`, ...headers },
  });
const views = async () => (await store.analytics.pageViews({ from: '2026-11-24', to: '2026-11-24' })).reduce((sum, r) => sum + r.views, 0);

describe('POST /analytics', () => {
  it('counts a browser’s page view with the referrer’s host and the language, and a search that found nothing', async () => {
    const before = await views();
    const response = await post(JSON.stringify({ path: '/events', referrer: 'https://www.google.com/search?q=secret', language: 'de-AT', q: ' Raku ', empty: true }));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(outcomes).toEqual(['COUNTED']);
    expect(await views()).toBe(before + 1);
    const [events] = await store.analytics.pageViews({ from: '2026-11-24', to: '2026-11-24', paths: ['/events'] });
    expect(events).toMatchObject({ referrers: { 'google.com': 1 }, languages: { de: 1 } });
    expect(await store.analytics.searches({ from: '2026-11-24', to: '2026-11-24' })).toEqual([{ day: '2026-11-24', term: 'raku', searches: 1, empty: 1 }]);
  });

  it('answers 204 and counts nothing for bots, Do Not Track, Global Privacy Control, another site and bad bodies', async () => {
    const before = await views();
    const ok = JSON.stringify({ path: '/' });
    const answers = await Promise.all([
      post(ok, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      post(ok, { 'accept-language': '' }),
      post(ok, { dnt: '1' }),
      post(ok, { 'sec-gpc': '1' }),
      post(ok, { 'sec-fetch-site': 'cross-site' }),
      post('{not json'),
      post(''),
      post('[1,2]'),
      post(JSON.stringify({ path: '/../../etc/passwd' })),
      post(JSON.stringify({ path: 42 })),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(204));
    expect(outcomes.sort()).toEqual(['BOT_USER_AGENT', 'CROSS_SITE', 'DO_NOT_TRACK', 'DO_NOT_TRACK', 'INVALID', 'INVALID', 'INVALID', 'INVALID', 'INVALID', 'NO_ACCEPT_LANGUAGE']);
    expect(await views()).toBe(before);
  });

  it('takes a search term only on the list pages', async () => {
    await post(JSON.stringify({ path: '/admin', q: 'nichts', empty: true }));
    expect(outcomes).toEqual(['COUNTED']);
    expect((await store.analytics.searches({ from: '2026-11-24', to: '2026-11-24' })).map((s) => s.term)).not.toContain('nichts');
  });

  it('refuses a body over 4 KB with 413, never a 5xx', async () => {
    const response = await post(JSON.stringify({ path: '/', q: 'x'.repeat(5000) }));
    expect(response.status).toBe(413);
  });

  it('stops counting a client that sends too many reports', async () => {
    const before = await views();
    for (let i = 0; i < 65; i += 1) expect((await post(JSON.stringify({ path: '/venues' }))).status).toBe(204);
    expect(outcomes.filter((o) => o === 'COUNTED')).toHaveLength(60);
    expect(outcomes.filter((o) => o === 'THROTTLED')).toHaveLength(5);
    expect(await views()).toBe(before + 60);
  });
});

describe('POST /analytics on Cloud Functions, whose runtime has read the body before the router', () => {
  it('counts the view from the bytes the runtime kept, whatever type it parsed them as, and still refuses over 4 KB', async () => {
    const app = express().use(cloudFunctionsBodyParsing, createAnalyticsRouter({ store, trustedProxyHops: 1, now: () => now, onOutcome: (o) => outcomes.push(o) }));
    const functions = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => functions.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(functions.address() as AddressInfo).port}/analytics`;
      const send = (body: string, type: string) =>
        fetch(url, { method: 'POST', body, headers: { 'content-type': type, 'user-agent': browser, 'x-forwarded-for': `10.1.0.${client}` } });
      const before = await views();
      expect((await send(JSON.stringify({ path: '/blog' }), 'text/plain;charset=UTF-8')).status).toBe(204);
      // The runtime parses JSON into an object: the view still counts from its bytes.
      expect((await send(JSON.stringify({ path: '/blog' }), 'application/json')).status).toBe(204);
      expect(outcomes).toEqual(['COUNTED', 'COUNTED']);
      expect(await views()).toBe(before + 2);
      // Sent without a length, as a stream: only the bytes the runtime read can tell the size.
      const chunked = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ path: '/', q: 'x'.repeat(5000) })));
          controller.close();
        },
      });
      const large = await fetch(url, { method: 'POST', body: chunked, duplex: 'half', headers: { 'content-type': 'text/plain' } } as RequestInit);
      expect(large.status).toBe(413);
    } finally {
      functions.close();
    }
  });
});
