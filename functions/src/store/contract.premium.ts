// Premium subscriptions as part of the store contract (describeStoreContract calls it): a venue's record changes
// only through `change`, written with the provider's event id and the mails in one transaction; a replayed or
// out-of-order webhook changes nothing twice, and featuring ends when the paid period does, without a write.
import { describe, expect, it } from 'vitest';
import type { PremiumChange } from '../domain/premium-subscriptions.js';
import type { MailRecord } from '../domain/records.js';
import type { PremiumChangeResult, Store } from '../domain/repositories.js';
import { mail } from './contract.scenarios.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const at = (iso: string) => new Date(iso);
const none = () => [];
let counter = 0;
/** One mail per paid period. */
const invoiceMails = (result: PremiumChangeResult): MailRecord[] =>
  result.changed && result.record?.status === 'ACTIVE' && result.record.currentPeriodEnd?.getTime() !== result.before?.currentPeriodEnd?.getTime()
    ? [mail(`premium-mail-${counter++}`, result.record.uid, now.toISOString(), 'premiumInvoice')]
    : [];
const opened: Extract<PremiumChange, { kind: 'CHECKOUT_OPENED' }> = { kind: 'CHECKOUT_OPENED', uid: 'u-owner', planId: 'premium-monthly', provider: 'test', sessionId: 'cs_p1' };
const paid = (periodEnd: string, subscriptionId = 'sub_1'): PremiumChange => ({ kind: 'PAID', subscriptionId, customerId: 'cus_1', periodEnd: at(periodEnd) });

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
      expect((await store.premium.change('atelier', paid('2026-04-01T12:00:00.000Z'), now, { providerEventId: 'evt_p1b' }, invoiceMails)).changed).toBe(false);
      expect((await store.mail.list({ to: 'u-owner' }, 10)).map((m) => m.template)).toEqual(['premiumInvoice', 'premiumInvoice']);

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

    it('keeps nothing of a change, not even the event id, when composing its mails fails', async () => {
      const store = current();
      await store.premium.change('werkbank', opened, now, {}, none);
      const failing = () => {
        throw new Error('template missing');
      };
      await expect(store.premium.change('werkbank', paid('2026-04-01T12:00:00.000Z'), now, { providerEventId: 'evt_w1' }, failing)).rejects.toThrow('template missing');
      expect((await store.premium.getByVenues(['werkbank']))[0]?.status).toBe('PENDING');
      const retried = await store.premium.change('werkbank', paid('2026-04-01T12:00:00.000Z'), now, { providerEventId: 'evt_w1' }, none);
      expect([retried.duplicateEvent, retried.record?.status]).toEqual([false, 'ACTIVE']);
    });

    it('applies a webhook delivered twice at once on two connections once', async () => {
      const store = current();
      await store.premium.change('doppelt', opened, now, {}, none);
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        const results = await Promise.all([store, second].map((s) => s.premium.change('doppelt', paid('2026-04-01T12:00:00.000Z'), now, { providerEventId: 'evt_d1' }, invoiceMails)));
        expect(results.filter((r) => r.changed)).toHaveLength(1);
        expect(await store.mail.list({ to: 'u-owner' }, 10)).toHaveLength(1);
      } finally {
        if (second !== store) await second.close();
      }
    });
  });
}
