// Invoices for Premium: one for every period the provider reports paid (invoice.paid, the first included), numbered
// without gaps in the order the store records them. The number is taken in the same transaction that applies the
// payment (PremiumRepository.change), keyed by the provider's invoice id, so a replayed or repeated webhook never
// numbers or mails an invoice twice.
import { splitGross, VAT_PERCENT, type PremiumPlanId } from './premium.js';
import type { PremiumChange, PremiumRecord } from './premium-subscriptions.js';

/** An invoice the site issued: a sequential number, and everything the mail shows, fixed when it was issued. */
export interface PremiumInvoiceRecord {
  /** 1, 2, 3, … per store, without gaps (formatted by invoiceNumber). */
  number: number;
  providerInvoiceId: string;
  venueSlug: string;
  /** The owner who bought Premium and receives the invoice. */
  uid: string;
  planId: PremiumPlanId;
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  currency: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatPercent: number;
  buyerName: string | null;
  buyerAddress: string[];
  buyerCountry: string | null;
}

/** The invoice number as printed: „P-000042“ (P for Premium; six digits sort as text up to a million invoices). */
export const invoiceNumber = (number: number): string => `P-${String(number).padStart(6, '0')}`;

/**
 * The invoice a change issues, numbered `number`, or null: a paid period (with the provider's invoice) of the
 * subscription the venue's record holds after the change, whether or not it moved the period (an older invoice
 * arriving late was paid all the same). The store checks that the provider's invoice id is new.
 */
export function invoiceFor(record: PremiumRecord | null, change: PremiumChange, number: number, now: Date): PremiumInvoiceRecord | null {
  if (change.kind !== 'PAID' || !change.invoice || !record || record.subscriptionId !== change.subscriptionId) return null;
  const { invoice } = change;
  return {
    number,
    providerInvoiceId: invoice.id,
    venueSlug: record.venueSlug,
    uid: record.uid,
    planId: record.planId,
    issuedAt: now,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    currency: invoice.currency.toUpperCase(),
    ...splitGross(invoice.amountCents),
    vatPercent: VAT_PERCENT,
    buyerName: invoice.buyerName,
    buyerAddress: invoice.buyerAddress,
    buyerCountry: invoice.buyerCountry,
  };
}
