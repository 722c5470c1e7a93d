// The demo's promo codes and gift voucher: seeded with the demo content, as the README's „Try it“ names them, once
// whatever the number of seeds, on the embedded store and on Firestore; the voucher's refund asks no provider.
import { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestoreEmulatorMissing, startFirestoreEmulator, uniqueProjectId } from '../../test/firestore-emulator.js';
import { DEMO_PROVIDER } from '../domain/payments.js';
import { discountCents, fundedBy, promoRefusal } from '../domain/promo-codes.js';
import type { Store } from '../domain/repositories.js';
import { zonedInstant } from '../domain/time.js';
import { formatVoucherCode, normalizeVoucherCode } from '../domain/voucher-codes.js';
import { isRedeemable, withdrawalRefusal } from '../domain/vouchers.js';
import { changeVoucher } from '../services/voucher-changes.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { openFirebaseStore } from '../store/firebase/store.js';
import { demoGuestProfiles } from './demo-bookings.js';
import { demoContent } from './demo-content.js';
import { DEMO_ORGANISER } from './demo-people.js';
import { DEMO_ORGANISER_PROMO_CODE, DEMO_SITE_PROMO_CODE, DEMO_VOUCHER_CODE, DEMO_VOUCHER_ID, seedDemoVouchers } from './demo-vouchers.js';
import { seedDemoContent } from './seed.js';

// Tuesday, 24 November 2026, 13:00 in Vienna.
const now = zonedInstant('2026-11-24', '13:00', 'Europe/Vienna');
const later = new Date(now.getTime() + 30 * 86_400_000);

/** Everything the demo seeds of vouchers and codes, as stored. */
async function seeded(store: Store) {
  return {
    organiserCodes: await store.promoCodes.byOwner(DEMO_ORGANISER.uid),
    siteCodes: await store.promoCodes.byOwner(null),
    vouchers: await store.vouchers.list({ first: 10, offset: 0 }),
  };
}

/** The README's promises of what was seeded at `seededAt`, checked against `store`. */
async function expectTheDemosCodesAndVoucher(store: Store, seededAt: Date) {
  const { organiserCodes, siteCodes, vouchers } = await seeded(store);
  const [organisers] = organiserCodes;
  expect(organiserCodes).toHaveLength(1);
  expect(organisers).toMatchObject({ code: DEMO_ORGANISER_PROMO_CODE, discount: { kind: 'PERCENT', percent: 10 }, maxUses: 50, perPersonLimit: 1, active: true, uses: [] });
  expect(fundedBy(organisers!)).toBe('ORGANISER');
  expect(organisers!.validUntil!.getTime() - seededAt.getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
  const [site] = siteCodes;
  expect(siteCodes).toHaveLength(1);
  expect(site).toMatchObject({ code: DEMO_SITE_PROMO_CODE, discount: { kind: 'AMOUNT', cents: 500 }, maxUses: null, perPersonLimit: 1, validUntil: null, active: true });
  expect(fundedBy(site!)).toBe('PLATFORM');

  // The README prints the voucher's code grouped, and typed in lower case it still reads as the voucher's.
  expect(formatVoucherCode(DEMO_VOUCHER_CODE)).toBe('C74EGZ-YJQE3R-GNT6EM');
  const voucher = await store.vouchers.byCode(normalizeVoucherCode('c74egz-yjqe3r-gnt6em')!);
  expect(vouchers.totalCount).toBe(1);
  expect(vouchers.items).toEqual([voucher]);
  const buyer = demoGuestProfiles(seededAt)[0]!;
  expect(voucher).toMatchObject({
    id: DEMO_VOUCHER_ID,
    status: 'ACTIVE',
    valueCents: 5_000,
    balanceCents: 5_000,
    currency: 'EUR',
    buyerUid: buyer.uid,
    buyerEmail: buyer.email,
    provider: DEMO_PROVIDER,
    delivery: { kind: 'BUYER' },
    entries: [],
  });
  expect(voucher!.validUntil.getUTCFullYear()).toBe(voucher!.paidAt!.getUTCFullYear() + 30);
  // Redeemable at once; a present long given, past the buyer's withdrawal.
  expect(isRedeemable(voucher!, seededAt)).toBe(true);
  expect(withdrawalRefusal(voucher!, seededAt)).toBe('PERIOD_OVER');
  return { organisers: organisers!, site: site!, voucher: voucher! };
}

describe('the demo’s gift voucher and promo codes', () => {
  it('are seeded with the demo content and apply to the organiser’s paid courses, the site’s code to any', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      await seedDemoContent(store, now);
      const { organisers, site } = await expectTheDemosCodesAndVoucher(store, now);
      const events = demoContent(now).events.filter((event) => event.price.amountCents > 0 && event.startsAt > now);
      const hers = events.find((event) => event.ownerUid === DEMO_ORGANISER.uid)!;
      const another = events.find((event) => event.ownerUid !== DEMO_ORGANISER.uid)!;
      expect(promoRefusal(organisers, hers, 'someone', later)).toBeNull();
      expect(discountCents(organisers.discount, hers.price.amountCents)).toBe(Math.round(hers.price.amountCents / 10));
      expect(promoRefusal(organisers, another, 'someone', later)).toBe('CODE_NOT_FOR_COURSE');
      expect(promoRefusal(site, hers, 'someone', later)).toBeNull();
      expect(promoRefusal(site, another, 'someone', later)).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('are written once, whatever the number of seeds: a code switched off stays off', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      await seedDemoContent(store, now);
      const { organisers } = await expectTheDemosCodesAndVoucher(store, now);
      await store.promoCodes.update(organisers.key, (record) => ({ ...record, active: false }), later);
      const before = await seeded(store);
      await seedDemoContent(store, later);
      await seedDemoVouchers(store, later);
      expect(await seeded(store)).toEqual(before);
      expect(before.organiserCodes[0]?.active).toBe(false);
    } finally {
      await store.close();
    }
  });

  it('is refunded without asking a payment provider, as the demo’s orders are', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      await seedDemoContent(store, now);
      const [voucher] = await store.vouchers.getByIds([DEMO_VOUCHER_ID]);
      // Withdrawn while it still could be (the buyer is a guest without an account: only a test can), with no provider.
      const withdrawnAt = new Date(voucher!.paidAt!.getTime() + 86_400_000);
      const result = await changeVoucher({ store, now: withdrawnAt, payments: null }, voucher!, { kind: 'WITHDRAW' });
      expect(result.voucher).toMatchObject({ status: 'REFUNDED', refundId: `${DEMO_VOUCHER_ID}-refund`, refundAttempts: 0, balanceCents: 0 });
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(firestoreEmulatorMissing())('the demo’s gift voucher and promo codes on Firestore', () => {
  it('are written once, whatever the number of seeds', async () => {
    const emulator = await startFirestoreEmulator();
    const store = openFirebaseStore(new Firestore({ projectId: uniqueProjectId(), host: emulator.host, ssl: false }));
    try {
      await seedDemoVouchers(store, now);
      await expectTheDemosCodesAndVoucher(store, now);
      const before = await seeded(store);
      await seedDemoVouchers(store, later);
      expect(await seeded(store)).toEqual(before);
    } finally {
      await store.close();
      await emulator.stop();
    }
  }, 60_000);
});
