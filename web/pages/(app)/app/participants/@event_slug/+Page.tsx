// /app/participants/<course>: the participant list to print (the site's header and footer and the buttons stay off
// the paper) with a box per seat to tick at the door, per date of the course, and the same as CSV for Excel.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedUrl } from '../../../../../components/LocalizedLink';
import { useData } from '../../../../../components/useData';
import { AttendanceList } from '../../../../../features/check-in/AttendanceList';
import { checkInPath, participantsCsvPath } from '../../../../../features/check-in/sessions';
import { formatDateTime } from '../../../../../lib/i18n/clock';
import type { Data } from './+data';
import '../../../../../features/check-in/check-in.css';

export default function Page() {
  const { event, sessions, session } = useData<Data>();
  const intl = useIntl();
  const localized = useLocalizedUrl();
  const csv = localized(participantsCsvPath(event.slug)) + (session === null ? '' : `?session=${session}`);
  return (
    <div className="participants">
      <h1>
        <FormattedMessage id="participants.heading" values={{ title: event.title }} />
      </h1>
      <p className="no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          <FormattedMessage id="participants.print" />
        </button>{' '}
        <a className="button secondary" href={csv} download>
          <FormattedMessage id="participants.csv" />
        </a>
      </p>
      {sessions.map((each) => (
        <section key={each.session} aria-labelledby={`participants-${each.session}`}>
          <h2 id={`participants-${each.session}`}>
            <FormattedMessage
              id="participants.session"
              values={{ number: each.session + 1, date: formatDateTime(intl, each.startsAt, { dateStyle: 'full', timeStyle: 'short', timeZone: event.timeZone }) }}
            />
          </h2>
          <p className="no-print">
            <LocalizedLink href={checkInPath(event.slug, each.session)}>
              <FormattedMessage id="participants.toCheckIn" />
            </LocalizedLink>
          </p>
          <AttendanceList seats={each.seats} timeZone={event.timeZone} printable />
        </section>
      ))}
    </div>
  );
}
