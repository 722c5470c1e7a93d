// The venue directory: filters from the URL, 20 per page, cursor pagination via ?after=.
import type { PageContextServer } from 'vike/types';
import { loadVenueDirectory } from '../../../features/venues/directory-data';

export function data(pageContext: PageContextServer) {
  return loadVenueDirectory(pageContext, { basePath: '/venues' });
}

export type Data = Awaited<ReturnType<typeof data>>;
