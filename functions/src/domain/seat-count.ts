// An event's seat count is kept with its bookings: seatsLeft is capacity minus the seats of the seated bookings
// (CONFIRMED, and HELD while their person pays; a booking holds one seat or several, group-bookings.ts). The booking,
// cancellation and order transactions move it by the seats they take or free in the same transaction as the bookings
// they write; an edit keeps the stored count; bookings imported in bulk
// (the demo seed's) count it afresh from the bookings stored. The store contract checks the equality after each of
// these (store/contract.seats.ts).
import type { BookingRecord, EventRecord } from './records.js';
import { ConflictError } from './repositories.js';

/** The booking states that occupy a seat. */
export const SEATED: ReadonlySet<BookingRecord['status']> = new Set(['CONFIRMED', 'HELD']);

/**
 * seatsLeft for a put of an event that already exists: the stored count, shifted by the change of capacity (never
 * below zero). An edit must not overwrite seatsLeft with the stale number the editing service read earlier, or
 * seats taken in between would be sold again.
 */
export function seatsAfterEdit(stored: { seatsLeft: number; capacity: number }, edited: { capacity: number }): number {
  return Math.max(0, stored.seatsLeft + edited.capacity - stored.capacity);
}

/** seatsLeft of an event whose seated bookings hold `seated` seats. Throws ConflictError('WRONG_STATE') when they outnumber its seats. */
export function seatsFromBookings(event: Pick<EventRecord, 'slug' | 'capacity'>, seated: number): number {
  if (seated > event.capacity) throw new ConflictError('WRONG_STATE', `Event ${event.slug} would have ${seated} seated bookings and ${event.capacity} seats`);
  return event.capacity - seated;
}
