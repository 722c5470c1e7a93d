// The throttles and the GraphQL budget against a client that writes a different X-Forwarded-For into every request,
// over real HTTP against `npm start`'s app (createApp, TRUSTED_PROXY_HOPS from the environment as there) with 0, 1
// and 2 proxies in front: the address they count is the socket's (no proxy) or the one our own proxies appended,
// never the client's own words; and a request whose address cannot be established counts as one shared client.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from './app.server.js';
import type { GraphQLResult } from './http/graphql-payloads.js';
import { openEmbeddedLiveBus } from './live/embedded.js';
import { buildInfo, openSeededStore } from './graphql/api.testing.js';
import { FAIRNESS } from './graphql/fairness.js';
import { assessOperation } from './graphql/limits.js';
import { createSchema } from './graphql/schema.js';
import { HEAVY, SIGN_UP } from '../test/forged-clients.scenarios.js';

const SIGN_IN = `mutation ($email: String!) { signIn(email: $email, password: "falsch-123") { session { token } } }`;
const SIGN_IN_LINK = `mutation ($email: String!) { requestSignInLink(email: $email) }`;
const CONTACT = `mutation ($input: ContactInput!) { sendContactMessage(input: $input) }`;

let forged = 0;
/** A new made-up address each call, as a sprayer writes into every request. */
const forgedAddress = () => `198.18.${Math.floor(++forged / 250)}.${forged % 250}`;
const contact = { name: 'Spam', email: 'spam@example.org', subject: 'Angebot', message: 'Günstige Angebote für dich!' };
const signUpInput = (n: number) => ({ email: `flut${n}-${++forged}@example.org`, password: 'geheim-123', name: 'Flut' });
const codes = (result: GraphQLResult) => (result.errors ?? []).map((error) => error.extensions?.code);
const TOO_MANY = ['TOO_MANY_ATTEMPTS'];

/** The second proxy's address, as the first proxy is seen by the second (Google's front end behind Hosting's CDN). */
const PROXY = '35.191.0.1';

