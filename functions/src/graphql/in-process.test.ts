import { buildSchema, type GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createInProcessExecutor } from './in-process.js';

const schema = buildSchema(`
  type Item { name: String!, items(first: Int = 10): [Item!]! }
  type Query { item(name: String!): Item, broken: String, items(first: Int = 10): [Item!]! }
  type Subscription { ticks: Int }
`);
const fields = schema.getQueryType()!.getFields();
fields.item!.resolve = (_root, { name }: { name: string }) => ({ name });
fields.broken!.resolve = () => {
  throw new Error('the store is down');
};

const formatError = (formatted: GraphQLFormattedError, error: unknown) => ({
  ...formatted,
  extensions: { ...formatted.extensions, original: (error as { originalError?: Error }).originalError?.message },
});

describe('the in-process executor', () => {
  it('executes a valid operation with its variables, again with other variables', async () => {
    const executeInProcess = createInProcessExecutor(schema, formatError);
    const query = 'query Item($name: String!) { item(name: $name) { name } }';
    expect(await executeInProcess({ query, variables: { name: 'Schale' } }, {})).toEqual({ data: { item: { name: 'Schale' } } });
    expect(await executeInProcess({ query, variables: { name: 'Krug' } }, {})).toEqual({ data: { item: { name: 'Krug' } } });
  });

  it('formats resolver errors as Apollo Server does: a code, then formatError with the original error', async () => {
    const executeInProcess = createInProcessExecutor(schema, formatError);
    const result = await executeInProcess({ query: '{ broken item(name: "x") { name } }' }, {});
    expect(result?.data).toEqual({ broken: null, item: { name: 'x' } });
    expect(result?.errors).toEqual([
      expect.objectContaining({ path: ['broken'], extensions: { code: 'INTERNAL_SERVER_ERROR', original: 'the store is down' } }),
    ]);
  });

  it('leaves to Apollo Server what fails before execution: syntax, validation, limits, variables, subscriptions', async () => {
    const executeInProcess = createInProcessExecutor(schema, formatError);
    expect(await executeInProcess({ query: '{ item(' }, {})).toBeNull();
    expect(await executeInProcess({ query: '{ nothing }' }, {})).toBeNull();
    expect(await executeInProcess({ query: '{ items(first: 100) { items(first: 100) { name } } }' }, {})).toBeNull();
    expect(await executeInProcess({ query: 'query Item($name: String!) { item(name: $name) { name } }', variables: {} }, {})).toBeNull();
    expect(await executeInProcess({ query: 'subscription { ticks }' }, {})).toBeNull();
  });
});
