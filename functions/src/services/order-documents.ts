// The invoice documents of an order of a paid seat (decision 052), issued after its change committed: once paid, the
// participant's receipt in the seller's name (the organiser through their payout account, or the operator for its
// own courses) and, for an organiser's sale, the platform's fee invoice to them; once refunded, a credit note
// (Stornorechnung) of each. Every document is numbered in its issuer's series by InvoiceRepository.issue, one per
// source, and mailed with its PDF in the recipient's language. Issuing runs outside the order's transaction and
// never fails the order's change: what a failure leaves missing, the payment sweep issues (catchUpOrderDocuments).
import {
  creditNoteFor,
  feeInvoiceFor,
  invoiceProblems,
  invoiceSource,
  PLATFORM_ISSUER,
  receiptFor,
  sellerIssuer,
  type CourseFacts,
  type InvoiceDocumentRecord,
  type Seller,
} from '../domain/invoices.js';
import { saleCents } from '../domain/organiser-sales.js';
import { DEMO_PROVIDER, type OrderRecord } from '../domain/payments.js';
import type { EventRecord, Locale, MailAttachment, MailRecord, ProfileRecord } from '../domain/records.js';
import type { IssueResult } from '../domain/repositories.js';
import { invoiceAttachment } from '../invoices/pdf.js';
import type { CreditNoteMail, InvoiceMail } from './mail-templates.js';
import { composeMail, pageUrl } from './mail.js';
import { BOOKING_CANCELLED, formatAmount } from './order-mails.js';
import type { ServiceContext } from './service-context.js';
import { ticketAttachmentsOf } from './tickets.js';

type DocumentWork = Pick<ServiceContext, 'store' | 'now'>;

/** Invoice dates are the issuer's, in Austria. */
const INVOICE_TIME_ZONE = 'Europe/Vienna';

/**
 * Whether an order gets documents: it was paid on the site (COMPLETED at some point) and is COMPLETED or REFUNDED
 * now. A late payment refunded at once was never a sale and gets none; the demo's seeded orders were paid at no
 * provider and sold nothing, so they get none either; nor does a seat the organiser's own code made free (nothing
 * sold for money). A seat a voucher paid wholly gets its receipt as any other.
 */
export function documentsDue(order: Pick<OrderRecord, 'provider' | 'status' | 'log'> & Partial<Pick<OrderRecord, 'amountCents' | 'discount' | 'partOf'>>): boolean {
  if (order.provider === DEMO_PROVIDER) return false;
  if (order.amountCents !== undefined && saleCents({ amountCents: order.amountCents, discount: order.discount }) <= 0) return false;
  // Seats given up of a paid order (splitOrder) were receipted with it: once refunded, they correct its documents.
  if (order.partOf) return order.status === 'REFUNDED';
  if (order.status !== 'COMPLETED' && order.status !== 'REFUNDED') return false;
  return order.log.some((entry) => entry.to === 'COMPLETED');
}

/** Why the order was refunded, as a credit note prints it in its language (the order's refundReason, order-mails.ts). */
export function refundReasonText(reason: string | undefined, locale: Locale): string {
  const de = locale === 'de';
  if (reason === BOOKING_CANCELLED) return de ? 'Buchung vor Ablauf der Stornofrist storniert' : 'Booking cancelled before the cancellation deadline';
  if (reason === 'LATE_PAYMENT') return de ? 'Zahlung nach Ablauf der Reservierung' : 'Payment after the hold had ended';
  if (reason === 'AMOUNT_MISMATCH') return de ? 'Gezahlter Betrag passte nicht zur Bestellung' : 'The amount paid did not match the order';
  if (reason?.startsWith('EVENT_CANCELLED')) {
    const why = reason.replace(/^EVENT_CANCELLED:?\s*/, '').trim();
    if (why === 'MINIMUM_NOT_REACHED') return de ? 'Kurs abgesagt: Mindestteilnehmerzahl nicht erreicht' : 'Course cancelled: too few participants';
    return (de ? 'Kurs abgesagt' : 'Course cancelled') + (why ? `: ${why}` : '');
  }
  return reason?.trim() || (de ? 'Erstattung' : 'Refund');
}

