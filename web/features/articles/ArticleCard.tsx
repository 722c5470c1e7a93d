// A magazine article teaser: cover, title (linked to the article), excerpt, author, date and reading time.
import { FormattedDate, FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import './articles.css';

export const ArticleCardFragment = graphql(`
  fragment ArticleCard_article on Article {
    slug
    title
    excerpt
    publishedAt
    readingMinutes
    author {
      name
    }
    cover {
      url
      alt
      width
      height
    }
  }
`);

export function ArticleCard(props: { article: FragmentType<typeof ArticleCardFragment> }) {
  const article = getFragmentData(ArticleCardFragment, props.article);
  return (
    <article className="card article-card">
      <img
        className="article-card__cover"
        src={article.cover?.url ?? '/illustrations/article.svg'}
        alt={article.cover?.alt ?? ''}
        width={article.cover?.width ?? 320}
        height={article.cover?.height ?? 180}
        loading="lazy"
        decoding="async"
      />
      <div className="card__body">
        <h3 className="card__title">
          <LocalizedLink href={`/blog/${article.slug}`}>{article.title}</LocalizedLink>
        </h3>
        <p>{article.excerpt}</p>
        <p className="card__meta">
          <ArticleByline article={article} />
        </p>
      </div>
    </article>
  );
}

/** Who wrote an article („Von Mira“ where `signed`, else the name alone), when, and how long it takes to read. */
export function ArticleByline(props: { article: { author: { name: string }; publishedAt: string; readingMinutes: number }; signed?: boolean }) {
  const { article, signed = false } = props;
  return (
    <>
      {signed ? <FormattedMessage id="article.by" values={{ author: article.author.name }} /> : article.author.name}
      {' · '}
      <time dateTime={article.publishedAt}>
        <FormattedDate value={article.publishedAt} day="numeric" month="long" year="numeric" timeZone="Europe/Vienna" />
      </time>
      {' · '}
      <FormattedMessage id="article.readingMinutes" values={{ minutes: article.readingMinutes }} />
    </>
  );
}
