// A code typed into the one field of the payment page (applyCode): a gift voucher's code pays what it can of the
// viewer's held seat, a promo code lowers its price. The code's kind is told by its form (a voucher code's check
// character), the voucher or promo code looked up, and the order changed through the store in one transaction with
// the voucher's balance or the code's uses (planOrderChange); an open checkout is ended first, as its amount changes.
// A voucher (or a discount) that leaves nothing for the card completes the order at once. Refused attempts are
// throttled, per person and per client address, so that codes cannot be guessed by trying.
import { z } from 'zod';
import { checkoutPayment } from '../domain/checkout-changes.js';
import { cardCents, isHolding, type OrderChange, type OrderRecord } from '../domain/payments.js';
import { normalizePromoCode, promoKey, SITE_SCOPE, type PromoCodeRecord } from '../domain/promo-codes.js';
import type { EventRecord } from '../domain/records.js';
import { ConflictError, NotFoundError } from '../domain/repositories.js';
import { normalizeVoucherCode } from '../domain/voucher-codes.js';
import { assertCan, requireViewer } from './access.js';
import { parseArgs, recordId } from './argument-checks.js';
import { applyChange, provider } from './order-changes.js';
import { orderForViewer } from './orders.js';
import { payeeFor } from './payouts.js';
import type { ServiceContext, ViewerContext } from './service-context.js';
import { voucherCodeThrottle } from './throttle.js';

/**
 * The keys refused codes count under (voucherCodeThrottle, with the same keys as the voucher balance's lookup): the
 * person and the address they ask from, so that neither a second account nor a second device gives fresh attempts.
 */
const codeThrottleKeys = (ctx: Pick<ServiceContext, 'clientAddress'>, uid: string): string[] => [`client:${ctx.clientAddress}`, `account:${uid}`];

type CodeContext = ViewerContext & Pick<ServiceContext, 'clientAddress' | 'platformFee'>;

const applyCodeArgs = z.object({ orderId: recordId, code: z.string().max(100, { error: 'must be at most 100 characters long' }) });

/** The promo code a person typed for a seat of `event`: the organiser's own code of that name first, then the site's. */
async function findPromoCode(ctx: CodeContext, event: Pick<EventRecord, 'ownerUid'>, code: string): Promise<PromoCodeRecord | null> {
  const own = event.ownerUid === undefined ? null : await ctx.store.promoCodes.get(promoKey(event.ownerUid, code));
  return own ?? ctx.store.promoCodes.get(promoKey(SITE_SCOPE, code));
}

/** The change a typed code asks for, or the refusal: INVALID_CODE when it is no code at all, CODE_UNKNOWN when none has it. */
async function changeFor(ctx: CodeContext, event: EventRecord, typed: string): Promise<OrderChange> {
  const voucherCode = normalizeVoucherCode(typed);
  const promoCode = normalizePromoCode(typed);
  if (!voucherCode && !promoCode) throw new ConflictError('INVALID_CODE', 'This is neither a voucher code nor a promo code.');
  const voucher = voucherCode ? await ctx.store.vouchers.byCode(voucherCode) : null;
  if (voucher) return { kind: 'APPLY_VOUCHER', voucherId: voucher.id };
  // A promo code may by chance read as a voucher code with a valid check character: it is looked up as itself then.
  const promo = promoCode ? await findPromoCode(ctx, event, promoCode) : null;
  if (promo) return { kind: 'APPLY_PROMO', promoKey: promo.key };
  throw new ConflictError('CODE_UNKNOWN', 'There is no voucher or promo code like this.');
}

/**
 * Ends the open checkout of `order` so that its amount can change: the order goes back to RESERVED first (so the
 * provider's „expired“ event that follows finds no session of it and ends no hold), then the provider's session is
 * ended. A payment made meanwhile completes the order instead, and the code is refused: nothing is open any more.
 */
async function closeCheckout(ctx: CodeContext, order: OrderRecord): Promise<OrderRecord> {
  const closed = await applyChange(ctx, order, { kind: 'CHECKOUT_CLOSED' });
  if (!closed.changed) throw new ConflictError('ORDER_NOT_OPEN', `Order ${order.id} is ${closed.order.status}`);
  if (!order.sessionId) return closed.order;
  const payment = checkoutPayment(await provider(ctx).expireSession(order.sessionId));
  if (payment) {
    await applyChange(ctx, closed.order, payment);
    throw new ConflictError('ORDER_NOT_OPEN', `Order ${order.id} was paid meanwhile`);
  }
  return closed.order;
}

async function applyToOrder(ctx: CodeContext, uid: string, args: { orderId: string; code: string }): Promise<OrderRecord> {
  const order = await orderForViewer(ctx, { id: args.orderId });
  assertCan(order.uid === uid, 'apply a code to this order');
  if (!isHolding(order.status) || order.holdUntil.getTime() <= ctx.now.getTime()) throw new ConflictError('ORDER_NOT_OPEN', `Order ${order.id} is ${order.status}`);
  const event = await ctx.loaders.event.load(order.eventSlug);
  if (!event) throw new NotFoundError(`There is no event "${order.eventSlug}".`);
  const change = await changeFor(ctx, event, args.code);
  // Who is paid must be settled before a voucher is taken for a seat its organiser cannot be paid for.
  await payeeFor(ctx, event, order);
  const open = order.status === 'AWAITING_PAYMENT' ? await closeCheckout(ctx, order) : order;
  const result = await applyChange(ctx, open, change);
  if (result.refusal) throw new ConflictError(result.refusal, `The code cannot be applied to order ${order.id}: ${result.refusal}`);
  if (!result.changed || cardCents(result.order) > 0) return result.order;
  // Nothing is left for the card: the order is paid, and the organiser is paid as for any sale (a top-up transfer).
  const payee = await payeeFor(ctx, event, result.order);
  const paid = await applyChange(ctx, result.order, {
    kind: 'PAID',
    paymentId: `voucher-${order.id}`,
    amountCents: 0,
    currency: order.currency,
    ...(payee ? { payee } : {}),
  });
  return paid.order;
}

/**
 * Applies a voucher's or a promo code to the viewer's held seat and answers the order as it now stands (COMPLETED
 * when nothing is left to pay). A refusal is a ConflictError naming why (CODE_UNKNOWN, CODE_USED_UP, …) and counts
 * as a failed attempt; too many of them answer TooManyAttempts before anything is looked up.
 */
export async function applyCode(ctx: CodeContext, args: { orderId: string; code: string }): Promise<OrderRecord> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(applyCodeArgs, args);
  const keys = codeThrottleKeys(ctx, viewer.uid);
  await voucherCodeThrottle.check(ctx.store, keys, ctx.now);
  try {
    return await applyToOrder(ctx, viewer.uid, input);
  } catch (error) {
    if (error instanceof ConflictError) await voucherCodeThrottle.count(ctx.store, keys, ctx.now);
    throw error;
  }
}
