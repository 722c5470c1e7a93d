// The venue directory screen shared by /venues and the city landing pages (/wien): filters, what could not be
// understood in the URL, the list (the primary content; nearest first with distances when searching nearby), a
// supplementary map of the listed venues, and cursor pagination.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { SectionFailure } from '../../components/SectionFailure';
import { useData } from '../../components/useData';
import { VenueMap } from '../map/VenueMap';
import type { DirectoryData } from './directory-data';
import { formatDistance } from './distance';
import { venueListUrl } from './filters';
import { VenueCard } from './VenueCard';
import { VenueFilterForm } from './VenueFilterForm';
import './venues.css';

export function VenueDirectory({ heading, intro }: { heading: ReactNode; intro: ReactNode }) {
  const { basePath, pageCity, filters, problems, near, crafts, cities, venues, totalCount, nextCursor, error } = useData<DirectoryData>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const city = pageCity ?? undefined;
  const listUrl = (changed: typeof filters) => venueListUrl(changed, basePath, city);
  const { lat: _lat, lng: _lng, place: _place, radius: _radius, after: _after, ...withoutNear } = filters;

  return (
    <>
      <h1>{heading}</h1>
      {intro}
      <VenueFilterForm filters={filters} crafts={crafts} cities={cities} basePath={basePath} pageCity={city} />

      {problems.length > 0 ? (
        <div className="notice notice--warning" role="alert">
          <p>
            <FormattedMessage id="filters.problems" />
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>
                <FormattedMessage id={`filters.problem.${problem}`} values={{ place: filters.place ?? '' }} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="directory">
        <div className="directory__list">
          {near ? (
            <p className="near-summary">
              <FormattedMessage
                id={near.label ? 'nearMe.summaryPlace' : 'nearMe.summaryLocation'}
                values={{ radius: formatDistance(intl, near.radiusKm), place: near.label ?? '' }}
              />{' '}
              <LocalizedLink href={listUrl(withoutNear)}>
                <FormattedMessage id="nearMe.clear" />
              </LocalizedLink>
            </p>
          ) : null}
          {error ? (
            <SectionFailure error={error} />
          ) : venues.length === 0 ? (
            <p className="empty">
              <FormattedMessage id={near ? 'venues.emptyNear' : 'venues.empty'} />
            </p>
          ) : (
            <>
              <p className="result-count" role="status">
                <FormattedMessage id="venues.count" values={{ count: totalCount }} />
              </p>
              <ul className="card-grid directory__results">
                {venues.map(({ venue, distanceKm }) => (
                  <li key={venue.slug}>
                    <VenueCard venue={venue} distanceKm={near ? distanceKm : null} />
                  </li>
                ))}
              </ul>
            </>
          )}
          <nav className="pagination" aria-label={intl.formatMessage({ id: 'venues.pagination' })}>
            {filters.after ? (
              <LocalizedLink href={listUrl({ ...filters, after: undefined })}>
                <FormattedMessage id="venues.firstPage" />
              </LocalizedLink>
            ) : null}
            {nextCursor ? (
              <LocalizedLink href={listUrl({ ...filters, after: nextCursor })} rel="next">
                <FormattedMessage id="venues.nextPage" />
              </LocalizedLink>
            ) : null}
          </nav>
        </div>
        <VenueMap
          className="directory__map"
          label={intl.formatMessage({ id: 'map.listLabel' })}
          points={venues.map(({ venue }) => ({
            key: venue.slug,
            name: venue.name,
            lat: venue.geo.lat,
            lng: venue.geo.lng,
            href: localize(`/venues/${venue.slug}`),
          }))}
        />
      </div>
    </>
  );
}
