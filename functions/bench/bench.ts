// `npm run bench`: figures measured side by side in ONE run on this machine (shared and noisy, so only the ratios
// and orders of magnitude mean something). Runs the built web app from source over a fresh, seeded embedded store;
// the load comes from autocannon in a separate process so it does not share the server's event loop.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { seedDemoContent } from '../src/seed/seed.js';
import { createServerApp } from '../src/server.js';
import { countRoundTrips } from '../src/store/counting.js';
import { openEmbeddedStore } from '../src/store/embedded/store.js';

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

const dataDir = await mkdtemp(join(tmpdir(), 'magazin-bench-'));
const counting = countRoundTrips(openEmbeddedStore({ file: join(dataDir, 'bench.sqlite') }));
await seedDemoContent(counting.store);
const { app, handler } = await createServerApp(counting.store, webDist);
const server = handler.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const venuesHtml = await (await fetch(`${base}/venues`)).text();
  const venueSlug = /href="\/venues\/([a-z0-9-]+)"/.exec(venuesHtml)?.[1];
  if (!venueSlug) throw new Error('no venue link on /venues');
  const staticDir = new URL('client/__bench/', webDist);
  await mkdir(staticDir, { recursive: true });
  await writeFile(new URL('venues.html', staticDir), venuesHtml);

  // Store round trips per page request, counted over sequential requests.
  const pages = ['/', '/venues', `/venues/${venueSlug}`];
  const roundTrips: Record<string, number> = {};
  for (const path of pages) {
    const n = 10;
    counting.reset();
    for (let i = 0; i < n; i++) await (await fetch(base + path)).text();
    roundTrips[path] = counting.total() / n;
  }

  // Throughput: SSR of /venues and the same HTML as a static file, alternating so both see the same machine state.
  const ssr: LoadResult[] = [];
  const fromFile: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    ssr.push(await load(`${base}/venues`));
    fromFile.push(await load(`${base}/__bench/venues.html`));
  }
  const ssrRps = median(ssr.map((r) => r.requests.average));
  const staticRps = median(fromFile.map((r) => r.requests.average));

  console.log(`\nBenchmark (${rounds} alternating rounds of ${seconds} s, 10 connections, one run)`);
  console.table({
    'SSR /venues': { 'req/s': ssrRps, 'x static': +(ssrRps / staticRps).toFixed(4), 'p50 ms': median(ssr.map((r) => r.latency.p50)), 'p99 ms': median(ssr.map((r) => r.latency.p99)) },
    'static /venues HTML': { 'req/s': staticRps, 'x static': 1, 'p50 ms': median(fromFile.map((r) => r.latency.p50)), 'p99 ms': median(fromFile.map((r) => r.latency.p99)) },
  });
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
  await rm(dataDir, { recursive: true, force: true });
}
