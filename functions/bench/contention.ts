// The contention part of the bench (BENCH_ONLY=contention): how an event page's latency suffers while other
// clients hammer the server, side by side in one run. The page's readers and each load run in processes of their
// own (contention-load.ts); the server is the production one (createServerApp) over a seeded embedded store,
// trusting one proxy hop so that the loads can come from many client addresses.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'graphql';
import { assessOperation } from '../src/graphql/limits.js';
import { FAIRNESS } from '../src/graphql/fairness.js';
import { createSchema } from '../src/graphql/schema.js';
import { createEmbeddedIdentity } from '../src/identity/embedded.js';
import { openEmbeddedLiveBus } from '../src/live/embedded.js';
import { demoContent } from '../src/seed/demo-content.js';
import { seedDemoContent } from '../src/seed/seed.js';
import { createServerApp } from '../src/server.js';
import { embeddedDatabase, openEmbeddedStore } from '../src/store/embedded/store.js';
import type { LoadFigures, LoadSpec } from './contention-load.js';

const run = promisify(execFile);
const loadScript = new URL('./contention-load.ts', import.meta.url).pathname;

/**
 * The heaviest kind of query the limits allow (cost ~4,700 of 5,000): every venue of a page of 50 with its city,
 * crafts, coming courses (each with venue and crafts), nearby venues (a geo search each) and related articles.
 */
export const HEAVY_QUERY = `{ venues(first: 50) { edges { node {
  slug name description openNow city { name } crafts { name }
  upcomingEvents(first: 7) { slug title startsAt seatsLeft bookingOpen venue { name } crafts { name } }
  nearbyVenues(first: 4) { node { slug name } }
  relatedArticles(first: 3) { slug title }
} } } }`;

async function load(spec: LoadSpec): Promise<LoadFigures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', loadScript, JSON.stringify(spec)], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as LoadFigures;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function contentionFigures(dataDir: string, webDist: URL, seconds: number, rounds: number): Promise<void> {
  const store = openEmbeddedStore({ file: join(dataDir, 'contention.sqlite') });
  await seedDemoContent(store);
  const hopsBefore = process.env.TRUSTED_PROXY_HOPS;
  process.env.TRUSTED_PROXY_HOPS = '1';
  const { app, handler } = await createServerApp(store, createEmbeddedIdentity(embeddedDatabase(store)!), openEmbeddedLiveBus(), webDist);
  if (hopsBefore === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hopsBefore;
  const server = handler.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const eventSlug = demoContent(new Date()).events.find((event) => event.published && event.endsAt > new Date())!.slug;
    // Rendered on every request (a parameter outside the page cache's allow-list): what is measured is whether the
    // load leaves the renderer its share, not how fast a cached copy goes out.
    const page = `${base}/events/${eventSlug}?bench=uncached`;
    const heavyBody = JSON.stringify({ query: HEAVY_QUERY });
    const assessed = assessOperation(await createSchema(), parse(HEAVY_QUERY));
    if ('error' in assessed) throw assessed.error;

    // The heaviest query alone, one after another, each from an address of its own (no budget involved).
    const heavyMs: number[] = [];
    for (let n = 0; n < 12; n++) {
      const started = performance.now();
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${n + 1}` },
        body: heavyBody,
      });
      const body = (await response.json()) as { errors?: unknown[] };
      if (!response.ok || body.errors) throw new Error(`the heavy query failed: ${response.status} ${JSON.stringify(body.errors)}`);
      if (n >= 2) heavyMs.push(performance.now() - started); // the first two warm up
    }
    for (let n = 0; n < 5; n++) await (await fetch(page)).text();
    console.log(
      `\nContention: the heaviest allowed query costs ${assessed.cost} of ${5000} and takes ${median(heavyMs).toFixed(0)} ms ` +
        `(median of 10, alone; min ${Math.min(...heavyMs).toFixed(0)}, max ${Math.max(...heavyMs).toFixed(0)}). ` +
        `Fairness: ${FAIRNESS.budget} cost points per client and ${FAIRNESS.windowSeconds} s, ${FAIRNESS.concurrent} operations at once, waiting as many as add up to ${FAIRNESS.queueCost} cost points (each at least ${FAIRNESS.leastQueuedCost}).`,
    );

    const loads: Record<string, Omit<LoadSpec, 'seconds'> | null> = {
      'page alone': null,
      '+ 20 connections on /events.ics': { url: `${base}/events.ics`, connections: 20, clients: 'one' },
      '+ 20 connections, heaviest query, one client': { url: `${base}/graphql`, connections: 20, body: heavyBody, clients: 'one' },
      '+ 20 connections, heaviest query, a client each': { url: `${base}/graphql`, connections: 20, body: heavyBody, clients: 'per-connection' },
      '+ 20 connections, heaviest query, a new client per request': { url: `${base}/graphql`, connections: 20, body: heavyBody, clients: 'per-request' },
    };
    const results = new Map<string, Array<{ page: LoadFigures; load: LoadFigures | null }>>(Object.keys(loads).map((name) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const [name, spec] of Object.entries(loads)) {
        // The load starts first and ends after the page's readers, so that they meet it throughout.
        const background = spec ? load({ ...spec, seconds: seconds + 2 }) : null;
        if (background) await pause(1000);
        const pageLoad = await load({ url: page, connections: 2, seconds, clients: 'one' });
        results.get(name)!.push({ page: pageLoad, load: background && (await background) });
        const failed = pageLoad.errors + Object.entries(pageLoad.statusCodeStats).reduce((n, [status, { count }]) => n + (status === '200' ? 0 : count), 0);
        if (failed > 0) throw new Error(`${name}: the event page failed ${failed} times: ${JSON.stringify(pageLoad)}`);
        // Every client's budget starts over before the next load.
        if (spec?.body) await pause(FAIRNESS.windowSeconds * 1000);
      }
    }

    const alone = results.get('page alone')!;
    const aloneP50 = median(alone.map((r) => r.page.latency.p50));
    const aloneP99 = median(alone.map((r) => r.page.latency.p99));
    console.log(`Event page /events/${eventSlug}, 2 connections, ${rounds} alternating rounds of ${seconds} s (medians), against 20 other connections`);
    console.table(
      Object.fromEntries(
        [...results].map(([name, runs]) => {
          const p50 = median(runs.map((r) => r.page.latency.p50));
          const p99 = median(runs.map((r) => r.page.latency.p99));
          const answers: Record<string, number> = {};
          for (const { load: figures } of runs) {
            for (const [status, { count }] of Object.entries(figures?.statusCodeStats ?? {})) answers[status] = (answers[status] ?? 0) + count;
          }
          const loadSeconds = rounds * (seconds + 2);
          return [
            name,
            {
              'page p50 ms': p50,
              'page p99 ms': p99,
              'p50 × alone': +(p50 / aloneP50).toFixed(2),
              'p99 × alone': +(p99 / aloneP99).toFixed(2),
              'page req/s': median(runs.map((r) => r.page.requests.average)),
              'load answers/s by status': Object.entries(answers)
                .map(([status, count]) => `${status}: ${(count / loadSeconds).toFixed(1)}`)
                .concat(runs.some((r) => r.load?.errors) ? [`errors: ${runs.reduce((n, r) => n + (r.load?.errors ?? 0), 0)}`] : [])
                .join(', '),
            },
          ];
        }),
      ),
    );
  } finally {
    server.close();
    await app.close();
  }
}
