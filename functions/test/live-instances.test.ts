// Live changes across instances: two server PROCESSES (live-instance.ts, from source) over the same Firestore
// emulator, as two Cloud Functions instances of `api` over one project. A watcher streams a course's live view from
// instance B over /graphql/stream (graphql-sse, distinct connections, as browsers do); a person signs up and books
// a seat through instance A's /graphql (firebase identity on the Auth emulator); the new seat count reaches B's
// stream, through the Firestore bus alone (the processes share nothing else), within a few seconds.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Firestore } from 'firebase-admin/firestore';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFirebaseStore } from '../src/store/firebase/store.js';
import { events as scenarioEvents } from './fixtures.scenarios.js';
import { AUTH_EMULATOR_PROJECT, authEmulatorHost } from './auth-emulator.js';
import { clearFirestore, firestoreEmulatorMissing, startFirestoreEmulator, type FirestoreEmulator } from './firestore-emulator.js';

const HOUR = 3_600_000;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SLUG = 'live-ueber-instanzen';

interface Instance {
  base: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts live-instance.ts with this environment; resolves with its address once it serves. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/test/live-instance.ts'], {
    cwd: repoRoot,
    // No metadata server to look for (Google's auth library would), no Realtime Database of the caller's.
    env: { ...process.env, ...env, PORT: '0', NODE_ENV: 'production', METADATA_SERVER_DETECTION: 'none', DATABASE_URL: '', FIREBASE_DATABASE_EMULATOR_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The instance did not start within 60 s:\n${output.slice(-3000)}`)), 60_000);
    child.stdout!.on('data', () => {
      const port = /listening on (\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ base: `http://127.0.0.1:${port}`, child, output: () => output });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The instance ended (exit ${code}) before it served:\n${output.slice(-3000)}`));
    });
  });
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(firestoreEmulatorMissing())('live changes across two server processes over one Firestore emulator', () => {
  let emulator: FirestoreEmulator;
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    // The Auth emulator signs people up into its one project (the API key names no other), and the firebase
    // identity looks them up in the project the store uses: so the instances use that project, emptied first.
    const projectId = AUTH_EMULATOR_PROJECT;
    await clearFirestore(emulator.host, projectId);
    // The course, published, running now with two seats left, written as the store writes it.
    const firestore = new Firestore({ projectId, host: emulator.host, ssl: false });
    const store = openFirebaseStore(firestore);
    const startsAt = new Date(Date.now() - HOUR);
    const endsAt = new Date(startsAt.getTime() + 3 * HOUR);
    // A date of an open studio under way, which takes bookings into its session (a course closes at its start).
    await store.events.upsertMany([
      { ...scenarioEvents[0]!, slug: SLUG, seriesId: 'offene-werkstatt', startsAt, endsAt, sessions: [{ startsAt, endsAt }], seatsLeft: 2, capacity: 8 },
    ]);
    await firestore.terminate();
    const env = {
      FIRESTORE_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: await authEmulatorHost(),
      LIVE_TICKET_SECRET: 'live-instances-test-secret-0123456789abcdef',
    };
    const starting = Date.now();
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    console.info(`Two instances serving after ${Date.now() - starting} ms`);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await emulator?.stop();
  });

  it('a booking made through instance A reaches a watcher streaming from instance B within seconds', async () => {
    const client = createClient({ url: `${b!.base}/graphql/stream` });
    type View = { seatsLeft: number | null; version: number };
    const stream = client.iterate<{ liveEvent: View }>({ query: `subscription { liveEvent(slug: "${SLUG}") { seatsLeft version } }` });
    const first = await stream.next();
    expect(first.value?.data?.liveEvent, JSON.stringify(first.value)).toMatchObject({ seatsLeft: 2 });

    const graphql = async (query: string, variables: Record<string, unknown>, cookie?: string) => {
      const response = await fetch(`${a!.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      expect(body.errors, `${JSON.stringify(body.errors)}\n${a!.output().slice(-3000)}`).toBeUndefined();
      return { body, cookie: response.headers.getSetCookie().find((one) => one.startsWith('__session='))?.split(';')[0] };
    };
    const signedUp = await graphql('mutation ($input: SignUpInput!) { signUp(input: $input) { viewer { uid } } }', {
      input: { email: `gast-${Date.now()}@example.at`, password: 'geheim-123', name: 'Gast über Instanzen' },
    });
    expect(signedUp.cookie).toBeDefined();

    const next = stream.next();
    const sent = Date.now();
    await graphql('mutation ($slug: ID!) { bookEvent(slug: $slug) { id } }', { slug: SLUG }, signedUp.cookie);
    const answered = Date.now();
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`No update on B within 5 s:\n${b!.output().slice(-2000)}`)), 5_000));
    const update = await Promise.race([next, timeout]);
    const arrived = Date.now();
    expect(update.value?.data?.liveEvent).toMatchObject({ seatsLeft: 1 });
    expect(update.value!.data!.liveEvent.version).toBeGreaterThan(first.value!.data!.liveEvent.version);
    console.info(`Across instances: the update reached B ${arrived - sent} ms after the booking was sent, ${arrived - answered} ms after A answered`);

    await stream.return?.(undefined);
    client.dispose();
  });
});
