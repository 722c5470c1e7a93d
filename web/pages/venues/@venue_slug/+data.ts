// A venue page. Unknown slugs are a 404; a store outage of the venue itself a 503 (features/venues/venue-page-data.ts).
import type { PageContextServer } from 'vike/types';
import { loadVenuePage } from '../../../features/venues/venue-page-data';

export function data(pageContext: PageContextServer) {
  return loadVenuePage(pageContext, { slug: pageContext.routeParams.venue_slug ?? '' });
}

export type Data = Awaited<ReturnType<typeof data>>;
