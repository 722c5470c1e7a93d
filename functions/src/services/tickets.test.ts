// Tickets under the server's signer: the token and short code of domain/tickets.ts as HMAC-SHA256 makes them (forged,
// altered and other keys' tickets refused, typed codes read kindly), where the key comes from, a booking's tickets
// per seat, and their QR code.
import { createHmac } from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '../domain/records.js';
import { normalizeShortCode, ticketShortCode, ticketToken, verifyTicketToken } from '../domain/tickets.js';
import { createTicketSigner, ticketQrSvg, ticketSecretFromEnv, ticketsOf } from './tickets.js';

const sign = createTicketSigner('a'.repeat(32));
const otherKey = createTicketSigner('b'.repeat(32));
const at = new Date('2026-11-29T09:00:00.000Z');
const booking = (fields: Partial<BookingRecord> = {}): BookingRecord => ({
  id: 'booking-7f3a',
  eventSlug: 'ringe-schmieden',
  uid: 'uid-anna',
  status: 'CONFIRMED',
  createdAt: at,
  updatedAt: at,
  ...fields,
});

describe('a ticket token', () => {
  const ref = { bookingId: 'booking-7f3a', seat: 1 };
  const token = ticketToken(ref, sign);

  it('names its booking and seat and carries 128 bits of signature', () => {
    expect(token).toMatch(/^T1\.booking-7f3a\.1\.[\w-]{22}$/);
    expect(verifyTicketToken(token, sign)).toEqual(ref);
    expect(verifyTicketToken(`  ${token}\n`, sign)).toEqual(ref);
  });

  it('is refused when forged, altered or signed with another key', () => {
    const [prefix, bookingId, , signature] = token.split('.');
    expect(verifyTicketToken(`${prefix}.${bookingId}.2.${signature}`, sign)).toBeNull();
    expect(verifyTicketToken(`${prefix}.booking-7f3b.1.${signature}`, sign)).toBeNull();
    expect(verifyTicketToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, sign)).toBeNull();
    expect(verifyTicketToken(`${token}A`, sign)).toBeNull();
    expect(verifyTicketToken(token, otherKey)).toBeNull();
    expect(verifyTicketToken(ticketToken(ref, otherKey), sign)).toBeNull();
    for (const malformed of ['', 'T1', 'T2.booking-7f3a.1.xyz', 'T1..1.abc', 'T1.b.-1.abc', 'T1.b.1000.abc', `${token}.x`]) {
      expect(verifyTicketToken(malformed, sign)).toBeNull();
    }
  });

  it('is signed with a key derived for tickets, not the raw secret another use may share', () => {
    const secret = 'c'.repeat(32);
    const signature = ticketToken({ bookingId: 'x', seat: 0 }, createTicketSigner(secret)).split('.')[3];
    const underRawSecret = createHmac('sha256', secret).update('ticket-token/1:x:0').digest().subarray(0, 16).toString('base64url');
    expect(signature).toMatch(/^[\w-]{22}$/);
    expect(signature).not.toBe(underRawSecret);
  });
});

describe('a short code', () => {
  it('is 8 Crockford characters, differing per seat, booking and key', () => {
    const codes = [0, 1, 2, 3].map((seat) => ticketShortCode({ bookingId: 'booking-7f3a', seat }, sign));
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(codes).size).toBe(4);
    expect(ticketShortCode({ bookingId: 'booking-7f3b', seat: 0 }, sign)).not.toBe(codes[0]);
    expect(ticketShortCode({ bookingId: 'booking-7f3a', seat: 0 }, otherKey)).not.toBe(codes[0]);
    expect(ticketShortCode({ bookingId: 'booking-7f3a', seat: 0 }, sign)).toBe(codes[0]);
  });

  it('is read as typed: any case, spaces and dashes, O for 0 and I or L for 1', () => {
    expect(normalizeShortCode('k7qm-3txa')).toBe('K7QM3TXA');
    expect(normalizeShortCode(' K7QM 3TXA ')).toBe('K7QM3TXA');
    expect(normalizeShortCode('1O2I-3l4o')).toBe('10213140');
    expect(normalizeShortCode('K7QM-3TX')).toBeNull();
    expect(normalizeShortCode('K7QM-3TXAB')).toBeNull();
    expect(normalizeShortCode('K7QM-3TXU')).toBeNull();
  });
});

describe('the tickets’ key', () => {
  it('is TICKET_KEY, else LIVE_TICKET_SECRET, each at least 32 characters', () => {
    expect(ticketSecretFromEnv({})).toBeNull();
    expect(ticketSecretFromEnv({ LIVE_TICKET_SECRET: 'l'.repeat(32) })).toBe('l'.repeat(32));
    expect(ticketSecretFromEnv({ TICKET_KEY: ` ${'t'.repeat(32)} `, LIVE_TICKET_SECRET: 'l'.repeat(32) })).toBe('t'.repeat(32));
    expect(() => ticketSecretFromEnv({ TICKET_KEY: 'kurz' })).toThrow(/TICKET_KEY must be at least 32/);
  });
});

describe('a booking’s tickets', () => {
  it('are one per seat it holds, with the seat’s name, token and grouped short code', () => {
    const tickets = ticketsOf(booking({ seats: 2, seatNames: ['Mia', 'Ben', ' Leo '], cancelledSeats: [1] }), sign);
    expect(tickets.map(({ seat, name }) => ({ seat, name }))).toEqual([
      { seat: 0, name: 'Mia' },
      { seat: 2, name: 'Leo' },
    ]);
    for (const ticket of tickets) {
      expect(verifyTicketToken(ticket.token, sign)).toEqual({ bookingId: 'booking-7f3a', seat: ticket.seat });
      expect(normalizeShortCode(ticket.shortCode)).toBe(ticketShortCode({ bookingId: 'booking-7f3a', seat: ticket.seat }, sign));
      expect(ticket.shortCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    }
  });

  it('are one unnamed seat for a booking stored before seats existed', () => {
    expect(ticketsOf(booking(), sign)).toEqual([{ seat: 0, name: null, token: expect.stringMatching(/^T1\.booking-7f3a\.0\./), shortCode: expect.any(String) }]);
  });

  it('are none while the booking is held, waitlisted or cancelled', () => {
    for (const status of ['HELD', 'WAITLISTED', 'CANCELLED'] as const) expect(ticketsOf(booking({ status, seats: 2 }), sign)).toEqual([]);
  });
});

describe('a ticket’s QR code', () => {
  it('is an inline SVG of the token', async () => {
    const token = ticketToken({ bookingId: 'booking-7f3a', seat: 0 }, sign);
    const svg = await ticketQrSvg(token);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 (\d+) \1"/);
    expect(svg).not.toContain('<?xml');
    // The same matrix the library makes of the token: what a scanner reads back.
    const size = QRCode.create(token, { errorCorrectionLevel: 'M' }).modules.size;
    expect(svg).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`);
  });
});
