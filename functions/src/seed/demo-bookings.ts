// The people behind the demo's taken seats. Every seat the demo schedule shows as taken (capacity minus seatsLeft
// in demo-events.ts) is a CONFIRMED booking by one of the demo guests below, so that an organiser's list of
// bookings names as many people as the event counts. The guests are profiles only: no identity holds an account
// for them (their addresses are in the reserved .invalid domain, where no mail arrives), so nobody signs in as one.
// Their bookings carry no order: the demo takes no money, and an order would claim a payment nobody made.
import type { BookingRecord, EventRecord, ProfileRecord } from '../domain/records.js';
import { stableNumber } from './demo-events.js';

const guestNames = [
  'Anna Berger',
  'Lukas Gruber',
  'Sophie Wagner',
  'Elias Huber',
  'Lea Pichler',
  'David Steiner',
  'Marie Moser',
  'Jakob Mayer',
  'Emma Bauer',
  'Felix Leitner',
  'Laura Fuchs',
  'Paul Eder',
  'Sarah Schwarz',
  'Tobias Winkler',
  'Katharina Lang',
  'Maximilian Brunner',
  'Julia Aigner',
  'Florian Egger',
  'Lisa Koller',
  'Stefan Haas',
  'Magdalena Reiter',
  'Michael Schuster',
  'Theresa Wallner',
  'Matthias Lehner',
  'Johanna Baumgartner',
  'Simon Fischer',
  'Valentina Horvat',
  'Dominik Kovač',
  'Selin Yılmaz',
  'Mia Dvořák',
  'Ivana Petrović',
  'Nikola Jovanović',
  'Amira Haddad',
  'Clara Zimmermann',
  'Benedikt Wimmer',
  'Nora Hofbauer',
  'Jonas Kern',
  'Elena Rossi',
  'Martin Pölzl',
  'Veronika Strasser',
  'Georg Ebner',
  'Helena Auer',
  'Oskar Binder',
  'Ida Frank',
] as const;

/** The uid of the n-th guest (fixed, so that a seed run again finds its bookings). */
const guestUid = (index: number) => `demo-gast-${String(index + 1).padStart(2, '0')}`;

/** Letters of a name as an address part: „Dvořák“ → „dvorak“. */
const addressPart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

/** The demo guests' profiles (no accounts anywhere). */
export function demoGuestProfiles(now: Date): ProfileRecord[] {
  return guestNames.map((name, index) => ({
    uid: guestUid(index),
    email: `${addressPart(name)}@demo.invalid`,
    name,
    homeCitySlug: 'wien',
    favouriteCraftSlugs: [],
    locale: 'de',
    role: 'USER',
    trustedOrganiser: false,
    createdAt: now,
    updatedAt: now,
  }));
}

/** Whether a booking is one of the demo guests' (the schedule keeper may replace their events). */
export const isDemoGuestBooking = (booking: Pick<BookingRecord, 'uid'>): boolean => /^demo-gast-\d+$/.test(booking.uid);

const HOUR = 3_600_000;
/** Guests picked one after another are this far apart in the list: coprime to its length, so never the same twice. */
const STRIDE = 7;

/**
 * One CONFIRMED booking per seat taken in each event that takes bookings, by different guests. They were made
 * before `now` and before the event begins, roughly a day apart, the earliest first.
 */
export function demoBookings(events: readonly EventRecord[], now: Date): BookingRecord[] {
  return events.flatMap((event) => {
    const taken = event.registration === 'DROP_IN' ? 0 : event.capacity - event.seatsLeft;
    if (taken > guestNames.length) throw new Error(`The demo has ${guestNames.length} guests, not ${taken} for ${event.slug}`);
    const seed = stableNumber(event.slug);
    const latest = Math.min(now.getTime(), event.startsAt.getTime()) - (2 + (seed % 20)) * HOUR;
    return Array.from({ length: taken }, (_, n): BookingRecord => {
      const createdAt = new Date(latest - (taken - 1 - n) * (20 + ((seed + n) % 9)) * HOUR);
      return {
        id: `demo-${event.slug}-${n + 1}`,
        eventSlug: event.slug,
        uid: guestUid((seed + n * STRIDE) % guestNames.length),
        status: 'CONFIRMED',
        createdAt,
        updatedAt: createdAt,
      };
    });
  });
}
