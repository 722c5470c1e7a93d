// A course's live state in words: where it stands and until when (from liveStatus), a delay, a changed room, whether
// one can still walk in or book (from liveJoin), seats left (none for drop-in courses) and how many watch it.
import { FormattedMessage, useIntl } from 'react-intl';
import { localDate } from '../../../functions/src/domain/time.js';
import { formatDateTime } from '../../lib/i18n/clock';
import { LocalizedLink } from '../../components/LocalizedLink';
import { OrganiserWords } from './LivePostText';
import { liveJoin, liveStatus } from './live-status';
import type { LiveView } from './use-live';

/** Below this many minutes a start reads „in 12 Min.“, above it as a clock time. */
const RELATIVE_MINUTES = 60;

export function LiveStatusLine({ view, now }: { view: LiveView; now: number }) {
  const intl = useIntl();
  const status = liveStatus(view, now);
  const timeZone = view.event.timeZone;
  const clock = (at: Date) => formatDateTime(intl, at, { hour: '2-digit', minute: '2-digit', timeZone });
  // A course whose next date is another day (the live view of a course between its dates) names the day too.
  const laterDay = (at: Date) => localDate(at, timeZone) !== localDate(new Date(now), timeZone);
  const dayAndClock = (at: Date) => formatDateTime(intl, at, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone });
  const running = status.kind === 'running' || status.kind === 'startsIn';
  return (
    <ul className="live-status" aria-live="polite">
      <li className={`live-status__phase live-status__phase--${status.kind}`}>
        {status.kind === 'cancelled' ? (
          <FormattedMessage id="live.cancelled" />
        ) : status.kind === 'ended' ? (
          <FormattedMessage id="live.ended" />
        ) : status.kind === 'startsIn' ? (
          status.minutes <= RELATIVE_MINUTES ? (
            <FormattedMessage id="live.startsIn" values={{ minutes: status.minutes, end: clock(status.until) }} />
          ) : (
            laterDay(status.at) ? (
              <FormattedMessage id="live.startsOn" values={{ time: dayAndClock(status.at), end: clock(status.until) }} />
            ) : (
              <FormattedMessage id="live.startsAt" values={{ time: clock(status.at), end: clock(status.until) }} />
            )
          )
        ) : status.minutes < RELATIVE_MINUTES ? (
          <FormattedMessage id="live.runningFor" values={{ minutes: status.minutes, end: clock(status.until) }} />
        ) : (
          <FormattedMessage id="live.runningSince" values={{ time: clock(status.since), end: clock(status.until) }} />
        )}
      </li>
      {running && view.delayMinutes > 0 ? (
        <li className="live-status__delay">
          <FormattedMessage id="live.delayed" values={{ minutes: view.delayMinutes }} />
        </li>
      ) : null}
      {view.room ? (
        <li className="live-status__room">
          <FormattedMessage id="live.room" values={{ room: <OrganiserWords>{view.room}</OrganiserWords> }} />
        </li>
      ) : null}
      <JoinLine view={view} now={now} clock={clock} />
      {status.kind === 'cancelled' || view.event.registration === 'DROP_IN' ? null : view.seatsLeft !== null && running ? (
        <li className="live-status__seats">
          <FormattedMessage id="event.seatsLeft" values={{ count: view.seatsLeft }} />
        </li>
      ) : null}
      {view.watchers > 0 ? (
        <li className="live-status__watchers">
          <FormattedMessage id="live.watchers" values={{ count: view.watchers }} />
        </li>
      ) : null}
    </ul>
  );
}

/** Whether one can still come: walk in until the last entry, book until the window closes, or too late. */
function JoinLine({ view, now, clock }: { view: LiveView; now: number; clock: (at: Date) => string }) {
  const join = liveJoin(view, now);
  if (!join) return null;
  if (join.kind === 'walkIn') {
    return (
      <li className="live-status__join live-status__join--open">
        <FormattedMessage id="live.walkInUntil" values={{ time: clock(join.until) }} />
      </li>
    );
  }
  if (join.kind === 'book') {
    return (
      <li className="live-status__join live-status__join--open">
        <FormattedMessage id="live.bookUntil" values={{ time: clock(join.until) }} />{' '}
        <LocalizedLink href={`/events/${view.event.slug}`}>
          <FormattedMessage id="live.book" />
        </LocalizedLink>
      </li>
    );
  }
  return (
    <li className="live-status__join live-status__join--closed">
      <FormattedMessage id={join.kind === 'full' ? 'live.bookFull' : join.running && !join.walkIn ? 'live.joinTooLate' : join.walkIn ? 'live.walkInOver' : 'live.bookClosed'} />
    </li>
  );
}
