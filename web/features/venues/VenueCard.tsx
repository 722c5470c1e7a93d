// A venue in a list: name, kind, where it is and crafts, linking to its page; with its distance when searching nearby,
// and the „Anzeige“ mark when it is featured on top of a list.
import { FormattedMessage, useIntl } from 'react-intl';
import { AdMark } from '../../components/AdMark';
import { CraftIllustration } from '../../components/CraftIllustration';
import { LocalizedLink } from '../../components/LocalizedLink';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { formatDistance } from '../discovery/distance';
import { venuePlace } from './venue-place';

export const VenueCardFragment = graphql(`
  fragment VenueCard_venue on Venue {
    slug
    name
    kind
    crafts {
      slug
      name
    }
    address {
      district
    }
    city {
      slug
      name
    }
  }
`);

/** `featured`: shown on top of a list because of Premium, marked „Anzeige“. */
export function VenueCard(props: { venue: FragmentType<typeof VenueCardFragment>; distanceKm?: number | null; featured?: boolean }) {
  const venue = getFragmentData(VenueCardFragment, props.venue);
  const intl = useIntl();
  const firstCraft = venue.crafts[0];
  return (
    <article className="card venue-card">
      {firstCraft ? <CraftIllustration slug={firstCraft.slug} name={firstCraft.name} size={56} /> : null}
      <div className="card__body">
        {props.featured ? <AdMark /> : null}
        <p className="card__kicker">
          <FormattedMessage id={`venue.kind.${venue.kind}`} />
        </p>
        <h3 className="card__title">
          <LocalizedLink href={`/venues/${venue.slug}`}>{venue.name}</LocalizedLink>
        </h3>
        <p className="card__meta">
          {venuePlace(venue.address, venue.city)}
          {props.distanceKm != null ? (
            <>
              {' · '}
              <span className="venue-card__distance">
                <FormattedMessage id="list.distance" values={{ distance: formatDistance(intl, props.distanceKm) }} />
              </span>
            </>
          ) : null}
        </p>
        {venue.crafts.length > 0 ? (
          <ul className="tags">
            {venue.crafts.map((craft) => (
              <li key={craft.slug}>{craft.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
