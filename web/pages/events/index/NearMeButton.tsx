// "Near me": asks for the browser's location only when pressed, then opens the list around it. It needs
// JavaScript and a geolocation API, so it appears only after hydration and where that exists.
import { useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { navigate } from 'vike/client/router';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { defaultRadiusKm, eventListUrl, type EventFilters } from '../../../features/events/filters';

type State = 'ready' | 'locating' | 'denied';

const unchanging = () => () => {};

export function NearMeButton({ filters }: { filters: EventFilters }) {
  const [state, setState] = useState<State>('ready');
  const localize = useLocalizedUrl();
  // False on the server and while hydrating: the button only appears where it can work.
  const available = useSyncExternalStore(unchanging, () => 'geolocation' in navigator, () => false);
  if (!available) return null;
  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const round = (value: number) => Math.round(value * 10_000) / 10_000;
        void navigate(localize(eventListUrl({ ...filters, lat: round(coords.latitude), lng: round(coords.longitude), radius: defaultRadiusKm, after: undefined })));
      },
      () => setState('denied'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <>
      <button type="button" className="button button--quiet" onClick={locate} disabled={state === 'locating'}>
        <FormattedMessage id={state === 'locating' ? 'events.nearLocating' : 'events.nearMe'} />
      </button>
      {state === 'denied' ? (
        <span role="status">
          {' '}
          <FormattedMessage id="events.nearDenied" />
        </span>
      ) : null}
    </>
  );
}
