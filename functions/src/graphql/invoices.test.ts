// The invoice documents of paid seats, through the whole API with the built-in test provider and its webhook: a seat
// of an organiser's course paid gives the participant's receipt in the organiser's series and the platform's fee
// invoice in its own, each stored once and mailed with its PDF; a refund gives a credit note of each; a replayed
// webhook issues nothing twice; each person lists their own documents and editors all of them; the PDFs read back
// with the amounts; and the payment sweep issues what a failure left missing.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { documentId, invoiceSource, organiserIssuer, PLATFORM_ISSUER, type InvoiceDocumentRecord } from '../domain/invoices.js';
import { platformFeeCents, type PlatformFee } from '../domain/payouts.js';
import type { MailRecord } from '../domain/records.js';
import { pdfText } from '../invoices/pdf-text.testing.js';
import { issueOrderDocuments } from '../services/order-documents.js';
import { refundNow } from '../services/order-changes.js';
import { sweepPayments } from '../services/payment-sweep.js';
import { codes } from './api.testing.js';
import { usePaidSeatsApi } from './paid-seats.testing.js';

const PEOPLE = { olga: { role: 'USER' }, anna: { role: 'USER' }, ben: { role: 'USER' }, cleo: { role: 'USER' }, eddie: { role: 'EDITOR' } } as const;
type Who = keyof typeof PEOPLE;
const FEE: PlatformFee = { percent: 7, fixedCents: 30 };
const PRICE = 4_500;
const FEE_CENTS = platformFeeCents(PRICE, FEE);
const SLUG = 'olga-belege';
const { opened, as, draftCourse, onboard, paySeat: paySeatOf } = usePaidSeatsApi(PEOPLE, FEE);

/** Olga onboards as a Kleinunternehmer, and her paid course is approved. */
async function openOlgasPaidCourse(): Promise<void> {
  await onboard('olga');
  await draftCourse('olga', SLUG, PRICE, { title: { de: 'Drehen an der Scheibe', en: 'Throwing on the wheel' } });
  expect((await as('olga')('mutation { submitEvent(slug: "olga-belege") { review } }')).errors).toBeUndefined();
  expect(await as('eddie')('mutation { reviewEvent(slug: "olga-belege", decision: APPROVE) { review } }')).toEqual({ data: { reviewEvent: { review: 'PUBLISHED' } } });
}

/** Books and pays a seat of Olga's course as `who`; answers the order id. */
const paySeat = (who: Who) => paySeatOf(who, SLUG);

beforeAll(openOlgasPaidCourse);

const stored = async (sourceKey: string) => (await opened.store.invoices.bySource(sourceKey)) as InvoiceDocumentRecord | null;
/** The mails of `template` to `who`. */
const mailsOf = async (who: Who, template: string): Promise<MailRecord[]> => (await opened.store.mail.list({ to: `${who}@example.org` }, 50)).filter((mail) => mail.template === template);
/** The text of the PDF a mail carries, read back. */
async function attachedPdf(mail: MailRecord) {
  const [attachment] = mail.attachments ?? [];
  expect(attachment).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
  return pdfText(Buffer.from(attachment!.content, 'base64'));
}

const MINE = '{ myInvoices { number kind corrects correctsKind amountCents currency orderId issuerName recipientName pdfUrl event { slug } } }';
const MINE_AS_ORGANISER = '{ myInvoices(side: ORGANISER) { number kind corrects } }';
const ALL = 'query ($first: Int, $offset: Int) { invoices(first: $first, offset: $offset) { totalCount documents { number kind } } }';
const numbersOf = (result: { data?: Record<string, unknown> | null }, field: 'myInvoices') => (result.data![field] as { number: string }[]).map((document) => document.number);

