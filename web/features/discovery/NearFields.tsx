// Searching around a place: a typed city, district or postcode (resolved on the server), or the visitor's own
// location, which the browser is asked for only when "near me" is pressed; and the radius.
import { useId, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { OptionSelect } from '../../components/OptionSelect';
import { formatDistance } from './distance';
import { radiusChoicesKm, roundCoordinate, type NearSearch, type PlaceFilters } from './filters';

type LocateState = 'idle' | 'locating' | 'denied' | 'unavailable';

const noSubscription = () => () => {};

// A coarse position is enough for a radius of kilometres; a recent one (five minutes) saves asking again.
const positionOptions: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 };

/**
 * The place, radius and "near me" fields of a list's filter form; `onLocated` gets the rounded coordinates.
 * `placeError` is what the server said about the place typed, shown at the field.
 */
export function NearFields(props: { filters: PlaceFilters; onLocated: (lat: number, lng: number) => void; placeError?: string }) {
  const { filters, onLocated, placeError } = props;
  const intl = useIntl();
  const errorId = useId();
  const [locate, setLocate] = useState<LocateState>('idle');
  // Known only in the browser: the server (and hydration) renders the button hidden, then React shows it.
  const canLocate = useSyncExternalStore(noSubscription, () => 'geolocation' in navigator, () => false);

  const onLocate = () => {
    setLocate('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocate('idle');
        onLocated(roundCoordinate(coords.latitude), roundCoordinate(coords.longitude));
      },
      (error) => setLocate(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      positionOptions,
    );
  };

  // A radius from a saved link that the form does not offer stays chosen.
  const radii: number[] = [...radiusChoicesKm];
  if (filters.radius !== undefined && !radii.includes(filters.radius)) radii.push(filters.radius);
  radii.sort((a, b) => a - b);
  const usesLocation = filters.lat !== undefined && filters.lng !== undefined && !filters.place;

  return (
    <fieldset className="discovery-filters__near">
      <legend>
        <FormattedMessage id="nearMe.legend" />
      </legend>
      <label>
        <span>
          <FormattedMessage id="nearMe.place" />
        </span>
        <input
          type="text"
          name="place"
          defaultValue={filters.place ?? ''}
          maxLength={100}
          placeholder={intl.formatMessage({ id: 'nearMe.placePlaceholder' })}
          aria-invalid={placeError ? true : undefined}
          aria-describedby={placeError ? errorId : undefined}
        />
      </label>
      {placeError ? (
        <p className="form-field__error" id={errorId}>
          {placeError}
        </p>
      ) : null}
      <OptionSelect
        name="radius"
        label={<FormattedMessage id="nearMe.radius" />}
        any={intl.formatMessage({ id: 'nearMe.radiusAuto' })}
        options={radii.map((km) => ({ value: String(km), label: formatDistance(intl, km) }))}
        value={filters.radius === undefined ? undefined : String(filters.radius)}
      />
      {usesLocation ? (
        <>
          <input type="hidden" name="lat" value={String(filters.lat)} />
          <input type="hidden" name="lng" value={String(filters.lng)} />
        </>
      ) : null}
      <button type="button" className="button button--secondary" hidden={!canLocate} onClick={onLocate} disabled={locate === 'locating'}>
        <FormattedMessage id="nearMe.button" />
      </button>
      <p className="discovery-filters__locate" role="status">
        {locate === 'idle' ? null : <FormattedMessage id={`nearMe.${locate}`} />}
      </p>
    </fieldset>
  );
}

/**
 * Above the results: around what and how far the list searches (a district or postcode: what lies in it, then around
 * it), and a link back to the list without it.
 */
export function NearSummary(props: { near: NearSearch; message: { inPlace: string; place: string; location: string }; clearHref: string }) {
  const { near, message, clearHref } = props;
  const intl = useIntl();
  return (
    <p className="near-summary">
      <FormattedMessage
        id={near.postalCodes.length > 0 ? message.inPlace : near.label ? message.place : message.location}
        values={{ radius: formatDistance(intl, near.radiusKm), place: near.label ?? '' }}
      />{' '}
      <LocalizedLink href={clearHref}>
        <FormattedMessage id="nearMe.clear" />
      </LocalizedLink>
    </p>
  );
}
