// How to reach a venue: phone and e-mail as links, its website and its profiles elsewhere. The venue page lists all
// of it; an event page lists the same for the venue that organises the course, so that both read alike.
import { FormattedMessage } from 'react-intl';
import { socialLinksOf } from './social-links';

export interface ContactListProps {
  contact: { email?: string | null; phone?: string | null };
  website?: string | null;
  /** https links to the venue's profiles elsewhere; others are left out. */
  socialLinks?: readonly string[];
  className?: string;
}

export function ContactList({ contact, website, socialLinks = [], className }: ContactListProps) {
  const profiles = socialLinksOf(socialLinks);
  const site = website && /^https?:\/\//.test(website) ? website : null;
  return (
    <ul className={className ? `contact-list ${className}` : 'contact-list'}>
      {contact.phone ? (
        <li>
          <FormattedMessage id="venue.phone" />: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
        </li>
      ) : null}
      {contact.email ? (
        <li>
          <FormattedMessage id="venue.email" />: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      ) : null}
      {site ? (
        <li>
          <a href={site} rel="external noopener">
            <FormattedMessage id="venue.website" />
          </a>
        </li>
      ) : null}
      {profiles.map((link) => (
        <li key={link.url}>
          <a href={link.url} rel="external noopener">
            <FormattedMessage id="venue.socialLink" values={{ network: link.network }} />
          </a>
        </li>
      ))}
      {!contact.phone && !contact.email && !site && profiles.length === 0 ? (
        <li>
          <FormattedMessage id="venue.noContact" />
        </li>
      ) : null}
    </ul>
  );
}
