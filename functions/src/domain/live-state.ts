// How an event stands live, computed from its records: its sessions shifted by the organiser's delay, whether it
// was cancelled or ended early, the organiser's latest post, and until when one can still join. Pure, so that every
// instance that reads a changed course (a post, a booking, an edit) derives the same state to send.
import { joinability } from './joinable.js';
import type { LiveEventState, LivePhase } from './live.js';
import type { EventLiveOverrides, EventRecord, LivePostRecord } from './records.js';

const MINUTE_MS = 60_000;

/** CANCELLED, ENDED (after the last session or ended early), RUNNING during a session (delay included), else UPCOMING. */
export function livePhaseOf(event: EventRecord, now: Date): LivePhase {
  if (event.status === 'CANCELLED') return 'CANCELLED';
  const at = now.getTime();
  const endedAt = event.live?.endedAt;
  if (endedAt && endedAt.getTime() <= at) return 'ENDED';
  const shift = (event.live?.delayMinutes ?? 0) * MINUTE_MS;
  const sessions = event.sessions.length > 0 ? event.sessions : [{ startsAt: event.startsAt, endsAt: event.endsAt }];
  if (sessions.some((session) => session.startsAt.getTime() + shift <= at && at < session.endsAt.getTime() + shift)) return 'RUNNING';
  // Between two dates of a course the next one is still to come.
  return at >= sessions.at(-1)!.endsAt.getTime() + shift ? 'ENDED' : 'UPCOMING';
}

/** The live state of an event as its records stand at `now` (what the live views show). */
export function liveStateOf(event: EventRecord, latestPost: LivePostRecord | null, now: Date): LiveEventState {
  return {
    eventSlug: event.slug,
    phase: livePhaseOf(event, now),
    // Drop-in events count no seats.
    seatsLeft: event.registration === 'DROP_IN' ? null : event.seatsLeft,
    delayMinutes: event.live?.delayMinutes ?? 0,
    room: event.live?.room ?? null,
    latestPost: latestPost && { id: latestPost.id, text: latestPost.text, ...(latestPost.textEn ? { textEn: latestPost.textEn } : {}), at: latestPost.createdAt },
    // Whether one can still come is the rule every page follows (joinable.ts): a card never says "come by" where the
    // event page would refuse the booking.
    ...joinOf(event, now),
  };
}

function joinOf(event: EventRecord, now: Date): Pick<LiveEventState, 'joinMode' | 'joinableUntil'> {
  const join = joinability(event, now);
  return { joinMode: join.mode, joinableUntil: join.closesAt };
}

/**
 * The overrides an event's posts amount to, each kind's newest post winning: the delay of the newest DELAY post,
 * the room of the newest ROOM post, the time of the ENDED post. Deleting a post and recomputing undoes it.
 */
export function liveOverridesOf(posts: readonly LivePostRecord[]): EventLiveOverrides {
  const newest = (kind: LivePostRecord['kind']) =>
    posts.filter((post) => post.kind === kind).reduce<LivePostRecord | undefined>((best, post) => (!best || post.createdAt > best.createdAt ? post : best), undefined);
  const delay = newest('DELAY');
  const room = newest('ROOM');
  const ended = newest('ENDED');
  return {
    delayMinutes: delay?.delayMinutes ?? 0,
    ...(room?.room ? { room: room.room } : {}),
    ...(ended ? { endedAt: ended.createdAt } : {}),
  };
}

/** The overrides once `post`, the event's newest, is added: what liveOverridesOf would give for all its posts. */
export function liveOverridesAfter(current: EventLiveOverrides | undefined, post: LivePostRecord): EventLiveOverrides {
  const overrides: EventLiveOverrides = { delayMinutes: 0, ...current };
  if (post.kind === 'DELAY') overrides.delayMinutes = post.delayMinutes ?? 0;
  if (post.kind === 'ROOM' && post.room) overrides.room = post.room;
  if (post.kind === 'ENDED') overrides.endedAt = post.createdAt;
  return overrides;
}
