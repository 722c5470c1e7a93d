// Giving up some seats of a booking (a friend who cannot come): the person's own, or any for an editor. The store's
// transaction frees the seats for the people waiting and, for paid seats given up before the event's cancellation
// deadline, splits the order so that the given-up seats' share is refunded; this service decides who may act, keeps
// the promise of a refund the page made, and starts that refund at once (the payment sweep retries it).
import { z } from 'zod';
import { refundsOnCancel } from '../domain/cancellation.js';
import { activeSeatNumbers } from '../domain/group-bookings.js';
import type { BookingRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type SeatCancellationResult } from '../domain/repositories.js';
import { assertCan, isEditor, requireViewer } from './access.js';
import { parseArgs, recordId } from './argument-checks.js';
import { cancelBooking, cancelWithMails } from './bookings.js';
import { refundNow } from './order-changes.js';
import type { ViewerContext } from './service-context.js';

const seatNumbers = z.array(z.number().int().min(0).max(1000)).min(1, { error: 'must name at least one seat' }).max(100);

/**
 * Gives up the booking's seats `seats` (their numbers, BookedSeat.seat); all of them cancel the booking as
 * cancelBooking does. `expectRefund` (the page promised a refund) refuses giving up paid seats without one.
 */
export async function cancelSeats(ctx: ViewerContext, args: { id: string; seats: readonly number[]; expectRefund?: boolean | null }): Promise<BookingRecord> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ id: recordId, seats: seatNumbers, expectRefund: z.boolean().nullish() }), args);
  const [booking] = await ctx.store.bookings.getByIds([input.id]);
  if (!booking) throw new NotFoundError(`There is no booking "${input.id}".`);
  assertCan(booking.uid === viewer.uid || isEditor(viewer), 'cancel seats of this booking');
  const seats = [...new Set(input.seats)];
  const held = activeSeatNumbers(booking);
  if (booking.status !== 'CANCELLED' && held.every((seat) => seats.includes(seat)) && seats.every((seat) => held.includes(seat))) {
    return cancelBooking(ctx, { id: booking.id, expectRefund: input.expectRefund });
  }
  const [order] = booking.status === 'CONFIRMED' && booking.orderId ? await ctx.store.orders.getByIds([booking.orderId]) : [null];
  const event = order?.status === 'COMPLETED' ? await ctx.loaders.event.load(booking.eventSlug) : null;
  if (order && event && input.expectRefund && !refundsOnCancel(event, ctx.now)) {
    throw new ConflictError('CANCELLATION_DEADLINE_PASSED', `The cancellation deadline of ${event.slug} has passed: no refund`);
  }
  const result = (await cancelWithMails(ctx, booking, { tellPerson: true, seats, notRefunded: order && event ? { order, event } : undefined })) as SeatCancellationResult;
  // The refund starts now rather than at the sweep's next run; a provider's failure leaves it to the sweep.
  if (result.refundOrder && ctx.payments) await refundNow(ctx, result.refundOrder);
  return result.booking;
}
