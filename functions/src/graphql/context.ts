// The context every resolver receives, built once per request: who asks, in which language, and the request's
// DataLoaders over the store.
import type { AssistantModels } from '../assistant/models.js';
import type { LiveBus } from '../domain/live.js';
import type { PaymentProvider } from '../domain/payment-provider.js';
import type { PlatformFee } from '../domain/payouts.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider, Session } from '../identity/identity.js';
import type { ImageStorage } from '../uploads/storage.js';
import type { FairnessLimits } from './fairness.js';
import { credentialsOf } from '../http/credentials.js';
import { clientAddress } from '../http/client-address.js';
import type { RequestHeaders } from '../http/headers.js';
import { localeFromHeaders } from '../http/locale.js';
import { siteUrlOf } from '../http/origins.js';
import { perProcessStreamTickets, type StreamTickets } from '../http/stream-tickets.js';
import { createLoaders, type Loaders } from '../services/loaders.js';
import type { ServiceContext } from '../services/service-context.js';
import type { TaxonomyCache } from '../services/taxonomy-cache.js';
import { viewerByCredentials } from '../services/viewers.js';

export interface BuildInfo {
  buildId: string;
  builtAt: Date;
}

/** What the API is built on; every request's context draws from it. */
export interface ApiDeps {
  store: Store;
  identity: IdentityProvider;
  /** Carries live changes to every instance's streams. */
  live: LiveBus;
  buildInfo: BuildInfo;
  /** Where uploaded images live, so that replaced avatars and deleted accounts lose their files (tests may omit it). */
  images?: ImageStorage;
  /** Issues and checks stream tickets (default: a key of this process, enough for one process). */
  streamTickets?: StreamTickets;
  /** Proxies of the deployment in front of the server (TRUSTED_PROXY_HOPS, http/client-address.ts); default 0: none. */
  trustedProxyHops?: number;
  /** Stripe or the test provider (payments/open.ts); absent: paid seats are held but no checkout opens. */
  payments?: PaymentProvider | null;
  /** The platform's fee on an organiser's paid seat (app.server.ts reads it from the environment; absent: the default). */
  platformFee?: PlatformFee;
  /** Budgets and the bound on concurrent operations of /graphql's HTTP clients (default: fairnessFor the store's adapter). */
  fairness?: FairnessLimits;
  /** The craft assistant's models, opened once per process from the environment (absent: retrieval only). */
  assistant?: AssistantModels;
  /** The instance's crafts and cities, kept by content version (app.server.ts makes one; absent: read per request). */
  taxonomy?: TaxonomyCache;
}

/** A request's context: the services' own (services/service-context.ts) and what only the API's fields use. */
export interface RequestContext extends ServiceContext {
  /** The craft assistant's models (absent: retrieval only). */
  assistant?: AssistantModels;
  buildInfo: BuildInfo;
  /** Issues the viewer's stream tickets (Query.liveStreamTicket); the stream checks them. */
  streamTickets: StreamTickets;
  /**
   * The request's `__session` value, and what the response should do with the cookie: `next` is a new session
   * (sign-in mutations) or null (sign-out). The HTTP server turns `next` into Set-Cookie; in-process callers read
   * the session from the mutation's result instead.
   */
  session: { current: string | undefined; next?: Session | null };
}

/**
 * Builds the context of one request; resolves the viewer from the `__session` cookie or a Bearer token.
 * `socketAddress` is the connection's peer (for in-process calls: the peer of the page request that makes them).
 */
export async function createRequestContext(deps: ApiDeps, headers: RequestHeaders, socketAddress?: string): Promise<RequestContext> {
  const now = new Date();
  const locale = localeFromHeaders(headers);
  const credentials = credentialsOf(headers);
  // Made on first use: a stream holds its context for minutes, and thousands of them never load anything (their
  // messages are executed once per alike subscribers, with one of their contexts).
  let loaders: Loaders | undefined;
  return {
    viewer: await viewerByCredentials(deps.store, deps.identity, credentials, locale),
    locale,
    store: deps.store,
    identity: deps.identity,
    live: deps.live,
    ...(deps.images ? { images: deps.images } : {}),
    ...(deps.payments ? { payments: deps.payments } : {}),
    ...(deps.platformFee ? { platformFee: deps.platformFee } : {}),
    ...(deps.assistant ? { assistant: deps.assistant } : {}),
    get loaders() {
      return (loaders ??= createLoaders(deps.store, now, deps.taxonomy));
    },
    buildInfo: deps.buildInfo,
    streamTickets: deps.streamTickets ?? perProcessStreamTickets(),
    now,
    siteUrl: siteUrlOf(headers),
    clientAddress: clientAddress(headers, socketAddress, deps.trustedProxyHops ?? 0),
    session: { current: credentials.sessionCookie },
  };
}
