// The LiveBus of a single server: live states, subscribers and watcher counts in this process's memory. It carries
// changes only; what they are made of (events, bookings, live posts) is persisted in the store. A restart forgets the
// states, and versions still grow afterwards because they are at least the clock's milliseconds.
import type { LiveBus, LiveChange, LiveEventState } from '../domain/live.js';
import { deliver, nextVersion, versioned, type LiveBusOptions } from './changes.js';

export function openEmbeddedLiveBus(options: LiveBusOptions = {}): LiveBus {
  const now = options.now ?? Date.now;
  const states = new Map<string, LiveChange>();
  const listeners = new Set<(change: LiveChange) => void>();
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
      deliver(listeners, change, options.onListenerError);
      return change;
    },

    async current(eventSlugs: readonly string[]): Promise<(LiveChange | null)[]> {
      ensureOpen();
      return eventSlugs.map((slug) => states.get(slug) ?? null);
    },

    subscribe(listener: (change: LiveChange) => void): () => void {
      ensureOpen();
      // Wrapped, so that subscribing the same function twice makes two subscriptions that stop one by one.
      const subscription = (change: LiveChange) => listener(change);
      listeners.add(subscription);
      return () => void listeners.delete(subscription);
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

    async close(): Promise<void> {
      closed = true;
      listeners.clear();
      watching.clear();
      states.clear();
    },
  };
}
