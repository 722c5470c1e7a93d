// A course on /eventslive: what (linked to its live view), where (venue, city, address and a route), its live state
// with whether one can still come, and the organiser's latest word.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { formatDateTime } from '../../lib/i18n/clock';
import { LivePostText } from './LivePostText';
import { LiveStatusLine } from './LiveStatusLine';
import { LiveWhere } from './LiveWhere';
import { livePath } from './live-paths';
import type { LiveView } from './use-live';
import './live.css';

export function LiveCard({ view, now }: { view: LiveView; now: number }) {
  const intl = useIntl();
  const { event, latestUpdate } = view;
  return (
    <article className={`card live-card live-card--${view.phase.toLowerCase()}`} data-slug={event.slug}>
      <div className="card__body">
        <p className="card__kicker">{event.crafts.map((craft) => craft.name).join(' · ')}</p>
        <h3 className="card__title">
          <LocalizedLink href={livePath(event.slug)}>{event.title}</LocalizedLink>
        </h3>
        <LiveWhere venue={event.venue} />
        <LiveStatusLine view={view} now={now} />
        {latestUpdate ? (
          <div className="live-card__latest">
            <p className="live-card__latest-label">
              <FormattedMessage
                id="live.latest"
                values={{ time: formatDateTime(intl, latestUpdate.at, { hour: '2-digit', minute: '2-digit', timeZone: event.timeZone }) }}
              />
            </p>
            <LivePostText text={latestUpdate.text} textEn={latestUpdate.textEn} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
