// Courses that run only when enough people book: a minimum of participants and a decision time, then the course is
// confirmed or called off. One rule for the decision job, the event page and the form's checks.
/** PENDING until the decision time has passed and the decision job ran; then one of the two, for good. */
export type MinimumOutcome = 'PENDING' | 'CONFIRMED' | 'CALLED_OFF';

export interface CourseMinimum {
  /** At least this many seats taken at `decidesAt` (1 … capacity). */
  participants: number;
  /** Before the first session starts. */
  decidesAt: Date;
  outcome: MinimumOutcome;
}

/** How long before the first session the course is decided, unless the organiser says otherwise. */
export const DEFAULT_DECISION_HOURS = 48;
/** The decision lies at most this far ahead of the first session (the form's bound). */
export const MAX_DECISION_HOURS = 24 * 30;

// Structural types, not EventRecord's: records.ts imports CourseMinimum from here.
interface Counted {
  capacity: number;
  seatsLeft: number;
}

/**
 * Seats taken: every seat not left (the booking transactions keep seatsLeft, counting each booking's seats). People
 * waiting (for a full course, or for more seats than are left) hold none, so they never decide anything.
 */
export function seatsTaken(event: Counted): number {
  return Math.max(0, event.capacity - event.seatsLeft);
}

/** How many more bookings the course needs to run (0 once reached). */
export function bookingsStillNeeded(event: Counted & { minimum?: CourseMinimum }): number {
  return event.minimum ? Math.max(0, event.minimum.participants - seatsTaken(event)) : 0;
}

/**
 * What the decision job does with the event at `now`: CONFIRMED when at least the minimum of seats is taken,
 * CALLED_OFF when not, null when there is nothing to decide (no minimum, decided already, cancelled by other
 * means, or the decision time still ahead).
 */
export function decideMinimum(
  event: Counted & { minimum?: CourseMinimum; status: string },
  now: Date,
): Exclude<MinimumOutcome, 'PENDING'> | null {
  const minimum = event.minimum;
  if (!minimum || minimum.outcome !== 'PENDING' || event.status === 'CANCELLED') return null;
  if (minimum.decidesAt.getTime() > now.getTime()) return null;
  return seatsTaken(event) >= minimum.participants ? 'CONFIRMED' : 'CALLED_OFF';
}

/** The decision time `hours` before the first session. */
export function decisionTime(firstStart: Date, hours: number): Date {
  return new Date(firstStart.getTime() - hours * 3_600_000);
}

/** Whole hours between the decision and the first session (what the form shows for an edit). */
export function decisionHoursBefore(event: { startsAt: Date; minimum?: CourseMinimum }): number | null {
  return event.minimum ? Math.round((event.startsAt.getTime() - event.minimum.decidesAt.getTime()) / 3_600_000) : null;
}
