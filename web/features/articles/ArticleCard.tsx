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
          {article.author.name}
          {' · '}
          <time dateTime={article.publishedAt}>
            <FormattedDate value={article.publishedAt} day="numeric" month="long" year="numeric" timeZone="Europe/Vienna" />
          </time>
          {' · '}
          <FormattedMessage id="article.readingMinutes" values={{ minutes: article.readingMinutes }} />
        </p>
      </div>
    </article>
  );
}
