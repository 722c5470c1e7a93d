// The invoice downloads over HTTP: a venue's Premium invoice for its owners and editors, a stored receipt for its
// parties and editors, the same 404 for everyone else (signed out included) and for what does not exist, and the
// PDF's content and headers.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { venues } from '../../test/fixtures.scenarios.js';
import { invoiceSource, organiserIssuer, receiptFor } from '../domain/invoices.js';
import type { PremiumChange } from '../domain/premium-subscriptions.js';
import { StoreUnavailableError, type Store } from '../domain/repositories.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { createInvoicesRouter } from './http.js';
import { serveInvoices, signedIn, type ServedInvoices } from './http.testing.js';
import { pdfText } from './pdf-text.testing.js';

const venue = { ...venues[0]!, ownerUids: ['owner'] };
const at = new Date('2026-11-01T09:00:00.000Z');

const people = {
  owner: signedIn('owner', { locale: 'en', ownedVenueSlugs: [venue.slug] }),
  editor: signedIn('editor', { role: 'EDITOR' }),
  stranger: signedIn('stranger'),
  participant: signedIn('participant'),
  organiser: signedIn('organiser'),
};

const paid: PremiumChange = {
  kind: 'PAID',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  periodEnd: new Date('2026-12-01T09:00:00.000Z'),
  invoice: { id: 'in_1', amountCents: 2_880, currency: 'eur', periodStart: at, periodEnd: new Date('2026-12-01T09:00:00.000Z'), buyerName: 'Werkstatt Olga e.U.', buyerAddress: ['Lindengasse 5', '1070 Wien'], buyerCountry: 'AT' },
};

let store: Store;
let served: ServedInvoices<keyof typeof people>;
let receiptId: string;

beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await store.venues.upsertMany([venue]);
  await store.write(Object.values(people).map((person) => ({ put: 'profile' as const, record: person.profile })));
  await store.premium.change(venue.slug, { kind: 'CHECKOUT_OPENED', uid: 'owner', planId: 'premium-monthly', provider: 'test', sessionId: 'cs_1' }, at, {}, () => []);
  await store.premium.change(venue.slug, paid, at, {}, () => []);
  const seller = { uid: 'organiser', details: { name: 'Werkschule e.U.', address: ['Zieglergasse 1', '1070 Wien'], country: 'AT', email: 'o@example.org', vat: { kind: 'SMALL_BUSINESS' as const } } };
  const order = { id: 'order-1', uid: 'participant', eventSlug: 'kurs', amountCents: 4_500, currency: 'EUR', paidAt: at };
  const { document } = await store.invoices.issue(organiserIssuer('organiser'), invoiceSource.receipt('order-1'), (number) =>
    receiptFor({ number, issuedAt: at, locale: 'de', order, course: { title: 'Weben', startsAt: at, endsAt: at }, seller, participant: { uid: 'participant', name: 'Paula' } }),
  () => []);
  receiptId = document.id;
  served = await serveInvoices(store, people);
});
afterAll(async () => {
  served.close();
  await store.close();
});

const get = (path: string, as?: keyof typeof people) => served.get(path, as);
const premiumPath = `/invoices/premium/${venue.slug}/P-000001.pdf`;

describe('GET /invoices/premium/<venue>/<number>.pdf', () => {
  it('gives the venue’s owner the invoice as a PDF download, private, in the buyer’s language', async () => {
    const response = await get(premiumPath, 'owner');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="P-000001.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.lines).toContain('Invoice number P-000001');
    expect(pdf.text).toContain('Werkstatt Olga e.U. Selbstgemacht Medien GmbH');
    expect(pdf.text).toContain(`Premium monthly for “${venue.name}”`);
    expect(pdf.lines).toContain('Net amount €24.00');
    expect(pdf.lines).toContain('VAT 20% €4.80');
    expect(pdf.lines).toContain('Total €28.80');
  });

  it('gives an editor the same file', async () => {
    const [owner, editor] = await Promise.all([get(premiumPath, 'owner'), get(premiumPath, 'editor')]);
    expect(editor.status).toBe(200);
    expect(Buffer.from(await editor.arrayBuffer()).equals(Buffer.from(await owner.arrayBuffer()))).toBe(true);
  });

  it('answers 404, private, to a stranger, to someone signed out, and for an invoice or venue that does not exist', async () => {
    for (const [path, as] of [
      [premiumPath, 'stranger'],
      [premiumPath, undefined],
      [`/invoices/premium/${venue.slug}/P-000002.pdf`, 'owner'],
      [`/invoices/premium/${venue.slug}/P-000001.txt`, 'owner'],
      [`/invoices/premium/nowhere/P-000001.pdf`, 'editor'],
    ] as const) {
      const response = await get(path, as);
      expect([path, as, response.status]).toEqual([path, as, 404]);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).toBe('Not found');
    }
  });
});

describe('GET /invoices/<number>.pdf', () => {
  it('gives a receipt to its participant, its organiser and editors, 404 to anyone else', async () => {
    for (const as of ['participant', 'organiser', 'editor'] as const) {
      const response = await get(`/invoices/${receiptId}.pdf`, as);
      expect([as, response.status]).toEqual([as, 200]);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${receiptId}.pdf"`);
      const pdf = await pdfText(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.lines).toContain(`Rechnungsnummer ${receiptId}`);
      expect(pdf.lines).toContain('Gesamtbetrag € 45,00');
      expect(pdf.text).toContain('Umsatzsteuerfrei aufgrund der Kleinunternehmerregelung');
    }
    for (const as of ['stranger', 'owner', undefined] as const) expect([as, (await get(`/invoices/${receiptId}.pdf`, as)).status]).toEqual([as, 404]);
    expect((await get('/invoices/G-999999.pdf', 'editor')).status).toBe(404);
    expect((await get('/invoices/..%2Fsecret.pdf', 'editor')).status).toBe(404);
  });
});

describe('a store out of reach', () => {
  it('answers 503 with Retry-After, private', async () => {
    const unavailable = { ...store, premium: { ...store.premium, invoices: () => Promise.reject(new StoreUnavailableError('Firestore is unavailable')) } } as Store;
    const app = express();
    app.use(createInvoicesRouter({ store: unavailable, viewerOf: async () => people.owner }));
    const other = app.listen(0, '127.0.0.1');
    await once(other, 'listening');
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}${premiumPath}`);
      expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([503, '30', 'private, no-store']);
      expect(warn).toHaveBeenCalledWith('Invoice not served:', 'Firestore is unavailable');
      warn.mockRestore();
    } finally {
      other.close();
    }
  });
});
