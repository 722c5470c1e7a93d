// Composes the two HTTP handlers every deployment serves: the GraphQL API and the server-rendered web app.
// Cloud Functions (index.ts), the local server (local.ts) and the dev server (dev.ts) all build on this.
import { readFile } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { createResponseCache } from '../../web/server/response-cache.js';
import { createSsrHandler, type SsrHandler } from '../../web/server/ssr-handler.js';
import type { InlineStyles } from '../../web/server/inline-styles.js';
import type { Store } from './domain/repositories.js';
import type { Credentials } from './domain/viewer.js';
import { googleSignInRouter } from './identity/google-routes.js';
import { createInvoicesRouter } from './invoices/http.js';
import type { PaymentProvider } from './domain/payment-provider.js';
import { platformFeeFromEnv } from './domain/payouts.js';
import { registerDemoPayoutAccount } from './seed/demo-people.js';
import { isTestProvider, openPaymentProviderFromEnv } from './payments/open.js';
import { paymentWebhookHandler, paymentWebhookRouter } from './payments/webhook-routes.js';
import { siteUrl } from './services/mail.js';
import { chooseStore } from './store/open.server.js';
import type { IdentityProvider } from './identity/identity.js';
import type { BuildInfo } from './graphql/context.js';
import { createAnalyticsRouter } from './analytics/http.js';
import { assistantConfigFromEnv, openAssistantModels } from './assistant/models.js';
import { createGraphQLApi } from './graphql/server.js';
import { trustedProxyHops } from './http/client-address.js';
import { mapTilesFromEnv } from './http/map-tiles.js';
import { streamTicketsFromEnv } from './http/stream-tickets.js';
import { ticketSecretFromEnv, useTicketSecret } from './services/tickets.js';
import { embeddedTicketSecret } from './store/embedded/ticket-secret.js';
import { onLocalBump, watchContentVersion } from './store/content-version.js';
import { createTaxonomyCache } from './services/taxonomy-cache.js';
import { viewerByCredentials } from './services/viewers.js';
import { openImageStorage } from './store/open.server.js';
import { createUploadsRouter, formUploads } from './uploads/http.js';
import type { LiveBus } from './domain/live.js';

export interface App {
  store: Store;
  identity: IdentityProvider;
  buildInfo: BuildInfo;
  /** Stripe, the built-in test provider, or null (no keys on Cloud Functions): what the payment sweep works with. */
  payments: PaymentProvider | null;
  /** Express router answering /graphql, GET /media/*, POST /uploads, POST /analytics, GET /invoices/*, GET /vouchers/*.pdf and GET /tickets/*.pdf. */
  api: Awaited<ReturnType<typeof createGraphQLApi>>;
  /** Renders every page (vike) and answers {path}/_payload.json. */
  ssr: RequestHandler;
  /** Answers a request from the page cache at once when it can, before any routing (SsrHandler.fromCache). */
  pageFromCache: SsrHandler['fromCache'];
  close(): Promise<void>;
}

/**
 * `cachePages: false` renders every request afresh (the dev server: an edited component must show at once, while the
 * cache would keep the page until content changes). `inlineStyles` writes the build's stylesheets into the pages;
 * the dev server has none (Vite serves the styles as modules).
 */
