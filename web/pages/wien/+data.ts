// Vienna's landing page: the venue directory with Vienna chosen (another city in the form leads to /venues).
import type { PageContextServer } from 'vike/types';
import { loadVenueDirectory } from '../../features/venues/directory-data';

export function data(pageContext: PageContextServer) {
  return loadVenueDirectory(pageContext, { basePath: '/wien', pageCity: 'wien' });
}

export type Data = Awaited<ReturnType<typeof data>>;
