// The mails of paid seats, composed from an order change's outcome in each person's language: the receipt, a hold
// ended, a refund (once, when it starts), a seat held for or given to the next person waiting; and how an amount
// and an order's page read in them.
import { venuePlace } from '../domain/formats.js';
import { seatsOf } from '../domain/group-bookings.js';
import type { OrderRecord } from '../domain/payments.js';
import type { EventRecord, Locale, MailRecord, ProfileRecord } from '../domain/records.js';
import type { OrderChangeResult } from '../domain/repositories.js';
import { composeMail, pageUrl } from './mail.js';
import { formatWhen, type PaymentMail } from './mail-templates.js';
import type { ServiceContext } from './service-context.js';

export const orderLink = (orderId: string, locale: Locale) => pageUrl(`/payment?order=${encodeURIComponent(orderId)}`, locale);

/** Why a person's own cancellation before the event's deadline refunds their order (the refund mail says so). */
export const BOOKING_CANCELLED = 'BOOKING_CANCELLED';

/**
 * The mails an order change of `event` causes, composed from its outcome in each person's language (the people of
 * `uids`: the order's and whoever may move up; others get none): the receipt, a hold ended, a refund (once, when it
 * starts), a seat offered to the next person waiting.
 */
export async function orderMails(deps: Pick<ServiceContext, 'store' | 'now'>, event: EventRecord | null, uids: readonly string[]): Promise<(result: OrderChangeResult) => MailRecord[]> {
  const people = new Map<string, ProfileRecord>();
  for (const profile of await deps.store.profiles.getByUids([...new Set(uids)])) if (profile) people.set(profile.uid, profile);
  const venue = event ? (await deps.store.venues.getBySlugs([event.venueSlug]))[0] : null;
  const place = venuePlace(venue);

  const about = (person: ProfileRecord, of: OrderRecord): PaymentMail | null =>
    event
      ? {
          name: person.name,
          title: (person.locale === 'en' ? event.title.en : undefined) ?? event.title.de,
          starts: event.sessions.map((session) => session.startsAt),
          timeZone: event.timeZone,
          place,
          link: pageUrl(`/events/${event.slug}`, person.locale),
          amount: formatAmount(of.amountCents, of.currency, person.locale),
          orderLink: orderLink(of.id, person.locale),
          // The receipt and the seats held for payment say how many seats the amount is for.
          seats: { count: seatsOf(of), names: [] },
        }
      : null;
  return (result: OrderChangeResult): MailRecord[] => {
    if (!result.changed) return [];
    const out: MailRecord[] = [];
    const person = people.get(result.order.uid);
    const base = person && about(person, result.order);
    if (person && base) {
      const send = <T extends Parameters<typeof composeMail>[0]>(template: T, params: Parameters<typeof composeMail<T>>[3]) =>
        out.push(composeMail(template, person.email, person.locale, params, deps.now));
      const to = result.order.status;
      if (to === 'COMPLETED') {
        send('paymentReceived', {
          ...base,
          orderId: result.order.id,
          paidAt: formatWhen(deps.now, event!.timeZone, person.locale),
          organiser: place,
          ...(event?.vatNote ? { vatNote: event.vatNote } : {}),
        });
      } else if (to === 'EXPIRED') {
        send('holdExpired', base);
      } else if (to === 'REFUND_PENDING' && result.before !== 'REFUND_PENDING' && result.before !== 'REFUND_FAILED') {
        // Once, when the refund starts: not again for each failed attempt, nor when an editor retries a failed one.
        const reason = result.order.refundReason ?? '';
        const kind =
          reason === 'LATE_PAYMENT' || reason === 'AMOUNT_MISMATCH' || reason === BOOKING_CANCELLED
            ? reason
            : reason.startsWith('EVENT_CANCELLED')
              ? 'EVENT_CANCELLED'
              : 'OTHER';
        send('paymentRefunded', { ...base, reason: kind, ...(kind === 'OTHER' ? { note: reason } : {}) });
      }
    }
    for (const promoted of result.promotions) {
      const next = people.get(promoted.booking.uid);
      if (promoted.order && next) {
        const offered = about(next, promoted.order);
        if (offered) out.push(composeMail('holdOffered', next.email, next.locale, { ...offered, until: formatWhen(promoted.order.holdUntil, event!.timeZone, next.locale) }, deps.now));
      } else if (next && event) {
        const offered = about(next, result.order);
        if (offered) out.push(composeMail('waitlistPromoted', next.email, next.locale, offered, deps.now));
      }
    }
    return out;
  };
}

/** "€ 65,00" / "€65.00". */
export function formatAmount(amountCents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-AT' : 'en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}