/** What the documents of one order print and whom they are mailed to, read once per order. */
interface OrderFacts {
  event: EventRecord;
  participant: ProfileRecord | null;
  seller: Seller;
  organiser: ProfileRecord | null;
}

async function readFacts(work: DocumentWork, order: OrderRecord): Promise<OrderFacts> {
  const [event] = await work.store.events.getBySlugs([order.eventSlug]);
  if (!event) throw new Error(`The course ${order.eventSlug} of order ${order.id} is gone`);
  const payeeUid = order.payee?.uid;
  const [[participant, organiser], account] = await Promise.all([
    work.store.profiles.getByUids(payeeUid ? [order.uid, payeeUid] : [order.uid]),
    payeeUid ? work.store.payouts.account(payeeUid) : Promise.resolve(null),
  ]);
  if (payeeUid && !account) throw new Error(`Order ${order.id} is paid to ${payeeUid}, who has no payout account`);
  return { event, participant: participant ?? null, seller: payeeUid && account ? { uid: payeeUid, details: account.seller } : null, organiser: organiser ?? null };
}

const courseIn = (event: EventRecord, locale: Locale): CourseFacts => ({
  title: (locale === 'en' ? event.title.en : undefined) ?? event.title.de,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
});

const refundedAt = (order: OrderRecord): Date | undefined => [...order.log].reverse().find((entry) => entry.to === 'REFUNDED')?.at;

/** The mail of `document` to `person` with its PDF: the invoice, or a credit note of `corrected`. */
function documentMail(
  work: DocumentWork,
  person: ProfileRecord | null,
  document: InvoiceDocumentRecord,
  event: EventRecord,
  corrected?: InvoiceDocumentRecord,
  tickets: MailAttachment[] = [],
): MailRecord[] {
  if (!person) return [];
  const { locale } = person;
  const kind = (corrected ?? document).kind === 'FEE_INVOICE' ? 'FEE_INVOICE' : 'RECEIPT';
  const mail: InvoiceMail = {
    name: person.name,
    kind,
    number: document.id,
    date: new Intl.DateTimeFormat(locale === 'de' ? 'de-AT' : 'en-GB', { dateStyle: 'long', timeZone: INVOICE_TIME_ZONE }).format(document.issuedAt),
    title: courseIn(event, locale).title,
    issuer: document.issuer.name,
    total: formatAmount(document.grossCents, document.currency, locale),
    link: pageUrl(kind === 'FEE_INVOICE' ? '/app/payouts' : '/app', locale),
  };
  const composed = corrected
    ? composeMail('creditNoteIssued', person.email, locale, { ...mail, corrects: corrected.id, reason: document.reason ?? '' } satisfies CreditNoteMail, work.now)
    : composeMail('invoiceIssued', person.email, locale, mail, work.now);
  return [{ ...composed, attachments: [invoiceAttachment(document), ...tickets] }];
}

/** A document a service issued lacks what § 11 UStG asks (a receipt above 400 € without the participant's address): flagged, not withheld. */
function flagProblems(document: InvoiceDocumentRecord): void {
  const problems = invoiceProblems(document);
  if (problems.length > 0) console.warn(`Invoice ${document.id} lacks: ${problems.join(', ')}`);
}

/**
 * Issues what `order` is due and lacks (documentsDue): the receipt, the fee invoice of an organiser's sale, and once
 * refunded the credit note of each, each mailed with its PDF. Asking again issues nothing twice (one document per
 * source). Answers the documents it issued now. Throws when a document cannot be made (the course or the
 * organiser's account gone, the store out of reach): the caller logs it and the sweep asks again.
 */
