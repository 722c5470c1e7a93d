// What the test payment provider keeps: its Stripe-shaped checkout sessions and subscriptions, the idempotency keys
// of its create calls and refunds, and the refunds; in memory, or in a JSON file so that they outlive a restart as
// Stripe's records do.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SessionState } from '../domain/payment-provider.js';

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
}

/** The state kept in `file`; an empty one without a file or when it cannot be read. */
export function loadTestProviderState(file: string | undefined): TestProviderState {
  const empty: TestProviderState = { sessions: {}, keys: {}, refunds: {}, subscriptions: {} };
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
