// What the live benchmarks (live.ts, reconnect.ts) and their server under test (live-server.ts) say to each other over IPC, and the
// clock both read.
import { performance } from 'node:perf_hooks';

export type LiveServerKind = 'plain' | 'site';

/** What the server tells its parent once it listens. */
export interface LiveServerReady {
  type: 'ready';
  port: number;
  /** The request a stream client sends (after the request line's path). */
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Text only the message of broadcast `round` (1, 2, ...) contains. */
  markers: string[];
}

/**
 * `cut`: the server closes every open connection at once, as the platform does to the requests of an instance at
 * their timeout, answering with the moment. `reads`: the store's reads so far (the site; zero for the plain server).
 */
export type ToLiveServer = { type: 'rss' } | { type: 'broadcast'; round: number } | { type: 'cpu' } | { type: 'cut' } | { type: 'reads' } | { type: 'exit' };
export type FromLiveServer =
  | LiveServerReady
  | { type: 'rss'; rss: number }
  | { type: 'written'; at: number }
  | { type: 'cpu'; ms: number }
  | { type: 'cut'; at: number; connections: number }
  | { type: 'reads'; queries: number; documents: number };

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across the processes of one machine. */
export const wallClock = () => performance.timeOrigin + performance.now();
