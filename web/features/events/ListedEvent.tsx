// The start of an entry in the signed-in person's lists (/app, /profile/events): the event's title linked to `href`,
// then when it takes place and, for a booking, where.
import { LocalizedLink } from '../../components/LocalizedLink';
import { EventTime } from './EventTime';

export function ListedEvent({ href, event, venue }: { href: string; event: { title: string; startsAt: string; endsAt: string; timeZone: string }; venue?: string }) {
  return (
    <>
      <LocalizedLink href={href}>{event.title}</LocalizedLink>
      <span className="app-list__meta">
        <EventTime event={event} />
        {venue === undefined ? null : ` · ${venue}`}
      </span>
    </>
  );
}
