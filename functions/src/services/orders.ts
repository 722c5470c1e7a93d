// The orders of paid seats as people and editors see and act on them: a person's orders, opening the provider's
// checkout for a held seat or giving it up, an editor's refund and list of orders. The changes themselves, and the
// provider calls around them, are order-changes.ts'.
import { z } from 'zod';
import { cardCents, isHolding, ORDER_STATUS_GROUPS, type OrderChange, type OrderRecord, type OrderStatusGroup } from '../domain/payments.js';
import { ConflictError, NotFoundError } from '../domain/repositories.js';
import { assertCan, canEditEvent, isEditor, requireViewer } from './access.js';
import { parseArgs, recordId } from './argument-checks.js';
import { applyChange, giveUpHold, provider, refundNow } from './order-changes.js';
import { orderLink } from './order-mails.js';
import { pageOffset, pageSize } from './pagination.js';
import { payeeFor } from './payouts.js';
import type { ServiceContext, ViewerContext } from './service-context.js';

/** The viewer's order; editors may read any. */
export async function orderForViewer(ctx: ViewerContext, args: { id: string }): Promise<OrderRecord> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ id: recordId }), args);
  const [order] = await ctx.store.orders.getByIds([input.id]);
  if (!order || (order.uid !== viewer.uid && !isEditor(viewer))) throw new NotFoundError(`There is no order "${input.id}".`);
  return order;
}

export async function viewerOrders(ctx: ViewerContext): Promise<OrderRecord[]> {
  const viewer = requireViewer(ctx.viewer);
  return ctx.store.orders.byUser(viewer.uid);
}

/**
 * Opens the provider's checkout for the viewer's held seat, or answers the one already open. The session's id and
 * URL are written to the order after the provider answered; a crash in between leaves the order RESERVED, and the
 * same idempotency key gets the same session when the person tries again.
 */
export async function startCheckout(ctx: ViewerContext & Pick<ServiceContext, 'platformFee'>, args: { orderId: string }): Promise<{ order: OrderRecord; checkoutUrl: string }> {
  const viewer = requireViewer(ctx.viewer);
  const order = await orderForViewer(ctx, { id: args.orderId });
  assertCan(order.uid === viewer.uid, 'pay for this order');
  if (!isHolding(order.status)) throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${order.status}`);
  if (order.holdUntil.getTime() <= ctx.now.getTime()) throw new ConflictError('EVENT_CLOSED', `The hold of order ${order.id} has ended`);
  const event = await ctx.loaders.event.load(order.eventSlug);
  if (!event) throw new NotFoundError(`There is no event "${order.eventSlug}".`);
  // A cancelled event's holds are being ended (a payment that slipped through would only be refunded).
  if (event.status === 'CANCELLED') throw new ConflictError('EVENT_CLOSED', `The event of order ${order.id} is cancelled`);
  if (order.status === 'AWAITING_PAYMENT' && order.checkoutUrl) return { order, checkoutUrl: order.checkoutUrl };
  // The card pays what a discount and a voucher left; a voucher that paid all completed the order already.
  const amountCents = cardCents(order);
  if (amountCents <= 0) throw new ConflictError('NOTHING_TO_PAY', `Order ${order.id} has nothing left to pay by card`);
  // The organiser is paid through their account, less the platform's fee; refused while it cannot take payments.
  const payee = await payeeFor(ctx, event, order);
  const locale = viewer.profile.locale;
  const back = orderLink(order.id, locale);
  const session = await provider(ctx).createCheckout(
    {
      orderId: order.id,
      amountCents,
      currency: order.currency,
      description: (locale === 'en' ? event.title.en : undefined) ?? event.title.de,
      customerEmail: viewer.email,
      locale,
      successUrl: `${back}&result=returned`,
      cancelUrl: `${back}&result=cancelled`,
      holdUntil: order.holdUntil,
      mode: 'payment',
      // What the card's charge keeps back: the platform's fee, or (a voucher or discount involved) what the card
      // carries beyond the organiser's share.
      ...(payee ? { payee: { accountId: payee.accountId, feeCents: payee.applicationFeeCents ?? payee.feeCents } } : {}),
    },
    checkoutKey(order),
  );
  const { order: opened } = await ctx.store.orders.change(
    order.id,
    { kind: 'CHECKOUT_OPENED', provider: provider(ctx).name, sessionId: session.id, checkoutUrl: session.url, ...(payee ? { payee } : {}) },
    ctx.now,
    {},
    () => [],
  );
  return { order: opened, checkoutUrl: opened.checkoutUrl ?? session.url };
}

/**
 * The idempotency key of the order's checkout: the same while the person tries again, a new one after a code closed
 * the last checkout to change the amount (the provider would answer the closed session for the old key).
 */
function checkoutKey(order: OrderRecord): string {
  const closed = order.log.filter((entry) => entry.from === 'AWAITING_PAYMENT' && entry.to === 'RESERVED').length;
  return closed === 0 ? `checkout-${order.id}` : `checkout-${order.id}-${closed}`;
}

/** The viewer gives up a held seat: the order is cancelled, the seat goes to the waitlist, the checkout is ended. */
export async function cancelCheckout(ctx: ViewerContext, args: { orderId: string }): Promise<OrderRecord> {
  const viewer = requireViewer(ctx.viewer);
  const order = await orderForViewer(ctx, { id: args.orderId });
  assertCan(order.uid === viewer.uid || isEditor(viewer), 'cancel this order');
  if (!isHolding(order.status)) throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${order.status}`);
  // Without a provider nothing changes: the checkout it opened could not be ended.
  provider(ctx);
  return (await giveUpHold(ctx, order)).order;
}

