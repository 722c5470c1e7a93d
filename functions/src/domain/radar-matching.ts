// Whether a Restplatz-Radar alert matches a course: the one rule the triggers (a course published, a seat freed) apply.
import { inCircle } from './geo.js';
import type { RadarAlertRecord } from './radar.js';
import type { EventRecord, VenueRecord } from './records.js';
import { bookingRefusal } from './registration.js';
import { localClock, SITE_TIME_ZONE, weekdays } from './time.js';

/** Alerts speak of Vienna's clock (the magazine's home), whatever zone a course is in. */
export const RADAR_TIME_ZONE = SITE_TIME_ZONE;

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * True when the active alert looks for this course at `now`: one of its crafts (none: every craft), in its place,
 * a session still to come that starts on one of its weekdays within its time window (Vienna time), at most its price,
 * and the course takes a booking now and has a seat left. `venue` is the course's venue: a district or postcode
 * alert goes by the venue's address.
 */
export function alertMatches(alert: RadarAlertRecord, event: EventRecord, venue: VenueRecord | null, now: Date): boolean {
  if (!alert.active || !event.published) return false;
  if (alert.craftSlugs.length > 0 && !alert.craftSlugs.some((craft) => event.craftSlugs.includes(craft))) return false;
  if (!inPlace(alert, event, venue)) return false;
  if (alert.maxPriceCents !== null && event.price.amountCents > alert.maxPriceCents) return false;
  if (bookingRefusal(event, now) !== null || event.seatsLeft <= 0) return false;
  return firstMatchingStart(alert, event, now) !== null;
}

/** The start of the course's first session still to come within the alert's weekdays and window; null for none. */
export function firstMatchingStart(alert: Pick<RadarAlertRecord, 'weekdays' | 'startsFrom' | 'startsUntil'>, event: EventRecord, now: Date): Date | null {
  const session = event.sessions.find((candidate) => candidate.startsAt.getTime() > now.getTime() && inTimeWindow(alert, candidate.startsAt));
  return session?.startsAt ?? null;
}

function inPlace(alert: RadarAlertRecord, event: EventRecord, venue: VenueRecord | null): boolean {
  const place = alert.place;
  if (!place) return true;
  if (place.radiusKm !== null) return inCircle(event.geo, { center: place.center, radiusKm: place.radiusKm });
  if (place.kind === 'CITY') return event.citySlug === place.citySlug;
  return venue !== null && place.postalCodes.includes(venue.address.postalCode);
}

/** Whether a session starting at `startsAt` starts on one of the alert's weekdays, within its window (Vienna time). */
export function inTimeWindow(alert: Pick<RadarAlertRecord, 'weekdays' | 'startsFrom' | 'startsUntil'>, startsAt: Date): boolean {
  const { weekday, minutes } = localClock(startsAt, RADAR_TIME_ZONE);
  if (alert.weekdays.length > 0 && !alert.weekdays.includes(weekdays[weekday - 1]!)) return false;
  if (alert.startsFrom !== null && minutes < minutesOf(alert.startsFrom)) return false;
  if (alert.startsUntil !== null && minutes > minutesOf(alert.startsUntil)) return false;
  return true;
}
