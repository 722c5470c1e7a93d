// The gift voucher's PDF over HTTP, as invoices are served: to its buyer (also under /en) and editors, private; the
// same 404 for anyone else, signed out included, for an unpaid or refunded voucher and for one that does not exist;
// the voucher pages below /vouchers left to the pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../domain/repositories.js';
import { sampleVoucher } from '../domain/sample-voucher.fixture.js';
import type { VoucherRecord } from '../domain/vouchers.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { serveInvoices, signedIn, type ServedInvoices } from './http.testing.js';
import { pdfText } from './pdf-text.testing.js';

const people = { buyer: signedIn('buyer'), editor: signedIn('editor', { role: 'EDITOR' }), stranger: signedIn('stranger') };

const paid = sampleVoucher({ id: 'gift-1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' });
const unpaid: VoucherRecord = { ...paid, id: 'gift-unpaid', code: 'ABCDEFGHJKMNPQRSTV', status: 'AWAITING_PAYMENT', paymentId: undefined, paidAt: undefined };
const refunded: VoucherRecord = { ...paid, id: 'gift-refunded', code: 'ZYXWVTSRQPNMKJHGFE', status: 'REFUNDED', balanceCents: 0 };

let store: Store;
let served: ServedInvoices<keyof typeof people>;

beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await store.write(Object.values(people).map((person) => ({ put: 'profile' as const, record: person.profile })));
  for (const voucher of [paid, unpaid, refunded]) await store.vouchers.create(voucher);
  served = await serveInvoices(store, people, { pages: true });
});
afterAll(async () => {
  served.close();
  await store.close();
});

const get = (path: string, as?: keyof typeof people) => served.get(path, as);

describe('GET /vouchers/<id>.pdf', () => {
  it('gives the buyer the voucher as a private PDF download named by its code, in German and under /en', async () => {
    for (const path of [`/vouchers/${paid.id}.pdf`, `/en/vouchers/${paid.id}.pdf`]) {
      const response = await get(path, 'buyer');
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="Gutschein-RW2PF1.pdf"');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const pdf = await pdfText(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.lines).toContain('K7QM3V-XD9HTA-RW2PF1');
      expect(pdf.text).toContain('für Paula');
    }
  });

  it('gives an editor the same file', async () => {
    const [buyer, editor] = await Promise.all([get(`/vouchers/${paid.id}.pdf`, 'buyer'), get(`/vouchers/${paid.id}.pdf`, 'editor')]);
    expect(editor.status).toBe(200);
    expect(Buffer.from(await editor.arrayBuffer()).equals(Buffer.from(await buyer.arrayBuffer()))).toBe(true);
  });

  it('answers 404, private, to a stranger, to someone signed out, for an unpaid or refunded voucher and one that does not exist', async () => {
    for (const [path, as] of [
      [`/vouchers/${paid.id}.pdf`, 'stranger'],
      [`/vouchers/${paid.id}.pdf`, undefined],
      [`/vouchers/${unpaid.id}.pdf`, 'buyer'],
      [`/vouchers/${refunded.id}.pdf`, 'editor'],
      ['/vouchers/gift-nothing.pdf', 'editor'],
      ['/en/vouchers/..%2Fsecret.pdf', 'editor'],
    ] as const) {
      const response = await get(path, as);
      expect([path, as, response.status]).toEqual([path, as, 404]);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).toBe('Not found');
    }
  });

  it('leaves the voucher pages to the pages', async () => {
    for (const path of ['/vouchers/balance', `/vouchers/${paid.id}`, `/en/vouchers/${paid.id}`]) expect(await (await get(path, 'buyer')).text()).toBe(`page ${path}`);
  });
});
