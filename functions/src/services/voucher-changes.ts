// How a gift voucher purchase changes after it was bought: the provider's checkout events (paid, ended unpaid), the
// refund of a withdrawn or late-paid voucher, the mail to the recipient on the day the buyer chose, and the payment
// sweep's share of them. Each change goes through VoucherRepository.change in one transaction with its mails; the
// provider is called around those transactions, never inside them, as for orders (order-changes.ts).
import { checkoutEventChange, checkoutPayment } from '../domain/checkout-changes.js';
import { PaymentProviderError, type PaymentProvider, type ProviderEvent, type SessionState } from '../domain/payment-provider.js';
import { DEMO_PROVIDER } from '../domain/payments.js';
import type { EventRecord, MailRecord } from '../domain/records.js';
import type { VoucherChangeResult } from '../domain/repositories.js';
import { planVoucherChange, type VoucherChange, type VoucherRecord } from '../domain/vouchers.js';
import { renderVoucherPdf } from '../invoices/voucher-pdf.js';
import type { ServiceContext } from './service-context.js';
import { voucherDeliveryMails, voucherPaidMails, voucherRefundMails } from './voucher-mails.js';

/** What the work on voucher purchases needs: the store, the provider (a call that needs it fails without one), a clock. */
export type VoucherWork = Pick<ServiceContext, 'store' | 'now' | 'payments'>;

/** How long a voucher's checkout stays open: then the sweep ends it at the provider (Stripe keeps one at least 30 min). */
export const VOUCHER_CHECKOUT_MS = 60 * 60_000;
/** An open checkout not paid this long after its last change is asked about at the provider (its webhook may be lost). */
const RECONCILE_AFTER_MS = 2 * 60_000;
const SWEEP_BATCH = 100;

function providerOf(work: Pick<ServiceContext, 'payments'>): PaymentProvider {
  if (!work.payments) throw new PaymentProviderError('No payment provider configured');
  return work.payments;
}

/** The course a COURSE voucher was bought as (printed on it), or null. */
async function courseOf(work: VoucherWork, voucher: VoucherRecord): Promise<EventRecord | null> {
  if (!voucher.courseSlug) return null;
  const [course] = await work.store.events.getBySlugs([voucher.courseSlug]);
  return course ?? null;
}

/**
 * One change of a voucher purchase through the store, with its mails: the buyer's confirmation with the voucher's PDF
 * when it is paid, the buyer's refund mail once when the money starts going back. The PDF is drawn before the
 * transaction (its mails are composed inside it, synchronously), and only when the change makes the voucher ACTIVE.
 */
export async function changeVoucher(work: VoucherWork, voucher: VoucherRecord, change: VoucherChange, providerEventId?: string): Promise<VoucherChangeResult> {
  const planned = planVoucherChange(voucher, change, work.now);
  const paid = planned.changed && planned.voucher.status === 'ACTIVE' && voucher.status !== 'ACTIVE';
  const course = paid ? await courseOf(work, voucher) : null;
  const pdf = paid ? await renderVoucherPdf(planned.voucher, course) : null;
  const result = await work.store.vouchers.change(voucher.id, change, work.now, providerEventId ? { providerEventId } : {}, (outcome): MailRecord[] => {
    if (!outcome.changed) return [];
    if (pdf && outcome.voucher.status === 'ACTIVE' && outcome.before !== 'ACTIVE') return voucherPaidMails(outcome.voucher, course, pdf);
    if (outcome.voucher.status === 'REFUND_PENDING' && outcome.before !== 'REFUND_PENDING') return voucherRefundMails(outcome.voucher);
    return [];
  });
  if (!result.changed) return result;
  if (result.voucher.status === 'REFUND_PENDING') return { ...result, voucher: (await refundVoucherNow(work, result.voucher)) ?? result.voucher };
  // Paid on or after the day the recipient is to have it: the mail goes out now rather than at the sweep's next run.
  if (pdf && isDue(result.voucher, work.now)) await deliverVoucher(work, result.voucher, course, pdf);
  return result;
}

const isDue = (voucher: VoucherRecord, now: Date): boolean =>
  voucher.status === 'ACTIVE' && voucher.delivery.kind === 'RECIPIENT' && !voucher.delivery.sentAt && voucher.delivery.sendOn.getTime() <= now.getTime();

/**
 * Mails the voucher to its recipient: DELIVERED and the mail are written in one transaction, and DELIVERED applies
 * once, so two sweeps (or the payment and a sweep) delivering the same voucher at once send one mail.
 */
async function deliverVoucher(work: VoucherWork, voucher: VoucherRecord, course: EventRecord | null, pdf: Buffer): Promise<boolean> {
  const result = await work.store.vouchers.change(voucher.id, { kind: 'DELIVERED' }, work.now, {}, (outcome) =>
    outcome.changed ? voucherDeliveryMails(outcome.voucher, course, pdf) : [],
  );
  return result.changed;
}

/**
 * Gives a REFUND_PENDING voucher's money back through the provider (once per voucher by its idempotency key); a
 * failure counts one attempt, retried by the sweep. A payment of another amount than the price is given back whole.
 */
