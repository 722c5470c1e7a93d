// Where the "directions" links of a place lead: OpenStreetMap's route planner with the place as the destination (the
// visitor's browser asks for their start), and a geo: URI that hands the point to the device's maps app. Plain
// links: nothing loads from either service until the visitor follows one (as the privacy policy says).

export interface Point {
  lat: number;
  lng: number;
}

export function directionsUrl({ lat, lng }: Point): string {
  return `https://www.openstreetmap.org/directions?to=${lat},${lng}`;
}

export function geoUri({ lat, lng }: Point): string {
  return `geo:${lat},${lng}`;
}
