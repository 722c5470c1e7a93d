// What people watching courses live see: the courses running now and later today, each with its live state from the
// bus (or, before anything was published, from the records), and the streams of their changes. Every change of what
// watchers see goes through `announce`, in the code path of the write that caused it.
import { Repeater } from '@repeaterjs/repeater';
import { z } from 'zod';
import type { LiveBus, LiveChange, LiveView } from '../domain/live.js';
import { liveStateOf } from '../domain/live-state.js';
import type { EventRecord } from '../domain/records.js';
import { NotFoundError, type Store } from '../domain/repositories.js';
import { addDays, localDate, startOfLocalDay } from '../domain/time.js';
import { parseArgs, slug } from './input.js';
import type { ServiceContext } from './loaders.js';

/** What the live services need besides the store: the bus. */
export interface LiveContext extends ServiceContext {
  live: LiveBus;
}

/** The day that "today" means on the live page: Vienna's, the magazine's home. */
const LIVE_TIME_ZONE = 'Europe/Vienna';
const MAX_LIVE_EVENTS = 50;

const filterArgs = z.object({
  filter: z.object({ craft: slug.nullish(), city: slug.nullish() }).nullish(),
});

/**
 * Publishes the course's live state as its records stand now (read fresh from the store, so that seats, status
 * and the organiser's overrides are the ones just written). Call it after every write that changes what watchers
 * see; nothing is published for an unknown or unpublished course.
 */
export async function announce(deps: { store: Store; live: LiveBus }, eventSlug: string, now = new Date()): Promise<LiveChange | null> {
  const [[event], latest] = await Promise.all([deps.store.events.getBySlugs([eventSlug]), deps.store.livePosts.latestByEvents([eventSlug])]);
  if (!event?.published) return null;
  return deps.live.publish(liveStateOf(event, latest.get(eventSlug) ?? null, now));
}

/**
 * `announce` after a write that has happened: the write stands even if the bus cannot be reached (watchers then
 * see the change with the next one, or on their next subscription), so a failure is logged, not thrown.
 */
export async function announceChanged(deps: { store: Store; live: LiveBus }, ...eventSlugs: string[]): Promise<void> {
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

async function viewsOf(ctx: LiveContext, events: readonly EventRecord[]): Promise<LiveView[]> {
  const slugs = events.map((event) => event.slug);
  const [published, latest, watchers] = await Promise.all([ctx.live.current(slugs), ctx.store.livePosts.latestByEvents(slugs), ctx.live.watchers(slugs)]);
  return events.map((event, index) => ({
    event,
    // The records decide (the phase moves on with the clock); the bus's version orders the messages.
    state: { ...liveStateOf(event, latest.get(event.slug) ?? null, ctx.now), version: published[index]?.version ?? event.updatedAt.getTime() },
    watchers: watchers.get(event.slug) ?? 0,
  }));
}

/**
 * How long one stream stays open. Cloud Functions end a request at their timeout; the stream ends well before and
 * the client subscribes again, receiving the current state first, so nothing is lost in between.
 */
export const STREAM_MAX_AGE_MS = 5 * 60_000;

/**
 * The course's live view now, then after every change of it, in that order; the subscriber counts as a watcher
 * meanwhile. Throws NotFoundError for an unknown or unpublished course before any stream is opened.
 */
export async function liveEventStream(ctx: LiveContext, args: { slug: string }, maxAgeMs = STREAM_MAX_AGE_MS): Promise<AsyncIterable<LiveView>> {
  const input = parseArgs(z.object({ slug }), args);
  // Counted from the start, so that the first view already includes this watcher.
  const unwatch = ctx.live.watch(input.slug);
  const first = await liveEvent(ctx, input).catch((error: unknown) => {
    unwatch();
    throw error;
  });
  if (!first) {
    unwatch();
    throw new NotFoundError(`There is no published event "${input.slug}".`);
  }
  return streamOf(ctx, [first], maxAgeMs, (change) => change.eventSlug === input.slug, () => true, (views) => views[0], unwatch);
}

/** The live list now, then a one-course list whenever a course of the filter changes. */
export async function liveEventsStream(ctx: LiveContext, args: z.input<typeof filterArgs>, maxAgeMs = STREAM_MAX_AGE_MS): Promise<AsyncIterable<LiveView[]>> {
  const { filter } = parseArgs(filterArgs, args);
  const first = await liveEvents(ctx, { filter });
  const matches = (event: EventRecord) => (!filter?.craft || event.craftSlugs.includes(filter.craft)) && (!filter?.city || event.citySlug === filter.city);
  return streamOf(ctx, [first], maxAgeMs, () => true, matches, (views) => (views.length > 0 ? views : undefined), () => {});
}

/**
 * A stream that yields `initial`, then, for every change of the bus that passes `keep`, the fresh views of that
 * course (those that pass `matches`) as `toMessage` makes them, in order. It ends after `maxAgeMs`, or when the
 * client goes (Repeater runs the clean-up at once, even while the stream waits for the next change); then `onEnd`.
 */
function streamOf<T>(
  ctx: LiveContext,
  initial: T[],
  maxAgeMs: number,
  keep: (change: LiveChange) => boolean,
  matches: (event: EventRecord) => boolean,
  toMessage: (views: LiveView[]) => T | undefined,
  onEnd: () => void,
): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    // One message after the other: a change read while the previous one is still being read waits its turn.
    let queue: Promise<unknown> = Promise.all(initial.map((message) => push(message)));
    const unsubscribe = ctx.live.subscribe((change) => {
      if (!keep(change)) return;
      queue = queue
        .then(() => freshViews(ctx, [change.eventSlug], matches))
        .then((views) => {
          const message = toMessage(views);
          return message === undefined ? undefined : push(message);
        })
        .catch((error: unknown) => stop(error));
    });
    const timer = setTimeout(() => stop(), maxAgeMs);
    await stop;
    clearTimeout(timer);
    unsubscribe();
    onEnd();
  });
}

/** The views of these courses as the store and the bus have them now (a stream outlives its request's `now`). */
async function freshViews(ctx: LiveContext, slugs: string[], keep: (event: EventRecord) => boolean): Promise<LiveView[]> {
  const events = (await ctx.store.events.getBySlugs(slugs)).filter((event): event is EventRecord => event !== null && event.published && keep(event));
  return viewsOf({ ...ctx, now: new Date() }, events);
}
