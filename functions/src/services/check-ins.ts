// Check-in at the door and the participant lists, for a course's organiser and editors only: a ticket's QR token or
// its typed short code checks a seat of a confirmed booking in for one session (once: a second scan says when it was
// first checked in), and the seats of a session or the whole course are listed with who came. A code that is no
// ticket of this course, a seat given up or a booking not confirmed is an answer at the door, not an error: the page
// shows it in words, big.
import { z } from 'zod';
import { attendanceOf, hasSession, type AttendanceSeat } from '../domain/check-ins.js';
import { activeSeatNumbers } from '../domain/group-bookings.js';
import type { BookingRecord, EventRecord } from '../domain/records.js';
import { NotFoundError } from '../domain/repositories.js';
import { normalizeShortCode, ticketShortCode, verifyTicketToken, type TicketRef, type TicketSigner } from '../domain/tickets.js';
import { assertCan, canEditEvent, requireViewer } from './access.js';
import { parseArgs, slug } from './argument-checks.js';
import type { ViewerContext } from './service-context.js';
import { ticketSigner } from './tickets.js';

/** What a check-in answered: the seat is in now, was in already, or why it is not. */
export type CheckInOutcome = 'CHECKED_IN' | 'ALREADY_CHECKED_IN' | 'UNKNOWN_CODE' | 'OTHER_EVENT' | 'SEAT_CANCELLED' | 'NOT_CONFIRMED' | 'SESSION_UNKNOWN';

/** A seat as the door and the participant list show it: the domain's seat with the name of who booked. */
export interface SeatView extends AttendanceSeat {
  /** The seat's own name, else the name of the person who booked. */
  name: string;
  /** The name of the person who booked. */
  bookedBy: string;
}

export interface CheckInAnswer {
  outcome: CheckInOutcome;
  /** The seat the code names, when it is one of this course's confirmed seats (CHECKED_IN, ALREADY_CHECKED_IN). */
  seat: SeatView | null;
}

export interface SessionAttendance {
  event: EventRecord;
  session: number;
  seats: SeatView[];
}

/** A session's index: the page counts from 0 as EventRecord.sessions does. */
const sessionIndex = z
  .number({ error: 'must be a session number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be a session number from 0' })
  .max(999, { error: 'must be a session number below 1000' });
/** A QR token is some 60 characters, a short code 8 (typed with dashes and spaces perhaps). */
const code = z.string().max(200, { error: 'must be at most 200 characters long' });

const checkInArgs = z.object({ eventSlug: slug, session: sessionIndex, code });
const attendanceArgs = z.object({ eventSlug: slug, session: sessionIndex });

/** The event, when the viewer organises it or is an editor: NotFound for no such event, Forbidden for anyone else. */
async function organisedEvent(ctx: ViewerContext, eventSlug: string): Promise<EventRecord> {
  const viewer = requireViewer(ctx.viewer);
  const event = await ctx.loaders.event.load(eventSlug);
  if (!event) throw new NotFoundError(`No event "${eventSlug}".`);
  assertCan(canEditEvent(viewer, event), 'check in the seats of this event');
  return event;
}

/** The seats with the names of who booked them (one read of the profiles for all). */
async function seatViews(ctx: ViewerContext, bookings: readonly BookingRecord[], seats: readonly AttendanceSeat[]): Promise<SeatView[]> {
  const uidOf = new Map(bookings.map((booking) => [booking.id, booking.uid]));
  const profiles = await ctx.loaders.profile.loadMany(seats.map((seat) => uidOf.get(seat.bookingId) ?? ''));
  return seats.map((seat, index) => {
    const profile = profiles[index];
    const bookedBy = profile && !(profile instanceof Error) ? profile.name : '';
    return { ...seat, name: seat.seatName ?? bookedBy, bookedBy };
  });
}

