// The attribution the map shows for its tiles: the configured one (HTML from the server's MAP_TILE_ATTRIBUTION), or
// OpenStreetMap's in the page's language, linking to its copyright page as OpenStreetMap asks.
import { openStreetMapCopyright, type MapTiles } from '../../../functions/src/http/map-tiles';

/** Leaflet's attribution HTML for `tiles`; `openStreetMap` is the localized „© OpenStreetMap-Mitwirkende“. */
export function tileAttribution(tiles: MapTiles, openStreetMap: string): string {
  return tiles.attribution ?? `<a href="${openStreetMapCopyright}">${escapeHtml(openStreetMap)}</a>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
