// /profile/events: the events I created, grouped (draft, rejected, in review, published, cancelled, past), each
// linking to its edit page, and the events I booked.
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { EventTime } from '../../../features/events/EventTime';
import type { Data } from './+data';
import { groupEvents } from './group-events';

export default function Page() {
  const { viewer, error, now } = useData<Data>();
  return (
    <>
      <h1>
        <FormattedMessage id="profile.events.heading" />
      </h1>
      {viewer ? (
        <>
          <section aria-labelledby="created-events" className="app-section">
            <h2 id="created-events">
              <FormattedMessage id="profile.events.created" />
            </h2>
            {viewer.events.length === 0 ? (
              <p>
                <FormattedMessage id="app.eventsEmpty" />{' '}
                <LocalizedLink href="/makeevent">
                  <FormattedMessage id="app.makeEvent" />
                </LocalizedLink>
              </p>
            ) : (
              groupEvents(viewer.events, now).map(({ group, events }) => (
                <section key={group} aria-labelledby={`group-${group}`}>
                  <h3 id={`group-${group}`}>
                    <FormattedMessage id={`profile.events.group.${group}`} />
                  </h3>
                  <ul className="app-list">
                    {events.map((event) => (
                      <li key={event.slug} className="app-list__item">
                        <LocalizedLink href={`/profile/event/${event.slug}`}>{event.title}</LocalizedLink>
                        <span className="app-list__meta">
                          <EventTime event={event} />
                        </span>
                        {group === 'REJECTED' && event.reviewNote ? (
                          <span className="app-list__note">
                            <FormattedMessage id="profile.events.reviewNote" values={{ note: event.reviewNote }} />
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </section>
          <section aria-labelledby="booked-events" className="app-section">
            <h2 id="booked-events">
              <FormattedMessage id="profile.events.booked" />
            </h2>
            {viewer.bookings.length === 0 ? (
              <p>
                <FormattedMessage id="app.bookingsEmpty" />
              </p>
            ) : (
              <ul className="app-list">
                {viewer.bookings.map((booking) => (
                  <li key={booking.id} className="app-list__item">
                    <LocalizedLink href={`/events/${booking.event.slug}`}>{booking.event.title}</LocalizedLink>
                    <span className="app-list__meta">
                      <EventTime event={booking.event} /> · {booking.event.venue.name}
                    </span>
                    <span className={`status status--${booking.status.toLowerCase()}`}>
                      <FormattedMessage id={`app.booking.${booking.status}`} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : (
        <SectionFailure error={error ?? 'ERROR'} />
      )}
    </>
  );
}
