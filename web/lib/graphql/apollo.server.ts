// Server-side data loading for content pages: operations run in-process through pageContext.graphql, each document
// printed once without the client-only @unmask. Pages hand plain data to the browser, which therefore ships without
// Apollo Client. Nor are Apollo's __typename fields added: only Apollo's cache reads them, the generated types hold
// none, and whatever a page's query selects travels to the browser in its page context.
//
// A page query is one request with no cache to consult, so no Apollo Client is made for it: building a client, its
// cache and its observable pipeline for every query was a measurable part of a page's render.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { print, visit, type DocumentNode } from 'graphql';
import type { PageGraphQL } from '../../server/graphql-types';
import { failedSections, type SectionErrors } from './section-errors';

const printed = new WeakMap<DocumentNode, { query: string; operationName: string | undefined }>();

/**
 * The operation as the API reads it (page queries and form actions' mutations alike); documents are module
 * constants, so each is printed once.
 */
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

/**
 * Runs a page query, keeping whatever data arrived: root fields that failed are reported per section
 * (e.g. { venues: 'STORE_UNAVAILABLE' }) so the page can show a friendly message there instead of failing whole.
 * A failure of the API itself (not a GraphQL error) is thrown.
 */
export async function queryPage<TData, TVariables extends OperationVariables>(
  pageContext: { graphql: PageGraphQL },
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData | undefined; errors: SectionErrors }> {
  const result = await pageContext.graphql({ ...operationOf(query), variables });
  return { data: (result.data ?? undefined) as TData | undefined, errors: failedSections(result.errors ?? []) };
}
