// Check-in at the door through the API: only the course's organiser and editors check seats in and read who came; a
// ticket's QR token or its short code (typed any way) checks a seat in once per session, a second scan answering when
// it was first; a code of no seat, another course's ticket, a seat given up and a session the course does not have
// are answered in words (outcomes), and the attendance lists the confirmed seats with their names and check-ins.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingRecord, EventRecord } from '../domain/records.js';
import { formatShortCode, ticketShortCode, ticketToken } from '../domain/tickets.js';
import { ticketSigner } from '../services/tickets.js';
import { events } from '../../test/fixtures.scenarios.js';
import { codes, sessionHeaders, signUpPeople, useSeededApi } from './api.testing.js';

const { opened, run } = useSeededApi();
type Name = 'olga' | 'mia' | 'ed' | 'max';
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

const DAY = 86_400_000;
const first = new Date(Date.now() + DAY);
const second = new Date(first.getTime() + 7 * DAY);
const course = (slug: string, ownerUid: string): EventRecord => ({
  ...events[1]!,
  slug,
  ownerUid,
  price: { amountCents: 0, currency: 'EUR' },
  capacity: 10,
  seatsLeft: 10,
  startsAt: first,
  endsAt: new Date(second.getTime() + 3 * 3_600_000),
  sessions: [
    { startsAt: first, endsAt: new Date(first.getTime() + 3 * 3_600_000) },
    { startsAt: second, endsAt: new Date(second.getTime() + 3 * 3_600_000) },
  ],
});
const at = new Date(Date.now() - DAY);
const booking = (id: string, eventSlug: string, person: string, fields: Partial<BookingRecord> = {}): BookingRecord => ({ id, eventSlug, uid: person, status: 'CONFIRMED', createdAt: at, updatedAt: at, ...fields });

const CHECK_IN = 'mutation ($slug: String!, $session: Int!, $code: String!) { checkIn(eventSlug: $slug, session: $session, code: $code) { outcome seat { bookingId seat name bookedBy seatName bookingSeats paid checkedInAt } } }';
const ATTENDANCE = 'query ($slug: String!, $session: Int!) { sessionAttendance(eventSlug: $slug, session: $session) { session checkedIn seats { bookingId seat name checkedInAt } } }';
const COURSE = 'query ($slug: String!) { courseAttendance(eventSlug: $slug) { session checkedIn seats { bookingId seat } } }';

const sign = ticketSigner();
const token = (bookingId: string, seat: number) => ticketToken({ bookingId, seat }, sign);
const shortCode = (bookingId: string, seat: number) => formatShortCode(ticketShortCode({ bookingId, seat }, sign));

beforeAll(async () => {
  await signUpPeople(opened.store, opened.identity, { olga: { role: 'USER', name: 'Olga Organisiert' }, mia: { role: 'USER', name: 'Mia Muster' }, ed: { role: 'EDITOR' }, max: { role: 'USER', name: 'Max' } }, uid, cookies);
  await opened.store.events.upsertMany([course('ringe', uid.olga), course('filzen', uid.olga)]);
  await opened.store.bookings.importConfirmed([
    booking('b-mia', 'ringe', uid.mia, { seats: 2, seatNames: ['', 'Lina'] }),
    booking('b-max', 'ringe', uid.max, { seats: 1, cancelledSeats: [0] }),
    booking('b-filz', 'filzen', uid.max),
  ]);
});

