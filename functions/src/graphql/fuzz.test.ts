// Fuzzes every root field of Query and Mutation, read from the schema (a new field is fuzzed without being named
// here), with random, boundary and hostile arguments (fuzz.testing.ts), as a signed-out visitor, a user and an
// editor, over real HTTP to the API's router. Whatever comes in, the answer must be a well-formed GraphQL response
// with no 5xx status, and every error must carry a code other than INTERNAL_SERVER_ERROR (or STORE_UNAVAILABLE: the
// store here is healthy). Mutations change the file's own in-memory store as they go. Subscriptions are left out:
// their arguments go through the same services as the queries of the same name.
//
// Deterministic by default; environment variables change that:
//   FUZZ_RUNS   requests per root field (default 25; e.g. FUZZ_RUNS=500 for a long hunt)
//   FUZZ_SEED   fast-check's seed (default 20261124); a failure prints the seed, path and shrunk request
//   FUZZ_PATH   with FUZZ_SEED, replays exactly the failing case fast-check printed
//   FUZZ_FIELD  only these fields, e.g. FUZZ_FIELD=Mutation.createEvent,Query.events (the store then lacks what
//               the fields in between wrote)
//   FUZZ_STATS  prints, per field and persona, how often it answered data or which error code: whether the requests
//               get past validation to the services' rules and the store
import fc from 'fast-check';
import { getNamedType, isInputObjectType, isNonNullType, type GraphQLField, type GraphQLInputField, type GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { embeddedDatabase } from '../store/embedded/store.js';
import { articles, cities, crafts, events, venues } from '../../test/fixtures.scenarios.js';
import { buildInfo, openSeededStore, serveApiOverHttp, signUpPerson } from './api.testing.js';
import { FAIRNESS } from './fairness.js';
import { buildRequest, planArb, resolveSeen, type Known, type Persona, type Plan } from './fuzz.testing.js';
import { createSchema } from './schema.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const PATH = process.env.FUZZ_PATH;
const ONLY = process.env.FUZZ_FIELD?.split(',');
const PASSWORD = 'geheim-123';

const schema = await createSchema();
const roots = (['query', 'mutation'] as const).flatMap((operation) => {
  const type = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field, name: `${type!.name}.${field.name}` }));
});

const PEOPLE: Record<Exclude<Persona, 'signedOut' | 'forged'>, SiteRole> = { user: 'USER', editor: 'EDITOR' };
let generation = 0;
const people = {} as Record<Exclude<Persona, 'signedOut' | 'forged'>, { profile: ProfileRecord; cookie: string }>;

let store: Store;
let identity: IdentityProvider;
let server: { base: string; close(): Promise<void> };
/** IDs, slugs and uids from earlier answers, for later requests to name (fuzz.testing.ts SeenId). */
const seen: string[] = [];

const known: Known = {
  ids: [
    ...crafts.map((c) => c.slug),
    ...cities.map((c) => c.slug),
    ...venues.map((v) => v.slug),
    ...events.map((e) => e.slug),
    ...articles.map((a) => a.slug),
  ],
  idHints: [
    [/craft/i, crafts.map((c) => c.slug)],
    [/city/i, cities.map((c) => c.slug)],
    [/venue/i, venues.map((v) => v.slug)],
    [/^slug$/, events.map((e) => e.slug)],
  ],
  strings: ['fuzz-user@example.org', 'fuzz-editor@example.org', 'FUZZ-USER@EXAMPLE.ORG', PASSWORD, 'Wien', '1010', '8010', 'keramik', 'Töpfern', '/konto', 'https://example.org/bild.jpg', '/uploads/bild.webp'],
};

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  for (const persona of Object.keys(PEOPLE) as (keyof typeof PEOPLE)[]) {
    people[persona] = await signUpPerson(identity, `fuzz-${persona}`, { role: PEOPLE[persona] });
    await store.write([{ put: 'profile', record: people[persona].profile }]);
  }
  // The per-client cost budget (fairness.ts) would soon refuse every request of this one client with RATE_LIMITED.
  server = await serveApiOverHttp({ store, identity, buildInfo, live: openEmbeddedLiveBus(), fairness: { ...FAIRNESS, budget: 1e9 } });
});

afterAll(async () => {
  await server?.close();
  await store?.close();
});

/**
 * Before each request: the throttles forget their counts (else after a few runs every sign-in would only meet
 * TOO_MANY_ATTEMPTS), and the persona is signed in with their role again (an earlier run may have signed them
 * out, deleted their account or changed their profile).
 */
