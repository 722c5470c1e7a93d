// The herd part of the bench (BENCH_ONLY=herd): 500 signed-in people, each from a loopback address of its own,
// book the last seat of a free course at the same moment, against the production server (createServerApp) over a
// fresh seeded embedded store, then over the Firestore emulator. It checks what each of them is told (exactly one
// seat confirmed, everyone else waitlisted, no 5xx, no refusal for load, no STORE_UNAVAILABLE) and prints the time
// until each had an answer. The load runs in a process of its own (herd-load.ts) so that it does not share the
// server's event loop. The people sign in with the embedded identity in both runs: what is measured is the store.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ProfileRecord } from '../src/domain/records.js';
import { Firestore } from 'firebase-admin/firestore';
import type { Store } from '../src/domain/repositories.js';
import { createEmbeddedIdentity } from '../src/identity/embedded.js';
import type { IdentityProvider } from '../src/identity/identity.js';
import { openEmbeddedLiveBus } from '../src/live/embedded.js';
import { demoContent } from '../src/seed/demo-content.js';
import { seedDemoContent } from '../src/seed/seed.js';
import { createServerApp } from '../src/server.js';
import { embeddedDatabase, openEmbeddedStore } from '../src/store/embedded/store.js';
import { openFirebaseStore } from '../src/store/firebase/store.js';
import { spawnFirestoreEmulator } from '../test/firestore-emulator.js';
import type { HerdAnswer, HerdSpec } from './herd-load.js';

const run = promisify(execFile);
const loadScript = new URL('./herd-load.ts', import.meta.url).pathname;

/** People in the herd, and the seats left when it starts. */
export const HERD_SIZE = Number(process.env.BENCH_HERD ?? 500);
const SEATS_LEFT = 1;

const BOOK = `mutation Book($slug: ID!) { bookEvent(slug: $slug) { id status } }`;

/** Loopback addresses 127.0.1.1 onwards, 250 to each third octet: one client each. */
const addressOf = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

