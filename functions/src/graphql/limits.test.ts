import { getIntrospectionQuery, parse, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { assessOperation, checkLimits, LIMITS } from './limits.js';
import { createSchema } from './schema.js';
import { createGraphQLApi } from './server.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema();
});

const check = (query: string, variables?: Record<string, unknown>) => {
  const error = checkLimits(schema, parse(query), undefined, variables);
  return error && { message: error.message, ...error.extensions };
};

/** `venue { upcomingEvents(first: 1) { venue { … } } }` nested so that the innermost `slug` sits at `depth`. */
function nested(depth: number): string {
  let query = 'slug';
  for (let level = depth - 1; level >= 1; level -= 1) {
    query = level === 1 ? `venue(slug: "a") { ${query} }` : level % 2 === 0 ? `upcomingEvents(first: 1) { ${query} }` : `venue { ${query} }`;
  }
  return `{ ${query} }`;
}

describe('depth', () => {
  it(`allows ${LIMITS.maxDepth} levels and rejects ${LIMITS.maxDepth + 1}`, () => {
    expect(check(nested(LIMITS.maxDepth))).toBeNull();
    expect(check(nested(LIMITS.maxDepth + 1))).toEqual({
      message: 'The document nests fields 11 levels deep; at most 10 are allowed.',
      code: 'QUERY_TOO_COMPLEX',
      limit: 'depth',
      max: 10,
      actual: 11,
      http: { status: 400 },
    });
  });

  it('counts fields inside fragments at the depth they are spread', () => {
    const query = `query { ...A } fragment A on Query { venue(slug: "a") { upcomingEvents(first: 1) { venue { upcomingEvents(first: 1) {
      venue { upcomingEvents(first: 1) { venue { upcomingEvents(first: 1) { ...B } } } } } } } } }
      fragment B on Event { venue { city { name } } }`;
    expect(check(query)).toMatchObject({ limit: 'depth' });
  });
});

describe('aliases', () => {
  const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `c${i}: crafts { slug }`).join(' ')} }`;
  it(`allows ${LIMITS.maxAliases} aliases and rejects more`, () => {
    expect(check(aliased(LIMITS.maxAliases))).toBeNull();
    expect(check(aliased(LIMITS.maxAliases + 1))).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'aliases',
      max: 30,
      actual: 31,
      message: 'The document uses 31 aliases; at most 30 are allowed.',
    });
  });
});

describe('cost', () => {
  // venues = 1 + first × edges; edges = 1 + node; node = 1 + upcomingEvents; upcomingEvents = 1 + inner × fields.
  const query = (fields: string) => `query ($inner: Int) { venues(first: 50) { edges { node { upcomingEvents(first: $inner) { ${fields} } } } } }`;

  it('multiplies lists by their first argument, from literals, variables and defaults', () => {
    expect(check(query('slug'), { inner: 50 })).toBeNull(); // 1 + 50 × (1 + 1 + 1 + 50 × 1) = 2651
    expect(check(query('slug title'), { inner: 50 })).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'cost', max: 5000, actual: 5151 });
    expect(check(query('slug title'), { inner: 10 })).toBeNull(); // 1 + 50 × (3 + 10 × 2) = 1151
    // Without the variable, Venue.upcomingEvents' default (5) counts: 1 + 50 × (3 + 5 × 30) = 7651.
    expect(check(query(Array.from({ length: 30 }, () => 'slug').join(' ')))).toMatchObject({ limit: 'cost' });
  });

  it('stops walking a fragment bomb early', () => {
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { a${i}: crafts { slug } ...F${i + 1} ...F${i + 1} }`);
    const bomb = `{ ...F0 } ${fragments.join(' ')} fragment F40 on Query { crafts { slug } }`;
    const started = performance.now();
    expect(checkLimits(schema, parse(bomb))?.extensions).toMatchObject({ limit: expect.stringMatching(/aliases|cost/) });
    const noAliases = `{ ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { crafts { slug } ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F40 on Query { crafts { slug } }`;
    expect(checkLimits(schema, parse(noAliases))?.extensions).toMatchObject({ limit: 'cost' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

/** `count` aliases of a partial schema introspection: ~37 KB of answer each. */
const schemaCopies = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `s${i}: __schema { types { name fields { name args { name type { name } } type { name } } } }`).join(' ')} }`;
const cost = (query: string) => {
  const assessed = assessOperation(schema, parse(query));
  if ('error' in assessed) throw assessed.error;
  return assessed.cost;
};

describe('introspection', () => {
  it('lets the standard introspection query through, and the explorer’s, and the fullest one', () => {
    expect(check(getIntrospectionQuery())).toBeNull();
    // GraphiQL's (web/explorer) asks with these two options.
    expect(check(getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }))).toBeNull();
    const fullest = { descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true };
    expect(check(getIntrospectionQuery(fullest))).toBeNull();
  });

  it('refuses a document that asks for the schema many times over in aliases, within the alias limit', () => {
    expect(check(schemaCopies(1))).toBeNull();
    expect(check(schemaCopies(LIMITS.maxAliases))).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'introspection',
      message: expect.stringContaining('more introspection than one full introspection of the schema'),
      http: { status: 400 },
    });
  });

  it('charges introspection by what it produces', () => {
    // The full introspection costs far more than its ~220 fields: its answer is ~29,000 entries long.
    expect(cost(getIntrospectionQuery())).toBeGreaterThan(900);
    // Twice the same selection produces twice the answer and is charged about twice.
    expect(cost(schemaCopies(2))).toBeGreaterThanOrEqual(2 * cost(schemaCopies(1)) - 2);
    expect(cost('{ __type(name: "Venue") { name } }')).toBeLessThan(5);
  });

  it('rejects introspection lists nested inside themselves', () => {
    expect(check('{ __type(name: "Venue") { fields { type { fields { name } } } } }')).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'recursion',
    });
  });
});

describe('through the server', () => {
  let api: Awaited<ReturnType<typeof createGraphQLApi>>;
  const calls: string[] = [];
  beforeAll(async () => {
    // Any store access would be recorded: rejected documents must never reach it.
    const store = new Proxy({} as Store, {
      get: (_, repository) => (repository === 'adapter' ? 'embedded' : new Proxy({}, { get: (__, method) => () => {
        calls.push(`${String(repository)}.${String(method)}`);
        return Promise.resolve([]);
      } })),
    });
    api = await createGraphQLApi({ store, identity: {} as IdentityProvider, buildInfo: { buildId: 'x', builtAt: new Date() }, live: openEmbeddedLiveBus() });
    return () => api.stop();
  });

  it('rejects a document over the limits before any resolver runs', async () => {
    const result = await api.execute({ query: nested(12) }, {});
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(calls).toEqual([]);
  });

  it('refuses the schema asked for in 30 aliases with a GraphQL error, before any of it is worked out', async () => {
    const result = await api.execute({ query: schemaCopies(LIMITS.maxAliases) }, {});
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((e) => [e.extensions?.code, e.extensions?.limit])).toEqual([['QUERY_TOO_COMPLEX', 'introspection']]);
  });

  it(`rejects documents of more than ${LIMITS.maxTokens} tokens while parsing`, async () => {
    const result = await api.execute({ query: `{ ${Array.from({ length: LIMITS.maxTokens }, () => 'crafts { slug }').join(' ')} }` }, {});
    expect(result.errors).toEqual([
      expect.objectContaining({
        // (sic: graphql-js 16 spells it "more that")
        message: expect.stringMatching(new RegExp(`Document contains more tha[nt] ${LIMITS.maxTokens} tokens`)),
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      }),
    ]);
    expect(calls).toEqual([]);
  });
});
