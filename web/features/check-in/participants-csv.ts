// The participant list as CSV (GET /app/participants/<course>.csv, ?session=<n> for one date): one row per seat and
// date with only what the person gave when booking (the seat's name, who booked, how many seats, paid or free) and
// when the seat was checked in; no addresses. UTF-8 with a byte order mark and semicolons, as Excel in German-speaking
// countries opens it without asking; private and never stored by a cache. Anyone but the course's organiser and
// editors gets the same 404 as for a course that does not exist.
import { stringify } from 'csv-stringify/sync';
import type { IntlShape } from 'react-intl';
import { formatDateTime } from '../../lib/i18n/clock';
import { runOperation } from '../../lib/graphql/run-operation.server';
import type { PageGraphQL } from '../../server/graphql-types';
import type { RouteResponse } from '../../server/route-response';
import { ParticipantsQuery } from './participants-query';

const noStore = { 'cache-control': 'private, no-store' };

const plain = (status: number, text: string): RouteResponse => ({ status, headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore }, body: `${text}\n` });

export async function participantsCsv(eventSlug: string, search: string, context: { graphql: PageGraphQL; intl: IntlShape }): Promise<RouteResponse> {
  const { graphql, intl } = context;
  const asked = new URLSearchParams(search).get('session');
  const { data, errors } = await runOperation(graphql, ParticipantsQuery, { slug: eventSlug, eventSlug });
  const event = data?.editableEvent;
  const sessions = data?.courseAttendance;
  if (!event || !sessions) {
    if (errors.some((error) => error.extensions?.code === 'STORE_UNAVAILABLE')) return plain(503, intl.formatMessage({ id: 'feeds.error.unavailable' }));
    return plain(404, intl.formatMessage({ id: 'participants.csv.notFound' }));
  }
  const chosen = asked === null ? sessions : sessions.filter((session) => String(session.session) === asked);
  if (chosen.length === 0) return plain(404, intl.formatMessage({ id: 'participants.csv.notFound' }));
  const when = (value: string) => formatDateTime(intl, value, { dateStyle: 'short', timeStyle: 'short', timeZone: event.timeZone });
  const header = ['session', 'name', 'bookedBy', 'bookingSeats', 'payment', 'checkedIn'].map((column) => intl.formatMessage({ id: `participants.csv.${column}` }));
  const rows = chosen.flatMap((session) =>
    session.seats.map((seat) => [
      when(session.startsAt),
      seat.name,
      seat.bookedBy,
      seat.bookingSeats,
      intl.formatMessage({ id: seat.paid ? 'checkIn.paid' : 'checkIn.free' }),
      seat.checkedInAt ? when(seat.checkedInAt) : '',
    ]),
  );
  const body = stringify([header, ...rows], { bom: true, delimiter: ';', record_delimiter: 'windows' });
  const file = `${event.slug}${asked === null ? '' : `-${Number(asked) + 1}`}.csv`;
  return { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file}"`, ...noStore }, body };
}
