// The client's address behind the Hosting emulator (decision 036): firebase-tools' Hosting emulator appends no
// X-Forwarded-For and the Functions emulator hands the function a Unix socket, so no request's address can be
// established there, and every one of them counts as the one unknown client. A client writing a different
// X-Forwarded-For into every request therefore gets five sign-ups, not unlimited ones, and spends one GraphQL budget.
// The built package (functions/lib) in the Functions emulator behind the Hosting emulator, over an empty Firestore.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAIRNESS } from '../src/graphql/fairness.js';
import type { GraphQLResult } from '../src/http/graphql-payloads.js';
import { startFirebaseEmulators, type FirebaseEmulators } from './firebase-emulators.js';
import { clearFirestore, firestoreEmulatorMissing, startFirestoreEmulator, type FirestoreEmulator } from './firestore-emulator.js';
import { HEAVY, SIGN_UP } from './forged-clients.scenarios.js';


let forged = 0;
/** What a sprayer writes: a new made-up chain each request, long enough for any count of trusted proxies. */
const forgedChain = () => [1, 2, 3].map((part) => `198.18.${++forged % 250}.${part}`).join(', ');

describe.skipIf(firestoreEmulatorMissing())('the client address behind the Hosting emulator', () => {
  const projectId = `demo-address-${Date.now().toString(36)}`;
  let firestore: FirestoreEmulator;
  let emulators: FirebaseEmulators;

  beforeAll(async () => {
    vi.stubEnv('METADATA_SERVER_DETECTION', 'none');
    firestore = await startFirestoreEmulator({ projectId });
    emulators = await startFirebaseEmulators({ projectId, firestoreHost: firestore.host });
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await emulators?.stop();
    if (firestore) {
      await clearFirestore(firestore.host, projectId);
      await firestore.stop();
    }
  });

  async function post(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${emulators.hostingUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedChain() },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLResult;
    return { status: response.status, codes: (body.errors ?? []).map((error) => error.extensions?.code), output: emulators.output().slice(-1500) };
  }

  it('lets five of seven sign-ups with a forged X-Forwarded-For each through, and refuses the rest', async () => {
    const answers = [];
    for (let n = 0; n < 7; n += 1) {
      answers.push(await post(SIGN_UP, { input: { email: `flut${n}@example.org`, password: 'geheim-123', name: 'Flut' } }));
    }
    expect(answers.map((answer) => answer.codes), answers.at(-1)?.output).toEqual([[], [], [], [], [], ['TOO_MANY_ATTEMPTS'], ['TOO_MANY_ATTEMPTS']]);
  });

  it('refuses heavy queries with a forged X-Forwarded-For each once the one budget is spent (429)', async () => {
    const statuses: number[] = [];
    // Each costs over 2,000 points: the budget lets fewer than ten through, then refuses until its window ends.
    while (statuses.length < Math.ceil(FAIRNESS.budget / 2000) + 2 && statuses.filter((status) => status === 429).length < 2) {
      statuses.push((await post(HEAVY)).status);
    }
    const refused = statuses.indexOf(429);
    expect(refused, `statuses ${statuses.join()}\n${emulators.output().slice(-1500)}`).toBeGreaterThan(0);
    expect(statuses.slice(0, refused).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(refused)).toEqual([429, 429]);
  });
});
