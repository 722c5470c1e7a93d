// The venue list's filters as they appear in the URL (?city=wien&craft=toepfern&kind=workshop&after=…).
import type { VenueKind } from '../../graphql/generated/graphql';

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const venueKinds: Record<string, VenueKind> = {
  shop: 'SHOP',
  workshop: 'WORKSHOP',
  'creative-space': 'CREATIVE_SPACE',
  school: 'SCHOOL',
};

export type VenueFilters = { city?: string; craft?: string; kind?: string; after?: string };

/** Known, well-formed filters only; anything else is ignored rather than sent to the API. */
export function parseVenueFilters(search: Record<string, string>): VenueFilters {
  const filters: VenueFilters = {};
  if (search.city && slugPattern.test(search.city)) filters.city = search.city;
  if (search.craft && slugPattern.test(search.craft)) filters.craft = search.craft;
  if (search.kind && search.kind in venueKinds) filters.kind = search.kind;
  if (search.after && search.after.length <= 200) filters.after = search.after;
  return filters;
}

export function venueListUrl(filters: VenueFilters): string {
  const params = new URLSearchParams();
  for (const key of ['city', 'craft', 'kind', 'after'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/venues?${query}` : '/venues';
}
