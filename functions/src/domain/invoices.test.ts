// The documents' builders and the § 11 UStG check: numbers per issuer, VAT by the seller's status, the fee's reverse
// charge, credit notes, Premium's invoices, and every element invoiceProblems asks for.
import { describe, expect, it } from 'vitest';
import {
  creditNoteFor,
  documentId,
  feeInvoiceFor,
  invoiceProblems,
  invoiceSource,
  organiserCode,
  organiserIssuer,
  premiumInvoiceDocument,
  receiptFor,
  type InvoiceDocumentRecord,
  type PaidOrder,
  type Seller,
} from './invoices.js';
import type { SellerDetails } from './payouts.js';
import type { PremiumInvoiceRecord } from './premium-invoices.js';

const issuedAt = new Date('2026-12-03T09:00:00Z');
const course = { title: 'Töpfern für Anfänger', startsAt: new Date('2026-12-10T17:00:00Z'), endsAt: new Date('2026-12-10T20:00:00Z') };
const order = { id: 'order-1', uid: 'participant-1', eventSlug: 'toepfern', amountCents: 6_500, currency: 'eur', paidAt: new Date('2026-12-03T08:59:00Z') };
const participant = { uid: 'participant-1', name: 'Paula Teilnehmerin' };
const address = ['Zieglergasse 1', '1070 Wien'];

const registered: SellerDetails = { name: 'Werkschule Mariahilf e.U.', address, country: 'AT', email: 'hallo@werkschule.example', vat: { kind: 'REGISTERED', vatId: 'ATU12345678', percent: 20 } };
const smallBusiness: SellerDetails = { ...registered, name: 'Anna Keramik', vat: { kind: 'SMALL_BUSINESS' } };
const organiser = (details: SellerDetails): NonNullable<Seller> => ({ uid: 'organiser-1', details });

const receipt = (seller: Seller, amountCents = order.amountCents, extra: Partial<typeof participant & { address: string[] }> = {}) =>
  receiptFor({ number: 12, issuedAt, locale: 'de', order: { ...order, amountCents }, course, seller, participant: { ...participant, ...extra } });

describe('document numbers', () => {
  it('prints each issuer’s series: G for the platform, P for Premium, R and the organiser’s code for an organiser', () => {
    expect(documentId('platform', 12)).toBe('G-000012');
    expect(documentId('premium', 42)).toBe('P-000042');
    expect(documentId(organiserIssuer('organiser-1'), 12)).toBe(`R-${organiserCode('organiser-1')}-000012`);
    expect(() => documentId('platform', 0)).toThrow(RangeError);
    expect(() => documentId('someone', 1)).toThrow(RangeError);
  });

  it('gives an organiser the same eight-letter code every time, another one for another organiser', () => {
    expect(organiserCode('organiser-1')).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(organiserCode('organiser-1')).toBe(organiserCode('organiser-1'));
    const codes = new Set(Array.from({ length: 2_000 }, (_, i) => organiserCode(`uid-${i}`)));
    expect(codes.size).toBe(2_000);
  });
});