/** The ticket a typed code or scanned token names among the event's bookings, or null when none. */
function ticketOf(typed: string, bookings: readonly BookingRecord[], sign: TicketSigner): TicketRef | null {
  if (typed.trim().startsWith('T1.')) return verifyTicketToken(typed, sign);
  const shortCode = normalizeShortCode(typed);
  if (!shortCode) return null;
  // Every seat ever booked, given up ones too: a cancelled seat's code then says so instead of "unknown".
  for (const booking of bookings) {
    const everySeat = [...activeSeatNumbers(booking), ...(booking.cancelledSeats ?? [])];
    for (const seat of everySeat) {
      const ref = { bookingId: booking.id, seat };
      if (ticketShortCode(ref, sign) === shortCode) return ref;
    }
  }
  return null;
}

/** Checks in the seat a QR token or short code names, for the event's session. */
export async function checkInTicket(
  ctx: ViewerContext,
  args: { eventSlug: string; session: number; code: string },
  sign: TicketSigner = ticketSigner(),
): Promise<CheckInAnswer> {
  const input = parseArgs(checkInArgs, args);
  const event = await organisedEvent(ctx, input.eventSlug);
  const viewer = requireViewer(ctx.viewer);
  if (!hasSession(event, input.session)) return { outcome: 'SESSION_UNKNOWN', seat: null };
  const bookings = await ctx.store.bookings.byEvent(event.slug);
  const ref = ticketOf(input.code, bookings, sign);
  if (!ref) return { outcome: 'UNKNOWN_CODE', seat: null };
  const booking = bookings.find((candidate) => candidate.id === ref.bookingId) ?? null;
  if (!booking) {
    // A valid signature names a real booking of another course (short codes are only looked up among this one's).
    const [elsewhere] = await ctx.store.bookings.getByIds([ref.bookingId]);
    return { outcome: elsewhere ? 'OTHER_EVENT' : 'UNKNOWN_CODE', seat: null };
  }
  if (booking.status === 'CANCELLED' || (booking.cancelledSeats ?? []).includes(ref.seat)) return { outcome: 'SEAT_CANCELLED', seat: null };
  if (!activeSeatNumbers(booking).includes(ref.seat)) return { outcome: 'UNKNOWN_CODE', seat: null };
  if (booking.status !== 'CONFIRMED') return { outcome: 'NOT_CONFIRMED', seat: null };
  const { record, first } = await ctx.store.checkIns.checkIn({ eventSlug: event.slug, session: input.session, bookingId: booking.id, seat: ref.seat, at: ctx.now, byUid: viewer.uid });
  const [seat] = attendanceOf([booking], [record], input.session).filter((candidate) => candidate.seat === ref.seat);
  const [view] = await seatViews(ctx, [booking], [seat!]);
  return { outcome: first ? 'CHECKED_IN' : 'ALREADY_CHECKED_IN', seat: view! };
}

/** The seats of the event's confirmed bookings with their check-ins of the session; null for a session it does not have. */
export async function sessionAttendance(ctx: ViewerContext, args: { eventSlug: string; session: number }): Promise<SessionAttendance | null> {
  const input = parseArgs(attendanceArgs, args);
  const event = await organisedEvent(ctx, input.eventSlug);
  if (!hasSession(event, input.session)) return null;
  const [bookings, checkIns] = await Promise.all([ctx.store.bookings.byEvent(event.slug), ctx.store.checkIns.bySession(event.slug, input.session)]);
  return { event, session: input.session, seats: await seatViews(ctx, bookings, attendanceOf(bookings, checkIns, input.session)) };
}

/** Every session's attendance of the event (the participant list of the whole course), one read of the check-ins. */
export async function courseAttendance(ctx: ViewerContext, args: { eventSlug: string }): Promise<SessionAttendance[]> {
  const input = parseArgs(z.object({ eventSlug: slug }), args);
  const event = await organisedEvent(ctx, input.eventSlug);
  const [bookings, checkIns] = await Promise.all([ctx.store.bookings.byEvent(event.slug), ctx.store.checkIns.byEvent(event.slug)]);
  return Promise.all(event.sessions.map(async (_, session) => ({ event, session, seats: await seatViews(ctx, bookings, attendanceOf(bookings, checkIns, session)) })));
}
