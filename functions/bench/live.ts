// The live figures of `npm run bench`: 5,000 concurrent stream clients of one server, one change broadcast to all,
// for a plain node:http SSE fan-out and for the site's /graphql/stream, one after the other in one run. Each server
// runs in a child process (live-server.ts) so that its RSS and CPU are its own; the clients are raw sockets in this
// process (no HTTP client library in the way, Nagle off), which note when the broadcast's message reaches them.
import { fork, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { WATCHER_REFRESH_MS } from '../src/services/live-fan-out.js';
import { wallClock, type FromLiveServer, type LiveServerKind, type LiveServerReady, type ToLiveServer } from './live-protocol.js';

export const liveClients = Number(process.env.BENCH_LIVE_CLIENTS ?? 5_000);
/** Connections opened at once while the clients connect (the listen backlog is finite). */
const CONNECTING_AT_ONCE = 200;
/** How long a broadcast may take to reach everyone before the missing clients count as dropped. */
const DELIVERY_TIMEOUT_MS = 30_000;

export interface LiveFigures {
  clients: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rssPerClientKb: number;
  cpuMs: number;
  dropped: number;
}

interface Client {
  socket: Socket;
  /** When the first message (the snapshot) came. */
  subscribed: Promise<void>;
  /** Receipt time of the current broadcast's message, once it came. */
  receivedAt: number | null;
  closed: boolean;
}

export class LiveServer {
  private readonly waiting = new Map<FromLiveServer['type'], { resolve: (message: FromLiveServer) => void; reject: (error: Error) => void }>();
  private exitCode: number | null | undefined;
  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message: FromLiveServer) => {
      const waiting = this.waiting.get(message.type);
      this.waiting.delete(message.type);
      waiting?.resolve(message);
    });
    child.once('exit', (code) => {
      this.exitCode = code;
      for (const { reject } of this.waiting.values()) reject(new Error(`the server under test exited (${code})`));
      this.waiting.clear();
    });
  }

  static async start(kind: LiveServerKind, rounds: number): Promise<{ server: LiveServer; ready: LiveServerReady }> {
    // The server needs a descriptor per client: Node raises its soft limit to the hard one, which must suffice.
    const child = fork(new URL('./live-server.ts', import.meta.url).pathname, [kind, String(rounds)], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const server = new LiveServer(child);
    return { server, ready: await server.next('ready') };
  }

  next<T extends FromLiveServer['type']>(type: T): Promise<Extract<FromLiveServer, { type: T }>> {
    if (this.exitCode !== undefined) return Promise.reject(new Error(`the server under test exited (${this.exitCode})`));
    return new Promise((resolve, reject) => this.waiting.set(type, { resolve: resolve as (message: FromLiveServer) => void, reject }));
  }

  async ask<T extends FromLiveServer['type']>(message: ToLiveServer, answer: T): Promise<Extract<FromLiveServer, { type: T }>> {
    const next = this.next(answer);
    this.child.send(message);
    return next;
  }

  async stop(): Promise<void> {
    if (this.exitCode !== undefined) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'exit' } satisfies ToLiveServer);
    await exited;
  }
}

/**
 * One stream client on a raw socket: it sends the request, then looks for `marker` in what arrives. Client `index`
 * speaks from a loopback address of its own (all of 127.0.0.0/8 is loopback on Linux), as every watcher is its own
 * household: one address may hold only a few streams (graphql/stream-limits.ts).
 */
export function openClient(ready: LiveServerReady, state: { marker: Buffer | null }, index: number): Client {
  const localAddress = `127.1.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
  const socket = connect({ port: ready.port, host: '127.0.0.1', localAddress, noDelay: true });
  const body = ready.body ?? '';
  socket.write(
    `${ready.method} ${ready.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n` +
      (ready.body ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` : '') +
      `\r\n${body}`,
  );
  let onSubscribed: () => void;
  let onFailed: (error: Error) => void;
  const client: Client = {
    socket,
    subscribed: new Promise<void>((resolve, reject) => {
      onSubscribed = resolve;
      onFailed = reject;
    }),
    receivedAt: null,
    closed: false,
  };
  let subscribed = false;
  let answered = false;
  // The end of the previous chunk, in case the marker is cut in two.
  let tail: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    const at = wallClock();
    if (!subscribed) {
      // A refusal (429 for too many streams, 503 for a busy server) is no stream: the client tries again.
      if (!answered && !chunk.subarray(0, 12).equals(Buffer.from('HTTP/1.1 200'))) return void socket.destroy();
      answered = true;
      if (chunk.includes('data:')) {
        subscribed = true;
        onSubscribed();
      }
      return;
    }
    const marker = state.marker;
    if (!marker || client.receivedAt !== null) return;
    if (chunk.includes(marker) || Buffer.concat([tail, chunk.subarray(0, marker.length)]).includes(marker)) client.receivedAt = at;
    else tail = chunk.subarray(Math.max(0, chunk.length - marker.length));
  });
  socket.on('error', (error) => onFailed(error));
  socket.on('close', () => {
    client.closed = true;
    onFailed(new Error('closed before subscribing'));
  });
  return client;
}