async function prepare(persona: Persona): Promise<string | undefined> {
  embeddedDatabase(store)!.prepare('DELETE FROM attempts').run();
  if (persona === 'signedOut' || persona === 'forged') return undefined;
  const person = people[persona];
  if (!(await identity.verifySession(person.cookie))) {
    const again = await identity.signIn(`fuzz-${persona}@example.org`, PASSWORD).catch(() => null);
    if (again && again.user.uid === person.profile.uid) person.cookie = again.session.cookie;
    // Deleted, or the address signed up anew by a fuzzed signUp with another password: a new person takes the part.
    else people[persona] = await signUpPerson(identity, `fuzz-${persona}-${++generation}`, { role: PEOPLE[persona] });
  }
  await store.write([{ put: 'profile', record: people[persona].profile }]);
  return people[persona].cookie;
}

interface Sent {
  status: number;
  headers: Headers;
  body: unknown;
  request: { method: string; persona: Persona; query: string; variables: Record<string, unknown> };
}

async function send(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, plan: Plan): Promise<Sent> {
  const cookie = await prepare(plan.persona);
  const resolved = { ...plan, args: resolveSeen(plan.args, seen) as Record<string, unknown>, nested: resolveSeen(plan.nested, seen) as Plan['nested'] };
  const { query, variables } = buildRequest(operation, field, resolved);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(cookie ? { cookie: `__session=${encodeURIComponent(cookie)}` } : {}),
    ...(plan.persona === 'forged' ? forgedCredentials(plan.forgery) : {}),
    ...(plan.language.acceptLanguage !== undefined ? { 'accept-language': plan.language.acceptLanguage } : {}),
    ...(plan.language.xLocale !== undefined ? { 'x-locale': plan.language.xLocale } : {}),
  };
  let response: Response;
  const url = new URL('/graphql', server.base);
  url.searchParams.set('query', query);
  if (Object.keys(variables).length > 0) url.searchParams.set('variables', JSON.stringify(variables));
  const method = plan.method === 'GET' && url.href.length < 6_000 ? 'GET' : 'POST';
  if (method === 'GET') {
    response = await fetch(url, { headers: { ...headers, 'apollo-require-preflight': 'true' } });
  } else {
    response = await fetch(new URL('/graphql', server.base), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, request: { method, persona: plan.persona, query, variables } };
}

/**
 * A garbage session cookie and Bearer token. HTTP headers carry Latin-1 only: other characters go as %-escapes in the
 * cookie (lone surrogates make malformed ones) and are left out of the token. Cut to 2,000 characters: Node itself
 * refuses headers over 16 kB (431) before the API sees them.
 */
