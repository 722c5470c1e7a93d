// The signed-in home (/app): greeting, what needs attention, my bookings (upcoming first, each cancellable), my
// events with their review state (upcoming and running, then the past ones folded), my venues, my Radar alerts, the
// assistant answers I saved, the gift vouchers I bought, and the ways on (create an event, the profile, my venue,
// moderation for editors).
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName } from '../../../components/Form';
import { FormErrors } from '../../../components/FormFields';
import { LabelledSection } from '../../../components/LabelledSection';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import { SectionFailure } from '../../../components/SectionFailure';
import { TextWithLink } from '../../../components/TextWithLink';
import { useData } from '../../../components/useData';
import { SavedAnswers } from '../../../features/assistant/SavedAnswers';
import { hasRole } from '../../../features/auth/viewer';
import { CancellationTerms, ExpectRefund } from '../../../features/events/CancellationTerms';
import { EmbedSnippet } from '../../../features/events/embed/EmbedSnippet';
import { ListedEvent } from '../../../features/events/ListedEvent';
import { RefundState } from '../../../features/events/RefundState';
import { SeatsAndNames } from '../../../features/events/SeatsAndNames';
import { InvoiceList } from '../../../features/invoices/InvoiceList';
import { RadarNoticeSlot } from '../../../features/live/RadarNoticeSlot';
import { RadarAlerts } from '../../../features/radar/RadarAlerts';
import { MyVouchers } from '../../../features/vouchers/MyVouchers';
import type { AppViewer, Data } from './+data';
import { groupEvents, isOver, orderBookings } from './order-bookings';

export default function Page() {
  const { viewer, error, now, radar, savedAnswers, invoices, vouchers, embedOrigin } = useData<Data>();
  const pageViewer = usePageContext().viewer;
  const intl = useIntl();
  return (
    <>
      <h1>
        <FormattedMessage id="app.greeting" values={{ name: viewer?.profile.name ?? pageViewer?.name ?? '' }} />
      </h1>
      <FormErrors form="cancelBooking" />
      <RadarNoticeSlot />
      <nav className="app-actions" aria-label={intl.formatMessage({ id: 'app.actions' })}>
        <LocalizedLink href="/makeevent" className="button">
          <FormattedMessage id="app.makeEvent" />
        </LocalizedLink>
        <LocalizedLink href="/profile">
          <FormattedMessage id="app.profile" />
        </LocalizedLink>
        <LocalizedLink href="/profile/events">
          <FormattedMessage id="app.allEvents" />
        </LocalizedLink>
        <LocalizedLink href="/app/payouts">
          <FormattedMessage id="app.payouts" />
        </LocalizedLink>
        <LocalizedLink href="/app/promo-codes">
          <FormattedMessage id="app.promoCodes" />
        </LocalizedLink>
        <LocalizedLink href="/venue_profile">
          <FormattedMessage id="nav.venueProfile" />
        </LocalizedLink>
        {hasRole(pageViewer, 'EDITOR') ? (
          <LocalizedLink href="/admin">
            <FormattedMessage id="app.admin" />
          </LocalizedLink>
        ) : null}
      </nav>
      {viewer ? (
        <>
          <Attention items={viewer.attention} />
          <Bookings bookings={viewer.bookings} now={now} />
          <InvoiceList invoices={invoices} side="participant" />
          <MyVouchers data={vouchers} />
          <Events events={viewer.events} now={now} />
          {viewer.events.length > 0 ? <EmbedSnippet origin={embedOrigin} owner={{ kind: 'organiser', uid: viewer.uid }} pagePath="/app" /> : null}
          <Venues venues={viewer.venues} />
          <RadarAlerts radar={radar} pagePath="/app" />
          <SavedAnswers saved={savedAnswers} pagePath="/app" />
        </>
      ) : (
        <SectionFailure error={error ?? 'ERROR'} />
      )}
    </>
  );
}

