// The tickets of confirmed bookings, one per seat the booking holds: the server's signer of their token and short
// code (domain/tickets.ts), a booking's tickets, and their QR codes as SVG, drawn inline so that a ticket on a phone
// shows without the network once its page has loaded.
//
// The signer is HMAC-SHA256 under a key of its own: derived (HKDF) from TICKET_KEY, or else from LIVE_TICKET_SECRET,
// the key every instance already shares for stream tickets (http/stream-tickets.ts) — derived for this one purpose,
// so that neither kind of signature can stand for the other. A printed ticket must stay valid for weeks: with the
// embedded store and neither key set, the composition root hands over a key kept beside the store's file
// (useTicketSecret), and only a process without any (a test) signs under a random key of its own.
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { activeSeatNumbers, seatName } from '../domain/group-bookings.js';
import type { BookingRecord, EventRecord, MailAttachment, MailRecord, ProfileRecord, VenueRecord } from '../domain/records.js';
import { formatShortCode, ticketShortCode, ticketToken, type TicketSigner } from '../domain/tickets.js';
import type { Viewer } from '../domain/viewer.js';
import { renderTicketsPdfSync, ticketsAttachment, ticketsFileName } from '../invoices/ticket-pdf.js';
import { isEditor } from './access.js';
import type { InvoiceDownload } from './invoice-downloads.js';
import type { ServiceContext } from './service-context.js';

/** A configured ticket key shorter than this is refused: HMAC-SHA256 wants 32 bytes of randomness. */
export const MIN_TICKET_SECRET_LENGTH = 32;

/** The HKDF `info` that makes the tickets' key another key than any other derived from the same secret. */
const PURPOSE = 'event-tickets/1';

/** HMAC-SHA256 under the key derived from `secret` for tickets. */
export function createTicketSigner(secret: string | Uint8Array): TicketSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), PURPOSE, 32));
  return (message) => createHmac('sha256', key).update(message).digest();
}

/** The secret the environment names for tickets: TICKET_KEY, else LIVE_TICKET_SECRET; null when neither is set. */
export function ticketSecretFromEnv(env: Record<string, string | undefined>): string | null {
  for (const name of ['TICKET_KEY', 'LIVE_TICKET_SECRET'] as const) {
    const secret = env[name]?.trim();
    if (!secret) continue;
    if (secret.length < MIN_TICKET_SECRET_LENGTH) throw new Error(`${name} must be at least ${MIN_TICKET_SECRET_LENGTH} characters (e.g. openssl rand -base64 32)`);
    return secret;
  }
  return null;
}

let processSigner: TicketSigner | undefined;

/** The signer of this process's tickets: under the environment's secret, the one handed over, or a random key. */
export function ticketSigner(): TicketSigner {
  processSigner ??= createTicketSigner(ticketSecretFromEnv(process.env) ?? randomBytes(32));
  return processSigner;
}

/** Signs this process's tickets under `secret` from now on (the embedded store's own key, when the environment names none). */
export function useTicketSecret(secret: string | Uint8Array): void {
  processSigner = createTicketSigner(secret);
}

/** One seat's ticket. */
export interface Ticket {
  /** The seat's number in its booking (from 0), as seatNames and cancelSeats name it. */
  seat: number;
  /** The name given for the seat; null when none was. */
  name: string | null;
  /** What the QR code holds (domain/tickets.ts ticketToken). */
  token: string;
  /** The short code to type at the door, grouped for reading: `K7QM-3TXA`. */
  shortCode: string;
}

/** A booking's tickets, one per seat it holds, in seat order; none unless it is confirmed. */
export function ticketsOf(booking: Pick<BookingRecord, 'id' | 'status' | 'seats' | 'seatNames' | 'cancelledSeats'>, sign: TicketSigner = ticketSigner()): Ticket[] {
  if (booking.status !== 'CONFIRMED') return [];
  return activeSeatNumbers(booking).map((seat) => {
    const ref = { bookingId: booking.id, seat };
    return { seat, name: seatName(booking, seat), token: ticketToken(ref, sign), shortCode: formatShortCode(ticketShortCode(ref, sign)) };
  });
}

/**
 * The QR code of a ticket's token as an SVG element (black on white, four modules of quiet zone, error correction M:
 * a printed ticket survives a crease), scaled by whoever shows it.
 */
export function ticketQrSvg(token: string): Promise<string> {
  return QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}

