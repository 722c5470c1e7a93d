import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, parse, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accessRules, applyAccessDirectives } from './directives.js';
import type { Viewer } from '../domain/viewer.js';
import { createSchema, loadTypeDefs } from './schema.js';

const DIRECTIVES = `
  directive @public on FIELD_DEFINITION
  directive @auth on FIELD_DEFINITION
  directive @role(requires: Role!) on FIELD_DEFINITION
  enum Role { USER VENUE_OWNER EDITOR ADMIN }
`;

describe('the SDL in schema/', () => {
  it('gives every Query, Mutation and Subscription field exactly one of @public, @auth, @role', async () => {
    const schema = makeExecutableSchema({ typeDefs: await loadTypeDefs() });
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
      (type): type is GraphQLObjectType => Boolean(type),
    );
    const fields = roots.flatMap((root) => Object.values(root.getFields()).map((field) => ({ name: `${root.name}.${field.name}`, field })));
    expect(fields.length).toBeGreaterThan(5);
    const wrong = fields
      .map(({ name, field }) => ({ name, count: accessRules(schema, field).length }))
      .filter(({ count }) => count !== 1);
    expect(wrong).toEqual([]);
    await expect(createSchema()).resolves.toBeDefined();
  });
});

describe('applyAccessDirectives', () => {
  it('refuses a schema with a root field that says nothing about access, or too much', () => {
    const missing = makeExecutableSchema({ typeDefs: `${DIRECTIVES} type Query { open: String @public, secret: String }` });
    expect(() => applyAccessDirectives(missing)).toThrow('Query.secret must carry exactly one of @public, @auth, @role (it has 0)');
    const both = makeExecutableSchema({ typeDefs: `${DIRECTIVES} type Query { open: String @public @auth }` });
    expect(() => applyAccessDirectives(both)).toThrow('Query.open must carry exactly one of @public, @auth, @role (it has 2)');
  });

  const schema = applyAccessDirectives(
    makeExecutableSchema({
      typeDefs: `${DIRECTIVES}
        type Query { open: String @public, mine: String @auth, moderation: String @role(requires: EDITOR) }
        type Mutation { purge: String @role(requires: ADMIN) }`,
      resolvers: {
        Query: { open: () => 'open', mine: () => 'mine', moderation: () => 'moderation' },
        Mutation: { purge: () => 'purged' },
      },
    }),
  );

  async function call(field: string, viewer: Viewer | null, operation = 'query') {
    const result = await execute({ schema, document: parse(`${operation} { ${field} }`), contextValue: { viewer } });
    return result.errors ? result.errors.map((error) => error.extensions.code) : result.data?.[field];
  }

  it('lets anyone call @public fields', async () => {
    expect(await call('open', null)).toBe('open');
  });

  it('denies @auth and @role fields to a missing viewer with UNAUTHENTICATED', async () => {
    expect(await call('mine', null)).toEqual(['UNAUTHENTICATED']);
    expect(await call('moderation', null)).toEqual(['UNAUTHENTICATED']);
    expect(await call('purge', null, 'mutation')).toEqual(['UNAUTHENTICATED']);
  });

  it('allows @auth to any viewer and @role to the role or a higher one, FORBIDDEN below', async () => {
    // The directives look at the role only.
    const as = (role: Viewer['role']) => ({ uid: `u-${role}`, role }) as Viewer;
    expect(await call('mine', as('USER'))).toBe('mine');
    expect(await call('moderation', as('USER'))).toEqual(['FORBIDDEN']);
    expect(await call('moderation', as('VENUE_OWNER'))).toEqual(['FORBIDDEN']);
    expect(await call('moderation', as('EDITOR'))).toBe('moderation');
    expect(await call('moderation', as('ADMIN'))).toBe('moderation');
    expect(await call('purge', as('EDITOR'), 'mutation')).toEqual(['FORBIDDEN']);
    expect(await call('purge', as('ADMIN'), 'mutation')).toBe('purged');
  });
});
