// Which orders get invoice documents, how a credit note words the refund's reason, and the mails that carry the
// documents in both languages (the issuing itself runs through the API in graphql/invoices.test.ts).
import { describe, expect, it } from 'vitest';
import type { OrderLogEntry, OrderStatus } from '../domain/payments.js';
import { invoiceTemplates } from './invoice-mail-templates.js';
import type { InvoiceMail } from './mail-templates.js';
import { documentsDue, refundReasonText } from './order-documents.js';
import { BOOKING_CANCELLED } from './order-mails.js';

const at = new Date('2026-11-29T10:00:00Z');
const entry = (from: OrderStatus | null, to: OrderStatus): OrderLogEntry => ({ at, from, to, note: '' });
const paid = [entry(null, 'RESERVED'), entry('RESERVED', 'AWAITING_PAYMENT'), entry('AWAITING_PAYMENT', 'COMPLETED')];

describe('documentsDue', () => {
  it('gives documents to an order paid on the site, paid or refunded since', () => {
    expect(documentsDue({ provider: 'test', status: 'COMPLETED', log: paid })).toBe(true);
    expect(documentsDue({ provider: 'stripe', status: 'REFUNDED', log: [...paid, entry('COMPLETED', 'REFUND_PENDING'), entry('REFUND_PENDING', 'REFUNDED')] })).toBe(true);
  });

  it('gives none to a late payment refunded at once, an order still refunding, an unpaid one, or the demo’s', () => {
    const late = [entry(null, 'RESERVED'), entry('RESERVED', 'EXPIRED'), entry('EXPIRED', 'REFUND_PENDING'), entry('REFUND_PENDING', 'REFUNDED')];
    expect(documentsDue({ provider: 'test', status: 'REFUNDED', log: late })).toBe(false);
    expect(documentsDue({ provider: 'test', status: 'REFUND_PENDING', log: [...paid, entry('COMPLETED', 'REFUND_PENDING')] })).toBe(false);
    expect(documentsDue({ provider: 'test', status: 'EXPIRED', log: [entry(null, 'RESERVED'), entry('RESERVED', 'EXPIRED')] })).toBe(false);
    expect(documentsDue({ provider: 'demo', status: 'COMPLETED', log: paid })).toBe(false);
    // Seats given up of a paid order, refunded on their own: once refunded they correct the paid order's documents.
    const part = [entry('COMPLETED', 'REFUND_PENDING')];
    expect(documentsDue({ provider: 'stripe', status: 'REFUND_PENDING', log: part, partOf: 'o1' })).toBe(false);
    expect(documentsDue({ provider: 'stripe', status: 'REFUNDED', log: [...part, entry('REFUND_PENDING', 'REFUNDED')], partOf: 'o1' })).toBe(true);
  });

  it('gives a seat a voucher paid wholly its documents, but none to one the organiser’s own code made free', () => {
    expect(documentsDue({ status: 'COMPLETED', log: paid, amountCents: 4_500, discount: { promoKey: 'site:WILLKOMMEN', code: 'WILLKOMMEN', cents: 4_500, fundedBy: 'PLATFORM' } })).toBe(true);
    expect(documentsDue({ status: 'COMPLETED', log: paid, amountCents: 4_500, discount: { promoKey: 'olga:GRATIS', code: 'GRATIS', cents: 4_500, fundedBy: 'ORGANISER' } })).toBe(false);
  });
});

describe('refundReasonText', () => {
  it('words the site’s reasons in the document’s language and keeps an editor’s as written', () => {
    expect(refundReasonText(BOOKING_CANCELLED, 'de')).toBe('Buchung vor Ablauf der Stornofrist storniert');
    expect(refundReasonText('EVENT_CANCELLED: MINIMUM_NOT_REACHED', 'en')).toBe('Course cancelled: too few participants');
    expect(refundReasonText('EVENT_CANCELLED: Die Kursleiterin ist krank.', 'de')).toBe('Kurs abgesagt: Die Kursleiterin ist krank.');
    expect(refundReasonText('EVENT_CANCELLED: ', 'en')).toBe('Course cancelled');
    expect(refundReasonText('Doppelt gebucht', 'en')).toBe('Doppelt gebucht');
    expect(refundReasonText(undefined, 'de')).toBe('Erstattung');
  });
});

describe('the mails of invoice documents', () => {
  const mail: InvoiceMail = {
    name: 'Anna',
    kind: 'RECEIPT',
    number: 'R-7K3M9Q2X-000001',
    date: '29. November 2026',
    title: 'Drehen an der Scheibe',
    issuer: 'Olgas Töpferstube',
    total: '€ 45,00',
    link: 'https://example.org/app',
  };

  it('send the receipt and the fee invoice with what they are, their number, date and total, and where all of them are', () => {
    const receipt = invoiceTemplates.invoiceIssued.de(mail);
    expect(receipt.subject).toBe('Rechnung R-7K3M9Q2X-000001: Drehen an der Scheibe');
    expect(receipt.paragraphs).toEqual([
      'Hallo Anna!',
      'Hier ist die Rechnung für deinen Platz im Kurs „Drehen an der Scheibe“, ausgestellt von Olgas Töpferstube. Du findest sie im Anhang als PDF; bewahr sie gut auf.',
      'Rechnung Nr. R-7K3M9Q2X-000001\nRechnungsdatum: 29. November 2026\nGesamtbetrag: € 45,00',
      'Alle deine Rechnungen findest du hier:',
      'https://example.org/app',
    ]);
    const fee = invoiceTemplates.invoiceIssued.en({ ...mail, kind: 'FEE_INVOICE', number: 'G-000001', total: '€3.45' });
    expect(fee.subject).toBe('Invoice G-000001: platform fee for Drehen an der Scheibe');
    expect(fee.paragraphs[1]).toContain('the fee is kept back from your payout');
  });

  it('send a credit note with the invoice it corrects and why', () => {
    const credit = invoiceTemplates.creditNoteIssued.de({ ...mail, number: 'R-7K3M9Q2X-000002', corrects: 'R-7K3M9Q2X-000001', reason: 'Buchung vor Ablauf der Stornofrist storniert' });
    expect(credit.subject).toBe('Stornorechnung R-7K3M9Q2X-000002: Drehen an der Scheibe');
    expect(credit.paragraphs[1]).toBe('Dein Platz im Kurs „Drehen an der Scheibe“ wurde erstattet (Buchung vor Ablauf der Stornofrist storniert). Hier ist die Stornorechnung zur Rechnung R-7K3M9Q2X-000001, im Anhang als PDF.');
    expect(credit.paragraphs[2]).toContain('Korrektur der Rechnung R-7K3M9Q2X-000001: −€ 45,00');
    const english = invoiceTemplates.creditNoteIssued.en({ ...mail, kind: 'FEE_INVOICE', number: 'G-000002', corrects: 'G-000001', total: '€3.45', reason: 'Course cancelled' });
    expect(english.paragraphs[1]).toContain('and the platform fee with it');
    expect(english.paragraphs.join('\n')).not.toMatch(/\b(?:mail|event|e-mail)\b|Magazin für/i);
  });
});
