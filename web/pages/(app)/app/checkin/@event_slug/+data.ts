// /app/checkin/<course>?session=<n>: the course (its title, dates and time zone, for its organiser and editors only:
// anyone else gets the same 404) and the session's seats with their check-ins. Without `session` the door opens at
// the first session not yet over.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../../../../graphql/generated';
import { loadRecord, missingBecause } from '../../../../../lib/graphql/page-data';
import { queryPage } from '../../../../../lib/graphql/run-operation.server';
import { originalPath } from '../../../../../lib/i18n/original-path';
import { chosenSession } from '../../../../../features/check-in/sessions';

const CheckInCourseQuery = graphql(`
  query CheckInCourse($slug: ID!) {
    editableEvent(slug: $slug) {
      slug
      title
      timeZone
      sessions {
        startsAt
        endsAt
      }
    }
  }
`);

const CheckInSessionQuery = graphql(`
  query CheckInSession($eventSlug: String!, $session: Int!) {
    sessionAttendance(eventSlug: $eventSlug, session: $session) {
      session
      checkedIn
      seats {
        ...AttendanceSeatFields @unmask
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.event_slug ?? '';
  const { record: event } = await loadRecord(pageContext, CheckInCourseQuery, { slug }, 'editableEvent', 'notFound');
  const session = chosenSession(event.sessions, pageContext.urlParsed.search.session, new Date());
  if (session === null) throw render(404, `Page not found: ${originalPath(pageContext)}`);
  const { data: result, errors } = await queryPage(pageContext, CheckInSessionQuery, { eventSlug: slug, session });
  const attendance = result?.sessionAttendance ?? null;
  return { event, session, seats: attendance?.seats ?? [], error: attendance ? null : missingBecause(errors, 'sessionAttendance') };
}

export type Data = Awaited<ReturnType<typeof data>>;
