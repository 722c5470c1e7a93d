// Who may call a root field: every Query/Mutation/Subscription field carries exactly one of @public, @auth or
// @role(requires: ROLE) (schema/directives.graphql). The schema is built only when that holds, and every
// non-public field is wrapped so that the check runs before its resolver.
import { getDirectives, MapperKind, mapSchema, type DirectableGraphQLObject } from '@graphql-tools/utils';
import { defaultFieldResolver, GraphQLError, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Role } from './generated/resolvers.js';
import type { Viewer } from '../domain/viewer.js';

export const ACCESS_DIRECTIVES = ['public', 'auth', 'role'] as const;

/** Lowest to highest: a role includes every role before it. */
export const ROLE_ORDER: readonly Role[] = ['USER', 'VENUE_OWNER', 'EDITOR', 'ADMIN'];

export type AccessRule = { kind: 'public' } | { kind: 'auth' } | { kind: 'role'; requires: Role };

/** The access directives on a field, as written in the SDL (a correct schema has exactly one). */
export function accessRules(schema: GraphQLSchema, field: DirectableGraphQLObject): AccessRule[] {
  return getDirectives(schema, field).flatMap((directive): AccessRule[] => {
    if (directive.name === 'public' || directive.name === 'auth') return [{ kind: directive.name }];
    if (directive.name === 'role') return [{ kind: 'role', requires: directive.args?.requires as Role }];
    return [];
  });
}

/** Throws UNAUTHENTICATED or FORBIDDEN when the viewer may not call a field with this rule. */
export function authorize(rule: AccessRule, viewer: Viewer | null): void {
  if (rule.kind === 'public') return;
  if (!viewer) {
    throw new GraphQLError('You need to sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  if (rule.kind === 'role' && ROLE_ORDER.indexOf(viewer.role) < ROLE_ORDER.indexOf(rule.requires)) {
    throw new GraphQLError(`This needs the role ${rule.requires}.`, { extensions: { code: 'FORBIDDEN' } });
  }
}

export function applyAccessDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const rules = accessRules(schema, field);
      const [rule] = rules;
      if (rules.length !== 1 || !rule) {
        throw new Error(
          `${typeName}.${fieldName} must carry exactly one of @public, @auth, @role (it has ${rules.length})`,
        );
      }
      if (rule.kind === 'public') return field;
      const guard =
        (next: GraphQLFieldResolver<unknown, { viewer: Viewer | null }>): GraphQLFieldResolver<unknown, { viewer: Viewer | null }> =>
        (source, args, context, info) => {
          authorize(rule, context.viewer);
          return next(source, args, context, info);
        };
      return {
        ...field,
        resolve: guard(field.resolve ?? defaultFieldResolver),
        ...(field.subscribe ? { subscribe: guard(field.subscribe) } : {}),
      };
    },
  });
}
