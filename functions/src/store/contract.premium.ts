// Premium subscriptions as part of the store contract (describeStoreContract calls it): a venue's record changes
// only through `change`, written with the provider's event id and the mails in one transaction; a replayed or
// out-of-order webhook changes nothing twice, and featuring ends when the paid period does, without a write. Every
// paid period's provider invoice gets the next invoice number once, in the same transaction.
import { describe, expect, it } from 'vitest';
import type { PremiumChange } from '../domain/premium-subscriptions.js';
import type { MailRecord } from '../domain/records.js';
import type { PremiumChangeResult, Store } from '../domain/repositories.js';
import { mail } from './contract.scenarios.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const at = (iso: string) => new Date(iso);
const none = () => [];
let counter = 0;
/** One mail per invoice issued. */
const invoiceMails = (result: PremiumChangeResult): MailRecord[] =>
  result.invoice ? [mail(`premium-mail-${counter++}`, result.invoice.uid, now.toISOString(), 'premiumInvoice')] : [];
const opened: Extract<PremiumChange, { kind: 'CHECKOUT_OPENED' }> = { kind: 'CHECKOUT_OPENED', uid: 'u-owner', planId: 'premium-monthly', provider: 'test', sessionId: 'cs_p1' };
/** A period paid up to `periodEnd`, with its invoice (`in_<subscription>_<periodEnd>` unless told). */
const paid = (periodEnd: string, subscriptionId = 'sub_1', invoiceId = `in_${subscriptionId}_${periodEnd}`): PremiumChange => ({
  kind: 'PAID',
  subscriptionId,
  customerId: 'cus_1',
  periodEnd: at(periodEnd),
  invoice: {
    id: invoiceId,
    amountCents: 2880,
    currency: 'eur',
    periodStart: new Date(at(periodEnd).getTime() - 30 * 86_400_000),
    periodEnd: at(periodEnd),
    buyerName: 'Werkstatt Muster e.U.',
    buyerAddress: ['Lindengasse 5', '1070 Wien'],
    buyerCountry: 'AT',
  },
});

