// The venue directory screen shared by /venues and the city landing pages (/wien): discovery's filters with the
// kind of venue, „open now“ and accessibility, what could not be understood in the URL, the list (the primary content; nearest
// first with distances when searching nearby; Premium venues matching the filters on top, marked „Anzeige“), a
// supplementary map of the listed venues, cursor pages, and when nothing fits, the nearest real alternatives.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedUrl } from '../../components/LocalizedLink';
import { OptionSelect } from '../../components/OptionSelect';
import { useData } from '../../components/useData';
import { AccessibilityFilter } from '../discovery/AccessibilityFilter';
import { accessibilityProblemMessages } from '../discovery/accessibility-filter';
import { DiscoveryForm } from '../discovery/DiscoveryForm';
import { formatDistance } from '../discovery/distance';
import { FilterProblems } from '../discovery/FilterProblems';
import { ListAlternatives } from '../discovery/ListAlternatives';
import { withoutNear } from '../discovery/filters';
import { NearSummary } from '../discovery/NearFields';
import { CursorPager, FeaturedList, ResultList } from '../discovery/ResultList';
import { VenueMap } from '../map/VenueMap';
import { venueKinds, venueList, type VenueFilters } from './filters';
import type { VenueListData } from './venue-list-data';
import { VenueCard } from './VenueCard';
import './venues.css';

export function VenueDirectory({ heading, intro }: { heading: ReactNode; intro: ReactNode }) {
  const { scope, filters, problems, near, crafts, cities, featured, results, totalCount, nextCursor, error, alternatives } = useData<VenueListData>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const listUrl = (changed: VenueFilters) => venueList.url(changed, scope);

  return (
    <>
      <h1>{heading}</h1>
      {intro}
      <DiscoveryForm
        list={venueList}
        scope={scope}
        filters={filters}
        crafts={crafts}
        cities={cities}
        label={intl.formatMessage({ id: 'venues.filtersLabel' })}
        textPlaceholder={intl.formatMessage({ id: 'venues.searchPlaceholder' })}
        submit={<FormattedMessage id="venues.apply" />}
      >
        <OptionSelect
          name="kind"
          label={<FormattedMessage id="venues.kind" />}
          any={intl.formatMessage({ id: 'venues.anyKind' })}
          options={Object.entries(venueKinds).map(([param, kind]) => ({ value: param, label: intl.formatMessage({ id: `venue.kind.${kind}` }) }))}
          value={filters.kind}
        />
        <label className="discovery-filters__check">
          <input type="checkbox" name="open" value="1" defaultChecked={filters.open ?? false} />
          <span>
            <FormattedMessage id="filters.openNow" />
          </span>
        </label>
        <AccessibilityFilter filters={filters} />
      </DiscoveryForm>
      <FilterProblems problems={problems} messages={accessibilityProblemMessages} />

      <div className="directory">
        <div className="directory__list">
          {near ? (
            <NearSummary
              near={near}
              message={{ inPlace: 'venues.inPlace', place: 'venues.nearPlace', location: 'venues.nearLocation' }}
              clearHref={listUrl(withoutNear(filters))}
            />
          ) : null}
          <ResultList
            items={results}
            error={error}
            empty={<FormattedMessage id={near ? 'venues.emptyNear' : 'venues.empty'} />}
            count={<FormattedMessage id="venues.count" values={{ count: totalCount }} />}
            className="card-grid directory__results"
            itemKey={(result) => result.node.slug}
            place={near?.label ? { label: near.label, inPlace: (result) => result.inPlace ?? null } : undefined}
            featured={
              featured.length > 0 ? (
                <FeaturedList items={featured} className="card-grid directory__results" itemKey={(entry) => entry.node.slug}>
                  {({ node, distanceKm }) => <VenueCard venue={node} distanceKm={near ? distanceKm : null} featured />}
                </FeaturedList>
              ) : undefined
            }
          >
            {({ node, distanceKm }) => <VenueCard venue={node} distanceKm={near ? distanceKm : null} />}
          </ResultList>
          <ListAlternatives
            alternatives={alternatives}
            listUrl={listUrl}
            card={(node, distanceKm) => <VenueCard venue={node} distanceKm={distanceKm} />}
            label={({ key, radiusKm, count }) => (
              <FormattedMessage
                id={`venues.alternatives.${key}`}
                values={{
                  radius: radiusKm === null ? '' : formatDistance(intl, radiusKm),
                  count: count ?? 0,
                  city: cities.find((city) => city.slug === filters.city)?.name ?? '',
                }}
              />
            )}
          />
          <CursorPager
            after={filters.after}
            nextCursor={nextCursor}
            pageUrl={(after) => listUrl({ ...filters, after })}
            next={<FormattedMessage id="venues.nextPage" />}
          />
        </div>
        <VenueMap
          className="directory__map"
          label={intl.formatMessage({ id: 'map.listLabel' })}
          points={[...featured, ...results].map(({ node }) => ({
            key: node.slug,
            name: node.name,
            lat: node.geo.lat,
            lng: node.geo.lng,
            href: localize(`/venues/${node.slug}`),
          }))}
        />
      </div>
    </>
  );
}
