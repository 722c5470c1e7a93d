// `npm run bench`: figures measured side by side in ONE run on this machine (shared and noisy, so only the ratios
// and orders of magnitude mean something). Runs the built web app from source over a fresh, seeded embedded store;
// the load comes from autocannon in a separate process so it does not share the server's event loop.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Firestore } from 'firebase-admin/firestore';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { ReadStats, Store } from '../src/domain/repositories.js';
import { contentPages } from './demo-site.js';
import { seedDemoContent } from '../src/seed/seed.js';
import { createServerApp } from '../src/server.js';
import { countRoundTrips } from '../src/store/counting.js';
import { createEmbeddedIdentity } from '../src/identity/embedded.js';
import { embeddedDatabase, openEmbeddedStore } from '../src/store/embedded/store.js';
import { openEmbeddedLiveBus } from '../src/live/embedded.js';
import { openFirebaseStore } from '../src/store/firebase/store.js';
import { spawnFirestoreEmulator } from '../test/firestore-emulator.js';
import { asyncPageFigures } from './asyncpage.js';
import { contentionFigures } from './contention.js';
import { herdFigures } from './herd.js';
import { liveClients, liveFigures } from './live.js';
import { reconnectFigures } from './reconnect.js';
import { pageCacheFigures } from './page-cache.js';
import { startRenderBaseline } from './render-baseline.js';
import { hydrationFigures } from './hydration.js';
import { lighthouseFigures } from './lighthouse.js';
import { invoiceFigures } from './invoices.js';

