// Bookings: a seat (or a waitlist place) in a published event, and its cancellation. The seat counting and the
// waitlist promotion happen in the store's transaction (BookingRepository); this service decides who may act, and
// composes the mails, in each recipient's language, that the transaction writes to the outbox with the booking.
import { z } from 'zod';
import { cancellationDeadline, refundsOnCancel } from '../domain/cancellation.js';
import { venuePlace } from '../domain/formats.js';
import { activeSeatNumbers, MAX_SEAT_NAME_LENGTH, MAX_SEATS_PER_BOOKING, maxSeatsFor, seatName, seatsOf, type SeatRequest } from '../domain/group-bookings.js';
import { PaymentProviderError } from '../domain/payment-provider.js';
import { isHolding, type OrderRecord, type Promotion } from '../domain/payments.js';
import type { BookingRecord, EventRecord, MailRecord, ProfileRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type CancellationResult, type SeatCancellationResult } from '../domain/repositories.js';
import { assertCan, canEditEvent, isEditor, requireViewer } from './access.js';
import { parseArgs, parseInput, recordId, slug } from './argument-checks.js';
import { fail } from './contribution-input.js';
import { InvalidInputError } from './errors.js';
import { composeMail, pageUrl } from './mail.js';
import { formatWhen, type BookedEvent, type BookedSeats } from './mail-templates.js';
import { giveUpHold, refundCancelledBooking } from './order-changes.js';
import { formatAmount, orderLink } from './order-mails.js';
import { assertMaySell } from './payouts.js';
import type { ViewerContext } from './service-context.js';
import { announceChanged } from './live.js';
import { radarOnSeatFreed } from './radar-triggers.js';
import { withTickets } from './tickets.js';


/** How many seats one booking asks for: a whole number from 1 (the event's own bound is checked with the event). */
const seatCount = z.number().int(fail('NOT_A_NUMBER')).min(1, fail('OUT_OF_RANGE')).max(MAX_SEATS_PER_BOOKING, fail('TOO_MANY_SEATS'));
/** The names given for the seats, by seat number; empty where none was given. */
const seatNamesInput = z.array(z.string().trim().max(MAX_SEAT_NAME_LENGTH, fail('TOO_LONG'))).max(MAX_SEATS_PER_BOOKING, fail('TOO_MANY'));

/** The seats a booking asks for, checked field by field (seats, names) as the booking form shows them. */
function seatRequestOf(args: { seats?: number | null; names?: readonly string[] | null; acceptFewer?: boolean | null }): SeatRequest {
  const seats = parseInput(seatCount, args.seats ?? 1, 'seats');
  const names = parseInput(seatNamesInput, args.names ?? [], 'names');
  if (names.length > seats) throw new InvalidInputError('More names than seats.', [{ field: 'names', code: 'TOO_MANY' }]);
  return { seats, ...(names.some(Boolean) ? { names } : {}), ...(args.acceptFewer ? { acceptFewer: true } : {}) };
}

/**
 * Books seats for the viewer (one unless asked for more, with a name for each where given), or a waitlist place for
 * them when fewer are left; booking again returns the booking.
 */
export async function bookEvent(
  ctx: ViewerContext,
  args: { slug: string; seats?: number | null; names?: readonly string[] | null; acceptFewer?: boolean | null },
): Promise<BookingRecord> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ slug }), { slug: args.slug });
  const request = seatRequestOf(args);
  const event = await ctx.loaders.event.load(input.slug);
  if (!event?.published) throw new NotFoundError(`There is no event "${input.slug}".`);
  if (request.seats > maxSeatsFor(event)) throw new ConflictError('TOO_MANY_SEATS', `One booking of ${event.slug} takes at most ${maxSeatsFor(event)} seats`);
  // No seat is held for a course whose organiser cannot take payments: its checkout could not open.
  await assertMaySell(ctx, event);
  const about = await bookedEvent(ctx, event, viewer.profile);
  // The confirmation carries the tickets (services/tickets.ts), drawn in the transaction from the booking it made.
  const tickets = { event, venue: await ctx.loaders.venue.load(event.venueSlug), person: viewer.profile };
  const { booking, existing } = await ctx.store.bookings.book(
    event.slug,
    viewer.uid,
    ctx.now,
    ({ booking, existing }) =>
      // A seat held for payment is confirmed by the receipt once paid (order-mails.ts); the person is at the checkout now.
      existing || booking.status === 'HELD'
        ? []
        : booking.status === 'WAITLISTED'
          ? [composeMail('bookingWaitlisted', viewer.email, viewer.profile.locale, { ...about, seats: bookedSeats(booking) }, ctx.now)]
          : [withTickets(composeMail('bookingConfirmed', viewer.email, viewer.profile.locale, { ...about, seats: bookedSeats(booking) }, ctx.now), booking, tickets)],
    request,
  );
  forget(ctx, booking);
  if (!existing) await announceChanged(ctx, event.slug);
  return booking;
}