export async function refundVoucherNow(work: VoucherWork, voucher: VoucherRecord): Promise<VoucherRecord | null> {
  if (voucher.status !== 'REFUND_PENDING' || !voucher.paymentId) return null;
  // The demo's voucher (seed/demo-vouchers.ts) was paid to no provider: as the demo's orders, it is refunded without one.
  if (voucher.provider === DEMO_PROVIDER) return (await work.store.vouchers.change(voucher.id, { kind: 'REFUNDED', refundId: `${voucher.id}-refund` }, work.now, {}, () => [])).voucher;
  let change: VoucherChange;
  try {
    const payments = providerOf(work);
    const paidCents = voucher.refundReason === 'AMOUNT_MISMATCH' && voucher.sessionId ? (await payments.getSession(voucher.sessionId)).amountCents : null;
    const refund = await payments.refund(voucher.paymentId, paidCents ?? voucher.valueCents, `voucher-refund-${voucher.id}`);
    change = { kind: 'REFUNDED', refundId: refund.id };
  } catch (error) {
    console.warn(`Refund of voucher ${voucher.id} failed:`, (error as Error).message);
    change = { kind: 'REFUND_ATTEMPT_FAILED', error: (error as Error).message };
  }
  return (await work.store.vouchers.change(voucher.id, change, work.now, {}, () => [])).voucher;
}

/** The change a provider's checkout state makes: paid, or ended unpaid; null while it is open. */
function changeOfSession(state: SessionState): VoucherChange | null {
  return checkoutPayment(state) ?? (state.status === 'expired' ? { kind: 'EXPIRE' } : null);
}

/**
 * A verified checkout event whose id names no order: the voucher purchase with that id, paid or ended unpaid (each
 * event id once, shared with the orders' events). A late or mismatched payment is refunded at once.
 */
export async function applyVoucherProviderEvent(work: VoucherWork, event: ProviderEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  const [voucher] = event.session.orderId ? await work.store.vouchers.getByIds([event.session.orderId]) : [null];
  if (!voucher) return 'ignored';
  const change = checkoutEventChange(event, voucher.sessionId);
  if (!change) return 'ignored';
  const result = await changeVoucher(work, voucher, change, event.id);
  return result.duplicateEvent ? 'duplicate' : 'applied';
}

/** What the sweep did with voucher purchases. */
export interface VoucherSweepCounts {
  vouchersReconciled: number;
  vouchersExpired: number;
  vouchersRefunded: number;
  vouchersDelivered: number;
  vouchersFailed: number;
}

/**
 * The payment sweep's share of vouchers: ends checkouts open longer than their time at the provider (a payment that
 * got there first is applied), asks about open ones whose webhook may be lost, retries refunds, and mails the
 * vouchers whose day has come to their recipients.
 */
export async function sweepVouchers(work: VoucherWork): Promise<VoucherSweepCounts> {
  const counts: VoucherSweepCounts = { vouchersReconciled: 0, vouchersExpired: 0, vouchersRefunded: 0, vouchersDelivered: 0, vouchersFailed: 0 };
  const now = work.now.getTime();
  const attempt = async (voucher: VoucherRecord, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      counts.vouchersFailed++;
      console.warn(`Payment sweep: voucher ${voucher.id}:`, (error as Error).message);
    }
  };
  for (const voucher of await work.store.vouchers.inStatus(['AWAITING_PAYMENT'], SWEEP_BATCH)) {
    await attempt(voucher, async () => {
      const ended = now - voucher.createdAt.getTime() >= VOUCHER_CHECKOUT_MS;
      if (!ended && (!voucher.sessionId || now - voucher.updatedAt.getTime() < RECONCILE_AFTER_MS)) return;
      // A checkout that never opened (the provider failed) has nothing to ask about: it ends with its time.
      const state = voucher.sessionId ? await (ended ? providerOf(work).expireSession(voucher.sessionId) : providerOf(work).getSession(voucher.sessionId)) : null;
      const change = state ? changeOfSession(state) : { kind: 'EXPIRE' as const };
      if (!change && !ended) return;
      const result = await changeVoucher(work, voucher, change ?? { kind: 'EXPIRE' });
      if (result.changed && result.voucher.status === 'EXPIRED') counts.vouchersExpired++;
      else if (result.changed) counts.vouchersReconciled++;
    });
  }
  for (const voucher of await work.store.vouchers.inStatus(['REFUND_PENDING'], SWEEP_BATCH)) {
    const done = await refundVoucherNow(work, voucher).catch(() => null);
    if (done?.status === 'REFUNDED') counts.vouchersRefunded++;
    else counts.vouchersFailed++;
  }
  for (const voucher of await work.store.vouchers.dueDeliveries(work.now, SWEEP_BATCH)) {
    await attempt(voucher, async () => {
      const course = await courseOf(work, voucher);
      if (await deliverVoucher(work, voucher, course, await renderVoucherPdf(voucher, course))) counts.vouchersDelivered++;
    });
  }
  return counts;
}
