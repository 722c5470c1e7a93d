import { describe, expect, it } from 'vitest';
import type { Locale } from '../domain/records.js';
import { accountAndBookingTemplates } from './account-and-booking-mail-templates.js';
import { editorialTemplates } from './editorial-mail-templates.js';
import { formatWhen, type MailText } from './mail-templates.js';

const event = {
  name: 'Anna',
  title: 'Drehen an der Scheibe',
  starts: [new Date('2026-12-05T13:00:00Z'), new Date('2026-12-12T13:00:00Z')],
  timeZone: 'Europe/Vienna',
  place: 'Tonwerk, Neubaugasse 1, 1070 Wien',
  link: 'https://example.org/events/drehen',
};
const decision = { name: 'Anna', title: 'Drehen', venue: 'Tonwerk', approved: false, note: 'Bitte Adresse prüfen.', reason: 'Zu kurz.', link: 'https://example.org/app' };

/** Every mail in one language, filled with sample values. */
function everyMail(locale: Locale): MailText[] {
  const all = { ...accountAndBookingTemplates, ...editorialTemplates } as Record<string, Record<Locale, (params: never) => MailText>>;
  return Object.values(all).map((template) => template[locale]({ ...event, ...decision, link: 'https://example.org/x' } as never));
}

describe('mail templates', () => {
  it('write the time with „Uhr“ in German and on the 24-hour clock in English', () => {
    expect(formatWhen(event.starts[0]!, 'Europe/Vienna', 'de')).toBe('Samstag, 5. Dezember 2026, 14:00 Uhr');
    expect(formatWhen(event.starts[0]!, 'Europe/Vienna', 'en')).toMatch(/^Saturday,? 5 December 2026, 14:00$/);
  });

  it('keep to the magazine’s words: „E-Mail“ and „Kurs“ in German, email and course in English', () => {
    const german = everyMail('de').flatMap((mail) => [mail.subject, ...mail.paragraphs]).join('\n');
    expect(german).not.toMatch(/(?<![\p{L}-])Mail\b|\bVeranstaltung/u);
    const english = everyMail('en').flatMap((mail) => [mail.subject, ...mail.paragraphs]).join('\n');
    expect(english).not.toMatch(/\b(?:mail|event|e-mail)\b|\b(?:am|pm)\b|Magazin für/i);
  });
});
