// Below a list: its feeds (files, fetched past the client router) and related pages.
import type { ReactNode } from 'react';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import './discovery.css';

export type FeedLink = {
  /** Logical URL, e.g. '/events.ics?craft=holz'. */
  href: string;
  label: ReactNode;
  /** The MIME type of a feed; a link without one is a page. */
  type?: string;
};

export function FeedLinks({ links }: { links: FeedLink[] }) {
  const localize = useLocalizedUrl();
  return (
    <ul className="feed-links">
      {links.map((link) => (
        <li key={link.href}>
          {link.type ? (
            <a href={localize(link.href)} type={link.type} data-vike="false">
              {link.label}
            </a>
          ) : (
            <LocalizedLink href={link.href}>{link.label}</LocalizedLink>
          )}
        </li>
      ))}
    </ul>
  );
}
