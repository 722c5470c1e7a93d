// Booking seats from the event page: a plain form posting to this page (+action.ts), no script needed. Signed out,
// it leads to the sign-in page and back; booked, it says how many seats and offers cancelling; otherwise it offers up
// to as many seats as one booking takes and are left, a name for each seat (optional), and the waitlist for more
// seats than are left (or for any when full), where the person may take fewer. Before booking it says until when
// cancelling is free, and for a course that one booking covers every date.
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../../components/Form';
import { FormErrors } from '../../../components/FormFields';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import { CancellationBeforeBooking, CancellationTerms, ExpectRefund } from '../../../features/events/CancellationTerms';
import { SeatsAndNames } from '../../../features/events/SeatsAndNames';
import { formatDateTime } from '../../../lib/i18n/clock';
import { signInHref } from '../../../lib/sign-in/sign-in-href';
import type { Data } from './+data';

export function BookingBox({
  event,
  now,
}: {
  event: Pick<Data['event'], 'slug' | 'seatsLeft' | 'maxSeatsPerBooking' | 'viewerBooking' | 'sessions' | 'cancellationDeadline' | 'timeZone' | 'joinableUntil' | 'price'>;
  /** The server's clock of the page (Data['now']). */
  now: string;
}) {
  const { viewer, locale } = usePageContext();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const here = localize(`/events/${event.slug}`);
  const full = event.seatsLeft === 0;
  // Until when the booking window is open, in the event's own time zone.
  const until = event.joinableUntil ? (
    <p className="booking-box__note">
      <FormattedMessage
        id="booking.until"
        values={{ when: formatDateTime(intl, event.joinableUntil, { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: event.timeZone }) }}
      />
    </p>
  ) : null;
  const beforeBooking = (
    <>
      {event.sessions.length > 1 ? (
        <p className="booking-box__note">
          <FormattedMessage id="booking.coversAll" values={{ count: event.sessions.length }} />
        </p>
      ) : null}
      {until}
      <CancellationBeforeBooking event={event} now={now} />
    </>
  );
  if (!viewer) {
    return (
      <div className="booking-box">
        <p>
          <a className="button" href={signInHref(here, locale)}>
            <FormattedMessage id={full ? 'booking.signInToWaitlist' : 'booking.signInToBook'} />
          </a>
        </p>
        {beforeBooking}
      </div>
    );
  }
  const booking = event.viewerBooking && event.viewerBooking.status !== 'CANCELLED' ? event.viewerBooking : null;
  return (
    <form method="post" action={here} className="booking-box">
      <FormErrors />
      {booking ? (
        <>
          <p role="status">
            <FormattedMessage id={booking.status === 'WAITLISTED' ? 'booking.waitlisted' : booking.status === 'HELD' ? 'booking.held' : 'booking.confirmed'} />
            {booking.seats > 1 || booking.seatNames.some((seat) => seat.name) ? (
              <>
                {' '}
                <SeatsAndNames seats={booking.seats} seatNames={booking.seatNames} />
              </>
            ) : null}
          </p>
          {booking.status === 'HELD' && booking.order && (
            <p>
              <a className="button" href={`${localize('/payment')}?order=${encodeURIComponent(booking.order.id)}`}>
                <FormattedMessage id="booking.payNow" />
              </a>
            </p>
          )}
          <CancellationTerms refundOnCancel={booking.refundOnCancel} order={booking.order} event={event} />
          <FormName name="cancel" />
          <input type="hidden" name="booking" value={booking.id} />
          <ExpectRefund refundOnCancel={booking.refundOnCancel} />
          <SubmitButton message={booking.refundOnCancel === false ? 'cancellation.cancelWithoutRefund' : 'booking.cancel'} className="link-button" />
        </>
      ) : (
        <>
          <FormName name="book" />
          <SeatChoice event={event} />
          <SubmitButton message={full ? 'booking.joinWaitlist' : 'booking.book'} />
          {beforeBooking}
        </>
      )}
    </form>
  );
}

/**
 * How many seats, as a select of 1 to as many as one booking takes and are left (the waitlist's when full), and a
 * name for each seat, folded away as most book for themselves. Names typed beyond the seats chosen are left out.
 * A waitlist for more seats than are left is a choice of the same select (with the box for taking fewer), so the one
 * form posts either.
 */
function SeatChoice({ event }: { event: Pick<Data['event'], 'seatsLeft' | 'maxSeatsPerBooking'> }) {
  const intl = useIntl();
  const most = event.maxSeatsPerBooking;
  if (most <= 1) return null;
  const counts = Array.from({ length: most }, (_, index) => index + 1);
  const full = event.seatsLeft === 0;
  return (
    <div className="booking-box__seats">
      <p className="form-field">
        <label htmlFor="booking-seats">
          <FormattedMessage id="booking.seats" />
        </label>{' '}
        <select id="booking-seats" name="seats" defaultValue="1">
          {counts.map((count) => (
            <option key={count} value={count}>
              {full || count <= event.seatsLeft ? count : intl.formatMessage({ id: 'booking.seatsWaitlist' }, { count })}
            </option>
          ))}
        </select>
      </p>
      {full || most > event.seatsLeft ? (
        <p className="form-field form-field--checkbox">
          <label>
            <input type="checkbox" name="acceptFewer" value="on" /> <FormattedMessage id="booking.acceptFewer" />
          </label>
        </p>
      ) : null}
      <details className="booking-box__names">
        <summary>
          <FormattedMessage id="booking.names" />
        </summary>
        <p className="booking-box__note">
          <FormattedMessage id="booking.namesHint" />
        </p>
        {counts.map((count) => (
          <p className="form-field" key={count}>
            <label htmlFor={`booking-name-${count}`}>
              <FormattedMessage id="booking.nameForSeat" values={{ number: count }} />
            </label>{' '}
            <input id={`booking-name-${count}`} name="names" maxLength={80} autoComplete="off" />
          </p>
        ))}
      </details>
    </div>
  );
}
