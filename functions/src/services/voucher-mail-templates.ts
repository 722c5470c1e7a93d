// The mails of gift vouchers in German and English: to the buyer once paid (the code, who receives it, the right to
// withdraw), to the recipient on the buyer's day (who gives it, the message, how to redeem it), both with the
// voucher's PDF attached (voucher-mails.ts), and to the buyer when the money goes back.
import type { Locale } from '../domain/records.js';
import { VOUCHER_WITHDRAWAL_DAYS } from '../domain/vouchers.js';
import type { MailText, MailTemplates, VoucherMail, VoucherRefundedMail, VoucherTemplate } from './mail-templates.js';

const greeting = { de: (name?: string) => (name ? `Hallo ${name}!` : 'Hallo!'), en: (name?: string) => (name ? `Hello ${name},` : 'Hello,') };

/** The code and its validity, one line each. */
const codeLines = {
  de: (mail: VoucherMail) => [`Gutscheincode: ${mail.code}`, `Gültig bis ${mail.validUntil}`].join('\n'),
  en: (mail: VoucherMail) => [`Voucher code: ${mail.code}`, `Valid until ${mail.validUntil}`].join('\n'),
};

/** The voucher by what it is worth: a value, or the course it was bought as and its value. */
const voucherNoun = {
  de: (mail: VoucherMail) => (mail.course ? `Kursgutschein „${mail.course}“ (${mail.value})` : `Gutschein über ${mail.value}`),
  en: (mail: VoucherMail) => (mail.course ? `course voucher “${mail.course}” (${mail.value})` : `gift voucher worth ${mail.value}`),
};

const howToRedeem = {
  de: 'So löst du ihn ein: Such dir einen bezahlten Kurs aus, buch einen Platz und gib den Code auf der Zahlungsseite ein. Was der Gutschein nicht deckt, zahlst du mit Karte; was übrig bleibt, bleibt auf dem Gutschein.',
  en: 'How to redeem it: pick a paid course, book a place and type the code on the payment page. Whatever the voucher does not cover, you pay by card; whatever is left stays on the voucher.',
};

const refundWhy: Record<VoucherRefundedMail['reason'], Record<Locale, string>> = {
  WITHDRAWN: {
    de: 'Du bist vom Kauf deines Gutscheins zurückgetreten; der Gutschein ist damit nicht mehr gültig.',
    en: 'You withdrew from the purchase of your gift voucher; the voucher is no longer valid.',
  },
  LATE_PAYMENT: {
    de: 'Deine Zahlung für den Gutschein kam erst an, nachdem der Bezahlvorgang abgelaufen war, deshalb haben wir den Kauf nicht abgeschlossen.',
    en: 'Your payment for the gift voucher arrived after the checkout had ended, so we did not complete the purchase.',
  },
  AMOUNT_MISMATCH: {
    de: 'Der gezahlte Betrag passte nicht zum Gutschein, deshalb konnten wir die Zahlung nicht annehmen.',
    en: 'The amount paid did not match the gift voucher, so we could not accept the payment.',
  },
  OTHER: {
    de: 'Wir haben den Kauf deines Gutscheins storniert; der Gutschein ist nicht gültig.',
    en: 'We cancelled the purchase of your gift voucher; the voucher is not valid.',
  },
};

