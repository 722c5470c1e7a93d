// Firebase Auth out of reach: the errors firebase-admin and the Identity Toolkit REST API really produce (the SDK and
// fetch talk to a stand-in server here, or to a port nobody listens on) become StoreUnavailableError, while the
// answers that mean a client's mistake keep their meaning.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError } from '../domain/repositories.js';
import { createFirebaseIdentity } from './firebase.js';
import { IdentityError, type IdentityProvider } from './identity.js';

let server: Server;
let stub: string;
let closedPort: string;
/** How the stand-in for Firebase Auth answers a call: by the method at the end of its path (`accounts:lookup`, ...). */
let answer: (method: string, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => answer(/[^/:]+:[A-Za-z]+(?=\?|$)/.exec(req.url ?? '')?.[0] ?? '', res));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  stub = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was just free: connections to it are refused.
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  closedPort = `127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => vi.unstubAllEnvs());

const apps: Array<ReturnType<typeof initializeApp>> = [];
afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));

/** The adapter with firebase-admin and the REST calls both sent to `host` (as to the Auth emulator). */
function identityAt(host: string): IdentityProvider {
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', host); // firebase-admin reads it on every call
  const app = initializeApp({ projectId: 'demo-unavailable' }, `unavailable-${apps.length}`);
  apps.push(app);
  return createFirebaseIdentity({ auth: getAuth(app), apiKey: 'key', emulatorHost: host, google: true });
}

const json = (status: number, body: unknown) => (_method: string, res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const providerError = (status: number, message: string) => json(status, { error: { code: status, message } });

describe('firebase identity when Firebase Auth cannot serve', () => {
  it('answers StoreUnavailableError when nobody answers at all (connection refused)', async () => {
    const identity = identityAt(closedPort);
    const refused = await identity.signIn('mia@example.org', 'geheim1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreUnavailableError);
    // firebase-admin's own error for it: app/network-error.
    const lookup = await identity.lookup('u1').catch((error: unknown) => error);
    expect(lookup).toBeInstanceOf(StoreUnavailableError);
    expect(((lookup as Error).cause as { code?: string }).code).toBe('app/network-error');
  });

  it('answers StoreUnavailableError for the service’s 5xx, a gateway’s error page, its rate limit and the quota', async () => {
    const identity = identityAt(stub);
    answer = providerError(500, 'INTERNAL_ERROR');
    await expect(identity.signIn('mia@example.org', 'geheim1')).rejects.toBeInstanceOf(StoreUnavailableError);
    const internal = await identity.lookup('u1').catch((error: unknown) => error);
    expect(internal).toBeInstanceOf(StoreUnavailableError);
    expect(((internal as Error).cause as { code?: string }).code).toBe('auth/internal-error');

    answer = (_method, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>');
    await expect(identity.signUp('neu@example.org', 'geheim1')).rejects.toBeInstanceOf(StoreUnavailableError);

    answer = providerError(400, 'TOO_MANY_ATTEMPTS_TRY_LATER : Too many unsuccessful login attempts.');
    await expect(identity.signIn('mia@example.org', 'geheim1')).rejects.toBeInstanceOf(StoreUnavailableError);

    answer = providerError(400, 'QUOTA_EXCEEDED');
    const quota = await identity.createSignInCode('mia@example.org').catch((error: unknown) => error);
    expect(quota).toBeInstanceOf(StoreUnavailableError);
    expect(((quota as Error).cause as { code?: string }).code).toBe('auth/quota-exceeded');
  });

  it('does not take an unavailable service for a bad link when completing a Google sign-in', async () => {
    const identity = identityAt(stub);
    answer = json(200, { authUri: 'https://accounts.google.com/o/oauth2/auth?state=zustand', sessionId: 'sitzung' });
    await identity.googleSignInUrl('http://localhost:3000/login/google');
    answer = providerError(503, 'UNAVAILABLE');
    await expect(identity.completeGoogleSignIn('http://localhost:3000/login/google', 'state=zustand&code=x')).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
  });

  it('keeps a client’s mistakes what they were: wrong password, unknown account, bad address', async () => {
    const identity = identityAt(stub);
    answer = providerError(400, 'INVALID_LOGIN_CREDENTIALS');
    await expect(identity.signIn('mia@example.org', 'falsch')).rejects.toMatchObject({ name: 'IdentityError', code: 'INVALID_CREDENTIALS' });
    answer = providerError(400, 'EMAIL_EXISTS');
    await expect(identity.signUp('mia@example.org', 'geheim1')).rejects.toBeInstanceOf(IdentityError);
    answer = providerError(400, 'USER_NOT_FOUND');
    expect(await identity.lookup('niemand')).toBeNull();
    answer = providerError(400, 'INVALID_EMAIL');
    expect(await identity.createPasswordResetCode('mia@example.org')).toBeNull();
    // An answer nobody expected stays an error of ours (500), not a reason to try again.
    answer = providerError(400, 'OPERATION_NOT_ALLOWED');
    const unexpected = await identity.signIn('mia@example.org', 'geheim1').catch((error: unknown) => error);
    expect(unexpected).toBeInstanceOf(Error);
    expect(unexpected).not.toBeInstanceOf(StoreUnavailableError);
    expect(unexpected).not.toBeInstanceOf(IdentityError);
  });
});
