// The front page's coming courses, in their own module: a page's +data.ts exports only what vike reads.

/** „Demnächst“ starts in Vienna, the magazine's home: its soonest events, then the soonest elsewhere, `limit` in all. */
export function homeCityFirst<T extends { slug: string }>(homeCity: T[], all: T[], limit: number): T[] {
  const listed = new Set(homeCity.map((event) => event.slug));
  return [...homeCity, ...all.filter((event) => !listed.has(event.slug))].slice(0, limit);
}
