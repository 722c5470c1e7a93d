// A magazine article: cover, the body (Markdown rendered and sanitised on the server), author, tags, and beside it
// what the magazine can offer for the article's crafts: upcoming courses and venues.
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailHeader } from '../../../components/DetailHeader';
import { LabelledSection } from '../../../components/LabelledSection';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { MoreLink } from '../../../components/MoreLink';
import { useData } from '../../../components/useData';
import { ArticleByline } from '../../../features/articles/ArticleCard';
import { articleList } from '../../../features/articles/filters';
import { tagLabel } from '../../../features/articles/tag-label';
import { ResultList } from '../../../features/discovery/ResultList';
import { EventCard } from '../../../features/events/EventCard';
import { VenueCard } from '../../../features/venues/VenueCard';
import type { Data } from './+data';
import './article-page.css';

export default function Page() {
  const { article, bodyHtml, sideError } = useData<Data>();
  const intl = useIntl();
  const events = article.upcomingEvents ?? [];
  const venues = article.venues ?? [];
  const craft = article.crafts[0];
  return (
    <article className="article">
      <DetailHeader
        trail={[{ href: '/blog', message: 'blog.heading' }]}
        title={article.title}
        className="article__header"
        kicker={article.crafts.map((c, index) => (
          <span key={c.slug}>
            {index > 0 ? ' · ' : null}
            <LocalizedLink href={articleList.url({ craft: c.slug })}>{c.name}</LocalizedLink>
          </span>
        ))}
      >
        <p className="lead">{article.excerpt}</p>
        <p className="article__meta">
          <ArticleByline article={article} signed />
        </p>
      </DetailHeader>

      <figure className="article__cover">
        <img
          src={article.cover?.url ?? '/illustrations/article.svg'}
          alt={article.cover?.alt ?? ''}
          width={article.cover?.width ?? 960}
          height={article.cover?.height ?? 540}
          fetchPriority="high"
        />
      </figure>

      <div className="article__grid">
        <div className="article__main">
          {/* Rendered by markdown-it on the server with raw HTML escaped and unsafe links dropped. */}
          <div className="article__body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />

          {article.tags.length ? (
            <ul className="tags" aria-label={intl.formatMessage({ id: 'article.tags' })}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <LocalizedLink href={articleList.url({ tag })}>{tagLabel(intl, tag)}</LocalizedLink>
                </li>
              ))}
            </ul>
          ) : null}

          <section className="article__author" aria-labelledby="article-author">
            <h2 id="article-author">
              <FormattedMessage id="article.aboutAuthor" values={{ author: article.author.name }} />
            </h2>
            {article.author.bio ? <p>{article.author.bio}</p> : null}
          </section>
        </div>

        <aside className="article__aside" aria-label={intl.formatMessage({ id: 'article.offers' })}>
          <LabelledSection id="article-events" heading="article.upcomingEvents">
            <ResultList
              items={events}
              error={article.upcomingEvents ? null : sideError}
              empty={<FormattedMessage id="article.noEvents" />}
              itemKey={(event) => event.slug}
            >
              {(event) => <EventCard event={event} />}
            </ResultList>
            <MoreLink href={craft ? `/events?craft=${craft.slug}` : '/events'} message="article.moreEvents" />
          </LabelledSection>
          <LabelledSection id="article-venues" heading="article.venues">
            <ResultList
              items={venues}
              error={article.venues ? null : sideError}
              empty={<FormattedMessage id="article.noVenues" />}
              itemKey={(venue) => venue.slug}
            >
              {(venue) => <VenueCard venue={venue} />}
            </ResultList>
            <MoreLink href={craft ? `/venues?craft=${craft.slug}` : '/venues'} message="article.moreVenues" />
          </LabelledSection>
        </aside>
      </div>
    </article>
  );
}
