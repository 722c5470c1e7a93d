// Gift vouchers (decision 054): a value sold by the platform that pays for seats of any paid course on the site. A
// voucher is bought through the same checkout as a seat, becomes ACTIVE when paid, and is redeemed at checkout in
// part or whole; its balance and every use are kept with it. Pure rules and records; the store keeps them behind
// repositories/vouchers.ts and changes a voucher and the order it pays in one transaction (payments.ts).
import { REFUND_ATTEMPTS, type ProviderPayment } from './refunds.js';

/** The amounts offered as buttons, in cents; any whole euro amount within the limits may be typed. */
export const VOUCHER_AMOUNTS_CENTS = [2_500, 5_000, 7_500, 10_000, 15_000] as const;
export const VOUCHER_MIN_CENTS = 1_000;
export const VOUCHER_MAX_CENTS = 50_000;
export const VOUCHER_CURRENCY = 'EUR';
/**
 * How long a voucher's value can be claimed: Austrian courts hold that a voucher's value stays claimable for the
 * general limitation period of 30 years unless a shorter term is justified (OGH 1 Ob 88/14v; OLG Wien 2018 on
 * experience vouchers), and nothing justifies one here.
 */
export const VOUCHER_VALID_YEARS = 30;
/** Within this time after paying, a buyer may withdraw from the purchase of a voucher nobody used (FAGG § 11). */
export const VOUCHER_WITHDRAWAL_DAYS = 14;
export const RECIPIENT_NAME_MAX = 80;
export const VOUCHER_MESSAGE_MAX = 500;
/** How far ahead a voucher may be scheduled to reach its recipient. */
export const VOUCHER_SEND_AHEAD_DAYS = 366;

/**
 * AWAITING_PAYMENT: bought, the checkout open. ACTIVE: paid, redeemable while it has a balance. EXPIRED: the checkout
 * ended unpaid. REFUND_PENDING / REFUNDED / REFUND_FAILED: the buyer withdrew (or the payment came too late) and the
 * money goes back; the voucher cannot be redeemed.
 */
export type VoucherStatus = 'AWAITING_PAYMENT' | 'ACTIVE' | 'EXPIRED' | 'REFUND_PENDING' | 'REFUNDED' | 'REFUND_FAILED';

/** A value voucher, or one bought as a named course (its value is the course's price then, redeemable on any course). */
export type VoucherKind = 'VALUE' | 'COURSE';

/** Who gets the voucher: the buyer (to print and hand over), or the recipient by mail on a day the buyer chose. */
export type VoucherDelivery =
  | { kind: 'BUYER' }
  | {
      kind: 'RECIPIENT';
      email: string;
      /** The day (Vienna) the mail goes out; on or after payment. */
      sendOn: Date;
      /** When the mail was written to the outbox. */
      sentAt?: Date;
    };

/** One change of a voucher's balance: a use (negative), money given back by a refunded seat (positive). */
export interface VoucherEntry {
  at: Date;
  cents: number;
  /** The order it paid or that gave it back. */
  orderId: string;
  note: string;
}

/** A voucher purchase; its checkout, payment and refund at the provider are ProviderPayment's fields, as an order's. */
export interface VoucherRecord extends ProviderPayment {
  /** The purchase's id: the checkout's order id at the provider (never the code, which is the secret). */
  id: string;
  /** The normalized code (voucher-codes.ts), unique; the key a redemption looks the voucher up by. */
  code: string;
  kind: VoucherKind;
  /** COURSE: the course it was bought as (printed on the voucher). */
  courseSlug?: string;
  /** What was paid for it. */
  valueCents: number;
  /** What is left to redeem. */
  balanceCents: number;
  currency: string;
  status: VoucherStatus;
  buyerUid: string;
  buyerEmail: string;
  /** The buyer's name when they bought it: who gives the voucher, in the recipient's mail (absent: „Jemand“). */
  buyerName?: string;
  /** The language the buyer bought in: the voucher's PDF and mails. */
  locale: 'de' | 'en';
  recipientName: string;
  message: string;
  delivery: VoucherDelivery;
  /** Until when the value can be claimed. */
  validUntil: Date;
  createdAt: Date;
  updatedAt: Date;
  /** Every use and every refund back, oldest first. */
  entries: VoucherEntry[];
  /** The purchase's history, as an order's. */
  log: VoucherLogEntry[];
}

/** One line of a purchase's history: what happened, in English, for editors. */
export interface VoucherLogEntry {
  at: Date;
  note: string;
}

/** Why a buyer may not withdraw (null: they may). */
export type WithdrawalRefusal = 'NOT_PAID' | 'USED' | 'PERIOD_OVER';

/** The buyer may withdraw within the period from a paid voucher nobody used, and gets the whole price back. */
export function withdrawalRefusal(voucher: VoucherRecord, now: Date): WithdrawalRefusal | null {
  if (voucher.status !== 'ACTIVE' || !voucher.paidAt) return 'NOT_PAID';
  if (voucher.balanceCents !== voucher.valueCents || voucher.entries.length > 0) return 'USED';
  return now.getTime() - voucher.paidAt.getTime() > VOUCHER_WITHDRAWAL_DAYS * 86_400_000 ? 'PERIOD_OVER' : null;
}

