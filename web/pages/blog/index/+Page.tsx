// The magazine's articles, newest first, with a craft filter (a plain GET form) and tag links from the articles.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { ArticleCard } from '../../../features/articles/ArticleCard';
import { articleListUrl } from '../../../features/articles/filters';
import type { Data } from './+data';

export default function Page() {
  const { filters, problems, crafts, articles, totalCount, nextCursor, error } = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  return (
    <>
      <h1>
        <FormattedMessage id="blog.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="blog.intro" />
      </p>

      <form key={articleListUrl(filters)} className="filter-form blog-filters" action={localize('/blog')} method="get" role="search">
        <label>
          <span>
            <FormattedMessage id="blog.search" />
          </span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} placeholder={intl.formatMessage({ id: 'blog.searchPlaceholder' })} maxLength={100} />
        </label>
        {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
        <label>
          <span>
            <FormattedMessage id="blog.craft" />
          </span>
          <select name="craft" defaultValue={filters.craft ?? ''}>
            <option value="">{intl.formatMessage({ id: 'blog.anyCraft' })}</option>
            {crafts.map((craft) => (
              <option key={craft.slug} value={craft.slug}>
                {craft.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          <FormattedMessage id="blog.apply" />
        </button>
      </form>
      {filters.tag ? (
        <p className="blog__tag-filter">
          <FormattedMessage id="blog.taggedWith" values={{ tag: filters.tag }} />{' '}
          <LocalizedLink href={articleListUrl({ q: filters.q, craft: filters.craft })}>
            <FormattedMessage id="blog.removeTag" />
          </LocalizedLink>
        </p>
      ) : null}

      {problems.length > 0 ? (
        <div className="notice notice--warning" role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem.param}>
                <FormattedMessage id={`blog.invalid.${problem.param}`} values={{ value: problem.value }} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {error ? (
        <SectionFailure error={error} />
      ) : articles.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="blog.empty" />
        </p>
      ) : (
        <>
          <p className="result-count" role="status">
            <FormattedMessage id="blog.count" values={{ count: totalCount }} />
          </p>
          <ul className="card-grid">
            {articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </>
      )}

      <nav className="pagination" aria-label={intl.formatMessage({ id: 'blog.pagination' })}>
        {filters.after ? (
          <LocalizedLink href={articleListUrl({ ...filters, after: undefined })}>
            <FormattedMessage id="blog.firstPage" />
          </LocalizedLink>
        ) : null}
        {nextCursor ? (
          <LocalizedLink href={articleListUrl({ ...filters, after: nextCursor })} rel="next">
            <FormattedMessage id="blog.nextPage" />
          </LocalizedLink>
        ) : null}
      </nav>
      <p className="blog__feed">
        <a href={localize('/blog/feed.xml')} type="application/atom+xml" data-vike="false">
          <FormattedMessage id="blog.subscribe" />
        </a>
      </p>
    </>
  );
}
