// Seats in the embedded store. book, cancel and cancelSeats are IMMEDIATE transactions (kernel.transaction): the write lock is
// taken before the seat count is read, so other connections and processes wait; a partial unique index allows one
// active booking per person and event. They read what domain/seat-plans.ts's plans need, call them and write what
// they return. In a paid event a seat is HELD with an order (orders.ts) until it is paid.
import { randomUUID } from 'node:crypto';
import type { OrderRecord } from '../../domain/payments.js';
import type { BookingRecord, EventRecord } from '../../domain/records.js';
import { NotFoundError, type BookingRepository } from '../../domain/repositories.js';
import { cancellationReads, planBooking, planCancellation, planImportedBooking, planSeatCancellation, seatCancellationReads } from '../../domain/seat-plans.js';
import { getEvent, moveSeats } from './events.js';
import type { EmbeddedKernel } from './kernel.js';
import { writeMail } from './mail.js';
import { countSeats, getOrder, waitlist, writeBooking, writeOrder, writePromotions } from './seat-rows.js';
import { fromRow, type Row } from './rows.js';
import { getVoucher, writeVoucher } from './vouchers.js';


export function bookingRepository(kernel: EmbeddedKernel): BookingRepository {
  const { guard } = kernel;
  const one = (sql: string, ...params: string[]) => {
    const row = kernel.prepare(sql).get(...params) as Row | undefined;
    return row ? fromRow<BookingRecord>(row) : null;
  };
  return {
    book: (eventSlug, uid, now, mails, request) =>
      kernel.transaction(() => {
        const active = one(`SELECT data FROM bookings WHERE event_slug = ? AND uid = ? AND status <> 'CANCELLED'`, eventSlug, uid);
        const activeOrder = active?.orderId ? getOrder(kernel, active.orderId) : null;
        const { result, seatsDelta } = planBooking({ eventSlug, uid, event: getEvent(kernel, eventSlug) ?? null, active, activeOrder }, now, randomUUID, request);
        if (!result.existing) {
          writeBooking(kernel, result.booking);
          if (result.order) writeOrder(kernel, result.order);
          if (seatsDelta) moveSeats(kernel, eventSlug, seatsDelta);
        }
        mails(result).forEach((mail) => writeMail(kernel, mail));
        return result;
      }),

    cancel: (bookingId, now, mails) =>
      kernel.transaction(() => {
        const reads = cancellationReads(bookingId, one('SELECT data FROM bookings WHERE id = ?', bookingId));
        const { held } = reads;
        const plan = planCancellation(
          {
            held,
            event: getEvent(kernel, held.eventSlug) ?? null,
            order: reads.orderId ? getOrder(kernel, reads.orderId) : null,
            waiting: reads.waiting ? waitlist(kernel, held.eventSlug) : [],
          },
          now,
          randomUUID,
        );
        const { result } = plan;
        writeBooking(kernel, result.booking);
        if (plan.cancelledOrder) writeOrder(kernel, plan.cancelledOrder);
        writePromotions(kernel, result.promotions);
        if (plan.seatsDelta) moveSeats(kernel, held.eventSlug, plan.seatsDelta);
        mails(result).forEach((mail) => writeMail(kernel, mail));
        return result;
      }),

    cancelSeats: (bookingId, seats, now, mails) =>
      kernel.transaction(() => {
        const reads = seatCancellationReads(bookingId, one('SELECT data FROM bookings WHERE id = ?', bookingId));
        const { held } = reads;
        const order = reads.orderId ? getOrder(kernel, reads.orderId) : null;
        const plan = planSeatCancellation(
          {
            held,
            event: getEvent(kernel, held.eventSlug) ?? null,
            order,
            waiting: reads.waiting ? waitlist(kernel, held.eventSlug) : [],
            voucher: order?.voucher ? getVoucher(kernel, order.voucher.voucherId) : null,
          },
          seats,
          now,
          randomUUID,
        );
        const { result } = plan;
        writeBooking(kernel, result.booking);
        plan.orders.forEach((changed) => writeOrder(kernel, changed));
        if (plan.voucher) writeVoucher(kernel, plan.voucher);
        writePromotions(kernel, result.promotions);
        if (plan.seatsDelta) moveSeats(kernel, held.eventSlug, plan.seatsDelta);
        mails(result).forEach((mail) => writeMail(kernel, mail));
        return result;
      }),

    importConfirmed: (imported, orders = []) =>
      kernel.transaction(() => {
        const events = new Map<string, EventRecord>();
        const orderOf = new Map(orders.map((order) => [order.id, order]));
        const fresh: [BookingRecord, OrderRecord | undefined][] = [];
        for (const booking of imported) {
          const event = events.get(booking.eventSlug) ?? getEvent(kernel, booking.eventSlug);
          if (!event) throw new NotFoundError(`No event ${booking.eventSlug}`);
          events.set(event.slug, event);
          const order = booking.orderId ? orderOf.get(booking.orderId) : undefined;
          const stored = one('SELECT data FROM bookings WHERE id = ?', booking.id);
          const write = planImportedBooking(booking, order, event, stored);
          if (write === 'NEW') fresh.push([booking, order]);
          else if (write === 'ORDER' && stored && order) fresh.push([{ ...stored, orderId: order.id }, order]);
        }
        for (const [booking, order] of fresh) {
          writeBooking(kernel, booking);
          if (order) writeOrder(kernel, order);
        }
        events.forEach((_, slug) => countSeats(kernel, slug));
      }),

    getByIds: (ids) => guard(() => kernel.byKeys<BookingRecord>('bookings', 'id', ids)),
    byUser: (uid) =>
      guard(() => kernel.all('SELECT * FROM bookings WHERE uid = ? ORDER BY created_at DESC, id DESC', [uid]).map((row) => fromRow<BookingRecord>(row))),
    byEvent: (eventSlug) =>
      guard(() => kernel.all('SELECT * FROM bookings WHERE event_slug = ? ORDER BY created_at, id', [eventSlug]).map((row) => fromRow<BookingRecord>(row))),
  };
}
