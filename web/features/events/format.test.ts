import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { googleCalendarUrl, icsUrl } from './calendar-links';
import { formatDuration, formatEventTime, formatPrice } from './format';

const intlDe = createIntl({ locale: 'de-AT', messages: de });
const intlEn = createIntl({ locale: 'en-GB', messages: en });
const evening = { startsAt: '2026-12-01T17:00:00.000Z', endsAt: '2026-12-01T20:30:00.000Z' };

describe('event formatting', () => {
  it('writes prices in the visitor’s language, „kostenlos“ when free', () => {
    expect(formatPrice(intlDe, { amountCents: 0, currency: 'EUR' })).toBe('kostenlos');
    expect(formatPrice(intlEn, { amountCents: 0, currency: 'EUR' })).toBe('free');
    expect(formatPrice(intlDe, { amountCents: 6500, currency: 'EUR' })).toBe('€\u00a065');
    expect(formatPrice(intlDe, { amountCents: 1250, currency: 'EUR' })).toBe('€\u00a012,50');
    expect(formatPrice(intlEn, { amountCents: 1250, currency: 'CHF' })).toBe('CHF\u00a012.50');
  });

  it('writes the date and time span in the event’s zone, naming the zone on request', () => {
    expect(formatEventTime(intlDe, evening, 'Europe/Vienna')).toBe('Dienstag, 1. Dezember 2026, 18:00–21:30\u00a0Uhr');
    expect(formatEventTime(intlEn, evening, 'Europe/Vienna')).toBe('Tuesday, 1 December 2026, 18:00–21:30');
    expect(formatEventTime(intlDe, evening, 'Europe/Vienna', true)).toBe('Dienstag, 1. Dezember 2026, 18:00–21:30\u00a0Uhr (Mitteleuropäische Zeit)');
    expect(formatEventTime(intlEn, evening, 'America/New_York', true)).toBe('Tuesday, 1 December 2026, 12:00–15:30 (Eastern Time)');
  });

  it('names both days of an event over several days', () => {
    const weekend = { startsAt: '2026-12-05T09:00:00.000Z', endsAt: '2026-12-06T16:00:00.000Z' };
    expect(formatEventTime(intlDe, weekend, 'Europe/Vienna')).toBe(
      'Samstag, 5. Dezember 2026 um 10:00\u00a0Uhr – Sonntag, 6. Dezember 2026 um 17:00\u00a0Uhr',
    );
    expect(formatEventTime(intlEn, weekend, 'Europe/Vienna')).toBe('Saturday, 5 December 2026 at 10:00 – Sunday, 6 December 2026 at 17:00');
  });

  it('writes durations', () => {
    expect(formatDuration(intlDe, evening)).toBe('3 Stunden 30 Minuten');
    expect(formatDuration(intlEn, { startsAt: evening.startsAt, endsAt: '2026-12-01T18:00:00.000Z' })).toBe('1 hour');
    expect(formatDuration(intlDe, { startsAt: evening.startsAt, endsAt: '2026-12-03T17:00:00.000Z' })).toBe('2 Tage');
  });
});

describe('calendar links', () => {
  it('points at the single-event .ics file', () => {
    expect(icsUrl('drehen-2026-12-01')).toBe('/events/drehen-2026-12-01/event.ics');
  });

  it('builds a Google Calendar template link with UTC times, zone, details and location', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Drehen & Glasieren',
        ...evening,
        timeZone: 'Europe/Vienna',
        details: 'Vier Abende an der Scheibe.',
        pageUrl: 'https://selbstgemacht.at/events/drehen',
        location: 'Tonwerk, Neubaugasse 1, 1070 Wien',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Drehen & Glasieren');
    expect(url.searchParams.get('dates')).toBe('20261201T170000Z/20261201T203000Z');
    expect(url.searchParams.get('ctz')).toBe('Europe/Vienna');
    expect(url.searchParams.get('details')).toBe('Vier Abende an der Scheibe.\n\nhttps://selbstgemacht.at/events/drehen');
    expect(url.searchParams.get('location')).toBe('Tonwerk, Neubaugasse 1, 1070 Wien');
  });
});
