// The data of a venue page (/venues/{slug}, and the sample page /musterspace): the venue with its opening state,
// next events, related articles and nearby venues, plus today's weekday in the venue's own time zone.
import type { PageContextServer } from 'vike/types';
import { requireRecord } from '../../lib/graphql/page-data';
import { queryPage } from '../../lib/graphql/run-operation.server';
import type { SectionError, SectionErrors } from '../../lib/graphql/section-errors';
import { getFragmentData, graphql } from '../../graphql/generated';
import type { VenuePage_VenueFragment, Weekday } from '../../graphql/generated/graphql';
import { weekdayAt } from '../../../functions/src/domain/time.js';

// Everything a venue page shows; /musterspace reads the same fields for its sample venue.
export const VenuePageFragment = graphql(`
  fragment VenuePage_venue on Venue {
    slug
    name
    kind
    description
    website
    socialLinks
    timeZone
    openNow
    crafts {
      slug
      name
    }
    address {
      street
      postalCode
      locality
      district
      country
    }
    city {
      slug
      name
    }
    geo {
      lat
      lng
    }
    openingHours {
      day
      opens
      closes
    }
    openStudioHours {
      day
      opens
      closes
    }
    equipment
    accessibility {
      stepFree
      lift
      accessibleToilet
      seating
      quietSpace
      hearingLoop
      note
    }
    contact {
      email
      phone
    }
    images {
      url
      alt
      width
      height
      srcset
    }
    # A Premium venue's page shows all its images as a gallery; a free one its first.
    featured
    upcomingEvents(first: 5) {
      slug
      ...EventCard_event
    }
    # Only while the venue has nothing to join: what else there is nearby.
    alternativeEvents(first: 3) {
      slug
      ...EventCard_event
    }
    relatedArticles(first: 3) {
      slug
      title
      excerpt
      readingMinutes
    }
    nearbyVenues(first: 4, radiusKm: 5) {
      distanceKm
      node {
        slug
        ...VenueCard_venue
      }
    }
  }
`);

const VenuePageQuery = graphql(`
  query VenuePage($slug: ID!) {
    venue(slug: $slug) {
      ...VenuePage_venue
    }
  }
`);

const SampleVenuePageQuery = graphql(`
  query SampleVenuePage {
    sampleVenue {
      ...VenuePage_venue
    }
  }
`);

/** The weekday at `now` in `timeZone` (Europe/Vienna when the zone is unknown to this runtime). */
export function weekdayIn(timeZone: string, now: Date): Weekday {
  try {
    return weekdayAt(now, timeZone);
  } catch {
    return weekdayAt(now, 'Europe/Vienna');
  }
}

/**
 * A published venue by slug, or with `'sample'` the sample listing of /musterspace. Unknown (or unpublished)
 * venues are a 404; a store outage of the venue itself a 503.
 */
export async function loadVenuePage(pageContext: PageContextServer, which: { slug: string } | 'sample') {
  const { data, errors: rootErrors } =
    which === 'sample'
      ? await queryPage(pageContext, SampleVenuePageQuery, {}).then(({ data, errors }) => ({
          data: data && { venue: data.sampleVenue },
          errors: { ...errors, venue: errors.sampleVenue },
        }))
      : await queryPage(pageContext, VenuePageQuery, { slug: which.slug });
  const errors: SectionErrors = rootErrors;
  const venue = getFragmentData(VenuePageFragment, data?.venue);
  return venuePageData(requireRecord(pageContext, venue, errors, 'venue'), errors.venue);
}

/**
 * What VenueView needs of a venue that arrived; `error` is the error reported under the venue's root field, which
 * can only come from one of its nullable lists: the one that is null. Also used by /venue_preview.
 */
export function venuePageData(venue: VenuePage_VenueFragment, error: SectionError | undefined) {
  const failed = (list: unknown) => (list === null ? (error ?? 'ERROR') : null);
  return {
    venue,
    today: weekdayIn(venue.timeZone, new Date()),
    sectionErrors: {
      upcomingEvents: failed(venue.upcomingEvents),
      relatedArticles: failed(venue.relatedArticles),
      nearbyVenues: failed(venue.nearbyVenues),
    },
  };
}

export type VenuePageData = ReturnType<typeof venuePageData>;
