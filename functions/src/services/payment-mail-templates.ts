// The mails of paid seats in German and English: the receipt, a hold that ended unpaid, a seat offered from the
// waitlist (with the link to pay), and money given back (a late payment, an editor's refund, a cancelled event).
import type { Locale } from '../domain/records.js';
import { whenAndWhere, type MailText, type MailTemplates, type PaymentTemplate, type RefundMail } from './mail-templates.js';

const refundWhy: Record<RefundMail['reason'], Record<Locale, string>> = {
  LATE_PAYMENT: {
    de: 'Deine Zahlung kam erst an, nachdem die Reservierung abgelaufen war, und der Platz war inzwischen vergeben.',
    en: 'Your payment arrived after the hold had ended, and the seat had gone to someone else by then.',
  },
  AMOUNT_MISMATCH: {
    de: 'Der gezahlte Betrag passte nicht zur Bestellung, deshalb konnten wir die Zahlung nicht annehmen.',
    en: 'The amount paid did not match the order, so we could not accept the payment.',
  },
  EVENT_CANCELLED: {
    de: 'Der Kurs wurde abgesagt.',
    en: 'The course was cancelled.',
  },
  BOOKING_CANCELLED: {
    de: 'Du hast deine Buchung vor Ablauf der Stornofrist storniert; dein Platz ist freigegeben.',
    en: 'You cancelled your booking before the cancellation deadline; your seat has been released.',
  },
  OTHER: {
    de: 'Die Redaktion hat deine Zahlung erstattet.',
    en: 'The editors refunded your payment.',
  },
};

export const paymentTemplates = {
  paymentReceived: {
    de: (mail) => ({
      subject: `Zahlungsbestätigung: ${mail.title}`,
      paragraphs: [
        `Hallo ${mail.name}!`,
        `Danke, deine Zahlung ist angekommen und dein Platz ist fix.`,
        ...whenAndWhere(mail, 'de'),
        [`Beleg Nr. ${mail.orderId}`, `Bezahlt am ${mail.paidAt}: ${mail.amount}`, `Veranstalter: ${mail.organiser}`, ...(mail.vatNote ? [mail.vatNote] : [])].join('\n'),
        'Deine Bestellung:',
        mail.orderLink,
      ],
    }),
    en: (mail) => ({
      subject: `Payment received: ${mail.title}`,
      paragraphs: [
        `Hello ${mail.name},`,
        'thank you, your payment has arrived and your seat is confirmed.',
        ...whenAndWhere(mail, 'en'),
        [`Receipt no. ${mail.orderId}`, `Paid on ${mail.paidAt}: ${mail.amount}`, `Organiser: ${mail.organiser}`, ...(mail.vatNote ? [mail.vatNote] : [])].join('\n'),
        'Your order:',
        mail.orderLink,
      ],
    }),
  },
  holdExpired: {
    de: (mail) => ({
      subject: `Reservierung abgelaufen: ${mail.title}`,
      paragraphs: [
        `Hallo ${mail.name}!`,
        `Für deinen Platz ist innerhalb der Reservierung keine Zahlung (${mail.amount}) angekommen, deshalb haben wir ihn wieder freigegeben. Es wurde nichts abgebucht.`,
        'Wenn noch Plätze frei sind, kannst du jederzeit neu buchen:',
        mail.link,
      ],
    }),
    en: (mail) => ({
      subject: `Hold ended: ${mail.title}`,
      paragraphs: [
        `Hello ${mail.name},`,
        `no payment (${mail.amount}) arrived while your seat was held, so we released it. Nothing was charged.`,
        'If seats are still free, you can book again at any time:',
        mail.link,
      ],
    }),
  },
  holdOffered: {
    de: (mail) => ({
      subject: `Ein Platz ist frei geworden: ${mail.title}`,
      paragraphs: [
        `Hallo ${mail.name}!`,
        `Du bist von der Warteliste nachgerückt. Wir halten den Platz für dich bis ${mail.until}; bezahl bis dahin ${mail.amount}, dann gehört er dir:`,
        mail.orderLink,
        ...whenAndWhere(mail, 'de'),
      ],
    }),
    en: (mail) => ({
      subject: `A seat has come free: ${mail.title}`,
      paragraphs: [
        `Hello ${mail.name},`,
        `you have moved up from the waitlist. We hold the seat for you until ${mail.until}; pay ${mail.amount} by then and it is yours:`,
        mail.orderLink,
        ...whenAndWhere(mail, 'en'),
      ],
    }),
  },
  paymentRefunded: {
    de: (mail) => ({
      subject: `Rückerstattung: ${mail.title}`,
      paragraphs: [
        `Hallo ${mail.name}!`,
        refundWhy[mail.reason].de,
        ...(mail.note ? [`Begründung: ${mail.note}`] : []),
        `Wir erstatten dir ${mail.amount} auf dem Weg, auf dem du bezahlt hast. Je nach Bank dauert das einige Tage.`,
        mail.orderLink,
      ],
    }),
    en: (mail) => ({
      subject: `Refund: ${mail.title}`,
      paragraphs: [
        `Hello ${mail.name},`,
        refundWhy[mail.reason].en,
        ...(mail.note ? [`Reason: ${mail.note}`] : []),
        `We are refunding ${mail.amount} to the way you paid. Depending on your bank this takes a few days.`,
        mail.orderLink,
      ],
    }),
  },
} satisfies { [T in PaymentTemplate]: Record<Locale, (params: MailTemplates[T]) => MailText> };
