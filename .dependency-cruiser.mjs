// The layer check (`npm run lint:layers`, part of `npm run lint` and `npm test`): which part of the code may import
// which. docs/decisions/009-layers-and-the-http-module.md explains the layers; this file enforces them.
//
// Server (functions/src), lowest first; a layer imports only its own and lower ones:
//   domain/          records, repository ports, pure rules. Shared with the browser: no Node, no I/O.
//   adapters         store/, live/ (the LiveBus), identity/ (the providers), uploads/storage*, invoices/ (the PDFs),
//                    and http/ (reading requests, writing cookies): they implement or serve the domain, never a use case.
//   services/        the use cases, with uploads/ (checking, resizing and saving images), and assistant/ (the craft
//                    assistant: retrieval over the store, the model side through Genkit).
//   entry points     graphql/, identity/google-routes.ts, uploads/http.ts, analytics/http.ts: turn requests into
//                    service calls.
//   composition      functions/src/*.ts (app.server.ts, server.ts, index.ts, dev.ts, ...): wire everything up.
//
// How to see it fail: add `import '../graphql/context.js';` to any file under functions/src/services and run
// `npm run lint:layers` (rule services-not-graphql); functions/test/layer-check.test.ts does the like on a small tree.

import fs from 'node:fs';

const domain = '^functions/src/domain/';
const http = '^functions/src/http/';
const graphql = '^functions/src/graphql/';
const services = '^functions/src/services/';
const assistant = '^functions/src/assistant/';
const store = '^functions/src/store/';
const live = '^functions/src/live/';
const identityProviders = '^functions/src/identity/(?!google-routes)';
const uploadStorage = '^functions/src/uploads/storage';
const uploadsService = '^functions/src/uploads/(?!http|storage)';
const paymentProviders = '^functions/src/payments/(?!webhook-routes)';
// Invoices drawn as PDFs (pdfkit): an adapter to a library that services use to attach and serve them.
const invoicePdfs = '^functions/src/invoices/(?!http)';
const routes = ['^functions/src/identity/google-routes', '^functions/src/uploads/http', '^functions/src/analytics/http', '^functions/src/payments/webhook-routes', '^functions/src/invoices/http'];
const entryPoints = [graphql, ...routes];
const composition = '^functions/src/[^/]+$';

/**
 * npm packages the domain may use: pure computation that runs in the browser as well as in Node (the web imports
 * domain/time.ts, for one). Anything with I/O or Node built-ins belongs in an adapter.
 */
const pureDomainPackages = ['@date-fns/tz', 'geofire-common', 'ical-generator'];

// ---- Web ----
// Features (web/features/<name>) do not import each other, except the ones declared shared here, which other
// features compose (the discovery lists, the map, Markdown rendering).
const sharedFeatures = ['discovery', 'map', 'markdown'];
// KNOWN CROSSINGS, to be removed as the web is restructured: [importing feature, imported feature, why].
const knownFeatureCrossings = [
  ['venues', 'events', 'VenueView.tsx lists the venue’s events with EventCard'],
];
// Every folder under web/features, so that a new feature is covered without touching this file.
const features = listFolders(new URL('web/features/', import.meta.url));

const featureRules = features.map((feature) => {
  const allowed = [feature, ...sharedFeatures, ...knownFeatureCrossings.filter(([from]) => from === feature).map(([, to]) => to)];
  return {
    name: `feature-${feature}-imports-no-other-feature`,
    comment: `web/features/${feature} may import only itself and the shared features (${sharedFeatures.join(', ')}).`,
    severity: 'error',
    from: { path: `^web/features/${feature}/` },
    to: { path: '^web/features/', pathNot: `^web/features/(${allowed.join('|')})/` },
  };
});

