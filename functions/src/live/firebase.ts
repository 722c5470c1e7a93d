// The LiveBus over the Firebase Realtime Database, for many function instances. Layout (under `live/`):
//   events/{eventSlug}               the event's current LiveChange, dates as epoch milliseconds; written in a
//                                    transaction, so that its version grows whichever instance publishes.
//   watchers/{eventSlug}/{instance}  { count, at }: how many this instance's streams watch the event, and when the
//                                    instance last said so (its clock, ms). A heartbeat rewrites it; counts older
//                                    than the expiry are ignored, so a dead instance's watchers fade out.
//   notices/{uid}/{pushId}           { matchId, at }: a personal notice (a Radar match) and the notifier's clock (ms).
//                                    Only a signal: the match itself is in the store.
// Every instance listens to events/ and tells its own subscribers. Notices it listens to only for the people it has
// subscribers for: from the first subscriber of a uid on, it listens to that uid's notices with `at` from then on
// (orderByChild('at').startAt(now)), and stops when the last subscriber goes. A notice counts as "after subscribing"
// by the clocks of the notifier and the subscriber, which are synchronised on Cloud Functions; one lost in a skew of
// milliseconds around subscribing is in the snapshot every subscription begins with.
//
// Housekeeping: every instance sweeps the layout at most every `sweepEveryMs` (10 min; the first sweep after a random
// part of that, so instances started together do not sweep together). A sweep deletes
//   - event states that ENDED or were CANCELLED more than a day ago, and any other state untouched for 30 days (an
//     event that ended without another change being published): readers take phase, seats and posts from the
//     records and only the version from here, and a later publish still gets a greater version, as versions are at
//     least the clock's milliseconds. A state's last change is its version (at least the clock when published).
//     Each is deleted in a transaction that checks it is still that old, so a state just published again stays.
//   - watcher counts older than the expiry (dead instances'), which reads ignore already;
//   - notices older than five minutes: by then every listener has heard them.
// Deleting is idempotent: instances sweeping at once delete the same things. What to delete is decided by pure
// functions (expiredEventStates, expiredWatcherCounts, expiredNotices), tested without a database.
//
// Posts, bookings and alerts live in Firestore; the Realtime Database holds only what is live. database.rules.json
// lets browsers read events/ and nothing else.
import { randomUUID } from 'node:crypto';
import type { DataSnapshot, Database, Query, Reference } from 'firebase-admin/database';
import type { LiveBus, LiveChange, LiveEventState, LivePhase, PersonalNotice } from '../domain/live.js';
import { Listeners, ListenersByKey, logListenerError, nextVersion, versioned, type LiveBusOptions } from './changes.js';

export interface FirebaseLiveBusOptions extends LiveBusOptions {
  /** Names this instance's watcher counts; a new random one by default. */
  instanceId?: string;
  /** Where the layout starts; `live` at the database's root by default. */
  root?: string;
  /** How often this instance's watcher counts are rewritten. */
  heartbeatMs?: number;
  /** How old a count may be and still count: a few heartbeats, so that one missed beat loses nobody. */
  watcherExpiryMs?: number;
  /** How often this instance sweeps out old states, counts and notices at most; 0 for never (tests sweep by hand). */
  sweepEveryMs?: number;
}

const DEFAULT_HEARTBEAT_MS = 20_000;
const DEFAULT_WATCHER_EXPIRY_MS = 60_000;
const DEFAULT_SWEEP_EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** How old what a sweep deletes is: see the header. */
export interface SweepPolicy {
  /** Since the last change of a state that ENDED or was CANCELLED. */
  endedStateMs: number;
  /** Since the last change of a state in any other phase. */
  untouchedStateMs: number;
  /** Since a watcher count was last written: the expiry reads apply. */
  watcherExpiryMs: number;
  /** Since a notice was sent. */
  noticeMs: number;
}

export const DEFAULT_SWEEP_POLICY: SweepPolicy = {
  endedStateMs: DAY_MS,
  untouchedStateMs: 30 * DAY_MS,
  watcherExpiryMs: DEFAULT_WATCHER_EXPIRY_MS,
  noticeMs: 5 * 60_000,
};

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

