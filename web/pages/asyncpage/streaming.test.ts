// @vitest-environment node
// /asyncpage streamed through the SSR handler over the real vike production build (run `npx vike build` in web/
// first; `npm test` builds) and a scripted GraphQL executor. The most-read query waits behind a gate the test opens
// itself: the shell and the first section must have arrived before it opens, the rest after. Nothing is timed.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createResponseCache } from '../../server/response-cache';
import { createSsrHandler } from '../../server/ssr-handler';
import type { GraphQLRequest, GraphQLResult } from '../../server/graphql-types';

const entry = new URL('../../dist/server/entry.mjs', import.meta.url);

const liveEvent = {
  phase: 'RUNNING',
  seatsLeft: 2,
  delayMinutes: 0,
  room: null,
  joinMode: 'BOOK',
  joinableUntil: null,
  watchers: 0,
  version: 1,
  latestUpdate: null,
  event: {
    slug: 'drehen-am-rad',
    title: 'Drehen am Rad',
    startsAt: '2026-11-24T16:00:00.000Z',
    endsAt: '2026-11-24T19:00:00.000Z',
    timeZone: 'Europe/Vienna',
    registration: 'BOOKING',
    sessions: [{ startsAt: '2026-11-24T16:00:00.000Z', endsAt: '2026-11-24T19:00:00.000Z' }],
    venue: {
      slug: 'atelier-x',
      name: 'Atelier X',
      address: { street: 'Zieglergasse 12', postalCode: '1070', locality: 'Wien', district: null },
      city: { slug: 'wien', name: 'Wien' },
      geo: { lat: 48.2, lng: 16.35 },
    },
    crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik' }],
  },
};
const course = {
  slug: 'strickstammtisch',
  title: 'Strickstammtisch',
  startsAt: '2026-11-26T17:30:00.000Z',
  endsAt: '2026-11-26T20:00:00.000Z',
  sessions: [{ startsAt: '2026-11-26T17:30:00.000Z', endsAt: '2026-11-26T20:00:00.000Z' }],
  registration: 'BOOKING',
  bookingOpen: true,
  isSample: false,
  timeZone: 'Europe/Vienna',
  status: 'SCHEDULED',
  level: 'ALL_LEVELS',
  seatsLeft: 3,
  minimum: null,
  price: { amountCents: 0, currency: 'EUR' },
  venue: { slug: 'masche-und-co', name: 'Masche & Co' },
  crafts: [],
};
const article = {
  slug: 'die-erste-schale',
  title: 'Die erste Schale',
  excerpt: 'Wie du an der Scheibe anfängst.',
  publishedAt: '2026-11-01T09:00:00.000Z',
  readingMinutes: 4,
  author: { name: 'Lena Hofbauer' },
  cover: null,
};

/** A gate for the most-read query: closed, it holds the query until the test opens it. */
let mostRead: { wait: Promise<void>; open: () => void };
const gate = () => {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
};
const failing = new Set<string>();
const runs = new Map<string, number>();

async function graphql(request: GraphQLRequest): Promise<GraphQLResult> {
  const operation = request.operationName ?? '';
  runs.set(operation, (runs.get(operation) ?? 0) + 1);
  if (operation === 'AsyncPageMostRead') await mostRead.wait;
  if (failing.has(operation)) return { errors: [{ message: 'The store cannot be reached', path: [operation === 'AsyncPageCourses' ? 'events' : 'x'], extensions: { code: 'STORE_UNAVAILABLE' } }] };
  switch (operation) {
    case 'LiveEvents':
      return { data: { liveEvents: [liveEvent] } };
    case 'AsyncPageCourses':
      return { data: { events: { edges: [{ node: course }, { node: { ...course, slug: 'ausgebucht', title: 'Ausgebucht', seatsLeft: 0 } }] } } };
    case 'AsyncPageMostRead':
      return { data: { mostReadArticles: [article] } };
    default:
      return { data: {} };
  }
}

let server: Server;
let base: string;

