// How many streams watch each event: the part of the LiveBus that counts. Counted in this process's memory (one
// server, or a Firestore bus without a Realtime Database: then each instance knows only its own watchers), or added
// up over the instances in the Realtime Database (presence.database.ts).

export interface WatcherCounts {
  /** Counts one watcher of the event on this instance until the returned function is called (twice is harmless). */
  watch(eventSlug: string): () => void;
  /** How many watch each event (0 for none). */
  watchers(eventSlugs: readonly string[]): Promise<Map<string, number>>;
  /** Forgets this instance's watchers (and takes them out of a shared count). */
  close(): Promise<void>;
}

/** This instance's watchers per event, in memory; `changed` is told each event whose count moved. */
export class LocalCounts {
  readonly #counts = new Map<string, number>();
  #closed = false;

  constructor(private readonly changed: (eventSlug: string) => void = () => {}) {}

  watch(eventSlug: string): () => void {
    this.#counts.set(eventSlug, this.of(eventSlug) + 1);
    this.changed(eventSlug);
    let stopped = false;
    return () => {
      // Twice stopped is still one watcher gone, and closed counts have already forgotten them all.
      if (stopped || this.#closed) return;
      stopped = true;
      const left = this.of(eventSlug) - 1;
      if (left > 0) this.#counts.set(eventSlug, left);
      else this.#counts.delete(eventSlug);
      this.changed(eventSlug);
    };
  }

  of(eventSlug: string): number {
    return this.#counts.get(eventSlug) ?? 0;
  }

  /** The events watched on this instance now. */
  keys(): string[] {
    return [...this.#counts.keys()];
  }

  close(): void {
    this.#closed = true;
    this.#counts.clear();
  }
}

/** Watcher counts of this instance only. */
export function localWatcherCounts(): WatcherCounts {
  const counts = new LocalCounts();
  return {
    watch: (eventSlug) => counts.watch(eventSlug),
    watchers: async (eventSlugs) => new Map(eventSlugs.map((slug) => [slug, counts.of(slug)])),
    close: async () => counts.close(),
  };
}
