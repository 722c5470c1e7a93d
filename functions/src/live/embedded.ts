// The LiveBus of a single server: versions, subscribers and watcher counts in this process's memory. It carries
// changes and notices only; what they are made of (events, bookings, live posts, Radar matches) is persisted in the
// store. A restart forgets the versions, and versions still grow afterwards because they are at least the clock's
// milliseconds.
import type { LiveBus, LiveChange, PersonalNotice } from '../domain/live.js';
import { answeredByThisInstance, Listeners, ListenersByKey, logListenerError, nextVersion, type LiveBusOptions } from './changes.js';
import { localWatcherCounts } from './presence.js';

export function openEmbeddedLiveBus(options: LiveBusOptions = {}): LiveBus {
  const now = options.now ?? Date.now;
  const onListenerError = options.onListenerError ?? logListenerError;
  const versions = new Map<string, number>();
  const listeners = new Listeners<LiveChange>(onListenerError);
  const noticeListeners = new ListenersByKey<PersonalNotice>(onListenerError);
  const counts = localWatcherCounts();
  let closed = false;

  function ensureOpen(): void {
    if (closed) throw new Error('The live bus is closed');
  }

  return {
    async publish(eventSlug: string): Promise<LiveChange> {
      ensureOpen();
      const version = nextVersion(versions.get(eventSlug), now());
      versions.set(eventSlug, version);
      listeners.deliver({ eventSlug, version });
      return { eventSlug, version };
    },

    async versions(eventSlugs: readonly string[]): Promise<(number | null)[]> {
      ensureOpen();
      return eventSlugs.map((slug) => versions.get(slug) ?? null);
    },

    ...answeredByThisInstance(ensureOpen, listeners, counts),

    async notify(notice: PersonalNotice): Promise<void> {
      ensureOpen();
      // A copy, so that the notifier's later edits reach no listener.
      noticeListeners.deliver(notice.uid, { uid: notice.uid, matchId: notice.matchId });
    },

    subscribeNotices(uid: string, listener: (notice: PersonalNotice) => void): () => void {
      ensureOpen();
      return noticeListeners.add(uid, listener);
    },

    async close(): Promise<void> {
      closed = true;
      listeners.clear();
      noticeListeners.clear();
      await counts.close();
      versions.clear();
    },
  };
}