beforeAll(async () => {
  if (!existsSync(entry)) throw new Error('web/dist is missing: run `npx vike build` in web/ first');
  await import(/* @vite-ignore */ entry.href);
  const responseCache = createResponseCache({ contentVersion: async () => 1, checkIntervalMs: 0 });
  const handler = createSsrHandler({ graphql, responseCache });
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  mostRead = gate();
  failing.clear();
  runs.clear();
});

/** Reads a response's body piece by piece: `until` reads on until the text so far passes the check. */
async function reader(path: string) {
  const response = await fetch(base + path);
  const body = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  const next = async () => {
    const piece = await body.read();
    if (piece.done) done = true;
    else text += decoder.decode(piece.value, { stream: true });
  };
  return {
    response,
    text: () => text,
    async until(check: (text: string) => boolean) {
      while (!check(text) && !done) await next();
      return text;
    },
    async rest() {
      while (!done) await next();
      return text;
    },
    /** A read under way: settles when the next piece (or the end) arrives. */
    next,
  };
}

const liveShown = (text: string) => text.includes('Drehen am Rad');

describe('/asyncpage streamed', () => {
  it('sends the shell and today’s live section before the most read articles are there, the rest after', async () => {
    const page = await reader('/asyncpage');
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('cache-control')).toBe('private, no-store');
    const before = await page.until((text) => liveShown(text) && text.includes('Strickstammtisch'));
    expect(before).toContain('<title>');
    expect(before).toContain('Diese Woche</h1>');
    expect(before).toContain('Wird geladen …');
    expect(before).not.toContain('Die erste Schale');
    expect(before).not.toContain('site-footer');
    expect(before).not.toContain('vike_pageContext');
    // The gate is still closed: whatever is read now can only come after it opens.
    const waiting = page.next();
    mostRead.open();
    await waiting;
    const document = await page.rest();
    const rest = document.slice(before.length);
    expect(rest).toContain('Die erste Schale');
    expect(rest).toContain('site-footer');
    expect(document).not.toContain('Ausgebucht');
    expect(document).not.toContain('data-stream-until');
    expect(document.trimEnd()).toMatch(/<\/html>$/);
    // The browser hydrates with everything the server showed: the page context comes after the stream.
    const pageContext = /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(rest)?.[1] ?? '';
    expect(pageContext).toContain('Die erste Schale');
    expect(pageContext).toContain('Strickstammtisch');
  });

  it('shows a failed section’s message while the others render, and keeps nothing', async () => {
    failing.add('AsyncPageCourses');
    mostRead.open();
    const first = await (await fetch(`${base}/asyncpage`)).text();
    expect(first).toContain('Diese Inhalte können wir gerade nicht laden.');
    expect(first).toContain('Drehen am Rad');
    expect(first).toContain('Die erste Schale');
    failing.clear();
    const second = await (await fetch(`${base}/asyncpage`)).text();
    expect(second).toContain('Strickstammtisch');
    expect(runs.get('AsyncPageCourses')).toBe(2);
  });

  it('streams to each of several requests at once, none waiting for another’s render', async () => {
    const pages = await Promise.all([reader('/asyncpage'), reader('/asyncpage'), reader('/en/asyncpage')]);
    for (const page of pages) expect(await page.until(liveShown)).not.toContain('Die erste Schale');
    mostRead.open();
    const documents = await Promise.all(pages.map((page) => page.rest()));
    for (const document of documents) expect(document).toContain('Die erste Schale');
    expect(documents[2]).toContain('This week</h1>');
  });

  it('answers HEAD with the headers alone, without waiting for a slow section', async () => {
    const response = await fetch(`${base}/asyncpage`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('');
    mostRead.open();
  });

  it('gives a client-side navigation all the data at once', async () => {
    mostRead.open();
    const payload = await (await fetch(`${base}/asyncpage/_payload.json`)).text();
    expect(payload).toContain('Die erste Schale');
    expect(payload).toContain('Strickstammtisch');
    expect(payload).toContain('Drehen am Rad');
  });
});
