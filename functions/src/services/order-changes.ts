// How an order of a paid seat changes: each change goes through the store in one transaction
// (OrderRepository.change, with its mails), and this module talks to the payment provider around those
// transactions, never inside them, so that a provider call that fails leaves a state the sweep finishes: nothing is
// lost when a server dies between the provider's confirmation and the booking's update. The provider's verified
// events, a held seat given up, a paid booking cancelled in time and a cancelled event's money all end here, and the
// platform's top-up of an organiser's share when a voucher or a site-wide discount paid part (top-ups.ts).
import { checkoutEventChange, checkoutPayment } from '../domain/checkout-changes.js';
import { PaymentProviderError, type PaymentProvider, type ProviderEvent } from '../domain/payment-provider.js';
import { cardCents, DEMO_PROVIDER, eventCancelledReason, isHolding, type OrderChange, type OrderRecord } from '../domain/payments.js';
import type { EventRecord } from '../domain/records.js';
import { ConflictError, type OrderChangeResult, type WriteOp } from '../domain/repositories.js';
import { announceChanged } from './live.js';
import { issueOrderDocumentsAfterChange } from './order-documents.js';
import { BOOKING_CANCELLED, orderMails } from './order-mails.js';
import { radarOnSeatFreed } from './radar-triggers.js';
import type { ServiceContext } from './service-context.js';
import { applyVoucherProviderEvent } from './voucher-changes.js';
import { reverseTopUp, transferTopUpAfterPayment } from './top-ups.js';

/**
 * What the work on orders needs: the store, the provider (absent or null when none is configured: a call that needs
 * it fails) and a clock; the bus for live seat counts when there is one (the sweep of tests runs without).
 */
export type OrderWork = Pick<ServiceContext, 'store' | 'now' | 'payments'> & Partial<Pick<ServiceContext, 'live'>>;

export function provider(work: Pick<ServiceContext, 'payments'>): PaymentProvider {
  if (!work.payments) throw new PaymentProviderError('No payment provider configured');
  return work.payments;
}

/**
 * Gives up a held seat: the checkout is ended at the provider first, so that nobody pays for a given-up seat; a
 * payment made meanwhile completes the order instead (and keeps the seat). Otherwise the order is cancelled with
 * its booking, and the seat goes to the waitlist. Answers the change, with the booking as it now stands.
 */
export async function giveUpHold(work: OrderWork, order: OrderRecord): Promise<OrderChangeResult> {
  if (order.sessionId) {
    const payment = checkoutPayment(await provider(work).expireSession(order.sessionId));
    if (payment) return applyChange(work, order, payment);
  }
  return applyChange(work, order, { kind: 'CANCEL' });
}

/**
 * The person cancelled a paid booking before the event's cancellation deadline: the order goes to REFUND_PENDING
 * with the booking cancelled and the seat freed (one transaction), then is refunded at once; a failed refund is
 * retried by the sweep, and the order's idempotency key keeps it to one refund. Answers the order and the booking
 * as they now stand.
 */
