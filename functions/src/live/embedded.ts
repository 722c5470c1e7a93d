// The LiveBus of a single server: live states, subscribers and watcher counts in this process's memory. It carries
// changes and notices only; what they are made of (events, bookings, live posts, Radar matches) is persisted in the
// store. A restart forgets the states, and versions still grow afterwards because they are at least the clock's
// milliseconds.
import type { LiveBus, LiveChange, LiveEventState, PersonalNotice } from '../domain/live.js';
import { Listeners, ListenersByKey, logListenerError, nextVersion, versioned, type LiveBusOptions } from './changes.js';

export function openEmbeddedLiveBus(options: LiveBusOptions = {}): LiveBus {
  const now = options.now ?? Date.now;
  const onListenerError = options.onListenerError ?? logListenerError;
  const states = new Map<string, LiveChange>();
  const listeners = new Listeners<LiveChange>(onListenerError);
  const noticeListeners = new ListenersByKey<PersonalNotice>(onListenerError);
  const watching = new Map<string, number>();
  let closed = false;

  function ensureOpen(): void {
    if (closed) throw new Error('The live bus is closed');
  }

  return {
    async publish(state: LiveEventState): Promise<LiveChange> {
      ensureOpen();
      const change = versioned(state, nextVersion(states.get(state.eventSlug)?.version, now()));
      states.set(state.eventSlug, change);
      listeners.deliver(change);
      return change;
    },

    async current(eventSlugs: readonly string[]): Promise<(LiveChange | null)[]> {
      ensureOpen();
      return eventSlugs.map((slug) => states.get(slug) ?? null);
    },

    subscribe(listener: (change: LiveChange) => void): () => void {
      ensureOpen();
      return listeners.add(listener);
    },

    watch(eventSlug: string): () => void {
      ensureOpen();
      watching.set(eventSlug, (watching.get(eventSlug) ?? 0) + 1);
      let stopped = false;
      return () => {
        // Twice stopped is still one watcher gone, and a closed bus has already forgotten them all.
        if (stopped || closed) return;
        stopped = true;
        const left = (watching.get(eventSlug) ?? 1) - 1;
        if (left > 0) watching.set(eventSlug, left);
        else watching.delete(eventSlug);
      };
    },

    async watchers(eventSlugs: readonly string[]): Promise<Map<string, number>> {
      ensureOpen();
      return new Map(eventSlugs.map((slug) => [slug, watching.get(slug) ?? 0]));
    },

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
      watching.clear();
      states.clear();
    },
  };
}
