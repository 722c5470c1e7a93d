// Where a course stands at a moment, for the live cards: the server's phase says whether it was cancelled or ended
// early; otherwise the clock decides between "starts in", "running for" and "ended", with the organiser's delay
// added to every session, so that the card moves on by itself between the server's changes.
import type { LivePhase } from '../../graphql/generated/graphql';

const MINUTE = 60_000;

export type LiveStatus =
  | { kind: 'cancelled' }
  | { kind: 'ended' }
  /** `at`: the (delayed) start; `minutes` until then, rounded up. */
  | { kind: 'startsIn'; at: Date; minutes: number }
  /** `since`: the (delayed) start of the running session; `minutes` since then, rounded down. */
  | { kind: 'running'; since: Date; minutes: number };

type Timed = {
  phase: LivePhase;
  delayMinutes: number;
  event: { sessions: ReadonlyArray<{ startsAt: string; endsAt: string }>; startsAt: string; endsAt: string };
};

export function liveStatus(view: Timed, now: number): LiveStatus {
  if (view.phase === 'CANCELLED') return { kind: 'cancelled' };
  if (view.phase === 'ENDED') return { kind: 'ended' };
  const delay = view.delayMinutes * MINUTE;
  const sessions = view.event.sessions.length > 0 ? view.event.sessions : [view.event];
  for (const session of sessions) {
    const start = Date.parse(session.startsAt) + delay;
    const end = Date.parse(session.endsAt) + delay;
    if (now < start) return { kind: 'startsIn', at: new Date(start), minutes: Math.ceil((start - now) / MINUTE) };
    if (now < end) return { kind: 'running', since: new Date(start), minutes: Math.floor((now - start) / MINUTE) };
  }
  return { kind: 'ended' };
}
