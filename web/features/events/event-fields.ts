// Event fields that several queries ask for and that pages read whole, unlike a component's fragment (EventCard_event):
// spread them with @unmask, so that the generated types carry the fields themselves. Apollo Client removes the
// directive before a page's query runs, and runQuery (the feeds) does the same.
import { graphql } from '../../graphql/generated';

/** When an event takes place (each of a course's sessions), as EventTime, the calendars and the JSON-LD read it. */
export const EventTimeFields = graphql(`
  fragment EventTimeFields on Event {
    startsAt
    endsAt
    timeZone
    sessions {
      startsAt
      endsAt
    }
  }
`);

/** An event the signed-in person created, as their lists show it (/app, /profile/events). */
export const ViewerEventFields = graphql(`
  fragment ViewerEventFields on Event {
    slug
    title
    ...EventTimeFields @unmask
    status
    review
  }
`);

/** A booking of the signed-in person as their lists show it (/app, /profile/events). */
export const ViewerBookingFields = graphql(`
  fragment ViewerBookingFields on Booking {
    id
    status
    seats
    seatNames {
      seat
      name
    }
    refundOnCancel
    order {
      id
      status
      amountCents
      currency
    }
    event {
      slug
      title
      cancellationDeadline
      ...EventTimeFields @unmask
      status
      venue {
        name
      }
    }
  }
`);
