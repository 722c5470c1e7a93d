// The contract between the SSR handler and the server that hosts it: how a page runs a GraphQL operation in-process.
import type { IncomingHttpHeaders } from 'node:http';

export type GraphQLRequest = { query: string; variables?: Record<string, unknown>; operationName?: string };

export type GraphQLResult = {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{
    message: string;
    path?: ReadonlyArray<string | number>;
    extensions?: Record<string, unknown>;
  }>;
};

export type ExecuteGraphQL = (request: GraphQLRequest, headers: IncomingHttpHeaders) => Promise<GraphQLResult>;

/** `ExecuteGraphQL` bound to one incoming request's headers (plus the page's locale). */
export type PageGraphQL = (request: GraphQLRequest) => Promise<GraphQLResult>;
