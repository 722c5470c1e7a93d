// The participant list's query: the course (for its organiser and editors only) and every session's seats with their
// check-ins. The printable page and the CSV read the same.
import { graphql } from '../../graphql/generated';

export const ParticipantsQuery = graphql(`
  query Participants($slug: ID!, $eventSlug: String!) {
    editableEvent(slug: $slug) {
      slug
      title
      timeZone
    }
    courseAttendance(eventSlug: $eventSlug) {
      session
      startsAt
      checkedIn
      seats {
        ...AttendanceSeatFields @unmask
      }
    }
  }
`);
