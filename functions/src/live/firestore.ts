// The LiveBus of many instances (Cloud Functions), over Firestore: each event's live version is a document written
// in a transaction, by each instance at most once a second (the changes published meanwhile share the next version),
// each personal notice a document of its own, and every instance hears the others' through
// Firestore listeners. Watcher counts are not Firestore's: they go to the WatcherCounts given (the Realtime Database
// where one is configured, else this instance's own). Decision 037 has the layout and its costs.
import { Timestamp, type DocumentChange, type Firestore, type Query, type QuerySnapshot } from 'firebase-admin/firestore';
import type { LiveBus, LiveChange, PersonalNotice } from '../domain/live.js';
import { answeredByThisInstance, Listeners, ListenersByKey, logListenerError, nextVersion, type LiveBusOptions } from './changes.js';
import { localWatcherCounts, type WatcherCounts } from './presence.js';

/** One document per event that ever changed live: its id is the event's slug. */
export const LIVE_VERSIONS = 'liveVersions';
/** One document per personal notice. */
export const LIVE_NOTICES = 'liveNotices';

export interface StoredLiveVersion {
  version: number;
  /** TTL field (firestore.indexes.json): a version unchanged this long only orders messages nobody waits for. */
  expiresAt: Timestamp;
}

export interface StoredNotice {
  uid: string;
  matchId: string;
  /** The notifier's clock, in milliseconds: a subscriber hears the notices not older than its subscribing. */
  at: number;
  /** TTL field: listeners only ever ask for the last minutes, so an old notice is just storage. */
  expiresAt: Timestamp;
}

/** Kept this long after its last change; deleting it is safe, a later change still gets a greater version. */
export const VERSION_TTL_MS = 30 * 24 * 60 * 60_000;
export const NOTICE_TTL_MS = 60 * 60_000;
/**
 * How far behind another instance's clock may be: listeners ask for what changed since their start less this. A
 * version is at least its publisher's clock, a notice's `at` is its notifier's clock.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** How long a broken listener waits before it listens again. */
const RELISTEN_MS = 1_000;

export interface FirestoreLiveBusOptions extends LiveBusOptions {
  /** Where watchers are counted; this instance's own counts by default. */
  watcherCounts?: WatcherCounts;
  /** How long opening waits for the first answer of Firestore. */
  openTimeoutMs?: number;
  /** The least time between two writes of one event's version by this instance; tests shorten it. */
  versionWriteIntervalMs?: number;
  /** The clock and timer that space those writes (not the clock of the versions); tests give a fake one. */
  spacing?: WriteSpacing;
}

/**
 * Firestore sustains about one write a second to one document: an instance writes an event's version at most once
 * in this long, and every change published meanwhile shares the next write (decision 050).
 */
export const LIVE_VERSION_MIN_INTERVAL_MS = 1_000;

/** A clock and a timer in milliseconds, by which writes are spaced. */
export interface WriteSpacing {
  now(): number;
  setTimeout(run: () => void, ms: number): void;
}

const realSpacing: WriteSpacing = {
  now: () => performance.now(),
  setTimeout: (run, ms) => void setTimeout(run, ms),
};

/** An event's version writes on this instance. */
interface VersionWrites {
  /** When the last one began, by the spacing clock. */
  lastStart: number;
  /** The one under way, which the next waits for: one instance's writes of an event never race each other. */
  running: Promise<unknown> | null;
  /** The next one, which every publish since the last one began waits for and shares. */
  next: Promise<number> | null;
}

interface HeardNotice extends PersonalNotice {
  at: number;
}

/**
 * Opens the bus once this instance listens to the versions, so that every change published after it resolves is
 * heard. Costs, per instance: one listener on the versions changed since it started (one read per change), one on
 * recent notices while someone on the instance waits for theirs (one read per notice), a read for an event's
 * version only the first time it is asked for (the listener keeps it current after that).
 */