export async function openClients(ready: LiveServerReady, count: number, state: { marker: Buffer | null }): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < count; start += CONNECTING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(CONNECTING_AT_ONCE, count - start) }, (_, offset) => openClient(ready, state, start + offset));
    await Promise.all(batch.map((client) => client.subscribed));
    clients.push(...batch);
  }
  return clients;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Connects the clients to a `kind` server, broadcasts `rounds` changes, and returns the median figures of the rounds. */
export async function measureLiveFanOut(kind: LiveServerKind, rounds: number): Promise<LiveFigures> {
  const { server, ready } = await LiveServer.start(kind, rounds);
  const state: { marker: Buffer | null } = { marker: null };
  try {
    // Warm up (the first requests compile and cache), then the server's memory without clients.
    for (const client of await openClients(ready, 50, state)) client.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = (await server.ask({ type: 'rss' }, 'rss')).rss;
    const clients = await openClients(ready, liveClients, state);
    // Watcher counts changed while the clients connected: let the site send them once, so they are not measured.
    if (kind === 'site') await new Promise((resolve) => setTimeout(resolve, WATCHER_REFRESH_MS + 1_000));
    const after = (await server.ask({ type: 'rss' }, 'rss')).rss;

    const figures: LiveFigures[] = [];
    for (let round = 1; round <= rounds; round++) {
      for (const client of clients) client.receivedAt = null;
      state.marker = Buffer.from(ready.markers[round - 1]!);
      const written = await server.ask({ type: 'broadcast', round }, 'written');
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      while (clients.some((client) => client.receivedAt === null && !client.closed) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const { ms: cpuMs } = await server.ask({ type: 'cpu' }, 'cpu');
      const latencies = clients.flatMap((client) => (client.receivedAt === null ? [] : [client.receivedAt - written.at])).sort((a, b) => a - b);
      figures.push({
        clients: clients.length,
        p50Ms: round1(percentile(latencies, 50)),
        p99Ms: round1(percentile(latencies, 99)),
        maxMs: round1(latencies.at(-1)!),
        rssPerClientKb: round1((after - before) / clients.length / 1024),
        cpuMs: round1(cpuMs),
        dropped: clients.filter((client) => client.receivedAt === null || client.closed).length,
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const client of clients) client.socket.destroy();
    return {
      clients: liveClients,
      p50Ms: median(figures.map((each) => each.p50Ms)),
      p99Ms: median(figures.map((each) => each.p99Ms)),
      maxMs: median(figures.map((each) => each.maxMs)),
      rssPerClientKb: figures[0]!.rssPerClientKb,
      cpuMs: median(figures.map((each) => each.cpuMs)),
      dropped: Math.max(...figures.map((each) => each.dropped)),
    };
  } finally {
    await server.stop();
  }
}

/** Both servers, one after the other, and the site's figures as a multiple of the plain server's. */
export async function liveFigures(rounds: number): Promise<Record<string, object>> {
  const plain = await measureLiveFanOut('plain', rounds);
  const site = await measureLiveFanOut('site', rounds);
  const row = (figures: LiveFigures) => ({
    clients: figures.clients,
    'p50 ms': figures.p50Ms,
    'p99 ms': figures.p99Ms,
    'max ms': figures.maxMs,
    'RSS KB/client': figures.rssPerClientKb,
    'CPU ms': figures.cpuMs,
    dropped: figures.dropped,
  });
  const ratio = (a: number, b: number) => +(a / b).toFixed(2);
  return {
    'plain node:http SSE': row(plain),
    'site /graphql/stream': row(site),
    'site / plain': {
      'p50 ms': ratio(site.p50Ms, plain.p50Ms),
      'p99 ms': ratio(site.p99Ms, plain.p99Ms),
      'max ms': ratio(site.maxMs, plain.maxMs),
      'RSS KB/client': ratio(site.rssPerClientKb, plain.rssPerClientKb),
      'CPU ms': ratio(site.cpuMs, plain.cpuMs),
    },
  };
}
