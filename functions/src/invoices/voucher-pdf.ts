// The printable gift voucher (domain/vouchers.ts): one A4 landscape page in the site's style, in the voucher's
// language, to print or pass on: for whom, the buyer's message, the value (or the course it was bought as), the
// code large in monospace, how long it is valid and how it is redeemed, and who issued it. Drawn with pdfkit in the
// invoices' DejaVu fonts (umlauts, „…“, € and names beyond Latin-1); the same voucher gives the same bytes, as its
// dates are the purchase's and pdfkit derives the file id from them.
import PDFDocument from 'pdfkit';
import { operator } from '../domain/operator.js';
import type { EventRecord, MailAttachment } from '../domain/records.js';
import { pageUrlAt, siteOriginFromEnv } from '../domain/site-urls.js';
import { formatVoucherCode } from '../domain/voucher-codes.js';
import type { VoucherRecord } from '../domain/vouchers.js';
import { TIME_ZONE, colours, fontFile, fonts, languageTag } from './pdf.js';

const voucherFonts = {
  ...fonts,
  serif: fontFile('DejaVuSerif.ttf'),
  serifItalic: fontFile('DejaVuSerif-Italic.ttf'),
  mono: fontFile('DejaVuSansMono-Bold.ttf'),
};
/** The site's paper, tinted areas, hairlines and cards (web/styles/site.css, light mode: paper prints light). */
const surfaces = { paper: '#fbf7f0', clay: '#f1e4d3', line: '#e3d6c4', card: '#ffffff', accentDark: '#8a3c1b' };
/** A4 landscape in points. */
const PAGE = { width: 841.89, height: 595.28, margin: 60 };
/** Where a long message is cut: the page keeps room for the code and how to redeem it. */
const MESSAGE_MAX_HEIGHT = 86;
/** Where a long name is cut: two lines. */
const NAME_MAX_HEIGHT = 50;

const texts = {
  de: {
    title: 'Gutschein',
    subject: 'Geschenkgutschein',
    forName: (name: string) => `für ${name}`,
    fromName: (name: string) => `von ${name}`,
    quoted: (message: string) => `„${message}“`,
    worth: 'Im Wert von',
    forCourse: 'Für den Kurs',
    courseWorth: (value: string) => `im Wert von ${value}`,
    anyCourse: 'Einlösbar für jeden bezahlten Kurs auf der Seite.',
    validUntil: 'Gültig bis',
    code: 'Gutscheincode',
    howTo: 'So löst du ihn ein',
    steps: (courses: string, balance: string) => [
      `Such dir einen bezahlten Kurs aus: ${courses}`,
      'Buch einen Platz und gib den Code auf der Zahlungsseite ein. Was der Gutschein nicht deckt, zahlst du mit Karte.',
      `Was übrig bleibt, bleibt auf dem Gutschein. Dein Guthaben siehst du unter ${balance}`,
    ],
    issuedBy: (issuer: string) => `Ausgestellt von ${issuer}`,
  },
  en: {
    title: 'Gift voucher',
    subject: 'Gift voucher',
    forName: (name: string) => `for ${name}`,
    fromName: (name: string) => `from ${name}`,
    quoted: (message: string) => `“${message}”`,
    worth: 'Worth',
    forCourse: 'For the course',
    courseWorth: (value: string) => `worth ${value}`,
    anyCourse: 'Redeemable on any paid course on the site.',
    validUntil: 'Valid until',
    code: 'Voucher code',
    howTo: 'How to redeem it',
    steps: (courses: string, balance: string) => [
      `Pick a paid course: ${courses}`,
      'Book a place and type the code on the payment page. Whatever the voucher does not cover, you pay by card.',
      `Whatever is left stays on the voucher. Check the balance at ${balance}`,
    ],
    issuedBy: (issuer: string) => `Issued by ${issuer}`,
  },
} as const;

