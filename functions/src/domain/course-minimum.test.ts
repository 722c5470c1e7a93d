import { describe, expect, it } from 'vitest';
import { bookingsStillNeeded, decideMinimum, decisionHoursBefore, decisionTime, seatsTaken, type CourseMinimum } from './course-minimum.js';
import type { EventRecord } from './records.js';

const HOUR = 3_600_000;
const startsAt = new Date('2026-12-10T17:00:00.000Z');
const decidesAt = decisionTime(startsAt, 48);

type Decided = Pick<EventRecord, 'capacity' | 'seatsLeft' | 'status' | 'minimum' | 'startsAt'>;

function course(seatsLeft: number, minimum: Partial<CourseMinimum> | null = {}, status: EventRecord['status'] = 'SCHEDULED'): Decided {
  return {
    capacity: 8,
    seatsLeft,
    status,
    startsAt,
    minimum: minimum === null ? undefined : { participants: 4, decidesAt, outcome: 'PENDING', ...minimum },
  };
}

describe('the minimum of participants', () => {
  it('counts the seats taken and how many bookings are still needed', () => {
    expect(seatsTaken(course(7))).toBe(1);
    expect(bookingsStillNeeded(course(7))).toBe(3);
    expect(bookingsStillNeeded(course(2))).toBe(0);
    expect(bookingsStillNeeded(course(7, null))).toBe(0);
  });

  it('decides nothing before the decision time', () => {
    expect(decideMinimum(course(8), new Date(decidesAt.getTime() - 1))).toBeNull();
  });

  it('confirms a course with exactly the minimum at the decision time', () => {
    expect(decideMinimum(course(4), decidesAt)).toBe('CONFIRMED');
  });

  it('calls off a course one booking short, also later (a job that ran late)', () => {
    expect(decideMinimum(course(5), decidesAt)).toBe('CALLED_OFF');
    expect(decideMinimum(course(5), new Date(decidesAt.getTime() + 5 * HOUR))).toBe('CALLED_OFF');
  });

  it('counts what cancellations before the decision left: a seat given back no longer counts', () => {
    // Four booked, one cancelled: seatsLeft went from 4 back to 5.
    expect(decideMinimum(course(5), decidesAt)).toBe('CALLED_OFF');
  });

  it('confirms a full course with a waitlist: people waiting never lower the count', () => {
    expect(decideMinimum({ ...course(0), minimum: { participants: 8, decidesAt, outcome: 'PENDING' } }, decidesAt)).toBe('CONFIRMED');
  });

  it('decides once: nothing for decided, cancelled or unconditional courses', () => {
    expect(decideMinimum(course(0, { outcome: 'CONFIRMED' }), decidesAt)).toBeNull();
    expect(decideMinimum(course(8, { outcome: 'CALLED_OFF' }), decidesAt)).toBeNull();
    expect(decideMinimum(course(8, {}, 'CANCELLED'), decidesAt)).toBeNull();
    expect(decideMinimum(course(8, null), decidesAt)).toBeNull();
  });

  it('gives the decision time in hours before the first session back', () => {
    expect(decisionHoursBefore(course(8))).toBe(48);
    expect(decisionHoursBefore(course(8, null))).toBeNull();
  });
});
