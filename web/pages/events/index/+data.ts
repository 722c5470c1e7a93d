// The event list: filters from the URL, 20 per page, cursor pagination via ?after= (features/events/event-list-data.ts).
import type { PageContextServer } from 'vike/types';
import { loadEventList } from '../../../features/events/event-list-data';

export function data(pageContext: PageContextServer) {
  return loadEventList(pageContext);
}

export type Data = Awaited<ReturnType<typeof data>>;