function forgedCredentials(text: string): Record<string, string> {
  const forgery = text.slice(0, 2_000);
  const cookie = forgery.replace(/[^\x21-\x7e]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { cookie: `__session=${cookie}`, authorization: `Bearer ${forgery.replace(/[^\x21-\x7e]/g, '') || 'x'}` };
}

/** What is wrong with an answer, or null: the checks every answer must pass. */
function problemsOf({ status, headers, body }: Pick<Sent, 'status' | 'headers' | 'body'>, field: GraphQLField<unknown, unknown>): string | null {
  const fieldName = field.name;
  if (status >= 500) return `HTTP ${status}`;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the body is not a JSON object';
  const { data, errors, ...rest } = body as { data?: unknown; errors?: unknown };
  const extra = Object.keys(rest).filter((key) => key !== 'extensions');
  if (extra.length > 0) return `unexpected top-level keys ${extra.join(', ')}`;
  if (data === undefined && errors === undefined) return 'neither data nor errors';
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) return 'data is not an object';
  if (data && typeof data === 'object' && !(fieldName in data)) return `data lacks ${fieldName}`;
  if (errors !== undefined) {
    if (!Array.isArray(errors) || errors.length === 0) return 'errors is not a non-empty list';
    for (const error of errors as { message?: unknown; extensions?: { code?: unknown } }[]) {
      if (typeof error?.message !== 'string') return 'an error without a message';
      const code = error.extensions?.code;
      if (typeof code !== 'string' || code === '') return `an error without a code: ${error.message}`;
      if (code === 'INTERNAL_SERVER_ERROR' || code === 'STORE_UNAVAILABLE') return `${code}: ${error.message}`;
      // (GraphQL's own variable errors echo the value sent, which may be anything.)
      const echoes = error.message.startsWith('Variable "$');
      if (!echoes && /SQLITE|node_modules|\/src\/|TypeError|Cannot read propert|is not a function|\n\s+at /.test(error.message)) return `an internal detail in a message: ${error.message}`;
      // Our argument errors continue in lower case ("must be at most ..."); a capital is a library's default words.
      if (/^Invalid argument "[^"]*": [A-Z]/.test(error.message)) return `a library's message, not the API's: ${error.message}`;
      // The web shows a field's message next to the input named here: it must be one the field really takes.
      const named = (error.extensions as { fields?: { field?: unknown }[] }).fields ?? [];
      for (const { field: path } of named) {
        if (typeof path !== 'string' || !isArgumentPath(field, path)) return `BAD_USER_INPUT names no argument of ${fieldName}: ${String(path)}`;
      }
      // One code per field: the form shows every code it gets next to the input.
      if (new Set(named.map(({ field: path }) => path)).size < named.length) return `a field named twice: ${error.message}`;
    }
  }
  if (status !== 200 && errors === undefined) return `HTTP ${status} without errors`;
  // GraphQL over HTTP: an answer with data is a 2xx; a refusal as a whole (429, 503) says when to come back.
  if (data !== undefined && data !== null && status !== 200) return `HTTP ${status} with data`;
  if ((status === 429 || status === 503) && !headers.get('retry-after')) return `HTTP ${status} without Retry-After`;
  if (!/^application\/(graphql-response\+)?json\b/.test(headers.get('content-type') ?? '')) return `Content-Type ${headers.get('content-type')}`;
  return null;
}

/** Whether `path` ("input.newPlace.postalCode") names an argument of the field or a field inside one. */
function isArgumentPath(field: GraphQLField<unknown, unknown>, path: string): boolean {
  const [argument, ...inner] = path.split('.');
  let type: GraphQLNamedType | undefined = field.args.find((arg) => arg.name === argument) && getNamedType(field.args.find((arg) => arg.name === argument)!.type);
  for (const name of inner) {
    const next: GraphQLInputField | undefined = isInputObjectType(type) ? type.getFields()[name] : undefined;
    type = next && getNamedType(next.type);
  }
  return type !== undefined;
}

/** Remembers ids, slugs and uids an answer names. */
function harvest(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(harvest);
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if ((key === 'id' || key === 'slug' || key === 'uid') && typeof v === 'string' && !seen.includes(v) && seen.length < 500) seen.push(v);
    else harvest(v);
  }
}

const stats = new Map<string, Map<string, number>>();
function tally(name: string, sent: Sent): void {
  const body = sent.body as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
  const outcome = body.errors ? `${sent.request.persona}:${body.errors[0]?.extensions?.code}` : `${sent.request.persona}:data`;
  const counts = stats.get(name) ?? new Map<string, number>();
  counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  stats.set(name, counts);
}
afterAll(() => {
  for (const [name, counts] of stats) console.log(name, [...counts].sort().map(([k, v]) => `${k}=${v}`).join(' '));
});

describe('every root field, fuzzed', () => {
  it('reads its fields from the schema', () => {
    expect(roots.length).toBeGreaterThan(40);
    expect(roots.map((r) => r.name)).toEqual(expect.arrayContaining(['Query.events', 'Mutation.createEvent']));
  });

  for (const { operation, field, name } of roots) {
    it.skipIf(ONLY !== undefined && !ONLY.includes(name))(`${name}(${field.args.map((a) => `${a.name}${isNonNullType(a.type) ? '!' : ''}`).join(', ')})`, async () => {
      await fc.assert(
        fc.asyncProperty(planArb(operation, field, known), async (plan) => {
          const sent = await send(operation, field, plan);
          const problem = problemsOf(sent, field);
          if (problem) {
            throw new Error(`${problem}\n${sent.request.method} as ${sent.request.persona}: ${sent.request.query}\nvariables: ${JSON.stringify(sent.request.variables).slice(0, 2_000)}\nHTTP ${sent.status}: ${JSON.stringify(sent.body).slice(0, 2_000)}`);
          }
          harvest((sent.body as { data?: unknown }).data);
          if (process.env.FUZZ_STATS) tally(name, sent);
        }),
        { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}) },
      );
    }, Math.max(30_000, RUNS * 400));
  }
});
