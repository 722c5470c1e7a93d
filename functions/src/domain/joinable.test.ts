import { describe, expect, it } from 'vitest';
import { bookingClosesAt, eventFormat, isJoinable, joinability, joinableUntil, nextJoinableStart, orderUpcoming, type JoinableEvent } from './joinable.js';

const at = (iso: string) => new Date(iso);
const session = (start: string, end: string) => ({ startsAt: at(start), endsAt: at(end) });

// A one-day glass course 10:00–17:00 (UTC in these tests), a four-evening course, an open studio date, a repair café.
const glassDay: JoinableEvent = { registration: 'BOOKING', status: 'SCHEDULED', published: true, sessions: [session('2026-11-28T10:00:00Z', '2026-11-28T17:00:00Z')] };
const fourEvenings: JoinableEvent = {
  registration: 'BOOKING',
  status: 'SCHEDULED',
  sessions: [
    session('2026-11-10T18:00:00Z', '2026-11-10T21:00:00Z'),
    session('2026-11-17T18:00:00Z', '2026-11-17T21:00:00Z'),
    session('2026-11-24T18:00:00Z', '2026-11-24T21:00:00Z'),
    session('2026-12-01T18:00:00Z', '2026-12-01T21:00:00Z'),
  ],
};
const openStudio: JoinableEvent = { registration: 'BOOKING', status: 'SCHEDULED', seriesId: 'offene-werkstatt', sessions: [session('2026-11-28T14:00:00Z', '2026-11-28T20:00:00Z')] };
const repairCafe: JoinableEvent = { registration: 'DROP_IN', status: 'SCHEDULED', sessions: [session('2026-11-28T14:00:00Z', '2026-11-28T18:00:00Z')] };

describe('eventFormat', () => {
  it('tells courses, open sessions and drop-in dates apart', () => {
    expect(eventFormat(glassDay)).toBe('COURSE');
    expect(eventFormat(fourEvenings)).toBe('COURSE');
    expect(eventFormat(openStudio)).toBe('OPEN_SESSION');
    expect(eventFormat(repairCafe)).toBe('DROP_IN');
  });
});

describe('joinability of a course', () => {
  it('is bookable until its first session begins, with that session next', () => {
    const result = joinability(glassDay, at('2026-11-28T09:59:00Z'));
    expect(result).toMatchObject({ joinable: true, mode: 'BOOK', reason: null, closesAt: at('2026-11-28T10:00:00Z') });
    expect(result.nextSession?.startsAt).toEqual(at('2026-11-28T10:00:00Z'));
  });

  it('takes no booking while a one-day course runs, even hours before it ends', () => {
    expect(joinability(glassDay, at('2026-11-28T15:50:00Z'))).toMatchObject({ joinable: false, reason: 'RUNNING', nextSession: null });
  });

  it('takes no booking once a course of several evenings has begun, though later evenings lie ahead', () => {
    expect(joinability(fourEvenings, at('2026-11-20T12:00:00Z'))).toMatchObject({ joinable: false, reason: 'RUNNING' });
    expect(nextJoinableStart(fourEvenings, at('2026-11-20T12:00:00Z'))).toBeNull();
  });

  it('closes the set time before its start', () => {
    const dayAhead = { ...glassDay, bookingClosesMinutes: 24 * 60 };
    expect(bookingClosesAt(dayAhead)).toEqual(at('2026-11-27T10:00:00Z'));
    expect(isJoinable(dayAhead, at('2026-11-27T09:59:00Z'))).toBe(true);
    expect(joinability(dayAhead, at('2026-11-27T10:00:00Z'))).toMatchObject({ joinable: false, reason: 'WINDOW_CLOSED' });
  });

  it('never stays open into a course, whatever the window says', () => {
    expect(bookingClosesAt({ ...glassDay, bookingClosesMinutes: -120 })).toEqual(at('2026-11-28T10:00:00Z'));
  });

  it('is over once its last session ended', () => {
    expect(joinability(glassDay, at('2026-11-28T17:00:00Z')).reason).toBe('ENDED');
  });
});

