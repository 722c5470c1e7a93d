// Clock times as each language writes them: German ends a time or a span of times with „Uhr“ („18:00–21:00 Uhr“,
// joined by a non-breaking space so that „Uhr“ never starts a line); English reads the 24-hour clock as it is
// (the en-GB formats give day-month dates and 18:00).
import type { IntlShape } from 'react-intl';

export function withClock(intl: Pick<IntlShape, 'locale'>, time: string): string {
  return intl.locale.startsWith('de') ? `${time}\u00a0Uhr` : time;
}

/** A date with a time of day, e.g. „Mi., 25. Nov., 18:00 Uhr“ / "Wed 25 Nov, 18:00". */
export function formatDateTime(
  intl: Pick<IntlShape, 'locale' | 'formatDate'>,
  value: string | Date,
  options: Intl.DateTimeFormatOptions,
): string {
  return withClock(intl, intl.formatDate(value, options));
}
