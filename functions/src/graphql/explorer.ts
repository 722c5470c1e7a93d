// The page developers get on GET /graphql in a browser: GraphiQL (docs explorer, autocompletion, variables,
// headers, history, subscriptions over the stream, and the developer guide docs/api.md in its sidebar), bundled by
// the web build (web/explorer/) into the client build's /graphql/explorer/ folder, so it needs no CDN and works
// offline. Firebase Hosting and the local server both serve that folder as static files. The page itself carries no inline script or style, so a strict Content-Security-Policy
// holds; the endpoints travel in data attributes.

/** Where the web build puts GraphiQL's bundle (web/explorer/build.mjs writes it there). */
export const EXPLORER_ASSETS_PATH = '/graphql/explorer/';

/** The stable address of the schema's SDL. */
export const SCHEMA_SDL_PATH = '/graphql/schema.graphql';

export function explorerPage({ endpoint, assetVersion }: { endpoint: string; assetVersion: string }): string {
  const version = encodeURIComponent(assetVersion);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>GraphQL API – Magazin für Selbstgemachtes</title>
<link rel="stylesheet" href="${EXPLORER_ASSETS_PATH}graphiql.css?v=${version}">
<script type="module" src="${EXPLORER_ASSETS_PATH}graphiql.js?v=${version}"></script>
</head>
<body>
<div id="graphiql" data-endpoint="${escapeAttribute(endpoint)}">
<noscript><p>GraphiQL needs JavaScript. The API answers POST and GET at <code>${escapeHtml(endpoint)}</code>; the schema is at
<a href="${SCHEMA_SDL_PATH}">${SCHEMA_SDL_PATH}</a>; the guide is docs/api.md in the source repository.</p></noscript>
</div>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}
