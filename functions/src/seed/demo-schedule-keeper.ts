// Keeps a store seeded with the demo content supplied with upcoming dates: the demo schedule is computed for `now`
// and the events it holds that the store lacks are added. Existing events are never touched (people may have booked
// them, editors may have changed them), so running it again, every day or after a restart, adds only what has come
// into view. It also clears out what the earlier demo stored as one event per session of a course that now is one
// event with all its sessions, unless somebody booked it.
import type { Store } from '../domain/repositories.js';
import type { EventRecord } from '../domain/records.js';
import { addDays, localDate } from '../domain/time.js';
import { demoContent, musterspaceEvents, musterspaceVenue } from './demo-content.js';
import { multiSessionCourseSlugs } from './demo-events.js';

/** How far around today to look for the earlier demo's one-session events of the multi-session courses. */
const OLD_SESSIONS_DAYS = 120;
const DAY = 24 * 60 * 60_000;

export interface ScheduleExtension {
  /** Slugs of the events added. */
  added: string[];
  /** Slugs of the earlier demo's one-session events removed. */
  removed: string[];
}

/**
 * Adds the demo events for `now` that the store lacks, and removes the earlier demo's unbooked one-session events of
 * multi-session courses. Does nothing to a store without the sample venue: only the demo seed stores it, so a store
 * without it holds no demo content to extend.
 */
export async function extendDemoSchedule(store: Store, now = new Date()): Promise<ScheduleExtension> {
  const sample = musterspaceVenue(now);
  const content = demoContent(now);
  const venues = [...content.venues, sample];
  const stored = await store.venues.getBySlugs(venues.map((venue) => venue.slug));
  if (!stored[venues.length - 1]) return { added: [], removed: [] };
  const present = new Set(venues.filter((_, index) => stored[index]).map((venue) => venue.slug));

  const removed = await removeOldSessions(store, localDate(now, sample.timeZone));
  const schedule = [...content.events, ...musterspaceEvents(now)].filter((event) => present.has(event.venueSlug));
  const existing = await store.events.getBySlugs(schedule.map((event) => event.slug));
  const missing = schedule.filter((_, index) => !existing[index]);
  if (missing.length > 0) await store.events.upsertMany(missing);
  return { added: missing.map((event) => event.slug), removed };
}

/**
 * The earlier demo stored every session of a course as its own event, named `{course}-{date}`, with one session
 * and no owner. Those that nobody booked go; the new runs of the course take their place.
 */
async function removeOldSessions(store: Store, today: string): Promise<string[]> {
  const slugs = multiSessionCourseSlugs.flatMap((course) =>
    Array.from({ length: 2 * OLD_SESSIONS_DAYS + 1 }, (_, index) => `${course}-${addDays(today, index - OLD_SESSIONS_DAYS)}`),
  );
  const old = (await store.events.getBySlugs(slugs)).filter((event): event is EventRecord => event !== null && isOldSession(event));
  const unbooked: string[] = [];
  for (const event of old) if ((await store.bookings.byEvent(event.slug)).length === 0) unbooked.push(event.slug);
  if (unbooked.length > 0) await store.write(unbooked.map((key) => ({ delete: 'event' as const, key })));
  return unbooked;
}

function isOldSession(event: EventRecord): boolean {
  return event.sessions.length <= 1 && event.ownerUid === undefined;
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
