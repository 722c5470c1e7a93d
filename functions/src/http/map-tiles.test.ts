import { describe, expect, it } from 'vitest';
import { mapTilesFromEnv, openStreetMapTiles } from './map-tiles.js';
import { contentSecurityPolicy, pageHostsFromEnv } from './security-headers.js';

describe('map tile settings', () => {
  it("default to OpenStreetMap's standard tiles with its attribution, up to zoom 19", () => {
    expect(mapTilesFromEnv({})).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', maxZoom: 19 });
    expect(mapTilesFromEnv({ MAP_TILE_URL: '  ', MAP_TILE_ATTRIBUTION: '' })).toEqual({ url: openStreetMapTiles, maxZoom: 19 });
  });

  it('take another tile server with its attribution, also the site itself', () => {
    expect(mapTilesFromEnv({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png', MAP_TILE_ATTRIBUTION: '© Beispielkarten' })).toEqual({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png',
      attribution: '© Beispielkarten',
      maxZoom: 19,
    });
    expect(mapTilesFromEnv({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' })?.url).toBe('/tiles/{z}/{x}/{y}.png');
  });

  it('switch the map off', () => {
    expect(mapTilesFromEnv({ MAP_TILE_URL: 'off' })).toBeNull();
    expect(mapTilesFromEnv({ MAP_TILE_URL: 'OFF', MAP_TILE_ATTRIBUTION: '© x' })).toBeNull();
  });

  it('refuse a URL Leaflet cannot use', () => {
    for (const url of ['tile.example.org/{z}/{x}/{y}.png', '//tile.example.org/{z}/{x}/{y}.png', 'https://tile.example.org/{z}/{x}.png', 'javascript:{z}{x}{y}', 'none']) {
      expect(() => mapTilesFromEnv({ MAP_TILE_URL: url }), url).toThrow(/MAP_TILE_URL/);
    }
  });

  it("allow images from the configured tile host only, in the site's Content-Security-Policy", () => {
    const imgSrc = (env: Record<string, string>) => contentSecurityPolicy(pageHostsFromEnv(env), true)['img-src'];
    expect(imgSrc({})).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
    expect(imgSrc({ MAP_TILE_URL: 'http://127.0.0.1:4321/tiles/{z}/{x}/{y}.png' })).toEqual(["'self'", 'data:', 'http://127.0.0.1:4321']);
    expect(imgSrc({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' })).toEqual(["'self'", 'data:', 'https://*.tiles.example.org']);
    expect(imgSrc({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' })).toEqual(["'self'", 'data:']);
    expect(imgSrc({ MAP_TILE_URL: 'off' })).toEqual(["'self'", 'data:']);
  });
});
