// What people watching courses live see: the courses running now and later today, each with its live state from the
// bus (or, before anything was published, from the records), and the streams of their changes. Every change of what
// watchers see goes through `announce`, in the code path of the write that caused it.
import { z } from 'zod';
import type { LiveChange, LiveView } from '../domain/live.js';
import type { EventRecord } from '../domain/records.js';
import { NotFoundError } from '../domain/repositories.js';
import { addDays, localDate, startOfLocalDay } from '../domain/time.js';
import { parseArgs, slug } from './argument-checks.js';
import { sharedFanOut, type FanOutStream, type LiveFanOut } from './live-fan-out.js';
import { LiveQueue } from './live-queue.js';
import { viewsOf } from './live-views.js';
import type { ServiceContext } from './service-context.js';

/** What the live views and streams need: the store, the bus and the request's "now". */
export type LiveContext = Pick<ServiceContext, 'store' | 'live' | 'now'>;

/** The day that "today" means on the live page: Vienna's, the magazine's home. */
const LIVE_TIME_ZONE = 'Europe/Vienna';
const MAX_LIVE_EVENTS = 50;

const filterArgs = z.object({
  filter: z.object({ craft: slug.nullish(), city: slug.nullish() }).nullish(),
});

/**
 * Tells every instance that the course's live view changed, giving it its next version. Call it after every write
 * that changes what watchers see; each instance with streams of the course then reads its view from the store.
 * Nothing is published for an unknown or unpublished course.
 */
export async function announce(deps: Pick<ServiceContext, 'store' | 'live'>, eventSlug: string): Promise<LiveChange | null> {
  const [event] = await deps.store.events.getBySlugs([eventSlug]);
  if (!event?.published) return null;
  return deps.live.publish(eventSlug);
}

/**
 * `announce` after a write that has happened: the write stands even if the bus cannot be reached (watchers then
 * see the change with the next one, or on their next subscription), so a failure is logged, not thrown.
 */
export async function announceChanged(deps: Pick<ServiceContext, 'store' | 'live'>, ...eventSlugs: string[]): Promise<void> {
  for (const eventSlug of new Set(eventSlugs)) {
    try {
      await announce(deps, eventSlug);
    } catch (error) {
      console.warn(`Live state of ${eventSlug} not published:`, error instanceof Error ? error.message : error);
    }
  }
}

/** Published courses running now or starting later today (Vienna time), soonest first. */
export async function liveEvents(ctx: LiveContext, args: z.input<typeof filterArgs>): Promise<LiveView[]> {
  const { filter } = parseArgs(filterArgs, args);
  const endOfToday = startOfLocalDay(addDays(localDate(ctx.now, LIVE_TIME_ZONE), 1), LIVE_TIME_ZONE);
  const page = await ctx.store.events.list(
    { endsAfter: ctx.now, startsBefore: endOfToday, craftSlug: filter?.craft ?? undefined, citySlug: filter?.city ?? undefined },
    { first: MAX_LIVE_EVENTS },
  );
  return viewsOf(ctx, page.items);
}

/** One published course's live view; null for unknown and unpublished ones. */
export async function liveEvent(ctx: LiveContext, args: { slug: string }): Promise<LiveView | null> {
  const input = parseArgs(z.object({ slug }), args);
  const [event] = await ctx.store.events.getBySlugs([input.slug]);
  if (!event?.published) return null;
  const [view] = await viewsOf(ctx, [event]);
  return view ?? null;
}

/**
 * How long one stream stays open. Cloud Functions end a request at their timeout; the stream ends well before and
 * the client subscribes again, receiving the current state first, so nothing is lost in between.
 */
export const STREAM_MAX_AGE_MS = 5 * 60_000;

/** The last share of a stream's maximum age within which it ends, at a random moment. */
export const STREAM_AGE_SPREAD = 0.2;

/**
 * How long a stream opened now stays open: a random moment in the last STREAM_AGE_SPREAD of `maxAgeMs` (4 to 5
 * minutes by default). Streams opened together (a deploy, a restart, a wave of reconnects) would otherwise all end,
 * and all come back, together again at every turn; spread, each turn's wave is flatter than the one before.
 */
export function streamAgeMs(maxAgeMs = STREAM_MAX_AGE_MS, random: () => number = Math.random): number {
  return maxAgeMs * (1 - STREAM_AGE_SPREAD * random());
}

export interface LiveStreamOptions {
  /** The longest a stream stays open (it ends at a random moment in the last STREAM_AGE_SPREAD of it). */
  maxAgeMs?: number;
  /** Where in that spread each stream ends; Math.random by default (tests fix it). */
  random?: () => number;
  /** Serves the stream's changes; the process's shared one (for this bus and store) by default. */
  fanOut?: LiveFanOut;
}

/**
 * The course's live view now, then after every change of it, in that order; the subscriber counts as a watcher
 * meanwhile. Throws NotFoundError for an unknown or unpublished course before any stream is opened.
 */
