// How GraphiQL talks to the API: queries and mutations as a POST to /graphql, subscriptions over graphql-sse at the
// stream endpoint (the protocol the live pages use), each with the headers typed into GraphiQL's headers editor.
import { getOperationAST, parse, type DocumentNode, type ExecutionResult } from 'graphql';
import { createClient } from 'graphql-sse';
import type { GraphiQLProps } from 'graphiql';

export type ExplorerFetcher = GraphiQLProps['fetcher'];

export function createExplorerFetcher({
  endpoint,
  streamUrl,
  fetchFn = fetch,
}: {
  endpoint: string;
  streamUrl: string;
  fetchFn?: typeof fetch;
}): ExplorerFetcher {
  return (params, options) => {
    const headers = { ...(options?.headers as Record<string, string> | undefined) };
    if (isSubscription(options?.documentAST, params.query, params.operationName)) {
      return subscribe(streamUrl, headers, fetchFn, params);
    }
    return fetchFn(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
      body: JSON.stringify(params),
    }).then((response) => response.json() as Promise<ExecutionResult>);
  };
}

function isSubscription(document: DocumentNode | undefined, query: string, operationName?: string | null): boolean {
  try {
    return getOperationAST(document ?? parse(query), operationName ?? undefined)?.operation === 'subscription';
  } catch {
    return false; // a document that does not parse goes to /graphql, which answers with the syntax error
  }
}

/** One graphql-sse client per subscription, since every subscription may carry other headers. */
async function* subscribe(
  url: string,
  headers: Record<string, string>,
  fetchFn: typeof fetch,
  params: { query: string; variables?: Record<string, unknown> | null; operationName?: string | null },
): AsyncGenerator<ExecutionResult> {
  const client = createClient({ url, headers, fetchFn, credentials: 'same-origin', retryAttempts: 0 });
  try {
    yield* client.iterate({
      query: params.query,
      variables: params.variables ?? undefined,
      operationName: params.operationName ?? undefined,
    }) as AsyncIterable<ExecutionResult>;
  } finally {
    client.dispose();
  }
}
