// Where a course with a minimum of participants stands, in one sentence: how many more bookings it needs before its
// decision, or that it takes place, or that it was called off for too few bookings. The event page adds when it
// is decided; cards show the sentence alone.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../lib/i18n/clock';

export interface CourseMinimumState {
  outcome: 'PENDING' | 'CONFIRMED' | 'CALLED_OFF';
  stillNeeded: number;
  decidesAt: string;
}

export function CourseMinimumNote(props: { minimum: CourseMinimumState; timeZone: string; withDecision?: boolean }) {
  const { minimum, timeZone, withDecision = false } = props;
  const intl = useIntl();
  if (minimum.outcome !== 'PENDING') return <FormattedMessage id={`courseMinimum.${minimum.outcome}`} />;
  const when = formatDateTime(intl, minimum.decidesAt, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone });
  return (
    <>
      {minimum.stillNeeded > 0 ? (
        <FormattedMessage id="courseMinimum.needed" values={{ count: minimum.stillNeeded }} />
      ) : (
        <FormattedMessage id="courseMinimum.reached" />
      )}
      {withDecision ? (
        <>
          {' '}
          <FormattedMessage id="courseMinimum.decidesAt" values={{ when }} />
        </>
      ) : null}
    </>
  );
}