export async function openFirestoreLiveBus(firestore: Firestore, options: FirestoreLiveBusOptions = {}): Promise<LiveBus> {
  const now = options.now ?? Date.now;
  const onListenerError = options.onListenerError ?? logListenerError;
  const counts = options.watcherCounts ?? localWatcherCounts();
  const openTimeoutMs = options.openTimeoutMs ?? 15_000;
  const versionsRef = firestore.collection(LIVE_VERSIONS);
  const noticesRef = firestore.collection(LIVE_NOTICES);
  const listeners = new Listeners<LiveChange>(onListenerError);
  /** The latest version seen of an event (published here, heard, or read); heard ones only when greater. */
  const known = new Map<string, number>();
  /** Events read and found without a version: none was published before the listener started. */
  const absent = new Set<string>();
  let closed = false;

  /** Takes a version in; true when it is news (greater than any seen of this event). */
  function learn(eventSlug: string, version: number): boolean {
    absent.delete(eventSlug);
    if ((known.get(eventSlug) ?? -Infinity) >= version) return false;
    known.set(eventSlug, version);
    return true;
  }

  // A version is at least its publisher's clock, so everything changed from now on is in this query; what changed
  // longer ago is read when asked for, and comes into the query with its next change.
  const recentVersions = versionsRef.where('version', '>', now() - CLOCK_SKEW_MS);
  let stopVersions = () => {};
  function listenToVersions(deliverFirst: boolean): Promise<void> {
    return listen(
      recentVersions,
      (snapshot, first) => {
        for (const change of snapshot.docChanges()) {
          if (change.type === 'removed') continue; // TTL: the version stays known here
          const version: unknown = change.doc.get('version');
          if (typeof version !== 'number') continue;
          if (learn(change.doc.id, version) && (deliverFirst || !first)) listeners.deliver({ eventSlug: change.doc.id, version });
        }
      },
      (stop) => (stopVersions = stop),
      // A listener that broke listens again; its first answer brings what changed meanwhile, which is news then.
      () => void listenToVersions(true),
      'versions',
      !deliverFirst,
    );
  }
  // Firestore answering nothing (unreachable, or no credentials) must not hold the instance's start forever: opening
  // fails, and whoever opens the bus tries again (cloud-functions.ts on the next request).
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      listenToVersions(false),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`The live bus got no answer from Firestore within ${openTimeoutMs} ms`)), openTimeoutMs);
      }),
    ]);
  } catch (error) {
    stopVersions();
    await counts.close();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  const noticeListeners = new ListenersByKey<HeardNotice>(onListenerError, {
    onFirst: () => {
      if (noticeListeners.keys().length === 1) startNotices();
    },
    onLast: () => {
      if (noticeListeners.keys().length === 0) stopNotices();
    },
  });
  let stopNoticeListener: (() => void) | null = null;
  /** Notices delivered while listening, so that listening again after a failure delivers none twice. */
  const heardNotices = new Set<string>();

  function startNotices(): void {
    const recent = noticesRef.where('at', '>=', now() - CLOCK_SKEW_MS);
    // Nobody waits for it: subscribing is synchronous, and the first answer is delivered like every later one (each
    // subscriber hears only the notices not older than its subscribing).
    void listen(
      recent,
      (snapshot) => {
        for (const change of snapshot.docChanges()) if (change.type === 'added') noticeAdded(change);
      },
      (stop) => (stopNoticeListener = stop),
      () => {
        if (stopNoticeListener) startNotices();
      },
      'notices',
    );
  }

  function noticeAdded(change: DocumentChange): void {
    if (heardNotices.has(change.doc.id)) return;
    heardNotices.add(change.doc.id);
    const { uid, matchId, at } = change.doc.data() as Partial<StoredNotice>;
    if (typeof uid === 'string' && typeof matchId === 'string' && typeof at === 'number') noticeListeners.deliver(uid, { uid, matchId, at });
  }

  function stopNotices(): void {
    const stop = stopNoticeListener;
    stopNoticeListener = null;
    heardNotices.clear();
    stop?.();
  }

  /**
   * Listens to `query`, resolving with its first answer. A listener that fails is logged and, unless the bus closed
   * or it was stopped meanwhile, replaced by `again` after a pause; with `rejectFirst`, a failure before the first
   * answer rejects instead (opening the bus fails).
   */
  function listen(
    query: Query,
    onSnapshot: (snapshot: QuerySnapshot, first: boolean) => void,
    keepStop: (stop: () => void) => void,
    again: () => void,
    what: string,
    rejectFirst = false,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      let first = true;
      let stopped = false;
      const unsubscribe = query.onSnapshot(
        (snapshot) => {
          onSnapshot(snapshot, first);
          first = false;
          resolve();
        },
        (error) => {
          if (first && rejectFirst) {
            reject(error);
            return;
          }
          resolve();
          console.error(`The live ${what} listener failed; listening again`, error);
          if (stopped || closed) return;
          setTimeout(() => {
            if (!stopped && !closed) again();
          }, RELISTEN_MS).unref();
        },
      );
      keepStop(() => {
        stopped = true;
        unsubscribe();
      });
    });
  }

  const intervalMs = options.versionWriteIntervalMs ?? LIVE_VERSION_MIN_INTERVAL_MS;
  const spacing = options.spacing ?? realSpacing;
  const writes = new Map<string, VersionWrites>();

  function ensureOpen(): void {
    if (closed) throw new Error('The live bus is closed');
  }

  /** Runs again when another instance wrote first: the version is computed from what is really stored. */
  function writeVersion(eventSlug: string): Promise<number> {
    const ref = versionsRef.doc(eventSlug);
    return firestore.runTransaction(async (transaction) => {
      const last: unknown = (await transaction.get(ref)).get('version');
      const next = nextVersion(typeof last === 'number' ? last : undefined, now());
      transaction.set(ref, { version: next, expiresAt: Timestamp.fromMillis(Date.now() + VERSION_TTL_MS) } satisfies StoredLiveVersion);
      return next;
    });
  }

  /**
   * The version of the event's next write, which begins after every change published so far was committed (publish
   * is called after its change): at once after a quiet interval, else when the interval since the last write began
   * is over and that write is done. A write that already began is never shared: a view read before it committed may
   * miss a change committed meanwhile, so that change needs a version of its own.
   */
  function spacedWrite(eventSlug: string): Promise<number> {
    let course = writes.get(eventSlug);
    if (!course) {
      forgetQuietEvents();
      course = { lastStart: -Infinity, running: null, next: null };
      writes.set(eventSlug, course);
    }
    if (course.next) return course.next;
    const own = course;
    const next = (async () => {
      await own.running?.catch(() => {});
      const wait = own.lastStart + intervalMs - spacing.now();
      if (wait > 0) await new Promise<void>((resolve) => spacing.setTimeout(resolve, wait));
      own.next = null;
      ensureOpen();
      own.lastStart = spacing.now();
      const writing = writeVersion(eventSlug);
      own.running = writing;
      try {
        return await writing;
      } finally {
        if (own.running === writing) own.running = null;
      }
    })();
    own.next = next;
    return next;
  }

  /** Drops the events whose last write is done and more than an interval ago: their next write may go at once. */
  function forgetQuietEvents(): void {
    const quietSince = spacing.now() - intervalMs;
    for (const [slug, course] of writes) if (!course.next && !course.running && course.lastStart <= quietSince) writes.delete(slug);
  }

  return {
    async publish(eventSlug: string): Promise<LiveChange> {
      ensureOpen();
      // The bookings a seat transaction claimed together all announce at once, and a herd's transactions follow each
      // other: they share writes, at most one per interval on this instance.
      const version = await spacedWrite(eventSlug);
      // This instance's subscribers hear it now, unless the listener was quicker; either way once.
      if (learn(eventSlug, version)) listeners.deliver({ eventSlug, version });
      return { eventSlug, version };
    },

    async versions(eventSlugs: readonly string[]): Promise<(number | null)[]> {
      ensureOpen();
      const unread = [...new Set(eventSlugs)].filter((slug) => !known.has(slug) && !absent.has(slug));
      if (unread.length > 0) {
        const snapshots = await firestore.getAll(...unread.map((slug) => versionsRef.doc(slug)));
        for (const snapshot of snapshots) {
          const version: unknown = snapshot.get('version');
          if (typeof version === 'number') learn(snapshot.id, version);
          // The listener may have heard of one meanwhile: it knows better than this read.
          else if (!known.has(snapshot.id)) absent.add(snapshot.id);
        }
      }
      return eventSlugs.map((slug) => known.get(slug) ?? null);
    },

    ...answeredByThisInstance(ensureOpen, listeners, counts),

    async notify(notice: PersonalNotice): Promise<void> {
      ensureOpen();
      await noticesRef.add({
        uid: notice.uid,
        matchId: notice.matchId,
        at: now(),
        expiresAt: Timestamp.fromMillis(Date.now() + NOTICE_TTL_MS),
      } satisfies StoredNotice);
    },

    subscribeNotices(uid: string, listener: (notice: PersonalNotice) => void): () => void {
      ensureOpen();
      const since = now();
      return noticeListeners.add(uid, ({ matchId, at }) => {
        // The listener may be older than this subscriber, and its first answer holds the last minutes' notices.
        if (at >= since) listener({ uid, matchId });
      });
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      stopVersions();
      stopNotices();
      listeners.clear();
      noticeListeners.clear();
      known.clear();
      absent.clear();
      await counts.close();
    },
  };
}
