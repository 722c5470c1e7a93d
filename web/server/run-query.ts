// Typed GraphQL documents (web/graphql/generated) run through the handler's in-process executor, for the routes
// that answer before vike (feeds, sitemap). Pages use lib/graphql/apollo.server.ts instead.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, visit, type DocumentNode } from 'graphql';
import type { PageGraphQL } from './graphql-types';

/** The store (or the API) could not answer: the route says so with 503 rather than serve a partial feed. */
export class FeedUnavailableError extends Error {}

/** The document as the API reads it: without Apollo Client's @unmask (web/features/events/event-fields.ts). */
function forTheApi(document: DocumentNode): string {
  return print(visit(document, { Directive: (node) => (node.name.value === 'unmask' ? null : undefined) }));
}

export async function runQuery<TData, TVariables extends Record<string, unknown>>(
  graphql: PageGraphQL,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  const result = await graphql({ query: forTheApi(document), variables, operationName: definition?.name?.value });
  if (result.errors?.length || !result.data) {
    throw new FeedUnavailableError(result.errors?.map((error) => error.message).join('; ') ?? 'no data');
  }
  return result.data as TData;
}
