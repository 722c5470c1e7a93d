// The reconnect part of `npm run bench` (BENCH_ONLY=reconnect): BENCH_LIVE_CLIENTS (5,000) streams of one course
// on the site's /graphql/stream, all cut by the server at the same moment, as the platform ends an instance's
// requests at their timeout; each client then reopens its stream as the web's live client does after a broken
// stream (reconnect-delay.ts: its backoff with jitter, its number of attempts). It prints the time from the cut until
// each stream has its new snapshot, the attempts, the store's reads and the server's CPU spent by the wave, the
// server's memory before and after, and checks that no stream is lost: every client has a snapshot again and
// receives the next change. The server runs in a process of its own (live-server.ts); the clients are raw sockets
// here, as in the live part (live.ts), each from a loopback address of its own.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { RECONNECT_ATTEMPTS, reconnectDelayMs } from '../../web/features/live/reconnect-delay.js';
import { WATCHER_REFRESH_MS } from '../src/services/live-fan-out.js';
import { liveClients, LiveServer, openClient, openClients, percentile, round1 } from './live.js';
import { wallClock, type LiveServerReady } from './live-protocol.js';

/** How long one attempt may wait for its snapshot before it counts as failed (a connection the server never took). */
const ATTEMPT_TIMEOUT_MS = 30_000;

type Client = ReturnType<typeof openClient>;

interface Reconnected {
  client: Client;
  /** From the cut until the new stream's snapshot. */
  ms: number;
  attempts: number;
}

/** One watcher's way back, as the web's live client goes it: wait reconnectDelayMs(attempt), reopen, up to RECONNECT_ATTEMPTS times. */
async function reconnect(ready: LiveServerReady, state: { marker: Buffer | null }, index: number, cutAt: number): Promise<Reconnected | null> {
  for (let attempt = 0; attempt < RECONNECT_ATTEMPTS; attempt++) {
    await sleep(reconnectDelayMs(attempt));
    const client = openClient(ready, state, index);
    const waiting = new AbortController();
    const outcome = await Promise.race([
      client.subscribed.then(
        () => 'snapshot' as const,
        () => 'failed' as const,
      ),
      sleep(ATTEMPT_TIMEOUT_MS, 'timed out' as const, { signal: waiting.signal }).catch(() => 'failed' as const),
    ]);
    waiting.abort();
    if (outcome === 'snapshot') return { client, ms: wallClock() - cutAt, attempts: attempt + 1 };
    client.socket.destroy();
  }
  return null;
}

export async function reconnectFigures(): Promise<void> {
  console.log(`Reconnect: ${liveClients} streams of one course cut at once by the server, reopened as the web's live client does (load average ${loadavg().map((n) => n.toFixed(1)).join(' ')})`);
  const { server, ready } = await LiveServer.start('site', 1);
  const state: { marker: Buffer | null } = { marker: null };
  try {
    const clients = await openClients(ready, liveClients, state);
    // Let the watcher counts of the connecting clients go out first, so that they are not counted as the wave's.
    await sleep(WATCHER_REFRESH_MS + 1_000);
    const rssBefore = (await server.ask({ type: 'rss' }, 'rss')).rss;
    const readsBefore = await server.ask({ type: 'reads' }, 'reads');

    const closed = clients.map((client) => new Promise<void>((resolve) => (client.closed ? resolve() : client.socket.once('close', () => resolve()))));
    const cut = await server.ask({ type: 'cut' }, 'cut');
    // Each client notices its stream's end and starts its way back from there.
    const back = await Promise.all(clients.map((_, index) => closed[index]!.then(() => reconnect(ready, state, index, cut.at))));
    const { ms: cpuMs } = await server.ask({ type: 'cpu' }, 'cpu');
    const readsAfterWave = await server.ask({ type: 'reads' }, 'reads');
    const rssAfter = (await server.ask({ type: 'rss' }, 'rss')).rss;

    const reconnected = back.filter((each): each is Reconnected => each !== null);
    const times = reconnected.map((each) => each.ms).sort((a, b) => a - b);
    const attempts = reconnected.map((each) => each.attempts).sort((a, b) => a - b);

    // No stream lost: the next change reaches every reopened stream (after the wave's watcher counts went out).
    await sleep(WATCHER_REFRESH_MS + 1_000);
    state.marker = Buffer.from(ready.markers[0]!);
    for (const { client } of reconnected) client.receivedAt = null;
    await server.ask({ type: 'broadcast', round: 1 }, 'written');
    const deadline = Date.now() + ATTEMPT_TIMEOUT_MS;
    while (reconnected.some(({ client }) => client.receivedAt === null && !client.closed) && Date.now() < deadline) await sleep(5);
    const servedAfter = reconnected.filter(({ client }) => client.receivedAt !== null).length;
    for (const { client } of reconnected) client.socket.destroy();

    console.table({
      'cut → snapshot': {
        streams: cut.connections,
        'p50 ms': round1(percentile(times, 50)),
        'p99 ms': round1(percentile(times, 99)),
        'max ms': round1(times.at(-1)!),
        'attempts p99': percentile(attempts, 99),
        'attempts max': attempts.at(-1)!,
        lost: liveClients - reconnected.length,
        'got the next change': servedAfter,
      },
    });
    console.table({
      'the wave': {
        'store queries': readsAfterWave.queries - readsBefore.queries,
        'store documents': readsAfterWave.documents - readsBefore.documents,
        'server CPU ms': round1(cpuMs),
        'RSS MB before': round1(rssBefore / 2 ** 20),
        'RSS MB after': round1(rssAfter / 2 ** 20),
      },
    });
    console.log(`Load average after: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  } finally {
    await server.stop();
  }
}
