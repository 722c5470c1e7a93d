import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { PageContext } from 'vike/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapTilesFromEnv, type MapTiles } from '../../../functions/src/http/map-tiles';
import { PageContextProvider } from '../../components/PageContext';
import { loadMessages, type Messages } from '../../lib/i18n/messages';
import { VenueMap, type MapPoint } from './VenueMap';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const points: MapPoint[] = [
  { key: 'a', name: '<b>Tonwerk</b>', lat: 48.2003, lng: 16.3517, href: '/venues/a' },
  { key: 'b', name: 'Masche & Co', lat: 48.1958, lng: 16.3545, href: '/venues/b' },
];

const failingTiles: MapTiles = { url: 'http://tiles.invalid/{z}/{x}/{y}.png', maxZoom: 19 };

async function mount(mapPoints: MapPoint[], mapTiles: MapTiles | null = failingTiles, language: 'de' | 'en' = 'de') {
  const messages: Messages = await loadMessages(language);
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  const pageContext = { mapTiles, urlPathname: '/venues' } as unknown as PageContext;
  await act(async () => {
    root.render(
      <PageContextProvider pageContext={pageContext}>
        <IntlProvider locale={language === 'de' ? 'de-AT' : 'en-US'} messages={messages}>
          <VenueMap points={mapPoints} label="Karte" />
        </IntlProvider>
      </PageContextProvider>,
    );
  });
  return { container, unmount: () => act(() => root.unmount()) };
}

async function until(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('venue map', () => {
  it('says that no map is set up when the map is switched off, and loads no map', async () => {
    const { container } = await mount(points, mapTilesFromEnv({ MAP_TILE_URL: 'off' }));
    expect(container.querySelector('section')?.getAttribute('aria-label')).toBe('Karte');
    expect(container.textContent).toContain('Für diese Website ist keine Karte eingerichtet.');
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });

  it('puts a marker per venue with a popup linking to its page, and explains failing tiles', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container, unmount } = await mount(points);
    await until(() => container.querySelectorAll('.map-marker').length === 2);
    const marker = container.querySelector<HTMLElement>('.map-marker[title="<b>Tonwerk</b>"]');
    expect(marker).not.toBeNull();
    await act(async () => marker!.click());
    const link = container.querySelector<HTMLAnchorElement>('.leaflet-popup-content a');
    expect(link?.getAttribute('href')).toBe('/venues/a');
    expect(link?.textContent).toBe('<b>Tonwerk</b>');

    const tile = container.querySelector('img.leaflet-tile');
    expect(tile).not.toBeNull();
    await act(async () => tile!.dispatchEvent(new Event('error')));
    await until(() => container.textContent.includes('Die Karte lässt sich gerade nicht laden. Die Liste funktioniert trotzdem.'));
    expect(container.querySelectorAll('.map-marker')).toHaveLength(2);
    await unmount();
  });

  it('asks whether the visitor is offline when the tiles fail without a connection', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container, unmount } = await mount(points);
    await until(() => container.textContent.includes('bist du offline?'));
    vi.restoreAllMocks();
    await unmount();
  });

  it("credits OpenStreetMap in the page's language by default, with localized zoom buttons", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    for (const [language, credit, zoomIn] of [
      ['de', '© OpenStreetMap-Mitwirkende', 'Hineinzoomen'],
      ['en', '© OpenStreetMap contributors', 'Zoom in'],
    ] as const) {
      const { container, unmount } = await mount(points, mapTilesFromEnv({}), language);
      await until(() => container.querySelector('.leaflet-control-attribution') !== null);
      const link = container.querySelector<HTMLAnchorElement>('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]');
      expect(link?.textContent).toBe(credit);
      expect(container.querySelector('.leaflet-control-zoom-in')?.getAttribute('title')).toBe(zoomIn);
      const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile');
      expect(tile?.getAttribute('src')).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
      await unmount();
    }
  });

  it("shows a configured tile server's own attribution", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container, unmount } = await mount(points, { ...failingTiles, attribution: '<a href="https://tiles.example.org">© Beispielkarten</a>' });
    await until(() => container.querySelector('.leaflet-control-attribution a[href="https://tiles.example.org"]') !== null);
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).not.toContain('OpenStreetMap');
    await unmount();
  });

  it('says so when there is nothing to show', async () => {
    const { container } = await mount([]);
    expect(container.textContent).toContain('Keine Orte zum Anzeigen auf der Karte.');
  });
});