/** True while the voucher can pay for a seat. */
export const isRedeemable = (voucher: VoucherRecord, now: Date): boolean =>
  voucher.status === 'ACTIVE' && voucher.balanceCents > 0 && voucher.validUntil.getTime() > now.getTime();

/** What happens to a voucher purchase. */
export type VoucherChange =
  | { kind: 'CHECKOUT_OPENED'; provider: string; sessionId: string; checkoutUrl: string }
  | { kind: 'PAID'; paymentId: string; amountCents: number; currency: string }
  | { kind: 'EXPIRE' }
  /** The buyer withdraws from the purchase (withdrawalRefusal allowed it). */
  | { kind: 'WITHDRAW' }
  | { kind: 'REFUNDED'; refundId: string }
  | { kind: 'REFUND_ATTEMPT_FAILED'; error: string }
  /** The recipient's mail was written to the outbox. */
  | { kind: 'DELIVERED' };

/** A voucher purchase's next state; `changed: false` when the change does not apply (a replayed event). */
export function planVoucherChange(voucher: VoucherRecord, change: VoucherChange, now: Date): { voucher: VoucherRecord; changed: boolean } {
  const unchanged = { voucher, changed: false };
  const to = (status: VoucherStatus, note: string, fields: Partial<VoucherRecord> = {}) => ({
    changed: true,
    voucher: { ...voucher, ...fields, status, updatedAt: now, log: [...voucher.log, { at: now, note }] },
  });
  switch (change.kind) {
    case 'CHECKOUT_OPENED':
      if (voucher.status !== 'AWAITING_PAYMENT' || voucher.sessionId) return unchanged;
      return to('AWAITING_PAYMENT', 'checkout opened', { provider: change.provider, sessionId: change.sessionId, checkoutUrl: change.checkoutUrl });
    case 'PAID': {
      if (voucher.paymentId === change.paymentId || !['AWAITING_PAYMENT', 'EXPIRED'].includes(voucher.status)) return unchanged;
      const matches = change.amountCents === voucher.valueCents && change.currency.toUpperCase() === voucher.currency.toUpperCase();
      const paid = { paymentId: change.paymentId, paidAt: now };
      if (voucher.status === 'AWAITING_PAYMENT' && matches) return to('ACTIVE', 'paid', { ...paid, balanceCents: voucher.valueCents });
      return to('REFUND_PENDING', matches ? 'late payment: the checkout had ended' : `paid ${change.amountCents} ${change.currency}, not the price`, {
        ...paid,
        balanceCents: 0,
        refundReason: matches ? 'LATE_PAYMENT' : 'AMOUNT_MISMATCH',
      });
    }
    case 'EXPIRE':
      if (voucher.status !== 'AWAITING_PAYMENT') return unchanged;
      return to('EXPIRED', 'checkout ended unpaid');
    case 'WITHDRAW':
      if (withdrawalRefusal(voucher, now)) return unchanged;
      return to('REFUND_PENDING', 'buyer withdrew', { balanceCents: 0, refundReason: 'WITHDRAWN' });
    case 'REFUNDED':
      if (voucher.status !== 'REFUND_PENDING') return unchanged;
      return to('REFUNDED', 'refunded', { refundId: change.refundId });
    case 'REFUND_ATTEMPT_FAILED': {
      if (voucher.status !== 'REFUND_PENDING') return unchanged;
      const attempts = voucher.refundAttempts + 1;
      if (attempts < REFUND_ATTEMPTS) return { changed: true, voucher: { ...voucher, refundAttempts: attempts, updatedAt: now } };
      return to('REFUND_FAILED', `refund failed ${attempts} times: ${change.error.slice(0, 200)}`, { refundAttempts: attempts });
    }
    case 'DELIVERED':
      if (voucher.delivery.kind !== 'RECIPIENT' || voucher.delivery.sentAt || voucher.status !== 'ACTIVE') return unchanged;
      return { changed: true, voucher: { ...voucher, delivery: { ...voucher.delivery, sentAt: now }, updatedAt: now, log: [...voucher.log, { at: now, note: 'mailed to the recipient' }] } };
  }
}

/** The voucher after paying `cents` of an order (cents ≤ balance, checked by the caller). */
export function debited(voucher: VoucherRecord, cents: number, orderId: string, now: Date): VoucherRecord {
  return { ...voucher, balanceCents: voucher.balanceCents - cents, updatedAt: now, entries: [...voucher.entries, { at: now, cents: -cents, orderId, note: 'paid a seat' }] };
}

/** The voucher after an order it paid gave its part back (a hold ended, a refund): the value is claimable again. */
export function credited(voucher: VoucherRecord, cents: number, orderId: string, now: Date, note: string): VoucherRecord {
  return { ...voucher, balanceCents: voucher.balanceCents + cents, updatedAt: now, entries: [...voucher.entries, { at: now, cents, orderId, note }] };
}

/** A voucher's validity from the moment it was bought: to the end of the 30th year. */
export function voucherValidUntil(boughtAt: Date): Date {
  return new Date(Date.UTC(boughtAt.getUTCFullYear() + VOUCHER_VALID_YEARS, 11, 31, 22, 59, 59));
}
