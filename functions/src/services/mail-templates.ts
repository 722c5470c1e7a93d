// The mails of the magazine in German and English, as subject and paragraphs: what each template needs, and the
// templates of signing in and booking (the editorial ones are in editorial-mail-templates.ts).
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
  bookingCancelled: BookedEvent & { notRefunded?: { amount: string; deadline: string } };
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
  const tag = locale === 'de' ? 'de-AT' : 'en-GB';
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone }).format(date);
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
  return locale === 'de' ? `${day}, ${time} Uhr` : `${day}, ${time}`;
}

/** A mail's subject and text before it is laid out as text and HTML. */
export interface MailText {
  subject: string;
  /** Paragraphs; a paragraph that is a URL becomes a link in the HTML part. */
  paragraphs: string[];
}

/** The mails of signing in and of booking. */
export const accountAndBookingTemplates = {
  signInLink: {
    de: ({ link }) => ({
      subject: 'Dein Anmeldelink für das Magazin für Selbstgemachtes',
      paragraphs: [
        'Hallo!',
        'Mit diesem Link meldest du dich an. Er gilt eine Stunde lang und nur einmal:',
        link,
        'Wenn du keinen Link angefordert hast, kannst du diese E-Mail einfach ignorieren.',
      ],
    }),
    en: ({ link }) => ({
      subject: 'Your sign-in link for the Magazine for Homemade Things',
      paragraphs: [
        'Hello!',
        'Use this link to sign in. It works once, within the next hour:',
        link,
        'If you did not ask for a link, you can simply ignore this email.',
      ],
    }),
  },
  passwordReset: {
    de: ({ link }) => ({
      subject: 'Neues Passwort festlegen',
      paragraphs: [
        'Hallo!',
        'Über diesen Link legst du ein neues Passwort fest. Er gilt eine Stunde lang und nur einmal:',
        link,
        'Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt dann, wie es ist.',
      ],
    }),
    en: ({ link }) => ({
      subject: 'Set a new password',
      paragraphs: [
        'Hello!',
        'Use this link to set a new password. It works once, within the next hour:',
        link,
        'If you did not ask for a new password, ignore this email and your password stays as it is.',
      ],
    }),
  },
  bookingConfirmed: {
    de: (event) => ({
      subject: `Dein Platz ist reserviert: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Dein Platz für „${event.title}“ ist reserviert. Wir freuen uns auf dich!`,
        ...whenAndWhere(event, 'de'),
        event.link,
        'Falls du doch nicht kommen kannst, storniere bitte auf der Seite des Kurses. Dann rückt jemand von der Warteliste nach.',
      ],
    }),
    en: (event) => ({
      subject: `Your seat is booked: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `Your seat for “${event.title}” is booked. We look forward to seeing you!`,
        ...whenAndWhere(event, 'en'),
        event.link,
        'If you cannot come after all, please cancel on the course page so that someone from the waitlist can take your seat.',
      ],
    }),
  },
  bookingWaitlisted: {
    de: (event) => ({
      subject: `Du stehst auf der Warteliste: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `„${event.title}“ ist gerade ausgebucht, darum haben wir dich auf die Warteliste gesetzt. Sobald ein Platz frei wird, rückst du automatisch nach und bekommst eine E-Mail.`,
        ...whenAndWhere(event, 'de'),
        event.link,
      ],
    }),
    en: (event) => ({
      subject: `You are on the waitlist: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `“${event.title}” is fully booked right now, so we put you on the waitlist. As soon as a seat becomes free, it is yours and we will send you an email.`,
        ...whenAndWhere(event, 'en'),
        event.link,
      ],
    }),
  },
  waitlistPromoted: {
    de: (event) => ({
      subject: `Du bist nachgerückt: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Gute Nachricht: Bei „${event.title}“ ist ein Platz frei geworden, und er ist jetzt für dich reserviert.`,
        ...whenAndWhere(event, 'de'),
        event.link,
        'Falls du nicht mehr kommen kannst, storniere bitte auf der Seite des Kurses, damit der Platz weitergegeben werden kann.',
      ],
    }),
    en: (event) => ({
      subject: `A seat is yours: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `Good news: a seat for “${event.title}” has become free, and it is now booked for you.`,
        ...whenAndWhere(event, 'en'),
        event.link,
        'If you can no longer come, please cancel on the course page so that the seat can go to someone else.',
      ],
    }),
  },
  bookingCancelled: {
    de: (event) => ({
      subject: `Deine Buchung ist storniert: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Deine Buchung für „${event.title}“ ist storniert.`,
        ...(event.notRefunded ? [`Die Stornofrist endete am ${event.notRefunded.deadline}; die bezahlten ${event.notRefunded.amount} werden daher nicht erstattet.`] : []),
        ...whenAndWhere(event, 'de'),
        'Wenn du es dir anders überlegst, kannst du auf der Seite des Kurses wieder buchen, solange Plätze frei sind:',
        event.link,
      ],
    }),
    en: (event) => ({
      subject: `Your booking is cancelled: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `Your booking for “${event.title}” is cancelled.`,
        ...(event.notRefunded ? [`The cancellation deadline was ${event.notRefunded.deadline}, so the ${event.notRefunded.amount} you paid is not refunded.`] : []),
        ...whenAndWhere(event, 'en'),
        'If you change your mind, you can book again on the course page while seats are left:',
        event.link,
      ],
    }),
  },
} satisfies { [T in Exclude<MailTemplate, EditorialTemplate | RadarTemplate | CourseMinimumTemplate | PaymentTemplate | PremiumTemplate>]: Record<Locale, (params: MailTemplates[T]) => MailText> };

/** When (every date of a course, one per line) and where an event takes place, as two paragraphs. */
export function whenAndWhere(event: Pick<BookedEvent, 'starts' | 'timeZone' | 'place'>, locale: Locale): string[] {
  const dates = event.starts.map((start) => formatWhen(start, event.timeZone, locale));
  const label = locale === 'de' ? (dates.length === 1 ? 'Wann' : 'Termine') : dates.length === 1 ? 'When' : 'Dates';
  const when = dates.length === 1 ? `${label}: ${dates[0]}` : `${label}:\n${dates.join('\n')}`;
  return [when, `${locale === 'de' ? 'Wo' : 'Where'}: ${event.place}`];
}
