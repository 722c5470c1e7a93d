// What the /admin screens share: the URL their forms post to, the section with its counted heading, the pager of
// long lists and the date format of the editors' desk.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import { formatDateTime } from '../../../lib/i18n/clock';
import type { Data } from './+data';
import { adminPageSize, type AdminTab } from './tabs';

/** The data of one screen (+data answers one kind per ?tab=). */
export type Loaded<Kind extends Data['kind']> = Extract<Data, { kind: Kind }>;

/** The URL this page posts to: the current section, filter and page, so a rejected form comes back where it was. */
export function usePostUrl(): string {
  const { urlParsed } = usePageContext();
  const localize = useLocalizedUrl();
  const { tab, page, status } = urlParsed.search;
  const query = new URLSearchParams({ ...(tab ? { tab } : {}), ...(status ? { status } : {}), ...(page ? { page } : {}) }).toString();
  return localize(`/admin${query ? `?${query}` : ''}`);
}

/** Date and time as the editors read them (Vienna time, whatever the server's zone). */
export function useFormatDateTime(): (iso: string) => string {
  const intl = useIntl();
  return (iso) => formatDateTime(intl, iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' });
}

/** A section whose heading counts its items (`heading` is a message with a {count}). */
export function AdminSection({ id, heading, count, children }: { id: string; heading: string; count: number; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={heading} values={{ count }} />
      </h2>
      {children}
    </section>
  );
}

export function Empty({ message }: { message: string }) {
  return (
    <p className="empty">
      <FormattedMessage id={message} />
    </p>
  );
}

/** Earlier and later pages of a long list (?page=N), keeping the list's filter (`query`, e.g. `status=paid`). */
export function Pager({ tab, offset, total, query }: { tab: AdminTab; offset: number; total: number; query?: string }) {
  const localize = useLocalizedUrl();
  const page = offset / adminPageSize + 1;
  const pages = Math.max(1, Math.ceil(total / adminPageSize));
  if (pages === 1) return null;
  const link = (to: number) => localize(`/admin?tab=${tab}${query ? `&${query}` : ''}&page=${to}`);
  return (
    <nav className="pagination">
      {page > 1 ? (
        <a href={link(page - 1)} rel="prev">
          <FormattedMessage id="admin.previous" />
        </a>
      ) : null}
      <span>
        <FormattedMessage id="admin.pageOf" values={{ page, pages }} />
      </span>
      {page < pages ? (
        <a href={link(page + 1)} rel="next">
          <FormattedMessage id="admin.next" />
        </a>
      ) : null}
    </nav>
  );
}
