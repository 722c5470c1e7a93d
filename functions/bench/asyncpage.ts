// The streamed-page part of the bench (BENCH_ONLY=asyncpage): „Diese Woche“ (/asyncpage) at 10 connections while
// one of its sections takes a second, next to the same page with no slow section and, for scale, an ordinary page
// of similar content rendered whole (/eventslive, not streamed), in alternating rounds of one run; for each the time
// to the first byte of the page and to its last. The slow section is the bench's own switch: the
// store it gives the production server (createServerApp, as `npm start` runs it) answers the page view counters,
// which the most read articles are ranked by, a second late. Nothing in the site can make a section slow.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Store } from '../src/domain/repositories.js';
import { createEmbeddedIdentity } from '../src/identity/embedded.js';
import { openEmbeddedLiveBus } from '../src/live/embedded.js';
import { seedDemoContent } from '../src/seed/seed.js';
import { createServerApp } from '../src/server.js';
import { embeddedDatabase, openEmbeddedStore } from '../src/store/embedded/store.js';
import type { StreamLoadFigures, StreamLoadSpec } from './asyncpage-load.js';

const run = promisify(execFile);
const loadScript = new URL('./asyncpage-load.ts', import.meta.url).pathname;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How late the slow section's data is. */
export const SLOW_SECTION_MS = 1000;

async function load(spec: StreamLoadSpec): Promise<StreamLoadFigures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', loadScript, JSON.stringify(spec)], { maxBuffer: 16 * 1024 * 1024 });
  const figures = JSON.parse(stdout) as StreamLoadFigures;
  if (figures.errors) throw new Error(`${spec.url}: ${figures.errors} failed requests`);
  return figures;
}

/** `inner` with its page view counters read `delay.ms` late (changeable between rounds). */
function withSlowPageViews(inner: Store, delay: { ms: number }): Store {
  const analytics = new Proxy(inner.analytics, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property !== 'pageViews') return value.bind(target);
      return async (...args: unknown[]) => {
        if (delay.ms) await new Promise((resolve) => setTimeout(resolve, delay.ms));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return new Proxy(inner, {
    get(target, property) {
      if (property === 'analytics') return analytics;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function asyncPageFigures(dataDir: string, webDist: URL, seconds: number, rounds: number): Promise<void> {
  const store = openEmbeddedStore({ file: join(dataDir, 'asyncpage.sqlite') });
  await seedDemoContent(store);
  const delay = { ms: 0 };
  const { app, handler } = await createServerApp(withSlowPageViews(store, delay), createEmbeddedIdentity(embeddedDatabase(store)!), openEmbeddedLiveBus(), webDist);
  const server = handler.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${base}/asyncpage`;
  try {
    const html = await (await fetch(url)).text();
    if (!html.includes('</html>')) throw new Error('/asyncpage did not answer a whole page');
    // The ordinary page bypasses the page cache as /asyncpage does (a parameter outside its allow-list).
    const targets: Record<string, { url: string; ms: number }> = {
      [`/asyncpage, one section ${SLOW_SECTION_MS} ms late`]: { url, ms: SLOW_SECTION_MS },
      '/asyncpage, no slow section': { url, ms: 0 },
      '/eventslive rendered whole (for scale)': { url: `${base}/eventslive?bench=uncached`, ms: 0 },
    };
    const results = new Map<string, StreamLoadFigures[]>(Object.keys(targets).map((name) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const [name, target] of Object.entries(targets)) {
        delay.ms = target.ms;
        results.get(name)!.push(await load({ url: target.url, connections: 10, seconds }));
      }
    }
    console.log(`\nStreamed page (${rounds} alternating rounds of ${seconds} s each, 10 connections, one run; ms, medians of the rounds)`);
    console.table(
      Object.fromEntries(
        [...results].map(([name, runs]) => [
          name,
          {
            requests: median(runs.map((r) => r.requests)),
            'first byte p50': median(runs.map((r) => r.firstByte.p50)),
            'first byte p99': median(runs.map((r) => r.firstByte.p99)),
            'last byte p50': median(runs.map((r) => r.lastByte.p50)),
            'last byte p99': median(runs.map((r) => r.lastByte.p99)),
          },
        ]),
      ),
    );
  } finally {
    server.close();
    await app.close();
  }
}
