// Seats in the embedded store. book and cancel are IMMEDIATE transactions (kernel.transaction): the write lock is
// taken before the seat count is read, so other connections and processes wait; a partial unique index allows one
// active booking per person and event. In a paid event a seat is HELD with an order (orders.ts) until it is paid.
import { randomUUID } from 'node:crypto';
import { cancelledOrder, CHECKOUT_HOLD_MS, importedBookingProblem, isHolding, isPaidEvent, newOrder, promote, type OrderRecord } from '../../domain/payments.js';
import { bookingRefusal } from '../../domain/registration.js';
import type { BookingRecord, EventRecord } from '../../domain/records.js';
import { ConflictError, NotFoundError, type BookingRepository, type BookingResult, type CancellationResult } from '../../domain/repositories.js';
import { getEvent, moveSeats } from './events.js';
import type { EmbeddedKernel } from './kernel.js';
import { writeMail } from './mail.js';
import { countSeats, firstWaiting, getOrder, writeBooking, writeOrder } from './seat-rows.js';
import { fromRow, type Row } from './rows.js';


export function bookingRepository(kernel: EmbeddedKernel): BookingRepository {
  const { guard } = kernel;
  const one = (sql: string, ...params: string[]) => {
    const row = kernel.prepare(sql).get(...params) as Row | undefined;
    return row && fromRow<BookingRecord>(row);
  };
  return {
    book: (eventSlug, uid, now, mails) =>
      kernel.transaction(() => {
        const event = getEvent(kernel, eventSlug);
        if (!event?.published) throw new NotFoundError(`No published event ${eventSlug}`);
        const refusal = bookingRefusal(event, now);
        if (refusal) throw new ConflictError(refusal, `Event ${eventSlug} takes no bookings`);
        const active = one(`SELECT data FROM bookings WHERE event_slug = ? AND uid = ? AND status <> 'CANCELLED'`, eventSlug, uid);
        let result: BookingResult;
        if (active) {
          result = { booking: active, existing: true, order: active.orderId ? getOrder(kernel, active.orderId) : null };
        } else {
          const seat = event.seatsLeft > 0;
          const paid = seat && isPaidEvent(event);
          const orderId = paid ? randomUUID() : undefined;
          const booking: BookingRecord = {
            id: randomUUID(),
            eventSlug,
            uid,
            status: seat ? (paid ? 'HELD' : 'CONFIRMED') : 'WAITLISTED',
            ...(orderId ? { orderId } : {}),
            createdAt: now,
            updatedAt: now,
          };
          const order = orderId ? newOrder(orderId, booking, event, now, CHECKOUT_HOLD_MS) : null;
          writeBooking(kernel, booking);
          if (order) writeOrder(kernel, order);
          if (seat) moveSeats(kernel, eventSlug, -1);
          result = { booking, existing: false, order };
        }
        mails(result).forEach((mail) => writeMail(kernel, mail));
        return result;
      }),

    cancel: (bookingId, now, mails) =>
      kernel.transaction(() => {
        const held = one('SELECT data FROM bookings WHERE id = ?', bookingId);
        if (!held) throw new NotFoundError(`No booking ${bookingId}`);
        if (held.status === 'CANCELLED') throw new ConflictError('ALREADY_CANCELLED', `Booking ${bookingId} is cancelled already`);
        const booking: BookingRecord = { ...held, status: 'CANCELLED', updatedAt: now };
        writeBooking(kernel, booking);
        const event = getEvent(kernel, held.eventSlug);
        const before = event?.seatsLeft;
        const order = held.status === 'HELD' && held.orderId ? getOrder(kernel, held.orderId) : null;
        if (order && isHolding(order.status)) writeOrder(kernel, cancelledOrder(order, now));
        let promoted: BookingRecord | null = null;
        let promotedOrder: OrderRecord | null = null;
        let freed = 0;
        if (held.status === 'CONFIRMED' || held.status === 'HELD') {
          const next = firstWaiting(kernel, held.eventSlug);
          if (next && event) {
            ({ booking: promoted, order: promotedOrder } = promote(next, event, now, randomUUID()));
            writeBooking(kernel, promoted);
            if (promotedOrder) writeOrder(kernel, promotedOrder);
          } else {
            moveSeats(kernel, held.eventSlug, 1);
            freed = 1;
          }
        }
        const seatsLeft = before === undefined ? null : { before, after: before + freed };
        const result: CancellationResult = { booking, promoted, promotedOrder, seatsLeft };
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
          const problem = importedBookingProblem(booking, order, event);
          if (problem) throw new ConflictError('WRONG_STATE', problem);
          const stored = one('SELECT data FROM bookings WHERE id = ?', booking.id);
          if (!stored) fresh.push([booking, order]);
          else if (order && !stored.orderId && stored.status === 'CONFIRMED' && stored.uid === booking.uid) fresh.push([{ ...stored, orderId: order.id }, order]);
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