export async function issueOrderDocuments(work: DocumentWork, order: OrderRecord): Promise<InvoiceDocumentRecord[]> {
  if (!documentsDue(order)) return [];
  if (order.partOf) return issuePartCredits(work, order, order.partOf);
  const issued: InvoiceDocumentRecord[] = [];
  let facts: Promise<OrderFacts> | undefined;
  // The sweep asks about many orders whose documents all exist: a lookup by source first spares it reading the
  // order's course and people; `issue` itself still refuses a second document for a source.
  const ensure = async (sourceKey: string, issue: (facts: OrderFacts) => Promise<IssueResult<InvoiceDocumentRecord>>): Promise<InvoiceDocumentRecord> => {
    const stored = await work.store.invoices.bySource(sourceKey);
    if (stored) return stored as InvoiceDocumentRecord;
    const result = await issue(await (facts ??= readFacts(work, order)));
    if (result.created) {
      issued.push(result.document);
      flagProblems(result.document);
    }
    return result.document;
  };

  const receipt = await ensure(invoiceSource.receipt(order.id), async ({ event, participant, seller }) => {
    const locale = participant?.locale ?? 'de';
    // The receipt of a booking's payment carries its tickets, as a free booking's confirmation does.
    const tickets = order.partOf ? [] : await ticketAttachmentsOf(work.store, order.bookingId);
    return work.store.invoices.issue(
      sellerIssuer(seller),
      invoiceSource.receipt(order.id),
      (number) => receiptFor({ number, issuedAt: work.now, locale, order, course: courseIn(event, locale), seller, participant: { uid: order.uid, name: participant?.name ?? '' } }),
      (document) => documentMail(work, participant, document, event, undefined, tickets),
    );
  });
  const payee = order.payee && order.payee.feeCents > 0 ? order.payee : null;
  const fee = payee
    ? await ensure(invoiceSource.fee(order.id), ({ event, seller, organiser }) => {
        const locale = organiser?.locale ?? 'de';
        return work.store.invoices.issue(
          PLATFORM_ISSUER,
          invoiceSource.fee(order.id),
          (number) => feeInvoiceFor({ number, issuedAt: work.now, locale, order, course: courseIn(event, locale), feeCents: payee.feeCents, organiser: seller! }),
          (document) => documentMail(work, organiser, document, event),
        );
      })
    : null;
  if (order.status === 'REFUNDED') {
    // The fee is refunded with every refund (decision 051): both documents are corrected in full, less what seats
    // given up of the order and refunded on their own corrected already (issuePartCredits): by the order's own sale
    // and fee, which splitOrder lowered by theirs.
    const corrections: [InvoiceDocumentRecord, number, 'participant' | 'organiser'][] = [[receipt, saleCents(order), 'participant']];
    if (fee && payee) corrections.push([fee, payee.feeCents, 'organiser']);
    for (const [original, cents, recipient] of corrections) {
      await ensure(invoiceSource.credit(original.id), ({ event, participant, organiser }) =>
        work.store.invoices.issue(
          original.issuerKey,
          invoiceSource.credit(original.id),
          (number) => creditNoteFor(original, Math.min(cents, original.grossCents), refundReasonText(order.refundReason, original.locale), { number, issuedAt: work.now, refundedAt: refundedAt(order) }),
          (document) => documentMail(work, recipient === 'participant' ? participant : organiser, document, event, original),
        ),
      );
    }
  }
  return issued;
}

/**
 * The credit notes of seats given up and refunded on their own (an order split off `parentId`, splitOrder): the
 * parent's receipt corrected by what they were sold at, and its fee invoice by their share of the fee. Throws while
 * the parent's documents are missing (the sweep asks again once they exist).
 */
