// Opening hours, Monday first, today's row marked (today in the venue's time zone, decided on the server), with
// „jetzt geöffnet“ / „geschlossen“ from Venue.openNow when given (open-studio hours have no such badge).
import { FormattedMessage, useIntl } from 'react-intl';
import type { Weekday } from '../../graphql/generated/graphql';
import { withClock } from '../../lib/i18n/clock';

const week: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

export type OpeningInterval = { day: Weekday; opens: string; closes: string };

export function OpeningHours({ hours, openNow, today }: { hours: OpeningInterval[]; openNow?: boolean; today: Weekday }) {
  const intl = useIntl();
  if (hours.length === 0) {
    return (
      <p>
        <FormattedMessage id="venue.hoursUnknown" />
      </p>
    );
  }
  return (
    <>
      {openNow === undefined ? null : (
        <p className={`open-badge ${openNow ? 'open-badge--open' : 'open-badge--closed'}`}>
          <FormattedMessage id={openNow ? 'venue.openNow' : 'venue.closedNow'} />
        </p>
      )}
      <dl className="opening-hours">
        {week.map((day) => {
          const intervals = hours.filter((interval) => interval.day === day).sort((a, b) => a.opens.localeCompare(b.opens));
          const isToday = day === today;
          return (
            <div key={day} className={isToday ? 'opening-hours__today' : undefined} aria-current={isToday ? 'date' : undefined}>
              <dt>
                <FormattedMessage id={`weekday.${day}`} />
                {isToday ? ` (${intl.formatMessage({ id: 'venue.today' })})` : null}
              </dt>
              <dd>
                {intervals.length === 0 ? (
                  <FormattedMessage id="venue.closed" />
                ) : (
                  withClock(intl, intervals.map((interval) => `${interval.opens}–${interval.closes}`).join(', '))
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
