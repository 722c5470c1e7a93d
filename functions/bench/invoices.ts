// BENCH_ONLY=invoices: how long drawing an invoice's PDF takes and how large it is, for each kind of document side by
// side (a receipt, a fee invoice, a credit note, a Premium invoice, and a receipt of 40 lines over two pages). The
// PDF is drawn inside the store transaction that numbers a document (its mail's attachment), so this is how long
// that transaction holds its lock, and what a download costs.
import { creditNoteFor, feeInvoiceFor, premiumInvoiceDocument, receiptFor, type InvoiceDocumentRecord } from '../src/domain/invoices.js';
import type { SellerDetails } from '../src/domain/payouts.js';
import { renderInvoicePdfSync } from '../src/invoices/pdf.js';

const at = new Date('2026-12-03T09:00:00Z');
const seller: SellerDetails = { name: 'Werkschule Mariahilf e.U.', address: ['Zieglergasse 1', '1070 Wien'], country: 'AT', email: 'hallo@werkschule.example', vat: { kind: 'REGISTERED', vatId: 'ATU12345678', percent: 20 } };
const order = { id: 'order-1', uid: 'participant', eventSlug: 'kurs', amountCents: 6_500, currency: 'EUR', paidAt: at };
const course = { title: 'Töpfern für Anfänger', startsAt: at, endsAt: at };

function documents(): Record<string, InvoiceDocumentRecord> {
  const receipt = receiptFor({ number: 1, issuedAt: at, locale: 'de', order, course, seller: { uid: 'organiser', details: seller }, participant: { uid: 'participant', name: 'Paula' } });
  const lines = Array.from({ length: 40 }, (_, i) => ({ ...receipt.lines[0]!, description: `Posten ${i + 1}` }));
  return {
    receipt,
    'fee invoice': feeInvoiceFor({ number: 1, issuedAt: at, locale: 'en', order, course, feeCents: 375, organiser: { uid: 'organiser', details: seller } }),
    'credit note': creditNoteFor(receipt, 6_500, 'Kurs abgesagt', { number: 2, issuedAt: at }),
    'Premium invoice': premiumInvoiceDocument(
      { number: 1, providerInvoiceId: 'in_1', venueSlug: 'v', uid: 'o', planId: 'premium-monthly', issuedAt: at, periodStart: at, periodEnd: at, currency: 'EUR', netCents: 2_400, vatCents: 480, grossCents: 2_880, vatPercent: 20, buyerName: 'Olga', buyerAddress: ['Lindengasse 5', '1070 Wien'], buyerCountry: 'AT' },
      { locale: 'de', venueName: 'Werkschule', ownerName: 'Olga' },
    ),
    'receipt, 40 lines': { ...receipt, lines, netCents: 40 * receipt.netCents, vatCents: 40 * receipt.vatCents, grossCents: 40 * receipt.grossCents },
  };
}

export function invoiceFigures(rounds: number): void {
  const all = documents();
  // The first drawing loads pdfkit's and fontkit's code paths: not counted.
  renderInvoicePdfSync(all.receipt!);
  const rows: Record<string, { 'median ms': number; 'p95 ms': number; 'KB': number }> = {};
  for (const [name, doc] of Object.entries(all)) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      bytes = renderInvoicePdfSync(doc).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const pick = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
    rows[name] = { 'median ms': pick(0.5), 'p95 ms': pick(0.95), KB: Math.round(bytes / 102.4) / 10 };
  }
  console.log(`Invoice PDFs: drawing one document (pdfkit, DejaVu Sans embedded), ${rounds} times each`);
  console.table(rows);
}
