// Orders of paid seats in Firestore. `change` is one transaction that reads the order, its booking, its event, the
// event's waitlist, the voucher and promo code the change or the order names, and the provider's event id (a
// document in paymentEvents: an id applied before changes nothing), applies domain/seat-plans.ts's plan and writes
// all of it with the mails. It may run several times; only the committed run's writes and mails count. Store.write
// moves a cancelled event's paid orders to refunding inside its own transaction (paidOrders, refundPaidOrders), the
// vouchers' parts and the codes' uses given back with them.
import { randomUUID } from 'node:crypto';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { mayReleaseSeats, type OrderChange, type OrderRecord } from '../../domain/payments.js';
import type { PromoCodeRecord } from '../../domain/promo-codes.js';
import type { BookingRecord, EventRecord } from '../../domain/records.js';
import { NotFoundError, type OrderRepository, type WriteOp } from '../../domain/repositories.js';
import { codesOf, planEventRefunds, planOrderChangeResult, repeatedOrderChange, type OrderCodes, type PaidSeat } from '../../domain/seat-plans.js';
import type { VoucherRecord } from '../../domain/vouchers.js';
import { queuePerKey, readWaitlist, writePromotions } from './bookings.js';
import { fromDocument, toDocument } from './documents.js';
import type { FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';
import { voucherDocument } from './vouchers.js';

/** A cancelled event's paid orders with their bookings, and the vouchers and codes they refer to. */
export interface PaidOrders {
  seats: PaidSeat[];
  codes: OrderCodes;
}

/**
 * An event's paid (COMPLETED) orders with their bookings, oldest first, and the vouchers and promo codes they refer
 * to, read in Store.write's transaction.
 */
export async function paidOrders(kernel: FirebaseKernel, tx: Transaction, eventSlug: string): Promise<PaidOrders> {
  const { bookings, orders, promoCodes, vouchers } = kernel.collections;
  const found = (await tx.get(orders.where('eventSlug', '==', eventSlug).where('status', '==', 'COMPLETED'))).docs.map((doc) => fromDocument<OrderRecord>(doc.data()));
  found.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const { voucherIds, promoKeys } = codesOf(found);
  const refs = [...found.map((order) => bookings.doc(order.bookingId)), ...voucherIds.map((id) => vouchers.doc(id)), ...promoKeys.map((key) => promoCodes.doc(key))];
  // One getAll for the bookings, vouchers and codes, in that order.
  const read = refs.length > 0 ? (await tx.getAll(...refs)).map((snapshot) => snapshot.data()) : [];
  const held = read.slice(0, found.length);
  const stored = <T>(data: (DocumentData | undefined)[]): T[] => data.flatMap((d) => (d ? [fromDocument<T>(d)] : []));
  return {
    seats: found.map((order, i) => {
      const data = held[i];
      return { order, booking: data ? fromDocument<BookingRecord>(data) : null };
    }),
    codes: {
      vouchers: new Map(stored<VoucherRecord>(read.slice(found.length, found.length + voucherIds.length)).map((voucher) => [voucher.id, voucher])),
      promos: new Map(stored<PromoCodeRecord>(read.slice(found.length + voucherIds.length)).map((promo) => [promo.key, promo])),
    },
  };
}

/** The voucher and promo code an order change reads: those the change applies, else those of the order (or null). */
async function codesFor(kernel: FirebaseKernel, tx: Transaction, order: OrderRecord, change: OrderChange): Promise<{ voucher: VoucherRecord | null; promo: PromoCodeRecord | null }> {
  const { promoCodes, vouchers } = kernel.collections;
  const voucherId = change.kind === 'APPLY_VOUCHER' ? change.voucherId : order.voucher?.voucherId;
  const promoKey = change.kind === 'APPLY_PROMO' ? change.promoKey : order.discount?.promoKey;
  const [voucher, promo] = await Promise.all([voucherId ? tx.get(vouchers.doc(voucherId)) : null, promoKey ? tx.get(promoCodes.doc(promoKey)) : null]);
  const voucherData = voucher?.data();
  const promoData = promo?.data();
  return { voucher: voucherData ? fromDocument<VoucherRecord>(voucherData) : null, promo: promoData ? fromDocument<PromoCodeRecord>(promoData) : null };
}

/**
 * Store.write's refundPaidOrders over the orders `paidOrders` read, for `event` as the write leaves it: the writes to
 * queue (orders, bookings, mails) and the seats freed, which the caller adds to the event's count.
 */
export function refundPaidOrders(
  kernel: FirebaseKernel,
  paid: PaidOrders,
  event: EventRecord | null,
  op: Extract<WriteOp, { refundPaidOrders: string }>,
): { writes: ((tx: Transaction) => void)[]; seatsFreed: number } {
  const { bookings, mail, orders, promoCodes, vouchers } = kernel.collections;
  const plan = planEventRefunds(op.refundPaidOrders, event, paid.seats, { reason: op.reason, at: op.at }, randomUUID, paid.codes);
  const writes: ((tx: Transaction) => void)[] = [];
  for (const { result, changedBooking } of plan.refunds) {
    writes.push((tx) => tx.set(orders.doc(result.order.id), toDocument(result.order)));
    if (changedBooking) writes.push((tx) => tx.set(bookings.doc(changedBooking.id), toDocument(changedBooking)));
    for (const m of op.mails(result)) writes.push((tx) => tx.set(mail.doc(m.id), mailDocument(m)));
  }
  // Each voucher and code once, with every refund's part: a voucher that paid several seats is written as the last left it.
  for (const voucher of plan.vouchers) writes.push((tx) => tx.set(vouchers.doc(voucher.id), voucherDocument(voucher)));
  for (const promo of plan.promos) writes.push((tx) => tx.set(promoCodes.doc(promo.key), toDocument(promo)));
  return { writes, seatsFreed: plan.seatsFreed };
}

export function orderRepository(kernel: FirebaseKernel): OrderRepository {
  const { guard, db, read } = kernel;
  const { bookings, events, mail, orders, paymentEvents, promoCodes, vouchers } = kernel.collections;
  const oneAtATime = queuePerKey();

  return {
    change: async (orderId, change, now, options, mails) => {
      // An order's event never changes: read outside the transaction only to queue behind that event's seats.
      const eventSlug = (await guard(() => orders.doc(orderId).get())).get('eventSlug') as string | undefined;
      if (eventSlug === undefined) throw new NotFoundError(`No order ${orderId}`);
      return guard(
        () =>
          oneAtATime(eventSlug, () =>
            runTransaction(db, async (tx) => {
              const orderData = (await tx.get(orders.doc(orderId))).data();
              if (!orderData) throw new NotFoundError(`No order ${orderId}`);
              const order = fromDocument<OrderRecord>(orderData);
              const seen = options.providerEventId ? (await tx.get(paymentEvents.doc(options.providerEventId))).exists : false;
              const bookingData = (await tx.get(bookings.doc(order.bookingId))).data();
              const booking = bookingData ? fromDocument<BookingRecord>(bookingData) : null;
              if (seen) return repeatedOrderChange(order, booking);
              const eventRef = events.doc(order.eventSlug);
              const eventData = (await tx.get(eventRef)).data();
              const waiting = mayReleaseSeats(change) ? await readWaitlist(tx, bookings, order.eventSlug) : [];
              const event = eventData ? fromDocument<EventRecord>(eventData) : null;
              const { voucher, promo } = await codesFor(kernel, tx, order, change);
              const { result, changedBooking } = planOrderChangeResult({ order, booking, event, waiting, voucher, promo }, change, now, randomUUID);
              if (options.providerEventId) tx.create(paymentEvents.doc(options.providerEventId), { orderId, at: now });
              if (!result.changed) return result;
              tx.set(orders.doc(order.id), toDocument(result.order));
              if (changedBooking) tx.set(bookings.doc(changedBooking.id), toDocument(changedBooking));
              if (result.voucher) tx.set(vouchers.doc(result.voucher.id), voucherDocument(result.voucher));
              if (result.promo) tx.set(promoCodes.doc(result.promo.key), toDocument(result.promo));
              if (result.seatsDelta && event) tx.update(eventRef, { seatsLeft: event.seatsLeft + result.seatsDelta });
              writePromotions(tx, { bookings, orders }, result.promotions);
              for (const m of mails(result)) tx.set(mail.doc(m.id), mailDocument(m));
              return result;
            }),
          ),
        false,
      );
    },
    getByIds: (ids) => guard(() => kernel.byKeys<OrderRecord>(orders, ids)),
    byUser: (uid) => guard(() => read<OrderRecord>(orders.where('uid', '==', uid).orderBy('createdAt', 'desc'))),
    byEvent: (eventSlug) => guard(() => read<OrderRecord>(orders.where('eventSlug', '==', eventSlug).orderBy('createdAt'))),
    inStatus: (statuses, limit) => guard(() => read<OrderRecord>(orders.where('status', 'in', [...statuses]).orderBy('updatedAt').limit(limit))),
    changedSince: (statuses, since, limit) =>
      guard(() => read<OrderRecord>(orders.where('status', 'in', [...statuses]).where('updatedAt', '>=', since).orderBy('updatedAt', 'desc').limit(limit))),
    // Firestore orders ties by document id in the direction of the last orderBy: newest first, then id descending.
    list: (filter, { first, offset }) =>
      guard(() => kernel.page<OrderRecord>((filter.statuses ? orders.where('status', 'in', [...filter.statuses]) : orders).orderBy('createdAt', 'desc'), { first, offset })),
  };
}
