// The platform's top-up of an organiser's sale (decision 054): when a voucher or a site-wide discount paid part of a
// seat, the card's destination charge cannot carry the organiser's whole share, so the platform transfers the rest
// from its own balance (where the vouchers' money is) once the order is paid, and takes it back when the order is
// refunded. Both go through the provider with the order's idempotency keys (never twice); the transfer is recorded
// on the order (TOP_UP_TRANSFERRED) so that the payment sweep makes only what is due and a refund reverses only what
// was made. Runs around the order's transactions, never inside them, as the rest of order-changes.ts does.
import { PaymentProviderError } from '../domain/payment-provider.js';
import type { OrderRecord } from '../domain/payments.js';
import type { ServiceContext } from './service-context.js';

type TopUpWork = Pick<ServiceContext, 'store' | 'now' | 'payments'>;

/** The idempotency keys of an order's top-up and of its reversal. */
export const topUpKeys = (orderId: string) => ({ transfer: `top-up-${orderId}`, reversal: `top-up-reversal-${orderId}` });

/** True when a paid order's top-up is still to be transferred. */
export const topUpDue = (order: Pick<OrderRecord, 'status' | 'payee'>): boolean =>
  order.status === 'COMPLETED' && (order.payee?.topUpCents ?? 0) > 0 && !order.payee?.topUpTransferId;

function providerOf(work: TopUpWork) {
  if (!work.payments) throw new PaymentProviderError('No payment provider configured');
  return work.payments;
}

/**
 * Transfers a paid order's top-up to the organiser and records it on the order; answers the order as it now stands.
 * Throws when the provider refuses (the sweep tries again). An order refunded while the transfer was on its way is
 * reversed at once: the refund found nothing recorded to take back.
 */
export async function transferTopUp(work: TopUpWork, order: OrderRecord): Promise<OrderRecord> {
  if (!topUpDue(order)) return order;
  const payee = order.payee!;
  const keys = topUpKeys(order.id);
  const transfer = await providerOf(work).transfer({ accountId: payee.accountId, amountCents: payee.topUpCents!, currency: order.currency, transferGroup: order.id }, keys.transfer);
  const result = await work.store.orders.change(order.id, { kind: 'TOP_UP_TRANSFERRED', transferId: transfer.id }, work.now, {}, () => []);
  if (result.changed && result.order.status !== 'COMPLETED') {
    const error = await reverseTopUp(work, result.order);
    if (error) throw new PaymentProviderError(error);
  }
  return result.order;
}

/**
 * Transfers a paid order's top-up and never fails the caller (the order's change has committed): a failure is logged
 * and the payment sweep tries again. Answers the order as it now stands.
 */
export async function transferTopUpAfterPayment(work: TopUpWork, order: OrderRecord): Promise<OrderRecord> {
  try {
    return await transferTopUp(work, order);
  } catch (error) {
    console.warn(`Top-up of order ${order.id} not transferred (the payment sweep tries again):`, (error as Error).message);
    return order;
  }
}

/**
 * Takes a refunded order's top-up back from the organiser before its card part is refunded; the reversal's key makes
 * a retried refund reverse nothing twice. Answers the provider's error, or null when done or nothing was transferred.
 */
export async function reverseTopUp(work: TopUpWork, order: OrderRecord): Promise<string | null> {
  const transferId = order.payee?.topUpTransferId;
  if (!transferId || !order.payee?.topUpCents) return null;
  try {
    await providerOf(work).reverseTransfer(transferId, order.payee.topUpCents, topUpKeys(order.id).reversal);
    return null;
  } catch (error) {
    console.warn(`Top-up of order ${order.id} not reversed:`, (error as Error).message);
    return `top-up reversal: ${(error as Error).message}`;
  }
}

/** How many recently changed paid orders each sweep looks at for a top-up still due, and how far back. */
export const TOP_UP_SWEEP_BATCH = 50;
export const TOP_UP_SWEEP_DAYS = 7;

/**
 * The sweep's part: of the TOP_UP_SWEEP_BATCH paid orders changed most recently in the last TOP_UP_SWEEP_DAYS days,
 * those whose top-up is still due get it. Answers how many were transferred and how many failed.
 */
export async function catchUpTopUps(work: TopUpWork): Promise<{ transferred: number; failed: number }> {
  const counts = { transferred: 0, failed: 0 };
  const since = new Date(work.now.getTime() - TOP_UP_SWEEP_DAYS * 86_400_000);
  for (const order of await work.store.orders.changedSince(['COMPLETED'], since, TOP_UP_SWEEP_BATCH)) {
    if (!topUpDue(order)) continue;
    try {
      await transferTopUp(work, order);
      counts.transferred++;
    } catch (error) {
      counts.failed++;
      console.warn(`Payment sweep: the top-up of order ${order.id}:`, (error as Error).message);
    }
  }
  return counts;
}
