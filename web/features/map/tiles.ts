// The map's tile server, fixed at build time: PUBLIC_ENV__MAP_TILE_URL (a Leaflet URL template such as
// https://tile.example.org/{z}/{x}/{y}.png) and PUBLIC_ENV__MAP_TILE_ATTRIBUTION (HTML, e.g. „© OpenStreetMap“).
// Without a URL the site shows no map tiles and says so; the lists work the same.
export function mapTiles(): { url: string; attribution: string } | null {
  const url = import.meta.env.PUBLIC_ENV__MAP_TILE_URL;
  return url ? { url, attribution: import.meta.env.PUBLIC_ENV__MAP_TILE_ATTRIBUTION ?? '' } : null;
}
