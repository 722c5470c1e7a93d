// The people behind the demo's taken seats. Every seat the demo schedule shows as taken (capacity minus seatsLeft
// in demo-events.ts) is a CONFIRMED booking by one of the demo guests below, so that an organiser's list of
// bookings names as many people as the event counts. The guests are profiles only: no identity holds an account
// for them (their addresses are in the reserved .invalid domain, where no mail arrives), so nobody signs in as one.
// A seat of a paid course is booked as the site books one: held with an order, paid a few minutes later, so the
// organiser's list reads „bezahlt“ with the course's price. The orders name the demo as their provider: no money
// moved, and a refund (a demo course cancelled) asks no payment provider (services/order-changes.ts).
import { CHECKOUT_HOLD_MS, DEMO_PROVIDER, eventCancelledReason, isPaidEvent, newOrder, planOrderChange, type OrderRecord } from '../domain/payments.js';
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
/** How long a demo guest takes at checkout. */
const CHECKOUT_MINUTES = 4;
/** Guests picked one after another are this far apart in the list: coprime to its length, so never the same twice. */
const STRIDE = 7;

/** The demo guests' bookings and, for paid events, their paid orders. */
export interface DemoBookings {
  bookings: BookingRecord[];
  orders: OrderRecord[];
}

/**
 * One CONFIRMED booking per seat taken in each event that takes bookings, by different guests. They were made
 * before `now` and before the event begins, roughly a day apart, the earliest first; in a paid event each with a
 * COMPLETED order of the event's price, paid minutes after the seat was held. A paid event that was cancelled has
 * its payers' bookings CANCELLED and their orders REFUNDED, as the cancellation leaves them (its seats are free).
 */
export function demoBookings(events: readonly EventRecord[], now: Date): DemoBookings {
  const made = events.flatMap((event) => {
    const refunded = event.status === 'CANCELLED' && isPaidEvent(event);
    const taken = event.registration === 'DROP_IN' ? 0 : refunded ? Math.min(event.capacity, 2 + (stableNumber(event.slug) % 4)) : event.capacity - event.seatsLeft;
    if (taken > guestNames.length) throw new Error(`The demo has ${guestNames.length} guests, not ${taken} for ${event.slug}`);
    const seed = stableNumber(event.slug);
    const latest = Math.min(now.getTime(), event.startsAt.getTime()) - (2 + (seed % 20)) * HOUR;
    return Array.from({ length: taken }, (_, n) => {
      const createdAt = new Date(latest - (taken - 1 - n) * (20 + ((seed + n) % 9)) * HOUR);
      const booking: BookingRecord = {
        id: `demo-${event.slug}-${n + 1}`,
        eventSlug: event.slug,
        uid: guestUid((seed + n * STRIDE) % guestNames.length),
        status: 'CONFIRMED',
        createdAt,
        updatedAt: createdAt,
      };
      if (!isPaidEvent(event)) return { booking, order: null };
      const paid = paidBooking(booking, event);
      return refunded ? refundedBooking(paid, event, new Date(latest + HOUR)) : paid;
    });
  });
  return { bookings: made.map((one) => one.booking), orders: made.flatMap((one) => (one.order ? [one.order] : [])) };
}

/**
 * The paid orders of guests' CONFIRMED bookings of a paid `event` that have none (stored before the demo's paid
 * seats had orders), each made when its booking was: the bookings with their orderId, and the orders.
 */
export function demoPaymentsFor(event: EventRecord, bookings: readonly BookingRecord[]): DemoBookings {
  if (!isPaidEvent(event) || event.status === 'CANCELLED') return { bookings: [], orders: [] };
  const paid = bookings.filter((booking) => isDemoGuestBooking(booking) && booking.status === 'CONFIRMED' && !booking.orderId).map((booking) => paidBooking(booking, event));
  return { bookings: paid.map((one) => one.booking), orders: paid.map((one) => one.order) };
}

/** `booking` made as the site makes a paid one: the seat held with an order, then paid through the order's rules. */
function paidBooking(booking: BookingRecord, event: EventRecord): { booking: BookingRecord; order: OrderRecord } {
  const orderId = `${booking.id}-order`;
  const held: BookingRecord = { ...booking, status: 'HELD', orderId };
  const order = { ...newOrder(orderId, held, event, booking.createdAt, CHECKOUT_HOLD_MS), provider: DEMO_PROVIDER };
  const paidAt = new Date(booking.createdAt.getTime() + CHECKOUT_MINUTES * 60_000);
  const paid = { kind: 'PAID' as const, paymentId: `${orderId}-payment`, amountCents: event.price.amountCents, currency: event.price.currency };
  // Paid while the event was still on: a cancelled one is only cancelled later (refundedBooking).
  const plan = planOrderChange({ order, booking: held, event: { ...event, status: 'SCHEDULED' }, waiting: [] }, paid, paidAt, () => orderId);
  if (plan.order.status !== 'COMPLETED' || !plan.booking) throw new Error(`The demo's order ${orderId} was not paid: ${plan.order.status}`);
  return { booking: plan.booking, order: plan.order };
}

/** A paid booking of an event cancelled at `cancelledAt`: refunded as the cancellation refunds (event-cancellation.ts). */
function refundedBooking(paid: { booking: BookingRecord; order: OrderRecord }, event: EventRecord, cancelledAt: Date): { booking: BookingRecord; order: OrderRecord } {
  const state = { order: paid.order, booking: paid.booking, event, waiting: [] };
  const refund = planOrderChange(state, { kind: 'REFUND', reason: eventCancelledReason('') }, cancelledAt, () => paid.order.id);
  const done = planOrderChange({ ...state, order: refund.order, booking: refund.booking }, { kind: 'REFUNDED', refundId: `${paid.order.id}-refund` }, cancelledAt, () => paid.order.id);
  if (done.order.status !== 'REFUNDED' || refund.booking?.status !== 'CANCELLED') throw new Error(`The demo's order ${paid.order.id} was not refunded`);
  return { booking: refund.booking, order: done.order };
}
