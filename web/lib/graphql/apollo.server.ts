// Server-side data loading for content pages: one Apollo Client per request whose link runs operations in-process
// (pageContext.graphql). Pages hand plain data to the browser, which therefore ships without Apollo Client.
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { PageGraphQL } from '../../server/graphql-types';
import { failedSections, type SectionErrors } from './section-errors';

export function createServerApolloClient(graphql: PageGraphQL): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        graphql({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache(), ssrMode: true });
}

/**
 * Runs a page query, keeping whatever data arrived: root fields that failed are reported per section
 * (e.g. { venues: 'STORE_UNAVAILABLE' }) so the page can show a friendly message there instead of failing whole.
 */
export async function queryPage<TData, TVariables extends OperationVariables>(
  pageContext: { graphql: PageGraphQL },
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData | undefined; errors: SectionErrors }> {
  const client = createServerApolloClient(pageContext.graphql);
  const result = await client.query({ query, variables, errorPolicy: 'all', fetchPolicy: 'no-cache' });
  if (result.error && !CombinedGraphQLErrors.is(result.error)) throw result.error; // network or server failure
  const graphQLErrors = CombinedGraphQLErrors.is(result.error) ? result.error.errors : [];
  return { data: result.data as TData | undefined, errors: failedSections(graphQLErrors) };
}
