// Every upcoming event in numbered pages, with a page navigation that also works as plain links.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { PageIntro } from '../../components/PageIntro';
import { useData } from '../../components/useData';
import { ResultList } from '../../features/discovery/ResultList';
import { EventCard } from '../../features/events/EventCard';
import type { Data } from './+data';
import { pageUrl, pageWindow } from './page-url';

export default function Page() {
  const { page, pageCount, totalCount, events } = useData<Data>();
  const intl = useIntl();
  return (
    <>
      <PageIntro heading="pagination.heading" intro="pagination.intro" introValues={{ count: totalCount }} />
      <p className="result-count">
        <FormattedMessage id="pagination.position" values={{ page, pageCount }} />
      </p>
      <ResultList items={events} error={null} empty={<FormattedMessage id="events.empty" />} itemKey={(event) => event.slug}>
        {(event) => <EventCard event={event} />}
      </ResultList>
      {pageCount > 1 ? (
        <nav className="pagination numbered-pages" aria-label={intl.formatMessage({ id: 'pagination.navigation' })}>
          {page > 1 ? (
            <LocalizedLink href={pageUrl(page - 1)} rel="prev">
              <FormattedMessage id="pagination.previous" />
            </LocalizedLink>
          ) : (
            <span />
          )}
          <ol className="page-numbers">
            {pageWindow(page, pageCount).map((n, index) =>
              n === null ? (
                <li key={`gap-${index}`}>
                  <span aria-hidden="true">…</span>
                </li>
              ) : (
                <li key={n}>
                  <LocalizedLink
                    href={pageUrl(n)}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={intl.formatMessage({ id: 'pagination.pageLabel' }, { page: n })}
                  >
                    {n}
                  </LocalizedLink>
                </li>
              ),
            )}
          </ol>
          {page < pageCount ? (
            <LocalizedLink href={pageUrl(page + 1)} rel="next">
              <FormattedMessage id="pagination.next" />
            </LocalizedLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
