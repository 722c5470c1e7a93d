import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_EMULATOR_PROJECT, authEmulatorHost } from '../../test/auth-emulator.js';
import { describeIdentityContract } from './contract.js';
import { createFirebaseIdentity } from './firebase.js';
import type { IdentityProvider } from './identity.js';

let host: string;
// The first file to ask waits for the emulator's start: seconds of CPU, a minute or more on a busy machine.
beforeAll(async () => {
  host = await authEmulatorHost();
  // firebase-admin reads it on every call; the REST calls get it as an option.
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', host);
}, 240_000);
afterAll(() => vi.unstubAllEnvs());

async function open(options: { google?: boolean } = {}): Promise<IdentityProvider> {
  const app = initializeApp({ projectId: AUTH_EMULATOR_PROJECT }, `identity-${Math.random().toString(36).slice(2)}`);
  return createFirebaseIdentity({ auth: getAuth(app), apiKey: 'emulator', emulatorHost: host, ...options, onClose: () => deleteApp(app) });
}

describeIdentityContract('firebase (Auth emulator)', { open: () => open(), revocationGranularityMs: 1100 });

describe('firebase identity', () => {
  // The emulator implements no createAuthUri for Google (501), so only the refusal is testable here.
  it('completes only a Google sign-in this server started', async () => {
    const identity = await open({ google: true });
    await expect(identity.completeGoogleSignIn('http://localhost:3000/login/google', 'state=erfunden&code=x')).rejects.toMatchObject({
      code: 'INVALID_LINK',
    });
    await identity.close();
  });
});

describe('Bearer tokens with Firebase Auth', () => {
  it('takes an ID token of Firebase’s client SDKs as well as the session token of a sign-in', async () => {
    const identity = await open();
    try {
      const email = `bearer.${Math.random().toString(36).slice(2, 10)}@example.org`;
      const { user, session } = await identity.signUp(email, 'geheim1');
      // What a client SDK's signInWithEmailAndPassword does: the Identity Toolkit's REST call, which returns an ID token.
      const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'geheim1', returnSecureToken: true }),
      });
      const { idToken } = (await response.json()) as { idToken: string };
      expect(idToken).toMatch(/^[\w-]+\.[\w-]+\./);
      expect(await identity.verifyBearerToken(idToken)).toMatchObject({ uid: user.uid });
      expect(await identity.verifyBearerToken(session.cookie)).toMatchObject({ uid: user.uid });
      // Neither kind is taken where the other is expected by mistake of its issuer alone: a session cookie is no ID token.
      expect(await identity.verifySession(idToken)).toBeNull();
    } finally {
      await identity.close();
    }
  });
});
