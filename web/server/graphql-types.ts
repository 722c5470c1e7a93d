// The contract between the SSR handler and the server that hosts it: how a page runs a GraphQL operation in-process.
import type { IncomingHttpHeaders } from 'node:http';
import type { GraphQLRequest, GraphQLResult } from '../../functions/src/http/graphql-payloads';

// The request and result bodies are the API's own (one definition for both sides); pages import them from here.
export type { GraphQLRequest, GraphQLResult };

/**
 * `socketAddress` is the page request's peer: the API takes the client's address from it and the headers. `render`
 * is an object of the incoming request's own: the queries given the same one share one request context in the API
 * (the viewer resolved once, one set of loaders), so it must never outlive the request or serve another.
 */
export type ExecuteGraphQL = (request: GraphQLRequest, headers: IncomingHttpHeaders, socketAddress?: string, render?: object) => Promise<GraphQLResult>;

/** `ExecuteGraphQL` bound to one incoming request's headers (plus the page's locale). */
export type PageGraphQL = (request: GraphQLRequest) => Promise<GraphQLResult>;
