// The tickets of a confirmed booking as a PDF to print or keep on a phone: one A6 page per seat, in the person's
// language and the site's style (the invoices' DejaVu fonts and colours), with the course, its dates and times in
// the course's time zone, the place and its address, the seat's name (or „Platz 2“), the QR code of the seat's token
// drawn as vector squares from the qrcode package's matrix (sharp at any print size), and the short code to read out
// at the door. The tickets themselves (token, short code) are signed by the caller (services/tickets.ts); the same
// booking gives the same bytes, as the PDF's dates are the booking's and pdfkit derives the file id from them.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { operator } from '../domain/operator.js';
import type { EventRecord, Locale, MailAttachment, VenueRecord } from '../domain/records.js';
import { colours, fontFile, fonts, languageTag } from './pdf.js';

const ticketFonts = { ...fonts, mono: fontFile('DejaVuSansMono-Bold.ttf') };
/** The site's paper and hairlines (web/styles/site.css, light mode: paper prints light). */
const surfaces = { paper: '#fbf7f0', line: '#e3d6c4', card: '#ffffff' };
/** A6 portrait in points: a quarter of an A4 sheet, about a phone's screen. */
const PAGE = { width: 297.64, height: 419.53, margin: 22 };
/** The QR code's side with its quiet zone, in points (about 5.3 cm). */
const QR_SIZE = 150;
/** Dates listed one per line; a longer course names how many more there are. */
const MAX_DATES_LISTED = 3;

/** What a page prints of one seat (services/tickets.ts Ticket). */
export interface TicketOfSeat {
  seat: number;
  name: string | null;
  token: string;
  /** Grouped for reading: `K7QM-3TXA`. */
  shortCode: string;
}

export interface TicketsPdf {
  locale: Locale;
  event: Pick<EventRecord, 'slug' | 'title' | 'sessions' | 'timeZone'>;
  venue: Pick<VenueRecord, 'name' | 'address'> | null;
  /** Who booked: printed on each page (as the person's seats without a name are theirs to hand on). */
  bookedBy: string;
  /** The booking's last change: the PDF's dates, so that the same booking gives the same file. */
  changedAt: Date;
  tickets: readonly TicketOfSeat[];
}

const texts = {
  de: {
    title: 'Tickets',
    ticket: 'Ticket',
    ticketOf: (number: number, of: number) => `Ticket ${number} von ${of}`,
    seat: (number: number) => `Platz ${number}`,
    bookedBy: (name: string) => `Gebucht von ${name}`,
    more: (count: number) => (count === 1 ? 'und ein weiterer Termin' : `und ${count} weitere Termine`),
    code: 'Code',
    showIt: 'Zeig diesen Code am Eingang – gedruckt oder auf dem Handy.',
    time: (from: string, to: string) => `${from}–${to} Uhr`,
  },
  en: {
    title: 'Tickets',
    ticket: 'Ticket',
    ticketOf: (number: number, of: number) => `Ticket ${number} of ${of}`,
    seat: (number: number) => `Seat ${number}`,
    bookedBy: (name: string) => `Booked by ${name}`,
    more: (count: number) => (count === 1 ? 'and one more date' : `and ${count} more dates`),
    code: 'Code',
    showIt: 'Show this code at the door – printed or on your phone.',
    time: (from: string, to: string) => `${from}–${to}`,
  },
} as const;

/** The seat's label: its name, else „Platz 2“ (seats are numbered from 1 for people). */
export const seatLabel = (ticket: Pick<TicketOfSeat, 'seat' | 'name'>, locale: Locale): string => ticket.name ?? texts[locale].seat(ticket.seat + 1);

/** The file name of a booking's tickets: what they are and the course, as a person files them. */
export const ticketsFileName = (event: Pick<EventRecord, 'slug'>): string => `Tickets-${event.slug}.pdf`;

/**
 * The QR code's dark modules as horizontal runs (row, first column, length): one rectangle per run rather than per
 * module keeps the page small.
 */
