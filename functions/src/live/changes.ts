// What both LiveBus adapters do alike: version a change, copy it, and hand it to this instance's listeners.
import type { LiveChange, LiveEventState } from '../domain/live.js';

export interface LiveBusOptions {
  /** The clock versions are made from (milliseconds); tests set it. */
  now?: () => number;
  /** Told when a listener throws; the other listeners get the change all the same. Logs by default. */
  onListenerError?: (error: unknown, change: LiveChange) => void;
}

/**
 * The version of an event's next change: one more than its last, and at least the clock's milliseconds, so that
 * versions keep growing across restarts (which forget the last one in memory) and across instances whose clocks
 * differ a little.
 */
export function nextVersion(lastVersion: number | undefined, nowMs: number): number {
  return Math.max((lastVersion ?? 0) + 1, Math.floor(nowMs));
}

/** The state as a change of this version, copied so that the publisher's later edits cannot alter it. */
export function versioned(state: LiveEventState, version: number): LiveChange {
  return {
    eventSlug: state.eventSlug,
    phase: state.phase,
    seatsLeft: state.seatsLeft,
    delayMinutes: state.delayMinutes,
    room: state.room,
    latestPost: state.latestPost ? { id: state.latestPost.id, text: state.latestPost.text, at: new Date(state.latestPost.at) } : null,
    version,
  };
}

/**
 * Calls every listener with the change. A copy of the set is walked, because a listener may unsubscribe itself (or
 * subscribe another) meanwhile; one that throws (a broken stream) is reported and keeps nobody else from the change.
 */
export function deliver(
  listeners: ReadonlySet<(change: LiveChange) => void>,
  change: LiveChange,
  onListenerError: (error: unknown, change: LiveChange) => void = logListenerError,
): void {
  for (const listener of [...listeners]) {
    try {
      listener(change);
    } catch (error) {
      onListenerError(error, change);
    }
  }
}

function logListenerError(error: unknown, change: LiveChange): void {
  console.error(`A live listener failed on ${change.eventSlug} version ${change.version}`, error);
}
