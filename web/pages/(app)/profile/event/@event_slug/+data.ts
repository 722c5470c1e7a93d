// One of my events for editing (any event for editors). Not mine, or unknown: the same 404, so that nobody learns
// whether someone else's draft exists. The form's choices come with it.
import type { PageContextServer } from 'vike/types';
import { loadRecord } from '../../../../../lib/graphql/page-data';
import { graphql } from '../../../../../graphql/generated';
import { loadEventFormChoices } from '../../../../../features/contributions/event-form-choices';

const EditableEventQuery = graphql(`
  query EditableEvent($slug: ID!) {
    editableEvent(slug: $slug) {
      slug
      title
      description
      ...EventTimeFields @unmask
      status
      review
      reviewNote
      capacity
      seatsLeft
      maxSeatsPerBooking
      registration
      minimum {
        participants
        hoursBefore
        decidesAt
        outcome
        stillNeeded
      }
      cancellationHoursBefore
      reminderHoursBefore
      bookingClosesMinutesBefore
      vatNote
      level
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
        noteDe
        noteEn
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
      venue {
        slug
        name
        address {
          locality
        }
      }
      images {
        url
        alt
      }
      source {
        titleDe
        titleEn
        descriptionDe
        descriptionEn
        whatToBringDe
      }
      bookings {
        id
        status
        seats
        seatNames {
          seat
          name
        }
        createdAt
        order {
          status
          amountCents
          currency
        }
        person {
          name
        }
      }
      messaging {
        recipients
        perHour
        perDay
      }
      livePosts(first: 50) {
        id
        kind
        text
        image {
          url
          alt
        }
        delayMinutes
        room
        createdAt
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.event_slug ?? '';
  const [{ record: event }, choices] = await Promise.all([
    loadRecord(pageContext, EditableEventQuery, { slug }, 'editableEvent', 'notFound'),
    loadEventFormChoices(pageContext),
  ]);
  // A new place is not listed yet, but it is this event's venue: the select must offer it.
  const venues = choices?.venues ?? [];
  if (choices && !venues.some((venue) => venue.slug === event.venue.slug)) {
    venues.unshift({ slug: event.venue.slug, name: event.venue.name, locality: event.venue.address.locality });
  }
  return { event, choices: choices && { ...choices, venues } };
}

export type Data = Awaited<ReturnType<typeof data>>;
