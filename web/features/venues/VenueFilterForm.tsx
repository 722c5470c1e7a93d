// The directory's filters: a plain GET form (works without JavaScript; the server reads the URL). With JavaScript
// it navigates on the client instead of reloading, and offers "near me", which asks for the browser's location
// only when the button is pressed.
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'vike/client/router';
import { useLocalizedUrl } from '../../components/LocalizedLink';
import { formatDistance } from './distance';
import { parseVenueFilters, radiusOptions, roundCoordinate, venueKinds, venueListUrl, type VenueFilters } from './filters';

type Option = { slug: string; name: string };
type LocateState = 'idle' | 'locating' | 'denied' | 'unavailable';

const noSubscription = () => () => {};

export function VenueFilterForm(props: {
  filters: VenueFilters;
  crafts: Option[];
  cities: Option[];
  basePath: string;
  pageCity?: string;
}) {
  const { filters, crafts, cities, basePath, pageCity } = props;
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const form = useRef<HTMLFormElement>(null);
  const [locate, setLocate] = useState<LocateState>('idle');
  // Known only in the browser: the server (and hydration) renders the button hidden, then React shows it.
  const canLocate = useSyncExternalStore(noSubscription, () => 'geolocation' in navigator, () => false);

  const url = (changed: VenueFilters) => localize(venueListUrl(changed, basePath, pageCity));
  const formFilters = (): VenueFilters => {
    const entries = [...new FormData(form.current ?? undefined).entries()];
    const search = Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return parseVenueFilters(search).filters;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(url(formFilters()));
  };

  const onLocate = () => {
    setLocate('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocate('idle');
        const { place: _typed, after: _page, ...rest } = formFilters();
        void navigate(url({ ...rest, lat: roundCoordinate(position.coords.latitude), lng: roundCoordinate(position.coords.longitude) }));
      },
      (error) => setLocate(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const radii: number[] = [...radiusOptions];
  if (filters.radius !== undefined && !radii.includes(filters.radius)) radii.push(filters.radius);
  radii.sort((a, b) => a - b);
  const usesLocation = filters.lat !== undefined && filters.lng !== undefined && !filters.place;

  return (
    <form
      key={venueListUrl(filters, basePath, pageCity)}
      ref={form}
      className="filter-form venue-filters"
      action={localize(basePath)}
      method="get"
      onSubmit={onSubmit}
      role="search"
      aria-label={intl.formatMessage({ id: 'filters.label' })}
    >
      <label className="venue-filters__text">
        <span>
          <FormattedMessage id="filters.text" />
        </span>
        <input type="search" name="q" defaultValue={filters.q ?? ''} maxLength={100} placeholder={intl.formatMessage({ id: 'filters.textPlaceholder' })} />
      </label>
      <label>
        <span>
          <FormattedMessage id="search.city" />
        </span>
        <select name="city" defaultValue={filters.city ?? ''}>
          <option value="">{intl.formatMessage({ id: 'search.anyCity' })}</option>
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>
          <FormattedMessage id="search.craft" />
        </span>
        <select name="craft" defaultValue={filters.craft ?? ''}>
          <option value="">{intl.formatMessage({ id: 'search.anyCraft' })}</option>
          {crafts.map((craft) => (
            <option key={craft.slug} value={craft.slug}>
              {craft.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>
          <FormattedMessage id="venues.kind" />
        </span>
        <select name="kind" defaultValue={filters.kind ?? ''}>
          <option value="">{intl.formatMessage({ id: 'venues.anyKind' })}</option>
          {Object.entries(venueKinds).map(([param, kind]) => (
            <option key={param} value={param}>
              {intl.formatMessage({ id: `venue.kind.${kind}` })}
            </option>
          ))}
        </select>
      </label>
      <label className="venue-filters__check">
        <input type="checkbox" name="open" value="1" defaultChecked={filters.open ?? false} />
        <span>
          <FormattedMessage id="filters.openNow" />
        </span>
      </label>

      <fieldset className="venue-filters__near">
        <legend>
          <FormattedMessage id="nearMe.legend" />
        </legend>
        <label>
          <span>
            <FormattedMessage id="nearMe.place" />
          </span>
          <input type="text" name="place" defaultValue={filters.place ?? ''} maxLength={100} placeholder={intl.formatMessage({ id: 'nearMe.placePlaceholder' })} />
        </label>
        <label>
          <span>
            <FormattedMessage id="nearMe.radius" />
          </span>
          <select name="radius" defaultValue={filters.radius !== undefined ? String(filters.radius) : ''}>
            <option value="">{intl.formatMessage({ id: 'nearMe.radiusAuto' })}</option>
            {radii.map((km) => (
              <option key={km} value={String(km)}>
                {formatDistance(intl, km)}
              </option>
            ))}
          </select>
        </label>
        {usesLocation ? (
          <>
            <input type="hidden" name="lat" value={String(filters.lat)} />
            <input type="hidden" name="lng" value={String(filters.lng)} />
          </>
        ) : null}
        <button type="button" className="button button--secondary" hidden={!canLocate} onClick={onLocate} disabled={locate === 'locating'}>
          <FormattedMessage id="nearMe.button" />
        </button>
        <p className="venue-filters__locate" role="status">
          {locate === 'idle' ? null : <FormattedMessage id={`nearMe.${locate}`} />}
        </p>
      </fieldset>

      <button type="submit" className="button">
        <FormattedMessage id="venues.apply" />
      </button>
    </form>
  );
}