function Attention({ items }: { items: AppViewer['attention'] }) {
  if (items.length === 0) return null;
  return (
    <LabelledSection id="app-attention" heading="app.attention" className="app-section app-attention">
      <ul>
        {items.map((item, index) => (
          <li key={`${item.kind}-${item.subjectId ?? index}`}>
            <AttentionText item={item} />
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}

function AttentionText({ item }: { item: AppViewer['attention'][number] }) {
  const values = { subject: item.subjectId ?? '', note: item.note ?? '', count: item.count ?? 0 };
  const text = <FormattedMessage id={`app.attention.${item.kind}`} values={values} />;
  if (item.kind === 'MODERATION_QUEUE') return <LocalizedLink href="/admin">{text}</LocalizedLink>;
  if ((item.kind === 'EVENT_REJECTED' || item.kind === 'EVENT_IN_REVIEW') && item.subjectId) {
    return <LocalizedLink href={`/profile/event/${encodeURIComponent(item.subjectId)}`}>{text}</LocalizedLink>;
  }
  if (item.subjectId && item.kind !== 'VENUE_DECIDED') return <LocalizedLink href={`/events/${encodeURIComponent(item.subjectId)}`}>{text}</LocalizedLink>;
  return text;
}

function Bookings({ bookings, now }: { bookings: AppViewer['bookings']; now: string }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  return (
    <LabelledSection id="app-bookings" heading="app.bookings" className="app-section">
      {bookings.length === 0 ? (
        <TextWithLink text="app.bookingsEmpty" href="/events" link="app.findEvents" />
      ) : (
        <ul className="app-list">
          {orderBookings(bookings, now).map((booking) => {
            const cancellable = booking.status !== 'CANCELLED' && !isOver(booking, now);
            return (
              <li key={booking.id} className="app-list__item">
                <ListedEvent href={`/events/${booking.event.slug}`} event={booking.event} venue={booking.event.venue.name} />
                <span className={`status status--${booking.status.toLowerCase()}`}>
                  <FormattedMessage id={`app.booking.${booking.status}`} />
                  {booking.event.status === 'CANCELLED' ? (
                    <>
                      {' · '}
                      <FormattedMessage id="app.eventCancelled" />
                    </>
                  ) : null}
                </span>
                {booking.seats > 1 || booking.seatNames.some((seat) => seat.name) ? (
                  <span className="app-list__seats">
                    <SeatsAndNames seats={booking.seats} seatNames={booking.seatNames} />
                  </span>
                ) : null}
                <RefundState order={booking.order} />
                {booking.status === 'HELD' && booking.order ? (
                  <a className="app-list__action" href={`${localize('/payment')}?order=${encodeURIComponent(booking.order.id)}`}>
                    <FormattedMessage id="booking.payNow" />
                  </a>
                ) : null}
                {booking.status === 'CONFIRMED' && booking.event.status !== 'CANCELLED' ? (
                  <a
                    className="app-list__action"
                    href={localize(`/app/tickets/${encodeURIComponent(booking.id)}`)}
                    aria-label={intl.formatMessage({ id: 'app.ticketsOf' }, { title: booking.event.title })}
                  >
                    <FormattedMessage id="app.tickets" />
                  </a>
                ) : null}
                {cancellable && booking.seats > 1 && booking.status !== 'HELD' ? <GiveUpSeats booking={booking} /> : null}
                {cancellable ? (
                  <form method="post" action={localize('/app')} className="app-list__action">
                    <CancellationTerms refundOnCancel={booking.refundOnCancel} order={booking.order} event={booking.event} />
                    <FormName name="cancelBooking" />
                    <input type="hidden" name="booking" value={booking.id} />
                    <ExpectRefund refundOnCancel={booking.refundOnCancel} />
                    <button
                      type="submit"
                      className="link-button"
                      aria-label={intl.formatMessage({ id: booking.refundOnCancel === false ? 'cancellation.cancelWithoutRefundOf' : 'app.cancelBookingOf' }, { title: booking.event.title })}
                    >
                      <FormattedMessage id={booking.refundOnCancel === false ? 'cancellation.cancelWithoutRefund' : 'app.cancelBooking'} />
                    </button>
                  </form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </LabelledSection>
  );
}

/**
 * One button per seat of a booking of several, to give that seat up alone (a friend who cannot come), saying
 * whether its share of the money comes back, as the whole booking's cancelling does. A held booking is paid or
 * cancelled whole.
 */
function GiveUpSeats({ booking }: { booking: AppViewer['bookings'][number] }) {
  const localize = useLocalizedUrl();
  return (
    <details className="app-list__action">
      <summary>
        <FormattedMessage id="app.giveUpSeats" />
      </summary>
      <p className="form-note">
        <FormattedMessage id={booking.refundOnCancel === true ? 'app.giveUpSeatsRefund' : booking.refundOnCancel === false ? 'app.giveUpSeatsNoRefund' : 'app.giveUpSeatsFree'} />
      </p>
      <ul>
        {booking.seatNames.map((seat) => (
          <li key={seat.seat}>
            <form method="post" action={localize('/app')}>
              <FormName name="cancelSeats" />
              <input type="hidden" name="booking" value={booking.id} />
              <input type="hidden" name="seat" value={seat.seat} />
              <ExpectRefund refundOnCancel={booking.refundOnCancel} />
              <button type="submit" className="link-button">
                <FormattedMessage
                  id={`app.giveUp${seat.name ? 'Named' : 'Numbered'}Seat${booking.refundOnCancel === false ? 'WithoutRefund' : ''}`}
                  values={{ name: seat.name, number: seat.seat + 1 }}
                />
              </button>
            </form>
          </li>
        ))}
      </ul>
    </details>
  );
}

function Events({ events, now }: { events: AppViewer['events']; now: string }) {
  const { upcoming, past } = groupEvents(events, now);
  return (
    <LabelledSection id="app-events" heading="app.events" className="app-section">
      {events.length === 0 ? (
        <p>
          <FormattedMessage id="app.eventsEmpty" />
        </p>
      ) : (
        <>
          <h3 id="app-events-upcoming">
            <FormattedMessage id="app.eventsUpcoming" values={{ count: upcoming.length }} />
          </h3>
          {upcoming.length === 0 ? (
            <p>
              <FormattedMessage id="app.eventsNoneUpcoming" />
            </p>
          ) : (
            <EventList events={upcoming} labelledBy="app-events-upcoming" />
          )}
          {past.length > 0 ? (
            // Folded: an organiser of a weekly course gathers dozens of past dates, which would push the rest down.
            <details className="app-events-past">
              <summary id="app-events-past">
                <FormattedMessage id="app.eventsPast" values={{ count: past.length }} />
              </summary>
              <EventList events={past} labelledBy="app-events-past" />
            </details>
          ) : null}
        </>
      )}
    </LabelledSection>
  );
}

function EventList({ events, labelledBy }: { events: AppViewer['events']; labelledBy: string }) {
  return (
    <ul className="app-list" aria-labelledby={labelledBy}>
      {events.map((event) => (
        <li key={event.slug} className="app-list__item">
          <ListedEvent href={`/profile/event/${event.slug}`} event={event} />
          <span className={`status status--${(event.status === 'CANCELLED' ? 'cancelled' : event.review ?? 'published').toLowerCase()}`}>
            <FormattedMessage id={event.status === 'CANCELLED' ? 'app.eventCancelled' : `app.review.${event.review ?? 'PUBLISHED'}`} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Venues({ venues }: { venues: AppViewer['venues'] }) {
  if (venues.length === 0) return null;
  return (
    <LabelledSection id="app-venues" heading="app.venues" className="app-section">
      <ul className="app-list">
        {venues.map((venue) => (
          <li key={venue.slug} className="app-list__item">
            <LocalizedLink href={`/venues/${venue.slug}`}>{venue.name}</LocalizedLink>
            <span className="app-list__meta">
              <LocalizedLink href={`/venue_profile?venue=${encodeURIComponent(venue.slug)}`}>
                <FormattedMessage id="app.editVenue" />
              </LocalizedLink>
              {' · '}
              <LocalizedLink href={`/venue_preview?venue=${encodeURIComponent(venue.slug)}`}>
                <FormattedMessage id="app.previewVenue" />
              </LocalizedLink>
            </span>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
