// What cancelling a paid booking does, said before the person cancels: until the event's cancellation deadline the
// money comes back, at or after it the seat is given up without a refund. The server decides (Booking.refundOnCancel)
// and refuses a cancellation that a page promised a refund for once the deadline has passed (expectRefund).
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../lib/i18n/clock';
import { formatPrice } from './format';

export interface CancellationTermsProps {
  /** Booking.refundOnCancel: null when nothing was paid. */
  refundOnCancel?: boolean | null;
  order?: { amountCents: number; currency: string } | null;
  event: { cancellationDeadline: string; timeZone: string };
}

export function CancellationTerms({ refundOnCancel, order, event }: CancellationTermsProps) {
  const intl = useIntl();
  if (refundOnCancel == null || !order) return null;
  const when = formatDateTime(intl, event.cancellationDeadline, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: event.timeZone });
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
