// What a list page's <head> needs from its data: the names of the chosen craft and city, and whether search engines
// should index the URL (not later pages, text searches, searches around a place or point, or links with parameters
// that could not be used).
import type { FilterProblem, PlaceFilters } from './filters';

type Taxonomy = Array<{ slug: string; name: string }>;

export function listHead(data: {
  filters: PlaceFilters & { q?: string; craft?: string; city?: string; after?: string };
  crafts: Taxonomy;
  cities: Taxonomy;
  problems: FilterProblem[];
}): { craft?: string; city?: string; noindex: boolean } {
  const { filters, crafts, cities, problems } = data;
  return {
    craft: crafts.find((craft) => craft.slug === filters.craft)?.name,
    city: cities.find((city) => city.slug === filters.city)?.name,
    noindex: Boolean(filters.after || filters.q || filters.place || filters.lat !== undefined || problems.length > 0),
  };
}
