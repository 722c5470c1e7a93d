// Booking a seat from the event page: a plain form posting to this page (+action.ts). Signed out, it leads to
// the sign-in page and back; booked, it says so and offers cancelling; full, it offers the waitlist. Before booking
// it says until when cancelling is free, and for a course that one booking covers every date.
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../../components/Form';
import { FormErrors } from '../../../components/FormFields';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import { CancellationBeforeBooking, CancellationTerms, ExpectRefund } from '../../../features/events/CancellationTerms';
import { formatDateTime } from '../../../lib/i18n/clock';
import { signInHref } from '../../../lib/sign-in/sign-in-href';
import type { Data } from './+data';

export function BookingBox({
  event,
  now,
}: {
  event: Pick<Data['event'], 'slug' | 'seatsLeft' | 'viewerBooking' | 'sessions' | 'cancellationDeadline' | 'timeZone' | 'joinableUntil' | 'price'>;
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
          <SubmitButton message={full ? 'booking.joinWaitlist' : 'booking.book'} />
          {beforeBooking}
        </>
      )}
    </form>
  );
}
