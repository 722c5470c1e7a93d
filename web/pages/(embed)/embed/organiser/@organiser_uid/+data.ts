// An organiser's course widget: the upcoming courses they keep that a person can still join (features/events/embed).
import type { PageContextServer } from 'vike/types';
import { loadOrganiserWidget } from '../../../../../features/events/embed/embed-data';

export function data(pageContext: PageContextServer) {
  return loadOrganiserWidget(pageContext, pageContext.routeParams.organiser_uid ?? '');
}

export type Data = Awaited<ReturnType<typeof data>>;
