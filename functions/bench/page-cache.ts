// The page-cache part of the bench (BENCH_ONLY=pagecache): this site's /venues answered from the in-process page
// cache and rendered afresh, next to the same HTML as a static file served by plain node:http, in alternating rounds
// of one run. The site is the production server (createServerApp, as `npm start` runs it) over a seeded embedded
// store; the static file is served by a node:http server of its own in the same process, so both share the machine.
// A query parameter outside the cache's allow-list (web/server/page-cache.ts) makes the same page render afresh.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { seedDemoContent } from '../src/seed/seed.js';
import { createServerApp } from '../src/server.js';
import { createEmbeddedIdentity } from '../src/identity/embedded.js';
import { openEmbeddedLiveBus } from '../src/live/embedded.js';
import { embeddedDatabase, openEmbeddedStore } from '../src/store/embedded/store.js';

const run = promisify(execFile);
const autocannon = new URL('../../node_modules/autocannon/autocannon.js', import.meta.url).pathname;

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

async function load(url: string, seconds: number, headers: string[] = []): Promise<LoadResult> {
  const args = [autocannon, '-j', '-c', '10', '-d', String(seconds), ...headers.flatMap((header) => ['-H', header]), url];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as LoadResult;
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function pageCacheFigures(dataDir: string, webDist: URL, seconds: number, rounds: number): Promise<void> {
  const store = openEmbeddedStore({ file: join(dataDir, 'page-cache.sqlite') });
  await seedDemoContent(store);
  const { app, handler } = await createServerApp(store, createEmbeddedIdentity(embeddedDatabase(store)!), openEmbeddedLiveBus(), webDist);
  const site = handler.listen(0, '127.0.0.1');
  await new Promise((resolve) => site.once('listening', resolve));
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  // The static file: /venues as the site renders it, read once and sent as it is (no compression, as autocannon
  // asks for none), the fastest a file can be served by node:http.
  const html = Buffer.from(await (await fetch(`${base}/venues`)).text());
  const staticServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length }).end(html);
  });
  staticServer.listen(0, '127.0.0.1');
  await new Promise((resolve) => staticServer.once('listening', resolve));
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/venues.html`;

  try {
    const targets: Record<string, { url: string; headers?: string[] }> = {
      'static /venues HTML (node:http)': { url: staticUrl },
      '/venues from the page cache': { url: `${base}/venues` },
      '/venues from the page cache, brotli': { url: `${base}/venues`, headers: ['accept-encoding=br'] },
      '/venues rendered (cache bypassed)': { url: `${base}/venues?bench=uncached` },
    };
    const results = new Map<string, LoadResult[]>(Object.keys(targets).map((name) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const [name, { url, headers }] of Object.entries(targets)) results.get(name)!.push(await load(url, seconds, headers));
    }
    const staticRps = median(results.get('static /venues HTML (node:http)')!.map((r) => r.requests.average));
    const cachedRps = median(results.get('/venues from the page cache')!.map((r) => r.requests.average));
    console.log(`\nPage cache (${rounds} alternating rounds of ${seconds} s per target, 10 connections, one run)`);
    console.table(
      Object.fromEntries(
        [...results].map(([name, runs]) => {
          const rps = median(runs.map((r) => r.requests.average));
          return [
            name,
            {
              'req/s': rps,
              'x static': +(rps / staticRps).toFixed(3),
              'x cached': +(rps / cachedRps).toFixed(3),
              'p50 ms': median(runs.map((r) => r.latency.p50)),
              'p99 ms': median(runs.map((r) => r.latency.p99)),
            },
          ];
        }),
      ),
    );
  } finally {
    staticServer.close();
    site.close();
    await app.close();
  }
}