describe('check-in at the door', () => {
  const as = (who: Name | null) => (query: string, variables: Record<string, unknown>) => run(query, variables, sessionHeaders(who ? cookies[who] : undefined));

  it('checks a seat in by its QR token once per session, a second scan saying when', async () => {
    const scan = await as('olga')(CHECK_IN, { slug: 'ringe', session: 0, code: token('b-mia', 1) });
    expect(scan.errors).toBeUndefined();
    const answer = (scan.data as { checkIn: { outcome: string; seat: Record<string, unknown> } }).checkIn;
    expect(answer).toMatchObject({ outcome: 'CHECKED_IN', seat: { bookingId: 'b-mia', seat: 1, name: 'Lina', bookedBy: 'Mia Muster', seatName: 'Lina', bookingSeats: 2, paid: false } });
    const again = await as('ed')(CHECK_IN, { slug: 'ringe', session: 0, code: token('b-mia', 1) });
    expect(again.data?.checkIn).toEqual({ outcome: 'ALREADY_CHECKED_IN', seat: answer.seat });
    // The next date is a check-in of its own.
    expect((await as('olga')(CHECK_IN, { slug: 'ringe', session: 1, code: token('b-mia', 1) })).data?.checkIn).toMatchObject({ outcome: 'CHECKED_IN' });
  });

  it('takes a short code typed in lower case with spaces, the person’s name for a seat without one', async () => {
    const typed = shortCode('b-mia', 0).toLowerCase().replace('-', ' ');
    const result = await as('olga')(CHECK_IN, { slug: 'ringe', session: 0, code: typed });
    expect(result.data?.checkIn).toMatchObject({ outcome: 'CHECKED_IN', seat: { seat: 0, name: 'Mia Muster', seatName: null } });
  });

  it('answers unknown codes, another course’s ticket, a seat given up and a missing session in words', async () => {
    const outcome = async (code: string, session = 0) => ((await as('olga')(CHECK_IN, { slug: 'ringe', session, code })).data?.checkIn as { outcome: string }).outcome;
    expect(await outcome('ZZZZ-ZZZZ')).toBe('UNKNOWN_CODE');
    expect(await outcome('kein code')).toBe('UNKNOWN_CODE');
    expect(await outcome(`${token('b-mia', 0).slice(0, -2)}xx`)).toBe('UNKNOWN_CODE');
    expect(await outcome(token('b-filz', 0))).toBe('OTHER_EVENT');
    expect(await outcome(shortCode('b-filz', 0))).toBe('UNKNOWN_CODE'); // short codes are only looked up among this course's
    expect(await outcome(token('b-max', 0))).toBe('SEAT_CANCELLED');
    expect(await outcome(shortCode('b-max', 0))).toBe('SEAT_CANCELLED');
    expect(await outcome(token('b-mia', 0), 2)).toBe('SESSION_UNKNOWN');
  });

  it('lets only the organiser and editors check in or read attendance', async () => {
    expect(codes(await as('mia')(CHECK_IN, { slug: 'ringe', session: 0, code: token('b-mia', 0) }))).toEqual(['FORBIDDEN']);
    expect(codes(await as(null)(CHECK_IN, { slug: 'ringe', session: 0, code: token('b-mia', 0) }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await as('mia')(ATTENDANCE, { slug: 'ringe', session: 0 }))).toEqual(['FORBIDDEN']);
    expect(codes(await as('olga')(ATTENDANCE, { slug: 'gibt-es-nicht', session: 0 }))).toEqual(['NOT_FOUND']);
    expect(codes(await as('olga')(ATTENDANCE, { slug: 'ringe', session: -1 }))).toEqual(['BAD_USER_INPUT']);
  });

  it('lists a session’s confirmed seats with their check-ins, and every session of the course', async () => {
    await as('olga')(CHECK_IN, { slug: 'filzen', session: 1, code: token('b-filz', 0) });
    const result = await as('ed')(ATTENDANCE, { slug: 'filzen', session: 1 });
    expect(result.data?.sessionAttendance).toMatchObject({ session: 1, checkedIn: 1, seats: [{ bookingId: 'b-filz', seat: 0, name: 'Max' }] });
    expect((await as('olga')(ATTENDANCE, { slug: 'filzen', session: 5 })).data?.sessionAttendance).toBeNull();
    const whole = (await as('olga')(COURSE, { slug: 'filzen' })).data?.courseAttendance;
    expect(whole).toEqual([
      { session: 0, checkedIn: 0, seats: [{ bookingId: 'b-filz', seat: 0 }] },
      { session: 1, checkedIn: 1, seats: [{ bookingId: 'b-filz', seat: 0 }] },
    ]);
  });
});