export async function refundCancelledBooking(work: OrderWork, order: OrderRecord): Promise<OrderChangeResult> {
  const result = await applyChange(work, order, { kind: 'REFUND', reason: BOOKING_CANCELLED });
  if (!result.changed) throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${result.order.status}`);
  return { ...result, order: (await refundNow(work, result.order)) ?? result.order };
}

/**
 * The write op that moves every paid order of a cancelled `event` to REFUND_PENDING with the refund mail, for the
 * cancellation's own Store.write (event-cancellation.ts): written with the event's cancellation, no crash leaves a
 * payer unrefunded, as the sweep retries every REFUND_PENDING order. Null for an event without orders.
 */
export async function refundPaidOrdersOp(work: Pick<ServiceContext, 'store' | 'now'>, event: EventRecord, reason: string): Promise<WriteOp | null> {
  const orders = await work.store.orders.byEvent(event.slug);
  if (orders.length === 0) return null;
  // Every person with an order: one whose hold is paid just before the write is refunded in it too.
  const mails = await orderMails(work, event, orders.map((order) => order.uid));
  return { refundPaidOrders: event.slug, reason: eventCancelledReason(reason), at: work.now, mails };
}

/**
 * Finishes a cancelled event's money at once rather than at the sweep's next runs: refunds its REFUND_PENDING orders
 * (the cancellation's write moved its paid ones there) and ends its unpaid holds, at the provider first (a payment
 * that got there first is refunded: the event is cancelled). Refunds carry the order's idempotency key, so a sweep
 * running at the same time refunds nobody twice. Answers how many orders it refunded.
 */
export async function settleCancelledEvent(work: OrderWork, eventSlug: string): Promise<{ refunded: number }> {
  let refunded = 0;
  for (const order of await work.store.orders.byEvent(eventSlug)) {
    if (order.status === 'REFUND_PENDING') {
      if ((await refundNow(work, order))?.status === 'REFUNDED') refunded++;
    } else if (isHolding(order.status)) {
      await expireHold(work, order);
    }
  }
  return { refunded };
}

/** Applies a verified provider event (the webhook handler calls this): each event id once; a gift voucher's checkout names no order. */
export async function applyProviderEvent(work: OrderWork, event: ProviderEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  const orderId = event.session.orderId;
  const [order] = orderId ? await work.store.orders.getByIds([orderId]) : [null];
  if (!order) return orderId ? applyVoucherProviderEvent(work, event) : 'ignored';
  const change = checkoutEventChange(event, order.sessionId);
  if (!change) return 'ignored';
  const result = await applyChange(work, order, change, event.id);
  if (result.duplicateEvent) return 'duplicate';
  if (result.changed && result.order.status === 'REFUND_PENDING') await refundNow(work, result.order);
  return 'applied';
}

/** Ends a hold: the provider's session first; a payment already taken completes (or refunds) the order instead. */
export async function expireHold(work: OrderWork, order: OrderRecord): Promise<'expired' | 'paid'> {
  if (order.sessionId) {
    const payment = checkoutPayment(await provider(work).expireSession(order.sessionId));
    if (payment) {
      const result = await applyChange(work, order, payment);
      if (result.order.status === 'REFUND_PENDING') await refundNow(work, result.order);
      return 'paid';
    }
  }
  await applyChange(work, order, { kind: 'EXPIRE' });
  return 'expired';
}

/** Refunds a REFUND_PENDING order through the provider (idempotent per order); a failure counts one attempt. */
export async function refundNow(work: OrderWork, order: OrderRecord): Promise<OrderRecord | null> {
  if (order.status !== 'REFUND_PENDING' || !order.paymentId) return null;
  // The demo's orders were paid at no provider: theirs would refuse a payment it never saw, again and again.
  if (order.provider === DEMO_PROVIDER) return (await applyChange(work, order, { kind: 'REFUNDED', refundId: `${order.id}-refund` })).order;
  // The platform's top-up to the organiser (top-ups.ts) comes back first; a failure counts as an attempt of the refund.
  const topUpError = await reverseTopUp(work, order);
  if (topUpError) return (await applyChange(work, order, { kind: 'REFUND_ATTEMPT_FAILED', error: topUpError })).order;
  // A voucher's part went back to it with the refund's transaction; nothing was paid by card when it paid all.
  const card = cardCents(order);
  if (card <= 0) return (await applyChange(work, order, { kind: 'REFUNDED', refundId: `voucher-${order.id}` })).order;
  try {
    // An organiser's sale: their share comes back from their account and the platform's fee is refunded with it.
    const refund = await provider(work).refund(order.paymentId, card, `refund-${order.id}`, { reverseTransfer: order.payee !== undefined });
    return (await applyChange(work, order, { kind: 'REFUNDED', refundId: refund.id })).order;
  } catch (error) {
    console.warn(`Refund of order ${order.id} failed:`, (error as Error).message);
    return (await applyChange(work, order, { kind: 'REFUND_ATTEMPT_FAILED', error: (error as Error).message })).order;
  }
}

/**
 * One order change through the store, with the mails it causes composed from its outcome in each person's language:
 * the receipt, a hold ended, a refund, a seat offered to the next person waiting. Then the invoice documents the new
 * state is due (order-documents.ts), which never fail the change.
 */
export async function applyChange(work: OrderWork, order: OrderRecord, change: OrderChange, providerEventId?: string): Promise<OrderChangeResult> {
  const [event] = await work.store.events.getBySlugs([order.eventSlug]);
  // Everyone waiting may move up: a booking's seats freed may go to several places on the waitlist.
  const waiting = event ? (await work.store.bookings.byEvent(event.slug)).filter((b) => b.status === 'WAITLISTED') : [];
  const mails = await orderMails(work, event ?? null, [order.uid, ...waiting.map((b) => b.uid)]);
  const result = await work.store.orders.change(order.id, change, work.now, providerEventId ? { providerEventId } : {}, mails);
  if (result.changed && work.live && (result.seatsDelta || result.promotions.length > 0 || result.booking?.status === 'CANCELLED')) {
    await announceChanged({ store: work.store, live: work.live }, order.eventSlug);
    // A seat of a full course is free again (a hold ended, a refund): the Radar tells whoever looks for one.
    if (result.seatsDelta > 0 && event?.seatsLeft === 0) await radarOnSeatFreed({ store: work.store, live: work.live }, order.eventSlug, work.now);
  }
  // Paid: what a voucher or a site-wide discount paid of the organiser's share is transferred to them (top-ups.ts).
  const settled = result.changed && result.before !== 'COMPLETED' && result.order.status === 'COMPLETED' ? { ...result, order: await transferTopUpAfterPayment(work, result.order) } : result;
  // Paid: the receipt and the fee invoice; refunded: their credit notes. Each in its own transaction, after this one.
  if (settled.changed) await issueOrderDocumentsAfterChange(work, settled.order);
  return settled;
}
