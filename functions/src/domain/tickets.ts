// Tickets: one per seat of a confirmed booking. A ticket is named by its booking and seat number and carries two
// proofs made with a server key (the signing itself is services/tickets.ts, which has node:crypto): the token in the
// QR code (128 bits of an HMAC, unguessable) and a short code to read out or type at the door (40 bits, 8 Crockford
// characters, only ever looked up among one event's seats by its organiser). Nothing is stored per ticket: both are
// derived again when checked, so a ticket works offline as a printed page or a saved PDF.

/** A seat's ticket: the booking and the seat's number in it (group-bookings.ts). */
export interface TicketRef {
  bookingId: string;
  seat: number;
}

/** Signs `message` with the server's ticket key: HMAC-SHA256 in production (services/tickets.ts). */
export type TicketSigner = (message: string) => Uint8Array;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of the short code. */
export const SHORT_CODE_LENGTH = 8;
/** Bytes of the HMAC kept in the QR token. */
const TOKEN_SIGNATURE_BYTES = 16;
const TOKEN_PREFIX = 'T1';

const base64url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The QR code's content: `T1.<booking id>.<seat>.<signature>`. */
export function ticketToken(ref: TicketRef, sign: TicketSigner): string {
  const signature = sign(`ticket-token/1:${ref.bookingId}:${ref.seat}`).slice(0, TOKEN_SIGNATURE_BYTES);
  return `${TOKEN_PREFIX}.${ref.bookingId}.${ref.seat}.${base64url(signature)}`;
}

/** The ticket a token names, or null when it is malformed or not signed with this key. */
export function verifyTicketToken(token: string, sign: TicketSigner): TicketRef | null {
  const parts = token.trim().split('.');
  if (parts.length !== 4 || parts[0] !== TOKEN_PREFIX) return null;
  const [, bookingId = '', seatText = '', signature = ''] = parts;
  if (!bookingId || !/^\d{1,3}$/.test(seatText)) return null;
  const ref = { bookingId, seat: Number(seatText) };
  const expected = ticketToken(ref, sign).split('.')[3] ?? '';
  // Constant time over equal lengths: a forged token learns nothing from how long the comparison took.
  if (expected.length !== signature.length) return null;
  let difference = 0;
  for (let index = 0; index < expected.length; index++) difference |= expected.charCodeAt(index) ^ signature.charCodeAt(index);
  return difference === 0 ? ref : null;
}

/** The seat's short code, 8 Crockford characters (printed as `K7QM-3TXA`). */
export function ticketShortCode(ref: TicketRef, sign: TicketSigner): string {
  const bytes = sign(`ticket-code/1:${ref.bookingId}:${ref.seat}`);
  let bits = 0n;
  for (const byte of bytes.slice(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < SHORT_CODE_LENGTH; index++) {
    code = CROCKFORD.charAt(Number(bits & 31n)) + code;
    bits >>= 5n;
  }
  return code;
}

/** A short code grouped for reading: `K7QM-3TXA`. */
export const formatShortCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * A typed short code as ticketShortCode writes it, or null when it cannot be one: case, spaces and dashes do not
 * matter, and O reads as 0, I and L as 1 (Crockford), as people type what they read.
 */
export function normalizeShortCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== SHORT_CODE_LENGTH) return null;
  return [...code].every((char) => CROCKFORD.includes(char)) ? code : null;
}