/**
 * Cancels a booking: the person's own, or any for an editor. The person is told, and so is whoever moves up. A paid
 * seat is refunded when cancelled before the event's cancellation deadline, and given up without a refund at or
 * after it; `expectRefund` (the person was told of a refund) refuses the latter, so nobody loses money unwarned.
 */
export async function cancelBooking(ctx: ViewerContext, args: { id: string; expectRefund?: boolean | null }): Promise<BookingRecord> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ id: recordId, expectRefund: z.boolean().nullish() }), args);
  const [booking] = await ctx.store.bookings.getByIds([input.id]);
  if (!booking) throw new NotFoundError(`There is no booking "${input.id}".`);
  assertCan(booking.uid === viewer.uid || isEditor(viewer), 'cancel this booking');
  // A seat held for payment: its checkout is ended at the provider first, so that nobody pays for a given-up seat.
  const after = await giveUpHeldSeat(ctx, booking);
  if (after) {
    forget(ctx, booking);
    return after;
  }
  const [order] = booking.status === 'CONFIRMED' && booking.orderId ? await ctx.store.orders.getByIds([booking.orderId]) : [null];
  const event = order?.status === 'COMPLETED' ? await ctx.loaders.event.load(booking.eventSlug) : null;
  if (order && event && refundsOnCancel(event, ctx.now)) {
    // The refund's transaction cancels the booking and frees the seat with it (and mails the person the refund).
    if (!ctx.payments) throw new PaymentProviderError('No payment provider configured to refund the cancelled booking');
    const { booking: cancelled } = await refundCancelledBooking(ctx, order);
    forget(ctx, booking);
    if (!cancelled) throw new Error(`Order ${order.id} has no booking`);
    return cancelled;
  }
  if (order && event && input.expectRefund) {
    throw new ConflictError('CANCELLATION_DEADLINE_PASSED', `The cancellation deadline of ${event.slug} has passed: no refund`);
  }
  return (await cancelWithMails(ctx, booking, { tellPerson: true, notRefunded: order && event ? { order, event } : undefined })).booking;
}

/**
 * Gives up a seat held for payment through its order's own change: the provider's checkout is ended first (so that
 * nobody pays for a given-up seat), and a gift voucher's part and a promo code's use go back with the seat. Answers
 * the booking as it then stands, or null when the booking holds no open order (or its open checkout cannot be ended
 * without a provider): the caller cancels it through the store as any other.
 */
export async function giveUpHeldSeat(ctx: Pick<ViewerContext, 'store' | 'now' | 'payments' | 'live'>, booking: BookingRecord): Promise<BookingRecord | null> {
  if (booking.status !== 'HELD' || !booking.orderId) return null;
  const [order] = await ctx.store.orders.getByIds([booking.orderId]);
  if (!order || !isHolding(order.status) || (order.sessionId && !ctx.payments)) return null;
  return (await giveUpHold(ctx, order)).booking;
}

/**
 * Cancels through the store's transaction, which frees the seat for the first person on the waitlist. The mails
 * are composed inside the transaction from its outcome, so the profiles of everyone who might move up are read
 * before it. Throws ConflictError('ALREADY_CANCELLED') for a cancelled booking.
 */
