// Upcoming courses and workshops: discovery's filters with time, level, price, children's ages and accessibility, the
// list (Premium venues' courses matching the filters on top, marked „Anzeige“) and its feeds.
import { FormattedMessage, useIntl } from 'react-intl';
import { OptionSelect } from '../../../components/OptionSelect';
import { PageIntro } from '../../../components/PageIntro';
import { useData } from '../../../components/useData';
import { AccessibilityFilter } from '../../../features/discovery/AccessibilityFilter';
import { accessibilityProblemMessages } from '../../../features/discovery/accessibility-filter';
import { DiscoveryForm } from '../../../features/discovery/DiscoveryForm';
import { FeedLinks } from '../../../features/discovery/FeedLinks';
import { FilterProblems } from '../../../features/discovery/FilterProblems';
import { withoutNear } from '../../../features/discovery/filters';
import { NearSummary } from '../../../features/discovery/NearFields';
import { CursorPager, FeaturedList, ResultList } from '../../../features/discovery/ResultList';
import { EventAlternatives } from '../../../features/events/EventAlternatives';
import { EventCard } from '../../../features/events/EventCard';
import { childrenChoices, eventLevels, eventList, priceChoices, whenChoices, type EventFilters } from '../../../features/events/filters';
import type { Data } from './+data';

export default function Page() {
  const { scope, filters, problems, near, crafts, cities, featured, results, totalCount, nextCursor, error, alternatives } = useData<Data>();
  const intl = useIntl();
  const listUrl = (changed: EventFilters) => eventList.url(changed, scope);
  // A cap from a saved link that the form does not offer stays chosen.
  const prices: string[] = priceChoices.map(String);
  if (filters.price && filters.price !== 'free' && !prices.includes(filters.price)) prices.push(filters.price);
  const euros = (amount: string) => intl.formatNumber(Number(amount), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const feed = filters.craft ? `?craft=${filters.craft}` : filters.city ? `?city=${filters.city}` : '';
  return (
    <>
      <PageIntro heading="events.heading" intro="events.intro" />

      <DiscoveryForm
        list={eventList}
        scope={scope}
        filters={filters}
        crafts={crafts}
        cities={cities}
        label={intl.formatMessage({ id: 'events.filtersLabel' })}
        textPlaceholder={intl.formatMessage({ id: 'events.searchPlaceholder' })}
        submit={<FormattedMessage id="events.apply" />}
      >
        <OptionSelect
          name="when"
          label={<FormattedMessage id="events.when" />}
          any={intl.formatMessage({ id: 'events.when.any' })}
          options={whenChoices.map((when) => ({ value: when, label: intl.formatMessage({ id: `events.when.${when}` }) }))}
          value={filters.when}
        />
        <DayFilter name="from" label="events.dateFrom" value={filters.from} />
        <DayFilter name="to" label="events.dateTo" value={filters.to} />
        <OptionSelect
          name="level"
          label={<FormattedMessage id="events.level" />}
          any={intl.formatMessage({ id: 'events.anyLevel' })}
          options={Object.entries(eventLevels).map(([param, level]) => ({ value: param, label: intl.formatMessage({ id: `event.level.${level}` }) }))}
          value={filters.level}
        />
        <OptionSelect
          name="price"
          label={<FormattedMessage id="events.price" />}
          any={intl.formatMessage({ id: 'events.anyPrice' })}
          options={[
            { value: 'free', label: intl.formatMessage({ id: 'events.price.free' }) },
            ...prices.map((amount) => ({ value: amount, label: intl.formatMessage({ id: 'events.price.upTo' }, { amount: euros(amount) }) })),
          ]}
          value={filters.price}
        />
        <OptionSelect
          name="children"
          label={<FormattedMessage id="events.children" />}
          any={intl.formatMessage({ id: 'events.children.none' })}
          options={childrenChoices.map((choice) => ({
            value: choice,
            label: choice === 'any' ? intl.formatMessage({ id: 'events.children.any' }) : intl.formatMessage({ id: 'events.children.age' }, { age: Number(choice) }),
          }))}
          value={filters.children}
        />
        <AccessibilityFilter filters={filters} />
      </DiscoveryForm>
      <FilterProblems problems={problems} messages={accessibilityProblemMessages} />

      {near ? (
        <NearSummary
          near={near}
          message={{ inPlace: 'events.inPlace', place: 'events.nearPlace', location: 'events.nearLocation' }}
          clearHref={listUrl(withoutNear(filters))}
        />
      ) : null}
      <ResultList
        items={results}
        error={error}
        empty={<FormattedMessage id={eventList.hasFilters(filters) ? 'events.emptyFiltered' : 'events.empty'} />}
        count={<FormattedMessage id="events.count" values={{ count: totalCount }} />}
        itemKey={(result) => result.node.slug}
        place={near?.label ? { label: near.label, inPlace: (result) => result.inPlace ?? null } : undefined}
        featured={
          featured.length > 0 ? (
            <FeaturedList items={featured} itemKey={(entry) => entry.node.slug}>
              {({ node, distanceKm }) => <EventCard event={node} distanceKm={distanceKm} featured />}
            </FeaturedList>
          ) : undefined
        }
      >
        {({ node, distanceKm }) => <EventCard event={node} distanceKm={distanceKm} />}
      </ResultList>
      <EventAlternatives alternatives={alternatives} listUrl={listUrl} />
      <CursorPager
        after={filters.after}
        nextCursor={nextCursor}
        pageUrl={(after) => listUrl({ ...filters, after })}
        next={<FormattedMessage id="events.nextPage" />}
      />

      <FeedLinks
        links={[
          { href: `/events.ics${feed}`, type: 'text/calendar', label: <FormattedMessage id="calendar.subscribe" /> },
          { href: '/pagination', label: <FormattedMessage id="events.allPages" /> },
        ]}
      />
    </>
  );
}

/** The first or the last day of the list; left empty, no limit. */
function DayFilter({ name, label, value }: { name: 'from' | 'to'; label: string; value: string | undefined }) {
  return (
    <label>
      <span>
        <FormattedMessage id={label} />
      </span>
      <input type="date" name={name} defaultValue={value ?? ''} />
    </label>
  );
}
