// Venues' Premium subscriptions in the embedded store. `change` is one IMMEDIATE transaction: it reads the venue's
// record, applies premium-subscriptions.ts's plan and writes it with the provider's event id (a primary key: an id
// applied before changes nothing), the invoice a paid period issues (the next number, once per provider invoice)
// and the mails.
import { invoiceFor, type PremiumInvoiceRecord } from '../../domain/premium-invoices.js';
import { isFeatured, planPremiumChange, type PremiumRecord } from '../../domain/premium-subscriptions.js';
import type { PremiumChangeResult, PremiumRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { Where } from './where.js';
import { writeMail } from './mail.js';
import { fromRow, ms, toJson, type Row } from './rows.js';

export function premiumRepository(kernel: EmbeddedKernel): PremiumRepository {
  const { guard } = kernel;
  const get = (venueSlug: string): PremiumRecord | null => {
    const row = kernel.prepare('SELECT data FROM premium WHERE venue_slug = ?').get(venueSlug) as Row | undefined;
    return row ? fromRow<PremiumRecord>(row) : null;
  };
  return {
    change: (venueSlug, change, now, options, mails) =>
      kernel.transaction(() => {
        const before = get(venueSlug);
        if (options.providerEventId && kernel.prepare('SELECT 1 FROM premium_events WHERE id = ?').get(options.providerEventId)) {
          return { record: before, changed: false, before, duplicateEvent: true, invoice: null } satisfies PremiumChangeResult;
        }
        const planned = planPremiumChange(before, venueSlug, change, now);
        // The invoice of a paid period: numbered next, unless this provider invoice has its number already.
        const known = change.kind === 'PAID' && change.invoice && kernel.prepare('SELECT 1 FROM premium_invoices WHERE provider_invoice_id = ?').get(change.invoice.id);
        const next = (kernel.prepare('SELECT COALESCE(MAX(number), 0) + 1 AS next FROM premium_invoices').get() as { next: number }).next;
        const invoice = known ? null : invoiceFor(planned.record, change, next, now);
        const result: PremiumChangeResult = { ...planned, before, duplicateEvent: false, invoice };
        if (options.providerEventId) kernel.prepare('INSERT INTO premium_events (id, venue_slug, at) VALUES (?, ?, ?)').run(options.providerEventId, venueSlug, ms(now));
        if (invoice) {
          kernel
            .prepare('INSERT INTO premium_invoices (number, provider_invoice_id, venue_slug, data) VALUES (?, ?, ?, ?)')
            .run(invoice.number, invoice.providerInvoiceId, invoice.venueSlug, toJson(invoice));
        }
        if (!(result.changed && result.record) && !invoice) return result;
        const record = result.record;
        if (result.changed && record) {
          kernel
            .prepare(
              `INSERT INTO premium (venue_slug, status, updated_at, data) VALUES (?, ?, ?, ?)
               ON CONFLICT (venue_slug) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, data = excluded.data`,
            )
            .run(venueSlug, record.status, ms(record.updatedAt), toJson(record));
        }
        mails(result).forEach((mail) => writeMail(kernel, mail));
        return result;
      }),
    getByVenues: (venueSlugs) => guard(() => kernel.byKeys<PremiumRecord>('premium', 'venue_slug', venueSlugs)),
    featured: (now) =>
      guard(() =>
        kernel
          .all(`SELECT data FROM premium WHERE status = 'ACTIVE' ORDER BY venue_slug`, [])
          .map((row) => fromRow<PremiumRecord>(row))
          .filter((record) => isFeatured(record, now)),
      ),
    invoices: (venueSlug) =>
      guard(() => kernel.all('SELECT data FROM premium_invoices WHERE venue_slug = ? ORDER BY number', [venueSlug]).map((row) => fromRow<PremiumInvoiceRecord>(row))),
    allInvoices: ({ first, offset }) => guard(() => kernel.page<PremiumInvoiceRecord>('premium_invoices', new Where(), { orderBy: 'number DESC', first, offset })),
  };
}