async function issuePartCredits(work: DocumentWork, order: OrderRecord, parentId: string): Promise<InvoiceDocumentRecord[]> {
  const receipt = await work.store.invoices.bySource(invoiceSource.receipt(parentId));
  if (!receipt) throw new Error(`Order ${order.id} corrects the receipt of order ${parentId}, which is not issued yet`);
  const feeCents = order.payee?.feeCents ?? 0;
  const fee = feeCents > 0 ? await work.store.invoices.bySource(invoiceSource.fee(parentId)) : null;
  if (feeCents > 0 && !fee) throw new Error(`Order ${order.id} corrects the fee invoice of order ${parentId}, which is not issued yet`);
  const corrections: [InvoiceDocumentRecord, number, 'participant' | 'organiser'][] = [[receipt as InvoiceDocumentRecord, saleCents(order), 'participant']];
  if (fee) corrections.push([fee as InvoiceDocumentRecord, feeCents, 'organiser']);
  const issued: InvoiceDocumentRecord[] = [];
  let facts: Promise<OrderFacts> | undefined;
  for (const [original, cents, recipient] of corrections) {
    const source = invoiceSource.partCredit(original.id, order.id);
    if (cents <= 0 || (await work.store.invoices.bySource(source))) continue;
    const { event, participant, organiser } = await (facts ??= readFacts(work, order));
    const result = await work.store.invoices.issue(
      original.issuerKey,
      source,
      (number) => creditNoteFor(original, cents, refundReasonText(order.refundReason, original.locale), { number, issuedAt: work.now, refundedAt: refundedAt(order), source }),
      (document) => documentMail(work, recipient === 'participant' ? participant : organiser, document, event, original),
    );
    if (result.created) {
      issued.push(result.document);
      flagProblems(result.document);
    }
  }
  return issued;
}

/**
 * Issues an order's documents after its change committed, and never fails the change: a failure is logged and the
 * payment sweep issues what is missing.
 */
export async function issueOrderDocumentsAfterChange(work: DocumentWork, order: OrderRecord): Promise<void> {
  if (!documentsDue(order)) return;
  try {
    await issueOrderDocuments(work, order);
  } catch (error) {
    console.warn(`Invoice documents of order ${order.id} not issued (the payment sweep tries again):`, (error as Error).message);
  }
}

/**
 * Whether an order has the last document it is due. Its documents are issued one after another (the receipt, the fee
 * invoice, then the credit note of each), each only once the ones before it exist, so the last one stands for all:
 * one lookup for a paid order, two for a refunded one.
 */
async function lastDocumentExists(work: DocumentWork, order: OrderRecord): Promise<boolean> {
  if (order.partOf) {
    const corrected = await work.store.invoices.bySource(order.payee && order.payee.feeCents > 0 ? invoiceSource.fee(order.partOf) : invoiceSource.receipt(order.partOf));
    return corrected !== null && (await work.store.invoices.bySource(invoiceSource.partCredit(corrected.id, order.id))) !== null;
  }
  const last = await work.store.invoices.bySource(order.payee && order.payee.feeCents > 0 ? invoiceSource.fee(order.id) : invoiceSource.receipt(order.id));
  if (!last) return false;
  return order.status !== 'REFUNDED' || (await work.store.invoices.bySource(invoiceSource.credit(last.id))) !== null;
}

/** How many orders each sweep looks at for missing documents, the most recently changed first. */
export const DOCUMENT_SWEEP_BATCH = 50;
/** Orders whose last change is older than this are not looked at again. */
export const DOCUMENT_SWEEP_DAYS = 7;

/**
 * The sweep's part: of the orders that became COMPLETED or REFUNDED in the last DOCUMENT_SWEEP_DAYS days, the
 * DOCUMENT_SWEEP_BATCH most recently changed get what they lack. One whose documents all exist costs one lookup by
 * source (two when refunded). Answers how many documents it issued and how many orders failed.
 */
export async function catchUpOrderDocuments(work: DocumentWork): Promise<{ issued: number; failed: number }> {
  const counts = { issued: 0, failed: 0 };
  const since = new Date(work.now.getTime() - DOCUMENT_SWEEP_DAYS * 86_400_000);
  for (const order of await work.store.orders.changedSince(['COMPLETED', 'REFUNDED'], since, DOCUMENT_SWEEP_BATCH)) {
    if (!documentsDue(order) || (await lastDocumentExists(work, order))) continue;
    try {
      counts.issued += (await issueOrderDocuments(work, order)).length;
    } catch (error) {
      counts.failed++;
      console.warn(`Payment sweep: the documents of order ${order.id}:`, (error as Error).message);
    }
  }
  return counts;
}
