// „Jetzt live“: the courses on air and starting later today as cards that keep themselves current after hydration
// (stream, or polling), the organiser's latest word on each; without JavaScript a snapshot with its time and a
// reload link. Nothing on air: says so and shows what starts next.
import { FormattedMessage, useIntl } from 'react-intl';
import { PageIntro } from '../../../components/PageIntro';
import { TaxonomySelect } from '../../../components/OptionSelect';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { FilterProblems } from '../../../features/discovery/FilterProblems';
import { EventCard } from '../../../features/events/EventCard';
import { LiveCard } from '../../../features/live/LiveCard';
import { RadarNoticeSlot } from '../../../features/live/RadarNoticeSlot';
import { liveList } from '../../../features/live/live-filters';
import { useLiveEvents, useNow } from '../../../features/live/use-live';
import { formatDateTime } from '../../../lib/i18n/clock';
import type { Data } from './+data';

export default function Page() {
  const data = useData<Data>();
  const { filters } = data;
  // A new filter is a new list: start again from the server's.
  return <LiveList key={liveList.url(filters)} {...data} />;
}

function LiveList({ filters, problems, crafts, cities, views: initial, next, error, now: serverNow }: Data) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const now = useNow(serverNow);
  const views = useLiveEvents(initial, filters);
  const here = liveList.url(filters);
  return (
    <>
      <PageIntro heading="live.heading" intro="live.intro" />
      <RadarNoticeSlot />
      <form className="filter-form discovery-filters" action={localize(liveList.path)} method="get" role="search" aria-label={intl.formatMessage({ id: 'live.filtersLabel' })}>
        <TaxonomySelect name="craft" entries={crafts} value={filters.craft} />
        <TaxonomySelect name="city" entries={cities} value={filters.city} />
        <div className="discovery-filters__actions">
          <button type="submit" className="button">
            <FormattedMessage id="live.apply" />
          </button>
          {liveList.hasFilters(filters) ? (
            <LocalizedLink href={liveList.path}>
              <FormattedMessage id="filters.reset" />
            </LocalizedLink>
          ) : null}
        </div>
      </form>
      <FilterProblems problems={problems} />

      <p className="live-snapshot">
        <FormattedMessage id="live.snapshot" values={{ time: formatDateTime(intl, serverNow, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' }) }} />{' '}
        <a href={localize(here)}>
          <FormattedMessage id="live.reload" />
        </a>
      </p>

      {error ? (
        <SectionFailure error={error} />
      ) : views.length > 0 ? (
        <ul className="card-list live-list">
          {views.map((view) => (
            <li key={view.event.slug}>
              <LiveCard view={view} now={now} />
            </li>
          ))}
        </ul>
      ) : (
        <section className="live-empty">
          <p className="notice" role="status">
            <FormattedMessage id={liveList.hasFilters(filters) ? 'live.emptyFiltered' : 'live.empty'} />
          </p>
          {next.length > 0 ? (
            <>
              <h2>
                <FormattedMessage id="live.next" />
              </h2>
              <ul className="card-list">
                {next.map((event) => (
                  <li key={event.slug}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      )}
    </>
  );
}
