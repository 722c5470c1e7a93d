import { describe, expect, it } from 'vitest';
import type { Locale } from '../domain/records.js';
import { accountAndBookingTemplates } from './account-and-booking-mail-templates.js';
import { editorialTemplates } from './editorial-mail-templates.js';
import { formatWhen, seatsLine, type MailText } from './mail-templates.js';

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

describe('the seats a booking mail names', () => {
  it('names several seats with their names, says when fewer will do, and leaves one seat without a name unsaid', () => {
    const confirmed = (seats: Parameters<typeof seatsLine>[0], locale: Locale) => accountAndBookingTemplates.bookingConfirmed[locale]({ ...event, seats }).paragraphs;
    expect(confirmed({ count: 2, names: ['Anna', 'Tim'] }, 'de')).toContain('Plätze: 2 (Anna, Tim)');
    expect(confirmed({ count: 2, names: [] }, 'en')).toContain('Seats: 2');
    expect(seatsLine({ count: 3, names: [], acceptFewer: true }, 'de')).toEqual(['Plätze: 3 – du nimmst auch weniger, wenn nicht alle frei werden']);
    expect(seatsLine({ count: 1, names: [] }, 'de')).toEqual([]);
    expect(seatsLine(undefined, 'en')).toEqual([]);
  });

  it('says which seats of a booking were given up, how many stay and what comes back', () => {
    const mail = accountAndBookingTemplates.bookingCancelled.de({ ...event, seats: { count: 1, names: ['Tim'] }, kept: 1, refund: '€ 45,00' });
    expect(mail.subject).toBe('Plätze storniert: Drehen an der Scheibe');
    expect(mail.paragraphs).toContain('Von deiner Buchung für „Drehen an der Scheibe“ ist 1 Platz storniert; 1 Platz bleibt für dich gebucht.');
    expect(mail.paragraphs.join('\n')).toContain('Wir erstatten dir € 45,00');
    expect(mail.paragraphs).toContain('Platz: 1 (Tim)');
  });
});
