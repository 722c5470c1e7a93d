// Premium's invoice in German and English: after every paid period (the first included) the invoice as text, with
// everything § 11 UStG asks of an invoice, though one of at most 400 € gross would need less: number and date, the
// seller (the site operator) and the buyer (as given at checkout), the service and its period, net, USt and total.
// The same invoice comes attached as a PDF (services/premium.ts).
import type { PremiumPlanId } from '../domain/premium.js';
import type { Locale } from '../domain/records.js';
import type { MailText, MailTemplates, PremiumTemplate } from './mail-templates.js';

/** The plans by name, as /venue-benefits names them (the catalogs' premium.plan.*). */
const planName: Record<PremiumPlanId, Record<Locale, string>> = {
  'premium-monthly': { de: 'Premium monatlich', en: 'Premium monthly' },
  'premium-yearly': { de: 'Premium jährlich', en: 'Premium yearly' },
};

export const premiumTemplates = {
  premiumInvoice: {
    de: (mail) => ({
      subject: `Rechnung ${mail.number}: ${planName[mail.plan].de} für ${mail.venue}`,
      paragraphs: [
        `Hallo ${mail.name}!`,
        'Danke für deine Zahlung. Hier ist deine Rechnung, im Anhang auch als PDF; bewahr sie gut auf.',
        [`Rechnung Nr. ${mail.number}`, `Rechnungsdatum: ${mail.date}`].join('\n'),
        ['Rechnungsaussteller:', ...mail.seller].join('\n'),
        ['Rechnungsempfänger:', ...mail.buyer].join('\n'),
        [`Leistung: ${planName[mail.plan].de} für „${mail.venue}“ im Magazin für Selbstgemachtes`, `Leistungszeitraum: ${mail.period}`].join('\n'),
        [`Nettobetrag: ${mail.net}`, `USt ${mail.vatPercent}\u00a0%: ${mail.vat}`, `Gesamtbetrag: ${mail.total}`].join('\n'),
        'Der Gesamtbetrag ist bereits bezahlt.',
        'Dein Premium und deinen Ort verwaltest du hier:',
        mail.link,
      ],
    }),
    en: (mail) => ({
      subject: `Invoice ${mail.number}: ${planName[mail.plan].en} for ${mail.venue}`,
      paragraphs: [
        `Hello ${mail.name},`,
        'thank you for your payment. Here is your invoice, attached as a PDF too; please keep it.',
        [`Invoice no. ${mail.number}`, `Invoice date: ${mail.date}`].join('\n'),
        ['Seller:', ...mail.seller].join('\n'),
        ['Billed to:', ...mail.buyer].join('\n'),
        [`Service: ${planName[mail.plan].en} for “${mail.venue}” in the Magazine for Homemade Things`, `Service period: ${mail.period}`].join('\n'),
        [`Net amount: ${mail.net}`, `VAT (USt) ${mail.vatPercent}%: ${mail.vat}`, `Total: ${mail.total}`].join('\n'),
        'The total has been paid.',
        'You manage your Premium and your venue here:',
        mail.link,
      ],
    }),
  },
} satisfies { [T in PremiumTemplate]: Record<Locale, (params: MailTemplates[T]) => MailText> };