export async function createApp(
  store: Store,
  identity: IdentityProvider,
  live: LiveBus,
  buildInfo: BuildInfo,
  { cachePages = true, inlineStyles }: { cachePages?: boolean; inlineStyles?: InlineStyles } = {},
): Promise<App> {
  // Images go where the environment's store goes (.data/media next to the embedded file, or the project's bucket).
  const images = await openImageStorage();
  // Refuses to start without the tickets' shared key where several instances serve the API (Cloud Functions).
  const streamTickets = streamTicketsFromEnv(process.env, store.adapter);
  // Stripe with keys, else the test provider (its sessions in a file next to the embedded store's).
  const choice = chooseStore(process.env);
  const payments = openPaymentProviderFromEnv(process.env, { siteUrl, ...(choice.adapter === 'embedded' ? { storeFile: choice.file } : {}) });
  // Tickets are signed under the environment's key (services/tickets.ts); a site on the embedded store without one
  // keeps a key of its own beside the store's file, so that printed tickets outlive a restart.
  if (choice.adapter === 'embedded' && !ticketSecretFromEnv(process.env)) {
    const secret = embeddedTicketSecret(choice.file);
    if (secret) useTicketSecret(secret);
  }
  // The assistant's models, once per process; a provider without a key has none (its page answers from the listings).
  const assistant = openAssistantModels(assistantConfigFromEnv(process.env));
  // One reading of the public content version for all the instance keeps by it: the pages and the taxonomy.
  const contentVersion = watchContentVersion(store);
  const taxonomy = createTaxonomyCache(store, contentVersion);
  // The platform's fee on organisers' paid seats; a malformed setting stops the start rather than charge a wrong fee.
  const platformFee = platformFeeFromEnv(process.env);
  const api = await createGraphQLApi({ store, identity, live, buildInfo, images, streamTickets, payments, platformFee, assistant, taxonomy, trustedProxyHops: trustedProxyHops(process.env) });
  if (payments) {
    api.router.use(paymentWebhookRouter({ store, payments, live }, trustedProxyHops(process.env)));
    // The test provider's events go through the very handler Stripe's go through, signature check included.
    if (isTestProvider(payments)) {
      const handle = paymentWebhookHandler({ store, payments, live });
      payments.deliverTo(async (body, signature) => {
        const { status } = await handle(body, signature, 'test provider');
        if (status !== 200) throw new Error(`The webhook handler answered ${status}`);
      });
      // `npm start`, `npm run dev` and the emulators alike: the demo organiser sells through the test provider.
      await registerDemoPayoutAccount(store, payments).catch((error: unknown) => console.warn('The demo payout account was not registered:', (error as Error).message));
    }
  }
  const uploads = { images, viewerOf: (credentials: Credentials) => viewerByCredentials(store, identity, credentials) };
  api.router.use(createUploadsRouter(uploads));
  // Invoice and gift voucher PDFs for those who may read them (services/invoice-downloads.ts, voucher-downloads.ts);
  // Hosting sends /invoices/**, /vouchers/*.pdf and /tickets/*.pdf (also under /en) to the api; tickets: services/tickets.ts.
  api.router.use(createInvoicesRouter({ store, viewerOf: uploads.viewerOf }));
  // The site's own page counting (decision 021): the beacon posts here; Hosting sends /analytics to the api function.
  api.router.use(createAnalyticsRouter({ store, trustedProxyHops: trustedProxyHops(process.env) }));
  const renderPage = createSsrHandler({
    graphql: (request, headers, socketAddress, render) => api.execute(request, headers, socketAddress, render),
    saveUpload: formUploads(uploads),
    inlineStyles,
    // Read at start, like the policy's tile host (http/security-headers.ts): a wrong MAP_TILE_URL stops the start.
    mapTiles: mapTilesFromEnv(process.env),
    // Every page, the feeds and the sitemap, kept per instance for anonymous visitors until a write of public
    // content anywhere bumps the store's version (read at most every few seconds, by the shared reading: the cache
    // need not space its own) or they reach their maximum age.
    responseCache: cachePages
      ? createResponseCache({
          contentVersion,
          checkIntervalMs: 0,
          buildId: buildInfo.buildId,
          knownVersion: contentVersion.current,
          onLocalChange: (listener) => onLocalBump(store, listener),
        })
      : undefined,
  });
  // Google sign-in's redirect endpoints live among the pages (Firebase Hosting sends them to the ssr function).
  const google = googleSignInRouter(store, identity, trustedProxyHops(process.env));
  const ssr: RequestHandler = (req, res, next) => {
    google(req, res, () => {
      renderPage(req, res, next).catch(next);
    });
  };
  return {
    store,
    identity,
    buildInfo,
    payments,
    api,
    ssr,
    pageFromCache: renderPage.fromCache,
    async close() {
      await api.stop();
      await identity.close(); // before the store: the embedded identity uses the store's connection
      await store.close();
    },
  };
}

/** The build id and time the web build wrote to builds/latest.json (see web/vite.config.ts). */
export async function readBuildInfo(clientDir: URL): Promise<BuildInfo> {
  const latest = JSON.parse(await readFile(new URL('builds/latest.json', clientDir), 'utf8')) as {
    id: string;
    timestamp: number;
  };
  return { buildId: latest.id, builtAt: new Date(latest.timestamp) };
}