/** The message whole if it fits, else its longest beginning (to a word's end) that fits with „…“: the closing quote stays. */
function shortenedToFit(message: string, fits: (value: string) => boolean): string {
  if (fits(message)) return message;
  let low = 0;
  let high = message.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(`${message.slice(0, middle).trimEnd()}…`)) low = middle;
    else high = middle - 1;
  }
  // At the end of a word where one ends close by.
  const cut = message.slice(0, low);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= low - 20 ? atWord : cut).trimEnd()}…`;
}

/** The file name of a voucher's PDF: what it is and the code's last group, as a person files it. */
export const voucherFileName = (voucher: Pick<VoucherRecord, 'code' | 'locale'>): string =>
  `${voucher.locale === 'de' ? 'Gutschein' : 'Gift-voucher'}-${voucher.code.slice(-6)}.pdf`;

/** The voucher as a PDF, synchronously: pdfkit writes the whole file into its stream's buffer when it ends. */
export function renderVoucherPdfSync(voucher: VoucherRecord, course: EventRecord | null): Buffer {
  const { locale } = voucher;
  const words = texts[locale];
  const tag = languageTag(locale);
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: voucher.currency.toUpperCase() }).format(voucher.valueCents / 100);
  const validUntil = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: TIME_ZONE }).format(voucher.validUntil);
  const origin = siteOriginFromEnv(process.env);
  const courseTitle = voucher.kind === 'COURSE' && course ? ((locale === 'en' ? course.title.en : undefined) ?? course.title.de) : null;
  const issuedAt = voucher.paidAt ?? voucher.createdAt;

  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    // Every block is placed at its own position; no margin may make pdfkit open a second page.
    margin: 0,
    font: voucherFonts.regular,
    lang: tag,
    displayTitle: true,
    // Fixed metadata: the same voucher gives the same file (pdfkit derives the file id from these).
    info: { Title: `${words.title} – ${operator.magazineName[locale]}`, Author: operator.name, Subject: words.subject, Creator: operator.magazineName[locale], Producer: 'pdfkit', CreationDate: issuedAt, ModDate: issuedAt },
  });
  type Options = PDFKit.Mixins.TextOptions & { font?: string; size?: number; colour?: string };
  const text = (value: string, x: number, y: number, options: Options = {}) => {
    const { font = voucherFonts.regular, size = 10, colour = colours.text, ...rest } = options;
    pdf.font(font).fontSize(size).fillColor(colour).text(value, x, y, { lineBreak: true, ...rest });
    return pdf.y;
  };
  const heightOf = (value: string, options: Options & { width: number }) => {
    const { font = voucherFonts.regular, size = 10, ...rest } = options;
    return pdf.font(font).fontSize(size).heightOfString(value, rest);
  };
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  // The paper, a frame in the accent colour with a hairline inside it.
  pdf.rect(0, 0, PAGE.width, PAGE.height).fill(surfaces.paper);
  pdf.roundedRect(22, 22, PAGE.width - 44, PAGE.height - 44, 14).lineWidth(2).strokeColor(colours.accent).stroke();
  pdf.roundedRect(29, 29, PAGE.width - 58, PAGE.height - 58, 10).lineWidth(0.5).strokeColor(surfaces.line).stroke();

  // The site's name as its logo text, and a rule in the accent colour.
  text(operator.magazineName[locale], left, 48, { font: voucherFonts.logo, size: 14, colour: colours.accent, width });
  pdf.moveTo(left, 72).lineTo(left + width, 72).lineWidth(0.75).strokeColor(colours.accent).stroke();

  // Left: the heading, for whom and from whom, the message.
  const columnWidth = 430;
  let y = text(words.title, left, 90, { font: voucherFonts.logo, size: 40, width: columnWidth });
  y = text(words.forName(voucher.recipientName), left, y + 2, { font: voucherFonts.serif, size: 20, width: columnWidth, height: NAME_MAX_HEIGHT, ellipsis: '…' });
  if (voucher.buyerName) y = text(words.fromName(voucher.buyerName), left, y + 4, { size: 11, colour: colours.muted, width: columnWidth });
  const message = voucher.message.trim();
  if (message) {
    const options = { font: voucherFonts.serifItalic, size: 12.5, width: columnWidth, lineGap: 2 };
    const fits = (value: string) => heightOf(words.quoted(value), options) <= MESSAGE_MAX_HEIGHT;
    y = text(words.quoted(shortenedToFit(message, fits)), left, y + 16, options);
  }

  // Right: a tinted panel with the value (or the course) and the validity, its rows measured before the panel is
  // drawn under them.
  const panel = { x: left + columnWidth + 30, y: 90, width: width - columnWidth - 30, padding: 20 };
  const innerWidth = panel.width - 2 * panel.padding;
  const label = (value: string, gapBefore: number) => ({ value: value.toUpperCase(), gapBefore, options: { font: voucherFonts.bold, size: 8, colour: colours.muted } });
  const rows: { value: string; gapBefore: number; options: Options }[] = [
    label(courseTitle ? words.forCourse : words.worth, 0),
    ...(courseTitle
      ? [
          { value: courseTitle, gapBefore: 4, options: { font: voucherFonts.logo, size: 17, colour: surfaces.accentDark, height: 66, ellipsis: '…' } },
          { value: words.courseWorth(money), gapBefore: 4, options: { font: voucherFonts.bold, size: 12 } },
          { value: words.anyCourse, gapBefore: 4, options: { size: 8.5, colour: colours.muted } },
        ]
      : [{ value: money, gapBefore: 2, options: { font: voucherFonts.logo, size: 34, colour: surfaces.accentDark } }]),
    label(words.validUntil, 16),
    { value: validUntil, gapBefore: 3, options: { font: voucherFonts.bold, size: 12 } },
  ];
  const rowHeight = (row: (typeof rows)[number]) => Math.min(heightOf(row.value, { ...row.options, width: innerWidth }), row.options.height ?? Infinity);
  const panelHeight = 2 * panel.padding + rows.reduce((sum, row) => sum + row.gapBefore + rowHeight(row), 0);
  pdf.roundedRect(panel.x, panel.y, panel.width, panelHeight, 12).fill(surfaces.clay);
  let top = panel.y + panel.padding;
  for (const row of rows) {
    text(row.value, panel.x + panel.padding, top + row.gapBefore, { ...row.options, width: innerWidth });
    top += row.gapBefore + rowHeight(row);
  }
  const panelBottom = panel.y + panelHeight;

  // The code, large in monospace on a card across the page, halfway between the blocks above and how to redeem it
  // (kept low on the page, above the footer).
  const footerY = PAGE.height - 66;
  const howToY = footerY - 92;
  const contentBottom = Math.max(y, panelBottom);
  const bandHeight = 74;
  const band = { y: contentBottom + Math.max(22, (howToY - contentBottom - bandHeight) / 2), height: bandHeight };
  pdf.roundedRect(left, band.y, width, band.height, 10).fillAndStroke(surfaces.card, colours.accent);
  text(words.code.toUpperCase(), left + 20, band.y + 12, { font: voucherFonts.bold, size: 8, colour: colours.muted, width: width - 40 });
  text(formatVoucherCode(voucher.code), left, band.y + 30, { font: voucherFonts.mono, size: 30, width, align: 'center' });

  // How to redeem it: three steps, each a line under its number, the addresses whole on their line.
  y = text(words.howTo, left, Math.max(band.y + band.height + 20, howToY), { font: voucherFonts.bold, size: 11, width });
  const steps = words.steps(pageUrlAt(origin, '/events', locale), pageUrlAt(origin, '/vouchers/balance', locale));
  steps.forEach((step, index) => {
    const top = y + 6 + index * 18;
    pdf.circle(left + 7, top + 6, 7).fill(colours.accent);
    text(String(index + 1), left, top + 1.5, { font: voucherFonts.bold, size: 8.5, colour: surfaces.card, width: 14, align: 'center' });
    text(step, left + 22, top + 1, { size: 9.5, width: width - 22, lineBreak: false });
  });

  // Who issued it, at the foot of the page.
  pdf.moveTo(left, footerY).lineTo(left + width, footerY).lineWidth(0.5).strokeColor(colours.rule).stroke();
  const issuer = [operator.name, operator.street, `${operator.postalCode} ${operator.city[locale]}`, operator.country[locale], operator.email].join(' · ');
  text(words.issuedBy(issuer), left, footerY + 7, { size: 7.5, colour: colours.muted, width });

  pdf.end();
  const bytes = pdf.read() as Buffer | null;
  if (!bytes) throw new Error(`pdfkit wrote nothing for voucher ${voucher.id}`);
  return bytes;
}

/** The voucher as a PDF. */
export async function renderVoucherPdf(voucher: VoucherRecord, course: EventRecord | null): Promise<Buffer> {
  return renderVoucherPdfSync(voucher, course);
}

/** A voucher's PDF as a mail attachment (MailRecord.attachments). */
export function voucherAttachment(voucher: Pick<VoucherRecord, 'code' | 'locale'>, pdf: Buffer): MailAttachment {
  return { filename: voucherFileName(voucher), contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' };
}
