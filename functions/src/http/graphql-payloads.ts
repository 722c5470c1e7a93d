// The bodies of a GraphQL operation as they travel over HTTP (and in-process from the server renderer): what is
// asked and what comes back. The API (functions/src/graphql/server.ts) and the web's pages share these shapes.

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> }>;
}