export const voucherTemplates = {
  voucherPaid: {
    de: (mail) => ({
      subject: `Dein Gutschein für ${mail.recipientName}`,
      paragraphs: [
        greeting.de(mail.name),
        `Danke für deinen Einkauf! Dein ${voucherNoun.de(mail)} für ${mail.recipientName} ist bezahlt und ab sofort einlösbar.`,
        codeLines.de(mail),
        mail.sendTo
          ? `Wir schicken den Gutschein am ${mail.sendTo.on} an ${mail.sendTo.email}. Eine Kopie zum Ausdrucken findest du im Anhang als PDF.`
          : 'Den Gutschein findest du im Anhang als PDF: Druck ihn aus oder gib ihn weiter.',
        `Solange der Gutschein nicht eingelöst ist, kannst du innerhalb von ${VOUCHER_WITHDRAWAL_DAYS} Tagen, bis ${mail.withdrawUntil}, ohne Angabe von Gründen vom Kauf zurücktreten und bekommst den ganzen Betrag zurück.`,
        'Deinen Gutschein und sein Guthaben findest du hier:',
        mail.voucherLink,
      ],
    }),
    en: (mail) => ({
      subject: `Your gift voucher for ${mail.recipientName}`,
      paragraphs: [
        greeting.en(mail.name),
        `thank you for your purchase! Your ${voucherNoun.en(mail)} for ${mail.recipientName} is paid and can be redeemed from now on.`,
        codeLines.en(mail),
        mail.sendTo
          ? `We will send the voucher to ${mail.sendTo.email} on ${mail.sendTo.on}. A copy to print is attached as a PDF.`
          : 'The voucher is attached as a PDF: print it or pass it on.',
        `As long as the voucher has not been redeemed, you may withdraw from the purchase within ${VOUCHER_WITHDRAWAL_DAYS} days, until ${mail.withdrawUntil}, without giving a reason, and get the whole amount back.`,
        'Your voucher and its balance are here:',
        mail.voucherLink,
      ],
    }),
  },
  voucherDelivered: {
    de: (mail) => ({
      subject: `${mail.giver ?? 'Jemand'} schenkt dir einen Kursgutschein`,
      paragraphs: [
        greeting.de(mail.recipientName),
        mail.course
          ? `${mail.giver ?? 'Jemand'} schenkt dir einen ${voucherNoun.de(mail)} im Magazin für Selbstgemachtes. Du kannst ihn auch für jeden anderen bezahlten Kurs einlösen.`
          : `${mail.giver ?? 'Jemand'} schenkt dir einen ${voucherNoun.de(mail)} für einen Kurs deiner Wahl im Magazin für Selbstgemachtes.`,
        ...(mail.message ? [`„${mail.message}“`] : []),
        codeLines.de(mail),
        howToRedeem.de,
        mail.coursesLink,
        'Dein Guthaben siehst du hier:',
        mail.balanceLink,
        'Den Gutschein zum Ausdrucken findest du im Anhang als PDF.',
      ],
    }),
    en: (mail) => ({
      subject: `${mail.giver ?? 'Someone'} is giving you a course voucher`,
      paragraphs: [
        greeting.en(mail.recipientName),
        mail.course
          ? `${mail.giver ?? 'someone'} is giving you a ${voucherNoun.en(mail)} at the Magazine for Homemade Things. You can redeem it on any other paid course too.`
          : `${mail.giver ?? 'someone'} is giving you a ${voucherNoun.en(mail)} for a course of your choice at the Magazine for Homemade Things.`,
        ...(mail.message ? [`“${mail.message}”`] : []),
        codeLines.en(mail),
        howToRedeem.en,
        mail.coursesLink,
        'Your balance is here:',
        mail.balanceLink,
        'The voucher to print is attached as a PDF.',
      ],
    }),
  },
  voucherRefunded: {
    de: (mail) => ({
      subject: `Rückerstattung: Gutschein${mail.amount ? ` über ${mail.amount}` : ''}`,
      paragraphs: [
        greeting.de(mail.name),
        refundWhy[mail.reason].de,
        `Wir erstatten dir ${mail.amount ?? 'den gezahlten Betrag'} auf dem Weg, auf dem du bezahlt hast. Je nach Bank dauert das einige Tage.`,
        mail.voucherLink,
      ],
    }),
    en: (mail) => ({
      subject: `Refund: gift voucher${mail.amount ? ` worth ${mail.amount}` : ''}`,
      paragraphs: [
        greeting.en(mail.name),
        refundWhy[mail.reason].en,
        `We are refunding ${mail.amount ?? 'the amount paid'} to the way you paid. Depending on your bank this takes a few days.`,
        mail.voucherLink,
      ],
    }),
  },
} satisfies { [T in VoucherTemplate]: Record<Locale, (params: MailTemplates[T]) => MailText> };
