// What people watching an event live see, and the bus that carries its changes to every server instance. The
// stores keep the records (events, bookings, live posts); the bus carries only which event changed, with its
// version, personal notices (ids), and how many watch. Two adapters: in process (embedded, one server) and
// Firestore (many instances; watcher counts over the Realtime Database where one is configured).
import type { JoinMode } from './joinable.js';
import type { EventRecord } from './records.js';

/** How an event stands for someone watching it live. */
export type LivePhase = 'UPCOMING' | 'RUNNING' | 'ENDED' | 'CANCELLED';

/** An organiser's latest word on a running event, as the live views show it. */
export interface LivePostSummary {
  id: string;
  text: string;
  /** The English words of a message to everyone booked, where written; `text` is German then. */
  textEn?: string;
  at: Date;
}

/** The live state of one event: everything a live card shows besides the event's own fields. */
export interface LiveEventState {
  eventSlug: string;
  phase: LivePhase;
  /** Seats left (null for drop-in events, which count none). */
  seatsLeft: number | null;
  /** Minutes the organiser says the event runs late; 0 when on time. */
  delayMinutes: number;
  /** Where it takes place now, when the organiser moved it to another room or place. */
  room: string | null;
  latestPost: LivePostSummary | null;
  /** How people join it: book a seat, or walk in. */
  joinMode: JoinMode;
  /** Until when one can still join it (book it, or walk into its session); null when one no longer can. */
  joinableUntil: Date | null;
}

/**
 * A change as the bus carries it: which event's live view changed, and its version now. Only this travels: every
 * instance that hears it reads the event's view from the store itself (the records decide what watchers see).
 */
export interface LiveChange {
  eventSlug: string;
  /**
   * Monotonic per event, across restarts and instances: the greater of the last version + 1 and the publishing
   * clock's milliseconds. A client keeps the state with the highest version it has seen.
   */
  version: number;
}

/** A live state with the version that orders it among the event's messages. */
export interface VersionedLiveState extends LiveEventState {
  version: number;
}

/**
 * A personal notice (so far: a Restplatz-Radar match) for one person, carried to the instances where that person has
 * a stream open. It carries only ids: the stream reads the record from the store, for its own person only.
 */
export interface PersonalNotice {
  uid: string;
  matchId: string;
}

export interface LiveBus {
  /**
   * Says that what watchers of the event see has changed (called once the change is stored): resolves with a version
   * given after the call, and tells every instance. Versions never go back; publishes of different instances never
   * share one; publishes of one instance that overlap may share one (one version announces all their changes, as
   * every instance reads the view afresh), which the Firestore bus does to spare the event's document.
   */
  publish(eventSlug: string): Promise<LiveChange>;
  /** The current versions of these events (null where none was ever published). */
  versions(eventSlugs: readonly string[]): Promise<(number | null)[]>;
  /** Calls `listener` for every change from now on, from any instance; returns the function that stops it. */
  subscribe(listener: (change: LiveChange) => void): () => void;
  /** Counts one watcher of the event on this instance until the returned function is called. */
  watch(eventSlug: string): () => void;
  /**
   * How many watch each event right now (0 for none): summed over the live instances where the bus has a place to
   * count them together (the Realtime Database), else this instance's own.
   */
  watchers(eventSlugs: readonly string[]): Promise<Map<string, number>>;
  /** Tells every instance about a notice for `notice.uid`. */
  notify(notice: PersonalNotice): Promise<void>;
  /** Calls `listener` for every notice for `uid` from now on, from any instance; returns the function that stops it. */
  subscribeNotices(uid: string, listener: (notice: PersonalNotice) => void): () => void;
  close(): Promise<void>;
}

/** A course as a live view shows it: the event, its versioned live state and how many watch it. */
export interface LiveView {
  event: EventRecord;
  state: VersionedLiveState;
  watchers: number;
}
