// Sign-in through the whole API: over HTTP (the cookie) and in-process (what the web's form actions use).
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import { createGraphQLApi } from './server.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';

const store = openEmbeddedStore({ file: ':memory:' });
const identity = createEmbeddedIdentity(embeddedDatabase(store)!);
let api: Awaited<ReturnType<typeof createGraphQLApi>>;
let base: string;
let close: () => void;

beforeAll(async () => {
  api = await createGraphQLApi({ store, identity, buildInfo: { buildId: 'test', builtAt: new Date() }, live: openEmbeddedLiveBus() });
  const server = express().use(api.router).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await api.stop();
  await store.close();
});

const VIEWER = 'query { viewer { uid email emailVerified signInMethods role trustedOrganiser profile { name locale } } }';
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { viewer { uid email role } session { token expiresAt } } }`;
const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { viewer { uid } session { token } } }`;

async function post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as GraphQLResult };
}

describe('accounts over HTTP', () => {
  it('signs up, sets the __session cookie, and the cookie resolves the viewer', async () => {
    const { response, body } = await post(SIGN_UP, { input: { email: 'http@example.org', password: 'geheim1', name: 'Hanna', locale: 'EN' } });
    expect(body.errors).toBeUndefined();
    const payload = body.data!.signUp as { viewer: { uid: string }; session: { token: string; expiresAt: string } };
    expect(payload.viewer).toMatchObject({ email: 'http@example.org', role: 'USER' });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^__session=${payload.session.token}; Max-Age=(120959\\d|1209600); Path=/; HttpOnly; SameSite=Lax$`));

    const { body: me } = await post(VIEWER, {}, { cookie: cookie.split(';')[0]! });
    expect(me.data!.viewer).toEqual({
      uid: payload.viewer.uid,
      email: 'http@example.org',
      emailVerified: false,
      signInMethods: ['password'],
      role: 'USER',
      trustedOrganiser: false,
      profile: { name: 'Hanna', locale: 'EN' },
    });

    const { response: out, body: outBody } = await post('mutation { signOut }', {}, { cookie: cookie.split(';')[0]! });
    expect(outBody.data).toEqual({ signOut: true });
    expect(out.headers.get('set-cookie')).toBe('__session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect((await post(VIEWER, {}, { cookie: cookie.split(';')[0]! })).body.data).toEqual({ viewer: null });
  });

  it('answers a signed-out viewer with null and refuses signOut and refreshSession', async () => {
    const { response, body } = await post(VIEWER);
    expect(body.data).toEqual({ viewer: null });
    expect(response.headers.get('set-cookie')).toBeNull();
    const refused = await post('mutation { refreshSession { token } }', {}, { cookie: '__session=erfunden' });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await post('mutation { signOut }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refreshes the session into a new cookie', async () => {
    const { body } = await post(SIGN_UP, { input: { email: 'refresh@example.org', password: 'geheim1', name: 'Rita' } });
    const token = (body.data!.signUp as { session: { token: string } }).session.token;
    const { response, body: refreshed } = await post('mutation { refreshSession { token expiresAt } }', {}, { cookie: `__session=${token}` });
    const fresh = (refreshed.data!.refreshSession as { token: string }).token;
    expect(response.headers.get('set-cookie')).toContain(`__session=${fresh};`);
    expect((await post(VIEWER, {}, { authorization: `Bearer ${fresh}` })).body.data!.viewer).toMatchObject({ email: 'refresh@example.org' });
  });

  it('slows down repeated failed sign-ins with TOO_MANY_ATTEMPTS', async () => {
    await post(SIGN_UP, { input: { email: 'throttle@example.org', password: 'geheim1', name: 'Theo' } });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { body } = await post(SIGN_IN, { email: 'throttle@example.org', password: 'falsch!' });
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'password', code: 'INVALID_CREDENTIALS' }] });
    }
    const { body } = await post(SIGN_IN, { email: 'throttle@example.org', password: 'geheim1' });
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 });
  });
});

describe('accounts in-process', () => {
  it('answers a password reset the same for unknown and known addresses', async () => {
    await api.execute({ query: SIGN_UP, variables: { input: { email: 'known@example.org', password: 'geheim1', name: 'Kim' } } }, { host: 'localhost:3000' });
    const reset = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
    const unknown = await api.execute({ query: reset, variables: { email: 'unknown@example.org' } }, { host: 'localhost:3000' });
    const known = await api.execute({ query: reset, variables: { email: 'known@example.org' } }, { host: 'localhost:3000' });
    expect(unknown).toEqual(known);
    expect(known).toEqual({ data: { requestPasswordReset: true } });
    const [mail] = await store.mail.list({ to: 'known@example.org' }, 1);
    expect(mail!.message.text).toContain('http://localhost:3000/login/reset?code=');
  });

  it('signs in by link and resolves the viewer from the cookie header', async () => {
    await api.execute({ query: 'mutation { requestSignInLink(email: "inproc@example.org", locale: EN, next: "/app") }' }, { host: 'localhost:3000' });
    const [mail] = await store.mail.list({ to: 'inproc@example.org' }, 1);
    const url = new URL(/http:\/\/\S+/.exec(mail!.message.text)![0]);
    expect(url.pathname).toBe('/en/login/link');
    const result = await api.execute(
      { query: 'mutation ($email: String!, $code: String!) { signInWithLink(email: $email, code: $code) { viewer { email emailVerified } session { token } } }', variables: { email: url.searchParams.get('email'), code: url.searchParams.get('code') } },
      {},
    );
    const payload = result.data!.signInWithLink as { viewer: unknown; session: { token: string } };
    expect(payload.viewer).toEqual({ email: 'inproc@example.org', emailVerified: true });
    const me = await api.execute({ query: VIEWER }, { cookie: `__session=${payload.session.token}` });
    expect(me.data!.viewer).toMatchObject({ email: 'inproc@example.org', signInMethods: ['emailLink'], profile: { name: 'inproc', locale: 'DE' } });
  });

  it('sends no link to a Host that is not this machine unless SITE_URL says so', async () => {
    const result = await api.execute({ query: 'mutation { requestSignInLink(email: "host@example.org") }' }, { host: 'evil.example' });
    expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await store.mail.list({ to: 'host@example.org' }, 1)).toEqual([]);
  });
});