export async function cancelWithMails(
  ctx: ViewerContext,
  booking: BookingRecord,
  options: { tellPerson: boolean; notRefunded?: { order: OrderRecord; event: EventRecord }; seats?: readonly number[] },
): Promise<CancellationResult | SeatCancellationResult> {
  const event = await ctx.loaders.event.load(booking.eventSlug);
  const waiting = event ? (await ctx.store.bookings.byEvent(event.slug)).filter((other) => other.status === 'WAITLISTED') : [];
  const uids = [...new Set([booking.uid, ...waiting.map((other) => other.uid)])];
  const profiles = new Map<string, ProfileRecord>();
  for (const profile of await ctx.loaders.profile.loadMany(uids)) if (profile && !(profile instanceof Error)) profiles.set(profile.uid, profile);
  const abouts = new Map<string, BookedEvent>();
  if (event) for (const profile of profiles.values()) abouts.set(profile.uid, await bookedEvent(ctx, event, profile));

  const mail = (template: 'waitlistPromoted', promoted: BookingRecord): MailRecord[] => {
    const profile = profiles.get(promoted.uid);
    const about = abouts.get(promoted.uid);
    return profile && about ? [composeMail(template, profile.email, profile.locale, { ...about, seats: bookedSeats(promoted) }, ctx.now)] : [];
  };
  /** The person's own cancellation, saying when a paid seat was given up past the deadline without a refund. */
  const cancelled = (uid: string): MailRecord[] => {
    const profile = profiles.get(uid);
    const about = abouts.get(uid);
    const kept = options.notRefunded;
    if (!profile || !about) return [];
    const notRefunded = kept && {
      amount: formatAmount(kept.order.amountCents, kept.order.currency, profile.locale),
      deadline: formatWhen(cancellationDeadline(kept.event), kept.event.timeZone, profile.locale),
    };
    return [composeMail('bookingCancelled', profile.email, profile.locale, { ...about, seats: bookedSeats(booking), ...(notRefunded ? { notRefunded } : {}) }, ctx.now)];
  };
  /** Someone moved up into a paid seat: held for them, with the link to pay. */
  const offered = (uid: string, order: OrderRecord, promoted: BookingRecord): MailRecord[] => {
    const profile = profiles.get(uid);
    const about = abouts.get(uid);
    if (!profile || !about || !event) return [];
    const params = {
      ...about,
      seats: bookedSeats(promoted),
      amount: formatAmount(order.amountCents, order.currency, profile.locale),
      orderLink: orderLink(order.id, profile.locale),
      until: formatWhen(order.holdUntil, event.timeZone, profile.locale),
    };
    return [composeMail('holdOffered', profile.email, profile.locale, params, ctx.now)];
  };
  /** Some seats given up: which, how many stay booked, and whether their money comes back. */
  const partlyCancelled = (result: SeatCancellationResult): MailRecord[] => {
    const profile = profiles.get(booking.uid);
    const about = abouts.get(booking.uid);
    if (!profile || !about) return [];
    const names = result.seats.flatMap((seat) => seatName(booking, seat) ?? []);
    const paid = options.notRefunded;
    const notRefunded = result.refunded === false && paid && {
      // The given-up seats' share of what was paid.
      amount: formatAmount(Math.round((paid.order.amountCents * result.seats.length) / seatsOf(booking)), paid.order.currency, profile.locale),
      deadline: formatWhen(cancellationDeadline(paid.event), paid.event.timeZone, profile.locale),
    };
    const params = {
      ...about,
      seats: { count: result.seats.length, names },
      kept: seatsOf(result.booking),
      ...(result.refundOrder ? { refund: formatAmount(result.refundOrder.amountCents, result.refundOrder.currency, profile.locale) } : {}),
      ...(notRefunded ? { notRefunded } : {}),
    };
    return [composeMail('bookingCancelled', profile.email, profile.locale, params, ctx.now)];
  };
  const promotionMails = (promotions: readonly Promotion[]) =>
    promotions.flatMap((promoted) => (promoted.order ? offered(promoted.booking.uid, promoted.order, promoted.booking) : mail('waitlistPromoted', promoted.booking)));
  const result = options.seats
    ? await ctx.store.bookings.cancelSeats(booking.id, options.seats, ctx.now, (outcome) => [
        ...(options.tellPerson ? (outcome.booking.status === 'CANCELLED' ? cancelled(booking.uid) : partlyCancelled(outcome)) : []),
        ...promotionMails(outcome.promotions),
      ])
    : await ctx.store.bookings.cancel(booking.id, ctx.now, ({ promotions }) => [...(options.tellPerson ? cancelled(booking.uid) : []), ...promotionMails(promotions)]);
  forget(ctx, result.booking);
  for (const promoted of result.promotions) forget(ctx, promoted.booking);

  // Someone who joined the waitlist after the read above and was promoted still gets their mail, in a write of its own.
  const unread = result.promotions.filter((promoted) => !profiles.has(promoted.booking.uid));
  if (event && unread.length > 0) {
    const late = await ctx.store.profiles.getByUids(unread.map((promoted) => promoted.booking.uid));
    for (const [index, promotedProfile] of late.entries()) {
      if (!promotedProfile) continue;
      const about = { ...(await bookedEvent(ctx, event, promotedProfile)), seats: bookedSeats(unread[index]!.booking) };
      await ctx.store.write([{ put: 'mail', record: composeMail('waitlistPromoted', promotedProfile.email, promotedProfile.locale, about, ctx.now) }]);
    }
  }
  await announceChanged(ctx, booking.eventSlug);
  // The seat went back to a full course (nobody was waiting for it): the Radar tells whoever looks for one.
  if (result.seatsLeft && result.seatsLeft.before === 0 && result.seatsLeft.after > 0) await radarOnSeatFreed(ctx, booking.eventSlug, ctx.now);
  return result;
}

