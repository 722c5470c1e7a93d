// The demo's gift voucher and promo codes, so that a fresh `npm start` shows both at checkout (README, "Try it"): the
// demo organiser's code for her paid courses, a site-wide code the platform pays for, and a voucher a demo guest
// bought for the demo participant, whose code the README prints. The voucher is bought as the site sells one (stored
// awaiting payment, then paid through the voucher's rules), from the provider `demo` as the guests' orders are: no
// money moved, and a refund of it asks no payment provider (services/voucher-changes.ts). Seeding is idempotent: a
// code or voucher already stored stays as it is, with the uses and balance it has had since.
import { DEMO_PROVIDER } from '../domain/payments.js';
import { promoKey, SITE_SCOPE, type PromoCodeRecord } from '../domain/promo-codes.js';
import type { Store } from '../domain/repositories.js';
import { planVoucherChange, voucherValidUntil, type VoucherRecord } from '../domain/vouchers.js';
import { demoGuestProfiles } from './demo-bookings.js';
import { DEMO_ORGANISER } from './demo-people.js';

/** The demo organiser's code: 10 % off her paid courses. */
export const DEMO_ORGANISER_PROMO_CODE = 'WERKSTATT10';
/** The site-wide code: 5 € off any paid course, paid by the platform. */
export const DEMO_SITE_PROMO_CODE = 'WILLKOMMEN5';
/**
 * The demo voucher's code, printed in the README as „C74EGZ-YJQE3R-GNT6EM“: drawn once with newVoucherCode and
 * fixed here, so that its check character is the module's own (the seed's tests check that it reads as a code).
 */
export const DEMO_VOUCHER_CODE = 'C74EGZYJQE3RGNT6EM';
/** The demo voucher's purchase id, fixed so that a seed run again finds it. */
export const DEMO_VOUCHER_ID = 'gift-demo-anna-berger';
export const DEMO_VOUCHER_CENTS = 5_000;
/** Who stands for the editors behind the site-wide code (no demo account is an editor). */
const DEMO_EDITORS = 'demo-redaktion';
const DAY = 86_400_000;
/** The voucher was bought this long before the seed: past the withdrawal period, as a present long given. */
const VOUCHER_BOUGHT_DAYS_AGO = 21;

/** The demo's promo codes as created at `now`: the organiser's for a year, 50 uses; the site's without an end. */
export function demoPromoCodes(now: Date): PromoCodeRecord[] {
  const base = { perPersonLimit: 1, validFrom: now, eventSlugs: [], active: true, uses: [], createdAt: now, updatedAt: now };
  const inAYear = new Date(now);
  inAYear.setUTCFullYear(now.getUTCFullYear() + 1);
  return [
    {
      ...base,
      key: promoKey(DEMO_ORGANISER.uid, DEMO_ORGANISER_PROMO_CODE),
      code: DEMO_ORGANISER_PROMO_CODE,
      ownerUid: DEMO_ORGANISER.uid,
      createdBy: DEMO_ORGANISER.uid,
      discount: { kind: 'PERCENT', percent: 10 },
      maxUses: 50,
      validUntil: inAYear,
    },
    {
      ...base,
      key: promoKey(SITE_SCOPE, DEMO_SITE_PROMO_CODE),
      code: DEMO_SITE_PROMO_CODE,
      ownerUid: null,
      createdBy: DEMO_EDITORS,
      discount: { kind: 'AMOUNT', cents: 500 },
      maxUses: null,
      validUntil: null,
    },
  ];
}

/**
 * The 50 € voucher the first demo guest bought three weeks before `now` for the demo participant (Jana Novak), to
 * hand over herself: bought as buyVoucher stores a purchase, then paid through planVoucherChange, ACTIVE and whole.
 */
export function demoVoucher(now: Date): VoucherRecord {
  const buyer = demoGuestProfiles(now)[0]!;
  const boughtAt = new Date(now.getTime() - VOUCHER_BOUGHT_DAYS_AGO * DAY);
  const bought: VoucherRecord = {
    id: DEMO_VOUCHER_ID,
    code: DEMO_VOUCHER_CODE,
    kind: 'VALUE',
    valueCents: DEMO_VOUCHER_CENTS,
    balanceCents: 0,
    currency: 'EUR',
    status: 'AWAITING_PAYMENT',
    buyerUid: buyer.uid,
    buyerEmail: buyer.email,
    buyerName: buyer.name,
    locale: 'de',
    recipientName: 'Jana Novak',
    message: 'Alles Gute zum Geburtstag! Such dir einen Kurs aus, der dir Freude macht – ich komme gern mit. Anna',
    delivery: { kind: 'BUYER' },
    validUntil: voucherValidUntil(boughtAt),
    provider: DEMO_PROVIDER,
    refundAttempts: 0,
    createdAt: boughtAt,
    updatedAt: boughtAt,
    entries: [],
    log: [{ at: boughtAt, note: 'bought' }],
  };
  const paidAt = new Date(boughtAt.getTime() + 3 * 60_000);
  const paid = planVoucherChange(bought, { kind: 'PAID', paymentId: `${DEMO_VOUCHER_ID}-payment`, amountCents: DEMO_VOUCHER_CENTS, currency: 'EUR' }, paidAt);
  if (paid.voucher.status !== 'ACTIVE') throw new Error(`The demo voucher was not paid: ${paid.voucher.status}`);
  return paid.voucher;
}

/** Stores the demo's promo codes and voucher that the store lacks; those it has stay as they are. */
export async function seedDemoVouchers(store: Store, now: Date): Promise<void> {
  for (const promo of demoPromoCodes(now)) {
    if (!(await store.promoCodes.get(promo.key))) await store.promoCodes.create(promo);
  }
  const voucher = demoVoucher(now);
  const [stored] = await store.vouchers.getByIds([voucher.id]);
  if (!stored) await store.vouchers.create(voucher);
}
