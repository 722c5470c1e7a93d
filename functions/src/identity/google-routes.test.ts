import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { createEmbeddedIdentity } from './embedded.js';
import { googleSignInRouter } from './google-routes.js';
import type { IdentityProvider } from './identity.js';

// Google itself cannot run here (the Auth emulator has no createAuthUri for it): the embedded identity stands in,
// with the two Google steps replaced.
const store = openEmbeddedStore({ file: ':memory:' });
const embedded = createEmbeddedIdentity(embeddedDatabase(store)!);
const calls: string[] = [];
const google: IdentityProvider = {
  ...embedded,
  googleSignInUrl: async (returnUrl) => {
    calls.push(returnUrl);
    return 'https://accounts.google.example/auth?state=s1';
  },
  completeGoogleSignIn: async (returnUrl, query) => {
    calls.push(`${returnUrl}?${query}`);
    if (!query.includes('state=s1')) throw new Error('unknown state');
    const signed = await embedded.signUp(`g${calls.length}@example.org`, 'geheim1');
    return { ...signed, user: { ...signed.user, methods: ['google.com'] } };
  },
};

let base: string;
let close: () => void;
async function start(identity: IdentityProvider) {
  const server = express()
    .use(googleSignInRouter(store, identity))
    .use((_req, res) => res.status(404).send('page'))
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

beforeAll(async () => {
  ({ base, close } = await start(google));
});
afterAll(async () => {
  close();
  await store.close();
});

const get = (url: string) => fetch(url, { redirect: 'manual' });

describe('Google sign-in routes', () => {
  it('sends the browser to Google and signs in on its return, continuing at a local `next`', async () => {
    const started = await get(`${base}/login/google?next=/profile`);
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toBe('https://accounts.google.example/auth?state=s1');
    expect(calls.at(-1)).toBe(`${base}/login/google/callback?next=%2Fprofile`);

    const back = await get(`${base}/login/google/callback?next=%2Fprofile&state=s1&code=c`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/profile');
    const cookie = back.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__session=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await embedded.verifySession(cookie.split(';')[0]!.split('=')[1]!)).not.toBeNull();
  });

  it('goes back to the sign-in page when Google sign-in fails, and never to another site', async () => {
    const back = await get(`${base}/login/google/callback?next=//evil.example&state=other`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/login?next=%2Fapp&error=GOOGLE_SIGN_IN_FAILED');
    expect(back.headers.get('set-cookie')).toBeNull();
  });

  it('does not continue at a target a browser would read as another site', async () => {
    for (const next of ['%2F%09%2Fevil.example%2Fx', '%2F%5Cevil.example', 'https%3Aevil.example', '%2F%00']) {
      const started = await get(`${base}/login/google?next=${next}`);
      expect(started.status).toBe(303);
      expect(calls.at(-1)).toBe(`${base}/login/google/callback`);
      const back = await get(`${base}/login/google/callback?next=${next}&state=other`);
      expect(back.headers.get('location')).toBe('/login?next=%2Fapp&error=GOOGLE_SIGN_IN_FAILED');
    }
  });

  it('leaves both paths to the pages when Google is not configured', async () => {
    const plain = await start(embedded);
    expect((await get(`${plain.base}/login/google`)).status).toBe(404);
    expect((await get(`${plain.base}/login/google/callback?state=s1`)).status).toBe(404);
    plain.close();
  });
});
