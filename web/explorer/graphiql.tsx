// The browser entry of the API explorer on GET /graphql (functions/src/graphql/explorer.ts writes the page): GraphiQL
// with its docs explorer, history, variables and headers, and subscriptions over the stream.
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureEditors, repairMarkup } from './accessibility';
import { createExplorerFetcher } from './fetcher';
import { guidePlugin } from './guide';
// Last, so that its colours override GraphiQL's.
import './contrast.css';

/** Where subscriptions stream: set at build time like the live pages' (the function's own URL behind Hosting). */
declare const LIVE_STREAM_URL: string;

const EXAMPLE = `# The public GraphQL API of Magazin für Selbstgemachtes: the guide is in the sidebar (book icon),
# the schema as SDL at /graphql/schema.graphql.
query Venues($first: Int, $after: String) {
  venues(first: $first, after: $after) {
    totalCount
    edges { cursor node { slug name kind city { name } crafts { name } } }
    pageInfo { hasNextPage endCursor }
  }
}
`;

const root = document.getElementById('graphiql');
if (root) {
  configureEditors();
  repairMarkup(root);
  const endpoint = root.dataset.endpoint ?? '/graphql';
  const fetcher = createExplorerFetcher({
    endpoint,
    streamUrl: LIVE_STREAM_URL || new URL('/graphql/stream', window.location.href).href,
  });
  createRoot(root).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} plugins={[guidePlugin]} defaultQuery={EXAMPLE} defaultHeaders={'{}'} variables={'{ "first": 5 }'} />
    </StrictMode>,
  );
}
