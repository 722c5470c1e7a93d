// The mails of a decided course in both languages: what each person is told, by whether they hold a seat or wait.
import { describe, expect, it } from 'vitest';
import { composeMail } from './mail.js';

const now = new Date('2026-12-08T17:00:00.000Z');
const event = {
  name: 'Lea',
  title: 'Punch-Needle-Kissen',
  starts: [new Date('2026-12-10T09:00:00.000Z')],
  timeZone: 'Europe/Vienna',
  place: 'Nadelöhr, Hauptstraße 1, 1030 Wien',
  link: 'https://selbstgemacht.example/events',
};

describe('the mails of a decided course', () => {
  it('tells people booked that the course runs, and people waiting that they still wait', () => {
    const seat = composeMail('courseConfirmed', 'lea@example.org', 'de', { ...event, waitlisted: false }, now);
    expect(seat.message.subject).toBe('Der Kurs findet statt: Punch-Needle-Kissen');
    expect(seat.message.text).toContain('Dein Platz ist sicher.');
    expect(seat.message.text).toContain('Wann: Donnerstag, 10. Dezember 2026, 10:00 Uhr');
    const waiting = composeMail('courseConfirmed', 'lea@example.org', 'en', { ...event, waitlisted: true }, now);
    expect(waiting.message.subject).toBe('The course is on: Punch-Needle-Kissen');
    expect(waiting.message.text).toContain('You are still on the waitlist.');
  });

  it('tells everyone of a course called off how many it needed and had', () => {
    const de = composeMail('courseCalledOff', 'lea@example.org', 'de', { ...event, booked: 1, minimum: 4 }, now);
    expect(de.message.subject).toBe('Abgesagt: Punch-Needle-Kissen');
    expect(de.message.text).toContain('Der Kurs braucht mindestens 4 Anmeldungen, bis zur Entscheidung gab es eine Anmeldung.');
    const en = composeMail('courseCalledOff', 'lea@example.org', 'en', { ...event, booked: 1, minimum: 1 }, now);
    expect(en.message.text).toContain('needs at least one booking and had one booking');
  });

  it('tells the organiser the outcome with the counts', () => {
    const params = { name: 'Nadelöhr', title: 'Punch-Needle-Kissen', booked: 5, minimum: 4, waitlisted: 2, link: 'https://selbstgemacht.example/events/x' };
    const confirmed = composeMail('courseDecided', 'orga@example.org', 'de', { ...params, confirmed: true }, now);
    expect(confirmed.message.subject).toBe('Dein Kurs findet statt: Punch-Needle-Kissen');
    expect(confirmed.message.text).toContain('hat 5 Anmeldungen (mindestens 4 waren nötig)');
    expect(confirmed.message.text).toContain('Auf der Warteliste: 2.');
    const calledOff = composeMail('courseDecided', 'orga@example.org', 'en', { ...params, booked: 1, waitlisted: 0, confirmed: false }, now);
    expect(calledOff.message.subject).toBe('Your course was called off: Punch-Needle-Kissen');
    expect(calledOff.message.text).not.toContain('waitlist');
  });
});