describe('invoice documents of paid seats', () => {
  let annasOrder: string;
  let bensOrder: string;
  let receiptSeries: string;

  it('issues the receipt in the organiser’s name and the fee invoice once a seat is paid, each mailed with its PDF', async () => {
    annasOrder = await paySeat('anna');
    const receipt = (await stored(invoiceSource.receipt(annasOrder)))!;
    const fee = (await stored(invoiceSource.fee(annasOrder)))!;
    receiptSeries = organiserIssuer(opened.uid.olga);
    expect(receipt).toMatchObject({ kind: 'RECEIPT', issuerKey: receiptSeries, number: 1, id: documentId(receiptSeries, 1), grossCents: PRICE, vat: { kind: 'SMALL_BUSINESS' }, orderId: annasOrder, locale: 'de' });
    expect(receipt.issuer.name).toBe('Olgas Töpferstube');
    expect(receipt.partyUids.sort()).toEqual([opened.uid.anna, opened.uid.olga].sort());
    expect(fee).toMatchObject({ kind: 'FEE_INVOICE', issuerKey: PLATFORM_ISSUER, grossCents: FEE_CENTS, partyUids: [opened.uid.olga], vat: { kind: 'STANDARD', percent: 20 } });
    expect(fee.id).toMatch(/^G-\d{6}$/);

    // The participant gets the receipt, the organiser the fee invoice, each with its PDF.
    const [annasMail] = await mailsOf('anna', 'invoiceIssued');
    expect(annasMail!.message.subject).toBe(`Rechnung ${receipt.id}: Drehen an der Scheibe`);
    expect(annasMail!.message.text).toContain('ausgestellt von Olgas Töpferstube');
    expect(annasMail!.attachments?.[0]?.filename).toBe(`${receipt.id}.pdf`);
    const receiptPdf = await attachedPdf(annasMail!);
    expect(receiptPdf.lines).toContain(`Rechnungsnummer ${receipt.id}`);
    expect(receiptPdf.lines).toContain('Gesamtbetrag € 45,00');
    expect(receiptPdf.text).toContain('Kleinunternehmerregelung');
    const [olgasMail] = await mailsOf('olga', 'invoiceIssued');
    expect(olgasMail!.message.subject).toBe(`Rechnung ${fee.id}: Plattformgebühr für Drehen an der Scheibe`);
    const feePdf = await attachedPdf(olgasMail!);
    expect(feePdf.lines).toContain(`Rechnungsnummer ${fee.id}`);
    expect(feePdf.lines).toContain('Gesamtbetrag € 3,45');
    const euros = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;
    expect(fee.netCents + fee.vatCents).toBe(FEE_CENTS);
    expect(feePdf.lines).toContain(`Nettobetrag ${euros(fee.netCents)}`);
    expect(feePdf.lines).toContain(`USt 20 % ${euros(fee.vatCents)}`);
    expect(await mailsOf('olga', 'invoiceIssued')).toHaveLength(1);
  });

  it('numbers each issuer’s documents consecutively, and a replayed webhook or a second ask issues nothing', async () => {
    const firstFee = (await stored(invoiceSource.fee(annasOrder)))!;
    bensOrder = await paySeat('ben');
    expect(await stored(invoiceSource.receipt(bensOrder))).toMatchObject({ issuerKey: receiptSeries, number: 2 });
    expect(await stored(invoiceSource.fee(bensOrder))).toMatchObject({ issuerKey: PLATFORM_ISSUER, number: firstFee.number + 1 });

    const before = (await opened.store.invoices.list({ first: 50, offset: 0 })).totalCount;
    const [order] = await opened.store.orders.getByIds([bensOrder]);
    await opened.provider.resend(order!.sessionId!, 'checkout.session.completed');
    expect(await issueOrderDocuments({ store: opened.store, now: new Date() }, order!)).toEqual([]);
    expect((await opened.store.invoices.list({ first: 50, offset: 0 })).totalCount).toBe(before);
    expect(await mailsOf('ben', 'invoiceIssued')).toHaveLength(1);
  });

  it('corrects the receipt and the fee invoice with a credit note each when the seat is refunded', async () => {
    const receipt = (await stored(invoiceSource.receipt(bensOrder)))!;
    const fee = (await stored(invoiceSource.fee(bensOrder)))!;
    const [booking] = (await opened.store.bookings.byEvent(SLUG)).filter((b) => b.uid === opened.uid.ben && b.status === 'CONFIRMED');
    expect((await as('ben')('mutation ($id: ID!) { cancelBooking(id: $id, expectRefund: true) { status } }', { id: booking!.id })).errors).toBeUndefined();
    expect((await opened.store.orders.getByIds([bensOrder]))[0]!.status).toBe('REFUNDED');

    const receiptCredit = (await stored(invoiceSource.credit(receipt.id)))!;
    const feeCredit = (await stored(invoiceSource.credit(fee.id)))!;
    expect(receiptCredit).toMatchObject({ kind: 'CREDIT_NOTE', issuerKey: receiptSeries, number: 3, grossCents: PRICE, corrects: { id: receipt.id, kind: 'RECEIPT' }, reason: 'Buchung vor Ablauf der Stornofrist storniert' });
    expect(feeCredit).toMatchObject({ kind: 'CREDIT_NOTE', issuerKey: PLATFORM_ISSUER, number: fee.number + 1, grossCents: FEE_CENTS, corrects: { id: fee.id, kind: 'FEE_INVOICE' }, partyUids: [opened.uid.olga] });

    const [bensMail] = await mailsOf('ben', 'creditNoteIssued');
    expect(bensMail!.message.subject).toBe(`Stornorechnung ${receiptCredit.id}: Drehen an der Scheibe`);
    expect(bensMail!.message.text).toContain(`Stornorechnung zur Rechnung ${receipt.id}`);
    const creditPdf = await attachedPdf(bensMail!);
    expect(creditPdf.lines).toContain(`Korrektur der Rechnung ${receipt.id} vom ${new Intl.DateTimeFormat('de-AT', { dateStyle: 'long', timeZone: 'Europe/Vienna' }).format(receipt.issuedAt)}`);
    expect(creditPdf.lines).toContain('Korrekturbetrag -€ 45,00');
    const [olgasCredit] = await mailsOf('olga', 'creditNoteIssued');
    expect(olgasCredit!.message.text).toContain(`Stornorechnung zur Rechnung ${fee.id}`);
    expect((await attachedPdf(olgasCredit!)).lines).toContain('Korrekturbetrag -€ 3,45');

    // Asked again (the sweep): nothing more.
    expect(await issueOrderDocuments({ store: opened.store, now: new Date() }, (await opened.store.orders.getByIds([bensOrder]))[0]!)).toEqual([]);
  });

  it('lists each person’s own documents, the organiser’s apart, and every document to editors', async () => {
    const annas = await as('anna')(MINE);
    expect(annas.errors).toBeUndefined();
    const receipt = (await stored(invoiceSource.receipt(annasOrder)))!;
    expect(annas.data!.myInvoices).toEqual([
      { number: receipt.id, kind: 'RECEIPT', corrects: null, correctsKind: null, amountCents: PRICE, currency: 'EUR', orderId: annasOrder, issuerName: 'Olgas Töpferstube', recipientName: 'anna', pdfUrl: `/invoices/${receipt.id}.pdf`, event: { slug: SLUG } },
    ]);
    const bensReceipt = (await stored(invoiceSource.receipt(bensOrder)))!;
    const bensCredit = (await stored(invoiceSource.credit(bensReceipt.id)))!;
    expect(numbersOf(await as('ben')(MINE), 'myInvoices').sort()).toEqual([bensReceipt.id, bensCredit.id].sort());
    // The organiser's receipts are theirs as the seller, not as a participant.
    expect(await as('olga')(MINE)).toEqual({ data: { myInvoices: [] } });
    const olgas = (await as('olga')(MINE_AS_ORGANISER)).data!.myInvoices as { number: string; kind: string; corrects: string | null }[];
    expect(olgas.map((document) => document.kind).sort()).toEqual(['CREDIT_NOTE', 'CREDIT_NOTE', 'FEE_INVOICE', 'FEE_INVOICE', 'RECEIPT', 'RECEIPT']);
    expect(await as('anna')(MINE_AS_ORGANISER)).toEqual({ data: { myInvoices: [] } });

    const all = await as('eddie')(ALL, { first: 2, offset: 0 });
    expect(all.errors).toBeUndefined();
    const page = all.data!.invoices as { totalCount: number; documents: { number: string }[] };
    expect(page.totalCount).toBe(6);
    expect(page.documents).toHaveLength(2);
    const rest = (await as('eddie')(ALL, { first: 50, offset: 2 })).data!.invoices as { documents: { number: string }[] };
    expect(new Set([...page.documents, ...rest.documents].map((document) => document.number)).size).toBe(6);

    expect(codes(await as('anna')(ALL))).toEqual(['FORBIDDEN']);
    expect(codes(await as(null)(MINE))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await as('anna')('{ myInvoices(first: 0) { number } }'))).toEqual(['BAD_USER_INPUT']);
  });

  it('issues what a failure left missing at the payment sweep, once, a refund’s credit note too', async () => {
    const issue = vi.spyOn(opened.store.invoices, 'issue').mockRejectedValueOnce(new Error('store out of reach'));
    const cleosOrder = await paySeat('cleo');
    issue.mockRestore();
    expect((await opened.store.orders.getByIds([cleosOrder]))[0]!.status).toBe('COMPLETED');
    expect(await stored(invoiceSource.receipt(cleosOrder))).toBeNull();

    expect(await sweepPayments({ store: opened.store, payments: opened.provider, now: new Date() })).toMatchObject({ documents: 2, documentsFailed: 0 });
    expect(await stored(invoiceSource.receipt(cleosOrder))).toMatchObject({ issuerKey: receiptSeries, number: 4 });
    expect(await stored(invoiceSource.fee(cleosOrder))).toMatchObject({ kind: 'FEE_INVOICE' });
    expect(await mailsOf('cleo', 'invoiceIssued')).toHaveLength(1);
    expect(await sweepPayments({ store: opened.store, payments: opened.provider, now: new Date() })).toMatchObject({ documents: 0, documentsFailed: 0 });

    // An editor's refund whose second credit note (the fee's) fails: the sweep issues it, and only it.
    const original = opened.store.invoices.issue.bind(opened.store.invoices);
    const failing = vi
      .spyOn(opened.store.invoices, 'issue')
      .mockImplementationOnce(original)
      .mockImplementationOnce(() => Promise.reject(new Error('store out of reach')));
    const refunded = await as('eddie')('mutation ($id: ID!) { refundOrder(orderId: $id, reason: "Doppelt gebucht") { status } }', { id: cleosOrder });
    failing.mockRestore();
    expect(refunded).toEqual({ data: { refundOrder: { status: 'REFUNDED' } } });
    const receipt = (await stored(invoiceSource.receipt(cleosOrder)))!;
    const fee = (await stored(invoiceSource.fee(cleosOrder)))!;
    expect(await stored(invoiceSource.credit(receipt.id))).toMatchObject({ reason: 'Doppelt gebucht' });
    expect(await stored(invoiceSource.credit(fee.id))).toBeNull();
    expect(await sweepPayments({ store: opened.store, payments: opened.provider, now: new Date() })).toMatchObject({ documents: 1, documentsFailed: 0 });
    expect(await stored(invoiceSource.credit(fee.id))).toMatchObject({ kind: 'CREDIT_NOTE', corrects: { id: fee.id } });
    expect(await mailsOf('cleo', 'creditNoteIssued')).toHaveLength(1);
  });

  it('names the seats on a receipt of several, and corrects it by the seats given up and refunded on their own', async () => {
    const work = { store: opened.store, payments: opened.provider, now: new Date() };
    const { booking, order: held } = await opened.store.bookings.book(SLUG, opened.uid.eddie, work.now, () => [], { seats: 2 });
    expect((await as('eddie')('mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }', { id: held!.id })).errors).toBeUndefined();
    await opened.provider.act((await opened.store.orders.getByIds([held!.id]))[0]!.sessionId!, 'pay');
    const receipt = (await stored(invoiceSource.receipt(held!.id)))!;
    expect(receipt).toMatchObject({ grossCents: 2 * PRICE, lines: [{ quantity: 2, unitGrossCents: PRICE, grossCents: 2 * PRICE }] });
    const fee = (await stored(invoiceSource.fee(held!.id)))!;

    const { refundOrder } = await opened.store.bookings.cancelSeats(booking.id, [1], work.now, () => []);
    expect(refundOrder).toMatchObject({ partOf: held!.id, amountCents: PRICE, status: 'REFUND_PENDING' });
    expect(await refundNow(work, refundOrder!)).toMatchObject({ status: 'REFUNDED' });
    const part = (await stored(invoiceSource.partCredit(receipt.id, refundOrder!.id)))!;
    expect(part).toMatchObject({ kind: 'CREDIT_NOTE', grossCents: PRICE, corrects: { id: receipt.id, kind: 'RECEIPT' } });
    expect(await stored(invoiceSource.partCredit(fee.id, refundOrder!.id))).toMatchObject({ kind: 'CREDIT_NOTE', grossCents: refundOrder!.payee!.feeCents, corrects: { id: fee.id } });
    // The receipt itself stays uncorrected for the seat kept; the sweep finds nothing missing.
    expect(await stored(invoiceSource.credit(receipt.id))).toBeNull();
    expect(await sweepPayments(work)).toMatchObject({ documents: 0, documentsFailed: 0 });

    // Refunded later as a whole, the order's receipt is corrected by the seat it kept: the two credit notes add up to it.
    const refunded = await as('eddie')('mutation ($id: ID!) { refundOrder(orderId: $id, reason: "Doppelt gebucht") { status } }', { id: held!.id });
    expect(refunded).toEqual({ data: { refundOrder: { status: 'REFUNDED' } } });
    expect(await stored(invoiceSource.credit(receipt.id))).toMatchObject({ grossCents: PRICE });
    expect((await stored(invoiceSource.credit(fee.id)))!.grossCents + refundOrder!.payee!.feeCents).toBe(fee.grossCents);
  });
});