export function qrRuns(token: string): { size: number; runs: { row: number; column: number; length: number }[] } {
  const { modules } = QRCode.create(token, { errorCorrectionLevel: 'M' });
  const runs: { row: number; column: number; length: number }[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return { size: modules.size, runs };
}

/** The booking's tickets as a PDF, synchronously: pdfkit writes the whole file into its stream's buffer when it ends. */
export function renderTicketsPdfSync(input: TicketsPdf): Buffer {
  const { locale, event, venue, tickets } = input;
  if (tickets.length === 0) throw new Error(`No tickets to draw for ${event.slug}`);
  const words = texts[locale];
  const tag = languageTag(locale);
  const title = (locale === 'en' ? event.title.en : undefined) ?? event.title.de;
  const day = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: event.timeZone });
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: event.timeZone });
  const dates = event.sessions.slice(0, MAX_DATES_LISTED).map((session) => `${day.format(session.startsAt)} · ${words.time(time.format(session.startsAt), time.format(session.endsAt))}`);
  if (event.sessions.length > MAX_DATES_LISTED) dates.push(words.more(event.sessions.length - MAX_DATES_LISTED));
  const place = venue ? [venue.name, venue.address.street, `${venue.address.postalCode} ${venue.address.locality}`].filter(Boolean) : [];

  const pdf = new PDFDocument({
    size: 'A6',
    // Every block is placed at its own position; no margin may make pdfkit open a page of its own.
    margin: 0,
    autoFirstPage: false,
    font: ticketFonts.regular,
    lang: tag,
    displayTitle: true,
    // Fixed metadata: the same booking gives the same file (pdfkit derives the file id from these).
    info: { Title: `${words.title} – ${title}`, Author: operator.name, Subject: title, Creator: operator.magazineName[locale], Producer: 'pdfkit', CreationDate: input.changedAt, ModDate: input.changedAt },
  });
  type Options = PDFKit.Mixins.TextOptions & { font?: string; size?: number; colour?: string };
  const text = (value: string, x: number, y: number, options: Options = {}) => {
    const { font = ticketFonts.regular, size = 9, colour = colours.text, ...rest } = options;
    pdf.font(font).fontSize(size).fillColor(colour).text(value, x, y, { lineBreak: true, ...rest });
    return pdf.y;
  };
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  for (const [index, ticket] of tickets.entries()) {
    pdf.addPage({ size: 'A6', margin: 0 });
    pdf.rect(0, 0, PAGE.width, PAGE.height).fill(surfaces.paper);
    pdf.roundedRect(10, 10, PAGE.width - 20, PAGE.height - 20, 8).lineWidth(1.5).strokeColor(colours.accent).stroke();

    // The site's name as its logo text, a rule, then whose seat it is.
    text(operator.magazineName[locale], left, 22, { font: ticketFonts.logo, size: 8.5, colour: colours.accent, width, lineBreak: false, ellipsis: '…' });
    pdf.moveTo(left, 35).lineTo(left + width, 35).lineWidth(0.5).strokeColor(colours.accent).stroke();
    const heading = tickets.length > 1 ? words.ticketOf(index + 1, tickets.length) : words.ticket;
    text(heading.toUpperCase(), left, 42, { font: ticketFonts.bold, size: 6.5, colour: colours.muted, width, lineBreak: false });
    let y = text(seatLabel(ticket, locale), left, 51, { font: ticketFonts.logo, size: 15, width, height: 19, ellipsis: '…' });

    // The course, its dates and the place.
    y = text(title, left, y + 4, { font: ticketFonts.bold, size: 10.5, width, height: 28, ellipsis: '…' });
    for (const date of dates) y = text(date, left, y + 2, { size: 8, width, lineBreak: false, ellipsis: '…' });
    place.forEach((line, index) => {
      y = text(line, left, y + (index === 0 ? 5 : 1), { font: index === 0 ? ticketFonts.bold : ticketFonts.regular, size: 8, width, lineBreak: false, ellipsis: '…' });
    });

    // The QR code on a white card, its quiet zone included, centred below.
    const { size, runs } = qrRuns(ticket.token);
    const module = QR_SIZE / (size + 8);
    const qr = { x: (PAGE.width - QR_SIZE) / 2, y: Math.max(y + 8, PAGE.height - 22 - 58 - QR_SIZE) };
    pdf.rect(qr.x, qr.y, QR_SIZE, QR_SIZE).fill(surfaces.card);
    for (const run of runs) pdf.rect(qr.x + (run.column + 4) * module, qr.y + (run.row + 4) * module, run.length * module, module);
    pdf.fill('#000000');

    // The short code large in monospace, what to do with it, and who booked.
    const codeY = qr.y + QR_SIZE + 6;
    text(`${words.code} ${ticket.shortCode}`, left, codeY, { font: ticketFonts.mono, size: 15, width, align: 'center', lineBreak: false });
    text(words.showIt, left, codeY + 21, { size: 7, colour: colours.muted, width, align: 'center' });
    text(words.bookedBy(input.bookedBy), left, PAGE.height - 30, { size: 6, colour: colours.muted, width, align: 'center', lineBreak: false, ellipsis: '…' });
  }

  pdf.end();
  const bytes = pdf.read() as Buffer | null;
  if (!bytes) throw new Error(`pdfkit wrote nothing for the tickets of ${event.slug}`);
  return bytes;
}

/** The tickets' PDF as a mail attachment (MailRecord.attachments). */
export function ticketsAttachment(input: Pick<TicketsPdf, 'event'>, pdf: Buffer): MailAttachment {
  return { filename: ticketsFileName(input.event), contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' };
}
