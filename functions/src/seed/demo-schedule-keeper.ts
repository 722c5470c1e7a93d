// Keeps a store seeded with the demo content supplied with upcoming dates: the demo schedule is computed for `now`
// and the events it holds that the store lacks are added. Events the schedule holds are never touched (people may
// have booked them), so running it again, every day or after a restart, adds only what has come into view. Upcoming
// demo events it does not hold as stored, such as those of the earlier demo (one event per session of a course,
// times counted from the moment of seeding), are replaced unless somebody booked them. Added events come with their
// demo guests' bookings (demo-bookings.ts) and the paid ones' orders, which go with them when they are replaced; a
// store seeded before paid seats had orders gets its guests' orders.
import type { Store, WriteOp } from '../domain/repositories.js';
import type { EventRecord } from '../domain/records.js';
import { isPaidEvent } from '../domain/payments.js';
import { demoBookings, demoPaymentsFor, isDemoGuestBooking } from './demo-bookings.js';
import { demoContent, musterspaceEvents, musterspaceVenue } from './demo-content.js';
import { demoEventSlugBases } from './demo-events.js';

const DAY = 24 * 60 * 60_000;
/**
 * A course run that began this long ago may still be under way (six weekly sessions); the schedule of that day
 * still holds it, so it counts as planned.
 */
const LONGEST_RUN_DAYS = 60;

export interface ScheduleExtension {
  /** Slugs of the events added. */
  added: string[];
  /** Slugs of upcoming demo events replaced because the schedule no longer has them (as the earlier demo stored them). */
  removed: string[];
}

/**
 * Adds the demo events for `now` that the store lacks, and removes upcoming demo events the schedule does not hold
 * as stored, unless somebody other than the demo guests booked them. Does nothing to a store without the sample venue: only the demo seed
 * stores it, so a store without it holds no demo content to extend.
 */
export async function extendDemoSchedule(store: Store, now = new Date()): Promise<ScheduleExtension> {
  const sample = musterspaceVenue(now);
  const content = demoContent(now);
  const venues = [...content.venues, sample];
  const stored = await store.venues.getBySlugs(venues.map((venue) => venue.slug));
  if (!stored[venues.length - 1]) return { added: [], removed: [] };
  const present = new Set(venues.filter((_, index) => stored[index]).map((venue) => venue.slug));

  const schedule = [...content.events, ...musterspaceEvents(now)].filter((event) => present.has(event.venueSlug));
  const earlier = new Date(now.getTime() - LONGEST_RUN_DAYS * DAY);
  const planned = new Map([...demoContent(earlier).events, ...schedule].map((event) => [event.slug, event]));
  const removed = await removeUnplanned(store, now, planned);
  const existing = await store.events.getBySlugs(schedule.map((event) => event.slug));
  await payForDemoSeats(store, now, existing.filter((event): event is EventRecord => event !== null));
  const missing = schedule.filter((_, index) => !existing[index]);
  if (missing.length > 0) {
    await store.events.upsertMany(missing);
    const { bookings, orders } = demoBookings(missing, now);
    await store.bookings.importConfirmed(bookings, orders);
  }
  return { added: missing.map((event) => event.slug), removed };
}

/**
 * The earlier demo counted its dates from the moment it was seeded (courses at 03:15, on days the venue is
 * closed) and stored every session of a course as its own event. Upcoming demo events (a demo slug, no owner) that
 * the schedule does not hold with the same sessions go (with their demo guests' bookings), unless somebody else
 * booked them; the schedule's own events take their place.
 */
async function removeUnplanned(store: Store, now: Date, planned: ReadonlyMap<string, EventRecord>): Promise<string[]> {
  const unplanned: EventRecord[] = [];
  let after: EventRecord | undefined;
  do {
    const page = await store.events.list({ endsAfter: now }, { first: 50, ...(after ? { after } : {}) });
    unplanned.push(...page.items.filter((event) => isDemoEvent(event) && !sameSessions(event, planned.get(event.slug))));
    after = page.hasNextPage ? page.items.at(-1) : undefined;
  } while (after);
  const unbooked: string[] = [];
  const gone: WriteOp[] = [];
  for (const event of unplanned) {
    const bookings = await store.bookings.byEvent(event.slug);
    if (!bookings.every(isDemoGuestBooking)) continue;
    unbooked.push(event.slug);
    // A paid seat's order goes with its booking: no order is left for a booking that is gone.
    gone.push(...bookings.flatMap((booking): WriteOp[] => [{ delete: 'booking', key: booking.id }, ...(booking.orderId ? [{ delete: 'order' as const, key: booking.orderId }] : [])]));
  }
  gone.push(...unbooked.map((key): WriteOp => ({ delete: 'event', key })));
  if (gone.length > 0) await store.write(gone);
  return unbooked;
}

/**
 * A store seeded before the demo's paid seats had orders holds its guests' bookings of paid courses without one, and
 * the organiser's list would read „Zahlung: keine“. Their orders are added (importConfirmed completes a stored
 * booking with its order). The first upcoming paid date with guests tells whether the store needs it: one query a day
 * once it is done.
 */
async function payForDemoSeats(store: Store, now: Date, stored: readonly EventRecord[]): Promise<void> {
  const paid = stored.filter((event) => isPaidEvent(event) && event.status !== 'CANCELLED' && event.endsAt > now && event.capacity > event.seatsLeft);
  const unpaid = async (event: EventRecord) => demoPaymentsFor(event, await store.bookings.byEvent(event.slug));
  if (paid.length === 0 || (await unpaid(paid[0]!)).orders.length === 0) return;
  // The first date last: a run cut short leaves it unpaid, so the next run finishes the rest.
  for (const event of paid.toReversed()) {
    const { bookings, orders } = await unpaid(event);
    if (orders.length > 0) await store.bookings.importConfirmed(bookings, orders);
  }
}

function isDemoEvent(event: EventRecord): boolean {
  const base = /^(.+)-\d{4}-\d{2}-\d{2}$/.exec(event.slug)?.[1];
  return event.ownerUid === undefined && base !== undefined && demoEventSlugBases.has(base);
}

function sameSessions(event: EventRecord, planned: EventRecord | undefined): boolean {
  const time = (sessions: EventRecord['sessions']) => sessions.map((one) => `${one.startsAt.getTime()}-${one.endsAt.getTime()}`).join();
  return planned !== undefined && time(event.sessions) === time(planned.sessions);
}
/** Runs extendDemoSchedule once a day from now on, without keeping the process alive for it. */
export function extendDemoScheduleDaily(store: Store, log: (message: string) => void = console.log): NodeJS.Timeout {
  const timer = setInterval(() => {
    extendDemoSchedule(store).then(
      ({ added, removed }) => {
        if (added.length + removed.length > 0) log(`Demo schedule: ${added.length} events added, ${removed.length} replaced.`);
      },
      (error: unknown) => log(`Demo schedule not extended: ${String(error)}`),
    );
  }, DAY);
  timer.unref();
  return timer;
}
