// /crawlindex: every public page of the magazine as plain links, for people and crawlers.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { SectionFailure } from '../../components/SectionFailure';
import { useData } from '../../components/useData';
import { articlePath, cityPath, craftPath, eventPath, fixedPages, venuePath } from '../../features/feeds/public-pages';
import type { SectionError } from '../../lib/graphql/section-errors';
import type { Data } from './+data';
import './crawlindex.css';

const sections = fixedPages.filter((page) => page.inCrawlIndex).map((page) => page.path);

function Section(props: { id: string; title: ReactNode; error?: SectionError | null; empty?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.error ? (
        <SectionFailure error={props.error} />
      ) : props.empty ? (
        <p className="empty">
          <FormattedMessage id="crawlindex.empty" />
        </p>
      ) : (
        props.children
      )}
    </section>
  );
}

export default function Page() {
  const { crafts, cities, venues, events, articles } = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const venuesByCity = new Map<string, { name: string; venues: typeof venues.nodes }>();
  // Cities in the API's order (largest first), then any city only a venue knows.
  for (const city of cities.nodes) venuesByCity.set(city.slug, { name: city.name, venues: [] });
  for (const venue of venues.nodes) {
    const group = venuesByCity.get(venue.city.slug) ?? { name: venue.city.name, venues: [] };
    group.venues.push(venue);
    venuesByCity.set(venue.city.slug, group);
  }

  return (
    <div className="crawl-index">
      <h1>
        <FormattedMessage id="crawlindex.title" />
      </h1>
      <p className="lead">
        <FormattedMessage id="crawlindex.intro" />
      </p>

      <Section id="crawl-sections" title={<FormattedMessage id="crawlindex.sections" />}>
        <ul className="crawl-index__list">
          {sections.map((path) => (
            <li key={path}>
              <LocalizedLink href={path}>
                <FormattedMessage id={`crawlindex.link.${path.slice(1)}`} />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="crawl-venues" title={<FormattedMessage id="crawlindex.venues" />} error={venues.error} empty={venues.nodes.length === 0}>
        {[...venuesByCity]
          .filter(([, group]) => group.venues.length > 0)
          .map(([slug, group]) => (
            <div key={slug}>
              <h3>
                <LocalizedLink href={cityPath(slug)}>{group.name}</LocalizedLink>
              </h3>
              <ul className="crawl-index__list">
                {group.venues.map((venue) => (
                  <li key={venue.slug}>
                    <LocalizedLink href={venuePath(venue.slug)}>{venue.name}</LocalizedLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </Section>

      <Section id="crawl-events" title={<FormattedMessage id="crawlindex.events" />} error={events.error} empty={events.nodes.length === 0}>
        <ul className="crawl-index__list">
          {events.nodes.map((event) => (
            <li key={event.slug}>
              <LocalizedLink href={eventPath(event.slug)}>{event.title}</LocalizedLink>{' '}
              <span className="crawl-index__meta">
                <time dateTime={event.startsAt}>
                  {intl.formatDate(event.startsAt, { day: 'numeric', month: 'long', year: 'numeric', timeZone: event.timeZone })}
                </time>
                {`, ${event.venue.name}`}
                {event.status === 'CANCELLED' ? ` (${intl.formatMessage({ id: 'crawlindex.cancelled' })})` : null}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="crawl-articles" title={<FormattedMessage id="crawlindex.articles" />} error={articles.error} empty={articles.nodes.length === 0}>
        <ul className="crawl-index__list">
          {articles.nodes.map((article) => (
            <li key={article.slug}>
              <LocalizedLink href={articlePath(article.slug)}>{article.title}</LocalizedLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="crawl-cities" title={<FormattedMessage id="crawlindex.cities" />} error={cities.error} empty={cities.nodes.length === 0}>
        <ul className="crawl-index__list">
          {cities.nodes.map((city) => (
            <li key={city.slug}>
              <LocalizedLink href={cityPath(city.slug)}>{city.name}</LocalizedLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="crawl-crafts" title={<FormattedMessage id="crawlindex.crafts" />} error={crafts.error} empty={crafts.nodes.length === 0}>
        <ul className="crawl-index__list">
          {crafts.nodes.map((craft) => (
            <li key={craft.slug}>
              <LocalizedLink href={craftPath(craft.slug)}>{craft.name}</LocalizedLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="crawl-feeds" title={<FormattedMessage id="crawlindex.feeds" />}>
        <ul className="crawl-index__list">
          {/* Files, not pages: data-vike="false" keeps client routing away from them. */}
          <li>
            <a href={localize('/events.ics')} type="text/calendar" data-vike="false">
              <FormattedMessage id="crawlindex.feed.events" />
            </a>
          </li>
          <li>
            <a href={localize('/blog/feed.xml')} type="application/atom+xml" data-vike="false">
              <FormattedMessage id="crawlindex.feed.articles" />
            </a>
          </li>
          <li>
            <a href="/sitemap.xml" type="application/xml" data-vike="false">
              <FormattedMessage id="crawlindex.feed.sitemap" />
            </a>
          </li>
        </ul>
      </Section>
    </div>
  );
}
