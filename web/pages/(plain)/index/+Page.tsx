// The front page: what the magazine is, a search for craft and place, and what is new.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SubmitButton } from '../../../components/Form';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { TaxonomySelect } from '../../../components/OptionSelect';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { ArticleCard } from '../../../features/articles/ArticleCard';
import { EventCard } from '../../../features/events/EventCard';
import { VenueCard } from '../../../features/venues/VenueCard';
import type { SectionError } from '../../../lib/graphql/section-errors';
import type { Data } from './+data';

export default function Page() {
  const { crafts, cities, venues, events, articles, errors } = useData<Data>();
  const localize = useLocalizedUrl();
  return (
    <>
      <section className="hero">
        <div className="container">
          <p className="hero__kicker">
            <FormattedMessage id="site.name" />
          </p>
          <h1>
            <FormattedMessage id="home.heading" />
          </h1>
          <p className="hero__lead">
            <FormattedMessage id="home.intro" />
          </p>
          <form className="search-form" action={localize('/venues')} method="get" role="search">
            <TaxonomySelect name="craft" entries={crafts} />
            <TaxonomySelect name="city" entries={cities} />
            <SubmitButton message="search.submit" />
          </form>
        </div>
      </section>

      <div className="container">
        <Section id="venues" titleId="home.venues" error={errors.featuredVenues} emptyId="home.venuesEmpty" isEmpty={venues.length === 0}>
          <ul className="card-grid">
            {venues.map((venue) => (
              <li key={venue.slug}>
                <VenueCard venue={venue} />
              </li>
            ))}
          </ul>
          <p>
            <LocalizedLink href="/venues" className="more-link">
              <FormattedMessage id="home.allVenues" />
            </LocalizedLink>
          </p>
        </Section>

        <Section id="events" titleId="home.events" error={errors.upcomingEvents} emptyId="home.eventsEmpty" isEmpty={events.length === 0}>
          <ul className="card-grid">
            {events.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          <p>
            <LocalizedLink href="/events" className="more-link">
              <FormattedMessage id="home.allEvents" />
            </LocalizedLink>
          </p>
        </Section>

        <Section id="articles" titleId="home.articles" error={errors.latestArticles} emptyId="home.articlesEmpty" isEmpty={articles.length === 0}>
          <ul className="card-grid">
            {articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          <p>
            <LocalizedLink href="/blog" className="more-link">
              <FormattedMessage id="home.allArticles" />
            </LocalizedLink>
          </p>
        </Section>
      </div>
    </>
  );
}

function Section(props: { id: string; titleId: string; error?: SectionError; emptyId: string; isEmpty: boolean; children: ReactNode }) {
  const headingId = `${props.id}-heading`;
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={props.titleId} />
      </h2>
      {props.error ? (
        <SectionFailure error={props.error} />
      ) : props.isEmpty ? (
        <p className="empty">
          <FormattedMessage id={props.emptyId} />
        </p>
      ) : (
        props.children
      )}
    </section>
  );
}