describe.each([0, 1, 2])('npm start’s server with TRUSTED_PROXY_HOPS=%i', (hops) => {
  let app: App;
  let base: string;
  let close: () => Promise<void>;
  let dataDir: string;
  /** Each describe's own real client, as the first proxy sees it (with no proxy: the socket, 127.0.0.1). */
  let realClients = 0;
  const realClient = () => `203.0.113.${hops * 50 + ++realClients}`;

  beforeAll(async () => {
    // createApp reads the proxies and where media and payments live from the environment, as `npm start` does.
    dataDir = mkdtempSync(join(tmpdir(), 'forwarded-for-'));
    vi.stubEnv('STORE_ADAPTER', 'embedded');
    vi.stubEnv('STORE_FILE', join(dataDir, 'magazin.sqlite'));
    vi.stubEnv('TRUSTED_PROXY_HOPS', String(hops));
    const { store, identity } = await openSeededStore();
    app = await createApp(store, identity, openEmbeddedLiveBus(), buildInfo, { cachePages: false });
    vi.unstubAllEnvs();
    const server = express().use(app.api.router).listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      server.closeAllConnections();
      server.close();
      await app.close();
    };
  });
  afterAll(async () => {
    await close?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What reaches the server: the client's words, then what each of our proxies appended (the client, then a proxy). */
  const through = (written: string, client: string) => [written, ...[client, PROXY].slice(0, hops)].join(', ');

  async function post(query: string, variables: Record<string, unknown>, forwardedFor?: string) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, result: (await response.json()) as GraphQLResult };
  }

  /** `count` requests from one real client, each with a new forged address in front; the error codes of each. */
  async function spray(count: number, request: (attempt: number) => [string, Record<string, unknown>]) {
    const client = realClient();
    const answers: unknown[][] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      const [query, variables] = request(attempt);
      answers.push(codes((await post(query, variables, through(forgedAddress(), client))).result));
    }
    return answers;
  }

  it('stops password spraying over 8 accounts after five failures', async () => {
    const answers = await spray(8, (n) => [SIGN_IN, { email: `opfer${n}@example.org` }]);
    expect(answers.slice(0, 5).every((c) => c.includes('BAD_USER_INPUT'))).toBe(true);
    expect(answers.slice(5)).toEqual([TOO_MANY, TOO_MANY, TOO_MANY]);
  });

  it('stops the sixth of 8 sign-in link mails to different addresses', async () => {
    const answers = await spray(8, (n) => [SIGN_IN_LINK, { email: `postfach${n}@example.org` }]);
    expect(answers.slice(0, 5)).toEqual([[], [], [], [], []]);
    expect(answers.slice(5)).toEqual([TOO_MANY, TOO_MANY, TOO_MANY]);
  });

  it('stops the sixth of 8 contact messages', async () => {
    const answers = await spray(8, () => [CONTACT, { input: contact }]);
    expect(answers.slice(0, 5)).toEqual([[], [], [], [], []]);
    expect(answers.slice(5)).toEqual([TOO_MANY, TOO_MANY, TOO_MANY]);
  });

  it('stops the sixth of 8 sign-ups', async () => {
    const answers = await spray(8, (n) => [SIGN_UP, { input: signUpInput(n) }]);
    expect(answers.slice(0, 5)).toEqual([[], [], [], [], []]);
    expect(answers.slice(5)).toEqual([TOO_MANY, TOO_MANY, TOO_MANY]);
  });

  it.runIf(hops > 0)('counts requests that did not come past all of our proxies as one shared client', async () => {
    // Fewer entries than our proxies write: every one of them may be the client's own, the socket is a proxy of
    // ours. (With one proxy, a single entry is the proxy's and no request can be told from it: only none is short.)
    const short = () => (hops === 2 ? forgedAddress() : undefined);
    const answers: unknown[][] = [];
    for (let n = 0; n < 7; n += 1) answers.push(codes((await post(SIGN_UP, { input: signUpInput(n) }, short())).result));
    expect(answers.slice(0, 5)).toEqual([[], [], [], [], []]);
    expect(answers.slice(5)).toEqual([TOO_MANY, TOO_MANY]);
    expect(await spendBudget(short)).toBe(true);
  });

  it('counts operations without any client address (an in-process caller with no socket) as one shared client', async () => {
    const answers: unknown[][] = [];
    for (let n = 0; n < 7; n += 1) answers.push(codes(await app.api.execute({ query: SIGN_UP, variables: { input: signUpInput(n) } }, {})));
    // At most five for the one unknown client (with proxies in front, the short requests above were that client).
    const passed = answers.findIndex((c) => c.length > 0);
    expect(passed).toBeGreaterThanOrEqual(0);
    expect(passed).toBeLessThanOrEqual(5);
    expect(answers.slice(passed).every((c) => c.join() === 'TOO_MANY_ATTEMPTS')).toBe(true);
  });

  /**
   * Sends the heavy query with the given X-Forwarded-For until refused; true when the budget refused it (429) after
   * at most the budget's worth of them and went on refusing the same client.
   */
  async function spendBudget(forwardedFor: () => string | undefined): Promise<boolean> {
    const assessed = assessOperation(await createSchema(), parse(HEAVY));
    if ('error' in assessed) throw assessed.error;
    const statuses: number[] = [];
    for (let n = 0; n < Math.floor(FAIRNESS.budget / assessed.cost) + 2; n += 1) statuses.push((await post(HEAVY, {}, forwardedFor())).status);
    const refused = statuses.indexOf(429);
    return refused >= 0 && statuses.slice(0, refused).every((status) => status === 200) && statuses.slice(refused).every((status) => status === 429);
  }

  // Last: with no proxy every test here is the one client 127.0.0.1, whose spent budget would refuse the others.
  it('refuses a client over its GraphQL budget with 429 whatever it writes in front; another client goes on', async () => {
    const client = realClient();
    expect(await spendBudget(() => through(forgedAddress(), client))).toBe(true);
    if (hops > 0) expect((await post(HEAVY, {}, through(forgedAddress(), realClient()))).status).toBe(200);
  });
});
