import { describe, expect, it } from 'vitest';
import type { BookingRecord, EventRecord } from './records.js';
import { DEFAULT_REMINDER_HOURS, dueReminders, dueSessions, isReminderHours, reminderHours } from './reminders.js';

const HOUR = 3_600_000;
const first = new Date('2026-12-10T17:00:00.000Z');
const second = new Date('2026-12-17T17:00:00.000Z');
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

type Reminded = Pick<EventRecord, 'reminderHours' | 'sessions' | 'status' | 'published'>;

const course = (overrides: Partial<Reminded> = {}): Reminded => ({
  sessions: [
    { startsAt: first, endsAt: later(first, 3 * HOUR) },
    { startsAt: second, endsAt: later(second, 3 * HOUR) },
  ],
  status: 'SCHEDULED',
  published: true,
  ...overrides,
});

const booking = (id: string, status: BookingRecord['status'] = 'CONFIRMED', uid = `uid-${id}`): BookingRecord => ({
  id,
  eventSlug: 'kurs',
  uid,
  status,
  createdAt: first,
  updatedAt: first,
});

describe('reminders before each session', () => {
  it('reminds 24 hours ahead unless the organiser says otherwise, and takes 0 to 168 whole hours', () => {
    expect(reminderHours({})).toBe(DEFAULT_REMINDER_HOURS);
    expect(DEFAULT_REMINDER_HOURS).toBe(24);
    expect(reminderHours({ reminderHours: 0 })).toBe(0);
    expect([0, 1, 24, 168].every(isReminderHours)).toBe(true);
    expect([-1, 169, 1.5, Number.NaN].some(isReminderHours)).toBe(false);
  });

  it('is due from exactly the hours before a session until just before it starts', () => {
    expect(dueSessions(course(), later(first, -24 * HOUR - 1))).toEqual([]);
    expect(dueSessions(course(), later(first, -24 * HOUR))).toEqual([0]);
    expect(dueSessions(course(), later(first, -1))).toEqual([0]);
    expect(dueSessions(course(), first)).toEqual([]);
  });

  it('reminds before every session of a course, the later ones long after the first began', () => {
    expect(dueSessions(course(), later(second, -2 * HOUR))).toEqual([1]);
    // A week apart with a week's notice: the second is due the moment the first begins, both an hour later.
    expect(dueSessions(course({ reminderHours: 168 }), later(first, -1))).toEqual([0]);
    expect(dueSessions(course({ reminderHours: 168 }), first)).toEqual([1]);
    const daily = course({ reminderHours: 168, sessions: [first, later(first, 24 * HOUR)].map((startsAt) => ({ startsAt, endsAt: later(startsAt, HOUR) })) });
    expect(dueSessions(daily, later(first, -HOUR))).toEqual([0, 1]);
  });

  it('reminds nobody when the organiser set 0 hours', () => {
    expect(dueSessions(course({ reminderHours: 0 }), later(first, -1))).toEqual([]);
  });

  it('reminds the confirmed bookings that did not opt out, per session due', () => {
    const bookings = [booking('a'), booking('b', 'HELD'), booking('c', 'WAITLISTED'), booking('d', 'CANCELLED'), booking('e'), booking('f')];
    const due = dueReminders(course(), bookings, new Set(['uid-e']), later(first, -HOUR));
    expect(due.map(({ booking: { id }, session }) => [id, session])).toEqual([
      ['a', 0],
      ['f', 0],
    ]);
  });

  it('reminds nobody of a cancelled, postponed or unpublished course', () => {
    const now = later(first, -HOUR);
    for (const changed of [{ status: 'CANCELLED' as const }, { status: 'POSTPONED' as const }, { published: false }]) {
      expect(dueReminders(course(changed), [booking('a')], new Set(), now)).toEqual([]);
    }
  });
});
