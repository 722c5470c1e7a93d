// An alert in words, one line for the list: „Töpfern, Nähen · Neubau (7. Bezirk), Wien · Mo., Mi. · ab 18:00 Uhr ·
// bis € 40“. Every part is always there except the time and the price, which say nothing when they are open.
import type { IntlShape } from 'react-intl';
import type { Weekday } from '../../graphql/generated/graphql';
import { withClock } from '../../lib/i18n/clock';
import { formatDistance } from '../discovery/distance';

export const weekdays: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** What a summary reads of an alert (RadarAlertFields and the unsubscribe page's alert both have it). */
export type SummarisedAlert = {
  crafts: ReadonlyArray<{ name: string }>;
  place: { label: string; radiusKm?: number | null } | null;
  weekdays: readonly Weekday[];
  startsFrom?: string | null;
  startsUntil?: string | null;
  maxPriceCents?: number | null;
};

type Intl = Pick<IntlShape, 'locale' | 'formatMessage' | 'formatDateToParts' | 'formatNumber'>;

/**
 * „Mo.“ / "Mon": the weekday's short name as a date writes it (alone, German's is „Mo“ without the full stop the
 * site's dates show). 1 January 2024 was a Monday.
 */
export function shortWeekday(intl: Intl, day: Weekday): string {
  const date = Date.UTC(2024, 0, 1 + weekdays.indexOf(day), 12);
  return intl.formatDateToParts(date, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).find((part) => part.type === 'weekday')?.value ?? day;
}

export function summariseAlert(intl: Intl, alert: SummarisedAlert): string {
  const parts = [
    alert.crafts.length > 0 ? alert.crafts.map((craft) => craft.name).join(', ') : intl.formatMessage({ id: 'radar.summary.anyCraft' }),
    placePart(intl, alert.place),
    alert.weekdays.length > 0
      ? weekdays.filter((day) => alert.weekdays.includes(day)).map((day) => shortWeekday(intl, day)).join(', ')
      : intl.formatMessage({ id: 'radar.summary.anyDay' }),
    timePart(intl, alert.startsFrom, alert.startsUntil),
    pricePart(intl, alert.maxPriceCents),
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}

function placePart(intl: Intl, place: SummarisedAlert['place']): string {
  if (!place) return intl.formatMessage({ id: 'radar.summary.anywhere' });
  if (place.radiusKm === null || place.radiusKm === undefined) return place.label;
  return intl.formatMessage({ id: 'radar.summary.around' }, { radius: formatDistance(intl, place.radiusKm), place: place.label });
}

function timePart(intl: Intl, from: string | null | undefined, until: string | null | undefined): string | null {
  if (from && until) return withClock(intl, `${from}–${until}`);
  if (from) return intl.formatMessage({ id: 'radar.summary.from' }, { time: withClock(intl, from) });
  if (until) return intl.formatMessage({ id: 'radar.summary.until' }, { time: withClock(intl, until) });
  return null;
}

function pricePart(intl: Intl, cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  if (cents === 0) return intl.formatMessage({ id: 'radar.summary.free' });
  const euros = cents / 100;
  const price = intl.formatNumber(euros, { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(euros) ? 0 : 2 });
  return intl.formatMessage({ id: 'radar.summary.maxPrice' }, { price });
}
