// /profile/events: the events I created, grouped (draft, rejected, in review, published, cancelled, past), each
// linking to its edit page, and the events I booked.
import { FormattedMessage } from 'react-intl';
import { LabelledSection } from '../../../components/LabelledSection';
import { SectionFailure } from '../../../components/SectionFailure';
import { TextWithLink } from '../../../components/TextWithLink';
import { useData } from '../../../components/useData';
import { CancellationTerms } from '../../../features/events/CancellationTerms';
import { ListedEvent } from '../../../features/events/ListedEvent';
import { RefundState } from '../../../features/events/RefundState';
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
          <LabelledSection id="created-events" heading="profile.events.created" className="app-section">
            {viewer.events.length === 0 ? (
              <TextWithLink text="app.eventsEmpty" href="/makeevent" link="app.makeEvent" />
            ) : (
              groupEvents(viewer.events, now).map(({ group, events }) => (
                <section key={group} aria-labelledby={`group-${group}`}>
                  <h3 id={`group-${group}`}>
                    <FormattedMessage id={`profile.events.group.${group}`} />
                  </h3>
                  <ul className="app-list">
                    {events.map((event) => (
                      <li key={event.slug} className="app-list__item">
                        <ListedEvent href={`/profile/event/${event.slug}`} event={event} />
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
          </LabelledSection>
          <LabelledSection id="booked-events" heading="profile.events.booked" className="app-section">
            {viewer.bookings.length === 0 ? (
              <p>
                <FormattedMessage id="app.bookingsEmpty" />
              </p>
            ) : (
              <ul className="app-list">
                {viewer.bookings.map((booking) => (
                  <li key={booking.id} className="app-list__item">
                    <ListedEvent href={`/events/${booking.event.slug}`} event={booking.event} venue={booking.event.venue.name} />
                    <span className={`status status--${booking.status.toLowerCase()}`}>
                      <FormattedMessage id={`app.booking.${booking.status}`} />
                    </span>
                    <RefundState order={booking.order} />
                    <CancellationTerms refundOnCancel={booking.refundOnCancel} order={booking.order} event={booking.event} />
                  </li>
                ))}
              </ul>
            )}
          </LabelledSection>
        </>
      ) : (
        <SectionFailure error={error ?? 'ERROR'} />
      )}
    </>
  );
}
