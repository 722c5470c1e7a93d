// An event with its venue and related events. Unknown slugs are a 404; a store outage of the event itself a 503.
import type { PageContextServer } from 'vike/types';
import { loadRecord } from '../../../lib/graphql/page-data';
import { graphql } from '../../../graphql/generated';

const EventPageQuery = graphql(`
  query EventPage($slug: ID!) {
    event(slug: $slug) {
      slug
      title
      description
      ...EventTimeFields @unmask
      status
      level
      capacity
      seatsLeft
      maxSeatsPerBooking
      registration
      bookingOpen
      closedReason
      joinableUntil
      isSample
      minimum {
        participants
        decidesAt
        outcome
        stillNeeded
      }
      cancellationDeadline
      viewerBooking {
        id
        status
        seats
        seatNames {
          seat
          name
        }
        acceptFewer
        refundOnCancel
        order {
          id
          amountCents
          currency
        }
      }
      whatToBring
      materialsIncluded
      languages
      accessibilityDiffers
      accessibility {
        stepFree
        lift
        accessibleToilet
        seating
        quietSpace
        hearingLoop
        note
      }
      children {
        minAge
        maxAge
        adult
      }
      price {
        amountCents
        currency
      }
      crafts {
        slug
        name
      }
      images {
        url
        alt
        width
        height
      }
      venue {
        slug
        name
        address {
          street
          postalCode
          locality
          district
          country
        }
        geo {
          lat
          lng
        }
        contact {
          email
          phone
        }
        website
        socialLinks
      }
      relatedEvents(first: 3) {
        slug
        ...EventCard_event
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.event_slug ?? '';
  // An error beneath the event can only come from its nullable relatedEvents.
  const { record: event, errorBeneath: relatedEventsError } = await loadRecord(pageContext, EventPageQuery, { slug }, 'event');
  return {
    event,
    relatedEventsError,
    // The server's clock decides "past", so that the page hydrates with the same text.
    now: new Date().toISOString(),
    // For the calendar link's way back and the JSON-LD; the head reads it too.
    origin: pageContext.origin,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
