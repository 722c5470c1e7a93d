// The invoice PDFs read back: what each kind of document prints (number, dates, parties, lines, totals, the VAT and
// payment notes) in German and English, the same bytes for the same record, and the mail attachment.
import { describe, expect, it } from 'vitest';
import { creditNoteFor, feeInvoiceFor, premiumInvoiceDocument, receiptFor, type InvoiceDocumentRecord } from '../domain/invoices.js';
import { operator } from '../domain/operator.js';
import type { SellerDetails } from '../domain/payouts.js';
import { invoiceAttachment, invoiceFileName, renderInvoicePdf } from './pdf.js';
import { pdfText } from './pdf-text.testing.js';

const issuedAt = new Date('2026-12-03T09:00:00Z');
const course = { title: 'Töpfern für Anfänger', startsAt: new Date('2026-12-10T17:00:00Z'), endsAt: new Date('2026-12-10T20:00:00Z') };
const order = { id: 'order-1', uid: 'participant-1', eventSlug: 'toepfern', amountCents: 6_500, currency: 'EUR', paidAt: new Date('2026-12-03T08:59:00Z') };
const registered: SellerDetails = { name: 'Werkschule Mariahilf e.U.', address: ['Zieglergasse 1', '1070 Wien'], country: 'AT', email: 'hallo@werkschule.example', vat: { kind: 'REGISTERED', vatId: 'ATU12345678', percent: 20 } };
const participant = { uid: 'participant-1', name: 'Paula Łukasiewicz' };

const receipt = (details: SellerDetails, locale: 'de' | 'en' = 'de') =>
  receiptFor({ number: 12, issuedAt, locale, order, course, seller: { uid: 'organiser-1', details }, participant });

const read = async (doc: InvoiceDocumentRecord) => pdfText(await renderInvoicePdf(doc));

