// The mails that carry an order's invoice documents as PDFs, in German and English: the participant's receipt (in
// the seller's name) and the platform's fee invoice to the organiser, and the credit note (Stornorechnung) of either
// after a refund. They come apart from the payment's own mails because a document gets its number in its own store
// transaction after the order's change (services/order-documents.ts).
import type { Locale } from '../domain/records.js';
import type { CreditNoteMail, InvoiceMail, InvoiceTemplate, MailText, MailTemplates } from './mail-templates.js';

const what = {
  RECEIPT: {
    de: (mail: InvoiceMail) => `Hier ist die Rechnung für deinen Platz im Kurs „${mail.title}“, ausgestellt von ${mail.issuer}. Du findest sie im Anhang als PDF; bewahr sie gut auf.`,
    en: (mail: InvoiceMail) => `Here is the invoice for your place in the course “${mail.title}”, issued by ${mail.issuer}. It is attached as a PDF; please keep it.`,
  },
  FEE_INVOICE: {
    de: (mail: InvoiceMail) => `Du hast einen Platz im Kurs „${mail.title}“ verkauft. Hier ist unsere Rechnung über die Plattformgebühr, im Anhang als PDF; die Gebühr wird von deiner Auszahlung einbehalten.`,
    en: (mail: InvoiceMail) => `You sold a place in the course “${mail.title}”. Here is our invoice for the platform fee, attached as a PDF; the fee is kept back from your payout.`,
  },
};

const corrected = {
  RECEIPT: {
    de: (mail: CreditNoteMail) => `Dein Platz im Kurs „${mail.title}“ wurde erstattet (${mail.reason}). Hier ist die Stornorechnung zur Rechnung ${mail.corrects}, im Anhang als PDF.`,
    en: (mail: CreditNoteMail) => `Your place in the course “${mail.title}” was refunded (${mail.reason}). Here is the credit note for invoice ${mail.corrects}, attached as a PDF.`,
  },
  FEE_INVOICE: {
    de: (mail: CreditNoteMail) => `Ein Platz im Kurs „${mail.title}“ wurde erstattet (${mail.reason}), und mit ihm die Plattformgebühr. Hier ist die Stornorechnung zur Rechnung ${mail.corrects}, im Anhang als PDF.`,
    en: (mail: CreditNoteMail) => `A place in the course “${mail.title}” was refunded (${mail.reason}), and the platform fee with it. Here is the credit note for invoice ${mail.corrects}, attached as a PDF.`,
  },
};

export const invoiceTemplates = {
  invoiceIssued: {
    de: (mail) => ({
      subject: `Rechnung ${mail.number}: ${mail.kind === 'FEE_INVOICE' ? 'Plattformgebühr für ' : ''}${mail.title}`,
      paragraphs: [
        `Hallo ${mail.name}!`,
        what[mail.kind].de(mail),
        [`Rechnung Nr. ${mail.number}`, `Rechnungsdatum: ${mail.date}`, `Gesamtbetrag: ${mail.total}`].join('\n'),
        'Alle deine Rechnungen findest du hier:',
        mail.link,
      ],
    }),
    en: (mail) => ({
      subject: `Invoice ${mail.number}: ${mail.kind === 'FEE_INVOICE' ? 'platform fee for ' : ''}${mail.title}`,
      paragraphs: [
        `Hello ${mail.name},`,
        what[mail.kind].en(mail),
        [`Invoice no. ${mail.number}`, `Invoice date: ${mail.date}`, `Total: ${mail.total}`].join('\n'),
        'All your invoices are here:',
        mail.link,
      ],
    }),
  },
  creditNoteIssued: {
    de: (mail) => ({
      subject: `Stornorechnung ${mail.number}: ${mail.title}`,
      paragraphs: [
        `Hallo ${mail.name}!`,
        corrected[mail.kind].de(mail),
        [`Stornorechnung Nr. ${mail.number}`, `Datum: ${mail.date}`, `Korrektur der Rechnung ${mail.corrects}: −${mail.total}`].join('\n'),
        'Alle deine Rechnungen findest du hier:',
        mail.link,
      ],
    }),
    en: (mail) => ({
      subject: `Credit note ${mail.number}: ${mail.title}`,
      paragraphs: [
        `Hello ${mail.name},`,
        corrected[mail.kind].en(mail),
        [`Credit note no. ${mail.number}`, `Date: ${mail.date}`, `Correction of invoice ${mail.corrects}: −${mail.total}`].join('\n'),
        'All your invoices are here:',
        mail.link,
      ],
    }),
  },
} satisfies { [T in InvoiceTemplate]: Record<Locale, (params: MailTemplates[T]) => MailText> };
