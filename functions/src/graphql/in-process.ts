// The fast path of the in-process executor: the site's own operations (the pages', fixed at build time) executed by
// graphql-js directly, each query text parsed and validated once (documents.ts). Going through Apollo Server's request pipeline
// for them re-parsed and re-validated the same few documents on every page render.
//
// The semantics are Apollo Server's: the same parse limit, validation rules (graphql-js's specified rules, as Apollo
// Server uses with introspection on), abuse limits per request (they depend on the variables) and error formatting.
// Anything that would fail before execution (a syntax or validation error, a limit, variables that do not coerce,
// a subscription) returns null, and the caller runs it through Apollo Server so that it answers exactly as before.
import {
  execute,
  GraphQLError,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { GraphQLRequest, GraphQLResult } from '../http/graphql-payloads.js';
import { parsedWithinTokenLimit, validatingOnce } from './documents.js';
import { checkLimits } from './limits.js';

type Format = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export function createInProcessExecutor(schema: GraphQLSchema, formatError: Format) {
  const validationErrors = validatingOnce((document) => validate(schema, document));

  /** A valid document, or null for a text that does not parse or validate (Apollo Server answers those). */
  function documentFor(query: string): DocumentNode | null {
    const document = parsedWithinTokenLimit(query);
    return document && validationErrors(document).length === 0 ? document : null;
  }

  /** As Apollo Server formats an error: a code (INTERNAL_SERVER_ERROR unless it has one), then formatError. */
  function format(error: GraphQLError): GraphQLFormattedError {
    const { http: _http, ...rest } = error.extensions;
    const extensions = { ...rest, code: rest.code ?? 'INTERNAL_SERVER_ERROR' };
    return formatError({ ...error.toJSON(), extensions }, error);
  }

  function operationOf(request: GraphQLRequest): OperationDefinitionNode | null {
    if (typeof request.query !== 'string') return null;
    const document = documentFor(request.query);
    const operation = document?.definitions.find(
      (node) => node.kind === 'OperationDefinition' && (!request.operationName || node.name?.value === request.operationName),
    );
    return operation?.kind === 'OperationDefinition' ? operation : null;
  }

  async function executeInProcess<TContext>(request: GraphQLRequest, contextValue: TContext): Promise<GraphQLResult | null> {
    const operation = operationOf(request);
    const document = typeof request.query === 'string' ? documentFor(request.query) : null;
    if (!operation || !document || operation.operation === 'subscription') return null;
    const variables = (request.variables ?? {}) as Record<string, unknown>;
    if (checkLimits(schema, document, request.operationName, variables)) return null;
    const result: ExecutionResult = await execute({
      schema,
      document,
      variableValues: variables,
      operationName: request.operationName,
      contextValue,
    });
    // No data at all: a request error before any resolver ran (variables that do not coerce).
    if (!('data' in result) || result.data === undefined) return null;
    return { data: result.data, errors: result.errors?.map(format) };
  }

  // `isQuery`: whether the request is a valid query (not a mutation, a subscription or a text that does not validate).
  return Object.assign(executeInProcess, { isQuery: (request: GraphQLRequest) => operationOf(request)?.operation === 'query' });
}
