// The reminder's words: the session in the course's zone with its number, and what cancelling does with the money.
import { describe, expect, it } from 'vitest';
import type { SessionReminderMail } from './mail-templates.js';
import { reminderTemplates } from './reminder-mail-templates.js';

const mail = (fields: Partial<SessionReminderMail> = {}): SessionReminderMail => ({
  name: 'Anna',
  title: 'Ringe schmieden',
  startsAt: new Date('2026-12-05T13:00:00.000Z'),
  endsAt: new Date('2026-12-05T16:30:00.000Z'),
  session: 2,
  sessions: 3,
  timeZone: 'Europe/Vienna',
  place: 'Werkschule Mariahilf, Gumpendorfer Straße 1, 1060 Wien',
  routeLink: 'https://www.openstreetmap.org/directions?route=%3B48.2%2C16.35',
  materialsIncluded: true,
  seats: 2,
  link: 'https://magazin.example/events/ringe',
  optOutLink: 'https://magazin.example/reminders/off?r=b%3A1&t=x',
  ...fields,
});

const cancel = (money: NonNullable<SessionReminderMail['cancel']>['money']) => ({ link: 'https://magazin.example/app#app-bookings', money, deadline: 'Donnerstag, 3. Dezember 2026, 14:00 Uhr' });

describe('the reminder mail', () => {
  it('names the session with its number, its day and hours in the course’s zone, the seats and the way there', () => {
    const { subject, paragraphs } = reminderTemplates.sessionReminder.de(mail());
    expect(subject).toBe('Erinnerung: „Ringe schmieden“ (Termin 2 von 3), Samstag, 5. Dezember 2026, 14:00 Uhr');
    expect(paragraphs).toContain('Wann: Samstag, 5. Dezember 2026, 14:00 Uhr bis 17:30 Uhr\nWo: Werkschule Mariahilf, Gumpendorfer Straße 1, 1060 Wien');
    expect(paragraphs.join('\n')).toContain('du hast 2 Plätze');
    expect(paragraphs).toContain('Das Material ist im Preis inbegriffen.');
    const english = reminderTemplates.sessionReminder.en(mail({ sessions: 1, seats: 1 }));
    expect(english.subject).toBe('Reminder: “Ringe schmieden”, Saturday, 5 December 2026, 14:00');
    expect(english.paragraphs).toContain('When: Saturday, 5 December 2026, 14:00 to 17:30\nWhere: Werkschule Mariahilf, Gumpendorfer Straße 1, 1060 Wien');
  });

  it('says whether cancelling now refunds a paid seat, and offers no cancel link once the course began', () => {
    expect(reminderTemplates.sessionReminder.de(mail({ cancel: cancel('REFUNDED') })).paragraphs).toContain(
      'Du kannst doch nicht? Sagst du bis Donnerstag, 3. Dezember 2026, 14:00 Uhr ab, bekommst du dein Geld zurück:',
    );
    expect(reminderTemplates.sessionReminder.de(mail({ cancel: cancel('NOT_REFUNDED') })).paragraphs.join('\n')).toContain('Die Frist für eine Erstattung ist am Donnerstag, 3. Dezember 2026, 14:00 Uhr abgelaufen');
    expect(reminderTemplates.sessionReminder.en(mail({ cancel: cancel('NONE') })).paragraphs).toContain('Can’t make it after all? Please cancel so that someone else gets your seat:');
    expect(reminderTemplates.sessionReminder.de(mail()).paragraphs).not.toContain('https://magazin.example/app#app-bookings');
  });
});
