// Where a course seen live takes place: the venue in its city (named, as the live list mixes cities), its address
// and a route there, so that someone who decides to come on the spot finds the way.
import { FormattedMessage } from 'react-intl';
import { directionsUrl } from '../map/directions';
import type { LiveView } from './use-live';

export function LiveWhere({ venue }: { venue: LiveView['event']['venue'] }) {
  return (
    <>
      <p className="live-card__venue">
        <FormattedMessage id="live.venueIn" values={{ venue: venue.name, city: <strong className="live-card__city">{venue.city.name}</strong> }} />
      </p>
      <p className="live-card__where">
        <span className="live-card__address">
          {venue.address.street}, {venue.address.postalCode} {venue.address.locality}
        </span>{' '}
        <a href={directionsUrl(venue.geo)} rel="external noopener" className="live-card__route">
          <FormattedMessage id="venue.directions" />
        </a>
      </p>
    </>
  );
}
