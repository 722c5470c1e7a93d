// The Premium subscriptions' port: every change of a venue's subscription in one transaction, and its invoices.
import type { PremiumInvoiceRecord } from '../premium-invoices.js';
import type { PremiumChange, PremiumPlanResult, PremiumRecord } from '../premium-subscriptions.js';
import type { MailRecord } from '../records.js';
import type { Page } from './pages.js';

/** The outcome of PremiumRepository.change. */
export interface PremiumChangeResult extends PremiumPlanResult {
  /** The venue's record before the change. */
  before: PremiumRecord | null;
  /** True when the provider's event id was handled before: nothing was written. */
  duplicateEvent: boolean;
  /** The invoice this change issued (a paid period whose provider invoice is new; premium-invoices.ts), numbered. */
  invoice: PremiumInvoiceRecord | null;
}

/**
 * Venues' Premium subscriptions (domain/premium-subscriptions.ts), one record per venue. Every change goes through
 * `change`, one transaction that writes the record, the provider's event id (each id is applied once), the invoice a
 * paid period issues (the next number, once per provider invoice) and the mails.
 */
export interface PremiumRepository {
  change(
    venueSlug: string,
    change: PremiumChange,
    now: Date,
    options: { providerEventId?: string },
    mails: (result: PremiumChangeResult) => MailRecord[],
  ): Promise<PremiumChangeResult>;
  getByVenues(venueSlugs: readonly string[]): Promise<(PremiumRecord | null)[]>;
  /** The venues featured at `now` (isFeatured), by venue slug. */
  featured(now: Date): Promise<PremiumRecord[]>;
  /** A venue's invoices, by number. */
  invoices(venueSlug: string): Promise<PremiumInvoiceRecord[]>;
  /** Every venue's invoices, newest (highest number) first, one page with the total (the editors' list). */
  allInvoices(page: { first: number; offset: number }): Promise<Page<PremiumInvoiceRecord>>;
}
