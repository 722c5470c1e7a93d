// The results of a list page: a friendly note when they could not be loaded, the empty state, or how many there are
// and the cards; below them the cursor pages (the first page again, and the next one).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { SectionFailure } from '../../components/SectionFailure';
import type { SectionError } from '../../lib/graphql/section-errors';

export function ResultList<T>(props: {
  items: T[];
  error: SectionError | null;
  /** Why there is nothing, e.g. „Zu diesen Filtern haben wir noch keinen Ort.“ */
  empty: ReactNode;
  /** „21 Orte gefunden“; leave out where the page says it elsewhere. */
  count?: ReactNode;
  className?: string;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const { items, error, empty, count, className = 'card-list', itemKey, children } = props;
  if (error) return <SectionFailure error={error} />;
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <>
      {count ? (
        <p className="result-count" role="status">
          {count}
        </p>
      ) : null}
      <ul className={className}>
        {items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
    </>
  );
}

/** Cursor pages: `pageUrl(after)` is the logical URL of the page after that cursor (undefined: the first page). */
export function CursorPager(props: {
  after: string | undefined;
  nextCursor: string | null;
  pageUrl: (after: string | undefined) => string;
  /** „Weitere Orte →“ */
  next: ReactNode;
  /** Defaults to „← Zur ersten Seite“. */
  first?: ReactNode;
}) {
  const { after, nextCursor, pageUrl, next, first = <FormattedMessage id="list.firstPage" /> } = props;
  const intl = useIntl();
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'list.pages' })}>
      {after ? <LocalizedLink href={pageUrl(undefined)}>{first}</LocalizedLink> : null}
      {nextCursor ? (
        <LocalizedLink href={pageUrl(nextCursor)} rel="next">
          {next}
        </LocalizedLink>
      ) : null}
    </nav>
  );
}
