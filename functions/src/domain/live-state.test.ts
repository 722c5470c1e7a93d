import { describe, expect, it } from 'vitest';
import { liveOverridesAfter, liveOverridesOf, livePhaseOf, liveStateOf } from './live-state.js';
import type { EventRecord, LivePostRecord } from './records.js';

const at = (time: string) => new Date(`2026-12-05T${time}:00.000Z`);

/** A course of two dates on one day: 10–12 and 14–16 (UTC). */
const course = {
  slug: 'drehen',
  status: 'SCHEDULED',
  registration: 'BOOKING',
  seatsLeft: 2,
  startsAt: at('10:00'),
  endsAt: at('16:00'),
  sessions: [
    { startsAt: at('10:00'), endsAt: at('12:00') },
    { startsAt: at('14:00'), endsAt: at('16:00') },
  ],
} as EventRecord;

const post = (id: string, kind: LivePostRecord['kind'], time: string, fields: Partial<LivePostRecord> = {}): LivePostRecord => ({
  id,
  eventSlug: 'drehen',
  authorUid: 'u1',
  kind,
  text: '',
  createdAt: at(time),
  ...fields,
});

describe('livePhaseOf', () => {
  it('is UPCOMING before the first session and between sessions, RUNNING during one, ENDED after the last', () => {
    expect(livePhaseOf(course, at('09:59'))).toBe('UPCOMING');
    expect(livePhaseOf(course, at('10:00'))).toBe('RUNNING');
    expect(livePhaseOf(course, at('11:59'))).toBe('RUNNING');
    expect(livePhaseOf(course, at('12:00'))).toBe('UPCOMING');
    expect(livePhaseOf(course, at('15:00'))).toBe('RUNNING');
    expect(livePhaseOf(course, at('16:00'))).toBe('ENDED');
  });

  it('shifts every session by the delay', () => {
    const late = { ...course, live: { delayMinutes: 15 } };
    expect(livePhaseOf(late, at('10:10'))).toBe('UPCOMING');
    expect(livePhaseOf(late, at('10:15'))).toBe('RUNNING');
    expect(livePhaseOf(late, at('12:10'))).toBe('RUNNING');
    expect(livePhaseOf(late, at('16:10'))).toBe('RUNNING');
    expect(livePhaseOf(late, at('16:15'))).toBe('ENDED');
  });

  it('is ENDED once ended early and CANCELLED when the event is, whatever the time', () => {
    expect(livePhaseOf({ ...course, live: { delayMinutes: 0, endedAt: at('11:00') } }, at('11:00'))).toBe('ENDED');
    expect(livePhaseOf({ ...course, live: { delayMinutes: 0, endedAt: at('11:00') } }, at('10:30'))).toBe('RUNNING');
    expect(livePhaseOf({ ...course, status: 'CANCELLED' }, at('11:00'))).toBe('CANCELLED');
    expect(livePhaseOf({ ...course, status: 'CANCELLED' }, at('09:00'))).toBe('CANCELLED');
  });
});

describe('liveStateOf', () => {
  it('carries seats, delay, room and the latest post', () => {
    const event = { ...course, live: { delayMinutes: 10, room: 'Werkstatt 2' } };
    expect(liveStateOf(event, post('p1', 'UPDATE', '10:05', { text: 'Ton ist da' }), at('10:30'))).toEqual({
      eventSlug: 'drehen',
      phase: 'RUNNING',
      seatsLeft: 2,
      delayMinutes: 10,
      room: 'Werkstatt 2',
      latestPost: { id: 'p1', text: 'Ton ist da', at: at('10:05') },
      // A course under way takes nobody in any more.
      joinMode: 'BOOK',
      joinableUntil: null,
    });
  });

  it('says until when a course can be booked: until its start, or the window the organiser set', () => {
    expect(liveStateOf(course, null, at('08:00'))).toMatchObject({ joinMode: 'BOOK', joinableUntil: at('10:00') });
    expect(liveStateOf({ ...course, bookingClosesMinutes: 60 }, null, at('08:00'))).toMatchObject({ joinableUntil: at('09:00') });
    expect(liveStateOf({ ...course, bookingClosesMinutes: 60 }, null, at('09:30'))).toMatchObject({ joinableUntil: null });
  });

  it('counts no seats of a drop-in event and has no overrides before the first post', () => {
    expect(liveStateOf({ ...course, registration: 'DROP_IN' }, null, at('08:00'))).toEqual({
      eventSlug: 'drehen',
      phase: 'UPCOMING',
      seatsLeft: null,
      delayMinutes: 0,
      room: null,
      latestPost: null,
      // People walk into a drop-in date until shortly before it ends.
      joinMode: 'WALK_IN',
      joinableUntil: at('11:30'),
    });
  });
});

describe('liveOverridesOf', () => {
  it('takes the newest post of each kind, so that deleting one falls back to the one before', () => {
    const posts = [
      post('a', 'DELAY', '09:50', { delayMinutes: 10 }),
      post('b', 'DELAY', '10:05', { delayMinutes: 25 }),
      post('c', 'ROOM', '10:06', { room: 'Hof' }),
      post('d', 'UPDATE', '10:07', { text: 'Los geht’s' }),
    ];
    expect(liveOverridesOf(posts)).toEqual({ delayMinutes: 25, room: 'Hof' });
    expect(liveOverridesOf(posts.filter((p) => p.id !== 'b'))).toEqual({ delayMinutes: 10, room: 'Hof' });
    expect(liveOverridesOf([...posts, post('e', 'ENDED', '11:00')])).toEqual({ delayMinutes: 25, room: 'Hof', endedAt: at('11:00') });
    expect(liveOverridesOf([])).toEqual({ delayMinutes: 0 });
  });
});

describe('liveOverridesAfter', () => {
  it('adds the newest post as liveOverridesOf counts it', () => {
    const posts = [post('a', 'DELAY', '09:50', { delayMinutes: 10 }), post('b', 'ROOM', '10:00', { room: 'Hof' }), post('c', 'UPDATE', '10:01'), post('d', 'DELAY', '10:02', { delayMinutes: 5 }), post('e', 'ENDED', '10:30')];
    let overrides = undefined as ReturnType<typeof liveOverridesAfter> | undefined;
    for (const [i, added] of posts.entries()) {
      overrides = liveOverridesAfter(overrides, added);
      expect(overrides).toEqual(liveOverridesOf(posts.slice(0, i + 1)));
    }
  });
});
