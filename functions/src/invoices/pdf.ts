// Invoices and credit notes (domain/invoices.ts) as A4 PDFs in German or English, drawn with pdfkit in DejaVu Sans
// (embedded as a subset: umlauts, „…“, € and names beyond Latin-1). The same stored record gives the same bytes
// every time: the PDF's dates are the document's issue date and its file id derives from them. Rendering is
// synchronous (pdfkit writes the whole file when it ends), so a store transaction's mail callback can attach the PDF
// of the document it numbers (InvoiceRepository.issue, the Premium invoice's mail).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { InvoiceDocumentRecord, InvoiceKind, InvoiceParty } from '../domain/invoices.js';
import { isSmallAmountInvoice } from '../domain/invoices.js';
import { operator } from '../domain/operator.js';
import type { Locale, MailAttachment } from '../domain/records.js';

export const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
/** Font paths double as pdfkit's font names: the document's default font is then parsed once. */
export const fonts = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf'), logo: fontFile('DejaVuSerif-Bold.ttf') };

/** The site's colours (web/styles/site.css, light mode): the accent for the name and rules, the text, the muted. */
export const colours = { accent: '#b4532a', text: '#1c1815', muted: '#5c534d', rule: '#d9d2cb' };
export const TIME_ZONE = 'Europe/Vienna';
const PAGE = { width: 595.28, height: 841.89, margin: 56 };