/** A personal notice as stored under notices/{uid}: whose it is, is the key. */
export interface StoredNotice {
  matchId: string;
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
 * An event slug, instance id or uid as a Realtime Database key. Slugs are a-z, 0-9 and '-', and Firebase uids
 * letters and digits, which pass unchanged; anything a key may not hold ('.', '#', '$', '[', ']', '/', control
 * characters) and '%' itself is %-escaped, reversibly.
 */
export function toKey(name: string): string {
  if (!name) throw new Error('A live key cannot be empty');
  return name.replace(/[%.#$[\]/\u0000-\u001f\u007f]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
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

/** The keys of event states the sweep deletes: see SweepPolicy. Entries without a version are unreadable: deleted. */
export function expiredEventStates(events: Record<string, StoredLiveChange> | null | undefined, nowMs: number, policy: SweepPolicy): string[] {
  return Object.entries(events ?? {})
    .filter(([, stored]) => isExpiredEventState(stored, nowMs, policy))
    .map(([key]) => key);
}

function isExpiredEventState(stored: StoredLiveChange, nowMs: number, policy: SweepPolicy): boolean {
  if (typeof stored?.version !== 'number') return true;
  const over = stored.phase === 'ENDED' || stored.phase === 'CANCELLED' ? policy.endedStateMs : policy.untouchedStateMs;
  return nowMs - stored.version > over;
}

/** The paths (`{eventKey}/{instance}`) of watcher counts older than the expiry, or unreadable. */
export function expiredWatcherCounts(
  watchers: Record<string, Record<string, StoredWatcherCount>> | null | undefined,
  nowMs: number,
  policy: SweepPolicy,
): string[] {
  return Object.entries(watchers ?? {}).flatMap(([eventKey, counts]) =>
    Object.entries(counts ?? {})
      .filter(([, entry]) => typeof entry?.count !== 'number' || typeof entry.at !== 'number' || nowMs - entry.at > policy.watcherExpiryMs)
      .map(([instance]) => `${eventKey}/${instance}`),
  );
}

/** The paths (`{uid}/{pushId}`) of notices older than the policy keeps them, or unreadable. */
export function expiredNotices(notices: Record<string, Record<string, StoredNotice>> | null | undefined, nowMs: number, policy: SweepPolicy): string[] {
  return Object.entries(notices ?? {}).flatMap(([uidKey, byId]) =>
    Object.entries(byId ?? {})
      .filter(([, notice]) => typeof notice?.matchId !== 'string' || typeof notice.at !== 'number' || nowMs - notice.at > policy.noticeMs)
      .map(([id]) => `${uidKey}/${id}`),
  );
}

/**
 * Deletes what the policy says is old under `root` (the `live/` of the layout). Idempotent, so several instances may
 * sweep at once. Only states whose version says they may be old are read (the version is the order child).
 */
export async function sweepLive(root: Reference, nowMs: number, policy: SweepPolicy = DEFAULT_SWEEP_POLICY): Promise<void> {
  const oldest = Math.min(policy.endedStateMs, policy.untouchedStateMs);
  const [events, watchers, notices] = await Promise.all([
    root.child('events').orderByChild('version').endAt(nowMs - oldest).get(),
    root.child('watchers').get(),
    root.child('notices').get(),
  ]);
  for (const key of expiredEventStates(events.val() as Record<string, StoredLiveChange> | null, nowMs, policy)) {
    // A transaction, so that a state published again since it was read stays (aborting leaves it as it is). Its first
    // run may see null for what is not cached yet: null is written only if the server agrees, else it runs again.
    await root
      .child('events')
      .child(key)
      .transaction(
        (current: StoredLiveChange | null) => (current === null || isExpiredEventState(current, nowMs, policy) ? null : undefined),
        undefined,
        false,
      );
  }
  const watcherPaths = expiredWatcherCounts(watchers.val() as Record<string, Record<string, StoredWatcherCount>> | null, nowMs, policy);
  if (watcherPaths.length > 0) await root.child('watchers').update(Object.fromEntries(watcherPaths.map((path) => [path, null])));
  const noticePaths = expiredNotices(notices.val() as Record<string, Record<string, StoredNotice>> | null, nowMs, policy);
  if (noticePaths.length > 0) await root.child('notices').update(Object.fromEntries(noticePaths.map((path) => [path, null])));
}

/** A notice as this instance's listeners of one uid get it: with its time, so each hears only what came after it. */
interface TimedNotice extends PersonalNotice {
  at: number;
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
  const noticesRef = root.child('notices');
  const instanceKey = toKey(instanceId);
  const onListenerError = options.onListenerError ?? logListenerError;
  const sweepEveryMs = options.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS;
  const sweepPolicy: SweepPolicy = { ...DEFAULT_SWEEP_POLICY, watcherExpiryMs };

  const listeners = new Listeners<LiveChange>(onListenerError);
  /** The query this instance listens to per uid key, while it has subscribers for that uid. */
  const noticeQueries = new Map<string, { query: Query; onAdded: (snapshot: DataSnapshot) => void }>();
  const noticeListeners = new ListenersByKey<TimedNotice>(onListenerError, {
    onFirst: (uidKey) => {
      const query = noticesRef.child(uidKey).orderByChild('at').startAt(now());
      const onAdded = (snapshot: DataSnapshot) => {
        const stored = snapshot.val() as StoredNotice | null;
        if (closed || typeof stored?.matchId !== 'string' || typeof stored.at !== 'number') return;
        noticeListeners.deliver(uidKey, { uid: fromKey(uidKey), matchId: stored.matchId, at: stored.at });
      };
      query.on('child_added', onAdded, (error: Error) => console.error('Listening to personal notices failed', error));
      noticeQueries.set(uidKey, { query, onAdded });
    },
    onLast: (uidKey) => stopNotices(uidKey),
  });
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
    listeners.deliver(fromStored(stored));
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

  function stopNotices(uidKey: string): void {
    const listening = noticeQueries.get(uidKey);
    if (!listening) return;
    listening.query.off('child_added', listening.onAdded);
    noticeQueries.delete(uidKey);
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

  let sweeping: Promise<void> | undefined;
  function sweep(): void {
    if (closed || sweeping) return;
    sweeping = sweepLive(root, now(), sweepPolicy)
      .catch((error: unknown) => console.error('Sweeping the live database failed', error))
      .finally(() => (sweeping = undefined));
  }
  let sweepTimer: NodeJS.Timeout | undefined;
  if (sweepEveryMs > 0) {
    sweepTimer = setTimeout(() => {
      sweep();
      sweepTimer = setInterval(sweep, sweepEveryMs);
      sweepTimer.unref();
    }, Math.random() * sweepEveryMs);
    sweepTimer.unref();
  }

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
      return listeners.add(listener);
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

    async notify(notice: PersonalNotice): Promise<void> {
      ensureOpen();
      await noticesRef.child(toKey(notice.uid)).push({ matchId: notice.matchId, at: now() } satisfies StoredNotice);
    },

    subscribeNotices(uid: string, listener: (notice: PersonalNotice) => void): () => void {
      ensureOpen();
      const since = now();
      return noticeListeners.add(toKey(uid), ({ at, matchId }) => {
        // Another subscriber of the same person may have started the query earlier: this one hears only what is newer.
        if (at >= since) listener({ uid, matchId });
      });
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      // Node's clearTimeout clears the sweep's interval as well as its first timeout.
      clearTimeout(sweepTimer);
      eventsRef.off('child_added', onChild);
      eventsRef.off('child_changed', onChild);
      listeners.clear();
      for (const uidKey of [...noticeQueries.keys()]) stopNotices(uidKey);
      noticeListeners.clear();
      await Promise.all([...pendingWrites, sweeping]);
      const keys = [...watching.keys()];
      watching.clear();
      if (keys.length > 0) await watchersRef.update(Object.fromEntries(keys.map((key) => [`${key}/${instanceKey}`, null])));
    },
  };
}