/** The request's loaders must not answer from before the change (seats left, the person's bookings). */
function forget(ctx: ViewerContext, booking: BookingRecord): void {
  ctx.loaders.bookingsByUser.clear(booking.uid);
  ctx.loaders.event.clear(booking.eventSlug);
}

/** The seats a booking holds (or waits for) as its mails name them. */
export function bookedSeats(booking: BookingRecord): BookedSeats {
  const names = activeSeatNumbers(booking).flatMap((seat) => seatName(booking, seat) ?? []);
  return { count: seatsOf(booking), names, ...(booking.status === 'WAITLISTED' && booking.acceptFewer ? { acceptFewer: true } : {}) };
}

/** What a booking mail says about the event, in the recipient's language. */
async function bookedEvent(ctx: ViewerContext, event: EventRecord, recipient: ProfileRecord): Promise<BookedEvent> {
  const venue = await ctx.loaders.venue.load(event.venueSlug);
  return {
    name: recipient.name,
    title: (recipient.locale === 'en' ? event.title.en : undefined) ?? event.title.de,
    starts: event.sessions.map((session) => session.startsAt),
    timeZone: event.timeZone,
    place: venuePlace(venue),
    link: pageUrl(`/events/${event.slug}`, recipient.locale),
  };
}

/** The viewer's bookings, newest first, leaving out those whose event no longer exists. */
export async function viewerBookings(ctx: ViewerContext): Promise<BookingRecord[]> {
  const viewer = requireViewer(ctx.viewer);
  const bookings = await ctx.loaders.bookingsByUser.load(viewer.uid);
  const events = await ctx.loaders.event.loadMany(bookings.map((booking) => booking.eventSlug));
  return bookings.filter((_, index) => {
    const event = events[index];
    if (event instanceof Error) throw event;
    return event !== null;
  });
}

/** The viewer's active booking for the event (one read of the viewer's bookings for every event of a request). */
export async function viewerBookingFor(ctx: ViewerContext, event: EventRecord): Promise<BookingRecord | null> {
  if (!ctx.viewer) return null;
  const bookings = await ctx.loaders.bookingsByUser.load(ctx.viewer.uid);
  return bookings.find((booking) => booking.eventSlug === event.slug && booking.status !== 'CANCELLED') ?? null;
}

/** Everyone's bookings of an event, for its organiser and editors; null for everyone else. */
export async function eventBookings(ctx: ViewerContext, event: EventRecord): Promise<BookingRecord[] | null> {
  if (!canEditEvent(ctx.viewer, event)) return null;
  return ctx.store.bookings.byEvent(event.slug);
}

export async function bookingEvent(ctx: ViewerContext, booking: BookingRecord): Promise<EventRecord> {
  const event = await ctx.loaders.event.load(booking.eventSlug);
  if (!event) throw new Error(`Booking ${booking.id} refers to the missing event "${booking.eventSlug}"`);
  return event;
}

/**
 * Whether cancelling the booking now gives the money back, for the person and editors: true before the event's
 * cancellation deadline, false at or after it; null when nothing was paid (free, held, waitlisted, cancelled).
 */
export async function refundOnCancel(ctx: ViewerContext, booking: BookingRecord): Promise<boolean | null> {
  if (booking.status !== 'CONFIRMED' || !booking.orderId || !ctx.viewer || (booking.uid !== ctx.viewer.uid && !isEditor(ctx.viewer))) return null;
  const [order] = await ctx.store.orders.getByIds([booking.orderId]);
  if (order?.status !== 'COMPLETED') return null;
  const event = await ctx.loaders.event.load(booking.eventSlug);
  return event ? refundsOnCancel(event, ctx.now) : null;
}

/**
 * The seats a booking holds with the names given for them, for whoever may see who booked (the person, the event's
 * organiser, editors); the seats without names for everyone else, as names are the person's to share.
 */
export async function seatNamesOf(ctx: ViewerContext, booking: BookingRecord): Promise<{ seat: number; name: string | null }[]> {
  const named = await maySeeWhoBooked(ctx, booking);
  return activeSeatNumbers(booking).map((seat) => ({ seat, name: named ? seatName(booking, seat) : null }));
}

/** Who booked: for the person themself, the event's organiser and editors; null for everyone else. */
export async function bookingPerson(ctx: ViewerContext, booking: BookingRecord): Promise<ProfileRecord | null> {
  return (await maySeeWhoBooked(ctx, booking)) ? ctx.loaders.profile.load(booking.uid) : null;
}

/** The person themself, the event's organiser and editors. */
async function maySeeWhoBooked(ctx: ViewerContext, booking: BookingRecord): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (booking.uid === viewer.uid || isEditor(viewer)) return true;
  const event = await ctx.loaders.event.load(booking.eventSlug);
  return event?.ownerUid === viewer.uid;
}
