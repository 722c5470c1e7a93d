// /venue_profile: my venues (the one chosen with ?venue=slug, else the first) as the edit form shows them, with
// the pending change when there is one, the form's choices, and my claims with the listed venues to claim.
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../../lib/graphql/run-operation.server';
import { getFragmentData, graphql } from '../../../graphql/generated';
import { loadVenueOptions } from '../../../features/contributions/event-form-choices';

export const VenueFormFragment = graphql(`
  fragment VenueForm_venue on Venue {
    slug
    name
    kind
    description
    descriptionSource {
      de
      en
    }
    website
    socialLinks
    crafts {
      slug
    }
    address {
      street
      postalCode
      locality
    }
    contact {
      email
      phone
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
    images {
      url
      alt
    }
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
  }
`);

const VenueProfileQuery = graphql(`
  query VenueProfile {
    viewer {
      venues {
        ...VenueForm_venue
      }
      claims {
        id
        state
        reviewNote
        createdAt
        venue {
          slug
          name
        }
      }
    }
    crafts {
      slug
      name
    }
    equipment
  }
`);

const VenueChangeQuery = graphql(`
  query VenueProfileChange($venue: ID!) {
    venueChange(venue: $venue) {
      state
      reviewNote
      updatedAt
      venue {
        ...VenueForm_venue
      }
    }
  }
`);

// The venue's monthly figures (editors, and owners while the venue has Premium: services/analytics.ts,
// mayViewVenueFigures; FORBIDDEN, so null, otherwise).
const VenueFiguresQuery = graphql(`
  query VenueProfileFigures($venue: ID!) {
    venueFigures(venue: $venue, months: 6) {
      month
      venuePageViews
      eventPageViews
      bookings
      radarMatches
    }
  }
`);

// The venue's Premium subscription and its invoices (owners and editors only: graphql/resolvers-premium.ts).
const VenuePremiumQuery = graphql(`
  query VenueProfilePremium($venue: ID!) {
    venue(slug: $venue) {
      premium {
        status
        plan
        featured
        currentPeriodEnd
        cancelAtPeriodEnd
        invoices {
          ...PremiumInvoiceFields @unmask
        }
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const [{ data, errors }, claimable] = await Promise.all([queryPage(pageContext, VenueProfileQuery, {}), loadVenueOptions(pageContext)]);
  if (!data?.viewer || !data.crafts) return { failed: errors.viewer ?? errors.crafts ?? 'ERROR', claimable } as const;
  const venues = getFragmentData(VenueFormFragment, data.viewer.venues);
  const wanted = pageContext.urlParsed.search.venue;
  const venue = venues.find((candidate) => candidate.slug === wanted) ?? venues[0] ?? null;
  const [change, figures, premium] = venue
    ? await Promise.all([
        queryPage(pageContext, VenueChangeQuery, { venue: venue.slug }).then((result) => result.data?.venueChange),
        queryPage(pageContext, VenueFiguresQuery, { venue: venue.slug }).then((result) => result.data?.venueFigures ?? null),
        queryPage(pageContext, VenuePremiumQuery, { venue: venue.slug }).then((result) => result.data?.venue?.premium ?? null),
      ])
    : [null, null, null];
  return {
    failed: null,
    venues: venues.map(({ slug, name }) => ({ slug, name })),
    venue,
    change: change ? { ...change, venue: getFragmentData(VenueFormFragment, change.venue) } : null,
    figures,
    premium,
    claims: data.viewer.claims,
    crafts: data.crafts,
    equipment: data.equipment,
    claimable,
    // The site's address, for the course widget's code to copy (features/events/embed/EmbedSnippet.tsx).
    embedOrigin: pageContext.origin,
  } as const;
}

export type Data = Awaited<ReturnType<typeof data>>;