/** May `viewer` see the tickets of `booking`: the person who booked, and editors (who help at the door). */
export const maySeeTickets = (viewer: Viewer | null, booking: Pick<BookingRecord, 'uid'>): boolean => Boolean(viewer && (viewer.uid === booking.uid || isEditor(viewer)));

/** What the tickets' PDF needs besides the booking: its course, the course's place and the person who booked. */
export interface TicketFacts {
  event: EventRecord;
  venue: VenueRecord | null;
  person: Pick<ProfileRecord, 'name' | 'locale'> | null;
}

/**
 * The tickets of `booking` as a PDF in the person's language, synchronously (a store transaction's mail callback
 * attaches it); null when the booking has none (not confirmed).
 */
export function ticketsPdfSync(booking: BookingRecord, { event, venue, person }: TicketFacts, sign: TicketSigner = ticketSigner()): Buffer | null {
  const tickets = ticketsOf(booking, sign);
  if (tickets.length === 0) return null;
  return renderTicketsPdfSync({ locale: person?.locale ?? 'de', event, venue, bookedBy: person?.name ?? '', changedAt: booking.updatedAt, tickets });
}

/** The tickets' PDF of `booking` as a mail attachment, or none when it has no tickets. */
export function ticketsAttachments(booking: BookingRecord, facts: TicketFacts): MailAttachment[] {
  const pdf = ticketsPdfSync(booking, facts);
  return pdf ? [ticketsAttachment(facts, pdf)] : [];
}

/** `mail` with the tickets' PDF of `booking` attached beside what it carries (nothing added when it has no tickets). */
export function withTickets(mail: MailRecord, booking: BookingRecord, facts: TicketFacts): MailRecord {
  const tickets = ticketsAttachments(booking, facts);
  return tickets.length === 0 ? mail : { ...mail, attachments: [...(mail.attachments ?? []), ...tickets] };
}

/**
 * The tickets' PDF of booking `id` as attachments for a mail to its person: none when it has no tickets, is gone, or
 * the PDF cannot be made (the mail goes without it, logged: the tickets stay in /app and at /tickets/<id>.pdf).
 */
export async function ticketAttachmentsOf(store: ServiceContext['store'], id: string): Promise<MailAttachment[]> {
  try {
    const [booking] = await store.bookings.getByIds([id]);
    if (!booking || booking.status !== 'CONFIRMED') return [];
    const facts = await ticketFactsOf(store, booking);
    return facts ? ticketsAttachments(booking, facts) : [];
  } catch (error) {
    console.warn(`The tickets of booking ${id} were not attached:`, (error as Error).message);
    return [];
  }
}

/** Reads what the tickets' PDF of `booking` needs: its course, place and person; null when the course is gone. */
export async function ticketFactsOf(store: ServiceContext['store'], booking: Pick<BookingRecord, 'eventSlug' | 'uid'>): Promise<TicketFacts | null> {
  const [[event], [person]] = await Promise.all([store.events.getBySlugs([booking.eventSlug]), store.profiles.getByUids([booking.uid])]);
  if (!event) return null;
  const [venue] = await store.venues.getBySlugs([event.venueSlug]);
  return { event, venue: venue ?? null, person: person ?? null };
}

/**
 * The tickets' PDF of booking `id` to download, or null: signed out, no such booking, not the viewer's (editors may
 * read any), or no tickets (not confirmed). Anyone else is told nothing exists, so that bookings cannot be probed.
 */
export async function ticketsPdf(deps: Pick<ServiceContext, 'store'>, viewer: Viewer | null, id: string): Promise<InvoiceDownload | null> {
  if (!viewer) return null;
  const [booking] = await deps.store.bookings.getByIds([id]);
  if (!booking || !maySeeTickets(viewer, booking) || booking.status !== 'CONFIRMED') return null;
  const facts = await ticketFactsOf(deps.store, booking);
  const pdf = facts && ticketsPdfSync(booking, facts);
  return facts && pdf ? { filename: ticketsFileName(facts.event), pdf } : null;
}

/** A ticket as the API gives it: with its QR code as SVG. */
export type ShownTicket = Ticket & { qrSvg: string };

/** The tickets of `booking` for the person who booked it, each with its QR code; null for everyone else. */
export async function viewerTicketsOf(ctx: Pick<ServiceContext, 'viewer'>, booking: BookingRecord): Promise<ShownTicket[] | null> {
  if (!ctx.viewer || ctx.viewer.uid !== booking.uid) return null;
  return Promise.all(ticketsOf(booking).map(async (ticket) => ({ ...ticket, qrSvg: await ticketQrSvg(ticket.token) })));
}
