// /crawlindex: every public page of the magazine as plain links, for people and crawlers.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { PageIntro } from '../../components/PageIntro';
import { SectionFailure } from '../../components/SectionFailure';
import { useData } from '../../components/useData';
import { articlePath, cityPath, craftPath, eventPath, fixedPages, venuePath } from '../../features/feeds/public-pages';
import type { SectionError } from '../../lib/graphql/section-errors';
import type { Data } from './+data';
import './crawlindex.css';

const sections = fixedPages.filter((page) => page.inCrawlIndex).map((page) => page.path);

type List<T> = { nodes: readonly T[]; error: SectionError | null };

/** A section of the index; with `list`, its failure or that it is empty stand in for the links. */
function Section<T>(props: { id: string; title: ReactNode; list?: List<T>; children: ReactNode }) {
  const { list } = props;
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {list?.error ? (
        <SectionFailure error={list.error} />
      ) : list?.nodes.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="crawlindex.empty" />
        </p>
      ) : (
        props.children
      )}
    </section>
  );
}

/** One link per item (its `label` to its `href`), with what `after` adds behind the link. */
function Links<T>(props: { items: readonly T[]; href: (item: T) => string; label: (item: T) => ReactNode; after?: (item: T) => ReactNode }) {
  return (
    <ul className="crawl-index__list">
      {props.items.map((item) => (
        <li key={props.href(item)}>
          <LocalizedLink href={props.href(item)}>{props.label(item)}</LocalizedLink>
          {props.after?.(item)}
        </li>
      ))}
    </ul>
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
      <PageIntro heading="crawlindex.title" intro="crawlindex.intro" />

      <Section id="crawl-sections" title={<FormattedMessage id="crawlindex.sections" />}>
        <Links items={sections} href={(path) => path} label={(path) => <FormattedMessage id={`crawlindex.link.${path.slice(1)}`} />} />
      </Section>

      <Section id="crawl-venues" title={<FormattedMessage id="crawlindex.venues" />} list={venues}>
        {[...venuesByCity]
          .filter(([, group]) => group.venues.length > 0)
          .map(([slug, group]) => (
            <div key={slug}>
              <h3>
                <LocalizedLink href={cityPath(slug)}>{group.name}</LocalizedLink>
              </h3>
              <Links items={group.venues} href={(venue) => venuePath(venue.slug)} label={(venue) => venue.name} />
            </div>
          ))}
      </Section>

      <Section id="crawl-events" title={<FormattedMessage id="crawlindex.events" />} list={events}>
        <Links
          items={events.nodes}
          href={(event) => eventPath(event.slug)}
          label={(event) => event.title}
          after={(event) => (
            <>
              {' '}
              <span className="crawl-index__meta">
                <time dateTime={event.startsAt}>
                  {intl.formatDate(event.startsAt, { day: 'numeric', month: 'long', year: 'numeric', timeZone: event.timeZone })}
                </time>
                {`, ${event.venue.name}`}
                {event.status === 'CANCELLED' ? ` (${intl.formatMessage({ id: 'crawlindex.cancelled' })})` : null}
              </span>
            </>
          )}
        />
      </Section>

      <Section id="crawl-articles" title={<FormattedMessage id="crawlindex.articles" />} list={articles}>
        <Links items={articles.nodes} href={(article) => articlePath(article.slug)} label={(article) => article.title} />
      </Section>

      <Section id="crawl-cities" title={<FormattedMessage id="crawlindex.cities" />} list={cities}>
        <Links items={cities.nodes} href={(city) => cityPath(city.slug)} label={(city) => city.name} />
      </Section>

      <Section id="crawl-crafts" title={<FormattedMessage id="crawlindex.crafts" />} list={crafts}>
        <Links items={crafts.nodes} href={(craft) => craftPath(craft.slug)} label={(craft) => craft.name} />
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
