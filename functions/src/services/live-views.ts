// A course's live view as watchers see it: its live state from the records (the phase moves on with the clock), the
// bus's version of it, which orders the messages, and how many people watch it. The live queries read their views
// here, and so does the fan-out that serves the streams.
import type { LiveView } from '../domain/live.js';
import { liveStateOf } from '../domain/live-state.js';
import type { EventRecord } from '../domain/records.js';
import type { ServiceContext } from './service-context.js';

/** The views of `events` at `now`. */
export async function viewsOf(ctx: Pick<ServiceContext, 'store' | 'live' | 'now'>, events: readonly EventRecord[]): Promise<LiveView[]> {
  const slugs = events.map((event) => event.slug);
  const [versions, latest, watchers] = await Promise.all([ctx.live.versions(slugs), ctx.store.livePosts.latestByEvents(slugs), ctx.live.watchers(slugs)]);
  return events.map((event, index) => ({
    event,
    // The records decide (the phase moves on with the clock); the bus's version orders the messages.
    state: { ...liveStateOf(event, latest.get(event.slug) ?? null, ctx.now), version: versions[index] ?? event.updatedAt.getTime() },
    watchers: watchers.get(event.slug) ?? 0,
  }));
}

/** A course's view as the store and the bus have it now (a stream outlives its request's `now`); null when unpublished. */
export async function freshView(deps: Pick<ServiceContext, 'store' | 'live'>, eventSlug: string): Promise<LiveView | null> {
  const [event] = await deps.store.events.getBySlugs([eventSlug]);
  if (!event?.published) return null;
  const [view] = await viewsOf({ store: deps.store, live: deps.live, now: new Date() }, [event]);
  return view ?? null;
}
