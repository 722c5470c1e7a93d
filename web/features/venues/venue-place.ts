// Where a venue is, in a few words, wherever a card or page names it. In Vienna, the magazine's home, the district
// says enough („Neubau (7. Bezirk)“); elsewhere districts repeat from city to city, so the city follows
// („Innere Stadt, Linz“).

/** The magazine's home city: its venues are named by district alone. */
export const homeCitySlug = 'wien';

export function venuePlace(address: { district?: string | null }, city: { slug: string; name: string }): string {
  if (!address.district) return city.name;
  return city.slug === homeCitySlug ? address.district : `${address.district}, ${city.name}`;
}
