// Clients written against the API keep working: a field, type, argument or enum value is deprecated (@deprecated
// with a reason, visible in GraphiQL and the SDL) before it is removed, and types do not change under a client.
// schema-baseline.graphql is the schema as last published; additions pass, breaking changes against it fail. When a
// deprecated member is finally removed, or a breaking change is agreed, refresh the baseline with
// `UPDATE_SCHEMA_BASELINE=1 npx vitest run --project functions src/graphql/schema-compatibility.test.ts`.
import { readFile, writeFile } from 'node:fs/promises';
import { buildSchema, findBreakingChanges, lexicographicSortSchema, printSchema } from 'graphql';
import { expect, it } from 'vitest';
import { loadTypeDefs } from './schema.js';

const BASELINE = new URL('./schema-baseline.graphql', import.meta.url);

it('makes no breaking change against the published schema (deprecate first)', async () => {
  const current = lexicographicSortSchema(buildSchema((await loadTypeDefs()).join('\n')));
  if (process.env.UPDATE_SCHEMA_BASELINE) await writeFile(BASELINE, printSchema(current));
  const published = buildSchema(await readFile(BASELINE, 'utf8'));
  expect(findBreakingChanges(published, current).map((change) => `${change.type}: ${change.description}`)).toEqual([]);
});

it('detects a removal', async () => {
  const published = buildSchema('type Query { a: Int b: Int }');
  const changes = findBreakingChanges(published, buildSchema('type Query { a: Int }'));
  expect(changes.map((change) => change.type)).toEqual(['FIELD_REMOVED']);
});
