// Where the money of a paid booking stands once it goes back: being refunded, refunded, or stuck (the editors
// settle a refund that failed). Shown beside the booking on /app and /profile/events; nothing for other states.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from './format';

const refundStates = ['REFUND_PENDING', 'REFUNDED', 'REFUND_FAILED'] as const;

export function RefundState({ order }: { order?: { status: string; amountCents: number; currency: string } | null }) {
  const intl = useIntl();
  const state = refundStates.find((known) => known === order?.status);
  if (!order || !state) return null;
  return (
    <span className={`refund-state refund-state--${state.toLowerCase()}`}>
      <FormattedMessage id={`booking.refund.${state}`} values={{ amount: formatPrice(intl, order) }} />
    </span>
  );
}
