// The one way the web's server side prints and runs a GraphQL document: in-process through the API's executor
// (pageContext.graphql, a form request's `graphql`, the feeds' handler), each document printed once without the
// client-only @unmask. Pages, form actions, feeds and the viewer lookup all go through here.
//
// No Apollo Client is made on the server: a page query is one request with no cache to consult, and building a
// client, its cache and its observable pipeline for every query was a measurable part of a page's render. Nor are
// Apollo's __typename fields added: only Apollo's cache reads them, the generated types hold none, and whatever a
// page's query selects travels to the browser in its page context.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, visit, type DocumentNode } from 'graphql';
import type { GraphQLResult, PageGraphQL } from '../../server/graphql-types';
import { failedSections, type SectionErrors } from './section-errors';

const printed = new WeakMap<DocumentNode, { query: string; operationName: string | undefined }>();

/** The operation as the API reads it; documents are module constants, so each is printed once. */
export function operationOf(document: DocumentNode): { query: string; operationName: string | undefined } {
  let operation = printed.get(document);
  if (!operation) {
    const withoutUnmask = visit(document, { Directive: (node) => (node.name.value === 'unmask' ? null : undefined) });
    const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
    operation = { query: print(withoutUnmask), operationName: definition?.name?.value };
    printed.set(document, operation);
  }
  return operation;
}

/** Runs one operation in-process: its data (typed by the document) and the API's errors, as they came. */
export async function runOperation<TData, TVariables extends Record<string, unknown>>(
  graphql: PageGraphQL,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData | undefined; errors: NonNullable<GraphQLResult['errors']> }> {
  const result = await graphql({ ...operationOf(document), variables });
  return { data: (result.data ?? undefined) as TData | undefined, errors: result.errors ?? [] };
}

/**
 * Runs a page query, keeping whatever data arrived: root fields that failed are reported per section
 * (e.g. { venues: 'STORE_UNAVAILABLE' }) so the page can show a friendly message there instead of failing whole.
 * A failure of the API itself (not a GraphQL error) is thrown.
 */
export async function queryPage<TData, TVariables extends Record<string, unknown>>(
  pageContext: { graphql: PageGraphQL },
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData | undefined; errors: SectionErrors }> {
  const { data, errors } = await runOperation(pageContext.graphql, query, variables);
  return { data, errors: failedSections(errors) };
}
