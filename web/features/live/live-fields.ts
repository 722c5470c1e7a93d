// What the live views ask for: one field set for a course as a live card shows it, read the same way by the page's
// server query, the stream and the polling fallback, so that each of them yields the same shape to merge. The
// browser sends the generated documents (LiveEventsStreamDocument, ...): graphql() is server-only in the client
// build (vite.config.ts), so the calls here declare the documents for codegen and the server's queries.
import { graphql } from '../../graphql/generated';

/** A course's live state with the course's own fields a card shows. Read with getFragmentData. */
export const LiveEventFields = graphql(`
  fragment LiveEventFields on LiveEvent {
    phase
    seatsLeft
    delayMinutes
    room
    joinMode
    joinableUntil
    watchers
    version
    latestUpdate {
      id
      text
      textEn
      at
    }
    event {
      slug
      title
      startsAt
      endsAt
      timeZone
      registration
      sessions {
        startsAt
        endsAt
      }
      venue {
        slug
        name
        address {
          street
          postalCode
          locality
          district
        }
        city {
          slug
          name
        }
        geo {
          lat
          lng
        }
      }
      crafts {
        slug
        name
      }
    }
  }
`);

/** The list at render time, and again when the browser polls instead of streaming. */
export const LiveEventsQuery = graphql(`
  query LiveEvents($filter: LiveFilter) {
    liveEvents(filter: $filter) {
      ...LiveEventFields
    }
  }
`);

/** One course at render time, and again when the browser polls instead of streaming. */
export const LiveEventQuery = graphql(`
  query LiveEvent($slug: ID!) {
    liveEvent(slug: $slug) {
      ...LiveEventFields
    }
  }
`);

/** The list's stream: first the whole list, then each changed course alone. */
export const LiveEventsSubscription = graphql(`
  subscription LiveEventsStream($filter: LiveFilter) {
    liveEvents(filter: $filter) {
      ...LiveEventFields
    }
  }
`);

/** One course's stream: its state first, then every change of it. */
export const LiveEventSubscription = graphql(`
  subscription LiveEventStream($slug: ID!) {
    liveEvent(slug: $slug) {
      ...LiveEventFields
    }
  }
`);
