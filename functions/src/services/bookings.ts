// Bookings: a seat (or a waitlist place) in a published event, and its cancellation. The seat counting and the
// waitlist promotion happen in the store's transaction (BookingRepository); this service decides who may act, and
// composes the mails, in each recipient's language, that the transaction writes to the outbox with the booking.
import { z } from 'zod';
import { cancellationDeadline, refundsOnCancel } from '../domain/cancellation.js';
import { venuePlace } from '../domain/formats.js';
import { activeSeatNumbers, seatName } from '../domain/group-bookings.js';
import { PaymentProviderError } from '../domain/payment-provider.js';
import { isHolding, type OrderRecord } from '../domain/payments.js';
import type { BookingRecord, EventRecord, MailRecord, ProfileRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type CancellationResult } from '../domain/repositories.js';
import { assertCan, canEditEvent, isEditor, requireViewer } from './access.js';
import { parseArgs, recordId, slug } from './argument-checks.js';
import { composeMail, pageUrl } from './mail.js';
import { formatWhen, type BookedEvent } from './mail-templates.js';
import { giveUpHold, refundCancelledBooking } from './order-changes.js';
import { formatAmount, orderLink } from './order-mails.js';
import { assertMaySell } from './payouts.js';
import type { ViewerContext } from './service-context.js';
import { announceChanged } from './live.js';
import { radarOnSeatFreed } from './radar-triggers.js';
import { withTickets } from './tickets.js';


/** Books a seat for the viewer, or a waitlist place when the event is full; booking again returns the booking. */
export async function bookEvent(ctx: ViewerContext, args: { slug: string }): Promise<BookingRecord> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ slug }), args);
  const event = await ctx.loaders.event.load(input.slug);
  if (!event?.published) throw new NotFoundError(`There is no event "${input.slug}".`);
  // No seat is held for a course whose organiser cannot take payments: its checkout could not open.
  await assertMaySell(ctx, event);
  const about = await bookedEvent(ctx, event, viewer.profile);
  // The confirmation carries the tickets (services/tickets.ts), drawn in the transaction from the booking it made.
  const tickets = { event, venue: await ctx.loaders.venue.load(event.venueSlug), person: viewer.profile };
  const { booking, existing } = await ctx.store.bookings.book(event.slug, viewer.uid, ctx.now, ({ booking, existing }) =>
    // A seat held for payment is confirmed by the receipt once paid (order-mails.ts); the person is at the checkout now.
    existing || booking.status === 'HELD'
      ? []
      : booking.status === 'WAITLISTED'
        ? [composeMail('bookingWaitlisted', viewer.email, viewer.profile.locale, about, ctx.now)]
        : [withTickets(composeMail('bookingConfirmed', viewer.email, viewer.profile.locale, about, ctx.now), booking, tickets)],
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
  options: { tellPerson: boolean; notRefunded?: { order: OrderRecord; event: EventRecord } },
): Promise<CancellationResult> {
  const event = await ctx.loaders.event.load(booking.eventSlug);
  const waiting = event ? (await ctx.store.bookings.byEvent(event.slug)).filter((other) => other.status === 'WAITLISTED') : [];
  const uids = [...new Set([booking.uid, ...waiting.map((other) => other.uid)])];
  const profiles = new Map<string, ProfileRecord>();
  for (const profile of await ctx.loaders.profile.loadMany(uids)) if (profile && !(profile instanceof Error)) profiles.set(profile.uid, profile);
  const abouts = new Map<string, BookedEvent>();
  if (event) for (const profile of profiles.values()) abouts.set(profile.uid, await bookedEvent(ctx, event, profile));

  const mail = (template: 'bookingCancelled' | 'waitlistPromoted', uid: string): MailRecord[] => {
    const profile = profiles.get(uid);
    const about = abouts.get(uid);
    return profile && about ? [composeMail(template, profile.email, profile.locale, about, ctx.now)] : [];
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
    return [composeMail('bookingCancelled', profile.email, profile.locale, { ...about, ...(notRefunded ? { notRefunded } : {}) }, ctx.now)];
  };
  /** Someone moved up into a paid seat: held for them, with the link to pay. */
  const offered = (uid: string, order: OrderRecord): MailRecord[] => {
    const profile = profiles.get(uid);
    const about = abouts.get(uid);
    if (!profile || !about || !event) return [];
    const params = {
      ...about,
      amount: formatAmount(order.amountCents, order.currency, profile.locale),
      orderLink: orderLink(order.id, profile.locale),
      until: formatWhen(order.holdUntil, event.timeZone, profile.locale),
    };
    return [composeMail('holdOffered', profile.email, profile.locale, params, ctx.now)];
  };
  const result = await ctx.store.bookings.cancel(booking.id, ctx.now, ({ promotions }) => [
    ...(options.tellPerson ? cancelled(booking.uid) : []),
    ...promotions.flatMap((promoted) => (promoted.order ? offered(promoted.booking.uid, promoted.order) : mail('waitlistPromoted', promoted.booking.uid))),
  ]);
  forget(ctx, result.booking);
  for (const promoted of result.promotions) forget(ctx, promoted.booking);

  // Someone who joined the waitlist after the read above and was promoted still gets their mail, in a write of its own.
  const unread = result.promotions.map((promoted) => promoted.booking.uid).filter((uid) => !profiles.has(uid));
  if (event && unread.length > 0) {
    for (const promotedProfile of await ctx.store.profiles.getByUids(unread)) {
      if (!promotedProfile) continue;
      const about = await bookedEvent(ctx, event, promotedProfile);
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
