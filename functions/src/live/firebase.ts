// The LiveBus over the Firebase Realtime Database, for many function instances. Layout (under `live/`):
//   events/{eventSlug}               the event's current LiveChange, dates as epoch milliseconds; written in a
//                                    transaction, so that its version grows whichever instance publishes.
//   watchers/{eventSlug}/{instance}  { count, at }: how many this instance's streams watch the event, and when the
//                                    instance last said so (its clock, ms). A heartbeat rewrites it; counts older
//                                    than the expiry are ignored, so a dead instance's watchers fade out.
// Every instance listens to events/ and tells its own subscribers. Posts, bookings and alerts live in Firestore; the
// Realtime Database holds only what is live. database.rules.json lets browsers read events/ and nothing else.
import { randomUUID } from 'node:crypto';
import type { DataSnapshot, Database, Reference } from 'firebase-admin/database';
import type { LiveBus, LiveChange, LiveEventState, LivePhase } from '../domain/live.js';
import { deliver, nextVersion, versioned, type LiveBusOptions } from './changes.js';

export interface FirebaseLiveBusOptions extends LiveBusOptions {
  /** Names this instance's watcher counts; a new random one by default. */
  instanceId?: string;
  /** Where the layout starts; `live` at the database's root by default. */
  root?: string;
  /** How often this instance's watcher counts are rewritten. */
  heartbeatMs?: number;
  /** How old a count may be and still count: a few heartbeats, so that one missed beat loses nobody. */
  watcherExpiryMs?: number;
}

const DEFAULT_HEARTBEAT_MS = 20_000;
const DEFAULT_WATCHER_EXPIRY_MS = 60_000;

/** A LiveChange as the Realtime Database stores it: no Dates, and no nulls (a null there is no value at all). */
export interface StoredLiveChange {
  eventSlug: string;
  phase: LivePhase;
  seatsLeft?: number;
  delayMinutes: number;
  room?: string;
  latestPost?: { id: string; text: string; at: number };
  version: number;
}

interface StoredWatcherCount {
  count: number;
  at: number;
}

export function toStored(change: LiveChange): StoredLiveChange {
  return {
    eventSlug: change.eventSlug,
    phase: change.phase,
    ...(change.seatsLeft === null ? {} : { seatsLeft: change.seatsLeft }),
    delayMinutes: change.delayMinutes,
    ...(change.room === null ? {} : { room: change.room }),
    ...(change.latestPost ? { latestPost: { ...change.latestPost, at: change.latestPost.at.getTime() } } : {}),
    version: change.version,
  };
}

export function fromStored(stored: StoredLiveChange): LiveChange {
  return {
    eventSlug: stored.eventSlug,
    phase: stored.phase,
    seatsLeft: stored.seatsLeft ?? null,
    delayMinutes: stored.delayMinutes ?? 0,
    room: stored.room ?? null,
    latestPost: stored.latestPost ? { id: stored.latestPost.id, text: stored.latestPost.text, at: new Date(stored.latestPost.at) } : null,
    version: stored.version,
  };
}

/**
 * An event slug as a Realtime Database key. Slugs are a-z, 0-9 and '-', which pass unchanged; anything a key may
 * not hold ('.', '#', '$', '[', ']', '/', control characters) and '%' itself is %-escaped, reversibly.
 */
