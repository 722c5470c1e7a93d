// The bookings the seat plans' tests start from: a booking of the sample course (sample-course.fixture.ts) made a week
// before it, and ids handed out in order as a store's randomUUID would. Each test overrides only what it is about.
import type { BookingRecord } from './records.js';

/** When the sample bookings were made unless a test says otherwise. */
export const SAMPLE_BOOKED_AT = new Date('2026-11-20T09:00:00.000Z');

/** A booking `id` of the sample course in `status`, by the person `uid-<id>`, with `fields` over it. */
export const sampleBooking = (id: string, status: BookingRecord['status'], fields: Partial<BookingRecord> = {}): BookingRecord => ({
  id,
  eventSlug: 'drehen',
  uid: `uid-${id}`,
  status,
  createdAt: SAMPLE_BOOKED_AT,
  updatedAt: SAMPLE_BOOKED_AT,
  ...fields,
});

/** Ids as a store's randomUUID would hand them out, in the order asked for: id-1, id-2, … */
export function idsInOrder(): () => string {
  let n = 0;
  return () => `id-${++n}`;
}
