// Every mail the magazine sends, composed into the Trigger Email shape (MailRecord). The firebase store writes it to
// the `mail` collection (the extension sends it); the embedded store keeps it in its outbox (`npm run outbox`
// prints it). Links are absolute: `siteUrl` is the public origin. The texts are in mail-templates.ts,
// editorial-mail-templates.ts, radar-mail-templates.ts, course-minimum-mail-templates.ts, payment-mail-templates.ts,
// premium-mail-templates.ts, invoice-mail-templates.ts, voucher-mail-templates.ts and course-message-mail-templates.ts.
import { randomUUID } from 'node:crypto';
import type { Locale, MailRecord } from '../domain/records.js';
import { pageUrlAt, siteOriginFromEnv } from '../domain/site-urls.js';
import { accountAndBookingTemplates } from './account-and-booking-mail-templates.js';
import { courseMessageTemplates } from './course-message-mail-templates.js';
import { courseMinimumTemplates } from './course-minimum-mail-templates.js';
import { editorialTemplates } from './editorial-mail-templates.js';
import { invoiceTemplates } from './invoice-mail-templates.js';
import type { MailTemplate, MailTemplates, MailText } from './mail-templates.js';
import { paymentTemplates } from './payment-mail-templates.js';
import { premiumTemplates } from './premium-mail-templates.js';
import { radarTemplates } from './radar-mail-templates.js';
import { reminderTemplates } from './reminder-mail-templates.js';
import { voucherTemplates } from './voucher-mail-templates.js';

const templates: { [T in MailTemplate]: Record<Locale, (params: MailTemplates[T]) => MailText> } = {
  ...accountAndBookingTemplates,
  ...editorialTemplates,
  ...radarTemplates,
  ...courseMinimumTemplates,
  ...paymentTemplates,
  ...premiumTemplates,
  ...invoiceTemplates,
  ...voucherTemplates,
  ...reminderTemplates,
  ...courseMessageTemplates,
};

/** The public origin mail links start with: SITE_URL, else the local server `npm start` runs. */
export function siteUrl(): string {
  return siteOriginFromEnv(process.env);
}

/** The absolute URL of a page (`path` as the German, unprefixed route) in `locale` (English under /en). */
export function pageUrl(path: string, locale: Locale): string {
  return pageUrlAt(siteUrl(), path, locale);
}

export function composeMail<T extends MailTemplate>(
  template: T,
  to: string,
  locale: Locale,
  params: MailTemplates[T],
  now: Date,
): MailRecord {
  const { subject: written, paragraphs } = templates[template][locale](params);
  // Titles and names come from people; a line break in a subject would end the header line (or start another).
  const subject = written.replace(/[\r\n\v\f\x85\u2028\u2029]+\s*/g, ' ').trim();
  const signature = locale === 'de' ? 'Dein Magazin für Selbstgemachtes' : 'Your Magazine for Homemade Things';
  const text = [...paragraphs, `-- \n${signature}`].join('\n\n');
  const html = [...paragraphs.map(toHtmlParagraph), `<p>— ${escapeHtml(signature)}</p>`].join('\n');
  return { id: randomUUID(), to, template, message: { subject, text, html }, createdAt: now };
}

function toHtmlParagraph(paragraph: string): string {
  const escaped = escapeHtml(paragraph);
  // A paragraph's own line breaks (the dates of a course) stay lines in HTML.
  return /^https?:\/\/\S+$/.test(paragraph) ? `<p><a href="${escaped}">${escaped}</a></p>` : `<p>${escaped.replaceAll('\n', '<br>')}</p>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
