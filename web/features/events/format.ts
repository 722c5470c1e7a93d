// How an event's money and time read on the page: price („kostenlos“ when free), the date and time span in the
// event's time zone, and the duration.
import type { IntlShape } from 'react-intl';
import { withClock } from '../../lib/i18n/clock';

export function formatPrice(intl: IntlShape, price: { amountCents: number; currency: string }): string {
  if (price.amountCents === 0) return intl.formatMessage({ id: 'event.free' });
  const amount = price.amountCents / 100;
  return intl.formatNumber(amount, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
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
export function formatDuration(intl: IntlShape, event: { startsAt: string; endsAt: string }): string {
  const totalMinutes = Math.max(0, Math.round((Date.parse(event.endsAt) - Date.parse(event.startsAt)) / 60_000));
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'long' });
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days ? unit(days, 'day') : '',
    hours ? unit(hours, 'hour') : '',
    minutes || totalMinutes === 0 ? unit(minutes, 'minute') : '',
  ].filter(Boolean);
  return parts.join(' ');
}
