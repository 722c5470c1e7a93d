// A supplementary map of venues (the list beside it is the primary content). Leaflet loads in the browser only,
// after hydration and once the map scrolls into view, so pages keep their JavaScript budget. The tile server is the
// server's setting (pageContext.mapTiles: OpenStreetMap's standard tiles unless configured otherwise, see
// functions/src/http/map-tiles.ts). With the map switched off, with no venues to show, or when the tiles do not load
// (offline, or the tile server down), the map says why it is empty and the list works the same.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HydrateLater } from '../../components/HydrateLater';
import { usePageContext } from '../../components/PageContext';
import { tileAttribution } from './tiles';
import './map.css';

export type MapPoint = { key: string; name: string; lat: number; lng: number; href?: string };

type Status = 'waiting' | 'loading' | 'ready' | 'unconfigured' | 'empty' | 'offline' | 'failed';

type VenueMapProps = { points: MapPoint[]; label: string; zoom?: number; className?: string };

/** The map hydrates on its own, after the page's shell (HydrateLater): nothing in it works before Leaflet loads. */
export function VenueMap(props: VenueMapProps) {
  return (
    <HydrateLater>
      <MapOfVenues {...props} />
    </HydrateLater>
  );
}

function MapOfVenues({ points, label, zoom = 15, className }: VenueMapProps) {
  const intl = useIntl();
  const tiles = usePageContext().mapTiles;
  const tileUrl = tiles?.url;
  const maxZoom = tiles?.maxZoom ?? 19;
  const attribution = tiles ? tileAttribution(tiles, intl.formatMessage({ id: 'map.attribution' })) : '';
  const zoomIn = intl.formatMessage({ id: 'map.zoomIn' });
  const zoomOut = intl.formatMessage({ id: 'map.zoomOut' });
  const element = useRef<HTMLDivElement>(null);
  const initial: Status = !tiles ? 'unconfigured' : points.length === 0 ? 'empty' : 'waiting';
  const [status, setStatus] = useState<Status>(initial);
  // The points as a value, so that re-renders with equal points keep the map.
  const pointsKey = JSON.stringify(points);

  useEffect(() => {
    const target = element.current;
    const points = JSON.parse(pointsKey) as MapPoint[];
    if (!tileUrl || !target || points.length === 0) {
      setStatus(!tileUrl ? 'unconfigured' : 'empty');
      return;
    }
    setStatus('waiting');
    let cancelled = false;
    let dispose: (() => void) | undefined;

    const show = async () => {
      setStatus('loading');
      try {
        const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
        if (cancelled) return;
        // leaflet is CommonJS: depending on the bundler the API is the namespace or its default export.
        const L = (module as unknown as { default?: typeof module }).default ?? module;
        const map = L.map(target, { scrollWheelZoom: false, zoomControl: false, maxZoom });
        L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
        // Leaflet asks only for the tiles on screen (no prefetching), as OpenStreetMap's tile policy wants.
        const layer = L.tileLayer(tileUrl, { attribution, maxZoom });
        let tileLoaded = false;
        layer.on('tileload', () => {
          tileLoaded = true;
          setStatus('ready');
        });
        // A tile that does not load is no error of the page: the markers stay, a note says why the map is blank.
        layer.on('tileerror', () => {
          if (!tileLoaded) setStatus(navigator.onLine ? 'failed' : 'offline');
        });
        layer.addTo(map);
        for (const point of points) {
          const marker = L.marker([point.lat, point.lng], {
            icon: L.divIcon({ className: 'map-marker', iconSize: [18, 18] }),
            title: point.name,
            alt: point.name,
          });
          marker.bindPopup(popupContent(point)).addTo(map);
        }
        const first = points[0];
        if (points.length === 1 && first) map.setView([first.lat, first.lng], zoom);
        else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [24, 24], maxZoom: zoom });
        dispose = () => map.remove();
        if (!navigator.onLine && !tileLoaded) setStatus('offline');
      } catch (error) {
        console.warn('The map could not be loaded', error);
        if (!cancelled) setStatus(navigator.onLine ? 'failed' : 'offline');
      }
    };

    // Load only when the map is (nearly) visible: on a phone it sits below the list.
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            void show();
          }
        },
        { rootMargin: '200px' },
      );
      observer.observe(target);
    } else void show();

    return () => {
      cancelled = true;
      observer?.disconnect();
      dispose?.();
    };
  }, [pointsKey, tileUrl, attribution, maxZoom, zoomIn, zoomOut, zoom]);

  const message = status === 'waiting' || status === 'loading' || status === 'ready' ? null : `map.${status}`;
  return (
    <section className={`venue-map ${className ?? ''}`} aria-label={label}>
      <div ref={element} className="venue-map__canvas" data-status={status} />
      {message ? (
        <p className="venue-map__message" role="status">
          <FormattedMessage id={message} />
        </p>
      ) : null}
      {status === 'waiting' ? (
        <noscript>
          <p className="venue-map__message">
            <FormattedMessage id="map.noscript" />
          </p>
        </noscript>
      ) : null}
    </section>
  );
}

/** The popup: the venue's name as a link to its page, built as DOM nodes so that names are never parsed as HTML. */
function popupContent(point: MapPoint): HTMLElement {
  const content = document.createElement(point.href ? 'a' : 'strong');
  content.textContent = point.name;
  if (point.href && content instanceof HTMLAnchorElement) content.href = point.href;
  return content;
}
