// What the directory pages' <head> needs from their data: the names of the chosen city and craft, and whether the
// URL is one search engines should index (not later pages, text searches, "open now" or searches around a point).
import type { DirectoryData } from './directory-data';

export function directoryHead(data: DirectoryData): { city?: string; craft?: string; noindex: boolean } {
  const { filters, cities, crafts, problems } = data;
  return {
    city: cities.find((c) => c.slug === filters.city)?.name,
    craft: crafts.find((c) => c.slug === filters.craft)?.name,
    noindex: Boolean(
      filters.after || filters.q || filters.open || filters.place || filters.lat !== undefined || problems.length > 0,
    ),
  };
}