export function toKey(eventSlug: string): string {
  if (!eventSlug) throw new Error('An event slug is needed for a live key');
  return eventSlug.replace(/[%.#$[\]/\u0000-\u001f\u007f]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

export function fromKey(key: string): string {
  return key.replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The sum of the counts not older than the expiry, skipping `skipInstance` (whose own count is known exactly). */
export function sumFreshCounts(
  counts: Record<string, StoredWatcherCount> | null | undefined,
  nowMs: number,
  expiryMs: number,
  skipInstance?: string,
): number {
  let sum = 0;
  for (const [instance, entry] of Object.entries(counts ?? {})) {
    if (instance === skipInstance || typeof entry?.count !== 'number' || typeof entry.at !== 'number') continue;
    if (nowMs - entry.at <= expiryMs) sum += entry.count;
  }
  return sum;
}

/**
 * Opens the bus on `db`, resolving once it listens: every change published after that reaches its subscribers.
 * close() stops listening and the heartbeat and removes this instance's watcher counts; the database (its app)
 * stays open, it belongs to the caller.
 */
export async function openFirebaseLiveBus(db: Database, options: FirebaseLiveBusOptions = {}): Promise<LiveBus> {
  const now = options.now ?? Date.now;
  const instanceId = options.instanceId ?? randomUUID();
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const watcherExpiryMs = options.watcherExpiryMs ?? DEFAULT_WATCHER_EXPIRY_MS;
  const root = db.ref(options.root ?? 'live');
  const eventsRef = root.child('events');
  const watchersRef = root.child('watchers');
  const instanceKey = toKey(instanceId);

  const listeners = new Set<(change: LiveChange) => void>();
  /** The highest version heard per event key: the first load is not news, and nothing older is passed on. */
  const heard = new Map<string, number>();
  let loaded = false;
  const watching = new Map<string, number>();
  /** Per event key, whether a count write is under way, and whether another is due after it. */
  const writing = new Map<string, { again: boolean }>();
  const pendingWrites = new Set<Promise<void>>();
  let closed = false;

  function onChild(snapshot: DataSnapshot): void {
    const stored = snapshot.val() as StoredLiveChange | null;
    if (!snapshot.key || !stored || typeof stored.version !== 'number') return;
    const last = heard.get(snapshot.key) ?? 0;
    if (stored.version <= last) return;
    heard.set(snapshot.key, stored.version);
    // child_added fires for every event already there when listening starts, before the first value event.
    if (!loaded || closed) return;
    deliver(listeners, fromStored(stored), options.onListenerError);
  }
  const reportListenFailure = (error: Error) => console.error('Listening to live events failed', error);
  eventsRef.on('child_added', onChild, reportListenFailure);
  eventsRef.on('child_changed', onChild, reportListenFailure);
  // The value event comes after the child events of the same load: from then on, every child event is news.
  try {
    await eventsRef.once('value', () => void (loaded = true));
  } catch (error) {
    eventsRef.off('child_added', onChild);
    eventsRef.off('child_changed', onChild);
    throw error;
  }

  function ensureOpen(): void {
    if (closed) throw new Error('The live bus is closed');
  }

  function countRef(key: string): Reference {
    return watchersRef.child(key).child(instanceKey);
  }

  /** Writes this instance's count of one event; writes of the same event never overlap, the last count wins. */
  function writeCount(key: string): void {
    const running = writing.get(key);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    writing.set(key, state);
    const write = (async () => {
      do {
        state.again = false;
        const count = watching.get(key) ?? 0;
        try {
          if (count > 0 && !closed) await countRef(key).set({ count, at: now() } satisfies StoredWatcherCount);
          else await countRef(key).remove();
        } catch (error) {
          // The heartbeat writes it again; counts are a figure to show, not a record to lose sleep over.
          console.error(`Writing the live watcher count of ${fromKey(key)} failed`, error);
        }
      } while (state.again);
      writing.delete(key);
    })();
    pendingWrites.add(write);
    void write.finally(() => pendingWrites.delete(write));
  }

  const heartbeat = setInterval(() => {
    if (watching.size === 0) return;
    const at = now();
    const update: Record<string, StoredWatcherCount> = {};
    for (const [key, count] of watching) update[`${key}/${instanceKey}`] = { count, at };
    watchersRef.update(update).catch((error: unknown) => console.error('The live watcher heartbeat failed', error));
  }, heartbeatMs);
  // The heartbeat alone must not keep a process alive that has nothing else to do.
  heartbeat.unref();

  return {
    async publish(state: LiveEventState): Promise<LiveChange> {
      ensureOpen();
      const key = toKey(state.eventSlug);
      let change: LiveChange | undefined;
      const result = await eventsRef.child(key).transaction(
        (current: StoredLiveChange | null) => {
          // Runs again whenever another instance wrote first: the version is computed from what is really there.
          change = versioned(state, nextVersion(current?.version, now()));
          return toStored(change);
        },
        undefined,
        // Not applied locally before the server agrees: listeners would hear a version that may not stand.
        false,
      );
      if (!result.committed || !change) throw new Error(`Publishing the live state of ${state.eventSlug} was not committed`);
      return change;
    },

    async current(eventSlugs: readonly string[]): Promise<(LiveChange | null)[]> {
      ensureOpen();
      const unique = [...new Set(eventSlugs)];
      const snapshots = await Promise.all(unique.map((slug) => eventsRef.child(toKey(slug)).get()));
      const bySlug = new Map(unique.map((slug, index) => [slug, snapshots[index]!.val() as StoredLiveChange | null]));
      return eventSlugs.map((slug) => {
        const stored = bySlug.get(slug);
        return stored ? fromStored(stored) : null;
      });
    },

    subscribe(listener: (change: LiveChange) => void): () => void {
      ensureOpen();
      const subscription = (change: LiveChange) => listener(change);
      listeners.add(subscription);
      return () => void listeners.delete(subscription);
    },

    watch(eventSlug: string): () => void {
      ensureOpen();
      const key = toKey(eventSlug);
      watching.set(key, (watching.get(key) ?? 0) + 1);
      writeCount(key);
      let stopped = false;
      return () => {
        if (stopped || closed) return;
        stopped = true;
        const left = (watching.get(key) ?? 1) - 1;
        if (left > 0) watching.set(key, left);
        else watching.delete(key);
        writeCount(key);
      };
    },

    async watchers(eventSlugs: readonly string[]): Promise<Map<string, number>> {
      ensureOpen();
      const unique = [...new Set(eventSlugs)];
      const snapshots = await Promise.all(unique.map((slug) => watchersRef.child(toKey(slug)).get()));
      const nowMs = now();
      return new Map(
        unique.map((slug, index) => {
          const others = sumFreshCounts(snapshots[index]!.val() as Record<string, StoredWatcherCount> | null, nowMs, watcherExpiryMs, instanceKey);
          // This instance's own count is known here exactly, without waiting for its write.
          return [slug, others + (watching.get(toKey(slug)) ?? 0)];
        }),
      );
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      eventsRef.off('child_added', onChild);
      eventsRef.off('child_changed', onChild);
      listeners.clear();
      await Promise.all(pendingWrites);
      const keys = [...watching.keys()];
      watching.clear();
      if (keys.length > 0) await watchersRef.update(Object.fromEntries(keys.map((key) => [`${key}/${instanceKey}`, null])));
    },
  };
}
