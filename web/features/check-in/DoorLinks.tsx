// On the organiser's page of a course: the way to the door's check-in of each date and to the participant list.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { formatDateTime } from '../../lib/i18n/clock';
import { checkInPath, participantsPath } from './sessions';

export function DoorLinks({ eventSlug, sessions, timeZone }: { eventSlug: string; sessions: readonly { startsAt: string }[]; timeZone: string }) {
  const intl = useIntl();
  return (
    <section className="section" aria-labelledby="event-door">
      <h2 id="event-door">
        <FormattedMessage id="eventEdit.doorHeading" />
      </h2>
      <ul>
        {sessions.map((session, index) => (
          <li key={index}>
            <LocalizedLink href={checkInPath(eventSlug, index)}>
              <FormattedMessage id="eventEdit.checkIn" values={{ date: formatDateTime(intl, session.startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone }) }} />
            </LocalizedLink>
          </li>
        ))}
        <li>
          <LocalizedLink href={participantsPath(eventSlug)}>
            <FormattedMessage id="eventEdit.participants" />
          </LocalizedLink>
        </li>
      </ul>
    </section>
  );
}
