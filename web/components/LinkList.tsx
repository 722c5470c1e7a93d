// A list of links to pages of the site, each named by a message: the header's and the footer's navigation.
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from './LocalizedLink';

/** A page's logical path (without language prefix) and the message naming it. */
export type MessageLink = { href: string; message: string };

export function LinkList({ links, className }: { links: readonly MessageLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <LocalizedLink href={link.href}>
            <FormattedMessage id={link.message} />
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
