// schema.org JSON-LD of a venue: the LocalBusiness subtype that fits its kind, with address, geo, opening hours,
// its accessibility as amenity features and absolute image URLs.
import type { DayOfWeek, GeoCoordinates, LocalBusinessLeaf, OpeningHoursSpecification, PostalAddress, StoreLeaf, WithContext } from 'schema-dts';
import { amenityFeatures, type AccessibilityFeature, type FeatureStates } from '../../../functions/src/domain/accessibility.js';
import type { VenueKind, Weekday } from '../../graphql/generated/graphql';
import type { LocalBusinessAndSchool } from '../../lib/head/json-ld';
import { socialLinksOf } from './social-links';
import { shownImages } from './venue-images';
import type { VenuePageData } from './venue-page-data';

/** A venue's node: a Store, a LocalBusiness, or a school that is both a LocalBusiness and an EducationalOrganization. */
export type VenueJsonLd = WithContext<StoreLeaf | LocalBusinessLeaf | LocalBusinessAndSchool>;

// A school is an EducationalOrganization that is also a place (LocalBusiness), so geo and opening hours apply.
const schemaTypes = {
  SHOP: 'Store',
  SCHOOL: ['LocalBusiness', 'EducationalOrganization'],
  WORKSHOP: 'LocalBusiness',
  CREATIVE_SPACE: 'LocalBusiness',
} as const satisfies Record<VenueKind, VenueJsonLd['@type']>;

const schemaDays: Record<Weekday, DayOfWeek> = {
  MONDAY: 'https://schema.org/Monday',
  TUESDAY: 'https://schema.org/Tuesday',
  WEDNESDAY: 'https://schema.org/Wednesday',
  THURSDAY: 'https://schema.org/Thursday',
  FRIDAY: 'https://schema.org/Friday',
  SATURDAY: 'https://schema.org/Saturday',
  SUNDAY: 'https://schema.org/Sunday',
};

type Located = {
  address: { street: string; postalCode: string; locality: string; country: string };
  geo: { lat: number; lng: number };
};

/** Where a venue is, as schema.org says it of a place: its postal address and coordinates (also an event's location). */
export function addressAndGeoJsonLd({ address, geo }: Located): { address: PostalAddress; geo: GeoCoordinates } {
  return {
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.locality,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng },
  };
}

/**
 * A place's accessibility as schema.org's amenityFeature (a LocationFeatureSpecification per feature said, true or
 * false), named in the page's words by `nameOf`; nothing when nothing is said. Also an event's location's.
 */
export function amenityFeatureJsonLd(
  accessibility: FeatureStates | null | undefined,
  nameOf: (feature: AccessibilityFeature) => string,
): Pick<LocalBusinessLeaf, 'amenityFeature'> {
  const features = amenityFeatures(accessibility, nameOf);
  return features.length ? { amenityFeature: features } : {};
}

/**
 * `pageUrl` and `origin` are absolute (e.g. https://selbstgemacht.at/venues/x and https://selbstgemacht.at);
 * `nameOf` names an accessibility feature in the page's language.
 */
export function venueJsonLd(venue: VenuePageData['venue'], pageUrl: string, origin: string, nameOf: (feature: AccessibilityFeature) => string): VenueJsonLd {
  // The venue's own site and its profiles elsewhere: how search engines tie them to this place.
  const sameAs = [...(venue.website ? [venue.website] : []), ...socialLinksOf(venue.socialLinks).map((link) => link.url)];
  return {
    '@context': 'https://schema.org',
    '@type': schemaTypes[venue.kind],
    '@id': `${pageUrl}#venue`,
    name: venue.name,
    description: venue.description,
    url: pageUrl,
    // Properties written only sometimes are checked by `satisfies`: tsc checks no names in a spread object.
    ...(sameAs.length ? ({ sameAs } satisfies Partial<LocalBusinessLeaf>) : {}),
    ...(venue.contact.email ? ({ email: venue.contact.email } satisfies Partial<LocalBusinessLeaf>) : {}),
    ...(venue.contact.phone ? ({ telephone: venue.contact.phone } satisfies Partial<LocalBusinessLeaf>) : {}),
    // Search engines want a picture of the place; without a photo, the drawing of a workshop the site shows.
    image: venue.images.length ? shownImages(venue).map((image) => new URL(image.url, origin).href) : [new URL('/og/venue.png', origin).href],
    ...addressAndGeoJsonLd(venue),
    ...amenityFeatureJsonLd(venue.accessibility, nameOf),
    // Hours unknown are left out: an empty list would say the venue is never open.
    ...(venue.openingHours.length
      ? ({
          openingHoursSpecification: venue.openingHours.map(
            (hours): OpeningHoursSpecification => ({
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: schemaDays[hours.day],
              opens: hours.opens,
              closes: hours.closes,
            }),
          ),
        } satisfies Partial<LocalBusinessLeaf>)
      : {}),
  };
}
