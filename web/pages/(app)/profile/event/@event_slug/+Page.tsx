// /profile/event/{slug}: the organiser's (or an editor's) view of one event: where it stands in review and why it
// was rejected, where a course with a minimum of participants stands, the live console once it is published, the
// edit form, sending it to review, who booked, and cancelling it (after a confirmation step).
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeadings } from '../../../../../components/ColumnHeadings';
import { DetailHeader } from '../../../../../components/DetailHeader';
import { FormName, SubmitButton, useFormState } from '../../../../../components/Form';
import { FormErrors, FormField } from '../../../../../components/FormFields';
import { LabelledSection } from '../../../../../components/LabelledSection';
import { LocalizedLink, useLocalizedUrl } from '../../../../../components/LocalizedLink';
import { usePageContext } from '../../../../../components/PageContext';
import { SectionFailure } from '../../../../../components/SectionFailure';
import { useData } from '../../../../../components/useData';
import { DoorLinks } from '../../../../../features/check-in/DoorLinks';
import { CourseMinimumNote } from '../../../../../features/events/CourseMinimumNote';
import { EventTime } from '../../../../../features/events/EventTime';
import { SeatsAndNames } from '../../../../../features/events/SeatsAndNames';
import { formatPrice } from '../../../../../features/events/format';
import { formValuesFromEvent } from '../../../../../features/contributions/event-form';
import { EventForm } from '../../../../../features/contributions/EventForm';
import { formatDateTime } from '../../../../../lib/i18n/clock';
import type { Data } from './+data';
import { cancelFormName, submitFormName } from './forms';
import { LiveConsole } from './LiveConsole';
import { MessageBookedForm } from './MessageBookedForm';

export default function Page() {
  const { event, choices } = useData<Data>();
  const { locale, urlParsed } = usePageContext();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const path = `/profile/event/${event.slug}`;
  const cancelled = event.status === 'CANCELLED';
  const canSubmit = !cancelled && (event.review === 'DRAFT' || event.review === 'REJECTED');
  const cancelState = useFormState(cancelFormName);
  const confirmingCancel = !cancelled && (urlParsed.search.cancel === '1' || cancelState !== null);
  const bookings = event.bookings ?? [];
  // Only a published event that is not cancelled is live (editorial events carry no review state).
  const live = !cancelled && (event.review ?? 'PUBLISHED') === 'PUBLISHED';

  return (
    <>
      <DetailHeader home={false} trail={[{ href: '/profile/events', message: 'eventEdit.myEvents' }]} title={event.title} />

      <LabelledSection id="event-state" heading="eventEdit.state" className="status-box">
        <p>
          <EventTime event={event} /> · {event.venue.name}
        </p>
        <p>
          <strong>
            <FormattedMessage id={cancelled ? 'eventEdit.cancelled' : `eventEdit.review.${event.review ?? 'PUBLISHED'}`} />
          </strong>
        </p>
        {event.minimum && (!cancelled || event.minimum.outcome === 'CALLED_OFF') ? (
          <p className="status-box__minimum">
            <CourseMinimumNote minimum={event.minimum} timeZone={event.timeZone} withDecision />
          </p>
        ) : null}
        {event.review === 'REJECTED' && event.reviewNote ? (
          <p>
            <FormattedMessage id="eventEdit.reviewNote" values={{ note: event.reviewNote }} />
          </p>
        ) : null}
        {event.review === 'PUBLISHED' && !cancelled ? (
          <p>
            <LocalizedLink href={`/events/${event.slug}`}>
              <FormattedMessage id="eventEdit.publicPage" />
            </LocalizedLink>
          </p>
        ) : null}
        {canSubmit ? (
          <form method="post" action={localize(path)}>
            <FormName name={submitFormName} />
            <FormErrors form={submitFormName} fields={[]} />
            <SubmitButton message={choices?.trustedOrganiser ? 'makeevent.publish' : 'makeevent.submit'} />
          </form>
        ) : null}
      </LabelledSection>

      {live && event.messaging ? <MessageBookedForm slug={event.slug} messaging={event.messaging} /> : null}

      {live ? <LiveConsole event={event} /> : null}

      {cancelled ? null : (
        <LabelledSection id="event-edit" heading="eventEdit.edit" className="section">
          {choices ? (
            <EventForm
              action={localize(path)}
              crafts={choices.crafts}
              venues={choices.venues}
              selling={choices.selling}
              defaults={formValuesFromEvent(event, locale)}
              images={event.images}
              mode="edit"
              buttons={
                <SubmitButton message="eventEdit.save" />
              }
            />
          ) : (
            <SectionFailure error="STORE_UNAVAILABLE" />
          )}
        </LabelledSection>
      )}

      <section className="section" aria-labelledby="event-bookings">
        <h2 id="event-bookings">
          <FormattedMessage id="eventEdit.bookings" values={{ seats: event.capacity - event.seatsLeft, capacity: event.capacity }} />
        </h2>
        {bookings.length === 0 ? (
          <p className="empty">
            <FormattedMessage id="eventEdit.noBookings" />
          </p>
        ) : (
          <table className="data-table">
            <ColumnHeadings messages={['eventEdit.bookingName', 'eventEdit.bookingSeats', 'eventEdit.bookingStatus', 'orderState.column', 'eventEdit.bookingDate']} />
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id}>
                  <td>{booking.person?.name ?? intl.formatMessage({ id: 'eventEdit.bookingDeleted' })}</td>
                  <td>
                    <SeatsAndNames seats={booking.seats} seatNames={booking.seatNames} />
                  </td>
                  <td>
                    <FormattedMessage id={`eventEdit.bookingStatus.${booking.status}`} />
                  </td>
                  <td>
                    {booking.order ? (
                      <>
                        <FormattedMessage id={`orderState.${booking.order.status}`} />
                        {' · '}
                        {formatPrice(intl, booking.order)}
                      </>
                    ) : (
                      <FormattedMessage id="orderState.none" />
                    )}
                  </td>
                  <td>
                    {formatDateTime(intl, booking.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: event.timeZone })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <DoorLinks eventSlug={event.slug} sessions={event.sessions} timeZone={event.timeZone} />

      {cancelled ? null : (
        <LabelledSection id="event-cancel" heading="eventEdit.cancel" className="section">
          {confirmingCancel ? (
            <form className="contribution-form" method="post" action={localize(path)}>
              <FormName name={cancelFormName} />
              <FormErrors form={cancelFormName} fields={['reason']} />
              <p role="alert">
                <strong>
                  <FormattedMessage id="eventEdit.cancelConfirm" values={{ title: event.title }} />
                </strong>{' '}
                <FormattedMessage id="eventEdit.cancelInform" />
              </p>
              <FormField form={cancelFormName} name="reason" label={intl.formatMessage({ id: 'eventEdit.cancelReason' })}>
                {(control, kept) => <textarea {...control} rows={3} maxLength={1000} defaultValue={kept as string | undefined} />}
              </FormField>
              <div className="inline-actions">
                <SubmitButton message="eventEdit.cancelYes" />
                <a href={localize(path)}>
                  <FormattedMessage id="eventEdit.cancelNo" />
                </a>
              </div>
            </form>
          ) : (
            <p>
              <a className="button button--secondary" href={`${localize(path)}?cancel=1#event-cancel`}>
                <FormattedMessage id="eventEdit.cancelStart" />
              </a>
            </p>
          )}
        </LabelledSection>
      )}
    </>
  );
}
