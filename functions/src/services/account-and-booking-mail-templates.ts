// The mails of signing in (link, password reset) and of booking (confirmed, waitlisted, moved up, cancelled), in
// German and English.
import type { Locale } from '../domain/records.js';
import {
  whenAndWhere,
  type CourseMessageTemplate,
  type CourseMinimumTemplate,
  type EditorialTemplate,
  type InvoiceTemplate,
  type MailTemplate,
  type MailTemplates,
  type MailText,
  type PaymentTemplate,
  type PremiumTemplate,
  type RadarTemplate,
  type ReminderTemplate,
  type VoucherTemplate,
} from './mail-templates.js';

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
      subject: event.kept ? `Plätze storniert: ${event.title}` : `Deine Buchung ist storniert: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        event.kept
          ? `Von deiner Buchung für „${event.title}“ ${event.seats?.count === 1 ? 'ist 1 Platz' : `sind ${event.seats?.count} Plätze`} storniert; ${event.kept === 1 ? '1 Platz bleibt' : `${event.kept} Plätze bleiben`} für dich gebucht.`
          : `Deine Buchung für „${event.title}“ ist storniert.`,
        ...(event.refund ? [`Wir erstatten dir ${event.refund} auf dem Weg, auf dem du bezahlt hast. Je nach Bank dauert das einige Tage.`] : []),
        ...(event.notRefunded ? [`Die Stornofrist endete am ${event.notRefunded.deadline}; die bezahlten ${event.notRefunded.amount} werden daher nicht erstattet.`] : []),
        ...whenAndWhere(event, 'de'),
        'Wenn du es dir anders überlegst, kannst du auf der Seite des Kurses wieder buchen, solange Plätze frei sind:',
        event.link,
      ],
    }),
    en: (event) => ({
      subject: event.kept ? `Seats cancelled: ${event.title}` : `Your booking is cancelled: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        event.kept
          ? `${event.seats?.count === 1 ? '1 seat' : `${event.seats?.count} seats`} of your booking for “${event.title}” ${event.seats?.count === 1 ? 'is' : 'are'} cancelled; ${event.kept === 1 ? '1 seat stays' : `${event.kept} seats stay`} booked for you.`
          : `Your booking for “${event.title}” is cancelled.`,
        ...(event.refund ? [`We are refunding ${event.refund} to the way you paid. Depending on your bank this takes a few days.`] : []),
        ...(event.notRefunded ? [`The cancellation deadline was ${event.notRefunded.deadline}, so the ${event.notRefunded.amount} you paid is not refunded.`] : []),
        ...whenAndWhere(event, 'en'),
        'If you change your mind, you can book again on the course page while seats are left:',
        event.link,
      ],
    }),
  },
} satisfies { [T in Exclude<MailTemplate, CourseMessageTemplate | EditorialTemplate | RadarTemplate | CourseMinimumTemplate | PaymentTemplate | PremiumTemplate | InvoiceTemplate | VoucherTemplate | ReminderTemplate>]: Record<Locale, (params: MailTemplates[T]) => MailText> };
