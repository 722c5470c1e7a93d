// /venue_preview?venue=slug: the venue as its open change will look once approved (my venues; editors: any). No
// change, or a venue that is not mine: the page says there is nothing to preview, without telling which.
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../lib/graphql/run-operation.server';
import { slugPattern } from '../../features/discovery/filters';
import { getFragmentData, graphql } from '../../graphql/generated';
import { VenuePageFragment, venuePageData } from '../../features/venues/venue-page-data';

const VenuePreviewQuery = graphql(`
  query VenuePreview($venue: ID!) {
    venueChange(venue: $venue) {
      state
      reviewNote
      updatedAt
      venue {
        ...VenuePage_venue
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.urlParsed.search.venue ?? '';
  if (!slugPattern.test(slug)) return { slug: null, change: null, error: null };
  const { data, errors } = await queryPage(pageContext, VenuePreviewQuery, { venue: slug });
  const change = data?.venueChange;
  if (!change) return { slug, change: null, error: errors.venueChange === 'STORE_UNAVAILABLE' ? ('STORE_UNAVAILABLE' as const) : null };
  const venue = getFragmentData(VenuePageFragment, change.venue);
  return { slug, change: { state: change.state, reviewNote: change.reviewNote, page: venuePageData(venue, errors.venueChange) }, error: null };
}

export type Data = Awaited<ReturnType<typeof data>>;
