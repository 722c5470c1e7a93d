// The throttles against a client that writes a different X-Forwarded-For into every request, over real HTTP: the
// address they count is the socket's (no proxy) or the one our own proxies appended, never the client's own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { buildInfo, openSeededStore, serveApiOverHttp } from './api.testing.js';

const SIGN_IN = `mutation ($email: String!) { signIn(email: $email, password: "falsch-123") { session { token } } }`;
const SIGN_IN_LINK = `mutation ($email: String!) { requestSignInLink(email: $email) }`;
const CONTACT = `mutation ($input: ContactInput!) { sendContactMessage(input: $input) }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { session { token } } }`;

let served: Array<Awaited<ReturnType<typeof serveApiOverHttp>>> = [];
let direct: string;
let behindTwoProxies: string;
let closeStore: () => Promise<void>;

beforeAll(async () => {
  const { store, identity } = await openSeededStore();
  closeStore = () => store.close();
  const deps = { store, identity, buildInfo, live: openEmbeddedLiveBus() };
  served = [await serveApiOverHttp(deps), await serveApiOverHttp({ ...deps, trustedProxyHops: 2 })];
  [direct, behindTwoProxies] = served.map((server) => server.base) as [string, string];
});
afterAll(async () => {
  for (const server of served) await server.close();
  await closeStore();
});

let forged = 0;
/** A new made-up address each call, as a sprayer writes into every request. */
const forgedAddress = () => `198.18.${Math.floor(++forged / 250)}.${forged % 250}`;

async function post(base: string, query: string, variables: Record<string, unknown>, forwardedFor: string): Promise<GraphQLResult> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

const codes = (result: GraphQLResult) => (result.errors ?? []).map((error) => error.extensions?.code);

/** Sends `count` requests with a forged header each; the codes of the last one, and how many went through. */
async function spray(base: string, count: number, request: (attempt: number) => [string, Record<string, unknown>], realClient = '') {
  const answers: GraphQLResult[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const [query, variables] = request(attempt);
    answers.push(await post(base, query, variables, [forgedAddress(), realClient, '35.191.0.1'].filter(Boolean).join(', ')));
  }
  return answers.map(codes);
}

const contact = { name: 'Spam', email: 'spam@example.org', subject: 'Angebot', message: 'Günstige Angebote für dich!' };
const signUpInput = (n: number) => ({ email: `flut${n}-${forged}@example.org`, password: 'geheim-123', name: 'Flut' });

describe('without a proxy (npm start): the socket’s address counts', () => {
  it('stops password spraying over 8 accounts after five failures', async () => {
    const answers = await spray(direct, 8, (n) => [SIGN_IN, { email: `opfer${n}@example.org` }]);
    expect(answers.slice(0, 5).every((c) => c.includes('BAD_USER_INPUT'))).toBe(true);
    expect(answers.slice(5)).toEqual([['TOO_MANY_ATTEMPTS'], ['TOO_MANY_ATTEMPTS'], ['TOO_MANY_ATTEMPTS']]);
  });

  it('stops the sixth of 8 sign-in link mails to different addresses', async () => {
    const answers = await spray(direct, 8, (n) => [SIGN_IN_LINK, { email: `postfach${n}@example.org` }]);
    expect(answers.slice(0, 5)).toEqual([[], [], [], [], []]);
    expect(answers.slice(5)).toEqual([['TOO_MANY_ATTEMPTS'], ['TOO_MANY_ATTEMPTS'], ['TOO_MANY_ATTEMPTS']]);
  });

  it('stops the sixth of 12 contact messages', async () => {
    const answers = await spray(direct, 12, () => [CONTACT, { input: contact }]);
    expect(answers.slice(0, 5)).toEqual([[], [], [], [], []]);
    expect(answers.slice(5).every((c) => c.join() === 'TOO_MANY_ATTEMPTS')).toBe(true);
  });

  it('stops the sixth of 10 sign-ups', async () => {
    const answers = await spray(direct, 10, (n) => [SIGN_UP, { input: signUpInput(n) }]);
    expect(answers.slice(0, 5)).toEqual([[], [], [], [], []]);
    expect(answers.slice(5).every((c) => c.join() === 'TOO_MANY_ATTEMPTS')).toBe(true);
  });
});

describe('behind two proxies (Firebase Hosting, Google’s front end): the address the first proxy appended counts', () => {
  it('stops password spraying whatever the client writes in front', async () => {
    const answers = await spray(behindTwoProxies, 8, (n) => [SIGN_IN, { email: `ziel${n}@example.org` }], '203.0.113.20');
    expect(answers.slice(5)).toEqual([['TOO_MANY_ATTEMPTS'], ['TOO_MANY_ATTEMPTS'], ['TOO_MANY_ATTEMPTS']]);
    // Another client behind the same proxies is not held up.
    expect(codes(await post(behindTwoProxies, SIGN_IN, { email: 'ziel0@example.org' }, '203.0.113.20, 203.0.113.21, 35.191.0.1'))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });

  it('stops contact messages and sign-ups whatever the client writes in front', async () => {
    const messages = await spray(behindTwoProxies, 12, () => [CONTACT, { input: contact }], '203.0.113.30');
    expect(messages.slice(5).every((c) => c.join() === 'TOO_MANY_ATTEMPTS')).toBe(true);
    const signUps = await spray(behindTwoProxies, 10, (n) => [SIGN_UP, { input: signUpInput(n) }], '203.0.113.31');
    expect(signUps.slice(5).every((c) => c.join() === 'TOO_MANY_ATTEMPTS')).toBe(true);
  });
});
