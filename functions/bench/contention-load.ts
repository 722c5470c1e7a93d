// A load of the contention part (contention.ts), in a process of its own so that it does not share the server's
// event loop: autocannon against one URL, as one client, as one client per connection, or as a new client per
// request (X-Forwarded-For, which the server under test trusts for one hop). Prints autocannon's result as JSON.
import { createRequire } from 'node:module';

/** autocannon ships no types; this is all of it this load uses (its README has the options). */
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<LoadFigures>;

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  /** A POST body (JSON); GET without it. */
  body?: string;
  /** Who the requests come from: the socket's address, an address per connection, or a new one per request. */
  clients: 'one' | 'per-connection' | 'per-request';
}

export interface LoadFigures {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
}

async function run(spec: LoadSpec): Promise<LoadFigures> {
  const base = {
    url: spec.url,
    duration: spec.seconds,
    ...(spec.body ? { method: 'POST' as const, body: spec.body, headers: { 'content-type': 'application/json' } } : {}),
  };
  if (spec.clients === 'one') return autocannon({ ...base, connections: spec.connections });
  if (spec.clients === 'per-request') {
    let sent = 0;
    const requests = [
      {
        setupRequest: (request: { headers?: Record<string, string> }) => {
          sent += 1;
          request.headers = { ...request.headers, 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` };
          return request;
        },
      },
    ];
    return autocannon({ ...base, connections: spec.connections, requests });
  }
  // One autocannon per connection, each with its own address: autocannon resets a connection's context each round.
  const results = await Promise.all(
    Array.from({ length: spec.connections }, (_, n) =>
      autocannon({ ...base, connections: 1, headers: { ...('headers' in base ? base.headers : {}), 'x-forwarded-for': `10.1.0.${n + 1}` } }),
    ),
  );
  const statusCodeStats: LoadFigures['statusCodeStats'] = {};
  for (const result of results) {
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
      statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + count };
    }
  }
  const sum = (of: (result: LoadFigures) => number) => results.reduce((total, result) => total + of(result), 0);
  return {
    requests: { average: sum((r) => r.requests.average), total: sum((r) => r.requests.total) },
    latency: { p50: NaN, p99: NaN }, // not meaningful merged; the contention part reads only the counts of its load
    statusCodeStats,
    errors: sum((r) => r.errors),
  };
}

const spec = JSON.parse(process.argv[2]!) as LoadSpec;
process.stdout.write(JSON.stringify(await run(spec)));
