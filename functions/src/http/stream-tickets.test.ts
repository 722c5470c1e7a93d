import { describe, expect, it } from 'vitest';
import { createStreamTickets, perProcessStreamTickets, STREAM_TICKET_TTL_MS, streamTicketsFromEnv } from './stream-tickets.js';

const KEY = 'k'.repeat(32);
const now = new Date('2026-12-01T09:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('stream tickets', () => {
  it('name the person they were issued for until they expire, ten minutes later', () => {
    const tickets = createStreamTickets(KEY);
    const { ticket, expiresAt } = tickets.issue('uid-anna', now);
    expect(expiresAt).toEqual(later(STREAM_TICKET_TTL_MS));
    expect(STREAM_TICKET_TTL_MS).toBe(10 * 60_000);
    expect(tickets.verify(ticket, now)).toBe('uid-anna');
    expect(tickets.verify(ticket, later(STREAM_TICKET_TTL_MS - 1))).toBe('uid-anna');
    expect(tickets.verify(ticket, later(STREAM_TICKET_TTL_MS))).toBeNull();
    expect(tickets.verify(ticket, later(STREAM_TICKET_TTL_MS + 3_600_000))).toBeNull();
  });

  it('are refused when anything in them changed', () => {
    const tickets = createStreamTickets(KEY);
    const { ticket } = tickets.issue('uid-anna', now);
    const [payload, signature] = ticket.split('.') as [string, string];
    // Another person, or a later expiry, with the old signature.
    const forged = (fields: object) => `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${signature}`;
    expect(tickets.verify(forged({ uid: 'uid-bernd', exp: later(STREAM_TICKET_TTL_MS).getTime() }), now)).toBeNull();
    expect(tickets.verify(forged({ uid: 'uid-anna', exp: later(10 * STREAM_TICKET_TTL_MS).getTime() }), now)).toBeNull();
    // A flipped character in the signature, a cut one, none, or extra parts.
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(tickets.verify(`${payload}.${flipped}`, now)).toBeNull();
    expect(tickets.verify(`${payload}.${signature.slice(0, -2)}`, now)).toBeNull();
    expect(tickets.verify(payload, now)).toBeNull();
    expect(tickets.verify(`${ticket}.x`, now)).toBeNull();
    expect(tickets.verify('', now)).toBeNull();
    expect(tickets.verify('kein ticket', now)).toBeNull();
  });

  it('signed with another key are worth nothing', () => {
    const { ticket } = createStreamTickets(KEY).issue('uid-anna', now);
    expect(createStreamTickets('x'.repeat(32)).verify(ticket, now)).toBeNull();
    expect(perProcessStreamTickets().verify(ticket, now)).toBeNull();
  });

  it('signed with a valid signature over a payload without a person or an expiry are refused', () => {
    // Only the server can make these; the check guards against its own mistakes.
    const tickets = createStreamTickets(KEY);
    const { ticket } = tickets.issue('', now);
    expect(tickets.verify(ticket, now)).toBeNull();
  });
});

describe('the key from the configuration', () => {
  it('is LIVE_TICKET_SECRET: tickets of one instance hold on another', () => {
    const env = { LIVE_TICKET_SECRET: KEY };
    const { ticket } = streamTicketsFromEnv(env, 'firebase').issue('uid-anna', now);
    expect(streamTicketsFromEnv(env, 'firebase').verify(ticket, now)).toBe('uid-anna');
    expect(() => streamTicketsFromEnv({ LIVE_TICKET_SECRET: 'kurz' }, 'embedded')).toThrow(/at least 32/);
  });

  it('is required with the Firestore store, except against the emulator; one embedded process has its own', () => {
    expect(() => streamTicketsFromEnv({}, 'firebase')).toThrow(/LIVE_TICKET_SECRET/);
    expect(streamTicketsFromEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, 'firebase')).toBe(perProcessStreamTickets());
    expect(streamTicketsFromEnv({}, 'embedded')).toBe(perProcessStreamTickets());
  });
});