describe('receiptFor', () => {
  it('issues a registered organiser’s receipt in their name with 20 % USt taken out of the price', () => {
    const doc = receipt(organiser(registered));
    expect(doc).toMatchObject({
      kind: 'RECEIPT',
      issuerKey: 'organiser:organiser-1',
      sourceKey: invoiceSource.receipt('order-1'),
      number: 12,
      partyUids: ['participant-1', 'organiser-1'],
      issuer: { name: 'Werkschule Mariahilf e.U.', vatId: 'ATU12345678' },
      recipient: { name: 'Paula Teilnehmerin', address: [] },
      vat: { kind: 'STANDARD', percent: 20 },
      netCents: 5_417,
      vatCents: 1_083,
      grossCents: 6_500,
      currency: 'EUR',
      service: { start: course.startsAt, end: course.endsAt },
      settlement: { kind: 'PAID', at: order.paidAt, method: 'card' },
    });
    expect(doc.lines).toEqual([{ description: 'Teilnahme am Kurs „Töpfern für Anfänger“', quantity: 1, unitGrossCents: 6_500, netCents: 5_417, vatCents: 1_083, grossCents: 6_500 }]);
    expect(invoiceProblems(doc)).toEqual([]);
  });

  it('takes the organiser’s own rate', () => {
    const doc = receipt(organiser({ ...registered, vat: { kind: 'REGISTERED', vatId: 'ATU12345678', percent: 10 } }), 1_100);
    expect(doc).toMatchObject({ vat: { kind: 'STANDARD', percent: 10 }, netCents: 1_000, vatCents: 100 });
    expect(invoiceProblems(doc)).toEqual([]);
  });

  it('shows no VAT for a Kleinunternehmer', () => {
    const doc = receipt(organiser(smallBusiness));
    expect(doc).toMatchObject({ vat: { kind: 'SMALL_BUSINESS' }, netCents: 6_500, vatCents: 0, grossCents: 6_500, issuer: { vatId: null } });
    expect(invoiceProblems(doc)).toEqual([]);
  });

  it('issues the operator’s own course in the platform’s series at 20 %', () => {
    const doc = receipt(null);
    expect(doc).toMatchObject({ issuerKey: 'platform', id: 'G-000012', issuer: { name: 'Selbstgemacht Medien GmbH', vatId: 'ATU00000000', country: 'AT' }, partyUids: ['participant-1'], vat: { kind: 'STANDARD', percent: 20 } });
    expect(invoiceProblems(doc)).toEqual([]);
  });

  it('is a Kleinbetragsrechnung up to 400 € gross: the participant’s address is not needed', () => {
    expect(invoiceProblems(receipt(organiser(registered), 40_000))).toEqual([]);
  });

  it('needs the participant’s address above 400 €, and the organiser’s UID unless a Kleinunternehmer', () => {
    expect(invoiceProblems(receipt(organiser(registered), 40_001))).toEqual(['recipientAddress']);
    expect(invoiceProblems(receipt(organiser(registered), 40_001, { address }))).toEqual([]);
    expect(invoiceProblems(receipt(organiser(smallBusiness), 40_001, { address }))).toEqual([]);
    const withoutUid = receipt(organiser({ ...registered, vat: { kind: 'REGISTERED', vatId: ' ', percent: 20 } }), 50_000, { address });
    expect(invoiceProblems(withoutUid)).toEqual(['issuerVatId']);
    expect(invoiceProblems(receipt(organiser({ ...registered, vat: { kind: 'REGISTERED', vatId: ' ', percent: 20 } }), 30_000))).toEqual([]);
  });
});

