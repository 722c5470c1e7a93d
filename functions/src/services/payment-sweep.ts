// The payment sweep (every minute on `npm start`, on a schedule in Cloud Functions): what no request or webhook
// finishes, it does: it ends holds that ran out, asks the provider about checkouts whose webhook may be lost,
// retries pending refunds, makes the organisers' top-ups still due and issues the invoice documents a failure left
// missing; and the like for gift voucher purchases, whose recipients it mails on their day (voucher-changes.ts).
import { checkoutPayment } from '../domain/checkout-changes.js';
import { applyChange, expireHold, provider, refundNow, type OrderWork } from './order-changes.js';
import { catchUpOrderDocuments } from './order-documents.js';
import { catchUpTopUps } from './top-ups.js';
import { sweepVouchers, type VoucherSweepCounts } from './voucher-changes.js';

/** A checkout that has not been paid for a while after opening is asked about at the provider (its webhook may be lost). */
const RECONCILE_AFTER_MS = 2 * 60_000;
const SWEEP_BATCH = 100;

/**
 * The payment sweep (every minute on `npm start`, on a schedule in Cloud Functions): ends holds that ran out (at the
 * provider first, so that nobody pays for a released seat; a payment that got there first completes the order),
 * asks the provider about open checkouts whose webhook may be lost, retries pending refunds, transfers the top-ups
 * of recently paid orders still due (`topUps`; a failure counts in `failed` and is tried again next time), and issues
 * the receipts, fee invoices and credit notes of recent orders that lack them (`documents` issued, `documentsFailed`
 * orders); then the gift vouchers' checkouts, refunds and mails to recipients (`vouchers…`).
 */
export async function sweepPayments(
  work: OrderWork,
): Promise<{ expired: number; reconciled: number; refunded: number; topUps: number; failed: number; documents: number; documentsFailed: number } & VoucherSweepCounts> {
  const counts = { expired: 0, reconciled: 0, refunded: 0, topUps: 0, failed: 0, documents: 0, documentsFailed: 0 };
  const now = work.now.getTime();
  for (const order of await work.store.orders.inStatus(['RESERVED', 'AWAITING_PAYMENT'], SWEEP_BATCH)) {
    try {
      if (order.holdUntil.getTime() <= now) {
        const outcome = await expireHold(work, order);
        if (outcome === 'expired') counts.expired++;
        if (outcome === 'paid') counts.reconciled++;
      } else if (order.sessionId && now - order.updatedAt.getTime() >= RECONCILE_AFTER_MS) {
        const payment = checkoutPayment(await provider(work).getSession(order.sessionId));
        if (payment) {
          await applyChange(work, order, payment);
          counts.reconciled++;
        }
      }
    } catch (error) {
      counts.failed++;
      console.warn(`Payment sweep: order ${order.id}:`, (error as Error).message);
    }
  }
  for (const order of await work.store.orders.inStatus(['REFUND_PENDING'], SWEEP_BATCH)) {
    const done = await refundNow(work, order);
    if (done?.status === 'REFUNDED') counts.refunded++;
    else counts.failed++;
  }
  try {
    const topUps = await catchUpTopUps(work);
    counts.topUps = topUps.transferred;
    counts.failed += topUps.failed;
  } catch (error) {
    counts.failed++;
    console.warn('Payment sweep: the top-ups:', (error as Error).message);
  }
  try {
    const documents = await catchUpOrderDocuments(work);
    counts.documents = documents.issued;
    counts.documentsFailed = documents.failed;
  } catch (error) {
    counts.documentsFailed++;
    console.warn('Payment sweep: the invoice documents:', (error as Error).message);
  }
  return { ...counts, ...(await sweepVouchers(work)) };
}

/** How often the payment sweep runs: a held seat is released at most this long after its hold ended. */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

/** Runs the payment sweep now (holds that ran out while the server was down) and then every minute (`npm start`). */
export function sweepPaymentsEvery(work: Omit<OrderWork, 'now'>, intervalMs = PAYMENT_SWEEP_INTERVAL_MS, log: (message: string) => void = console.log): NodeJS.Timeout {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepPayments({ ...work, now: new Date() })
      .then(
        (counts) => {
          if (Object.values(counts).some((count) => count > 0)) log(`Payments: ${JSON.stringify(counts)}`);
        },
        (error: unknown) => log(`Payment sweep failed: ${String(error)}`),
      )
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return timer;
}
