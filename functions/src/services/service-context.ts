// The one context of the services: what a request gives every service function (graphql/context.ts builds it once
// per request), and what work outside requests (webhooks, sweeps, schedules) gives of it. A function asks, by Pick,
// only for the parts it uses, so that a job or a test passes what it has and nothing needs a cast.
import type { LiveBus } from '../domain/live.js';
import type { PaymentProvider } from '../domain/payment-provider.js';
import type { PlatformFee } from '../domain/payouts.js';
import type { Locale } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import type { IdentityProvider } from '../identity/identity.js';
import type { ImageStorage } from '../uploads/storage.js';
import type { Loaders } from './loaders.js';

export interface ServiceContext {
  store: Store;
  /** The request's DataLoaders over the store (services/loaders.ts). */
  loaders: Loaders;
  /** One instant for the whole request, so that every field agrees on what "upcoming" means. */
  now: Date;
  /** Who asks; null for a visitor who is not signed in. */
  viewer: Viewer | null;
  /** The language the request asked for (the viewer's own language wins for mails to them). */
  locale: Locale;
  /** Where changes of what live watchers see are announced. */
  live: LiveBus;
  identity: IdentityProvider;
  /** Uploaded images, so that replaced avatars and deleted accounts lose their files (absent in tests that upload nothing). */
  images?: ImageStorage;
  /** Stripe or the test provider; absent or null when none is configured (paid seats are held, no checkout opens). */
  payments?: PaymentProvider | null;
  /** The platform's fee on a paid seat of an organiser (PLATFORM_FEE_PERCENT, …); absent: the default (payouts.ts). */
  platformFee?: PlatformFee;
  /** Public origin for links in mails: SITE_URL, or the request's own origin when it is this machine; else null. */
  siteUrl: string | null;
  /**
   * The client's address for the throttles and budgets (http/client-address.ts: past the trusted proxies, never what
   * the client wrote); a request whose address cannot be established is the one shared UNKNOWN_CLIENT.
   */
  clientAddress: string;
}

/** Public reads, the same for every visitor: the store, the request's loaders and its "now". */
export type ReadContext = Pick<ServiceContext, 'store' | 'loaders' | 'now'>;

/** A visitor's own things (bookings, orders, the profile, contributions) and the live changes they cause. */
export type ViewerContext = ReadContext & Pick<ServiceContext, 'viewer' | 'live' | 'images' | 'payments'>;

/** Editors' and organisers' work; contact messages are throttled per client address. */
export type EditorialContext = ViewerContext & Pick<ServiceContext, 'clientAddress'>;

/** Work outside a request (a webhook, a sweep, a schedule): no viewer and no loaders. */
export type JobContext = Pick<ServiceContext, 'store' | 'live' | 'now' | 'payments'>;

/** Signing in and the mails of the accounts (before there is a viewer). */
export type SignInContext = Pick<ServiceContext, 'store' | 'identity' | 'locale' | 'now' | 'siteUrl' | 'clientAddress'>;
