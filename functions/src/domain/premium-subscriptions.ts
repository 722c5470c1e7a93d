// A venue's Premium subscription: its states and what every change (a checkout opened, a period paid, a cancel
// requested, the subscription ended) does to it. One pure function, planPremiumChange, decides; both stores apply it
// in one transaction together with the provider's event id (each id once), so replayed and out-of-order webhooks
// change nothing twice. Featuring is read at the time of use (isFeatured): a period that ran out ends it without a job.
import type { PaidInvoice } from './payment-provider.js';
import type { PremiumPlanId } from './premium.js';

/** PENDING: a checkout is open; ACTIVE: paid up to `currentPeriodEnd`; ENDED: the provider ended the subscription. */
export type PremiumStatus = 'PENDING' | 'ACTIVE' | 'ENDED';

export interface PremiumLogEntry {
  at: Date;
  from: PremiumStatus | null;
  to: PremiumStatus;
  change: PremiumChange['kind'];
}

/** One record per venue (keyed by its slug): its current or last subscription. */
export interface PremiumRecord {
  venueSlug: string;
  /** The owner who bought it (receives the invoices). */
  uid: string;
  planId: PremiumPlanId;
  status: PremiumStatus;
  provider: 'stripe' | 'test';
  /** The checkout that started it. */
  sessionId: string;
  /** The provider's customer and subscription, known once the first period is paid. */
  customerId: string | null;
  subscriptionId: string | null;
  /** Paid up to here; null until the first payment. */
  currentPeriodEnd: Date | null;
  /** The owner cancelled: it runs to `currentPeriodEnd` and is not renewed. */
  cancelAtPeriodEnd: boolean;
  createdAt: Date;
  updatedAt: Date;
  log: PremiumLogEntry[];
}

export type PremiumChange =
  /** A checkout for a subscription was opened (a new record, or a new try after an unpaid or ended one). */
  | { kind: 'CHECKOUT_OPENED'; uid: string; planId: PremiumPlanId; provider: 'stripe' | 'test'; sessionId: string }
  /** A period was paid (the first one, or a renewal): Premium runs to `periodEnd`. */
  | { kind: 'PAID'; subscriptionId: string; customerId: string | null; periodEnd: Date; invoice?: PaidInvoice }
  /** The owner cancelled (true) or took the cancellation back (false); the provider was told first. */
  | { kind: 'CANCEL_AT_PERIOD_END'; subscriptionId: string; cancel: boolean }
  /** The provider ended the subscription (its last period ran out, or payments failed). */
  | { kind: 'ENDED'; subscriptionId: string };

export interface PremiumPlanResult {
  record: PremiumRecord | null;
  changed: boolean;
}

/** True while the venue is featured: paid, and the paid period not yet over. */
export function isFeatured(record: PremiumRecord | null | undefined, now: Date): boolean {
  return !!record && record.status === 'ACTIVE' && !!record.currentPeriodEnd && record.currentPeriodEnd.getTime() > now.getTime();
}

/**
 * What `change` does to the venue's record. A change that does not fit (another subscription's event, a renewal
 * after the end, a checkout while Premium runs) changes nothing. A period end only ever moves forward, so an older
 * invoice arriving after a newer one is harmless.
 */
export function planPremiumChange(current: PremiumRecord | null, venueSlug: string, change: PremiumChange, now: Date): PremiumPlanResult {
  const unchanged = { record: current, changed: false };
  const next = (record: PremiumRecord, to: PremiumStatus, patch: Partial<PremiumRecord>): PremiumPlanResult => ({
    record: { ...record, ...patch, status: to, updatedAt: now, log: [...record.log, { at: now, from: record.status, to, change: change.kind }] },
    changed: true,
  });
  if (change.kind === 'CHECKOUT_OPENED') {
    if (current && isFeatured(current, now)) return unchanged;
    if (current?.status === 'PENDING' && current.sessionId === change.sessionId) return unchanged;
    const fresh: PremiumRecord = {
      venueSlug,
      uid: change.uid,
      planId: change.planId,
      status: 'PENDING',
      provider: change.provider,
      sessionId: change.sessionId,
      customerId: null,
      subscriptionId: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
      log: [...(current?.log ?? []), { at: now, from: current?.status ?? null, to: 'PENDING', change: change.kind }],
    };
    return { record: fresh, changed: true };
  }
  if (!current) return unchanged;
  const ours = current.subscriptionId === change.subscriptionId;
  switch (change.kind) {
    case 'PAID': {
      const first = current.status === 'PENDING' && current.subscriptionId === null;
      if (!first && !(ours && current.status === 'ACTIVE')) return unchanged;
      const end = current.currentPeriodEnd && current.currentPeriodEnd > change.periodEnd ? current.currentPeriodEnd : change.periodEnd;
      if (!first && end.getTime() === current.currentPeriodEnd?.getTime()) return unchanged;
      return next(current, 'ACTIVE', { subscriptionId: change.subscriptionId, customerId: change.customerId ?? current.customerId, currentPeriodEnd: end });
    }
    case 'CANCEL_AT_PERIOD_END':
      if (!ours || current.status !== 'ACTIVE' || current.cancelAtPeriodEnd === change.cancel) return unchanged;
      return next(current, 'ACTIVE', { cancelAtPeriodEnd: change.cancel });
    case 'ENDED':
      if (!ours || current.status === 'ENDED') return unchanged;
      return next(current, 'ENDED', { cancelAtPeriodEnd: false });
  }
}
