// The front page: what the magazine is, a search for courses or venues by craft and place, and what is new.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../components/Form';
import { LabelledSection } from '../../../components/LabelledSection';
import type { MessageLink } from '../../../components/LinkList';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { MoreLink } from '../../../components/MoreLink';
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
  const intl = useIntl();
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
          {/* Courses first (what most visitors look for); the second button sends the same craft and place to the venues. */}
          <form className="search-form" action={localize('/events')} method="get" role="search">
            <TaxonomySelect name="craft" entries={crafts} />
            <TaxonomySelect name="city" entries={cities} />
            <label>
              <span>
                <FormattedMessage id="nearMe.place" />
              </span>
              <input type="text" name="place" maxLength={100} placeholder={intl.formatMessage({ id: 'nearMe.placePlaceholder' })} />
            </label>
            <SubmitButton message="search.submitCourses" />
            <SubmitButton message="search.submit" className="button button--secondary" formAction={localize('/venues')} />
          </form>
          {/* For browsing rather than searching: every craft with its venues, courses and articles. */}
          <MoreLink href="/indexx" message="indexx.homeLink" />
          <MoreLink href="/vouchers" message="home.vouchersLink" />
        </div>
      </section>

      <div className="container">
        <NewestSection id="venues" heading="home.venues" empty="home.venuesEmpty" error={errors.featuredVenues} items={venues} more={{ href: '/venues', message: 'home.allVenues' }}>
          {(venue) => <VenueCard venue={venue} />}
        </NewestSection>
        <NewestSection id="events" heading="home.events" empty="home.eventsEmpty" error={errors.upcomingEvents} items={events} more={{ href: '/events', message: 'home.allEvents' }}>
          {(event) => <EventCard event={event} />}
        </NewestSection>
        <NewestSection id="articles" heading="home.articles" empty="home.articlesEmpty" error={errors.latestArticles} items={articles} more={{ href: '/blog', message: 'home.allArticles' }}>
          {(article) => <ArticleCard article={article} />}
        </NewestSection>
      </div>
    </>
  );
}

/** A few of the newest of a kind as cards, and the link to all of them; or why there are none to show. */
function NewestSection<T extends { slug: string }>(props: {
  id: string;
  heading: string;
  empty: string;
  error?: SectionError;
  items: T[];
  more: MessageLink;
  children: (item: T) => ReactNode;
}) {
  return (
    <LabelledSection id={`${props.id}-heading`} heading={props.heading} className="section">
      {props.error ? (
        <SectionFailure error={props.error} />
      ) : props.items.length === 0 ? (
        <p className="empty">
          <FormattedMessage id={props.empty} />
        </p>
      ) : (
        <>
          <ul className="card-grid">
            {props.items.map((item) => (
              <li key={item.slug}>{props.children(item)}</li>
            ))}
          </ul>
          <MoreLink {...props.more} />
        </>
      )}
    </LabelledSection>
  );
}
