// The Restplatz-Radar's records: what a person looks for (an alert) and what the Radar found for it (a match).
// Matching is radar-matching.ts; saving, mailing and notices live in services/radar.ts; the stores keep both records.
import type { Locale, Weekday } from './records.js';

export type RadarPlaceKind = 'CITY' | 'DISTRICT' | 'POSTAL_CODE' | 'NEAR';

/** Where an alert looks, resolved when it was saved (so matching needs no place search). */
export interface RadarPlaceRecord {
  /** As the person saw it when saving, in their language. */
  label: string;
  kind: RadarPlaceKind;
  center: { lat: number; lng: number };
  /** Courses within this circle count; null: the city (citySlug) or the postcodes (postalCodes) decide. */
  radiusKm: number | null;
  citySlug: string | null;
  postalCodes: string[];
}

export interface RadarAlertRecord {
  id: string;
  uid: string;
  active: boolean;
  /** Empty: every craft. */
  craftSlugs: string[];
  /** Null: anywhere. */
  place: RadarPlaceRecord | null;
  /** Empty: every day (Vienna time). */
  weekdays: Weekday[];
  /** HH:MM, Vienna time; null: no bound. */
  startsFrom: string | null;
  startsUntil: string | null;
  /** Null: any price. */
  maxPriceCents: number | null;
  /** The language its mails are written in: the person's when they saved it. */
  locale: Locale;
  /** When its last mail (on its own or a digest) was queued; null before the first. At most one mail an hour. */
  lastMailedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A new, active alert that looks for every course everywhere until `fields` narrow it; it has sent no mail yet. */
export function newRadarAlert(id: string, uid: string, locale: Locale, now: Date, fields: Partial<RadarAlertRecord> = {}): RadarAlertRecord {
  return {
    id,
    uid,
    active: true,
    craftSlugs: [],
    place: null,
    weekdays: [],
    startsFrom: null,
    startsUntil: null,
    maxPriceCents: null,
    locale,
    lastMailedAt: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

export type RadarMatchReason = 'NEW_EVENT' | 'SEAT_FREED';

export interface RadarMatchRecord {
  id: string;
  alertId: string;
  uid: string;
  eventSlug: string;
  reason: RadarMatchReason;
  seatsLeft: number;
  at: Date;
  /**
   * When a mail (on its own or in a digest) told the person, or when the Radar decided that none will (the course
   * stopped matching before the digest, or the alert was paused); null while it waits for the hourly digest.
   */
  mailedAt: Date | null;
  /**
   * SHA-256 (base64url) of the random token in the unsubscribe link of the mail that told the person (null before).
   * Only the hash is kept: the link works signed out, and a copy of the store cannot pause anyone's alert.
   */
  mailTokenHash: string | null;
}