/**
 * An editor refunds a paid order, with a reason the person reads; the seat is freed. A refund that failed for good
 * (REFUND_FAILED) is tried again the same way: the reason then goes to the order's log, the person is not mailed twice.
 */
export async function refundOrder(ctx: ViewerContext, args: { orderId: string; reason: string }): Promise<OrderRecord> {
  const viewer = requireViewer(ctx.viewer);
  assertCan(isEditor(viewer), 'refund orders');
  const input = parseArgs(z.object({ orderId: recordId, reason: z.string().trim().min(3, { error: 'REQUIRED' }).max(500, { error: 'TOO_LONG' }) }), args);
  const order = await orderForViewer(ctx, { id: input.orderId });
  if (order.status !== 'COMPLETED' && order.status !== 'REFUND_FAILED') throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${order.status}`);
  // Without a provider nothing changes: the refund could not be made.
  provider(ctx);
  const change: OrderChange = order.status === 'REFUND_FAILED' ? { kind: 'RETRY_REFUND', note: input.reason } : { kind: 'REFUND', reason: input.reason };
  const result = await applyChange(ctx, order, change);
  if (!result.changed) throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${result.order.status}`);
  return (await refundNow(ctx, result.order)) ?? result.order;
}

const orderListArgs = z.object({
  first: pageSize(50),
  offset: pageOffset,
  status: z.enum(Object.keys(ORDER_STATUS_GROUPS) as [OrderStatusGroup, ...OrderStatusGroup[]]).nullish(),
});

/** The editors' list of orders, newest first: all, or one group of states (open, paid, refunds, ended). */
export async function listOrders(ctx: ViewerContext, args: z.input<typeof orderListArgs>): Promise<{ orders: OrderRecord[]; totalCount: number }> {
  const viewer = requireViewer(ctx.viewer);
  assertCan(isEditor(viewer), 'list orders');
  const { first, offset, status } = parseArgs(orderListArgs, args);
  const page = await ctx.store.orders.list(status ? { statuses: ORDER_STATUS_GROUPS[status] } : {}, { first, offset });
  return { orders: page.items, totalCount: page.totalCount };
}

/** Who sees an order's history: editors. */
export const orderLog = (ctx: ViewerContext, order: OrderRecord) => (isEditor(ctx.viewer) ? order.log : null);

/** A booking's order, for the person, editors and the event's organiser (who sees whether each booking is paid). */
export async function bookingOrder(ctx: ViewerContext, booking: { uid: string; eventSlug: string; orderId?: string }): Promise<OrderRecord | null> {
  if (!booking.orderId || !ctx.viewer) return null;
  if (booking.uid !== ctx.viewer.uid && !isEditor(ctx.viewer)) {
    const event = await ctx.loaders.event.load(booking.eventSlug);
    if (!event || !canEditEvent(ctx.viewer, event)) return null;
  }
  const [order] = await ctx.store.orders.getByIds([booking.orderId]);
  return order ?? null;
}

export async function orderEvent(ctx: ViewerContext, order: OrderRecord) {
  const event = await ctx.loaders.event.load(order.eventSlug);
  if (!event) throw new Error(`Order ${order.id} refers to the missing event "${order.eventSlug}"`);
  return event;
}
