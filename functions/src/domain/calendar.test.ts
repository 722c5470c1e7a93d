import { describe, expect, it } from 'vitest';
import { writeCalendar, type CalendarEvent } from './calendar.js';

const event: CalendarEvent = {
  uid: 'drehen-am-rad@selbstgemacht.example',
  url: 'https://selbstgemacht.example/events/drehen-am-rad',
  title: 'Drehen am Rad; Teil 1, für Anfänger\\innen',
  description: 'Erste Zeile\nZweite Zeile',
  sessions: [{ startsAt: '2026-07-01T08:00:00.000Z', endsAt: '2026-07-01T11:30:00.000Z' }],
  timeZone: 'Europe/Vienna',
  status: 'SCHEDULED',
  updatedAt: '2026-06-01T12:00:00.000Z',
  location: 'Atelier Ton, Neubaugasse 1, 1070 Wien',
  geo: { lat: 48.2012, lng: 16.3491 },
  categories: ['Töpfern, Keramik', 'Kurs'],
};
const now = new Date('2026-06-15T09:30:00.000Z');

/** The content lines of a calendar, with folded lines joined again (RFC 5545 3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('iCal writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    const text = 'a\\b;c,d\ne\r\nf';
    const lines = unfold(writeCalendar({ name: text, url: 'https://x', events: [{ ...event, title: text, description: text }], now }));
    for (const name of ['X-WR-CALNAME', 'SUMMARY', 'DESCRIPTION']) expect(lines).toContain(`${name}:a\\\\b\\;c\\,d\\ne\\nf`);
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const description = 'ä'.repeat(100) + '🧶'.repeat(40);
    const text = writeCalendar({ name: 'x', url: 'https://x', events: [{ ...event, title: 'kurz', description }], now });
    const lines = text.split('\r\n');
    for (const part of lines) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    const start = lines.findIndex((line) => line.startsWith('DESCRIPTION:'));
    const continued = lines.slice(start + 1).findIndex((line) => !line.startsWith(' '));
    expect(continued).toBeGreaterThanOrEqual(2);
    // Split between characters only, never inside a character of several octets or between two surrogates.
    for (const part of lines) expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(unfold(text)).toContain(`DESCRIPTION:${description}`);
    expect(lines).toContain('SUMMARY:kurz');
  });

  it('writes a calendar with one event in Vienna time and a VTIMEZONE', () => {
    const text = writeCalendar({ name: 'Kurse, Workshops', url: 'https://selbstgemacht.example/events', events: [event], now });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Magazin fuer Selbstgemachtes//Termine//DE');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('URL:https://selbstgemacht.example/events');
    expect(lines).toContain('X-WR-CALNAME:Kurse\\, Workshops');
    expect(lines).toContain('TZID:Europe/Vienna');
    // The calendar's own properties come before any component, the refresh interval too.
    expect(lines.indexOf('X-PUBLISHED-TTL:PT6H')).toBeGreaterThan(0);
    expect(lines.indexOf('REFRESH-INTERVAL;VALUE=DURATION:PT6H')).toBeLessThan(lines.indexOf('BEGIN:VTIMEZONE'));
    expect(lines.indexOf('X-PUBLISHED-TTL:PT6H')).toBeLessThan(lines.indexOf('BEGIN:VTIMEZONE'));
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('UID:drehen-am-rad@selbstgemacht.example');
    expect(lines).toContain('DTSTAMP:20260615T093000Z');
    expect(lines).toContain('LAST-MODIFIED:20260601T120000Z');
    // 08:00 UTC in July is 10:00 in Vienna (CEST).
    expect(lines).toContain('DTSTART;TZID=Europe/Vienna:20260701T100000');
    expect(lines).toContain('DTEND;TZID=Europe/Vienna:20260701T133000');
    expect(lines).toContain('SUMMARY:Drehen am Rad\\; Teil 1\\, für Anfänger\\\\innen');
    expect(lines).toContain('DESCRIPTION:Erste Zeile\\nZweite Zeile');
    expect(lines).toContain('LOCATION:Atelier Ton\\, Neubaugasse 1\\, 1070 Wien');
    expect(lines).toContain('GEO:48.2012;16.3491');
    expect(lines).toContain('URL;VALUE=URI:https://selbstgemacht.example/events/drehen-am-rad');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('CATEGORIES:Töpfern\\, Keramik,Kurs');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('uses standard time in winter, UTC for zones without a VTIMEZONE, and marks cancelled events', () => {
    const winter = { ...event, uid: 'winter@x', sessions: [{ startsAt: '2026-12-01T17:00:00.000Z', endsAt: '2026-12-01T19:00:00.000Z' }], status: 'CANCELLED' as const };
    const abroad = { ...event, uid: 'abroad@x', timeZone: 'America/New_York', status: 'POSTPONED' as const };
    const lines = unfold(writeCalendar({ name: 'x', url: 'https://x', events: [winter, abroad], now }));
    expect(lines).toContain('DTSTART;TZID=Europe/Vienna:20261201T180000');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('DTSTART:20260701T080000Z');
    expect(lines).toContain('DTEND:20260701T113000Z');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
  });

  it('writes each session of a course as its own entry, numbered, the first with the event\'s UID', () => {
    const course = {
      ...event,
      sessions: [
        { startsAt: '2026-07-01T16:00:00.000Z', endsAt: '2026-07-01T19:00:00.000Z' },
        { startsAt: '2026-07-08T16:00:00.000Z', endsAt: '2026-07-08T19:00:00.000Z' },
        { startsAt: '2026-07-15T16:00:00.000Z', endsAt: '2026-07-15T19:00:00.000Z' },
      ],
    };
    const lines = unfold(writeCalendar({ name: 'x', url: 'https://x', events: [course], now }));
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([
      'UID:drehen-am-rad@selbstgemacht.example',
      'UID:drehen-am-rad-2@selbstgemacht.example',
      'UID:drehen-am-rad-3@selbstgemacht.example',
    ]);
    expect(lines.filter((line) => line.startsWith('DTSTART;'))).toEqual([
      'DTSTART;TZID=Europe/Vienna:20260701T180000',
      'DTSTART;TZID=Europe/Vienna:20260708T180000',
      'DTSTART;TZID=Europe/Vienna:20260715T180000',
    ]);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toEqual([1, 2, 3].map((n) => `SUMMARY:Drehen am Rad\\; Teil 1\\, für Anfänger\\\\innen (${n}/3)`));
  });

  it('raises SEQUENCE when an event changes, so that calendars take the update', () => {
    const sequenceOf = (updatedAt: string) =>
      Number(unfold(writeCalendar({ name: 'x', url: 'https://x', events: [{ ...event, updatedAt }], now })).find((line) => line.startsWith('SEQUENCE:'))?.slice(9));
    expect(sequenceOf('2026-06-01T12:00:00.000Z')).toBeGreaterThan(0);
    expect(sequenceOf('2026-06-01T12:00:05.000Z')).toBe(sequenceOf('2026-06-01T12:00:00.000Z') + 5);
  });

  it('writes an empty calendar without time zones', () => {
    const lines = unfold(writeCalendar({ name: 'leer', url: 'https://x', events: [], now }));
    expect(lines).not.toContain('BEGIN:VEVENT');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
