// What both LiveBus adapters do alike: version a change and hand changes and notices to this instance's listeners.
import type { LiveBus, LiveChange, PersonalNotice } from '../domain/live.js';
import type { WatcherCounts } from './presence.js';

export interface LiveBusOptions {
  /** The clock versions (and the times of notices) are made from, in milliseconds; tests set it. */
  now?: () => number;
  /** Told when a listener throws; the other listeners get the change or notice all the same. Logs by default. */
  onListenerError?: (error: unknown, delivered: LiveChange | PersonalNotice) => void;
}

/**
 * The version of an event's next change: one more than its last, and at least the clock's milliseconds, so that
 * versions keep growing across restarts (which forget the last one in memory) and across instances whose clocks
 * differ a little.
 */
export function nextVersion(lastVersion: number | undefined, nowMs: number): number {
  return Math.max((lastVersion ?? 0) + 1, Math.floor(nowMs));
}

type ListenerErrorHandler<T> = (error: unknown, delivered: T) => void;

/**
 * The listeners of one kind of news on this instance. `add` wraps the listener, so that subscribing the same function
 * twice makes two subscriptions that stop one by one, and stopping one twice is harmless.
 */
export class Listeners<T> {
  readonly #listeners = new Set<(value: T) => void>();

  constructor(private readonly onListenerError: ListenerErrorHandler<T>) {}

  get size(): number {
    return this.#listeners.size;
  }

  /** Adds the listener; `onRemoved` is called when the returned function removes it (not when `clear` does). */
  add(listener: (value: T) => void, onRemoved?: () => void): () => void {
    const subscription = (value: T) => listener(value);
    this.#listeners.add(subscription);
    return () => {
      if (this.#listeners.delete(subscription)) onRemoved?.();
    };
  }

  /**
   * Calls every listener with the value. A copy of the set is walked, because a listener may unsubscribe itself (or
   * subscribe another) meanwhile; one that throws (a broken stream) is reported and keeps nobody else from the value.
   */
  deliver(value: T): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(value);
      } catch (error) {
        this.onListenerError(error, value);
      }
    }
  }

  clear(): void {
    this.#listeners.clear();
  }
}

/**
 * Listeners per key (a person's notices per uid): each key's own `Listeners`, made when its first listener comes and
 * dropped when its last one goes, with `onFirst`/`onLast` told so.
 */
export class ListenersByKey<T> {
  readonly #byKey = new Map<string, Listeners<T>>();

  constructor(
    private readonly onListenerError: ListenerErrorHandler<T>,
    private readonly hooks: { onFirst?: (key: string) => void; onLast?: (key: string) => void } = {},
  ) {}

  keys(): string[] {
    return [...this.#byKey.keys()];
  }

  add(key: string, listener: (value: T) => void): () => void {
    let listeners = this.#byKey.get(key);
    const first = !listeners;
    if (!listeners) {
      listeners = new Listeners<T>(this.onListenerError);
      this.#byKey.set(key, listeners);
    }
    const own = listeners;
    const remove = own.add(listener, () => {
      // After clear() (or once the key was dropped and made anew) this set is no longer the key's: nothing to tell.
      if (own.size > 0 || this.#byKey.get(key) !== own) return;
      this.#byKey.delete(key);
      this.hooks.onLast?.(key);
    });
    if (first) this.hooks.onFirst?.(key);
    return remove;
  }

  deliver(key: string, value: T): void {
    this.#byKey.get(key)?.deliver(value);
  }

  /** Forgets every listener without telling `onLast` (closing stops what the hooks started as a whole). */
  clear(): void {
    this.#byKey.clear();
  }
}

/** Reports a listener's failure, naming what it failed on; listeners themselves are told nothing of it. */
export function logListenerError(error: unknown, delivered: LiveChange | PersonalNotice): void {
  if ('eventSlug' in delivered) console.error(`A live listener failed on ${delivered.eventSlug} version ${delivered.version}`, error);
  else console.error(`A notice listener failed on match ${delivered.matchId}`, error);
}

/**
 * What both buses answer from this instance alone, each refused once the bus is closed (`ensureOpen` throws): a
 * listener of changes added to `listeners`, and watchers counted and told by `counts` (local or shared).
 */
export function answeredByThisInstance(
  ensureOpen: () => void,
  listeners: Listeners<LiveChange>,
  counts: WatcherCounts,
): Pick<LiveBus, 'subscribe' | 'watch' | 'watchers'> {
  return {
    subscribe(listener) {
      ensureOpen();
      return listeners.add(listener);
    },
    watch(eventSlug) {
      ensureOpen();
      return counts.watch(eventSlug);
    },
    async watchers(eventSlugs) {
      ensureOpen();
      return counts.watchers(eventSlugs);
    },
  };
}
