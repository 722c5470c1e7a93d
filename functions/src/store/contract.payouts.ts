// Organisers' money as part of the store contract (describeStoreContract calls it): connected accounts kept whole and
// found by uid and by the provider's account id; payouts kept once by id, replaced when the provider reports a change;
// invoices and credit notes issued with their mails in one transaction, numbered 1, 2, 3, … per issuer without gaps
// or twins (also when two connections issue at once), one document per source, kept whole with their Dates.
import { describe, expect, it } from 'vitest';
import type { IssuedDocument } from '../domain/invoices.js';
import type { PayoutAccountRecord, PayoutRecord } from '../domain/payouts.js';
import type { MailRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { mail } from './contract.scenarios.js';

const t0 = new Date('2026-11-20T09:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function payoutAccount(uid: string, fields: Partial<PayoutAccountRecord> = {}): PayoutAccountRecord {
  return {
    uid,
    provider: 'test',
    accountId: `acct_${uid}`,
    status: 'DETAILS_MISSING',
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: ['external_account', 'individual.dob.day'],
    disabledReason: 'requirements.past_due',
    seller: { name: 'Werkstatt Muster e.U.', address: ['Lindengasse 5', '1070 Wien'], country: 'AT', email: `${uid}@example.at`, vat: { kind: 'SMALL_BUSINESS' } },
    createdAt: at(0),
    updatedAt: at(0),
    ...fields,
  };
}

function payout(id: string, uid: string, arrivalMinute: number, fields: Partial<PayoutRecord> = {}): PayoutRecord {
  return {
    id,
    accountId: `acct_${uid}`,
    uid,
    amountCents: 4_275,
    currency: 'eur',
    status: 'PAID',
    arrivalDate: at(arrivalMinute),
    failureMessage: null,
    updatedAt: at(arrivalMinute),
    ...fields,
  };
}

/** A document as the invoice modules extend IssuedDocument: more fields, nested ones and Dates among them. */
interface TestDocument extends IssuedDocument {
  kind: 'RECEIPT' | 'CREDIT_NOTE';
  buyer: { name: string; address: string[] };
  lines: { text: string; grossCents: number; servedAt: Date }[];
  totalCents: number;
  note?: string;
}

/** The builder `issue` calls with the issuer's next number. */
function documentOf(issuerKey: string, sourceKey: string, partyUids: string[], minute: number, fields: Partial<TestDocument> = {}) {
  return (number: number): TestDocument => ({
    id: `${issuerKey.replace(':', '-')}-${String(number).padStart(6, '0')}`,
    issuerKey,
    number,
    sourceKey,
    partyUids,
    issuedAt: at(minute),
    kind: 'RECEIPT',
    buyer: { name: 'Anna Beispiel', address: ['Hauptstraße 1', '8010 Graz'] },
    lines: [{ text: 'Drehen für Einsteiger, 1 Platz', grossCents: 4_500, servedAt: at(minute + 60 * 24) }],
    totalCents: 4_500,
    ...fields,
  });
}

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF`).toString('base64');

/** One mail to `to` per document, its PDF attached. */
const mailsTo =
  (to: string) =>
  (document: IssuedDocument): MailRecord[] => [
    {
      ...mail(`mail-${document.id}`, to, document.issuedAt.toISOString(), 'invoiceIssued'),
      attachments: [{ filename: `${document.id}.pdf`, contentType: 'application/pdf', content: pdf(document.id), encoding: 'base64' }],
    },
  ];

export function describePayoutsContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('payout accounts and payouts', () => {
    it('keeps an organiser’s account whole, replaces it, and finds it by uid and by the provider’s account id', async () => {
      const store = current();
      expect(await store.payouts.account('anna')).toBeNull();
      const started = payoutAccount('anna');
      await store.payouts.saveAccount(started);
      await store.payouts.saveAccount(payoutAccount('bernd', { provider: 'stripe', seller: { ...started.seller, vat: { kind: 'REGISTERED', vatId: 'ATU12345678', percent: 20 } } }));
      expect(await store.payouts.account('anna')).toEqual(started);
      expect(await store.payouts.accountById('acct_anna')).toEqual(started);

      const active = { ...started, status: 'ACTIVE' as const, chargesEnabled: true, payoutsEnabled: true, requirementsDue: [], disabledReason: null, updatedAt: at(30) };
      await store.payouts.saveAccount(active);
      expect(await store.payouts.account('anna')).toEqual(active);
      expect(await store.payouts.accountById('acct_anna')).toEqual(active);
      expect((await store.payouts.accountById('acct_bernd'))?.seller.vat).toEqual({ kind: 'REGISTERED', vatId: 'ATU12345678', percent: 20 });
      expect(await store.payouts.accountById('acct_gibt-es-nicht')).toBeNull();
    });

    it('records a payout once, replaces it when the provider reports a change, and lists an organiser’s newest arrival first', async () => {
      const store = current();
      const paid = payout('po_1', 'anna', 60);
      expect(await store.payouts.recordPayout(paid)).toEqual({ known: false });
      expect(await store.payouts.recordPayout(paid)).toEqual({ known: true }); // a replayed event
      const failed = { ...paid, status: 'FAILED' as const, failureMessage: 'account_closed', updatedAt: at(24 * 60) };
      expect(await store.payouts.recordPayout(failed)).toEqual({ known: true });
      const later = payout('po_2', 'anna', 2 * 24 * 60, { amountCents: 900 });
      const tie = payout('po_0', 'anna', 2 * 24 * 60);
      for (const record of [later, tie, payout('po_3', 'bernd', 3 * 24 * 60)]) expect(await store.payouts.recordPayout(record)).toEqual({ known: false });
      // Ties of the arrival by id, descending.
      expect(await store.payouts.payouts('anna')).toEqual([later, tie, failed]);
      expect(await store.payouts.payouts('nobody')).toEqual([]);
    });
  });

  describe('invoices and credit notes', () => {
    it('numbers each issuer’s documents 1, 2, 3 … on its own, keeps them whole and writes their mails with the PDF attached', async () => {
      const store = current();
      const issued = [];
      for (const [issuer, source, minute] of [
        ['platform', 'fee:o-1', 1],
        ['organiser:anna', 'receipt:o-1', 2],
        ['platform', 'fee:o-2', 3],
        ['organiser:anna', 'receipt:o-2', 4],
        ['organiser:bernd', 'receipt:o-3', 5],
        ['platform', 'premium:in_1', 6],
      ] as const) {
        const result = await store.invoices.issue(issuer, source, documentOf(issuer, source, ['teilnehmerin'], minute), mailsTo(`${source}@example.at`));
        expect(result.created).toBe(true);
        issued.push(result.document);
      }
      expect(issued.map((document) => [document.issuerKey, document.number])).toEqual([
        ['platform', 1],
        ['organiser:anna', 1],
        ['platform', 2],
        ['organiser:anna', 2],
        ['organiser:bernd', 1],
        ['platform', 3],
      ]);
      const receipt = issued[1]!;
      expect(receipt).toMatchObject({ id: 'organiser-anna-000001', kind: 'RECEIPT', totalCents: 4_500 });
      expect(await store.invoices.get(receipt.id)).toEqual(receipt);
      expect(await store.invoices.bySource('receipt:o-1')).toEqual(receipt);
      expect((await store.invoices.get(receipt.id))?.issuedAt).toBeInstanceOf(Date);
      expect(((await store.invoices.get(receipt.id)) as TestDocument).lines[0]?.servedAt).toEqual(at(2 + 60 * 24));
      expect(await store.invoices.get('gibt-es-nicht')).toBeNull();
      expect(await store.invoices.bySource('receipt:gibt-es-nicht')).toBeNull();

      const [sent] = await store.mail.list({ to: 'receipt:o-1@example.at' }, 10);
      expect(sent).toEqual(mailsTo('receipt:o-1@example.at')(receipt)[0]);
      expect(Buffer.from(sent!.attachments![0]!.content, 'base64').toString()).toContain(receipt.id);
    });

    it('issues one document per source: asked again, it answers the stored one and writes nothing', async () => {
      const store = current();
      const first = await store.invoices.issue('organiser:anna', 'credit:o-9', documentOf('organiser:anna', 'credit:o-9', ['anna', 'teilnehmerin'], 1, { kind: 'CREDIT_NOTE', totalCents: -4_500 }), mailsTo('teilnehmerin@example.at'));
      let built = 0;
      const again = await store.invoices.issue(
        'organiser:anna',
        'credit:o-9',
        (number) => {
          built += 1;
          return documentOf('organiser:anna', 'credit:o-9', ['anna'], 9, { note: 'zweites Mal' })(number);
        },
        mailsTo('teilnehmerin@example.at'),
      );
      expect(again).toEqual({ document: first.document, created: false });
      expect(built).toBe(0);
      expect(await store.mail.list({ to: 'teilnehmerin@example.at' }, 10)).toHaveLength(1);
      // The counter stayed: the issuer's next document is number 2.
      const next = await store.invoices.issue('organiser:anna', 'receipt:o-10', documentOf('organiser:anna', 'receipt:o-10', ['anna'], 2), mailsTo('anna@example.at'));
      expect(next.document.number).toBe(2);
      expect((await store.invoices.list({ first: 10, offset: 0 })).totalCount).toBe(2);
    });

    it('keeps nothing of an issue whose mails cannot be composed or whose document is not the one asked for', async () => {
      const store = current();
      const failing = () => {
        throw new Error('template missing');
      };
      await expect(store.invoices.issue('platform', 'fee:o-1', documentOf('platform', 'fee:o-1', ['anna'], 1), failing)).rejects.toThrow('template missing');
      const misnumbered = (number: number) => documentOf('platform', 'fee:o-1', ['anna'], 1)(number + 1);
      await expect(store.invoices.issue('platform', 'fee:o-1', misnumbered, mailsTo('anna@example.at'))).rejects.toThrow(/number 2 instead of 1/);
      const elsewhere = documentOf('organiser:anna', 'fee:o-1', ['anna'], 1);
      await expect(store.invoices.issue('platform', 'fee:o-1', elsewhere, mailsTo('anna@example.at'))).rejects.toThrow(/issuerKey/);
      expect(await store.invoices.bySource('fee:o-1')).toBeNull();
      expect(await store.invoices.ofParty('anna', 10)).toEqual([]);
      expect(await store.mail.list({ to: 'anna@example.at' }, 10)).toEqual([]);
      const issued = await store.invoices.issue('platform', 'fee:o-1', documentOf('platform', 'fee:o-1', ['anna'], 1), mailsTo('anna@example.at'));
      expect([issued.created, issued.document.number]).toEqual([true, 1]);
    });

    it('lists a party’s documents newest first up to the limit, and every document in pages with the total', async () => {
      const store = current();
      const plan = [
        ['organiser:anna', 'receipt:o-1', ['teilnehmerin', 'anna'], 10],
        ['platform', 'fee:o-1', ['anna'], 11],
        ['organiser:anna', 'receipt:o-2', ['bernd', 'anna'], 30],
        ['organiser:anna', 'credit:o-1', ['teilnehmerin', 'anna'], 20],
        ['platform', 'fee:o-2', ['anna'], 30], // the same instant as receipt:o-2: ties by id, descending
      ] as const;
      const documents = [];
      for (const [issuer, source, parties, minute] of plan) {
        documents.push((await store.invoices.issue(issuer, source, documentOf(issuer, source, [...parties], minute), () => [])).document);
      }
      const [receipt1, fee1, receipt2, credit1, fee2] = documents as [TestDocument, TestDocument, TestDocument, TestDocument, TestDocument];
      expect(await store.invoices.ofParty('anna', 10)).toEqual([fee2, receipt2, credit1, fee1, receipt1]);
      expect(await store.invoices.ofParty('anna', 2)).toEqual([fee2, receipt2]);
      expect(await store.invoices.ofParty('teilnehmerin', 10)).toEqual([credit1, receipt1]);
      expect(await store.invoices.ofParty('nobody', 10)).toEqual([]);
      expect(await store.invoices.ofParty('anna', 0)).toEqual([]);

      const first = await store.invoices.list({ first: 2, offset: 0 });
      expect(first).toEqual({ items: [fee2, receipt2], hasNextPage: true, totalCount: 5 });
      expect(await store.invoices.list({ first: 2, offset: 2 })).toEqual({ items: [credit1, fee1], hasNextPage: true, totalCount: 5 });
      expect(await store.invoices.list({ first: 2, offset: 4 })).toEqual({ items: [receipt1], hasNextPage: false, totalCount: 5 });
    });

    it('numbers 20 documents of one issuer issued at once on two connections 1 to 20, each with its mail', async () => {
      const store = current();
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => {
            const source = `receipt:race-${i}`;
            return (i % 2 ? second : store).invoices.issue('organiser:anna', source, documentOf('organiser:anna', source, ['anna'], i), mailsTo('anna@example.at'));
          }),
        );
        expect(results.map((result) => result.document.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        expect((await store.invoices.list({ first: 1, offset: 0 })).totalCount).toBe(20);
        expect(await store.mail.list({ to: 'anna@example.at' }, 50)).toHaveLength(20);
        const next = await second.invoices.issue('organiser:anna', 'receipt:after', documentOf('organiser:anna', 'receipt:after', ['anna'], 99), () => []);
        expect(next.document.number).toBe(21);
      } finally {
        if (second !== store) await second.close();
      }
    });
  });
}
