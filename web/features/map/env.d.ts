// Public build-time variables of the map (see tiles.ts).
interface ImportMetaEnv {
  /** Leaflet tile URL template; no map tiles when unset. */
  readonly PUBLIC_ENV__MAP_TILE_URL?: string;
  /** Attribution HTML the tile provider requires. */
  readonly PUBLIC_ENV__MAP_TILE_ATTRIBUTION?: string;
}