describe('renderInvoicePdf', () => {
  it('prints a registered organiser’s receipt in German: parties, number, dates, the line, net, USt and total, paid by card', async () => {
    const doc = receipt(registered);
    const { text, lines, pages, title } = await read(doc);
    expect(pages).toBe(1);
    expect(title).toBe(`Rechnung ${doc.id}`);
    expect(lines[0]).toBe('Magazin für Selbstgemachtes');
    expect(text).toContain('Rechnungsempfänger Rechnungsaussteller');
    expect(text).toContain('Paula Łukasiewicz Werkschule Mariahilf e.U.');
    expect(text).toContain('UID: ATU12345678');
    expect(text).toContain('Kursbuchung · Kleinbetragsrechnung');
    expect(lines).toContain(`Rechnungsnummer ${doc.id}`);
    expect(lines).toContain('Rechnungsdatum 3. Dezember 2026');
    expect(lines).toContain('Leistungsdatum 10. Dezember 2026');
    expect(lines).toContain('1 Teilnahme am Kurs „Töpfern für Anfänger“ 1 € 54,17 € 54,17');
    expect(lines).toContain('Nettobetrag € 54,17');
    expect(lines).toContain('USt 20 % € 10,83');
    expect(lines).toContain('Gesamtbetrag € 65,00');
    expect(lines).toContain('Bezahlt am 3. Dezember 2026 per Karte.');
    expect(text).toContain('Verkauft über das Magazin für Selbstgemachtes im Namen und auf Rechnung des');
    expect(lines.slice(-2)).toEqual(['Werkschule Mariahilf e.U. · Zieglergasse 1 · 1070 Wien · UID ATU12345678 Seite 1 von 1', 'hallo@werkschule.example']);
  });

  it('prints a Kleinunternehmer’s receipt without USt, with the note', async () => {
    const { text, lines } = await read(receipt({ ...registered, name: 'Anna Keramik', vat: { kind: 'SMALL_BUSINESS' } }));
    expect(lines).toContain('1 Teilnahme am Kurs „Töpfern für Anfänger“ 1 € 65,00 € 65,00');
    expect(lines).toContain('Gesamtbetrag € 65,00');
    expect(text).not.toContain('USt 20');
    expect(text).not.toContain('Nettobetrag');
    expect(text).toContain('Umsatzsteuerfrei aufgrund der Kleinunternehmerregelung (§ 6 Abs. 1 Z 27 UStG).');
  });

  it('prints the platform’s fee invoice in English, reverse-charged for a business in Germany with both VAT ids', async () => {
    const german: SellerDetails = { ...registered, name: 'Keramikwerkstatt GmbH', address: ['Hauptstraße 1', '10115 Berlin'], country: 'DE', vat: { kind: 'REGISTERED', vatId: 'DE123456789', percent: 19 } };
    const doc = feeInvoiceFor({ number: 7, issuedAt, locale: 'en', order, course, feeCents: 375, organiser: { uid: 'organiser-1', details: german } });
    const { text, lines, title } = await read(doc);
    expect(title).toBe('Invoice G-000007');
    expect(text).toContain('Billed to Issued by');
    expect(text).toContain('Keramikwerkstatt GmbH Selbstgemacht Medien GmbH');
    expect(text).toContain('Germany');
    expect(text).toContain('VAT ID: DE123456789');
    expect(text).toContain('VAT ID: ATU00000000');
    expect(lines).toContain('Invoice number G-000007');
    expect(lines).toContain('Invoice date 3 December 2026');
    expect(lines).toContain('Date of service 3 December 2026');
    expect(lines).toContain('1 Platform fee for selling a place in the course 1 €3.75 €3.75');
    expect(lines).toContain('“Töpfern für Anfänger” (order order-1)');
    expect(lines).toContain('Total €3.75');
    expect(text).not.toContain('Net amount');
    expect(text).toContain('Reverse charge: the VAT is owed by the recipient of the service');
    expect(lines).toContain('Recipient’s VAT ID: DE123456789');
    expect(lines).toContain('The fee was kept back from your payout on 3 December 2026.');
    expect(text).toContain('FN 000000 a, Commercial Court of Vienna');
  });

  it('prints a credit note as „Stornorechnung“ naming the corrected invoice, with negative amounts', async () => {
    const original = receipt(registered);
    const note = creditNoteFor(original, 6_500, 'Kurs abgesagt', { number: 13, issuedAt: new Date('2026-12-05T10:00:00Z') });
    const { text, lines, title } = await read(note);
    expect(title).toBe(`Stornorechnung ${note.id}`);
    expect(lines).toContain('Stornorechnung');
    expect(lines).toContain('Rechnungskorrektur');
    expect(text).not.toContain('Gutschrift');
    expect(lines).toContain(`Korrektur der Rechnung ${original.id} vom 3. Dezember 2026`);
    expect(lines).toContain('Grund: Kurs abgesagt');
    expect(lines).toContain('Nettobetrag -€ 54,17');
    expect(lines).toContain('USt 20 % -€ 10,83');
    expect(lines).toContain('Korrekturbetrag -€ 65,00');
    expect(lines).toContain('Der Betrag wurde am 5. Dezember 2026 auf deine Karte zurückerstattet.');
  });

  it('prints the organiser’s own discount as a line, and how a site-wide discount, a voucher and the card paid, in one line each', async () => {
    const discounted = receiptFor({ number: 12, issuedAt, locale: 'de', order: { ...order, discount: { code: 'HERBST10', cents: 650, fundedBy: 'ORGANISER' } }, course, seller: { uid: 'organiser-1', details: registered }, participant });
    const own = await read(discounted);
    expect(own.lines).toContain('2 Rabatt mit dem Code „HERBST10“ 1 -€ 5,42 -€ 5,42');
    expect(own.lines).toContain('Gesamtbetrag € 58,50');

    const shared = { ...order, discount: { code: 'WILLKOMMEN', cents: 1_000, fundedBy: 'PLATFORM' as const }, voucher: { codeHint: 'RW2P', cents: 4_000 } };
    const doc = receiptFor({ number: 13, issuedAt, locale: 'de', order: shared, course, seller: { uid: 'organiser-1', details: registered }, participant });
    const { text, lines } = await read(doc);
    expect(lines).toContain('Gesamtbetrag € 65,00');
    expect(text.replaceAll('\n', ' ')).toContain('Bezahlt am 3. Dezember 2026: € 10,00 Rabatt mit dem Code „WILLKOMMEN“, € 40,00 mit dem Gutschein …RW2P, € 15,00 per Karte.');
    expect(lines).toContain(`Den Rabatt zahlt ${operator.name} als Dritter; die USt bemisst sich am vollen Preis.`);

    const note = await read(creditNoteFor(doc, 6_500, 'Kurs abgesagt', { number: 14, issuedAt: new Date('2026-12-05T10:00:00Z') }));
    expect(note.text.replaceAll('\n', ' ')).toContain('Am 5. Dezember 2026 zurückerstattet: € 40,00 auf den Gutschein …RW2P, € 15,00 auf deine Karte.');
    const english = await read(receiptFor({ number: 15, issuedAt, locale: 'en', order: { ...order, voucher: { codeHint: 'RW2P', cents: 6_500 } }, course, seller: { uid: 'organiser-1', details: registered }, participant }));
    expect(english.lines).toContain('Paid on 3 December 2026: €65.00 with the gift voucher …RW2P.');
  });

  it('prints a Premium invoice with its period and the buyer’s address', async () => {
    const doc = premiumInvoiceDocument(
      {
        number: 42,
        providerInvoiceId: 'in_1',
        venueSlug: 'werkschule',
        uid: 'owner-1',
        planId: 'premium-yearly',
        issuedAt,
        periodStart: new Date('2026-12-03T09:00:00Z'),
        periodEnd: new Date('2027-12-03T09:00:00Z'),
        currency: 'EUR',
        netCents: 24_000,
        vatCents: 4_800,
        grossCents: 28_800,
        vatPercent: 20,
        buyerName: 'Werkschule Mariahilf e.U.',
        buyerAddress: ['Zieglergasse 1', '1070 Wien'],
        buyerCountry: 'AT',
      },
      { locale: 'de', venueName: 'Werkschule Mariahilf', ownerName: 'Olga' },
    );
    const { text, lines } = await read(doc);
    expect(lines).toContain('Rechnungsnummer P-000042');
    expect(lines).toContain('Leistungszeitraum 3. Dezember 2026 – 3. Dezember 2027');
    expect(lines).toContain('1 Premium jährlich für „Werkschule Mariahilf“ im 1 € 240,00 € 240,00');
    expect(lines).toContain('Magazin für Selbstgemachtes');
    expect(text).toContain('Premium-Eintrag');
    expect(text).not.toContain('Kleinbetragsrechnung');
    expect(lines).toContain('Nettobetrag € 240,00');
    expect(lines).toContain('USt 20 % € 48,00');
    expect(lines).toContain('Gesamtbetrag € 288,00');
    expect(lines).toContain('Bezahlt am 3. Dezember 2026.');
  });

  it('continues many lines on a second page with the header and footer', async () => {
    const doc = receipt(registered);
    const many = Array.from({ length: 40 }, (_, i) => ({ ...doc.lines[0]!, description: `Posten ${i + 1}` }));
    const { pages, text } = await read({ ...doc, lines: many, netCents: 40 * 5_417, vatCents: 40 * 1_083, grossCents: 40 * 6_500 });
    expect(pages).toBe(2);
    expect(text).toContain('Posten 40');
    expect(text).toContain('Seite 2 von 2');
    expect(text.match(/Pos\. Beschreibung/g)).toHaveLength(2);
  });

  it('gives the same bytes for the same record, and other bytes for another', async () => {
    const doc = receipt(registered);
    const first = await renderInvoicePdf(doc);
    expect((await renderInvoicePdf(structuredClone(doc))).equals(first)).toBe(true);
    expect((await renderInvoicePdf({ ...doc, grossCents: 6_600 })).equals(first)).toBe(false);
  });

  it('attaches the PDF to a mail under its number', async () => {
    const doc = receipt(registered);
    const attachment = invoiceAttachment(doc);
    expect(attachment).toMatchObject({ filename: `${doc.id}.pdf`, contentType: 'application/pdf', encoding: 'base64' });
    expect(Buffer.from(attachment.content, 'base64').equals(await renderInvoicePdf(doc))).toBe(true);
    expect(invoiceFileName({ id: 'P-000042' })).toBe('P-000042.pdf');
    expect(invoiceFileName({ id: 'a/b c' })).toBe('a_b_c.pdf');
  });
});
