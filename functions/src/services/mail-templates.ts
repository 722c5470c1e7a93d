// The mails of the magazine in German and English, as subject and paragraphs: what each template needs, and the
// dates and places every family of templates words alike. The templates live by family: signing in and booking
// (account-and-booking-mail-templates.ts), editorial decisions, the Restplatz-Radar, course minimums, paid seats,
// Premium, the invoice documents of orders and gift vouchers (their *-mail-templates.ts).
import type { PremiumPlanId } from '../domain/premium.js';
import type { Locale } from '../domain/records.js';
import type { RadarMatchReason } from '../domain/radar.js';

/** Each template and the parameters it needs. */
export interface MailTemplates {
  signInLink: { link: string };
  passwordReset: { link: string };
  bookingConfirmed: BookedEvent;
  bookingWaitlisted: BookedEvent;
  waitlistPromoted: BookedEvent;
  /** With `notRefunded`: a paid booking cancelled at or after the event's cancellation deadline. */
  bookingCancelled: BookedEvent & {
    notRefunded?: { amount: string; deadline: string };
    /** Some seats given up (`seats`): how many stay booked. */
    kept?: number;
    /** The given-up seats' money coming back, formatted. */
    refund?: string;
  };
  eventCancelled: BookedEvent & { reason?: string };
  eventApproved: { name: string; title: string; link: string; note?: string };
  eventRejected: { name: string; title: string; reason: string; link: string };
  claimDecided: { name: string; venue: string; approved: boolean; note?: string; link: string };
  venueChangeDecided: { name: string; venue: string; approved: boolean; note?: string; link: string };
  radarMatches: RadarMail;
  paymentReceived: ReceiptMail;
  holdExpired: PaymentMail;
  holdOffered: HoldOfferedMail;
  paymentRefunded: RefundMail;
  courseConfirmed: CourseConfirmedMail;
  courseCalledOff: CourseCalledOffMail;
  courseDecided: CourseDecidedMail;
  premiumInvoice: PremiumInvoiceMail;
  invoiceIssued: InvoiceMail;
  creditNoteIssued: CreditNoteMail;
  voucherPaid: VoucherPaidMail;
  voucherDelivered: VoucherDeliveredMail;
  voucherRefunded: VoucherRefundedMail;
  sessionReminder: SessionReminderMail;
  courseMessage: CourseMessageMail;
}

export type MailTemplate = keyof MailTemplates;

/** The mails of editorial decisions (editorial-mail-templates.ts). */
export type EditorialTemplate = 'eventCancelled' | 'eventApproved' | 'eventRejected' | 'claimDecided' | 'venueChangeDecided';

/** The Restplatz-Radar's mail (radar-mail-templates.ts). */
export type RadarTemplate = 'radarMatches';

/** The decision of a course with a minimum of participants (course-minimum-mail-templates.ts). */
export type CourseMinimumTemplate = 'courseConfirmed' | 'courseCalledOff' | 'courseDecided';

/** The mails of paid seats (payment-mail-templates.ts). */
export type PaymentTemplate = 'paymentReceived' | 'holdExpired' | 'holdOffered' | 'paymentRefunded';

/** Premium's invoice (premium-mail-templates.ts). */
export type PremiumTemplate = 'premiumInvoice';

/** An order's invoice documents mailed with their PDF (invoice-mail-templates.ts). */
export type InvoiceTemplate = 'invoiceIssued' | 'creditNoteIssued';

/** A gift voucher's mails (voucher-mail-templates.ts). */
export type VoucherTemplate = 'voucherPaid' | 'voucherDelivered' | 'voucherRefunded';

/** A message from a course's organiser to everyone booked (course-message-mail-templates.ts). */
export type CourseMessageTemplate = 'courseMessage';

/** The organiser's words to one person booked: `text` in `writtenIn` (German where they wrote no English). */
export type CourseMessageMail = BookedEvent & { from: string; text: string; writtenIn: Locale; liveLink: string };

/** The reminder's mail (reminder-mail-templates.ts). */
export type ReminderTemplate = 'sessionReminder';

