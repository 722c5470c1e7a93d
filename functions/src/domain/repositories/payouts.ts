// The ports of the organisers' money: their connected accounts and the payouts the provider reports
// (domain/payouts.ts), and the invoices and credit notes the site issues, numbered without gaps per issuer
// (domain/invoices.ts).
import type { IssuedDocument } from '../invoices.js';
import type { PayoutAccountRecord, PayoutRecord } from '../payouts.js';
import type { MailRecord } from '../records.js';
import type { Page } from './pages.js';

/** Organisers' connected accounts (one per organiser) and their payouts. */
export interface PayoutRepository {
  /** The organiser's account, or null before they began onboarding. */
  account(uid: string): Promise<PayoutAccountRecord | null>;
  /** The account with this provider account id (acct_…), or null: webhooks name the account, not the organiser. */
  accountById(accountId: string): Promise<PayoutAccountRecord | null>;
  /** Writes the organiser's account whole (creates or replaces the one of `record.uid`). */
  saveAccount(record: PayoutAccountRecord): Promise<void>;
  /**
   * Keeps a payout the provider reported, by its id: a payout seen before is replaced (a paid payout may fail later),
   * so a replayed event changes nothing. Answers whether the id was known.
   */
  recordPayout(payout: PayoutRecord): Promise<{ known: boolean }>;
  /** An organiser's payouts, newest arrival first. */
  payouts(uid: string): Promise<PayoutRecord[]>;
}

/** The outcome of InvoiceRepository.issue. */
export interface IssueResult<T extends IssuedDocument> {
  document: T;
  /** False when a document for this source existed already: nothing was written, `document` is the stored one. */
  created: boolean;
}

/**
 * Invoices and credit notes (domain/invoices.ts). `issue` takes the issuer's next number, stores the document and its
 * mails in one transaction: per issuer the numbers run 1, 2, 3, … without gaps or twins, and a source (an order's
 * receipt, its credit note, its fee invoice) gets one document however often it is asked for.
 */
export interface InvoiceRepository {
  issue<T extends IssuedDocument>(
    issuerKey: string,
    sourceKey: string,
    build: (number: number) => T,
    mails: (document: T) => MailRecord[],
  ): Promise<IssueResult<T>>;
  /** The document with this id, or null. */
  get(id: string): Promise<IssuedDocument | null>;
  /** The document issued for a source, or null. */
  bySource(sourceKey: string): Promise<IssuedDocument | null>;
  /** The documents a person is a party to (a participant's receipts, an organiser's fee invoices), newest first. */
  ofParty(uid: string, limit: number): Promise<IssuedDocument[]>;
  /** All documents, newest first, one page with the total (the editors' list). */
  list(page: { first: number; offset: number }): Promise<Page<IssuedDocument>>;
}
