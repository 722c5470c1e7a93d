// The request context a page render's operations share (createGraphQLApi's execute with a render object): the
// viewer resolved once and one set of loaders for every query of the render; nothing shared between renders; a
// mutation reads and leaves nothing stale for the queries after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteOp } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { countRoundTrips } from '../store/counting.js';
import { buildInfo, openSeededStore, sessionHeaders, signUpPerson } from './api.testing.js';
import { createGraphQLApi } from './server.js';

const opened = {} as Awaited<ReturnType<typeof openSeededStore>>;
const counting = {} as ReturnType<typeof countRoundTrips>;
let api: Awaited<ReturnType<typeof createGraphQLApi>>;
let verifications = 0;
const cookies = {} as Record<'anna' | 'ben', string>;

beforeAll(async () => {
  Object.assign(opened, await openSeededStore());
  Object.assign(counting, countRoundTrips(opened.store));
  const identity: IdentityProvider = Object.assign(Object.create(opened.identity) as IdentityProvider, {
    verifySession: (value: string) => ((verifications += 1), opened.identity.verifySession(value)),
  });
  const writes: WriteOp[] = [];
  for (const who of ['anna', 'ben'] as const) {
    const { profile, cookie } = await signUpPerson(opened.identity, who, { role: 'USER', name: who === 'anna' ? 'Anna' : 'Ben' });
    cookies[who] = cookie;
    writes.push({ put: 'profile', record: profile });
  }
  await opened.store.write(writes);
  api = await createGraphQLApi({ store: counting.store, identity, buildInfo, live: openEmbeddedLiveBus() });
});

afterAll(async () => {
  await api.stop();
  await opened.store.close();
});

const VIEWER = { query: '{ viewer { profile { name } } }' };
const CRAFTS = { query: '{ crafts { slug } }' };

describe('one context per render', () => {
  it('resolves the viewer once and reads the crafts once for all queries of one render', async () => {
    const render = {};
    verifications = 0;
    counting.reset();
    const headers = sessionHeaders(cookies.anna);
    const results = await Promise.all([api.execute(VIEWER, headers, undefined, render), api.execute(CRAFTS, headers, undefined, render)]);
    await api.execute(VIEWER, headers, undefined, render);
    await api.execute(CRAFTS, headers, undefined, render);
    expect(results[0].data).toEqual({ viewer: { profile: { name: 'Anna' } } });
    expect(verifications).toBe(1);
    expect(counting.calls.get('crafts.listAll')).toBe(1);
    expect(counting.calls.get('profiles.getByUids')).toBe(1);
  });

  it('shares nothing between renders, nor without a render', async () => {
    verifications = 0;
    counting.reset();
    const [anna, ben] = await Promise.all([
      api.execute(VIEWER, sessionHeaders(cookies.anna), undefined, {}),
      api.execute(VIEWER, sessionHeaders(cookies.ben), undefined, {}),
    ]);
    expect(anna.data).toEqual({ viewer: { profile: { name: 'Anna' } } });
    expect(ben.data).toEqual({ viewer: { profile: { name: 'Ben' } } });
    await api.execute(CRAFTS, {});
    await api.execute(CRAFTS, {});
    expect(verifications).toBe(2);
    expect(counting.calls.get('crafts.listAll')).toBe(2);
  });

  it('runs a mutation in a context of its own, and the queries after it read afresh', async () => {
    const render = {};
    const headers = sessionHeaders(cookies.ben);
    expect((await api.execute(VIEWER, headers, undefined, render)).data).toEqual({ viewer: { profile: { name: 'Ben' } } });
    verifications = 0;
    const renamed = await api.execute({ query: 'mutation { updateProfile(input: { name: "Benedikt" }) { name } }' }, headers, undefined, render);
    expect(renamed.errors).toBeUndefined();
    expect((await api.execute(VIEWER, headers, undefined, render)).data).toEqual({ viewer: { profile: { name: 'Benedikt' } } });
    expect(verifications).toBe(2);
  });
});