describe('receiptFor with a discount or a gift voucher', () => {
  const paid = (extra: Pick<PaidOrder, 'discount' | 'voucher'>) => receiptFor({ number: 12, issuedAt, locale: 'de', order: { ...order, ...extra }, course, seller: organiser(registered), participant });

  it('lowers the sale by the organiser’s own discount, a line of its own, and takes the VAT on what is left', () => {
    const doc = paid({ discount: { code: 'HERBST10', cents: 650, fundedBy: 'ORGANISER' } });
    expect(doc.lines.map((item) => [item.description, item.grossCents, item.netCents, item.vatCents])).toEqual([
      ['Teilnahme am Kurs „Töpfern für Anfänger“', 6_500, 5_417, 1_083],
      ['Rabatt mit dem Code „HERBST10“', -650, -542, -108],
    ]);
    expect(doc).toMatchObject({ grossCents: 5_850, netCents: 4_875, vatCents: 975, settlement: { kind: 'PAID', method: 'card' } });
    expect(doc.paidWith).toBeUndefined();
    expect(invoiceProblems(doc)).toEqual([]);
  });

  it('keeps the full price as the sale when the platform pays a site-wide discount, and says how the amount was paid', () => {
    const doc = paid({ discount: { code: 'WILLKOMMEN', cents: 1_000, fundedBy: 'PLATFORM' }, voucher: { codeHint: 'RW2P', cents: 4_000 } });
    expect(doc).toMatchObject({ grossCents: 6_500, netCents: 5_417, vatCents: 1_083, settlement: { kind: 'PAID', method: 'card' } });
    expect(doc.lines).toHaveLength(1);
    expect(doc.paidWith).toEqual([
      { kind: 'PLATFORM_DISCOUNT', code: 'WILLKOMMEN', cents: 1_000 },
      { kind: 'VOUCHER', codeHint: 'RW2P', cents: 4_000 },
      { kind: 'CARD', cents: 1_500 },
    ]);
    expect(invoiceProblems(doc)).toEqual([]);
  });

  it('issues a receipt for a seat a voucher paid wholly, paid by no card, and mirrors how it was paid in its credit note', () => {
    const doc = paid({ voucher: { codeHint: 'RW2P', cents: 6_500 } });
    expect(doc).toMatchObject({ grossCents: 6_500, settlement: { kind: 'PAID', method: null }, paidWith: [{ kind: 'VOUCHER', codeHint: 'RW2P', cents: 6_500 }] });
    const note = creditNoteFor(doc, 6_500, 'Kurs abgesagt', { number: 13, issuedAt });
    expect(note).toMatchObject({ grossCents: 6_500, settlement: { kind: 'REFUNDED', method: null }, paidWith: doc.paidWith });
    // A part of the amount cannot say which way it went back: no parts.
    expect(creditNoteFor(doc, 100, 'Teilerstattung', { number: 14, issuedAt }).paidWith).toBeUndefined();
  });
});

const fee = (details: SellerDetails, feeCents = 375) =>
  feeInvoiceFor({ number: 7, issuedAt, locale: 'de', order, course, feeCents, organiser: { uid: 'organiser-1', details } });

describe('feeInvoiceFor', () => {
  it('invoices an Austrian organiser the fee with 20 % USt, kept back from the payout', () => {
    const doc = fee(registered);
    expect(doc).toMatchObject({
      kind: 'FEE_INVOICE',
      id: 'G-000007',
      issuerKey: 'platform',
      sourceKey: 'fee:order-1',
      partyUids: ['organiser-1'],
      issuer: { name: 'Selbstgemacht Medien GmbH', vatId: 'ATU00000000' },
      recipient: { name: 'Werkschule Mariahilf e.U.', vatId: 'ATU12345678', business: true },
      vat: { kind: 'STANDARD', percent: 20 },
      netCents: 313,
      vatCents: 62,
      grossCents: 375,
      service: { start: order.paidAt, end: order.paidAt },
      settlement: { kind: 'WITHHELD_FROM_PAYOUT', at: order.paidAt },
    });
    expect(doc.lines[0]!.description).toBe('Plattformgebühr für den Verkauf eines Platzes im Kurs „Töpfern für Anfänger“ (Bestellung order-1)');
    expect(invoiceProblems(doc)).toEqual([]);
  });

  it('charges an Austrian Kleinunternehmer the USt too', () => {
    expect(fee(smallBusiness)).toMatchObject({ vat: { kind: 'STANDARD', percent: 20 }, vatCents: 62 });
  });

  it('reverse-charges a business registered in another EU country, which needs both UIDs and addresses at any amount', () => {
    const german: SellerDetails = { ...registered, address: ['Hauptstraße 1', '10115 Berlin'], country: 'DE', vat: { kind: 'REGISTERED', vatId: 'DE123456789', percent: 19 } };
    const doc = fee(german);
    expect(doc).toMatchObject({ vat: { kind: 'REVERSE_CHARGE' }, netCents: 375, vatCents: 0, grossCents: 375 });
    expect(invoiceProblems(doc)).toEqual([]);
    expect(invoiceProblems({ ...doc, recipient: { ...doc.recipient, vatId: null, address: [] } })).toEqual(['recipientAddress', 'recipientVatId']);
    // Abroad without a VAT id, or outside the EU: Austrian USt.
    expect(fee({ ...german, vat: { kind: 'SMALL_BUSINESS' } }).vat).toEqual({ kind: 'STANDARD', percent: 20 });
    expect(fee({ ...german, country: 'CH', vat: { kind: 'REGISTERED', vatId: 'CHE-123.456.789', percent: 8 } }).vat).toEqual({ kind: 'STANDARD', percent: 20 });
  });

  it('names the organiser’s UID above 10,000 € gross', () => {
    const large = fee(registered, 1_000_001);
    expect(invoiceProblems(large)).toEqual([]);
    expect(invoiceProblems({ ...large, recipient: { ...large.recipient, vatId: null } })).toEqual(['recipientVatId']);
    expect(invoiceProblems({ ...fee(registered, 1_000_000), recipient: { ...large.recipient, vatId: null } })).toEqual([]);
  });

  it('refuses a fee of nothing', () => {
    expect(() => fee(registered, 0)).toThrow(RangeError);
  });
});

