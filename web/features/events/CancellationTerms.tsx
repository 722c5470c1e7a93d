// What cancelling a paid booking does, said before the person books and again before they cancel: until the event's
// cancellation deadline the money comes back, at or after it the seat is given up without a refund. The server
// decides (Booking.refundOnCancel) and refuses a cancellation that a page promised a refund for once the deadline
// has passed (expectRefund).
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../lib/i18n/clock';
import { formatPrice } from './format';

export interface CancellationTermsProps {
  /** Booking.refundOnCancel: null when nothing was paid. */
  refundOnCancel?: boolean | null;
  order?: { amountCents: number; currency: string } | null;
  event: { cancellationDeadline: string; timeZone: string };
}

/** The deadline as both texts write it, in the event's own time zone. */
function formatDeadline(intl: ReturnType<typeof useIntl>, event: { cancellationDeadline: string; timeZone: string }): string {
  return formatDateTime(intl, event.cancellationDeadline, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: event.timeZone });
}

export function CancellationTerms({ refundOnCancel, order, event }: CancellationTermsProps) {
  const intl = useIntl();
  if (refundOnCancel == null || !order) return null;
  const when = formatDeadline(intl, event);
  return (
    <p className={`cancellation-terms cancellation-terms--${refundOnCancel ? 'refund' : 'none'}`}>
      <FormattedMessage id={refundOnCancel ? 'cancellation.refund' : 'cancellation.noRefund'} values={{ when, amount: formatPrice(intl, order) }} />
    </p>
  );
}

/** Sent with a cancellation the page promised a refund for: the server then refuses one past the deadline. */
export function ExpectRefund({ refundOnCancel }: { refundOnCancel?: boolean | null }) {
  return refundOnCancel ? <input type="hidden" name="expectRefund" value="1" /> : null;
}

/**
 * The same terms before anyone books, as the terms of use promise: for a paid course until when cancelling is free
 * (or that this has passed already, by the page's clock against the server's deadline); a free booking can be
 * cancelled at any time, as nothing was paid and the server sets no deadline for it.
 */
export function CancellationBeforeBooking({ event, now }: { event: { cancellationDeadline: string; timeZone: string; price: { amountCents: number } }; now: string }) {
  const intl = useIntl();
  const free = event.price.amountCents === 0;
  const passed = !free && Date.parse(now) >= Date.parse(event.cancellationDeadline);
  const id = free ? 'cancellation.beforeBookingFree' : passed ? 'cancellation.beforeBookingPassed' : 'cancellation.beforeBooking';
  return (
    <p className="booking-box__note cancellation-terms" data-testid="cancellation-before-booking">
      <FormattedMessage id={id} values={{ when: formatDeadline(intl, event) }} />
    </p>
  );
}
