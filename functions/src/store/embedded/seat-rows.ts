// The rows both seat transactions write (bookings.ts books and cancels, orders.ts changes orders): bookings, orders
// and an event's waitlist, read and written inside the caller's transaction; an event's seats counted afresh from its
// bookings.
import type { OrderRecord, Promotion } from '../../domain/payments.js';
import type { BookingRecord } from '../../domain/records.js';
import { seatsFromBookings } from '../../domain/seat-count.js';
import { getEvent } from './events.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, ms, toJson, type Row } from './rows.js';

export function writeBooking(kernel: EmbeddedKernel, booking: BookingRecord): void {
  kernel
    .prepare(
      `INSERT INTO bookings (id, event_slug, uid, status, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, data = excluded.data`,
    )
    .run(booking.id, booking.eventSlug, booking.uid, booking.status, ms(booking.createdAt), ms(booking.updatedAt), toJson(booking));
}

export function writeOrder(kernel: EmbeddedKernel, order: OrderRecord): void {
  kernel
    .prepare(
      `INSERT INTO orders (id, uid, event_slug, status, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, data = excluded.data`,
    )
    .run(order.id, order.uid, order.eventSlug, order.status, ms(order.createdAt), ms(order.updatedAt), toJson(order));
}

/** The waitlist places moved up, each with its order in a paid event. */
export function writePromotions(kernel: EmbeddedKernel, promotions: readonly Promotion[]): void {
  for (const { booking, order } of promotions) {
    writeBooking(kernel, booking);
    if (order) writeOrder(kernel, order);
  }
}

export function getOrder(kernel: EmbeddedKernel, id: string): OrderRecord | null {
  const row = kernel.prepare('SELECT data FROM orders WHERE id = ?').get(id) as Row | undefined;
  return row ? fromRow<OrderRecord>(row) : null;
}

/** An event's waitlisted bookings, in the order they were taken. */
export function waitlist(kernel: EmbeddedKernel, eventSlug: string): BookingRecord[] {
  return (kernel.prepare(`SELECT data FROM bookings WHERE event_slug = ? AND status = 'WAITLISTED' ORDER BY created_at, id`).all(eventSlug) as Row[]).map((row) =>
    fromRow<BookingRecord>(row),
  );
}

/**
 * Sets an event's seatsLeft from the bookings stored: capacity minus the seats of the seated ones (seatsFromBookings,
 * which throws ConflictError('WRONG_STATE') when they outnumber the seats).
 */
export function countSeats(kernel: EmbeddedKernel, slug: string): void {
  const event = getEvent(kernel, slug);
  if (!event) return;
  const { seated } = kernel
    .prepare(`SELECT COALESCE(SUM(COALESCE(json_extract(data, '$.seats'), 1)), 0) AS seated FROM bookings WHERE event_slug = ? AND status IN ('CONFIRMED', 'HELD')`)
    .get(slug) as { seated: number };
  const seatsLeft = seatsFromBookings(event, seated);
  kernel.prepare(`UPDATE events SET data = json_set(data, '$.seatsLeft', ?) WHERE slug = ?`).run(seatsLeft, slug);
}