describe('creditNoteFor', () => {
  it('corrects a receipt in the same series, for the participant, at the receipt’s rate', () => {
    const original = receipt(organiser(registered));
    const note = creditNoteFor(original, 6_500, 'Kurs abgesagt', { number: 13, issuedAt: new Date('2026-12-05T10:00:00Z') });
    expect(note).toMatchObject({
      kind: 'CREDIT_NOTE',
      issuerKey: original.issuerKey,
      number: 13,
      id: documentId(original.issuerKey, 13),
      sourceKey: `credit:${original.id}`,
      partyUids: original.partyUids,
      issuer: original.issuer,
      recipient: original.recipient,
      vat: original.vat,
      netCents: 5_417,
      vatCents: 1_083,
      grossCents: 6_500,
      corrects: { id: original.id, issuedAt: original.issuedAt, kind: 'RECEIPT' },
      reason: 'Kurs abgesagt',
      settlement: { kind: 'REFUNDED', at: new Date('2026-12-05T10:00:00Z'), method: 'card' },
      orderId: 'order-1',
    });
    expect(note.lines[0]!.description).toBe(`Korrektur zu ${original.id}: Teilnahme am Kurs „Töpfern für Anfänger“`);
    expect(invoiceProblems(note)).toEqual([]);
  });

  it('corrects part of a document, and a fee invoice back to the organiser’s balance', () => {
    const original = fee(registered);
    const note = creditNoteFor(original, 120, 'Teilerstattung', { number: 8, issuedAt, refundedAt: order.paidAt });
    expect(note).toMatchObject({ netCents: 100, vatCents: 20, grossCents: 120, settlement: { kind: 'CREDITED_TO_BALANCE', at: order.paidAt } });
    expect(invoiceProblems(note)).toEqual([]);
  });

  it('refuses more than the document, nothing, and a credit note of a credit note', () => {
    const original = receipt(organiser(registered));
    expect(() => creditNoteFor(original, 6_501, 'x', { number: 2, issuedAt })).toThrow(RangeError);
    expect(() => creditNoteFor(original, 0, 'x', { number: 2, issuedAt })).toThrow(RangeError);
    const note = creditNoteFor(original, 100, 'x', { number: 2, issuedAt });
    expect(() => creditNoteFor(note, 100, 'x', { number: 3, issuedAt })).toThrow(RangeError);
  });
});

