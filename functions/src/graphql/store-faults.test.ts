// A store that cannot write (a read-only file, a full disk) answers every write with STORE_UNAVAILABLE, the code
// clients retry on, never INTERNAL_SERVER_ERROR: the store's own repositories and the accounts kept in its file alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { buildInfo, codes } from './api.testing.js';
import { createGraphQLApi } from './server.js';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { viewer { uid } } }`;
const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { viewer { uid } } }`;

const dir = mkdtempSync(join(tmpdir(), 'magazin-faults-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function openApi(name: string) {
  const store = openEmbeddedStore({ file: join(dir, `${name}.sqlite`) });
  const identity = createEmbeddedIdentity(embeddedDatabase(store)!);
  const api = await createGraphQLApi({ store, identity, buildInfo, live: openEmbeddedLiveBus() });
  return {
    db: embeddedDatabase(store)!,
    // Each sign-up from a client of its own (the peer's address), so that the per-client limit stays out of the way.
    signUp: (email: string, client = '10.0.0.1') =>
      api.execute({ query: SIGN_UP, variables: { input: { email, password: 'geheim1', name: 'Anna', locale: 'DE' } } }, {}, client),
    signIn: (email: string) => api.execute({ query: SIGN_IN, variables: { email, password: 'geheim1' } }, {}),
    diagnostics: () => api.execute({ query: '{ diagnostics { storeReachable storeWritable } }' }, {}),
    close: async () => {
      await api.stop();
      await store.close();
    },
  };
}

describe('a store that cannot write', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('read-only: sign-up and sign-in answer STORE_UNAVAILABLE', async () => {
    const api = await openApi('read-only');
    try {
      expect(codes(await api.signUp('vorher@example.org'))).toEqual([]);
      // What SQLite says for a file or mount it may not write to (SQLITE_READONLY).
      api.db.pragma('query_only = ON');
      expect(codes(await api.signUp('neu@example.org'))).toEqual(['STORE_UNAVAILABLE']);
      expect(codes(await api.signIn('vorher@example.org'))).toEqual(['STORE_UNAVAILABLE']);
      // The diagnostics page tells this apart from a store that cannot be reached at all.
      expect((await api.diagnostics()).data?.diagnostics).toEqual({ storeReachable: true, storeWritable: false });
    } finally {
      api.db.pragma('query_only = OFF');
      await api.close();
    }
  });

  it('full: once the file cannot grow, sign-ups and sign-ins answer STORE_UNAVAILABLE', async () => {
    const api = await openApi('full');
    try {
      // The file may not grow past its size now (SQLITE_FULL, as on a full disk); the next sign-ups fill what room
      // is left in its pages, and then each needs a page more.
      api.db.pragma(`max_page_count = ${api.db.pragma('page_count', { simple: true }) as number}`);
      const answers: unknown[][] = [];
      for (let i = 0; i < 100 && !answers.at(-1)?.length; i++) answers.push(codes(await api.signUp(`person${i}@example.org`, `10.0.1.${i}`)));
      expect(answers.at(-1)).toEqual(['STORE_UNAVAILABLE']);
      expect(answers.slice(0, -1).flat()).toEqual([]);
      // Each sign-in writes a session into the accounts' part of the file, which fills up the same way.
      const signIns: unknown[][] = [];
      for (let i = 0; i < 100 && !signIns.at(-1)?.length; i++) signIns.push(codes(await api.signIn('person0@example.org')));
      expect(signIns.at(-1)).toEqual(['STORE_UNAVAILABLE']);
      expect(signIns.slice(0, -1).flat()).toEqual([]);
      expect((await api.diagnostics()).data?.diagnostics).toEqual({ storeReachable: true, storeWritable: false });
    } finally {
      await api.close();
    }
  });
});