/** What a reminder tells of one session, every part already in the person's language. */
export interface SessionReminderMail {
  name: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** The session's number (from 1) and how many the course has: „Termin 2 von 6“. */
  session: number;
  sessions: number;
  timeZone: string;
  /** Venue name and address on one line. */
  place: string;
  /** The way there in a route planner. */
  routeLink: string;
  whatToBring?: string;
  materialsIncluded: boolean;
  seats: number;
  /** The course's page. */
  link: string;
  /** Offered while the course has not begun: where to cancel, and what becomes of the money. */
  cancel?: { link: string; money: 'NONE' | 'REFUNDED' | 'NOT_REFUNDED'; deadline: string };
  /** Turns every reminder off, no sign-in needed. */
  optOutLink: string;
}

/** What a gift voucher's mails say of it, every part already formatted in the voucher's language. */
export interface VoucherMail {
  recipientName: string;
  /** „€ 50,00“. */
  value: string;
  /** The course it was bought as, its title; absent for a value voucher. */
  course?: string;
  /** The code grouped, „K7QM3V-XD9HTA-RW2PFC“. */
  code: string;
  validUntil: string;
  /** Where the courses are (/events) and where the balance is read (/vouchers/balance). */
  coursesLink: string;
  balanceLink: string;
}

/** To the buyer once paid: who receives it, and until when they may withdraw. */
export interface VoucherPaidMail extends VoucherMail {
  /** The buyer's name; absent: a greeting without a name. */
  name?: string;
  /** Absent: the buyer passes it on; else to whom and on which day it is mailed. */
  sendTo?: { email: string; on: string };
  withdrawUntil: string;
  /** The voucher's page (/vouchers/<id>). */
  voucherLink: string;
}

/** To the recipient on the buyer's day: who gives it (absent: unknown) and their message. */
export interface VoucherDeliveredMail extends VoucherMail {
  giver?: string;
  message: string;
}

/** To the buyer when the money of a voucher goes back. */
export interface VoucherRefundedMail {
  name?: string;
  reason: 'WITHDRAWN' | 'LATE_PAYMENT' | 'AMOUNT_MISMATCH' | 'OTHER';
  /** What was paid for the voucher; absent when the payment was of another amount (all of it goes back). */
  amount?: string;
  voucherLink: string;
}

/** A receipt (to the participant) or a fee invoice (to the organiser), every part formatted in the recipient's language. */
export interface InvoiceMail {
  /** Whom the greeting names. */
  name: string;
  /** What the document is, or for a credit note what it corrects. */
  kind: 'RECEIPT' | 'FEE_INVOICE';
  /** The document's printed number („R-7K3M9Q2X-000012“). */
  number: string;
  date: string;
  /** The course's title. */
  title: string;
  /** Who issued the document: the seller's or the operator's name. */
  issuer: string;
  total: string;
  /** Where the person finds all their documents (/app, /app/payouts). */
  link: string;
}

/** A credit note: the corrected document's number and why it was refunded. */
export interface CreditNoteMail extends InvoiceMail {
  corrects: string;
  reason: string;
}

/** Premium's invoice, every part already formatted in the recipient's language. */
export interface PremiumInvoiceMail {
  /** Whom the greeting names. */
  name: string;
  /** „P-000042“. */
  number: string;
  date: string;
  /** The site operator: name, address, VAT number, one line each. */
  seller: string[];
  /** The buyer as given at checkout, one line each. */
  buyer: string[];
  plan: PremiumPlanId;
  /** The venue's name. */
  venue: string;
  /** The period paid for, formatted. */
  period: string;
  net: string;
  vat: string;
  vatPercent: number;
  total: string;
  /** The venue's /venue_profile. */
  link: string;
}

/** What every payment mail says about the order, already in the recipient's language. */
export interface PaymentMail extends BookedEvent {
  /** "€ 65,00" / "€65.00". */
  amount: string;
  /** The order's /payment page. */
  orderLink: string;
}

/** The receipt: who sells (the organiser's name and address), and the VAT line the organiser set. */
export interface ReceiptMail extends PaymentMail {
  orderId: string;
  paidAt: string;
  organiser: string;
  vatNote?: string;
}

export interface HoldOfferedMail extends PaymentMail {
  /** Until when the seat is held, formatted. */
  until: string;
}

export interface RefundMail extends PaymentMail {
  reason: 'LATE_PAYMENT' | 'AMOUNT_MISMATCH' | 'EVENT_CANCELLED' | 'BOOKING_CANCELLED' | 'OTHER';
  /** An editor's words, for OTHER. */
  note?: string;
}