export function describePremiumContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('premium subscriptions', () => {
    it('opens, pays, renews, cancels at the period end and ends a venue subscription, each event once', async () => {
      const store = current();
      expect(await store.premium.getByVenues(['atelier'])).toEqual([null]);
      const open = await store.premium.change('atelier', opened, now, {}, none);
      expect(open.record).toMatchObject({ venueSlug: 'atelier', uid: 'u-owner', planId: 'premium-monthly', status: 'PENDING', subscriptionId: null, currentPeriodEnd: null });
      expect(await store.premium.featured(now)).toEqual([]);

      const first = await store.premium.change('atelier', paid('2026-04-01T12:00:00.000Z'), at('2026-03-01T12:01:00.000Z'), { providerEventId: 'evt_p1' }, invoiceMails);
      expect([first.changed, first.before?.status, first.record?.status]).toEqual([true, 'PENDING', 'ACTIVE']);
      expect(first.record).toMatchObject({ subscriptionId: 'sub_1', customerId: 'cus_1', currentPeriodEnd: at('2026-04-01T12:00:00.000Z'), cancelAtPeriodEnd: false });
      expect((await store.premium.featured(now)).map((r) => r.venueSlug)).toEqual(['atelier']);

      // The same event again, and an event of another subscription, change nothing.
      const replay = await store.premium.change('atelier', paid('2026-05-01T12:00:00.000Z'), now, { providerEventId: 'evt_p1' }, invoiceMails);
      expect([replay.duplicateEvent, replay.changed, replay.record?.currentPeriodEnd]).toEqual([true, false, at('2026-04-01T12:00:00.000Z')]);
      expect((await store.premium.change('atelier', paid('2026-09-01T12:00:00.000Z', 'sub_other'), now, {}, invoiceMails)).changed).toBe(false);

      // A renewal extends the period; an older invoice arriving late never shortens it.
      const renewed = await store.premium.change('atelier', paid('2026-05-01T12:00:00.000Z'), at('2026-04-01T12:00:05.000Z'), { providerEventId: 'evt_p2' }, invoiceMails);
      expect(renewed.record?.currentPeriodEnd).toEqual(at('2026-05-01T12:00:00.000Z'));
      // The first period's invoice again, in another event: the period stays, and the invoice keeps its one number.
      const late = await store.premium.change('atelier', paid('2026-04-01T12:00:00.000Z'), now, { providerEventId: 'evt_p1b' }, invoiceMails);
      expect([late.changed, late.invoice]).toEqual([false, null]);
      expect((await store.mail.list({ to: 'u-owner' }, 10)).map((m) => m.template)).toEqual(['premiumInvoice', 'premiumInvoice']);
      expect([first.invoice?.number, renewed.invoice?.number]).toEqual([expect.any(Number), first.invoice!.number + 1]);
      expect(renewed.invoice).toMatchObject({
        providerInvoiceId: 'in_sub_1_2026-05-01T12:00:00.000Z',
        venueSlug: 'atelier',
        uid: 'u-owner',
        planId: 'premium-monthly',
        currency: 'EUR',
        netCents: 2400,
        vatCents: 480,
        grossCents: 2880,
        vatPercent: 20,
        buyerName: 'Werkstatt Muster e.U.',
        buyerAddress: ['Lindengasse 5', '1070 Wien'],
        buyerCountry: 'AT',
        periodEnd: at('2026-05-01T12:00:00.000Z'),
      });
      expect(await store.premium.invoices('atelier')).toEqual([first.invoice, renewed.invoice]);

      // A checkout while Premium runs changes nothing.
      expect((await store.premium.change('atelier', { ...opened, sessionId: 'cs_p2' }, now, {}, none)).changed).toBe(false);

      const cancelled = await store.premium.change('atelier', { kind: 'CANCEL_AT_PERIOD_END', subscriptionId: 'sub_1', cancel: true }, now, {}, none);
      expect(cancelled.record).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
      // Still featured until the period end, then not, without a write.
      expect((await store.premium.featured(at('2026-04-30T12:00:00.000Z'))).map((r) => r.venueSlug)).toEqual(['atelier']);
      expect(await store.premium.featured(at('2026-05-01T12:00:00.000Z'))).toEqual([]);

      const ended = await store.premium.change('atelier', { kind: 'ENDED', subscriptionId: 'sub_1' }, at('2026-05-01T12:00:10.000Z'), { providerEventId: 'evt_p3' }, none);
      expect(ended.record).toMatchObject({ status: 'ENDED', cancelAtPeriodEnd: false });
      expect(ended.record?.log.map((entry) => [entry.from, entry.to, entry.change])).toEqual([
        [null, 'PENDING', 'CHECKOUT_OPENED'],
        ['PENDING', 'ACTIVE', 'PAID'],
        ['ACTIVE', 'ACTIVE', 'PAID'],
        ['ACTIVE', 'ACTIVE', 'CANCEL_AT_PERIOD_END'],
        ['ACTIVE', 'ENDED', 'ENDED'],
      ]);
      // A renewal after the end changes nothing; a new checkout starts again.
      expect((await store.premium.change('atelier', paid('2026-06-01T12:00:00.000Z'), now, {}, invoiceMails)).changed).toBe(false);
      const again = await store.premium.change('atelier', { ...opened, planId: 'premium-yearly', sessionId: 'cs_p3' }, at('2026-05-02T00:00:00.000Z'), {}, none);
      expect(again.record).toMatchObject({ status: 'PENDING', planId: 'premium-yearly', subscriptionId: null, currentPeriodEnd: null });
      expect(await store.premium.getByVenues(['atelier', 'nope'])).toEqual([again.record, null]);
    });

    it('numbers invoices without gaps across venues, once per provider invoice, and a late older one too', async () => {
      const store = current();
      await store.premium.change('nummer-a', { ...opened, sessionId: 'cs_na' }, now, {}, none);
      await store.premium.change('nummer-b', { ...opened, sessionId: 'cs_nb' }, now, {}, none);
      const a1 = await store.premium.change('nummer-a', paid('2026-04-01T12:00:00.000Z', 'sub_na'), now, { providerEventId: 'evt_na1' }, invoiceMails);
      const b1 = await store.premium.change('nummer-b', paid('2026-04-01T12:00:00.000Z', 'sub_nb'), now, { providerEventId: 'evt_nb1' }, invoiceMails);
      // Another subscription's invoice for a venue issues nothing.
      expect((await store.premium.change('nummer-b', paid('2026-06-01T12:00:00.000Z', 'sub_other'), now, { providerEventId: 'evt_nbx' }, invoiceMails)).invoice).toBeNull();
      // Two renewals whose events arrive out of order: the later period first, then the earlier; both were paid.
      const a3 = await store.premium.change('nummer-a', paid('2026-06-01T12:00:00.000Z', 'sub_na'), now, { providerEventId: 'evt_na3' }, invoiceMails);
      const a2 = await store.premium.change('nummer-a', paid('2026-05-01T12:00:00.000Z', 'sub_na'), now, { providerEventId: 'evt_na2' }, invoiceMails);
      expect(a2.changed).toBe(false);
      expect(a2.record?.currentPeriodEnd).toEqual(at('2026-06-01T12:00:00.000Z'));
      const numbers = [a1, b1, a3, a2].map((result) => result.invoice?.number);
      expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2, numbers[0]! + 3]);
      expect((await store.premium.invoices('nummer-a')).map((invoice) => invoice.number)).toEqual([numbers[0], numbers[2], numbers[3]]);
      // The editors' list: every venue's, newest first, a page at a time with the total.
      const all = await store.premium.allInvoices({ first: 2, offset: 0 });
      expect(all.items.map((invoice) => [invoice.number, invoice.venueSlug])).toEqual([
        [numbers[3], 'nummer-a'],
        [numbers[2], 'nummer-a'],
      ]);
      expect(all.totalCount).toBe(numbers[3]);
      expect(all.hasNextPage).toBe(true);
      const rest = await store.premium.allInvoices({ first: 50, offset: 2 });
      expect(rest.items.slice(0, 2).map((invoice) => invoice.number)).toEqual([numbers[1], numbers[0]]);
      expect(rest.items[0]).toEqual(b1.invoice);
      // A change without the provider's invoice (none is known) issues none.
      const withoutInvoice: PremiumChange = { kind: 'PAID', subscriptionId: 'sub_nb', customerId: null, periodEnd: at('2026-07-01T12:00:00.000Z') };
      expect((await store.premium.change('nummer-b', withoutInvoice, now, {}, invoiceMails)).invoice).toBeNull();
    });

    it('keeps nothing of a change, not even the event id, when composing its mails fails', async () => {
      const store = current();
      await store.premium.change('werkbank', opened, now, {}, none);
      const failing = () => {
        throw new Error('template missing');
      };
      await expect(store.premium.change('werkbank', paid('2026-04-01T12:00:00.000Z'), now, { providerEventId: 'evt_w1' }, failing)).rejects.toThrow('template missing');
      expect((await store.premium.getByVenues(['werkbank']))[0]?.status).toBe('PENDING');
      expect(await store.premium.invoices('werkbank')).toEqual([]);
      const retried = await store.premium.change('werkbank', paid('2026-04-01T12:00:00.000Z'), now, { providerEventId: 'evt_w1' }, none);
      expect([retried.duplicateEvent, retried.record?.status]).toEqual([false, 'ACTIVE']);
      expect((await store.premium.invoices('werkbank')).map((invoice) => invoice.number)).toEqual([retried.invoice!.number]);
    });

    it('applies a webhook delivered twice at once on two connections once', async () => {
      const store = current();
      await store.premium.change('doppelt', opened, now, {}, none);
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        const results = await Promise.all([store, second].map((s) => s.premium.change('doppelt', paid('2026-04-01T12:00:00.000Z'), now, { providerEventId: 'evt_d1' }, invoiceMails)));
        expect(results.filter((r) => r.changed)).toHaveLength(1);
        expect(results.filter((r) => r.invoice)).toHaveLength(1);
        expect(await store.mail.list({ to: 'u-owner' }, 10)).toHaveLength(1);
        expect(await store.premium.invoices('doppelt')).toHaveLength(1);
      } finally {
        if (second !== store) await second.close();
      }
    });
  });
}
