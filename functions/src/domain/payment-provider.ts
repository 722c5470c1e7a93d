// The payment provider's port: what the site asks of Stripe (payments/stripe.ts) or of the built-in test provider
// (payments/test-provider.ts): one-off payments for seats (`createCheckout`) and venues' Premium subscriptions
// (`createSubscriptionCheckout`, `setCancelAtPeriodEnd`, SubscriptionEvent), and organisers' connected accounts
// (Stripe Connect, Express accounts: `createConnectedAccount`, onboarding, AccountEvent, PayoutEvent; decision 051),
// and the platform's own transfers to them (`transfer`, `reverseTransfer`) for what a voucher or a site-wide discount
// paid of their sale (decision 054).
import type { ConnectedAccountState } from './payouts.js';

export interface CheckoutRequest {
  /** The site's order id: the session's client_reference_id and metadata, so that every event names its order. */
  orderId: string;
  amountCents: number;
  currency: string;
  /** What is paid for, as the person reads it at checkout. */
  description: string;
  customerEmail: string;
  locale: 'de' | 'en';
  /** Where the provider sends the person after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** When the site's hold ends. The provider may keep the session open longer (Stripe: at least 30 minutes). */
  holdUntil: Date;
  mode: 'payment';
  /**
   * The organiser who sells the seat: a destination charge on their behalf (the provider moves the price less
   * `feeCents` to their connected account). Absent for the operator's own courses, paid into the platform's account.
   */
  payee?: { accountId: string; feeCents: number };
}

export interface CheckoutSession {
  id: string;
  /** Where the person pays. */
  url: string;
}

/** A checkout session as the provider knows it (Stripe's shape, reduced to what the site reads). */
export interface SessionState {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** The site's order id. */
  orderId: string | null;
  /** True once the money is taken. */
  paid: boolean;
  /** The payment (Stripe: PaymentIntent id) a refund refers to. */
  paymentId: string | null;
  amountCents: number | null;
  currency: string | null;
}

/** A verified webhook event of a kind the site acts on; others verify but are ignored. */
export interface ProviderEvent {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.expired' | 'checkout.session.async_payment_failed';
  session: SessionState;
}

/** A Checkout Session in subscription mode: the first period is paid at checkout, later ones renew by themselves. */
export interface SubscriptionCheckoutRequest {
  mode: 'subscription';
  /** Carried as the subscription's metadata, so that every later event names its venue. */
  venueSlug: string;
  uid: string;
  planId: string;
  /** One period's price, VAT included, and how often it renews. */
  amountCents: number;
  currency: string;
  interval: 'month' | 'year';
  description: string;
  customerEmail: string;
  locale: 'de' | 'en';
  successUrl: string;
  cancelUrl: string;
}

/**
 * A verified event about a subscription: `invoice.paid` (a period paid, the first or a renewal, up to `periodEnd`),
 * `customer.subscription.updated` (cancel at period end set or taken back) or `customer.subscription.deleted` (ended).
 */
export interface SubscriptionEvent {
  id: string;
  type: 'invoice.paid' | 'customer.subscription.updated' | 'customer.subscription.deleted';
  subscription: {
    id: string;
    /** The venue, from the subscription's metadata; null for a subscription the site did not make. */
    venueSlug: string | null;
    customerId: string | null;
    /** invoice.paid: the end of the period paid. */
    periodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
  };
  /** invoice.paid: the invoice itself, for the site's own invoice. */
  invoice?: PaidInvoice;
}

/** What the provider says about a paid invoice (Stripe's invoice, reduced to what an invoice of ours needs). */
export interface PaidInvoice {
  /** The provider's invoice id (Stripe: in_…): an invoice is issued once per id. */
  id: string;
  /** What was paid, VAT included. */
  amountCents: number;
  currency: string;
  /** The period paid for. */
  periodStart: Date;
  periodEnd: Date;
  /** The buyer as given at checkout (Stripe Checkout collects the billing address); null or empty when not given. */
  buyerName: string | null;
  /** The address, one line each (street lines, then postal code and place); empty when not given. */
  buyerAddress: string[];
  /** The address's country as its ISO code („AT“), or null. */
  buyerCountry: string | null;
}

/** A verified event about an organiser's connected account (Stripe: `account.updated`, sent to the Connect webhook). */
export interface AccountEvent {
  id: string;
  type: 'account.updated';
  account: ConnectedAccountState;
}

/** A verified event about a payout from a connected account to the organiser's bank (`payout.paid`, `payout.failed`). */
export interface PayoutEvent {
  id: string;
  type: 'payout.paid' | 'payout.failed';
  accountId: string;
  payout: { id: string; amountCents: number; currency: string; arrivalDate: Date; failureMessage: string | null };
}

/** What the site asks when an organiser starts onboarding. */
export interface ConnectedAccountRequest {
  /** The organiser's uid, kept in the account's metadata. */
  uid: string;
  email: string;
  /** ISO country code of the organiser's business (the provider's onboarding asks for the rest). */
  country: string;
  /** The organiser's name or company, prefilled in the onboarding. */
  businessName: string;
  locale: 'de' | 'en';
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Opens a checkout; the same idempotency key returns the same session (a retried call never makes a second one). */
  createCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<CheckoutSession>;
  getSession(sessionId: string): Promise<SessionState>;
  /** Ends an open session so it cannot be paid any more; answers the state after (complete when it was paid first). */
  expireSession(sessionId: string): Promise<SessionState>;
  /**
   * Gives the payment back; the same idempotency key never refunds twice. With `reverseTransfer` (a seat sold for an
   * organiser) the organiser's share is taken back from their account and the platform's fee refunded in proportion.
   */
  refund(paymentId: string, amountCents: number, idempotencyKey: string, options?: { reverseTransfer: boolean }): Promise<{ id: string }>;
  /**
   * Moves `amountCents` from the platform's balance to an organiser's connected account (Stripe: a Transfer in the
   * order's transfer_group): the share of an order that the card did not carry (a voucher's part, a site-wide
   * discount). The same idempotency key never transfers twice.
   */
  transfer(request: { accountId: string; amountCents: number; currency: string; transferGroup: string }, idempotencyKey: string): Promise<{ id: string }>;
  /** Takes `amountCents` of a transfer back to the platform's balance (Stripe: a transfer reversal); once per idempotency key. */
  reverseTransfer(transferId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }>;
  /**
   * Checks a webhook's signature (the `Stripe-Signature` header) against the signing secret and parses it: the event,
   * null for a verified event the site ignores. Throws WebhookSignatureError for a forged, altered or stale one.
   */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent | SubscriptionEvent | AccountEvent | PayoutEvent | null;
  /** Opens a subscription checkout; the same idempotency key returns the same session. */
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest, idempotencyKey: string): Promise<CheckoutSession>;
  /** Sets (or takes back) the end of a subscription at its period end; the change comes back as an event too. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<void>;
  /** Makes an organiser's connected account (Express); the same idempotency key answers the same account. */
  createConnectedAccount(request: ConnectedAccountRequest, idempotencyKey: string): Promise<ConnectedAccountState>;
  /** A one-time link to the provider's onboarding for the account; it sends the organiser back to returnUrl (done or not) or refreshUrl (link expired). */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  getConnectedAccount(accountId: string): Promise<ConnectedAccountState>;
  /** A one-time link into the provider's own dashboard for the organiser (Stripe: the Express dashboard's login link). */
  dashboardLink(accountId: string): Promise<string>;
}

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** The provider refused or could not be reached; the step is retried by the payment sweep. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
