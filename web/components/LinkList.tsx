// A list of links to pages of the site, each named by a message: the header's and the footer's navigation.
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from './LocalizedLink';

/**
 * A page's logical path (without language prefix) and the message naming it. `server` links lead to what the server
 * answers outside the pages (the API explorer at /graphql): no language prefix, and a full load instead of vike's
 * client-side navigation.
 */
export type MessageLink = { href: string; message: string; server?: boolean };

export function LinkList({ links, className }: { links: readonly MessageLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          {link.server ? (
            <a href={link.href} data-vike="false">
              <FormattedMessage id={link.message} />
            </a>
          ) : (
            <LocalizedLink href={link.href}>
              <FormattedMessage id={link.message} />
            </LocalizedLink>
          )}
        </li>
      ))}
    </ul>
  );
}
