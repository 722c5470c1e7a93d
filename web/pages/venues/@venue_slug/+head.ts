import type { Config } from 'vike/types';
import { localizeUrl } from '../../../lib/i18n/locales';
import { venueJsonLd } from '../../../features/venues/venue-json-ld';
import { venueFeedUrl } from '../../../features/venues/VenueView';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const { venue } = pageContext.data as Data;
  const description = venue.description.length > 160 ? `${venue.description.slice(0, 157).trimEnd()}…` : venue.description;
  const path = `/venues/${venue.slug}`;
  // The origin is known on the server, where the JSON-LD is rendered; after client navigation only the title is used.
  const origin = (pageContext as { origin?: string }).origin ?? '';
  return {
    title: venue.name,
    description,
    ogType: 'place',
    image: venue.images[0]?.url,
    imageAlt: venue.images[0]?.alt,
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'nav.venues' }), path: '/venues' },
      { name: venue.name, path },
    ],
    links: [{ rel: 'alternate', type: 'text/calendar', href: venueFeedUrl(venue.slug, pageContext.locale), title: intl.formatMessage({ id: 'venue.subscribe' }) }],
    jsonLd: origin
      ? [venueJsonLd(venue, origin + localizeUrl(path, pageContext.locale), origin, (feature) => intl.formatMessage({ id: `accessibility.feature.${feature}` }))]
      : [],
  };
};
