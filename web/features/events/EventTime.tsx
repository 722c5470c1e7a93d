// When an event takes place, in its own time zone. The server cannot know the visitor's zone, so it renders the
// event's; after hydration, a visitor whose browser is in another zone also sees the zone's name, and the time on
// their own clock when that differs.
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatEventTime } from './format';
import { offsetMinutes } from '../../../functions/src/domain/time.js';

const unchanging = () => () => {};

/** The browser's time zone; undefined on the server and while hydrating, so that the first render matches the HTML. */
function useVisitorTimeZone(): string | undefined {
  return useSyncExternalStore(
    unchanging,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );
}

/**
 * An event's time; for a course that meets more than once, its first date and how many follow (the event page
 * lists them all, one EventTime per session).
 */
export function EventTime({ event }: { event: { startsAt: string; endsAt: string; timeZone: string; sessions?: ReadonlyArray<{ startsAt: string; endsAt: string }> } }) {
  const intl = useIntl();
  const visitorZone = useVisitorTimeZone();
  const [first = event, ...more] = event.sessions ?? [];
  const elsewhere = visitorZone !== undefined && visitorZone !== event.timeZone;
  const start = new Date(first.startsAt);
  const otherClock = elsewhere && offsetMinutes(start, visitorZone) !== offsetMinutes(start, event.timeZone);
  return (
    <>
      <time dateTime={first.startsAt}>{formatEventTime(intl, first, event.timeZone, elsewhere)}</time>
      {more.length > 0 ? (
        <>
          {' '}
          <FormattedMessage id="event.moreSessions" values={{ count: more.length }} />
        </>
      ) : null}
      {otherClock ? (
        <span className="event-time__local">
          <FormattedMessage id="event.visitorTime" values={{ time: formatEventTime(intl, first, visitorZone, true) }} />
        </span>
      ) : null}
    </>
  );
}