/** The event a booking mail is about, already in the recipient's language; `link` is its absolute page URL. */
export interface BookedEvent {
  name: string;
  title: string;
  /** Every session's start: a course meets on one or more dates. */
  starts: Date[];
  timeZone: string;
  /** Venue name and address on one line. */
  place: string;
  link: string;
  /** The seats the mail is about (a booking's, or those given up); absent: one seat, as before several were booked. */
  seats?: BookedSeats;
}

/** How many seats, the names given for them, and for a waitlist place whether fewer will do. */
export interface BookedSeats {
  count: number;
  names: string[];
  acceptFewer?: boolean;
}

/** A course the mail tells of, already in the recipient's language; `link` is its absolute page URL. */
export interface RadarCourse {
  title: string;
  reason: RadarMatchReason;
  /** The first date still to come that the alert looks for. */
  startsAt: Date;
  timeZone: string;
  /** Venue name and address on one line. */
  place: string;
  seatsLeft: number;
  link: string;
}

/** What a Restplatz-Radar mail tells (radar-mail-templates.ts): one course, or several in the hourly digest. */
export interface RadarMail {
  courses: RadarCourse[];
  /** Where the person manages their alerts. */
  manageLink: string;
  /** Pauses the alert, signed out. */
  unsubscribeLink: string;
}

/** The course decided, for one person booked (`waitlisted`: waiting for a seat). */
export type CourseConfirmedMail = BookedEvent & { waitlisted: boolean };
/** The course called off: how many booked and how many it needed. */
export type CourseCalledOffMail = BookedEvent & { booked: number; minimum: number };
/** The organiser's mail of either outcome; `link` is the course's page. */
export interface CourseDecidedMail {
  name: string;
  title: string;
  confirmed: boolean;
  booked: number;
  minimum: number;
  waitlisted: number;
  link: string;
}

/** "Samstag, 5. Dezember 2026, 14:00 Uhr" / "Saturday 5 December 2026, 14:00" (24-hour clock) in the event's time zone. */
export function formatWhen(date: Date, timeZone: string, locale: Locale): string {
  const { day, time } = formatsFor(locale, timeZone);
  return locale === 'de' ? `${day.format(date)}, ${time.format(date)} Uhr` : `${day.format(date)}, ${time.format(date)}`;
}

/**
 * The day's and the time's formats per language and time zone, made once: making one costs far more than using it,
 * and a booking's mail formats every date of its course (a herd of bookings, hundreds of mails in a second).
 */
const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsFor(locale: Locale, timeZone: string) {
  const key = `${locale} ${timeZone}`;
  let made = formats.get(key);
  if (!made) {
    const tag = locale === 'de' ? 'de-AT' : 'en-GB';
    made = {
      day: new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone }),
      time: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
    };
    formats.set(key, made);
  }
  return made;
}

/** A mail's subject and text before it is laid out as text and HTML. */
export interface MailText {
  subject: string;
  /** Paragraphs; a paragraph that is a URL becomes a link in the HTML part. */
  paragraphs: string[];
}

/** When (every date of a course, one per line) and where an event takes place, as two paragraphs, and the seats booked. */
export function whenAndWhere(event: Pick<BookedEvent, 'starts' | 'timeZone' | 'place' | 'seats'>, locale: Locale): string[] {
  const dates = event.starts.map((start) => formatWhen(start, event.timeZone, locale));
  const label = locale === 'de' ? (dates.length === 1 ? 'Wann' : 'Termine') : dates.length === 1 ? 'When' : 'Dates';
  const when = dates.length === 1 ? `${label}: ${dates[0]}` : `${label}:\n${dates.join('\n')}`;
  return [when, `${locale === 'de' ? 'Wo' : 'Where'}: ${event.place}`, ...seatsLine(event.seats, locale)];
}

/**
 * The seats a booking mail is about, as a paragraph: „Plätze: 2 (Anna, Tim)“. None for one seat without a name, so
 * that the mail of a single seat reads as it always did.
 */
export function seatsLine(seats: BookedSeats | undefined, locale: Locale): string[] {
  if (!seats || (seats.count === 1 && seats.names.length === 0)) return [];
  const label = locale === 'de' ? (seats.count === 1 ? 'Platz' : 'Plätze') : seats.count === 1 ? 'Seat' : 'Seats';
  const names = seats.names.length > 0 ? ` (${seats.names.join(', ')})` : '';
  const fewer = seats.acceptFewer ? (locale === 'de' ? ' – du nimmst auch weniger, wenn nicht alle frei werden' : ' – you also take fewer if not all of them come free') : '';
  return [`${label}: ${seats.count}${names}${fewer}`];
}
