// Watcher counts added up over the instances, in the Realtime Database: presence is what it does best.
//   live/watchers/{eventSlug}/{instanceId}   how many of this instance's streams watch the event (a number)
// Each instance writes its own counts when they change and removes them when they drop to 0 or it closes; the
// database itself removes them when the instance's connection ends (onDisconnect), so a crashed or frozen instance's
// watchers vanish without anyone sweeping. After a reconnect (the server has run those removals meanwhile) the
// instance writes its counts again, as Firebase's presence pattern does with `.info/connected`.
import { randomUUID } from 'node:crypto';
import type { DataSnapshot, Database, Reference } from 'firebase-admin/database';
import { LocalCounts, type WatcherCounts } from './presence.js';

/** A slug as a key: what a key may not hold ('.', '#', '$', '[', ']', '/', control characters, '%') %-escaped. */
export function toKey(value: string): string {
  if (value === '') throw new Error('An empty slug cannot be a Realtime Database key');
  return value.replace(/[.#$[\]/%\u0000-\u001f\u007f]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The other instances' counts of one event (its `watchers/{eventSlug}` value), without the asking instance's. */
export function sumOtherCounts(counts: Record<string, unknown> | null | undefined, ownInstance: string): number {
  let sum = 0;
  for (const [instance, count] of Object.entries(counts ?? {})) {
    if (instance !== ownInstance && typeof count === 'number' && Number.isFinite(count) && count > 0) sum += count;
  }
  return sum;
}

export function openDatabaseWatcherCounts(db: Database, options: { instanceId?: string; root?: string } = {}): WatcherCounts {
  const instanceKey = toKey(options.instanceId ?? randomUUID());
  const watchersRef = db.ref(`${options.root ?? 'live'}/watchers`);
  const writing = new Map<string, { again: boolean }>();
  const pendingWrites = new Set<Promise<void>>();
  let closed = false;
  const counts = new LocalCounts((eventSlug) => writeCount(eventSlug));

  function countRef(eventSlug: string): Reference {
    return watchersRef.child(toKey(eventSlug)).child(instanceKey);
  }

  /** Writes this instance's count of one event; writes of the same event never overlap, the last count wins. */
  function writeCount(eventSlug: string): void {
    const running = writing.get(eventSlug);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    writing.set(eventSlug, state);
    const write = (async () => {
      do {
        state.again = false;
        const count = closed ? 0 : counts.of(eventSlug);
        const ref = countRef(eventSlug);
        try {
          if (count > 0) {
            // Registered before the count is written, so that no count of this connection can outlive it.
            await ref.onDisconnect().remove();
            await ref.set(count);
          } else {
            await ref.remove();
            await ref.onDisconnect().cancel();
          }
        } catch (error) {
          // A figure to show, not a record: the next change or reconnect writes it again.
          console.error(`Writing the live watcher count of ${eventSlug} failed`, error);
        }
      } while (state.again);
      writing.delete(eventSlug);
    })();
    pendingWrites.add(write);
    void write.finally(() => pendingWrites.delete(write));
  }

  // On every (re)connection: the server ran this instance's removals when the last connection ended.
  const connectedRef = db.ref('.info/connected');
  const onConnected = (snapshot: DataSnapshot) => {
    if (snapshot.val() === true && !closed) for (const eventSlug of counts.keys()) writeCount(eventSlug);
  };
  connectedRef.on('value', onConnected);

  return {
    watch: (eventSlug) => counts.watch(eventSlug),

    async watchers(eventSlugs) {
      const unique = [...new Set(eventSlugs)];
      const snapshots = await Promise.all(unique.map((slug) => watchersRef.child(toKey(slug)).get()));
      return new Map(
        unique.map((slug, index) => {
          const others = sumOtherCounts(snapshots[index]!.val() as Record<string, unknown> | null, instanceKey);
          // This instance's own count is known here exactly, without waiting for its write.
          return [slug, others + counts.of(slug)];
        }),
      );
    },

    async close() {
      if (closed) return;
      const watched = counts.keys();
      closed = true;
      connectedRef.off('value', onConnected);
      counts.close();
      for (const eventSlug of watched) writeCount(eventSlug);
      await Promise.all([...pendingWrites]);
    },
  };
}
