import { describe, expect, it } from 'vitest';
import type { Locale } from '../domain/records.js';
import type { RadarCourse, RadarMail } from './mail-templates.js';
import { formatShortWhen, radarTemplates } from './radar-mail-templates.js';

// Thursday 26 November 2026, 18:00 in Vienna.
const thursday = new Date('2026-11-26T17:00:00.000Z');
const found = (fields: Partial<RadarCourse> = {}): RadarCourse => ({
  title: 'Drehen an der Scheibe',
  reason: 'SEAT_FREED',
  startsAt: thursday,
  timeZone: 'Europe/Vienna',
  place: 'Tonwerk, Neubaugasse 1, 1070 Wien',
  seatsLeft: 1,
  link: 'https://example.org/events/drehen',
  ...fields,
});
const mail = (courses: RadarCourse[]): RadarMail => ({
  courses,
  manageLink: 'https://example.org/app',
  unsubscribeLink: 'https://example.org/radar/unsubscribe?token=abc',
});
const text = (locale: Locale, courses: RadarCourse[]) => {
  const { subject, paragraphs } = radarTemplates.radarMatches[locale](mail(courses));
  return [subject, ...paragraphs].join('\n');
};

describe('the Restplatz-Radar mail', () => {
  it('writes dates short, with „Uhr“ in German, in the course’s time zone', () => {
    expect(formatShortWhen(thursday, 'Europe/Vienna', 'de')).toBe('Do., 26. Nov., 18:00 Uhr');
    expect(formatShortWhen(thursday, 'Europe/Vienna', 'en')).toBe('Thu 26 Nov, 18:00');
    expect(formatShortWhen(new Date('2026-01-08T09:00:00.000Z'), 'Europe/Vienna', 'de')).toBe('Do., 8. Jän., 10:00 Uhr');
  });

  it('tells of one course: title in typographic quotes, date, place, seats left, its link and the unsubscribe link', () => {
    const { subject, paragraphs } = radarTemplates.radarMatches.de(mail([found()]));
    expect(subject).toBe('Restplatz-Radar: „Drehen an der Scheibe“ hat wieder einen Platz frei');
    expect(paragraphs).toContain('Platz frei geworden: „Drehen an der Scheibe“\nDo., 26. Nov., 18:00 Uhr\nTonwerk, Neubaugasse 1, 1070 Wien\nnoch 1 Platz frei');
    expect(paragraphs).toContain('https://example.org/events/drehen');
    expect(paragraphs.at(-1)).toBe('https://example.org/radar/unsubscribe?token=abc');
    const english = radarTemplates.radarMatches.en(mail([found({ reason: 'NEW_EVENT', seatsLeft: 3 })]));
    expect(english.subject).toBe('Spare-seat radar: new course “Drehen an der Scheibe”');
    expect(english.paragraphs).toContain('New course: “Drehen an der Scheibe”\nThu 26 Nov, 18:00\nTonwerk, Neubaugasse 1, 1070 Wien\n3 seats left');
  });

  it('gathers several courses into one digest', () => {
    const courses = [found(), found({ title: 'Stricken', reason: 'NEW_EVENT', seatsLeft: 4, link: 'https://example.org/events/stricken' })];
    const { subject, paragraphs } = radarTemplates.radarMatches.de(mail(courses));
    expect(subject).toBe('Restplatz-Radar: 2 Kurse mit freien Plätzen');
    expect(paragraphs.filter((paragraph) => paragraph.startsWith('https://example.org/events/'))).toHaveLength(2);
    expect(radarTemplates.radarMatches.en(mail(courses)).subject).toBe('Spare-seat radar: 2 courses with free seats');
  });

  it('keeps to the magazine’s words: du, Kurs and E-Mail in German; course and email, no “event”, in English', () => {
    const german = text('de', [found(), found({ reason: 'NEW_EVENT' })]);
    expect(german).not.toMatch(/(?<![\p{L}-])Mail\b|\bVeranstaltung|\bSie\b|\bIhr/u);
    expect(german).not.toMatch(/"/);
    const english = text('en', [found(), found({ reason: 'NEW_EVENT' })]);
    expect(english).not.toMatch(/\b(?:mail|event|e-mail)\b|\b(?:am|pm)\b/i);
  });
});
