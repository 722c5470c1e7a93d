// Typed GraphQL documents (web/graphql/generated) run through the handler's in-process executor, for the routes
// that answer before vike (feeds, sitemap): all or nothing, as a feed must not be served in part. Pages use
// queryPage (lib/graphql/run-operation.server.ts), which keeps what arrived.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { runOperation } from '../lib/graphql/run-operation.server';
import type { PageGraphQL } from './graphql-types';

/** The store (or the API) could not answer: the route says so with 503 rather than serve a partial feed. */
export class FeedUnavailableError extends Error {}

export async function runQuery<TData, TVariables extends Record<string, unknown>>(
  graphql: PageGraphQL,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { data, errors } = await runOperation(graphql, document, variables);
  if (errors.length || !data) {
    throw new FeedUnavailableError(errors.length ? errors.map((error) => error.message).join('; ') : 'no data');
  }
  return data;
}
