// How dates, prices and addresses read across the site, in one place for every page that shows a course (lists, cards, the
// assistant's answers; through react-intl, which takes these Intl options as they are) and for anything the server
// formats itself: the same locale tags and options, so that a course reads „Sa., 5. Dez., 10:00 Uhr“ and „€ 15“
// wherever it appears.
import type { Locale } from './records.js';

/** The Intl locale of each language of the site: Austrian German, British English (day-month dates, 24-hour clock). */
export const LOCALE_TAGS: Record<Locale, string> = { de: 'de-AT', en: 'en-GB' };

/**
 * A course's date and start on a card or in a list, given with the event's time zone: „Sa., 5. Dez., 10:00“ /
 * "Sat 5 Dec, 10:00" (German adds „Uhr“: web/lib/i18n/clock.ts).
 */
export const CARD_DATE_TIME = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

/** A price in its currency, without cents when whole („€ 15“, „€ 12,50“); a free event says so in words instead. */
export function priceFormatOptions(price: { amountCents: number; currency: string }) {
  return { style: 'currency', currency: price.currency, minimumFractionDigits: price.amountCents % 100 === 0 ? 0 : 2 } as const satisfies Intl.NumberFormatOptions;
}

/** A postal address on one line, as mails, calendars and the assistant give it: „Neubaugasse 12, 1070 Wien“. */
export function addressLine(address: { street: string; postalCode: string; locality: string }): string {
  return `${address.street}, ${address.postalCode} ${address.locality}`;
}

/** Where a course takes place, on one line: the venue's name and address; empty when the venue is unknown. */
export function venuePlace(venue: { name: string; address: { street: string; postalCode: string; locality: string } } | null | undefined): string {
  return venue ? `${venue.name}, ${addressLine(venue.address)}` : '';
}
