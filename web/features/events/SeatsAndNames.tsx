// A booking's seats as the organiser's list and /app show them: how many, and the names given for them („2 Plätze:
// Anna, Tim“). A seat without a name is counted but not named.
import { FormattedMessage, useIntl } from 'react-intl';

export function SeatsAndNames({ seats, seatNames }: { seats: number; seatNames: ReadonlyArray<{ seat: number; name?: string | null }> }) {
  const intl = useIntl();
  const names = seatNames.flatMap((seat) => (seat.name ? [seat.name] : []));
  return names.length > 0 ? (
    <FormattedMessage id="seats.countWithNames" values={{ count: seats, names: intl.formatList(names, { type: 'conjunction' }) }} />
  ) : (
    <FormattedMessage id="seats.count" values={{ count: seats }} />
  );
}
