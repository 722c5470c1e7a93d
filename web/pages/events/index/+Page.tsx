// Upcoming courses and workshops: a plain GET form (works without JavaScript) whose filters live in the URL.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { EventCard } from '../../../features/events/EventCard';
import { eventLevels, eventListUrl, hasFilters, priceChoices, radiusChoices } from '../../../features/events/filters';
import type { Data } from './+data';
import { NearMeButton } from './NearMeButton';

export default function Page() {
  const { filters, problems, near, crafts, cities, events, totalCount, nextCursor, error } = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const prices = [...priceChoices.map(String), ...(filters.price && filters.price !== 'free' && !priceChoices.map(String).includes(filters.price) ? [filters.price] : [])];
  const radius = near?.radiusKm;
  const radii = [...radiusChoices, ...(radius !== undefined && !(radiusChoices as readonly number[]).includes(radius) ? [radius] : [])];
  const feed = filters.craft ? `?craft=${filters.craft}` : filters.city ? `?city=${filters.city}` : '';
  return (
    <>
      <h1>
        <FormattedMessage id="events.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="events.intro" />
      </p>

      <form key={eventListUrl(filters)} className="filter-form event-filters" action={localize('/events')} method="get" role="search">
        <label className="event-filters__wide">
          <span>
            <FormattedMessage id="events.search" />
          </span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} placeholder={intl.formatMessage({ id: 'events.searchPlaceholder' })} maxLength={100} />
        </label>
        <label className="event-filters__wide">
          <span>
            <FormattedMessage id="events.place" />
          </span>
          <input type="text" name="place" defaultValue={filters.place ?? ''} placeholder={intl.formatMessage({ id: 'events.placePlaceholder' })} maxLength={100} />
        </label>
        <label>
          <span>
            <FormattedMessage id="events.when" />
          </span>
          <select name="when" defaultValue={filters.when ?? ''}>
            <option value="">{intl.formatMessage({ id: 'events.when.any' })}</option>
            <option value="today">{intl.formatMessage({ id: 'events.when.today' })}</option>
            <option value="weekend">{intl.formatMessage({ id: 'events.when.weekend' })}</option>
          </select>
        </label>
        <label>
          <span>
            <FormattedMessage id="events.dateFrom" />
          </span>
          <input type="date" name="from" defaultValue={filters.from ?? ''} />
        </label>
        <label>
          <span>
            <FormattedMessage id="events.dateTo" />
          </span>
          <input type="date" name="to" defaultValue={filters.to ?? ''} />
        </label>
        <label>
          <span>
            <FormattedMessage id="events.craft" />
          </span>
          <select name="craft" defaultValue={filters.craft ?? ''}>
            <option value="">{intl.formatMessage({ id: 'events.anyCraft' })}</option>
            {crafts.map((craft) => (
              <option key={craft.slug} value={craft.slug}>
                {craft.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            <FormattedMessage id="events.city" />
          </span>
          <select name="city" defaultValue={filters.city ?? ''}>
            <option value="">{intl.formatMessage({ id: 'events.anyCity' })}</option>
            {cities.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            <FormattedMessage id="events.level" />
          </span>
          <select name="level" defaultValue={filters.level ?? ''}>
            <option value="">{intl.formatMessage({ id: 'events.anyLevel' })}</option>
            {Object.entries(eventLevels).map(([param, level]) => (
              <option key={param} value={param}>
                {intl.formatMessage({ id: `event.level.${level}` })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            <FormattedMessage id="events.price" />
          </span>
          <select name="price" defaultValue={filters.price ?? ''}>
            <option value="">{intl.formatMessage({ id: 'events.anyPrice' })}</option>
            <option value="free">{intl.formatMessage({ id: 'events.price.free' })}</option>
            {prices.map((euros) => (
              <option key={euros} value={euros}>
                {intl.formatMessage({ id: 'events.price.upTo' }, { amount: intl.formatNumber(Number(euros), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }) })}
              </option>
            ))}
          </select>
        </label>
        {near ? (
          <>
            {filters.place ? null : (
              <>
                <input type="hidden" name="lat" value={filters.lat} />
                <input type="hidden" name="lng" value={filters.lng} />
              </>
            )}
            <label>
              <span>
                <FormattedMessage id="events.radius" />
              </span>
              <select name="radius" defaultValue={String(radius)}>
                {radii.map((km) => (
                  <option key={km} value={km}>
                    {intl.formatMessage({ id: 'events.radiusKm' }, { km })}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <div className="event-filters__actions">
          <button type="submit" className="button">
            <FormattedMessage id="events.apply" />
          </button>
          {hasFilters(filters) ? (
            <LocalizedLink href="/events">
              <FormattedMessage id="events.reset" />
            </LocalizedLink>
          ) : null}
        </div>
      </form>
      <p className="event-filters__near">
        {near ? (
          <>
            {near.label ? (
              <FormattedMessage id="events.nearPlace" values={{ km: intl.formatNumber(near.radiusKm), place: near.label }} />
            ) : (
              <FormattedMessage id="events.nearActive" values={{ km: intl.formatNumber(near.radiusKm) }} />
            )}{' '}
            <LocalizedLink href={eventListUrl({ ...filters, place: undefined, lat: undefined, lng: undefined, radius: undefined, after: undefined })}>
              <FormattedMessage id="events.nearRemove" />
            </LocalizedLink>
          </>
        ) : (
          <NearMeButton filters={filters} />
        )}
      </p>

      {problems.length > 0 ? (
        <div className="notice notice--warning" role="alert">
          <ul className="event-filters__problems">
            {problems.map((problem) => (
              <li key={problem.param}>
                <FormattedMessage id={`events.invalid.${problem.param}`} values={{ value: problem.value }} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {error ? (
        <SectionFailure error={error} />
      ) : events.length === 0 ? (
        <p className="empty">
          <FormattedMessage id={hasFilters(filters) ? 'events.emptyFiltered' : 'events.empty'} />
        </p>
      ) : (
        <>
          <p className="result-count" role="status">
            <FormattedMessage id="events.count" values={{ count: totalCount }} />
          </p>
          <ul className="card-list">
            {events.map(({ event, distanceKm }) => (
              <li key={event.slug}>
                <EventCard event={event} distanceKm={distanceKm} />
              </li>
            ))}
          </ul>
        </>
      )}

      <nav className="pagination" aria-label={intl.formatMessage({ id: 'events.pagination' })}>
        {filters.after ? (
          <LocalizedLink href={eventListUrl({ ...filters, after: undefined })}>
            <FormattedMessage id="events.firstPage" />
          </LocalizedLink>
        ) : null}
        {nextCursor ? (
          <LocalizedLink href={eventListUrl({ ...filters, after: nextCursor })} rel="next">
            <FormattedMessage id="events.nextPage" />
          </LocalizedLink>
        ) : null}
      </nav>

      <ul className="feed-links">
        <li>
          <a href={localize(`/events.ics${feed}`)} type="text/calendar" data-vike="false">
            <FormattedMessage id="calendar.subscribe" />
          </a>
        </li>
        <li>
          <LocalizedLink href="/pagination">
            <FormattedMessage id="events.allPages" />
          </LocalizedLink>
        </li>
      </ul>
    </>
  );
}
