// The venue directory: filter by city, craft and kind (a plain GET form, so it works without JavaScript).
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { venueKinds, venueListUrl } from '../../../features/venues/filters';
import { VenueCard } from '../../../features/venues/VenueCard';
import type { Data } from './+data';

export default function Page() {
  const { filters, crafts, cities, venues, totalCount, nextCursor, error } = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  return (
    <>
      <h1>
        <FormattedMessage id="venues.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="venues.intro" />
      </p>
      <form key={venueListUrl(filters)} className="filter-form" action={localize('/venues')} method="get">
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
        <button type="submit" className="button">
          <FormattedMessage id="venues.apply" />
        </button>
      </form>

      {error ? (
        <SectionFailure error={error} />
      ) : venues.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="venues.empty" />
        </p>
      ) : (
        <>
          <p className="result-count" role="status">
            <FormattedMessage id="venues.count" values={{ count: totalCount }} />
          </p>
          <ul className="card-grid">
            {venues.map((venue) => (
              <li key={venue.slug}>
                <VenueCard venue={venue} />
              </li>
            ))}
          </ul>
        </>
      )}

      <nav className="pagination" aria-label={intl.formatMessage({ id: 'venues.pagination' })}>
        {filters.after ? (
          <LocalizedLink href={venueListUrl({ ...filters, after: undefined })}>
            <FormattedMessage id="venues.firstPage" />
          </LocalizedLink>
        ) : null}
        {nextCursor ? (
          <LocalizedLink href={venueListUrl({ ...filters, after: nextCursor })} rel="next">
            <FormattedMessage id="venues.nextPage" />
          </LocalizedLink>
        ) : null}
      </nav>
    </>
  );
}
