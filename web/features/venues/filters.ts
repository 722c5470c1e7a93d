// The venue directory's URL (/venues?q=toepfern&city=wien&craft=holz&kind=workshop&open=1&step-free=1&place=1070&radius=5&after=…):
// its own parameters (the accessibility features' flags among them) on top of discovery's shared ones (place, lat, lng, radius, after). The server's checks of
// these parameters are in venue-list-data.ts.
import type { VenueKind } from '../../graphql/generated/graphql';
import { accessibilityParamList, type AccessibilityFilters } from '../discovery/accessibility-filter';
import { defineList, type ListFilters } from '../discovery/filters';

export const venueKinds: Record<string, VenueKind> = {
  shop: 'SHOP',
  workshop: 'WORKSHOP',
  'creative-space': 'CREATIVE_SPACE',
  school: 'SCHOOL',
};

export type VenueFilters = ListFilters & { q?: string; city?: string; craft?: string; kind?: string; open?: true } & AccessibilityFilters;

export const venueList = defineList<VenueFilters>('/venues', ['q', 'city', 'craft', 'kind', 'open', ...accessibilityParamList]);