const labels = {
  de: {
    title: { RECEIPT: 'Rechnung', FEE_INVOICE: 'Rechnung', PREMIUM_INVOICE: 'Rechnung', CREDIT_NOTE: 'Stornorechnung' } satisfies Record<InvoiceKind, string>,
    subtitle: {
      RECEIPT: 'Kursbuchung',
      FEE_INVOICE: 'Plattformgebühr',
      PREMIUM_INVOICE: 'Premium-Eintrag',
      CREDIT_NOTE: 'Rechnungskorrektur',
    } satisfies Record<InvoiceKind, string>,
    smallAmount: 'Kleinbetragsrechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    serviceDate: 'Leistungsdatum',
    servicePeriod: 'Leistungszeitraum',
    order: 'Bestellung',
    corrects: (id: string, date: string) => `Korrektur der Rechnung ${id} vom ${date}`,
    reason: 'Grund',
    issuer: 'Rechnungsaussteller',
    recipient: 'Rechnungsempfänger',
    vatId: 'UID',
    recipientVatId: 'UID des Leistungsempfängers',
    onBehalf: (site: string) => `Verkauft über das ${site} im Namen und auf Rechnung des Rechnungsausstellers.`,
    position: 'Pos.',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    net: 'Nettobetrag',
    vat: (percent: number) => `USt ${percent}\u00a0%`,
    total: 'Gesamtbetrag',
    correctionTotal: 'Korrekturbetrag',
    smallBusiness: 'Umsatzsteuerfrei aufgrund der Kleinunternehmerregelung (§ 6 Abs. 1 Z 27 UStG).',
    reverseCharge: 'Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge, § 19 Abs. 1 UStG, Art. 196 MwStSystRL).',
    paid: (date: string, card: boolean) => `Bezahlt am ${date}${card ? ' per Karte' : ''}.`,
    paidWith: (date: string, parts: string) => `Bezahlt am ${date}: ${parts}.`,
    refundedWith: (date: string, parts: string) => `Am ${date} zurückerstattet: ${parts}.`,
    part: {
      CARD: (amount: string) => `${amount} per Karte`,
      VOUCHER: (amount: string, hint: string) => `${amount} mit dem Gutschein …${hint}`,
      PLATFORM_DISCOUNT: (amount: string, code: string) => `${amount} Rabatt mit dem Code „${code}“`,
    },
    refundPart: { CARD: (amount: string) => `${amount} auf deine Karte`, VOUCHER: (amount: string, hint: string) => `${amount} auf den Gutschein …${hint}` },
    thirdParty: (payer: string, vat: boolean) => `Den Rabatt zahlt ${payer} als Dritter${vat ? '; die USt bemisst sich am vollen Preis' : ''}.`,
    withheld: (date: string) => `Die Gebühr wurde am ${date} von der Auszahlung an dich einbehalten.`,
    refunded: (date: string, card: boolean) => `Der Betrag wurde am ${date} ${card ? 'auf deine Karte' : 'auf dein ursprüngliches Zahlungsmittel'} zurückerstattet.`,
    credited: (date: string) => `Der Betrag wurde am ${date} deinem Guthaben beim Zahlungsdienst gutgeschrieben.`,
    demo: 'Beispieldaten der Demo: keine gültige Rechnung.',
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  },
  en: {
    title: { RECEIPT: 'Invoice', FEE_INVOICE: 'Invoice', PREMIUM_INVOICE: 'Invoice', CREDIT_NOTE: 'Credit note' } satisfies Record<InvoiceKind, string>,
    subtitle: {
      RECEIPT: 'Course booking',
      FEE_INVOICE: 'Platform fee',
      PREMIUM_INVOICE: 'Premium listing',
      CREDIT_NOTE: 'Correction of an invoice (Stornorechnung)',
    } satisfies Record<InvoiceKind, string>,
    smallAmount: 'Simplified invoice (Kleinbetragsrechnung)',
    number: 'Invoice number',
    date: 'Invoice date',
    serviceDate: 'Date of service',
    servicePeriod: 'Service period',
    order: 'Order',
    corrects: (id: string, date: string) => `Corrects invoice ${id} of ${date}`,
    reason: 'Reason',
    issuer: 'Issued by',
    recipient: 'Billed to',
    vatId: 'VAT ID',
    recipientVatId: 'Recipient’s VAT ID',
    onBehalf: (site: string) => `Sold via the ${site} in the name and on behalf of the issuer.`,
    position: 'No.',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    net: 'Net amount',
    vat: (percent: number) => `VAT ${percent}%`,
    total: 'Total',
    correctionTotal: 'Amount corrected',
    smallBusiness: 'Exempt from VAT under the small business scheme (Kleinunternehmerregelung, § 6 Abs. 1 Z 27 UStG).',
    reverseCharge: 'Reverse charge: the VAT is owed by the recipient of the service (Art. 196 of the VAT Directive, § 19 Abs. 1 UStG).',
    paid: (date: string, card: boolean) => `Paid on ${date}${card ? ' by card' : ''}.`,
    paidWith: (date: string, parts: string) => `Paid on ${date}: ${parts}.`,
    refundedWith: (date: string, parts: string) => `Refunded on ${date}: ${parts}.`,
    part: {
      CARD: (amount: string) => `${amount} by card`,
      VOUCHER: (amount: string, hint: string) => `${amount} with the gift voucher …${hint}`,
      PLATFORM_DISCOUNT: (amount: string, code: string) => `${amount} discount with the code “${code}”`,
    },
    refundPart: { CARD: (amount: string) => `${amount} to your card`, VOUCHER: (amount: string, hint: string) => `${amount} to the gift voucher …${hint}` },
    thirdParty: (payer: string, vat: boolean) => `${payer} pays the discount as a third party${vat ? '; VAT is charged on the full price' : ''}.`,
    withheld: (date: string) => `The fee was kept back from your payout on ${date}.`,
    refunded: (date: string, card: boolean) => `The amount was refunded ${card ? 'to your card' : 'to your original means of payment'} on ${date}.`,
    credited: (date: string) => `The amount was credited to your balance with the payment provider on ${date}.`,
    demo: 'Demo data: not a valid invoice.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const;

/** The language tag a document's dates, amounts and country names are formatted in. */
export const languageTag = (locale: Locale) => (locale === 'de' ? 'de-AT' : 'en-GB');

function formatters(doc: InvoiceDocumentRecord) {
  const tag = languageTag(doc.locale);
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: TIME_ZONE });
  const days = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: doc.currency });
  const regions = new Intl.DisplayNames([tag], { type: 'region' });
  // A credit note's amounts reduce the corrected document's: printed with a minus sign.
  const sign = doc.kind === 'CREDIT_NOTE' ? -1 : 1;
  return {
    date: (date: Date) => dates.format(date),
    sameDay: (a: Date, b: Date) => days.format(a) === days.format(b),
    money: (cents: number) => money.format((sign * cents) / 100),
    /** Without the credit note's sign: an amount in a sentence. */
    amount: (cents: number) => money.format(cents / 100),
    country: (code: string | null) => (code ? (regions.of(code.toUpperCase()) ?? code) : null),
  };
}

/** The lines of a party's block: name, address, country, UID. */
function partyLines(party: InvoiceParty, country: (code: string | null) => string | null, vatLabel: string): string[] {
  return [party.name, ...party.address, country(party.country), party.vatId ? `${vatLabel}: ${party.vatId}` : null].filter((item): item is string => !!item && item.trim().length > 0);
}

/** The file name of a document's PDF: its number, as the recipient files it. */
export const invoiceFileName = (doc: Pick<InvoiceDocumentRecord, 'id'>): string => `${doc.id.replace(/[^\w-]/g, '_')}.pdf`;

