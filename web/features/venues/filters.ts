// The venue directory's URL (/venues?q=toepfern&city=wien&craft=holz&kind=workshop&open=1&place=1070&radius=5&after=…):
// its own parameters on top of discovery's shared ones (place, lat, lng, radius, after).
import type { NearInput, VenueFilter, VenueKind } from '../../graphql/generated/graphql';
import { choiceField, defineList, flagField, slugField, textField } from '../discovery/filters';

export const venueKinds: Record<string, VenueKind> = {
  shop: 'SHOP',
  workshop: 'WORKSHOP',
  'creative-space': 'CREATIVE_SPACE',
  school: 'SCHOOL',
};

export const venueList = defineList({
  path: '/venues',
  fields: { q: textField, city: slugField, craft: slugField, kind: choiceField(Object.keys(venueKinds)), open: flagField },
});

export type VenueFilters = ReturnType<typeof venueList.parse>['filters'];

/** The API's filter for these filters; „open now“ means open at `now`, the time of the request. */
export function toVenueFilter(filters: VenueFilters, now: Date, near: NearInput | null): VenueFilter {
  return {
    city: filters.city ?? null,
    craft: filters.craft ?? null,
    kind: filters.kind ? (venueKinds[filters.kind] ?? null) : null,
    text: filters.q ?? null,
    openAt: filters.open ? now.toISOString() : null,
    near,
  };
}
