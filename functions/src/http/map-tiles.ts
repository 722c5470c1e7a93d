// Where the venue maps load their tiles from: a run-time setting of the server (docs/decisions/031), read once at
// start and handed to the pages through pageContext (web/server/ssr-handler.ts) and to the Content-Security-Policy
// (security-headers.ts), so one build serves any tile server and the end-to-end tests point it at a local fixture.
//
// MAP_TILE_URL      a Leaflet URL template ({z}, {x}, {y}, optionally {s} and {r}); unset: OpenStreetMap's standard
//                   tiles; `off`: no map (the pages say so and the lists work alone).
// MAP_TILE_ATTRIBUTION  the attribution the tile provider asks for, as HTML; unset: OpenStreetMap's („© OpenStreetMap-
//                   Mitwirkende“ linking to its copyright page, in the page's language), which fits any map drawn
//                   from OpenStreetMap's data.

/** What the pages need to draw a map; `attribution` undefined means OpenStreetMap's, in the page's language. */
export type MapTiles = { url: string; attribution?: string; maxZoom: number };

/** OpenStreetMap's standard tiles. Their usage policy (operations.osmfoundation.org/policies/tiles) asks for the
 * attribution, a valid Referer (the site's Referrer-Policy sends its origin), no bulk or prefetching (Leaflet loads
 * only what is on screen) and at most zoom 19. */
export const openStreetMapTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Where OpenStreetMap's attribution links to. */
export const openStreetMapCopyright = 'https://www.openstreetmap.org/copyright';

/** The highest zoom the maps ask for: OpenStreetMap's standard tiles end at 19. */
export const maxTileZoom = 19;

/** The tile settings of the environment, or null when the map is switched off. Throws on a URL Leaflet cannot use. */
export function mapTilesFromEnv(env: Record<string, string | undefined>): MapTiles | null {
  const url = env.MAP_TILE_URL?.trim() || openStreetMapTiles;
  if (url.toLowerCase() === 'off') return null;
  if (!/^(https?:\/\/[^/?#]+\/|\/(?!\/))/i.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`MAP_TILE_URL must be an http(s) or site-relative URL template with {z}, {x} and {y}, or "off"; got ${url}`);
  }
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim();
  return { url, maxZoom: maxTileZoom, ...(attribution ? { attribution } : {}) };
}
