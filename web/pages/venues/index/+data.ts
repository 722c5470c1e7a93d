// The venue directory: filters from the URL, 20 per page, cursor pagination via ?after=.
import type { PageContextServer } from 'vike/types';
import { loadVenueList } from '../../../features/venues/venue-list-data';

export function data(pageContext: PageContextServer) {
  return loadVenueList(pageContext, { basePath: '/venues' });
}

export type Data = Awaited<ReturnType<typeof data>>;
