// The top of a detail page (a venue, an event, an article, an organiser's event): the breadcrumb trail ending at the
// page itself, then its header with an optional kicker above the title and what the page adds below it.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from './LocalizedLink';

/** A page above this one: its logical path and the message naming it. */
export type Crumb = { href: string; message: string };

const homeCrumb: Crumb = { href: '/', message: 'nav.home' };

export function DetailHeader(props: {
  /** The pages between the home page (unless `home` is false) and this one. */
  trail: Crumb[];
  home?: boolean;
  title: string;
  /** E.g. the crafts, above the title. */
  kicker?: ReactNode;
  /** Between the trail and the header, e.g. a sample page's note. */
  banner?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const { trail, home = true, title, kicker, banner, className, children } = props;
  const intl = useIntl();
  return (
    <>
      <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'nav.breadcrumbs' })}>
        <ol>
          {(home ? [homeCrumb, ...trail] : trail).map((crumb) => (
            <li key={crumb.href}>
              <LocalizedLink href={crumb.href}>
                <FormattedMessage id={crumb.message} />
              </LocalizedLink>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      {banner}
      <header className={className}>
        {kicker ? <p className="card__kicker">{kicker}</p> : null}
        <h1>{title}</h1>
        {children}
      </header>
    </>
  );
}