const run = promisify(execFile);
const webDist = new URL('../../web/dist/', import.meta.url);
const autocannon = new URL('../../node_modules/autocannon/autocannon.js', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

async function load(url: string): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, [autocannon, '-j', '-c', '10', '-d', String(seconds), url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as LoadResult;
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** gzipped size of every script a page loads at start (script tags and module preloads). */
async function shippedJs(base: string, path: string): Promise<{ files: number; gzipKb: number }> {
  const html = await (await fetch(base + path)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    sources.add((match[1] ?? match[2])!);
  }
  let bytes = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!/type="application\/(ld\+)?json"/.test(match[0])) bytes += gzipSync(match[1]!).length;
  }
  for (const source of sources) {
    const response = await fetch(new URL(source, base));
    if (!response.ok) throw new Error(`${source}: ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return { files: sources.size, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Vienna's Neubau (7th district): the centre of the near-me search. */
const neubau = { lat: 48.2019, lng: 16.3494 };

/** One 25 km near-me search of venues and of events, with the queries and documents it cost. */
async function nearMeSearch(store: Store, stats: ReadStats) {
  const near = { center: neubau, radiusKm: 25 };
  const rows: Record<string, object> = {};
  for (const [name, list] of [
    ['venues within 25 km', () => store.venues.list({ near }, { first: 50 })],
    ['events within 25 km', () => store.events.list({ near, endsAfter: new Date() }, { first: 50 })],
  ] as const) {
    stats.queries = 0;
    stats.documents = 0;
    const page = await list();
    rows[`${store.adapter}: ${name}`] = {
      returned: page.items.length,
      'store queries': stats.queries,
      'documents read': stats.documents,
      'read / returned': +(stats.documents / Math.max(page.items.length, 1)).toFixed(2),
    };
  }
  return rows;
}

async function nearMeOnBothAdapters(dataDir: string): Promise<Record<string, object>> {
  const embeddedStats: ReadStats = { queries: 0, documents: 0 };
  const embedded = openEmbeddedStore({ file: join(dataDir, 'near.sqlite'), stats: embeddedStats });
  await seedDemoContent(embedded);
  const rows = await nearMeSearch(embedded, embeddedStats);
  await embedded.close();

  const emulator = await spawnFirestoreEmulator();
  try {
    const firebaseStats: ReadStats = { queries: 0, documents: 0 };
    const db = new Firestore({ projectId: 'demo-bench', host: emulator.host, ssl: false });
    const firebase = openFirebaseStore(db, { stats: firebaseStats });
    await seedDemoContent(firebase);
    Object.assign(rows, await nearMeSearch(firebase, firebaseStats));
    await firebase.close();
  } finally {
    await emulator.stop();
  }
  return rows;
}

/** The pages: store round trips, throughput against a static file, and the JS each page ships. */
async function pageFigures(dataDir: string): Promise<void> {
  const benchStore = openEmbeddedStore({ file: join(dataDir, 'bench.sqlite') });
  const counting = countRoundTrips(benchStore);
  await seedDemoContent(counting.store);
  const { app, handler } = await createServerApp(counting.store, createEmbeddedIdentity(embeddedDatabase(benchStore)!), openEmbeddedLiveBus(), webDist);
  const server = handler.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const { pages: contentPaths, venuesHtml } = await contentPages(base);
    const eventsWithFilters = '/events?craft=toepfern-keramik&city=wien&when=weekend';
    const staticDir = new URL('client/__bench/', webDist);
    await mkdir(staticDir, { recursive: true });
    await writeFile(new URL('venues.html', staticDir), venuesHtml);

    // Store round trips per page request, counted over sequential requests. Rendered, not served from the page cache
    // (its own part, BENCH_ONLY=pagecache): a parameter outside the cache's allow-list makes every request render.
    const rendered = (path: string) => `${path}${path.includes('?') ? '&' : '?'}bench=uncached`;
    const pages = [...contentPaths.slice(0, 3), eventsWithFilters, ...contentPaths.slice(3)];
    const roundTrips: Record<string, number> = {};
    for (const path of pages) {
      const n = 10;
      counting.reset();
      for (let i = 0; i < n; i++) await (await fetch(base + rendered(path))).text();
      roundTrips[path] = counting.total() / n;
    }

    // Throughput: SSR of /venues and the same HTML as a static file, alternating so both see the same machine state;
    // beside them the same page component rendered by a plain renderToString (render-baseline.ts).
    const baseline = await startRenderBaseline(base);
    const targets = {
      'SSR /venues': rendered('/venues'),
      'plain renderToString /venues': baseline.url,
      [`SSR ${eventsWithFilters}`]: rendered(eventsWithFilters),
      'static /venues HTML': '/__bench/venues.html',
    };
    const results = new Map<string, LoadResult[]>(Object.keys(targets).map((name) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const [name, path] of Object.entries(targets)) results.get(name)!.push(await load(path.startsWith('http') ? path : base + path));
    }
    baseline.close();
    const staticRps = median(results.get('static /venues HTML')!.map((r) => r.requests.average));

    console.log(`\nBenchmark (${rounds} alternating rounds of ${seconds} s per target, 10 connections, one run)`);
    console.table(
      Object.fromEntries(
        [...results].map(([name, runs]) => {
          const rps = median(runs.map((r) => r.requests.average));
          return [
            name,
            { 'req/s': rps, 'x static': +(rps / staticRps).toFixed(4), 'p50 ms': median(runs.map((r) => r.latency.p50)), 'p99 ms': median(runs.map((r) => r.latency.p99)) },
          ];
        }),
      ),
    );
    const ssrRps = median(results.get('SSR /venues')!.map((r) => r.requests.average));
    const baselineRps = median(results.get('plain renderToString /venues')!.map((r) => r.requests.average));
    console.log(`SSR /venues (uncached) ÷ plain renderToString /venues: ${(ssrRps / baselineRps).toFixed(3)}× the req/s`);
    const shipped: Record<string, object> = {};
    for (const path of pages) {
      const js = await shippedJs(base, path);
      shipped[path] = { 'JS files': js.files, 'gzip KB': js.gzipKb, 'store round trips/request': roundTrips[path] };
    }
    console.table(shipped);
    await rm(staticDir, { recursive: true, force: true });
  } finally {
    server.close();
    await app.close();
  }
}

/** BENCH_ONLY=pages,pagecache,asyncpage,near-me,live,reconnect,contention,herd,hydration,lighthouse,invoices (any of them, comma-separated) runs only those sections. */
const sections = new Set((process.env.BENCH_ONLY ?? 'pages,pagecache,asyncpage,near-me,live,reconnect,contention,herd,hydration,lighthouse,invoices').split(',').map((name) => name.trim()));
const dataDir = await mkdtemp(join(tmpdir(), 'magazin-bench-'));
try {
  if (sections.has('pages')) await pageFigures(dataDir);
  if (sections.has('pagecache')) await pageCacheFigures(dataDir, webDist, seconds, rounds);
  if (sections.has('asyncpage')) await asyncPageFigures(dataDir, webDist, seconds, rounds);
  if (sections.has('near-me')) {
    console.log('Near-me search around Vienna-Neubau, 25 km, first 50 results (both adapters, demo content)');
    console.table(await nearMeOnBothAdapters(dataDir));
  }
  if (sections.has('live')) {
    console.log(`Live: ${liveClients} stream clients of one course, one change broadcast to all (median of ${rounds} broadcasts)`);
    console.table(await liveFigures(rounds));
  }
  if (sections.has('reconnect')) await reconnectFigures();
  if (sections.has('contention')) await contentionFigures(dataDir, webDist, seconds, rounds);
  if (sections.has('herd')) await herdFigures(dataDir, webDist);
  if (sections.has('hydration')) await hydrationFigures(dataDir, webDist);
  if (sections.has('lighthouse')) await lighthouseFigures(dataDir, webDist);
  if (sections.has('invoices')) invoiceFigures(Math.max(20, rounds));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
