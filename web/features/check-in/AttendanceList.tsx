// The seats of a session with who came: each seat's name (the booking's person beside a seat's own name), paid or
// free, and checked in at what time or not yet. The door's page and the printable participant list both show it.
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeadings } from '../../components/ColumnHeadings';
import { formatDateTime } from '../../lib/i18n/clock';
import type { AttendanceSeat } from './check-in-api';

export function AttendanceList({ seats, timeZone, printable = false }: { seats: readonly AttendanceSeat[]; timeZone: string; printable?: boolean }) {
  const intl = useIntl();
  if (seats.length === 0) {
    return (
      <p className="empty">
        <FormattedMessage id="checkIn.seats.none" />
      </p>
    );
  }
  return (
    <table className={`data-table attendance${printable ? ' attendance--print' : ''}`}>
      <ColumnHeadings messages={['checkIn.seats.name', 'checkIn.seats.bookedBy', 'checkIn.seats.payment', 'checkIn.seats.checkedIn']} />
      <tbody>
        {seats.map((seat) => (
          <tr key={`${seat.bookingId}:${seat.seat}`} className={seat.checkedInAt ? 'attendance__in' : undefined}>
            <td>{seat.name}</td>
            <td>
              {seat.bookedBy}
              {seat.bookingSeats > 1 ? (
                <>
                  {' '}
                  <FormattedMessage id="checkIn.seats.ofBooking" values={{ seats: seat.bookingSeats }} />
                </>
              ) : null}
            </td>
            <td>
              <FormattedMessage id={seat.paid ? 'checkIn.paid' : 'checkIn.free'} />
            </td>
            <td>
              {seat.checkedInAt ? (
                <FormattedMessage id="checkIn.seats.in" values={{ time: formatDateTime(intl, seat.checkedInAt, { timeStyle: 'short', timeZone }) }} />
              ) : printable ? (
                <span className="attendance__box" aria-label={intl.formatMessage({ id: 'checkIn.seats.notYet' })} />
              ) : (
                <FormattedMessage id="checkIn.seats.notYet" />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
