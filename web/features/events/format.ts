// How an event's money and time read on the page: price („kostenlos“ when free), the date and time span in the
// event's time zone, and the duration.
import type { IntlShape } from 'react-intl';
import { priceFormatOptions } from '../../../functions/src/domain/formats.js';
import { withClock } from '../../lib/i18n/clock';

export function formatPrice(intl: IntlShape, price: { amountCents: number; currency: string }): string {
  if (price.amountCents === 0) return intl.formatMessage({ id: 'event.free' });
  return intl.formatNumber(price.amountCents / 100, priceFormatOptions(price));
}

/**
 * E.g. „Dienstag, 1. Dezember 2026, 18:00–21:00 Uhr“ in the given zone; an event over several days names both days.
 * With `showZone` the zone's name follows (for visitors whose own clock is elsewhere).
 */
export function formatEventTime(
  intl: IntlShape,
  event: { startsAt: string; endsAt: string },
  timeZone: string,
  showZone = false,
): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const day = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone } as const;
  const time = { hour: '2-digit', minute: '2-digit', timeZone } as const;
  const sameDay = intl.formatDate(start, day) === intl.formatDate(end, day);
  const zone = showZone ? ` (${zoneName(intl, start, timeZone)})` : '';
  if (sameDay) {
    return `${intl.formatDate(start, day)}, ${withClock(intl, `${intl.formatTime(start, time)}–${intl.formatTime(end, time)}`)}${zone}`;
  }
  const dayAndTime = { ...day, ...time };
  return `${withClock(intl, intl.formatDate(start, dayAndTime))} – ${withClock(intl, intl.formatDate(end, dayAndTime))}${zone}`;
}

/** The zone's generic long name in the visitor's language, e.g. „Mitteleuropäische Zeit“. */
export function zoneName(intl: IntlShape, at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(intl.locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** E.g. „3 Stunden“, „2 Stunden 30 Minuten“, „2 Tage“. */
export function formatDuration(intl: IntlShape, event: { startsAt: string; endsAt: string }, options: { days?: boolean } = {}): string {
  const totalMinutes = Math.max(0, Math.round((Date.parse(event.endsAt) - Date.parse(event.startsAt)) / 60_000));
  if (options.days === false) return formatHoursAndMinutes(intl, totalMinutes);
  const days = Math.floor(totalMinutes / 1440);
  return [days ? unit(intl, days, 'day') : '', formatHoursAndMinutes(intl, totalMinutes % 1440, days > 0)].filter(Boolean).join(' ');
}

function unit(intl: IntlShape, value: number, name: 'day' | 'hour' | 'minute'): string {
  return intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'long' });
}

/** E.g. „2 Stunden 30 Minuten“; nothing for zero when days were named before. */
function formatHoursAndMinutes(intl: IntlShape, totalMinutes: number, afterDays = false): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return [hours ? unit(intl, hours, 'hour') : '', minutes || (totalMinutes === 0 && !afterDays) ? unit(intl, minutes, 'minute') : ''].filter(Boolean).join(' ');
}

/** A course's time in all: „3 Stunden“ for one date, „4 Termine zu je 3 Stunden“, or the sum when lengths differ. */
export function formatSessionsDuration(intl: IntlShape, sessions: ReadonlyArray<{ startsAt: string; endsAt: string }>): string {
  const [first] = sessions;
  if (!first || sessions.length === 1) return first ? formatDuration(intl, first) : '';
  const length = (session: { startsAt: string; endsAt: string }) => Date.parse(session.endsAt) - Date.parse(session.startsAt);
  const count = sessions.length;
  if (sessions.every((session) => length(session) === length(first))) {
    return intl.formatMessage({ id: 'event.sessionsEach' }, { count, duration: formatDuration(intl, first) });
  }
  const total = sessions.reduce((sum, session) => sum + length(session), 0);
  const span = { startsAt: new Date(0).toISOString(), endsAt: new Date(total).toISOString() };
  return intl.formatMessage({ id: 'event.sessionsTotal' }, { count, duration: formatDuration(intl, span, { days: false }) });
}
