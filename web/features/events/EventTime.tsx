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

export function EventTime({ event }: { event: { startsAt: string; endsAt: string; timeZone: string } }) {
  const intl = useIntl();
  const visitorZone = useVisitorTimeZone();
  const elsewhere = visitorZone !== undefined && visitorZone !== event.timeZone;
  const start = new Date(event.startsAt);
  const otherClock = elsewhere && offsetMinutes(start, visitorZone) !== offsetMinutes(start, event.timeZone);
  return (
    <>
      <time dateTime={event.startsAt}>{formatEventTime(intl, event, event.timeZone, elsewhere)}</time>
      {otherClock ? (
        <span className="event-time__local">
          <FormattedMessage id="event.visitorTime" values={{ time: formatEventTime(intl, event, visitorZone, true) }} />
        </span>
      ) : null}
    </>
  );
}
