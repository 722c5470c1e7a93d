// The sample venue page: the demo venue „Musterspace“ (not listed anywhere else), rendered like any venue page.
import type { PageContextServer } from 'vike/types';
import { loadVenuePage } from '../../features/venues/venue-page-data';

export function data(pageContext: PageContextServer) {
  return loadVenuePage(pageContext, 'sample');
}

export type Data = Awaited<ReturnType<typeof data>>;
