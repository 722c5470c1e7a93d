// The answer at the door, big and in words (the colour only repeats them): green for a seat checked in now, yellow
// for one checked in before (with its time), red for a code that lets nobody in, each with the seat's name and
// whether it was paid.
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../components/FormFields';
import { formatDateTime } from '../../lib/i18n/clock';
import type { CheckInShown } from './check-in-api';

const toneOf = (outcome: CheckInShown['outcome']) => (outcome === 'CHECKED_IN' ? 'ok' : outcome === 'ALREADY_CHECKED_IN' ? 'again' : 'refused');

export function CheckInResult({ shown, timeZone }: { shown: CheckInShown; timeZone: string }) {
  const intl = useIntl();
  const tone = toneOf(shown.outcome);
  const seat = 'seat' in shown ? shown.seat : null;
  const time = seat?.checkedInAt ? formatDateTime(intl, seat.checkedInAt, { timeStyle: 'short', timeZone }) : '';
  return (
    <div className={`check-in-result check-in-result--${tone}`} role="status" aria-live="polite">
      <p className="check-in-result__outcome">
        {shown.outcome === 'FAILED' ? errorMessage(intl, shown.code) : <FormattedMessage id={`checkIn.outcome.${shown.outcome}`} values={{ time }} />}
      </p>
      {seat ? (
        <>
          <p className="check-in-result__name">{seat.name}</p>
          <p>
            <FormattedMessage id={seat.paid ? 'checkIn.paid' : 'checkIn.free'} />
            {seat.seatName && seat.bookedBy ? (
              <>
                {' · '}
                <FormattedMessage id="checkIn.bookedBy" values={{ name: seat.bookedBy }} />
              </>
            ) : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
