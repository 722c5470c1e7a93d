// A venue and its upcoming events. Unknown slugs are a 404; a store outage of the venue itself a 503.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../../features/graphql/apollo.server';
import { originalPath } from '../../../features/i18n/original-path';
import { graphql } from '../../../graphql/generated';

const VenuePageQuery = graphql(`
  query VenuePage($slug: ID!) {
    venue(slug: $slug) {
      slug
      name
      kind
      description
      website
      timeZone
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
      contact {
        email
        phone
      }
      images {
        url
        alt
        width
        height
      }
      upcomingEvents(first: 5) {
        slug
        ...EventCard_event
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.venue_slug ?? '';
  const { data, errors } = await queryPage(pageContext, VenuePageQuery, { slug });
  const venue = data?.venue;
  if (!venue) {
    if (errors.venue === 'STORE_UNAVAILABLE') throw render(503, 'STORE_UNAVAILABLE');
    if (errors.venue || errors['*']) throw new Error(`Venue ${slug} could not be loaded`);
    throw render(404, `Page not found: ${originalPath(pageContext)}`);
  }
  // The venue arrived, so an error under it can only come from its nullable upcomingEvents.
  const upcomingEventsError = errors.venue ?? null;
  return { venue, upcomingEventsError };
}

export type Data = Awaited<ReturnType<typeof data>>;
