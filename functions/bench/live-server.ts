// The server under test of the live benchmark (live.ts), in a process of its own so that its RSS and CPU are its
// own and not the 5,000 clients'. `plain`: a node:http Server-Sent Events fan-out written for the comparison (one
// message written to every open response). `site`: the site itself (createServerApp, embedded store, embedded
// bus) with one course running now, whose streams are the ones the live pages open at /graphql/stream. The parent
// talks to it over IPC: `rss` (after a garbage collection), `broadcast` (the timed write), `cpu` (since it or the cut), `cut`
// (every connection closed at once, for reconnect.ts) and `reads` (the store's so far).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import type { ReadStats } from '../src/domain/repositories.js';
import { wallClock, type FromLiveServer, type LiveServerKind, type LiveServerReady, type ToLiveServer } from './live-protocol.js';

const rounds = Number(process.argv[3] ?? 3);
const send = (message: FromLiveServer) => process.send!(message);
let cleanUp = async () => {};

interface UnderTest {
  ready: Omit<LiveServerReady, 'type'>;
  broadcast(round: number): Promise<void>;
  /** Every connection the server has open (all of them streams: the broadcasts go in-process). */
  connections: Set<Socket>;
  /** The store's reads (the site's embedded store counts them); null for the plain server. */
  reads: ReadStats | null;
}

/** The server's open connections, kept as they come and go. */
function trackConnections(server: Server): Set<Socket> {
  const connections = new Set<Socket>();
  server.on('connection', (socket) => {
    socket.setNoDelay(true);
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  return connections;
}

/** A message of the size the site sends for a course (its live fields and the course's own), so both write alike. */
const plainPayload = {
  phase: 'RUNNING',
  seatsLeft: 3,
  delayMinutes: 0,
  room: null,
  watchers: 5000,
  latestUpdate: { id: 'p1', text: 'Wir starten im Hof, bringt warme Kleidung mit.', at: '2026-06-05T16:20:30.123Z' },
  event: {
    slug: 'offenes-atelier-keramik',
    title: 'Offenes Atelier: Keramik an der Drehscheibe',
    startsAt: '2026-06-05T16:00:00.000Z',
    endsAt: '2026-06-05T19:00:00.000Z',
    timeZone: 'Europe/Vienna',
    registration: 'BOOKING',
    sessions: [{ startsAt: '2026-06-05T16:00:00.000Z', endsAt: '2026-06-05T19:00:00.000Z' }],
    venue: { slug: 'atelier-neubau', name: 'Atelier Neubau' },
    crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik' }],
  },
};

async function plainServer(): Promise<UnderTest> {
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (req.url !== '/stream') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(`data: ${JSON.stringify({ ...plainPayload, version: 0 })}\n\n`);
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  const connections = trackConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ready: {
      port: (server.address() as AddressInfo).port,
      method: 'GET',
      path: '/stream',
      markers: Array.from({ length: rounds }, (_, index) => `"version":${index + 1}`),
    },
    async broadcast(round) {
      const message = `data: ${JSON.stringify({ ...plainPayload, version: round })}\n\n`;
      for (const res of open) res.write(message);
    },
    connections,
    reads: null,
  };
}

async function siteServer(): Promise<UnderTest> {
  const [{ print }, { LiveEventStreamDocument }, { demoContent }, { seedDemoContent }, { createServerApp }, { createEmbeddedIdentity }, store, live] =
    await Promise.all([
      import('graphql'),
      import('../../web/graphql/generated/graphql.js'),
      import('../src/seed/demo-content.js'),
      import('../src/seed/seed.js'),
      import('../src/server.js'),
      import('../src/identity/embedded.js'),
      import('../src/store/embedded/store.js'),
      import('../src/live/embedded.js'),
    ]);
  const dataDir = await mkdtemp(join(tmpdir(), 'magazin-live-bench-'));
  const reads: ReadStats = { queries: 0, documents: 0 };
  const embedded = store.openEmbeddedStore({ file: join(dataDir, 'live.sqlite'), stats: reads });
  await seedDemoContent(embedded);
  const identity = createEmbeddedIdentity(store.embeddedDatabase(embedded)!);
  const now = Date.now();
  const template = demoContent(new Date(now)).events.find((event) => event.published && event.registration !== 'DROP_IN')!;
  const seats = 10_000;
  const slug = 'live-bench';
  // Tomorrow: a course that has begun takes no bookings, and each broadcast is a booking.
  const startsAt = new Date(now + 24 * 3_600_000);
  const endsAt = new Date(now + 27 * 3_600_000);
  await embedded.events.upsertMany([{ ...template, slug, startsAt, endsAt, sessions: [{ startsAt, endsAt }], capacity: seats, seatsLeft: seats }]);
  // One person per broadcast: each books a seat, which publishes the course's new seat count to every stream.
  const cookies: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    const { user, session } = await identity.signUp(`bench-${round}@example.org`, 'geheim-123');
    const at = new Date(now);
    await embedded.write([
      {
        put: 'profile',
        record: { uid: user.uid, email: user.email, name: `Bench ${round}`, favouriteCraftSlugs: [], locale: 'de', role: 'USER', trustedOrganiser: false, createdAt: at, updatedAt: at },
      },
    ]);
    cookies.push(session.cookie);
  }
  const webDist = new URL('../../web/dist/', import.meta.url);
  const { app, handler } = await createServerApp(embedded, identity, live.openEmbeddedLiveBus(), webDist);
  const server = handler.listen(0, '127.0.0.1');
  const connections = trackConnections(server);
  await new Promise((resolve) => server.once('listening', resolve));
  cleanUp = () => rm(dataDir, { recursive: true, force: true });
  return {
    ready: {
      port: (server.address() as AddressInfo).port,
      method: 'POST',
      path: '/graphql/stream',
      // The document the live page of one course sends.
      body: JSON.stringify({ query: print(LiveEventStreamDocument), variables: { slug } }),
      markers: Array.from({ length: rounds }, (_, index) => `"seatsLeft":${seats - index - 1}`),
    },
    async broadcast(round) {
      const result = await app.api.execute(
        { query: 'mutation ($slug: ID!) { bookEvent(slug: $slug) { id } }', variables: { slug } },
        { cookie: `__session=${encodeURIComponent(cookies[round - 1]!)}` },
      );
      if (result.errors) throw new Error(`booking failed: ${JSON.stringify(result.errors)}`);
    },
    connections,
    reads,
  };
}