describe('premiumInvoiceDocument', () => {
  const record: PremiumInvoiceRecord = {
    number: 42,
    providerInvoiceId: 'in_1',
    venueSlug: 'werkschule',
    uid: 'owner-1',
    planId: 'premium-monthly',
    issuedAt,
    periodStart: new Date('2026-12-03T00:00:00Z'),
    periodEnd: new Date('2027-01-03T00:00:00Z'),
    currency: 'EUR',
    netCents: 2_400,
    vatCents: 480,
    grossCents: 2_880,
    vatPercent: 20,
    buyerName: null,
    buyerAddress: address,
    buyerCountry: 'AT',
  };

  it('keeps Premium’s number and amounts, names the buyer (else the owner) and the plan for the venue', () => {
    const doc = premiumInvoiceDocument(record, { locale: 'en', venueName: 'Werkschule', ownerName: 'Olga Owner' });
    expect(doc).toMatchObject({
      kind: 'PREMIUM_INVOICE',
      id: 'P-000042',
      issuerKey: 'premium',
      sourceKey: 'premium:in_1',
      partyUids: ['owner-1'],
      recipient: { name: 'Olga Owner', address, country: 'AT' },
      netCents: 2_400,
      vatCents: 480,
      grossCents: 2_880,
      service: { start: record.periodStart, end: record.periodEnd },
      venueSlug: 'werkschule',
    });
    expect(doc.lines[0]!.description).toBe('Premium monthly for “Werkschule” in the Magazine for Homemade Things');
    expect(invoiceProblems(doc)).toEqual([]);
    expect(premiumInvoiceDocument({ ...record, buyerName: ' Firma X ' }, { locale: 'de', venueName: 'W', ownerName: 'O' }).recipient.name).toBe('Firma X');
  });
});

describe('invoiceProblems', () => {
  const good = (): InvoiceDocumentRecord => receipt(organiser(registered));

  it('asks every document for the issuer, the issue date, what was sold and when, and consistent totals', () => {
    const doc = good();
    expect(invoiceProblems({ ...doc, issuer: { ...doc.issuer, name: ' ', address: [''] } })).toEqual(['issuerName', 'issuerAddress']);
    expect(invoiceProblems({ ...doc, issuedAt: new Date(Number.NaN) })).toEqual(['issueDate']);
    expect(invoiceProblems({ ...doc, lines: [{ ...doc.lines[0]!, description: '' }] })).toEqual(['description']);
    expect(invoiceProblems({ ...doc, lines: [] })).toEqual(['description', 'totals']);
    expect(invoiceProblems({ ...doc, service: { start: course.endsAt, end: course.startsAt } })).toEqual(['servicePeriod']);
    expect(invoiceProblems({ ...doc, grossCents: 6_501 })).toEqual(['totals']);
    expect(invoiceProblems({ ...doc, id: '', number: 0 })).toEqual(['number']);
  });

  it('checks the rate and the VAT amount', () => {
    const doc = good();
    expect(invoiceProblems({ ...doc, vat: { kind: 'STANDARD', percent: 0 } })).toEqual(['vatRate']);
    const wrongVat = { ...doc.lines[0]!, netCents: 5_000, vatCents: 1_500 };
    expect(invoiceProblems({ ...doc, lines: [wrongVat], netCents: 5_000, vatCents: 1_500 })).toEqual(['vatAmount']);
  });

  it('refuses VAT on a Kleinunternehmer’s document', () => {
    const doc = receipt(organiser(smallBusiness));
    const shown = { ...doc.lines[0]!, netCents: 5_417, vatCents: 1_083 };
    expect(invoiceProblems({ ...doc, lines: [shown], netCents: 5_417, vatCents: 1_083 })).toEqual(['vatShownBySmallBusiness']);
  });

  it('asks a credit note for the document it corrects', () => {
    const note = creditNoteFor(good(), 100, 'x', { number: 2, issuedAt });
    const { corrects: _corrects, ...withoutCorrects } = note;
    expect(invoiceProblems(withoutCorrects)).toEqual(['correctedDocument']);
  });
});
