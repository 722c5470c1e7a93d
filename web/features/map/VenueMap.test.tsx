import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/i18n/messages';
import { VenueMap, type MapPoint } from './VenueMap';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const points: MapPoint[] = [
  { key: 'a', name: '<b>Tonwerk</b>', lat: 48.2003, lng: 16.3517, href: '/venues/a' },
  { key: 'b', name: 'Masche & Co', lat: 48.1958, lng: 16.3545, href: '/venues/b' },
];

async function mount(mapPoints: MapPoint[]) {
  const messages = await loadMessages('de');
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <IntlProvider locale="de-AT" messages={messages}>
        <VenueMap points={mapPoints} label="Karte" />
      </IntlProvider>,
    );
  });
  return { container, unmount: () => act(() => root.unmount()) };
}

async function until(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('venue map', () => {
  it('says that no map is set up when no tile server is configured, and loads no map', async () => {
    vi.stubEnv('PUBLIC_ENV__MAP_TILE_URL', '');
    const { container } = await mount(points);
    expect(container.querySelector('section')?.getAttribute('aria-label')).toBe('Karte');
    expect(container.textContent).toContain('Für diese Website ist keine Karte eingerichtet.');
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });

  it('puts a marker per venue with a popup linking to its page, and explains failing tiles', async () => {
    vi.stubEnv('PUBLIC_ENV__MAP_TILE_URL', 'http://tiles.invalid/{z}/{x}/{y}.png');
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
    await until(() => container.textContent.includes('Die Karte lässt sich gerade nicht laden – bist du offline?'));
    await unmount();
  });

  it('says so when there is nothing to show', async () => {
    vi.stubEnv('PUBLIC_ENV__MAP_TILE_URL', 'http://tiles.invalid/{z}/{x}/{y}.png');
    const { container } = await mount([]);
    expect(container.textContent).toContain('Keine Orte zum Anzeigen auf der Karte.');
  });
});
