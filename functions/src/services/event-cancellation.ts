// The one way an event is cancelled, whoever cancels it: its organiser or an editor (cancelEvent), or the decision
// job for a course that missed its minimum of participants (course-decisions.ts). Everything that must happen to a
// cancelled event's bookings belongs here, so that no cause of cancelling forgets it.
import type { EventRecord, Locale, ProfileRecord } from '../domain/records.js';
import { ConflictError, type Store, type WriteOp } from '../domain/repositories.js';
import { seatsOf } from '../domain/group-bookings.js';
import { seatsTaken } from '../domain/course-minimum.js';
import { localized } from './editorial.js';
import { announceChanged } from './live.js';
import { venuePlace } from '../domain/formats.js';
import { composeMail, pageUrl } from './mail.js';
import type { BookedEvent } from './mail-templates.js';
import type { JobContext } from './service-context.js';
import { refundPaidOrdersOp, settleCancelledEvent } from './order-changes.js';

/** Why the event is cancelled: the organiser's (or an editor's) call with an optional reason, or too few bookings. */
export type CancellationCause = { by: 'ORGANISER'; reason?: string } | { by: 'MINIMUM_NOT_REACHED' };

/** The event as a booking mail tells of it, in the recipient's language. */
export async function bookedEventFor(store: Store, event: EventRecord): Promise<(person: ProfileRecord) => BookedEvent> {
  const [venue] = await store.venues.getBySlugs([event.venueSlug]);
  const place = venuePlace(venue);
  return ({ name, locale }) => ({
    name,
    title: localized(event.title, locale),
    starts: event.sessions.map((session) => session.startsAt),
    timeZone: event.timeZone,
    place,
    link: pageUrl(`/events/${event.slug}`, locale),
  });
}

/** The people behind bookings, each once, in the order of their bookings; deleted accounts are left out. */
export async function peopleOf(store: Store, uids: readonly string[]): Promise<ProfileRecord[]> {
  const people = await store.profiles.getByUids([...new Set(uids)]);
  return people.filter((person): person is ProfileRecord => person !== null);
}

/**
 * Cancels `event` (status CANCELLED; a course called off for too few bookings also records that outcome) and tells
 * everyone holding a seat or a waitlist place, in their language, in ONE Store.write with the event, which also moves
 * every paid order to REFUND_PENDING with its refund mail (so that no crash leaves a payer unrefunded: the payment
 * sweep retries those). Other bookings stay as they are (the event takes no more, its page says it is cancelled).
 * Then, with a provider, the refunds are made and the unpaid holds ended at once (the sweep would do both later).
 * Throws ConflictError('ALREADY_CANCELLED') for an event cancelled before. The live status and the cached pages
 * learn of it through the write and announceChanged.
 */
export async function cancelEventAndTell(deps: JobContext, event: EventRecord, cause: CancellationCause): Promise<EventRecord> {
  if (event.status === 'CANCELLED') throw new ConflictError('ALREADY_CANCELLED', 'The event is already cancelled.');
  const { store, now } = deps;
  const bookings = (await store.bookings.byEvent(event.slug)).filter((booking) => booking.status !== 'CANCELLED');
  const people = await peopleOf(store, bookings.map((booking) => booking.uid));
  const about = await bookedEventFor(store, event);
  // A cancelled course's page offers nothing any more: the mails point at the other courses instead.
  const others = (locale: Locale) => pageUrl('/events', locale);
  const mails = people.map((person): WriteOp => {
    const params = { ...about(person), link: others(person.locale) };
    const record =
      cause.by === 'ORGANISER'
        ? composeMail('eventCancelled', person.email, person.locale, { ...params, reason: cause.reason }, now)
        : composeMail('courseCalledOff', person.email, person.locale, { ...params, booked: seatsTaken(event), minimum: event.minimum?.participants ?? 0 }, now);
    return { put: 'mail', record };
  });
  const updated: EventRecord = { ...withoutPendingMinimum(event), status: 'CANCELLED', updatedAt: now };
  if (cause.by === 'MINIMUM_NOT_REACHED' && event.minimum) updated.minimum = { ...event.minimum, outcome: 'CALLED_OFF' };
  const refunds = await refundPaidOrdersOp(deps, updated, refundReasonOf(cause));
  await store.write([{ put: 'event', record: updated }, ...(refunds ? [refunds] : []), ...mails, ...(await organiserMail(deps, updated, cause))]);
  await announceChanged(deps, updated.slug);
  if (deps.payments) await settleCancelledEvent({ store, live: deps.live, now, payments: deps.payments }, updated.slug);
  return updated;
}

const refundReasonOf = (cause: CancellationCause) => (cause.by === 'ORGANISER' ? (cause.reason ?? '') : 'MINIMUM_NOT_REACHED');

/**
 * The event without a minimum still waiting for its decision: a course cancelled for another reason has nothing left
 * to decide (and its page says it is cancelled, not that too few booked).
 */
export function withoutPendingMinimum(event: EventRecord): EventRecord {
  if (event.minimum?.outcome !== 'PENDING') return event;
  const { minimum: _pending, ...rest } = event;
  return rest;
}

/** The organiser learns of a course the job called off (they cancel their own courses themselves). */
async function organiserMail(deps: JobContext, event: EventRecord, cause: CancellationCause): Promise<WriteOp[]> {
  if (cause.by !== 'MINIMUM_NOT_REACHED') return [];
  return courseDecidedMail(deps, event, false);
}

/** The organiser's mail of a decided course (none for editorial courses without an owner). */
export async function courseDecidedMail(deps: JobContext, event: EventRecord, confirmed: boolean): Promise<WriteOp[]> {
  if (!event.ownerUid || !event.minimum) return [];
  const [owner] = await peopleOf(deps.store, [event.ownerUid]);
  if (!owner) return [];
  // Seats, as `booked` counts them: a waiting place may be for several.
  const waitlisted = (await deps.store.bookings.byEvent(event.slug)).filter((booking) => booking.status === 'WAITLISTED').reduce((sum, booking) => sum + seatsOf(booking), 0);
  const params = {
    name: owner.name,
    title: localized(event.title, owner.locale),
    confirmed,
    booked: seatsTaken(event),
    minimum: event.minimum.participants,
    waitlisted,
    link: pageUrl(`/events/${event.slug}`, owner.locale),
  };
  return [{ put: 'mail', record: composeMail('courseDecided', owner.email, owner.locale, params, deps.now) }];
}
