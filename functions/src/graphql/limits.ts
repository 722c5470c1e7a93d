// Abuse limits, checked after validation and before execution, so that an expensive document never reaches the
// store. The token limit is enforced by the parser itself (Apollo's parseOptions.maxTokens).
import type { ApolloServerPlugin } from '@apollo/server';
import {
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  parse,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { introspectionSizes } from './introspection-sizes.js';

/**
 * - tokens: lexical tokens in the document (the parser aborts beyond it).
 * - depth: nested fields (`events { edges { node { venue { city { name } } } } }` is 6); introspection's linear
 *   `ofType` chain does not count.
 * - aliases: aliased fields in the whole document.
 * - cost: every field costs 1, and a field with a `first` argument multiplies the cost of its selection by
 *   `first` (its default when not given): `events(first: 20) { edges { node { title } } }` costs 1 + 20 × 3 = 61.
 * - introspection (not here: relative to the schema, see introspectionLimit): introspection's lists have no `first`
 *   and are as long as the schema makes them, so introspection is counted by what it produces: a document may
 *   produce about as much as one full introspection of the schema (the explorer's), not thirty of them in aliases,
 *   and the budget is charged for what it produces (INTROSPECTION_ENTRIES_PER_POINT).
 */
export const LIMITS = { maxTokens: 2000, maxDepth: 10, maxAliases: 30, maxCost: 5000 } as const;

export const LIMIT_ERROR_CODE = 'QUERY_TOO_COMPLEX';

type Limit = 'depth' | 'aliases' | 'cost' | 'recursion' | 'introspection';

/**
 * The error names the limit, its maximum and what the document reached, so that a client can tell how far to cut.
 * For cost, `actual` is a lower bound: the walk stops as soon as the maximum is passed (a fragment bomb would
 * otherwise be walked in full).
 */
function limitError(limit: Limit, message: string, bounds?: { max: number; actual: number }): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: LIMIT_ERROR_CODE, limit, ...bounds, http: { status: 400 } },
  });
}

/** Returns the first limit the operation exceeds, or null. The document must already be valid for the schema. */
export function checkLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): GraphQLError | null {
  const assessed = assessOperation(schema, document, operationName, variables);
  return 'error' in assessed ? assessed.error : null;
}

/**
 * The operation's estimated cost (as LIMITS.maxCost counts it) plus what its introspection produces, or the first
 * limit it exceeds. The per-client budgets (fairness.ts) charge this cost. Cost 0 when the document names no
 * operation Apollo could run.
 */
export function assessOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): { error: GraphQLError } | { cost: number } {
  const aliases = countAliases(document);
  if (aliases > LIMITS.maxAliases) {
    const error = limitError('aliases', `The document uses ${aliases} aliases; at most ${LIMITS.maxAliases} are allowed.`, {
      max: LIMITS.maxAliases,
      actual: aliases,
    });
    return { error };
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((op) => op.name?.value === operationName) : operations[0];
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return { cost: 0 }; // Apollo reports the missing operation itself.
  try {
    const measure = new Measure(schema, document, operation, variables);
    const cost = measure.selection(root, operation.selectionSet, 1, []);
    return { cost: cost + Math.ceil(measure.entries / INTROSPECTION_ENTRIES_PER_POINT) };
  } catch (error) {
    if (error instanceof GraphQLError) return { error };
    throw error;
  }
}

// A document's alias count does not depend on the variables; the site's own documents are checked on every render.
const aliasCounts = new WeakMap<DocumentNode, number>();

function countAliases(document: DocumentNode): number {
  let count = aliasCounts.get(document);
  if (count === undefined) aliasCounts.set(document, (count = walkAliases(document)));
  return count;
}

function walkAliases(document: DocumentNode): number {
  let count = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    if ((node as { kind?: string }).kind === Kind.FIELD && (node as { alias?: unknown }).alias) count += 1;
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') visit(value);
  };
  visit(document.definitions);
  return count;
}

/** Walks the operation with its fragments expanded, measuring depth and cost; throws on the first limit hit. */
class Measure {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  /** Fields visited: a bound on the walk itself, since fragments can expand a short document exponentially. */
  private visited = 0;
  /** Introspection entries the answer will hold, by the schema's own list lengths (introspectionSizes). */
  private introspected = 0;

