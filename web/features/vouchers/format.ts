// How a voucher's money, days and code read: amounts in the site's price format (a balance of nothing is „0 €“, not
// „kostenlos“), dates as a Vienna day, the code as printed.
import type { IntlShape } from 'react-intl';
import { priceFormatOptions } from '../../../functions/src/domain/formats.js';

export function formatCents(intl: IntlShape, amountCents: number, currency: string): string {
  return intl.formatNumber(amountCents / 100, priceFormatOptions({ amountCents, currency }));
}

/** A day (an ISO time, or YYYY-MM-DD as sendOn is) as the site's dates read, in Vienna. */
export function formatDay(intl: IntlShape, at: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T12:00:00Z` : at;
  return intl.formatDate(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Vienna' });
}
