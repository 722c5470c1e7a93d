// The results of a list page: a friendly note when they could not be loaded, the empty state, or how many there are,
// the featured (Premium) cards marked „Anzeige“, and the cards (with a district or postcode searched, under „In …“
// and „In der Nähe“); below them the cursor pages (the first page again, and the next one).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HydrateLater } from '../../components/HydrateLater';
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
  /** With a district or postcode searched: its label, and whether an item lies in it (null: not known). */
  place?: { label: string; inPlace: (item: T) => boolean | null };
  /** The featured entries (FeaturedList), between the count and the results; they are part of the list. */
  featured?: ReactNode;
}) {
  const { items, error, empty, count, className = 'card-list', itemKey, children, place, featured } = props;
  if (error) return <SectionFailure error={error} />;
  // data-search-empty tells the page view script that a search found nothing (lib/analytics/beacon.ts).
  if (items.length === 0 && !featured) return <p className="empty" data-search-empty="">{empty}</p>;
  // The cards hydrate after the page's shell and its filters (HydrateLater): they are the page's longest part.
  const list = (run: T[]) =>
    run.length > 0 ? (
      <HydrateLater>
        <ul className={className}>
          {run.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      </HydrateLater>
    ) : null;
  return (
    <>
      {/* The count heads the cards (their titles are h3 under the page's h1), and is announced when it changes. */}
      {count ? (
        <h2 className="result-count" aria-live="polite" aria-atomic="true">
          {count}
        </h2>
      ) : null}
      {featured}
      {place && items.some((item) => place.inPlace(item) !== null)
        ? runsOf(items, place.inPlace).map(({ inPlace, run }) => (
            <section key={itemKey(run[0]!)} className="result-group">
              <h2 className="result-group__heading">
                {inPlace ? <FormattedMessage id="list.inPlace" values={{ place: place.label }} /> : <FormattedMessage id="list.nearby" />}
              </h2>
              {list(run)}
            </section>
          ))
        : list(items)}
    </>
  );
}

/**
 * Premium entries on top of a list, each marked by its card („Anzeige“); nothing when there are none. The list is
 * named for screen readers, so that the ads are known as such before the first is read.
 */
export function FeaturedList<T>(props: { items: T[]; className?: string; itemKey: (item: T) => string; children: (item: T) => ReactNode }) {
  const { items, className = 'card-list', itemKey, children } = props;
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <ul className={`${className} featured-list`} aria-label={intl.formatMessage({ id: 'featured.listLabel' })}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** The items in runs of neighbours that lie in the place or not (the list gives those in the place first). */
function runsOf<T>(items: T[], inPlace: (item: T) => boolean | null): { inPlace: boolean; run: T[] }[] {
  const runs: { inPlace: boolean; run: T[] }[] = [];
  for (const item of items) {
    const here = inPlace(item) === true;
    const last = runs.at(-1);
    if (last && last.inPlace === here) last.run.push(item);
    else runs.push({ inPlace: here, run: [item] });
  }
  return runs;
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
