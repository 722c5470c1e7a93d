// One process, many streams: every open live stream of this process is served by ONE subscription to the bus, and a
// change of a course is read from the store ONCE for all of them (5,000 people watching one course cost one read per
// change, not 5,000). Watcher counts reach the streams too: every few seconds one `watchers` call covers every
// course shown, and each course goes again, with the same version and the count now, to the streams whose count
// differs.
import type { LiveBus, LiveView } from '../domain/live.js';
import type { Store } from '../domain/repositories.js';
import { freshView } from './live-views.js';
import type { ServiceContext } from './service-context.js';

/** How often the counts of people watching are checked while streams are open. */
export const WATCHER_REFRESH_MS = 10_000;

/** A stream as the fan-out serves it. */
export interface FanOutStream {
  /** The one course it follows; null for a list, which is offered every course's change (and filters itself). */
  readonly slug: string | null;
  /** The courses it shows now, whose watcher counts it should hear about. */
  shows(): Iterable<string>;
  /**
   * A fresh view of a course, in the order of that course's changes: the stream decides whether to send it (not
   * when it already sent this version with this count, nor an older version).
   */
  offer(view: LiveView): void;
  /** The course could not be read: the stream ends with the error (its client subscribes again, getting a snapshot). */
  fail(error: unknown): void;
}

export interface LiveFanOut {
  /**
   * Serves `stream` from now on, before it has read its snapshot, so that no change after the snapshot can pass it
   * by (the stream itself holds back what comes before its snapshot). Returns the function that stops serving it.
   */
  add(stream: FanOutStream): () => void;
  /** The views a new stream sent as its snapshot: the base of the watcher count updates until a change is read. */
  sent(views: readonly LiveView[]): void;
  /**
   * The course's view as last sent to its streams, while this fan-out follows the course and no change of it is
   * being read: a new stream of a followed course starts from it instead of reading the store again (its watcher
   * count catches up with the next check). Undefined otherwise.
   */
  current(slug: string): LiveView | undefined;
}

export interface LiveFanOutOptions {
  /** Tests shorten it. */
  watcherRefreshMs?: number;
  /** Told when a course could not be read or counted; logs by default. */
  onError?: (error: unknown) => void;
}

/**
 * A fan-out over `live` that reads a course's view with `read` (null: the course is gone or unpublished, nothing is
 * sent). It listens to the bus and checks counts only while it serves a stream, so an idle process does nothing.
 */
export function createLiveFanOut(live: LiveBus, read: (slug: string) => Promise<LiveView | null>, options: LiveFanOutOptions = {}): LiveFanOut {
  const refreshMs = options.watcherRefreshMs ?? WATCHER_REFRESH_MS;
  const onError = options.onError ?? ((error: unknown) => console.warn('Live fan-out:', error instanceof Error ? error.message : error));
  const byCourse = new Map<string, Set<FanOutStream>>();
  const lists = new Set<FanOutStream>();
  /** The last view sent per course shown: the base of a watcher count update. */
  const latest = new Map<string, LiveView>();
  /** Courses being read; `again` when another change came meanwhile (one more read then covers all of them). */
  const reading = new Map<string, { again: boolean }>();
  let unsubscribe: (() => void) | null = null;
  let refresher: ReturnType<typeof setInterval> | null = null;
  let refreshing = false;

  function streamsOf(slug: string): FanOutStream[] {
    return [...(byCourse.get(slug) ?? []), ...lists];
  }

  function remember(view: LiveView): void {
    const known = latest.get(view.event.slug);
    if (!known || known.state.version <= view.state.version) latest.set(view.event.slug, view);
  }

  function send(view: LiveView): void {
    remember(view);
    for (const stream of streamsOf(view.event.slug)) stream.offer(view);
  }

  function changed(slug: string): void {
    if (!byCourse.has(slug) && lists.size === 0) return;
    const running = reading.get(slug);
    if (running) {
      running.again = true;
      return;
    }
    const run = { again: true };
    reading.set(slug, run);
    void (async () => {
      // One read after the other per course, so every stream gets a course's views in the order of its changes.
      while (run.again) {
        run.again = false;
        try {
          const view = await read(slug);
          if (view) send(view);
          else latest.delete(slug);
        } catch (error) {
          onError(error);
          for (const stream of streamsOf(slug)) stream.fail(error);
        }
      }
      reading.delete(slug);
    })();
  }

  async function refreshWatchers(): Promise<void> {
    // A slow bus must not pile up checks.
    if (refreshing) return;
    refreshing = true;
    try {
      const shown = new Set(byCourse.keys());
      for (const list of lists) for (const slug of list.shows()) shown.add(slug);
      for (const slug of latest.keys()) if (!shown.has(slug)) latest.delete(slug);
      const slugs = [...latest.keys()];
      if (slugs.length === 0) return;
      const counts = await live.watchers(slugs);
      for (const slug of slugs) {
        const view = latest.get(slug);
        // A read of the course meanwhile sends its own count. The others go to every stream showing the course, even
        // when the count is the one last sent to all: streams opened since sent their own count in their snapshot,
        // and each stream passes on only what differs from what it sent.
        if (view && !reading.has(slug)) send({ ...view, watchers: counts.get(slug) ?? 0 });
      }
    } catch (error) {
      onError(error);
    } finally {
      refreshing = false;
    }
  }

  function start(): void {
    unsubscribe = live.subscribe((change) => changed(change.eventSlug));
    refresher = setInterval(() => void refreshWatchers(), refreshMs);
    refresher.unref?.();
  }

  function stopWhenIdle(): void {
    if (byCourse.size > 0 || lists.size > 0) return;
    unsubscribe?.();
    unsubscribe = null;
    if (refresher) clearInterval(refresher);
    refresher = null;
    latest.clear();
  }

  return {
    add(stream) {
      if (!unsubscribe) start();
      if (stream.slug === null) lists.add(stream);
      else byCourse.set(stream.slug, (byCourse.get(stream.slug) ?? new Set()).add(stream));
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        if (stream.slug === null) lists.delete(stream);
        else {
          const streams = byCourse.get(stream.slug);
          streams?.delete(stream);
          if (streams?.size === 0) byCourse.delete(stream.slug);
        }
        stopWhenIdle();
      };
    },

    sent(views) {
      for (const view of views) remember(view);
    },

    current(slug) {
      return unsubscribe && !reading.has(slug) ? latest.get(slug) : undefined;
    },
  };
}

/** A fan-out that reads the courses' views from `deps.store` (live-views.ts; tests make their own, streams share one by default). */
export function liveFanOutOver(deps: Pick<ServiceContext, 'store' | 'live'>, options: LiveFanOutOptions = {}): LiveFanOut {
  return createLiveFanOut(deps.live, (eventSlug) => freshView(deps, eventSlug), options);
}

/** One fan-out per bus and store: every stream of this process shares its bus subscription and its reads. */
const fanOuts = new WeakMap<LiveBus, WeakMap<Store, LiveFanOut>>();

export function sharedFanOut(deps: Pick<ServiceContext, 'store' | 'live'>): LiveFanOut {
  const byStore = fanOuts.get(deps.live) ?? new WeakMap<Store, LiveFanOut>();
  fanOuts.set(deps.live, byStore);
  let fanOut = byStore.get(deps.store);
  if (!fanOut) {
    fanOut = liveFanOutOver(deps);
    byStore.set(deps.store, fanOut);
  }
  return fanOut;
}
