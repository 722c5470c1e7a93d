// Where a course stands at a moment, for the live cards: the server's phase says whether it was cancelled or ended
// early; otherwise the clock decides between "starts in", "running for" and "ended", with the organiser's delay
// added to every session, so that the card moves on by itself between the server's changes. Whether one can still
// come (liveJoin) moves on the same way: the server says until when, the clock says whether that has passed.
import type { LiveJoinMode, LivePhase } from '../../graphql/generated/graphql';

const MINUTE = 60_000;

export type LiveStatus =
  | { kind: 'cancelled' }
  | { kind: 'ended' }
  /** `at`: the (delayed) start; `minutes` until then, rounded up; `until`: the session's (delayed) end. */
  | { kind: 'startsIn'; at: Date; minutes: number; until: Date }
  /** `since`: the (delayed) start of the running session; `minutes` since then, rounded down; `until`: its end. */
  | { kind: 'running'; since: Date; minutes: number; until: Date };

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
    if (now < start) return { kind: 'startsIn', at: new Date(start), minutes: Math.ceil((start - now) / MINUTE), until: new Date(end) };
    if (now < end) return { kind: 'running', since: new Date(start), minutes: Math.floor((now - start) / MINUTE), until: new Date(end) };
  }
  return { kind: 'ended' };
}

export type LiveJoin =
  /** Nothing to book: people come until `until` (the last entry). */
  | { kind: 'walkIn'; until: Date }
  /** A seat can be booked until `until` (the booking window). */
  | { kind: 'book'; until: Date }
  /** Booking is still open, but every seat is taken. */
  | { kind: 'full' }
  /** Too late: a course that has begun (`running`), or a window or last entry that has passed. */
  | { kind: 'closed'; running: boolean; walkIn: boolean };

type Joining = Timed & { joinMode: LiveJoinMode; joinableUntil?: string | null; seatsLeft?: number | null };

/** Whether one can still join at `now`, and how; null for a cancelled or ended course, which says so already. */
export function liveJoin(view: Joining, now: number): LiveJoin | null {
  const status = liveStatus(view, now);
  if (status.kind === 'cancelled' || status.kind === 'ended') return null;
  const walkIn = view.joinMode === 'WALK_IN';
  const until = view.joinableUntil ? Date.parse(view.joinableUntil) : null;
  if (until === null || now >= until) return { kind: 'closed', running: status.kind === 'running', walkIn };
  if (walkIn) return { kind: 'walkIn', until: new Date(until) };
  return view.seatsLeft === 0 ? { kind: 'full' } : { kind: 'book', until: new Date(until) };
}