/**
 * BENCH_LIVE_PROFILE=<dir>: a CPU profile of each broadcast (from the write until every client has the message)
 * and a heap snapshot with the clients connected, for finding where a stream's time and memory go.
 */
const profileDir = process.env.BENCH_LIVE_PROFILE;
const inspector = profileDir ? new Session() : null;
if (inspector) {
  inspector.connect();
  await mkdir(profileDir!, { recursive: true });
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
}
let rssAsked = 0;

const kind = process.argv[2] as LiveServerKind;
const underTest = kind === 'site' ? await siteServer() : await plainServer();
let cpuAtWrite = process.cpuUsage();
let round = 0;
process.on('message', (message: ToLiveServer) => {
  if (message.type === 'rss') {
    globalThis.gc?.();
    const rss = process.memoryUsage().rss;
    // The second measurement is the one with the clients connected.
    if (profileDir && ++rssAsked === 2) writeHeapSnapshot(join(profileDir, `${kind}.heapsnapshot`));
    send({ type: 'rss', rss });
  } else if (message.type === 'broadcast') {
    round = message.round;
    if (inspector) void inspector.post('Profiler.start');
    const at = wallClock();
    cpuAtWrite = process.cpuUsage();
    underTest.broadcast(message.round).then(
      () => send({ type: 'written', at }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  } else if (message.type === 'cpu') {
    const used = process.cpuUsage(cpuAtWrite);
    send({ type: 'cpu', ms: (used.user + used.system) / 1000 });
    if (inspector) {
      void inspector.post('Profiler.stop').then(({ profile }) => writeFile(join(profileDir!, `${kind}-${round}.cpuprofile`), JSON.stringify(profile)));
    }
  } else if (message.type === 'cut') {
    const at = wallClock();
    cpuAtWrite = process.cpuUsage();
    const connections = underTest.connections.size;
    for (const socket of underTest.connections) socket.destroy();
    send({ type: 'cut', at, connections });
  } else if (message.type === 'reads') {
    send({ type: 'reads', queries: underTest.reads?.queries ?? 0, documents: underTest.reads?.documents ?? 0 });
  } else {
    void cleanUp().finally(() => process.exit(0));
  }
});
send({ type: 'ready', ...underTest.ready });
