import type { Config } from 'vike/types';
import type { Data } from './+data';

const schemaDays: Record<string, string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

export const head: Config['head'] = (pageContext, intl) => {
  const { venue } = pageContext.data as Data;
  const description = venue.description.length > 160 ? `${venue.description.slice(0, 157).trimEnd()}…` : venue.description;
  return {
    title: venue.name,
    description,
    ogType: 'place',
    image: venue.images[0]?.url,
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'nav.venues' }), path: '/venues' },
      { name: venue.name, path: `/venues/${venue.slug}` },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: venue.name,
        description: venue.description,
        ...(venue.website ? { url: venue.website } : {}),
        ...(venue.contact.email ? { email: venue.contact.email } : {}),
        ...(venue.contact.phone ? { telephone: venue.contact.phone } : {}),
        ...(venue.images.length ? { image: venue.images.map((image) => image.url) } : {}),
        address: {
          '@type': 'PostalAddress',
          streetAddress: venue.address.street,
          postalCode: venue.address.postalCode,
          addressLocality: venue.address.locality,
          addressCountry: venue.address.country,
        },
        geo: { '@type': 'GeoCoordinates', latitude: venue.geo.lat, longitude: venue.geo.lng },
        openingHoursSpecification: venue.openingHours.map((hours) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${schemaDays[hours.day]}`,
          opens: hours.opens,
          closes: hours.closes,
        })),
      },
    ],
  };
};