function listFolders(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle ties modules together so that none can change or load alone.',
      severity: 'error',
      from: { path: '^(functions/src|web)/' },
      to: { circular: true },
    },
    {
      name: 'domain-imports-only-domain',
      comment: `The domain imports only itself and the pure packages ${pureDomainPackages.join(', ')} (tests: vitest).`,
      severity: 'error',
      from: { path: domain, pathNot: '\\.test\\.ts$' },
      to: { pathNot: [domain, ...pureDomainPackages.map((name) => `^node_modules/${name}/`)] },
    },
    {
      name: 'domain-tests-import-only-domain-and-vitest',
      severity: 'error',
      from: { path: `${domain}.*\\.test\\.ts$` },
      to: { pathNot: [domain, ...pureDomainPackages.map((name) => `^node_modules/${name}/`), '^node_modules/(vitest|@vitest)/'] },
    },
    {
      name: 'services-not-graphql',
      comment: 'Services are what the API calls, whatever the API is: they never import the GraphQL layer.',
      severity: 'error',
      from: { path: [services, uploadsService] },
      to: { path: graphql },
    },
    {
      name: 'services-http-free',
      comment: 'Services know nothing of requests: no headers, cookies or routes (http/, entry points).',
      severity: 'error',
      from: { path: [services, uploadsService] },
      to: { path: [http, ...routes] },
    },
    {
      name: 'services-use-ports-not-adapters',
      comment: 'Services work on the ports (domain/repositories.ts, domain/live.ts); only tests open a concrete store or bus.',
      severity: 'error',
      from: { path: services, pathNot: '\\.test\\.ts$' },
      to: { path: [store, live] },
    },
    {
      name: 'assistant-beside-services',
      comment:
        'The craft assistant (functions/src/assistant) is a use case like the services: it works on the ports and the services, never on GraphQL, http/, routes or a concrete store (tests may open one and seed it).',
      severity: 'error',
      from: { path: assistant, pathNot: '\\.test\\.ts$' },
      to: { path: [graphql, http, ...routes, store, live, '^functions/src/seed/'] },
    },
    {
      name: 'nothing-below-imports-the-assistant',
      comment: 'The domain, the services and the adapters never import the assistant; entry points and the composition root may.',
      severity: 'error',
      from: { path: [domain, services, uploadsService, store, live, identityProviders, uploadStorage, paymentProviders, invoicePdfs, http] },
      to: { path: assistant },
    },
    {
      name: 'adapters-not-above',
      comment: 'Store and live bus adapters, identity providers, image storage and invoice PDFs never import services, http/ or entry points.',
      severity: 'error',
      from: { path: [store, live, identityProviders, uploadStorage, paymentProviders, invoicePdfs] },
      to: { path: [services, uploadsService, http, ...entryPoints] },
    },
    {
      name: 'http-below-entry-points',
      comment: 'http/ reads requests and writes cookies for every entry point; it imports only itself and the domain.',
      severity: 'error',
      from: { path: http },
      to: { path: '^(functions|web)/', pathNot: [http, domain] },
    },
    {
      name: 'entry-points-apart',
      comment: 'The entry points (GraphQL, Google sign-in routes, upload routes) share code through lower layers only.',
      severity: 'error',
      from: { path: graphql },
      to: { path: routes },
    },
    {
      name: 'routes-not-graphql',
      severity: 'error',
      from: { path: routes },
      to: { path: graphql },
    },
    {
      name: 'nothing-imports-the-composition-root',
      comment: 'functions/src/*.ts wire the layers together; no layer reaches back up to them.',
      severity: 'error',
      from: { path: '^functions/src/[^/]+/' },
      to: { path: composition },
    },
    {
      name: 'server-layers-not-web',
      comment: 'Only the composition root mounts the web (its SSR handler); the server layers never import the web.',
      severity: 'error',
      from: { path: '^functions/src/[^/]+/' },
      to: { path: '^web/' },
    },
    // ---- Web rules ----
    {
      name: 'web-imports-only-domain-and-http-of-the-server',
      comment: 'The web may use the pure domain and the http/ helpers; everything else it reaches through the API.',
      severity: 'error',
      from: { path: '^web/', pathNot: '^web/e2e/' },
      to: { path: '^functions/', pathNot: [domain, http] },
    },
    {
      name: 'web-features-not-pages',
      comment: 'Pages compose features; a feature never imports a page.',
      severity: 'error',
      from: { path: '^web/features/' },
      to: { path: '^web/pages/' },
    },
    // A route folder (web/pages/<route>, or web/pages/(group)/<route>) owns what only it uses; what a second route
    // needs moves to a feature, web/lib or web/components. Two rules, one per folder depth.
    ...[
      // The group's own parentheses would read as a regex group in the back-reference: match any group there
      // (route names are unique across groups anyway, like the URLs they make).
      ['web-routes-apart', '^web/pages/([^(+/][^/]*)/', '^web/pages/$1/'],
      ['web-grouped-routes-apart', '^web/pages/[(][^/]+/([^/]+)/', '^web/pages/[(][^/]+/$1/'],
    ].map(([name, routeFolder, ownFolder]) => ({
      name,
      comment: 'A route imports only its own folder and what is shared (features, web/lib, web/components).',
      severity: 'error',
      from: { path: routeFolder },
      to: { path: '^web/pages/', pathNot: ownFolder },
    })),
    {
      name: 'web-lib-and-components-not-features',
      comment: 'Infrastructure (web/lib) and shared components sit below the features and pages.',
      severity: 'error',
      from: { path: '^web/(lib|components)/' },
      to: { path: '^web/(features|pages)/' },
    },
    ...featureRules,
  ],
  options: {
    // npm packages and Node built-ins stay in the graph as leaves (never followed), so that a rule can name them:
    // the domain may import only the pure packages listed above.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/generated/', '^web/dist/', '^functions/lib/'] },
    // Type-only imports count too: a cycle or a layer crossing in types is still a crossing.
    tsPreCompilationDeps: true,
    // Resolves `.js` specifiers to the `.ts` sources (moduleResolution Bundler) and the web's extensionless ones.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