  get entries(): number {
    return this.introspected;
  }

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly operation: OperationDefinitionNode,
    private readonly variables: Record<string, unknown>,
  ) {
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(d.name.value, d);
  }

  /**
   * The cost of a selection set whose fields sit at `depth`; `introspectionLists` are the enclosing introspection
   * list fields, and `copies` how many times the answer holds this selection inside introspection (1 elsewhere).
   */
  selection(type: GraphQLObjectType, set: SelectionSetNode, depth: number, introspectionLists: string[], copies = 1): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = this.fragments.get(selection.name.value);
        const on = fragment && this.schema.getType(fragment.typeCondition.name.value);
        if (fragment) cost += this.selection(isObjectType(on) ? on : type, fragment.selectionSet, depth, introspectionLists, copies);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition && this.schema.getType(selection.typeCondition.name.value);
        cost += this.selection(isObjectType(on) ? on : type, selection.selectionSet, depth, introspectionLists, copies);
      } else {
        const field = this.fieldDef(type, selection.name.value);
        if (!field) continue; // __typename
        cost += this.field(type, field, selection, depth, introspectionLists, copies);
      }
      if (cost > LIMITS.maxCost) throw this.tooCostly(cost);
    }
    return cost;
  }

  private field(
    parent: GraphQLObjectType,
    field: GraphQLField<unknown, unknown>,
    node: FieldNode,
    depth: number,
    introspectionLists: string[],
    copies: number,
  ): number {
    this.visited += 1;
    if (this.visited > LIMITS.maxCost) throw this.tooCostly(this.visited);
    const isIntrospection = parent.name.startsWith('__');
    if (isIntrospection || field.name.startsWith('__')) this.countIntrospected(copies);
    // `ofType` only unwraps List/NonNull wrappers: a short linear chain that cannot grow the result.
    const fieldDepth = isIntrospection && field.name === 'ofType' ? depth - 1 : depth;
    if (fieldDepth > LIMITS.maxDepth) {
      throw limitError('depth', `The document nests fields ${fieldDepth} levels deep; at most ${LIMITS.maxDepth} are allowed.`, {
        max: LIMITS.maxDepth,
        actual: fieldDepth,
      });
    }
    const returns = getNamedType(field.type);
    if (!node.selectionSet || !isObjectType(returns)) return 1;
    let lists = introspectionLists;
    let inner = copies;
    if (isIntrospection && isListType(getNullableType(field.type))) {
      // Introspection lists have no `first`; nesting one inside itself (`fields { type { fields … } }`) multiplies.
      if (lists.includes(field.name)) {
        throw limitError('recursion', `Introspection field "${field.name}" is nested inside itself; ask for each level separately.`);
      }
      inner = copies * introspectionSizes(this.schema).length(`${parent.name}.${field.name}`, lists.includes('types'));
      lists = [...lists, field.name];
    }
    return 1 + this.multiplier(field, node) * this.selection(returns, node.selectionSet, fieldDepth + 1, lists, inner);
  }

  private countIntrospected(entries: number): void {
    this.introspected += entries;
    const max = introspectionLimit(this.schema);
    if (this.introspected <= max) return;
    throw limitError(
      'introspection',
      `The document asks for more introspection than one full introspection of the schema (at most about ${max} entries); ask for __schema once, not in aliases.`,
      { max, actual: Math.ceil(this.introspected) },
    );
  }

  /** Introspection's entry points are not among the query type's own fields. */
  private fieldDef(type: GraphQLObjectType, name: string): GraphQLField<unknown, unknown> | undefined {
    if (type === this.schema.getQueryType()) {
      if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
      if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
    }
    return type.getFields()[name];
  }

  /** The `first` argument as the operation will pass it: literal, variable or the schema's default. */
  private multiplier(field: GraphQLField<unknown, unknown>, node: FieldNode): number {
    const arg = field.args.find((a) => a.name === 'first');
    if (!arg) return 1;
    const given = node.arguments?.find((a) => a.name.value === 'first');
    let value: unknown = arg.defaultValue;
    if (given?.value.kind === Kind.VARIABLE) {
      const name = given.value.name.value;
      const definition = this.operation.variableDefinitions?.find((v) => v.variable.name.value === name);
      value = this.variables[name] ?? (definition?.defaultValue ? valueFromAST(definition.defaultValue, arg.type) : arg.defaultValue);
    } else if (given) {
      value = valueFromAST(given.value, arg.type);
    }
    return typeof value === 'number' && Number.isInteger(value) && value > 1 ? value : 1;
  }

  /** `reached` is the cost counted when the walk stopped: every field visited costs at least 1. */
  private tooCostly(reached: number): GraphQLError {
    return limitError(
      'cost',
      `The document is too expensive: its estimated cost exceeds ${LIMITS.maxCost} (every field costs 1, lists multiply by \`first\`).`,
      { max: LIMITS.maxCost, actual: reached },
    );
  }
}

/**
 * How many introspection entries one document may produce: one full introspection of the schema with every option
 * (what GraphiQL and code generators ask for), with a tenth more for a client that adds a few `__type` lookups.
 * Computed once per schema. A full introspection takes about as long as the heaviest allowed query (~20 ms on two
 * busy cores, docs/performance.md), so no allowed request holds an API slot longer than those do.
 */
const INTROSPECTION_ROOM = 1.1;

/**
 * Introspection entries per budget point: a full introspection (~29,000 entries, ~20 ms) is charged ~1,000 points
 * on top of its field cost, about what the heaviest ordinary queries cost per millisecond of server time
 * (fairness.ts), so that repeating it spends the budget as fast as they do.
 */
const INTROSPECTION_ENTRIES_PER_POINT = 30;
const introspectionLimits = new WeakMap<GraphQLSchema, number>();

function introspectionLimit(schema: GraphQLSchema): number {
  let limit = introspectionLimits.get(schema);
  if (limit === undefined) {
    // Placeholder while the full query is measured, so that measuring it cannot trip the limit it sets.
    introspectionLimits.set(schema, Infinity);
    const full = parse(
      getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }),
    );
    limit = Math.ceil(INTROSPECTION_ROOM * introspectionEntries(schema, full));
    introspectionLimits.set(schema, limit);
  }
  return limit;
}

/** The introspection entries a valid operation produces (for the limit above and for tests). */
export function introspectionEntries(schema: GraphQLSchema, document: DocumentNode): number {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const measure = new Measure(schema, document, operation, {});
  measure.selection(schema.getQueryType()!, operation.selectionSet, 1, []);
  return measure.entries;
}

/** Rejects documents over the limits with code QUERY_TOO_COMPLEX and HTTP 400, before any resolver runs. */
export const limitsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operationName, request }) {
        const error = checkLimits(schema, document, operationName, request.variables ?? {});
        if (error) throw error;
      },
    };
  },
};
