// Vienna's landing page: the venue directory with Vienna chosen (another city in the form leads to /venues).
import type { PageContextServer } from 'vike/types';
import { loadVenueList } from '../../features/venues/venue-list-data';

export function data(pageContext: PageContextServer) {
  return loadVenueList(pageContext, { basePath: '/wien', pageCity: 'wien' });
}

export type Data = Awaited<ReturnType<typeof data>>;
