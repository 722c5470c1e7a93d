// The gift voucher's PDF over HTTP, as invoices are served: to its buyer (also under /en) and editors, private; the
// same 404 for anyone else, signed out included, for an unpaid or refunded voucher and for one that does not exist;
// the voucher pages below /vouchers left to the pages.
import { once } from 'node:events';
import type { AddressInfo, Server } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { sampleVoucher } from '../domain/sample-voucher.fixture.js';
import type { VoucherRecord } from '../domain/vouchers.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { createInvoicesRouter } from './http.js';
import { pdfText } from './pdf-text.testing.js';

const at = new Date('2026-11-01T09:00:00.000Z');

function viewer(uid: string, role: SiteRole = 'USER'): Viewer {
  const profile: ProfileRecord = { uid, email: `${uid}@example.org`, name: `Name ${uid}`, favouriteCraftSlugs: [], locale: 'de', role, trustedOrganiser: false, createdAt: at, updatedAt: at };
  return { uid, role, email: profile.email, emailVerified: true, signInMethods: ['password'], profile, ownedVenueSlugs: [] };
}
const people = { buyer: viewer('buyer'), editor: viewer('editor', 'EDITOR'), stranger: viewer('stranger') };

const paid = sampleVoucher({ id: 'gift-1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' });
const unpaid: VoucherRecord = { ...paid, id: 'gift-unpaid', code: 'ABCDEFGHJKMNPQRSTV', status: 'AWAITING_PAYMENT', paymentId: undefined, paidAt: undefined };
const refunded: VoucherRecord = { ...paid, id: 'gift-refunded', code: 'ZYXWVTSRQPNMKJHGFE', status: 'REFUNDED', balanceCents: 0 };

let store: Store;
let server: Server;
let base: string;

beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await store.write(Object.values(people).map((person) => ({ put: 'profile' as const, record: person.profile })));
  for (const voucher of [paid, unpaid, refunded]) await store.vouchers.create(voucher);
  const app = express();
  // One cookie per person: `__session=<uid>`.
  app.use(createInvoicesRouter({ store, viewerOf: async (credentials) => Object.values(people).find((person) => person.uid === credentials.sessionCookie) ?? null }));
  // What the pages would answer.
  app.use((req, res) => res.status(200).type('text/plain').send(`page ${req.path}`));
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await store.close();
});

const get = (path: string, as?: keyof typeof people) => fetch(`${base}${path}`, { headers: as ? { cookie: `__session=${as}` } : {} });

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
