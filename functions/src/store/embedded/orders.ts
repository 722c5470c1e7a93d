// Orders of paid seats in the embedded store. `change` is one IMMEDIATE transaction: it reads the order, its
// booking, its event, the event's waitlist and the gift voucher and promo code the change names or the order
// uses, applies domain/seat-plans.ts's plan and writes all of it (a voucher's balance and a code's uses with the
// order) with the provider's event id (a primary key: an id applied before changes nothing) and the mails.
// Store.write moves a cancelled event's paid orders to refunding inside its own transaction (refundPaidOrders), giving
// their vouchers' parts and codes' uses back in it.
import { randomUUID } from 'node:crypto';
import { mayReleaseSeats, type OrderChange, type OrderRecord } from '../../domain/payments.js';
import type { BookingRecord } from '../../domain/records.js';
import { NotFoundError, type OrderRepository, type WriteOp } from '../../domain/repositories.js';
import { codesOf, planEventRefunds, planOrderChangeResult, repeatedOrderChange } from '../../domain/seat-plans.js';
import { getEvent, moveSeats } from './events.js';
import type { EmbeddedKernel } from './kernel.js';
import { writeMail } from './mail.js';
import { fromRow, ms, type Row } from './rows.js';
import { getOrder, waitlist, writeBooking, writeOrder, writePromotions } from './seat-rows.js';
import { getPromo, getVoucher, writePromo, writeVoucher } from './vouchers.js';
import { Where } from './where.js';

function getBooking(kernel: EmbeddedKernel, id: string): BookingRecord | null {
  const row = kernel.prepare('SELECT data FROM bookings WHERE id = ?').get(id) as Row | undefined;
  return row ? fromRow<BookingRecord>(row) : null;
}

/** The voucher and promo code an order change works on: the one the change applies, else the order's own. */
function codesOfChange(kernel: EmbeddedKernel, order: OrderRecord, change: OrderChange) {
  const voucherId = change.kind === 'APPLY_VOUCHER' ? change.voucherId : order.voucher?.voucherId;
  const promoKey = change.kind === 'APPLY_PROMO' ? change.promoKey : order.discount?.promoKey;
  return { voucher: voucherId ? getVoucher(kernel, voucherId) : null, promo: promoKey ? getPromo(kernel, promoKey) : null };
}

/** Store.write's refundPaidOrders, inside the write's transaction, after the ops before it. */
export function refundPaidOrders(kernel: EmbeddedKernel, op: Extract<WriteOp, { refundPaidOrders: string }>): void {
  const slug = op.refundPaidOrders;
  const orders = kernel
    .all(`SELECT data FROM orders WHERE event_slug = ? AND status = 'COMPLETED' ORDER BY created_at, id`, [slug])
    .map((row) => fromRow<OrderRecord>(row));
  const paid = orders.map((order) => ({ order, booking: getBooking(kernel, order.bookingId) }));
  const { voucherIds, promoKeys } = codesOf(orders);
  const present = <T>(records: (T | null)[]) => records.filter((record): record is T => record !== null);
  const codes = {
    vouchers: new Map(present(voucherIds.map((id) => getVoucher(kernel, id))).map((voucher) => [voucher.id, voucher])),
    promos: new Map(present(promoKeys.map((key) => getPromo(kernel, key))).map((promo) => [promo.key, promo])),
  };
  const plan = planEventRefunds(slug, getEvent(kernel, slug) ?? null, paid, { reason: op.reason, at: op.at }, randomUUID, codes);
  for (const { result, changedBooking } of plan.refunds) {
    writeOrder(kernel, result.order);
    if (changedBooking) writeBooking(kernel, changedBooking);
    op.mails(result).forEach((mail) => writeMail(kernel, mail));
  }
  plan.vouchers.forEach((voucher) => writeVoucher(kernel, voucher));
  plan.promos.forEach((promo) => writePromo(kernel, promo));
  if (plan.seatsFreed) moveSeats(kernel, slug, plan.seatsFreed);
}

export function orderRepository(kernel: EmbeddedKernel): OrderRepository {
  const { guard } = kernel;
  const list = (sql: string, params: (string | number)[]) => kernel.all(sql, params).map((row) => fromRow<OrderRecord>(row));
  return {
    change: (orderId, change, now, options, mails) =>
      kernel.transaction(() => {
        const order = getOrder(kernel, orderId);
        if (!order) throw new NotFoundError(`No order ${orderId}`);
        const booking = getBooking(kernel, order.bookingId);
        if (options.providerEventId && kernel.prepare('SELECT 1 FROM payment_events WHERE id = ?').get(options.providerEventId)) {
          return repeatedOrderChange(order, booking);
        }
        const event = getEvent(kernel, order.eventSlug) ?? null;
        const state = { order, booking, event, waiting: mayReleaseSeats(change) ? waitlist(kernel, order.eventSlug) : [], ...codesOfChange(kernel, order, change) };
        const { result, changedBooking } = planOrderChangeResult(state, change, now, randomUUID);
        if (options.providerEventId) kernel.prepare('INSERT INTO payment_events (id, order_id, at) VALUES (?, ?, ?)').run(options.providerEventId, orderId, ms(now));
        if (!result.changed) return result;
        writeOrder(kernel, result.order);
        if (changedBooking) writeBooking(kernel, changedBooking);
        if (result.voucher) writeVoucher(kernel, result.voucher);
        if (result.promo) writePromo(kernel, result.promo);
        if (result.seatsDelta) moveSeats(kernel, order.eventSlug, result.seatsDelta);
        writePromotions(kernel, result.promotions);
        mails(result).forEach((mail) => writeMail(kernel, mail));
        return result;
      }),
    getByIds: (ids) => guard(() => kernel.byKeys<OrderRecord>('orders', 'id', ids)),
    byUser: (uid) => guard(() => list('SELECT data FROM orders WHERE uid = ? ORDER BY created_at DESC, id DESC', [uid])),
    byEvent: (eventSlug) => guard(() => list('SELECT data FROM orders WHERE event_slug = ? ORDER BY created_at, id', [eventSlug])),
    inStatus: (statuses, limit) =>
      guard(() =>
        list('SELECT data FROM orders WHERE status IN (SELECT value FROM json_each(?)) ORDER BY updated_at, id LIMIT ?', [JSON.stringify(statuses), limit]),
      ),
    changedSince: (statuses, since, limit) =>
      guard(() =>
        list('SELECT data FROM orders WHERE status IN (SELECT value FROM json_each(?)) AND updated_at >= ? ORDER BY updated_at DESC, id DESC LIMIT ?', [
          JSON.stringify(statuses),
          ms(since),
          limit,
        ]),
      ),
    list: (filter, { first, offset }) =>
      guard(() => {
        const where = new Where();
        if (filter.statuses) where.add('status IN (SELECT value FROM json_each(?))', JSON.stringify(filter.statuses));
        return kernel.page<OrderRecord>('orders', where, { orderBy: 'created_at DESC, id DESC', first, offset });
      }),
  };
}
