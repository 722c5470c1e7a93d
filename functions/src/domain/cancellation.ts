// Until when a person who cancels a paid booking gets their money back: the organiser sets it per event as hours
// before the first session (every date of a series has its own), 48 unless set. Stored as hours, not as a moment,
// so that moving the dates moves the deadline with them and events stored before it existed need no migration.
import type { EventRecord } from './records.js';

export const DEFAULT_CANCELLATION_HOURS = 48;
/** 0: until the course begins; at most 30 days before. */
export const MAX_CANCELLATION_HOURS = 720;

export const cancellationHours = (event: Pick<EventRecord, 'cancellationHours'>): number => event.cancellationHours ?? DEFAULT_CANCELLATION_HOURS;

/** The last moment a cancellation is refunded: the first session's start minus the event's hours. */
export function cancellationDeadline(event: Pick<EventRecord, 'cancellationHours' | 'sessions' | 'startsAt'>): Date {
  const start = event.sessions[0]?.startsAt ?? event.startsAt;
  return new Date(start.getTime() - cancellationHours(event) * 3_600_000);
}

/** Whether a paid booking cancelled at `now` is refunded: strictly before the deadline; at or after it, not. */
export const refundsOnCancel = (event: Pick<EventRecord, 'cancellationHours' | 'sessions' | 'startsAt'>, now: Date): boolean =>
  now.getTime() < cancellationDeadline(event).getTime();
