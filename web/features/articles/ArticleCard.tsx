// A magazine article teaser: title, excerpt, author and date.
import { FormattedDate } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';

export const ArticleCardFragment = graphql(`
  fragment ArticleCard_article on Article {
    slug
    title
    excerpt
    publishedAt
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
        <h3 className="card__title">{article.title}</h3>
        <p>{article.excerpt}</p>
        <p className="card__meta">
          {article.author.name}
          {' · '}
          <time dateTime={article.publishedAt}>
            <FormattedDate value={article.publishedAt} day="numeric" month="long" year="numeric" timeZone="Europe/Vienna" />
          </time>
        </p>
      </div>
    </article>
  );
}