/** The document as a PDF, synchronously: pdfkit writes the whole file into its stream's buffer when it ends. */
export function renderInvoicePdfSync(doc: InvoiceDocumentRecord): Buffer {
  const words = labels[doc.locale];
  const format = formatters(doc);
  const title = `${words.title[doc.kind]} ${doc.id}`;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: fonts.regular,
    bufferPages: true,
    lang: languageTag(doc.locale),
    displayTitle: true,
    // Fixed metadata: the same record gives the same file (pdfkit derives the file id from these).
    info: { Title: title, Author: doc.issuer.name, Subject: words.subtitle[doc.kind], Creator: operator.magazineName[doc.locale], Producer: 'pdfkit', CreationDate: doc.issuedAt, ModDate: doc.issuedAt },
  });
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; colour?: string } = {}) => {
    const { font = fonts.regular, size = 9.5, colour = colours.text, ...rest } = options;
    pdf.font(font).fontSize(size).fillColor(colour).text(value, x, y, { lineBreak: true, ...rest });
    return pdf.y;
  };
  const rule = (y: number, colour = colours.rule) => pdf.moveTo(left, y).lineTo(left + width, y).lineWidth(0.75).strokeColor(colour).stroke();

  // The site's name as its logo text, and a rule in the accent colour.
  text(operator.magazineName[doc.locale], left, PAGE.margin - 8, { font: fonts.logo, size: 15, colour: colours.accent });
  rule(PAGE.margin + 16, colours.accent);

  // The issuer top right, the recipient on the left, as a window envelope has it.
  const blockTop = PAGE.margin + 34;
  const halfWidth = width / 2 - 12;
  text(words.issuer, left + width / 2 + 12, blockTop, { size: 8, colour: colours.muted, width: halfWidth });
  let y = text(partyLines(doc.issuer, format.country, words.vatId).join('\n'), left + width / 2 + 12, pdf.y + 2, { width: halfWidth });
  text(words.recipient, left, blockTop, { size: 8, colour: colours.muted, width: halfWidth });
  y = Math.max(y, text(partyLines(doc.recipient, format.country, words.vatId).join('\n'), left, pdf.y + 2, { width: halfWidth }));

  // Title, number and dates.
  y = text(words.title[doc.kind], left, y + 28, { font: fonts.bold, size: 20 });
  const subtitle = [words.subtitle[doc.kind], doc.kind !== 'CREDIT_NOTE' && isSmallAmountInvoice(doc) && doc.recipient.address.length === 0 ? words.smallAmount : null].filter(Boolean).join(' · ');
  y = text(subtitle, left, y + 2, { size: 10, colour: colours.muted });
  const sameDay = format.sameDay(doc.service.start, doc.service.end);
  const facts: [string, string][] = [
    [words.number, doc.id],
    [words.date, format.date(doc.issuedAt)],
    sameDay ? [words.serviceDate, format.date(doc.service.start)] : [words.servicePeriod, `${format.date(doc.service.start)} – ${format.date(doc.service.end)}`],
    ...(doc.orderId ? [[words.order, doc.orderId] as [string, string]] : []),
  ];
  y += 10;
  for (const [label, value] of facts) {
    text(label, left, y, { width: 130, colour: colours.muted });
    y = Math.max(pdf.y, text(value, left + 130, y, { width: width - 130 })) + 2;
  }
  if (doc.corrects) y = text(words.corrects(doc.corrects.id, format.date(doc.corrects.issuedAt)), left, y + 4, { font: fonts.bold, width });
  if (doc.reason) y = text(`${words.reason}: ${doc.reason}`, left, y + 2, { width });

  // The lines: position, description, quantity, unit price and amount (net where VAT is shown apart).
  const columns = { position: left, description: left + 30, quantity: left + width - 190, unit: left + width - 150, amount: left + width - 75 };
  y += 18;
  const header = (top: number) => {
    text(words.position, columns.position, top, { font: fonts.bold, size: 8.5 });
    text(words.description, columns.description, top, { font: fonts.bold, size: 8.5 });
    text(words.quantity, columns.quantity, top, { font: fonts.bold, size: 8.5, width: 36, align: 'right' });
    text(words.unitPrice, columns.unit, top, { font: fonts.bold, size: 8.5, width: 70, align: 'right' });
    text(words.amount, columns.amount, top, { font: fonts.bold, size: 8.5, width: 75, align: 'right' });
    rule(top + 14);
    return top + 20;
  };
  y = header(y);
  const vatApart = doc.vat.kind === 'STANDARD';
  doc.lines.forEach((item, index) => {
    if (y > PAGE.height - 220) {
      pdf.addPage();
      y = header(PAGE.margin);
    }
    const amount = vatApart ? item.netCents : item.grossCents;
    text(String(index + 1), columns.position, y);
    const bottom = text(item.description, columns.description, y, { width: columns.quantity - columns.description - 10 });
    text(String(item.quantity), columns.quantity, y, { width: 36, align: 'right' });
    text(format.money(Math.round(amount / item.quantity)), columns.unit, y, { width: 70, align: 'right' });
    text(format.money(amount), columns.amount, y, { width: 75, align: 'right' });
    y = bottom + 6;
  });
  rule(y);

  // Totals: net, VAT by rate and the total; without VAT shown, the total alone.
  y += 8;
  const totalRow = (label: string, value: string, bold = false) => {
    text(label, columns.unit - 110, y, { width: 180, align: 'right', font: bold ? fonts.bold : fonts.regular, size: bold ? 11 : 9.5 });
    y = text(value, columns.amount, y, { width: 75, align: 'right', font: bold ? fonts.bold : fonts.regular, size: bold ? 11 : 9.5 }) + 3;
  };
  if (doc.vat.kind === 'STANDARD') {
    totalRow(words.net, format.money(doc.netCents));
    totalRow(words.vat(doc.vat.percent), format.money(doc.vatCents));
  }
  totalRow(doc.kind === 'CREDIT_NOTE' ? words.correctionTotal : words.total, format.money(doc.grossCents), true);

  // The VAT note, the payment note, and for an organiser's receipt who sold it.
  const notes: string[] = [];
  if (doc.vat.kind === 'SMALL_BUSINESS') notes.push(words.smallBusiness);
  if (doc.vat.kind === 'REVERSE_CHARGE') notes.push(words.reverseCharge, ...(doc.recipient.vatId ? [`${words.recipientVatId}: ${doc.recipient.vatId}`] : []));
  const settlement = doc.settlement;
  // How a voucher, a site-wide discount and the card shared the amount, and how it went back.
  const paidWith = (doc.paidWith ?? []).map((part) => (part.kind === 'CARD' ? words.part.CARD(format.amount(part.cents)) : part.kind === 'VOUCHER' ? words.part.VOUCHER(format.amount(part.cents), part.codeHint) : words.part.PLATFORM_DISCOUNT(format.amount(part.cents), part.code)));
  const refundedWith = (doc.paidWith ?? []).flatMap((part) => (part.kind === 'CARD' ? [words.refundPart.CARD(format.amount(part.cents))] : part.kind === 'VOUCHER' ? [words.refundPart.VOUCHER(format.amount(part.cents), part.codeHint)] : []));
  if (settlement) {
    const at = format.date(settlement.at);
    if (settlement.kind === 'PAID') notes.push(paidWith.length > 0 ? words.paidWith(at, paidWith.join(', ')) : words.paid(at, settlement.method === 'card'));
    else if (settlement.kind === 'WITHHELD_FROM_PAYOUT') notes.push(words.withheld(at));
    else if (settlement.kind === 'REFUNDED') notes.push(refundedWith.length > 0 ? words.refundedWith(at, refundedWith.join(', ')) : words.refunded(at, settlement.method === 'card'));
    else notes.push(words.credited(at));
  }
  if (doc.paidWith?.some((part) => part.kind === 'PLATFORM_DISCOUNT')) notes.push(words.thirdParty(operator.name, doc.vat.kind === 'STANDARD'));
  if (doc.issuerKey.startsWith('organiser:')) notes.push(words.onBehalf(operator.magazineName[doc.locale]));
  if (operator.demo) notes.push(words.demo);
  y += 14;
  for (const note of notes) y = text(note, left, y, { width }) + 4;

  // Footer on every page: the issuer's facts and the page.
  const range = pdf.bufferedPageRange();
  const footer = [[doc.issuer.name, ...doc.issuer.address, doc.issuer.vatId ? `${words.vatId} ${doc.issuer.vatId}` : null], doc.issuer.facts]
    .map((items) => items.filter(Boolean).join(' · '))
    .filter(Boolean)
    .join('\n');
  for (let page = range.start; page < range.start + range.count; page++) {
    pdf.switchToPage(page);
    const bottom = PAGE.height - PAGE.margin;
    // Drawing below the bottom margin would make pdfkit open a page: lift the margin while writing the footer.
    pdf.page.margins.bottom = 0;
    rule(bottom - 30);
    text(footer, left, bottom - 24, { size: 7.5, colour: colours.muted, width: width - 70 });
    text(words.page(page + 1, range.count), left + width - 70, bottom - 24, { size: 7.5, colour: colours.muted, width: 70, align: 'right' });
  }
  pdf.end();
  const bytes = pdf.read() as Buffer | null;
  if (!bytes) throw new Error(`pdfkit wrote nothing for ${doc.id}`);
  return bytes;
}

/** The document as a PDF. */
export async function renderInvoicePdf(doc: InvoiceDocumentRecord): Promise<Buffer> {
  return renderInvoicePdfSync(doc);
}

/** The document's PDF as a mail attachment (MailRecord.attachments). */
export function invoiceAttachment(doc: InvoiceDocumentRecord): MailAttachment {
  return { filename: invoiceFileName(doc), contentType: 'application/pdf', content: renderInvoicePdfSync(doc).toString('base64'), encoding: 'base64' };
}