export async function liveEventStream(ctx: LiveContext, args: { slug: string }, options: LiveStreamOptions = {}): Promise<AsyncIterableIterator<LiveView>> {
  const input = parseArgs(z.object({ slug }), args);
  const fanOut = options.fanOut ?? sharedFanOut(ctx);
  // Counted from the start, so that the first view already includes this watcher (unless it is the view the
  // course's other streams were sent last: then the count follows with the next check).
  const unwatch = ctx.live.watch(input.slug);
  return streamOf(
    { ...options, fanOut },
    input.slug,
    async () => {
      // The same view object for every new stream of a followed course: no read, and one execution for all of them.
      const first = fanOut.current(input.slug) ?? (await liveEvent(ctx, input));
      if (!first) throw new NotFoundError(`There is no published event "${input.slug}".`);
      return [first];
    },
    () => true,
    (view) => view,
    unwatch,
  );
}

/**
 * The live list now, then a one-course list whenever a course of the filter changes: one it shows, or one that
 * newly belongs to today's list (a course of next week that someone books does not).
 */
export async function liveEventsStream(ctx: LiveContext, args: z.input<typeof filterArgs>, options: LiveStreamOptions = {}): Promise<AsyncIterableIterator<LiveView[]>> {
  const { filter } = parseArgs(filterArgs, args);
  const matches = (event: EventRecord, shown: boolean) =>
    (!filter?.craft || event.craftSlugs.includes(filter.craft)) &&
    (!filter?.city || event.citySlug === filter.city) &&
    (shown || isOnTodaysList(event, new Date()));
  return streamOf({ ...options, fanOut: options.fanOut ?? sharedFanOut(ctx) }, null, () => liveEvents(ctx, { filter }), matches, oneCourseList, () => {});
}

const oneCourseLists = new WeakMap<LiveView, LiveView[]>();

/**
 * A change as a list stream sends it: the one course, in the SAME list object for every stream, so that alike
 * subscribers' results are computed once (graphql/stream-sharing.ts).
 */
function oneCourseList(view: LiveView): LiveView[] {
  let list = oneCourseLists.get(view);
  if (!list) oneCourseLists.set(view, (list = [view]));
  return list;
}

function isOnTodaysList(event: EventRecord, now: Date): boolean {
  const endOfToday = startOfLocalDay(addDays(localDate(now, LIVE_TIME_ZONE), 1), LIVE_TIME_ZONE);
  return event.endsAt > now && event.startsAt < endOfToday;
}

/**
 * A stream that yields its `snapshot` (one message: the view, or the list), then, served by the fan-out, the fresh
 * view of each change of its course (`slug`), or of any course for a list (null), that `matches`, as `toMessage`
 * makes it. The fan-out serves it BEFORE the snapshot is read: a change meanwhile waits and goes after the snapshot
 * if its version is newer, so nothing is lost between the two. It ends after its age (streamAgeMs), or when the client goes
 * (even before it read anything); then `onEnd`, also when the snapshot fails (whose error is thrown).
 */
async function streamOf<T>(
  options: LiveStreamOptions & { fanOut: LiveFanOut },
  slug: string | null,
  snapshot: () => Promise<LiveView[]>,
  matches: (event: EventRecord, shown: boolean) => boolean,
  toMessage: (view: LiveView) => T,
  onEnd: () => void,
): Promise<AsyncIterableIterator<T>> {
  // What was sent per course, so that a course goes again only with a newer version or another watcher count;
  // null until the snapshot is there, and the changes offered meanwhile wait in `early`.
  let sent: Map<string, LiveView> | null = null;
  const early: LiveView[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const queue = new LiveQueue<T>(() => {
    clearTimeout(timer);
    stopServing();
    onEnd();
  });
  const deliver = (view: LiveView) => {
    const before = sent!.get(view.event.slug);
    if (before && (before.state.version > view.state.version || (before.state.version === view.state.version && before.watchers === view.watchers))) return;
    if (!matches(view.event, before !== undefined)) return;
    sent!.set(view.event.slug, view);
    queue.push(toMessage(view));
  };
  const stream: FanOutStream = {
    slug,
    shows: () => sent?.keys() ?? [],
    offer: (view) => (sent ? deliver(view) : early.push(view)),
    fail: (error) => queue.end(error),
  };
  const stopServing = options.fanOut.add(stream);
  let initial: LiveView[];
  try {
    initial = await snapshot();
  } catch (error) {
    queue.end();
    throw error;
  }
  sent = new Map(initial.map((view) => [view.event.slug, view]));
  // A client gone meanwhile is no longer served: its snapshot must not become the fan-out's base.
  if (queue.isEnded) return queue;
  options.fanOut.sent(initial);
  queue.push((slug === null ? initial : initial[0]) as T);
  for (const view of early.splice(0)) deliver(view);
  if (!queue.isEnded) timer = setTimeout(() => queue.end(), streamAgeMs(options.maxAgeMs, options.random));
  return queue;
}
