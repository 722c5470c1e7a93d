// Venues' Premium subscriptions in Firestore: premium/{venueSlug}, and the provider's event ids applied to them in
// premiumEvents. `change` is one transaction that reads the record and the event id, applies
// premium-subscriptions.ts's plan and writes the record, the id and the mails; it may run several times, only the
// committed run's writes and mails count. A paid period's invoice takes its number from the counter
// premiumInvoices/_counter in that transaction (so numbers have no gaps and no twins) and is written as
// premiumInvoices/{provider invoice id}, whose existence keeps a provider invoice to one number.
import { invoiceFor, type PremiumInvoiceRecord } from '../../domain/premium-invoices.js';
import { isFeatured, planPremiumChange, type PremiumRecord } from '../../domain/premium-subscriptions.js';
import type { PremiumChangeResult, PremiumRepository } from '../../domain/repositories.js';
import { fromDocument, toDocument } from './documents.js';
import type { FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';

export function premiumRepository(kernel: FirebaseKernel): PremiumRepository {
  const { guard, db, read } = kernel;
  const { mail, premium, premiumEvents, premiumInvoices } = kernel.collections;
  const counter = premiumInvoices.doc(INVOICE_COUNTER);
  return {
    change: (venueSlug, change, now, options, mails) =>
      guard(
        () =>
          runTransaction(db, async (tx) => {
            const data = (await tx.get(premium.doc(venueSlug))).data();
            const before = data ? fromDocument<PremiumRecord>(data) : null;
            const seen = options.providerEventId ? (await tx.get(premiumEvents.doc(options.providerEventId))).exists : false;
            if (seen) return { record: before, changed: false, before, duplicateEvent: true, invoice: null } satisfies PremiumChangeResult;
            const paidInvoice = change.kind === 'PAID' ? change.invoice : undefined;
            // Every read before the first write (Firestore transactions): the invoice's document and the counter.
            const [known, count] = paidInvoice ? await Promise.all([tx.get(premiumInvoices.doc(paidInvoice.id)), tx.get(counter)]) : [null, null];
            const planned = planPremiumChange(before, venueSlug, change, now);
            const next = ((count?.data()?.['last'] as number | undefined) ?? 0) + 1;
            const invoice = known?.exists ? null : invoiceFor(planned.record, change, next, now);
            const result: PremiumChangeResult = { ...planned, before, duplicateEvent: false, invoice };
            if (options.providerEventId) tx.create(premiumEvents.doc(options.providerEventId), { venueSlug, at: now });
            if (invoice) {
              tx.set(counter, { last: invoice.number });
              tx.create(premiumInvoices.doc(invoice.providerInvoiceId), toDocument(invoice));
            }
            if (result.changed && result.record) tx.set(premium.doc(venueSlug), toDocument(result.record));
            if ((result.changed && result.record) || invoice) for (const m of mails(result)) tx.set(mail.doc(m.id), mailDocument(m));
            return result;
          }),
        false,
      ),
    getByVenues: (venueSlugs) => guard(() => kernel.byKeys<PremiumRecord>(premium, venueSlugs)),
    // Few venues hold Premium: one equality query, the period checked here (no composite index needed).
    featured: async (now) =>
      (await guard(() => read<PremiumRecord>(premium.where('status', '==', 'ACTIVE')))).filter((record) => isFeatured(record, now)).sort((a, b) => (a.venueSlug < b.venueSlug ? -1 : 1)),
    // One equality query (a venue has a few invoices a year), sorted here: no composite index.
    invoices: async (venueSlug) =>
      (await guard(() => read<PremiumInvoiceRecord>(premiumInvoices.where('venueSlug', '==', venueSlug)))).sort((a, b) => a.number - b.number),
    // The counter document has no `number`, so ordering by it leaves the counter out (single-field index).
    allInvoices: ({ first, offset }) => guard(() => kernel.page<PremiumInvoiceRecord>(premiumInvoices.orderBy('number', 'desc'), { first, offset })),
  };
}

/** The counter document among the invoices: `last` is the number issued last. */
const INVOICE_COUNTER = '_counter';
