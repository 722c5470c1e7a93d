// What the test payment provider keeps: its Stripe-shaped checkout sessions and subscriptions, the idempotency keys
// of its create calls and refunds, the refunds, and what it plays of Stripe Connect (organisers' connected accounts,
// the transfers of destination charges with their application fees, reversals and payouts); in memory, or in a JSON
// file so that they outlive a restart as Stripe's records do.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SessionState } from '../domain/payment-provider.js';
import type { ConnectedAccountState } from '../domain/payouts.js';

/** A test session, with what its checkout page shows. */
export interface TestSession extends SessionState {
  description: string;
  locale: 'de' | 'en';
  successUrl: string;
  cancelUrl: string;
  expiresAt: string;
  createdAt: string;
  /** A subscription's checkout: what it starts, and the subscription once paid. */
  subscription?: { venueSlug: string; uid: string; planId: string; interval: 'month' | 'year'; id: string | null };
  /** A destination charge for an organiser: their account and the platform's fee. */
  payee?: { accountId: string; feeCents: number };
}

/** An organiser's connected account as the test provider plays it (Stripe's Express account, in what the site reads). */
export interface TestAccount extends ConnectedAccountState {
  uid: string;
  email: string;
  country: string;
  businessName: string;
  /** Where its onboarding page sends the organiser back (the latest onboarding link's). */
  returnUrl: string | null;
  refreshUrl: string | null;
  createdAt: string;
}

/**
 * The organiser's share of a paid destination charge, moved to their account, and the platform's fee kept from it; or
 * a transfer the platform made from its own balance (`transferGroup`: the order whose share a voucher or a site-wide
 * discount paid), which has no payment and keeps no fee.
 */
export interface TestTransfer {
  id: string;
  accountId: string;
  /** The destination charge's payment; null for the platform's own transfer. */
  paymentId: string | null;
  transferGroup?: string;
  /** The price less the fee (a charge's), or what the platform moved. */
  amountCents: number;
  /** The application fee the platform kept. */
  feeCents: number;
  currency: string;
  createdAt: string;
}

/**
 * What a refund with reverseTransfer took back from the organiser's account, and the part of the fee refunded; or a
 * reversal of the platform's own transfer (no refund, no fee).
 */
export interface TestReversal {
  id: string;
  transferId: string;
  accountId: string;
  refundId: string | null;
  amountCents: number;
  feeRefundCents: number;
  createdAt: string;
}

/** A payout of an account's balance to the organiser's bank; a failed one leaves the balance where it was. */
export interface TestPayout {
  id: string;
  accountId: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'failed';
  arrivalDate: string;
  failureMessage: string | null;
  createdAt: string;
}

/** A test subscription, Stripe-shaped in what its events carry. */
export interface TestSubscription {
  id: string;
  customerId: string;
  venueSlug: string;
  uid: string;
  planId: string;
  interval: 'month' | 'year';
  amountCents: number;
  currency: string;
  status: 'active' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  /** The name the checkout page was given for the invoice. */
  buyerName?: string | null;
}

export interface TestProviderState {
  sessions: Record<string, TestSession>;
  /** Idempotency keys of create calls and refunds, and what they answered. */
  keys: Record<string, string>;
  refunds: Record<string, { id: string; paymentId: string; amountCents: number }>;
  subscriptions: Record<string, TestSubscription>;
  accounts: Record<string, TestAccount>;
  transfers: Record<string, TestTransfer>;
  reversals: Record<string, TestReversal>;
  payouts: Record<string, TestPayout>;
}

/** The state kept in `file`; an empty one without a file or when it cannot be read. */
export function loadTestProviderState(file: string | undefined): TestProviderState {
  const empty: TestProviderState = { sessions: {}, keys: {}, refunds: {}, subscriptions: {}, accounts: {}, transfers: {}, reversals: {}, payouts: {} };
  if (!file) return empty;
  try {
    return { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<TestProviderState>) };
  } catch {
    return empty;
  }
}

/** Writes the state to `file` whole, through a temporary file, so that a crash leaves the old one or the new one. */
export function saveTestProviderState(file: string, state: TestProviderState): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}
