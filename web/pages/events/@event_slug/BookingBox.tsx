// Booking a seat from the event page: a plain form posting to this page (+action.ts). Signed out, it leads to
// the sign-in page and back; booked, it says so and offers cancelling; full, it offers the waitlist.
import { FormattedMessage } from 'react-intl';
import { FormErrors, FormName, SubmitButton } from '../../../components/Form';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import type { Data } from './+data';

export function BookingBox({ event }: { event: Pick<Data['event'], 'slug' | 'seatsLeft' | 'viewerBooking'> }) {
  const { viewer } = usePageContext();
  const localize = useLocalizedUrl();
  const here = localize(`/events/${event.slug}`);
  if (!viewer) {
    return (
      <p className="booking-box">
        <a className="button" href={`${localize('/login')}?next=${encodeURIComponent(here)}`}>
          <FormattedMessage id="booking.signInToBook" />
        </a>
      </p>
    );
  }
  const booking = event.viewerBooking && event.viewerBooking.status !== 'CANCELLED' ? event.viewerBooking : null;
  return (
    <form method="post" action={here} className="booking-box">
      <FormErrors />
      {booking ? (
        <>
          <p role="status">
            <FormattedMessage id={booking.status === 'WAITLISTED' ? 'booking.waitlisted' : 'booking.confirmed'} />
          </p>
          <FormName name="cancel" />
          <input type="hidden" name="booking" value={booking.id} />
          <SubmitButton message="booking.cancel" className="link-button" />
        </>
      ) : (
        <>
          <FormName name="book" />
          <SubmitButton message={event.seatsLeft > 0 ? 'booking.book' : 'booking.joinWaitlist'} />
        </>
      )}
    </form>
  );
}
