// The course the domain's tests start from: a published three-hour pottery evening for beginners in Vienna, free
// of charge unless a test sets a price. Each test overrides only what it is about.
import type { EventRecord } from './records.js';

const HOUR = 3_600_000;
/** Thursday 26 November 2026, 18:00 in Vienna (UTC+1): when the sample course begins unless a test says otherwise. */
export const SAMPLE_COURSE_START = new Date('2026-11-26T17:00:00.000Z');

/** The sample course with `fields` over it; a single session of three hours from its start. */
export function sampleCourse(fields: Partial<EventRecord> = {}): EventRecord {
  const startsAt = fields.startsAt ?? SAMPLE_COURSE_START;
  const endsAt = new Date(startsAt.getTime() + 3 * HOUR);
  return {
    slug: 'drehen',
    title: { de: 'Drehen an der Scheibe' },
    description: { de: 'Für Anfänger:innen.' },
    timeZone: 'Europe/Vienna',
    level: 'BEGINNER',
    images: [],
    materialsIncluded: true,
    updatedAt: new Date('2026-11-20T09:00:00.000Z'),
    venueSlug: 'tonwerk',
    craftSlugs: ['toepfern-keramik'],
    citySlug: 'wien',
    geo: { lat: 48.202, lng: 16.348 },
    startsAt,
    endsAt,
    sessions: [{ startsAt, endsAt }],
    price: { amountCents: 0, currency: 'EUR' },
    seatsLeft: 2,
    capacity: 8,
    registration: 'BOOKING',
    status: 'SCHEDULED',
    published: true,
    ...fields,
  };
}
