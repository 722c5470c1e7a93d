// A venue's course widget: its upcoming courses a person can still join (features/events/embed).
import type { PageContextServer } from 'vike/types';
import { loadVenueWidget } from '../../../../../features/events/embed/embed-data';

export function data(pageContext: PageContextServer) {
  return loadVenueWidget(pageContext, pageContext.routeParams.venue_slug ?? '');
}

export type Data = Awaited<ReturnType<typeof data>>;
