// The magazine's articles, newest first, with a craft filter (a plain GET form) and tag links from the articles;
// the results, pages and feed link as on the other lists (features/discovery).
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../components/Form';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { TaxonomySelect } from '../../../components/OptionSelect';
import { PageIntro } from '../../../components/PageIntro';
import { useData } from '../../../components/useData';
import { ArticleCard } from '../../../features/articles/ArticleCard';
import { articleList } from '../../../features/articles/filters';
import { tagLabel } from '../../../features/articles/tag-label';
import { FeedLinks } from '../../../features/discovery/FeedLinks';
import { FilterProblems } from '../../../features/discovery/FilterProblems';
import { CursorPager, ResultList } from '../../../features/discovery/ResultList';
import type { Data } from './+data';

export default function Page() {
  const { filters, problems, crafts, articles, totalCount, nextCursor, error } = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  return (
    <>
      <PageIntro heading="blog.heading" intro="blog.intro" />

      <form key={articleList.url(filters)} className="filter-form" action={localize('/blog')} method="get" role="search">
        <label>
          <span>
            <FormattedMessage id="blog.search" />
          </span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} placeholder={intl.formatMessage({ id: 'blog.searchPlaceholder' })} maxLength={100} />
        </label>
        {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
        <TaxonomySelect name="craft" entries={crafts} value={filters.craft} />
        <SubmitButton message="blog.apply" />
      </form>
      {filters.tag ? (
        <p className="blog__tag-filter">
          <FormattedMessage id="blog.taggedWith" values={{ tag: tagLabel(intl, filters.tag) }} />{' '}
          <LocalizedLink href={articleList.url({ q: filters.q, craft: filters.craft })}>
            <FormattedMessage id="blog.removeTag" />
          </LocalizedLink>
        </p>
      ) : null}

      <FilterProblems problems={problems} messages={{ tag: 'blog.invalid.tag', after: 'blog.invalid.after' }} />

      <ResultList
        items={articles}
        error={error}
        empty={<FormattedMessage id="blog.empty" />}
        count={<FormattedMessage id="blog.count" values={{ count: totalCount }} />}
        className="card-grid"
        itemKey={(article) => article.slug}
      >
        {(article) => <ArticleCard article={article} />}
      </ResultList>
      <CursorPager
        after={filters.after}
        nextCursor={nextCursor}
        pageUrl={(after) => articleList.url({ ...filters, after })}
        first={<FormattedMessage id="blog.firstPage" />}
        next={<FormattedMessage id="blog.nextPage" />}
      />
      <FeedLinks links={[{ href: '/blog/feed.xml', type: 'application/atom+xml', label: <FormattedMessage id="blog.subscribe" /> }]} />
    </>
  );
}
