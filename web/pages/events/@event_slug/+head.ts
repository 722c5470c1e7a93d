import type { Event, EventLeaf, EventStatusType, OrganizationLeaf, Place, WithContext } from 'schema-dts';
import type { Config } from 'vike/types';
import { typicalAgeRange } from '../../../../functions/src/domain/children.js';
import { isoWithOffset } from '../../../../functions/src/domain/time.js';
import { addressAndGeoJsonLd, amenityFeatureJsonLd } from '../../../features/venues/venue-json-ld';
import { localizeUrl } from '../../../lib/i18n/locales';
import type { Data } from './+data';

const schemaStatus = {
  SCHEDULED: 'https://schema.org/EventScheduled',
  CANCELLED: 'https://schema.org/EventCancelled',
  POSTPONED: 'https://schema.org/EventPostponed',
} as const satisfies Record<string, EventStatusType>;

export const head: Config['head'] = (pageContext, intl) => {
  const { event, origin } = pageContext.data as Data;
  const { venue } = event;
  const { locale } = pageContext;
  const absolute = (path: string) => new URL(path, origin).href;
  const images = event.images.length
    ? event.images.map((image) => absolute(image.url))
    : event.crafts.map((craft) => absolute(`/illustrations/${craft.slug}.svg`));
  const description = event.description.length > 160 ? `${event.description.slice(0, 157).trimEnd()}…` : event.description;
  const venueUrl = origin + localizeUrl(`/venues/${venue.slug}`, locale);
  const pageUrl = origin + localizeUrl(`/events/${event.slug}`, locale);
  // The course's accessibility (its own, else its venue's) is the place's as it is for this course.
  const nameOf = (feature: string) => intl.formatMessage({ id: `accessibility.feature.${feature}` });
  const location: Place = { '@type': 'Place', name: venue.name, url: venueUrl, ...addressAndGeoJsonLd(venue), ...amenityFeatureJsonLd(event.accessibility, nameOf) };
  return {
    title: event.title,
    description,
    // A sample course is an example for organisers, not a course anyone can attend.
    ...(event.isSample ? { noindex: true } : {}),
    image: images[0],
    imageAlt: event.images[0]?.alt ?? (event.crafts[0] ? intl.formatMessage({ id: 'craft.illustrationAlt' }, { craft: event.crafts[0].name }) : undefined),
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'events.heading' }), path: '/events' },
      { name: event.title, path: `/events/${event.slug}` },
    ],
    links: [
      { rel: 'alternate', type: 'text/calendar', href: `/events/${event.slug}/event.ics`, title: event.title },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: event.description,
        url: pageUrl,
        startDate: isoWithOffset(new Date(event.startsAt), event.timeZone),
        endDate: isoWithOffset(new Date(event.endsAt), event.timeZone),
        eventStatus: schemaStatus[event.status],
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        // The languages the course is held in (German unless its organiser said otherwise).
        inLanguage: event.languages.length === 1 ? event.languages[0]! : event.languages,
        // Properties written only sometimes are checked by `satisfies`: tsc checks no names in a spread object.
        ...(images.length ? ({ image: images } satisfies Partial<EventLeaf>) : {}),
        location,
        // A children's course: the ages it is for ("6-10").
        ...(event.children ? ({ typicalAgeRange: typicalAgeRange(event.children) } satisfies Partial<EventLeaf>) : {}),
        // People who just come have nothing to book: no offer, no capacity.
        ...(event.registration === 'BOOKING'
          ? ({
              offers: {
                '@type': 'Offer',
                price: (event.price.amountCents / 100).toFixed(2),
                priceCurrency: event.price.currency,
                availability: event.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
                url: pageUrl,
              },
              maximumAttendeeCapacity: event.capacity,
              remainingAttendeeCapacity: event.seatsLeft,
            } satisfies Partial<EventLeaf>)
          : ({ isAccessibleForFree: event.price.amountCents === 0 } satisfies Partial<EventLeaf>)),
        // The venue organises it, as the page and the receipts say, with the contact the page shows.
        organizer: {
          '@type': 'Organization',
          name: venue.name,
          url: venueUrl,
          ...(venue.contact.email ? ({ email: venue.contact.email } satisfies Partial<OrganizationLeaf>) : {}),
          ...(venue.contact.phone ? ({ telephone: venue.contact.phone } satisfies Partial<OrganizationLeaf>) : {}),
        },
        // A course's dates, each an event of its own within it.
        ...(event.sessions.length > 1
          ? ({
              subEvent: event.sessions.map((session, index): Event => ({
                '@type': 'Event',
                name: `${event.title} (${index + 1}/${event.sessions.length})`,
                startDate: isoWithOffset(new Date(session.startsAt), event.timeZone),
                endDate: isoWithOffset(new Date(session.endsAt), event.timeZone),
                eventStatus: schemaStatus[event.status],
                eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
                location,
                url: pageUrl,
              })),
            } satisfies Partial<EventLeaf>)
          : {}),
      } satisfies WithContext<Event>,
    ],
  };
};
