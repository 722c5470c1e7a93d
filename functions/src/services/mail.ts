// Every mail the magazine sends, in German and English, composed into the Trigger Email shape (MailRecord). The
// firebase store writes it to the `mail` collection (the extension sends it); the embedded store keeps it in its
// outbox (`npm run outbox` prints it). Links are absolute: `siteUrl` is the public origin.
import { randomUUID } from 'node:crypto';
import type { Locale, MailRecord } from '../domain/records.js';

/** Each template and the parameters it needs. */
export interface MailTemplates {
  signInLink: { link: string };
  passwordReset: { link: string };
  // Filled in by the bookings, events and moderation services: bookingConfirmed, bookingWaitlisted,
  // waitlistPromoted, bookingCancelled, eventCancelled, eventApproved, eventRejected, claimDecided,
  // venueChangeDecided.
}

export type MailTemplate = keyof MailTemplates;

interface Composed {
  subject: string;
  /** Paragraphs; a paragraph that is a URL becomes a link in the HTML part. */
  paragraphs: string[];
}

const templates: { [T in MailTemplate]: Record<Locale, (params: MailTemplates[T]) => Composed> } = {
  signInLink: {
    de: ({ link }) => ({
      subject: 'Dein Anmeldelink für das Magazin für Selbstgemachtes',
      paragraphs: [
        'Hallo!',
        'Mit diesem Link meldest du dich an. Er gilt eine Stunde lang und nur einmal:',
        link,
        'Wenn du keinen Link angefordert hast, kannst du diese Mail einfach ignorieren.',
      ],
    }),
    en: ({ link }) => ({
      subject: 'Your sign-in link for the Magazin für Selbstgemachtes',
      paragraphs: [
        'Hello!',
        'Use this link to sign in. It works once, within the next hour:',
        link,
        'If you did not ask for a link, you can simply ignore this mail.',
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
        'Wenn du kein neues Passwort angefordert hast, ignoriere diese Mail; dein Passwort bleibt dann, wie es ist.',
      ],
    }),
    en: ({ link }) => ({
      subject: 'Set a new password',
      paragraphs: [
        'Hello!',
        'Use this link to set a new password. It works once, within the next hour:',
        link,
        'If you did not ask for a new password, ignore this mail and your password stays as it is.',
      ],
    }),
  },
};

export function composeMail<T extends MailTemplate>(
  template: T,
  to: string,
  locale: Locale,
  params: MailTemplates[T],
  now: Date,
): MailRecord {
  const { subject, paragraphs } = templates[template][locale](params);
  const signature = locale === 'de' ? 'Dein Magazin für Selbstgemachtes' : 'Your Magazin für Selbstgemachtes';
  const text = [...paragraphs, `-- \n${signature}`].join('\n\n');
  const html = [...paragraphs.map(toHtmlParagraph), `<p>— ${escapeHtml(signature)}</p>`].join('\n');
  return { id: randomUUID(), to, template, message: { subject, text, html }, createdAt: now };
}

function toHtmlParagraph(paragraph: string): string {
  const escaped = escapeHtml(paragraph);
  return /^https?:\/\/\S+$/.test(paragraph) ? `<p><a href="${escaped}">${escaped}</a></p>` : `<p>${escaped}</p>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