/** `count` people with a profile and a session each, signed in with one-time codes (no password hashing to wait for). */
async function signInPeople(store: Store, identity: IdentityProvider, count: number): Promise<{ cookies: string[]; uids: Set<string> }> {
  const cookies: string[] = [];
  const profiles: ProfileRecord[] = [];
  const at = new Date();
  for (let n = 0; n < count; n++) {
    const email = `herd-${n}@example.org`;
    const { user, session } = await identity.signInWithLink(email, await identity.createSignInCode(email));
    cookies.push(session.cookie);
    profiles.push({ uid: user.uid, email, name: `Herde ${n}`, role: 'USER', favouriteCraftSlugs: [], locale: 'de', trustedOrganiser: false, createdAt: at, updatedAt: at });
  }
  for (let n = 0; n < profiles.length; n += 100) await store.write(profiles.slice(n, n + 100).map((record) => ({ put: 'profile' as const, record })));
  return { cookies, uids: new Set(profiles.map((profile) => profile.uid)) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The herd against the server over `store` (seeded here): its figures, and what went wrong, if anything. */
async function herd(store: Store, identity: IdentityProvider, webDist: URL): Promise<{ figures: Record<string, unknown>; problems: string[] }> {
  await seedDemoContent(store);
  // The socket's address is the client (no proxy in front), as on `npm start`.
  const hopsBefore = process.env.TRUSTED_PROXY_HOPS;
  process.env.TRUSTED_PROXY_HOPS = '0';
  const { app, handler } = await createServerApp(store, identity, openEmbeddedLiveBus(), webDist);
  if (hopsBefore === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hopsBefore;
  const server = handler.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

  try {
    // A free course some weeks ahead, bookable, without a minimum: its seats set so that SEATS_LEFT remain.
    const soon = Date.now() + 7 * 24 * 3600 * 1000;
    const chosen = demoContent(new Date()).events.find(
      (event) => event.published && event.registration === 'BOOKING' && event.price.amountCents === 0 && !event.minimum && event.startsAt.getTime() > soon,
    );
    if (!chosen) throw new Error('no free bookable course in the demo content');
    const [event] = await store.events.getBySlugs([chosen.slug]);
    const taken = event!.capacity - event!.seatsLeft;
    await store.events.upsertMany([{ ...event!, capacity: taken + SEATS_LEFT, seatsLeft: SEATS_LEFT }]);

    const { cookies, uids } = await signInPeople(store, identity, HERD_SIZE);
    const spec: HerdSpec = {
      url,
      body: JSON.stringify({ query: BOOK, variables: { slug: chosen.slug } }),
      clients: cookies.map((cookie, n) => ({ address: addressOf(n), cookie })),
    };
    const loadBefore = loadavg()[0]!;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', loadScript, JSON.stringify(spec)], { maxBuffer: 64 * 1024 * 1024 });
    const answers = JSON.parse(stdout) as HerdAnswer[];

    const told: Record<string, number> = {};
    for (const answer of answers) {
      let outcome = `HTTP ${answer.status}`;
      try {
        const body = JSON.parse(answer.body) as { data?: { bookEvent?: { status: string } }; errors?: Array<{ extensions?: { code?: string } }> };
        outcome = body.data?.bookEvent?.status ?? `HTTP ${answer.status} ${body.errors?.map((error) => error.extensions?.code).join(', ')}`;
      } catch {
        outcome = `HTTP ${answer.status} ${answer.body.slice(0, 80)}`;
      }
      told[outcome] = (told[outcome] ?? 0) + 1;
    }
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const bookings = (await store.bookings.byEvent(chosen.slug)).filter((booking) => uids.has(booking.uid));
    const confirmedInStore = bookings.filter((booking) => booking.status === 'CONFIRMED').length;
    const [after] = await store.events.getBySlugs([chosen.slug]);

    const figures = {
      course: chosen.slug,
      'p50 ms': Math.round(percentile(times, 50)),
      'p99 ms': Math.round(percentile(times, 99)),
      'last answer ms': Math.round(times[times.length - 1]!),
      told: Object.entries(told)
        .map(([outcome, count]) => `${outcome}: ${count}`)
        .join(', '),
      'bookings written': bookings.length,
      'seats left after': after!.seatsLeft,
      'load average (1 min)': `${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`,
    };
    const problems = [
      told.CONFIRMED !== SEATS_LEFT && `${told.CONFIRMED ?? 0} confirmed for ${SEATS_LEFT} seat(s)`,
      (told.CONFIRMED ?? 0) + (told.WAITLISTED ?? 0) !== HERD_SIZE && `not everyone was confirmed or waitlisted: ${JSON.stringify(told)}`,
      confirmedInStore !== SEATS_LEFT && `${confirmedInStore} confirmed bookings in the store`,
      bookings.length !== HERD_SIZE && `${bookings.length} bookings written for ${HERD_SIZE} people`,
      after!.seatsLeft !== 0 && `${after!.seatsLeft} seats left after the herd`,
    ].filter((problem): problem is string => typeof problem === 'string');
    return { figures, problems };
  } finally {
    server.closeAllConnections();
    server.close();
    await app.close();
  }
}

export async function herdFigures(dataDir: string, webDist: URL): Promise<void> {
  const embedded = openEmbeddedStore({ file: join(dataDir, 'herd.sqlite') });
  const identity = createEmbeddedIdentity(embeddedDatabase(embedded)!);
  const results: Record<string, Awaited<ReturnType<typeof herd>>> = { 'embedded store': await herd(embedded, identity, webDist) };
  if (process.env.BENCH_HERD_STORES !== 'embedded') {
    const emulator = await spawnFirestoreEmulator();
    // Tells the server it runs against the emulator (one process may then keep its own key for stream tickets).
    const emulatorHostBefore = process.env.FIRESTORE_EMULATOR_HOST;
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    try {
      const firebase = openFirebaseStore(new Firestore({ projectId: 'demo-herd', host: emulator.host, ssl: false }));
      results['Firestore emulator'] = await herd(firebase, createEmbeddedIdentity(embeddedDatabase(openEmbeddedStore({ file: join(dataDir, 'herd-identity.sqlite') }))!), webDist);
    } finally {
      if (emulatorHostBefore === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
      else process.env.FIRESTORE_EMULATOR_HOST = emulatorHostBefore;
      await emulator.stop();
    }
  }
  console.log(`\nHerd: ${HERD_SIZE} signed-in people, each from an address of its own, book the last ${SEATS_LEFT} seat(s) of a free course at once`);
  console.table(Object.fromEntries(Object.entries(results).map(([name, { figures }]) => [name, figures])));
  const problems = Object.entries(results).flatMap(([name, result]) => result.problems.map((problem) => `${name}: ${problem}`));
  if (problems.length > 0) throw new Error(`the herd was not served: ${problems.join('; ')}`);
}