describe('joinability of open sessions and drop-in dates', () => {
  it('lets people book an open studio into its session, until shortly before it ends', () => {
    expect(joinability(openStudio, at('2026-11-28T16:00:00Z'))).toMatchObject({ joinable: true, mode: 'BOOK', closesAt: at('2026-11-28T19:30:00Z') });
    expect(joinability(openStudio, at('2026-11-28T19:30:00Z'))).toMatchObject({ joinable: false, reason: 'WINDOW_CLOSED' });
  });

  it('follows the organiser: an hour into the session, or a day before', () => {
    expect(bookingClosesAt({ ...openStudio, bookingClosesMinutes: -60 })).toEqual(at('2026-11-28T15:00:00Z'));
    expect(bookingClosesAt({ ...openStudio, bookingClosesMinutes: 1440 })).toEqual(at('2026-11-27T14:00:00Z'));
    // Never past the session's end.
    expect(bookingClosesAt({ ...openStudio, bookingClosesMinutes: -1000 })).toEqual(at('2026-11-28T20:00:00Z'));
  });

  it('lets people walk into a drop-in date under way, and names the next date of several', () => {
    expect(joinability(repairCafe, at('2026-11-28T15:00:00Z'))).toMatchObject({ joinable: true, mode: 'WALK_IN' });
    const twoDates: JoinableEvent = { ...repairCafe, sessions: [...repairCafe.sessions, session('2026-12-05T14:00:00Z', '2026-12-05T18:00:00Z')] };
    expect(nextJoinableStart(twoDates, at('2026-11-28T17:45:00Z'))).toEqual(at('2026-12-05T14:00:00Z'));
  });
});

describe('events nobody can join', () => {
  const before = at('2026-11-01T00:00:00Z');
  it('refuses cancelled, called-off, postponed, unpublished and ended-early events', () => {
    expect(joinability({ ...glassDay, status: 'CANCELLED' }, before).reason).toBe('CANCELLED');
    const calledOff = { ...glassDay, minimum: { participants: 3, decidesAt: before, outcome: 'CALLED_OFF' as const } };
    expect(joinability(calledOff, before).reason).toBe('CANCELLED');
    expect(joinability({ ...glassDay, status: 'POSTPONED' }, before).reason).toBe('POSTPONED');
    expect(joinability({ ...glassDay, published: false }, before).reason).toBe('UNPUBLISHED');
    const endedEarly = { ...repairCafe, live: { delayMinutes: 0, endedAt: at('2026-11-28T15:00:00Z') } };
    expect(joinability(endedEarly, at('2026-11-28T15:10:00Z')).reason).toBe('ENDED');
  });
});

describe('joinableUntil', () => {
  // What a store keeps to ask for the joinable events: it must say exactly what joinability says, at every moment.
  it('is the moment joinability ends, for every kind of event, window and early end', () => {
    const calledOff = { ...glassDay, minimum: { participants: 3, decidesAt: at('2026-11-01T00:00:00Z'), outcome: 'CALLED_OFF' as const } };
    const events: JoinableEvent[] = [
      glassDay,
      { ...glassDay, bookingClosesMinutes: 24 * 60 },
      fourEvenings,
      openStudio,
      { ...openStudio, bookingClosesMinutes: -120 },
      repairCafe,
      { ...repairCafe, sessions: [...repairCafe.sessions, session('2026-12-05T14:00:00Z', '2026-12-05T18:00:00Z')] },
      { ...repairCafe, live: { delayMinutes: 0, endedAt: at('2026-11-28T15:00:00Z') } },
      { ...glassDay, status: 'CANCELLED' },
      { ...glassDay, status: 'POSTPONED' },
      { ...glassDay, published: false },
      calledOff,
    ];
    const start = at('2026-11-05T00:00:00Z').getTime();
    for (const event of events) {
      const until = joinableUntil(event)?.getTime() ?? -Infinity;
      for (let moment = start; moment < start + 35 * 86_400_000; moment += 15 * 60_000) {
        expect(isJoinable(event, new Date(moment)), `${JSON.stringify(event)} at ${new Date(moment).toISOString()}`).toBe(moment < until);
      }
    }
  });
});

describe('orderUpcoming', () => {
  const now = at('2026-11-28T15:50:00Z');
  const later = { ...glassDay, slug: 'later', sessions: [session('2026-12-03T10:00:00Z', '2026-12-03T17:00:00Z')], startsAt: at('2026-12-03T10:00:00Z') };
  const running = { ...fourEvenings, slug: 'running', startsAt: at('2026-11-10T18:00:00Z') };
  const studio = { ...openStudio, slug: 'studio', startsAt: at('2026-11-28T14:00:00Z') };
  const postponed = { ...glassDay, slug: 'postponed', status: 'POSTPONED' as const, startsAt: at('2026-11-29T10:00:00Z'), sessions: [session('2026-11-29T10:00:00Z', '2026-11-29T17:00:00Z')] };

  it('puts joinable events first, by their next session, and the rest last', () => {
    expect(orderUpcoming([postponed, later, running, studio], now).map((event) => event.slug)).toEqual(['studio', 'later', 'running', 'postponed']);
  });

  it('drops what cannot be joined when asked', () => {
    expect(orderUpcoming([postponed, later, running, studio], now, { dropClosed: true }).map((event) => event.slug)).toEqual(['studio', 'later']);
  });
});
