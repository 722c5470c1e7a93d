// The domain records the store adapters persist and the services work with. GraphQL types map onto these
// (codegen mappers); nothing here knows about GraphQL, Firestore or SQLite.

/** Text in German (always present) and, where translated, English. */
export interface LocalizedText {
  de: string;
  en?: string;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface ImageRecord {
  url: string;
  alt: LocalizedText;
  width?: number;
  height?: number;
}

export interface CraftRecord {
  slug: string;
  name: { de: string; en: string };
  /** Display order in the taxonomy. */
  position: number;
}

export interface CityRecord {
  slug: string;
  name: LocalizedText;
  country: string; // ISO-3166 alpha-2
  timeZone: string;
  center: GeoPoint;
  /** Larger first in lists. */
  population: number;
}

export type VenueKind = 'SHOP' | 'WORKSHOP' | 'CREATIVE_SPACE' | 'SCHOOL';
export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

export interface OpeningHoursRecord {
  day: Weekday;
  opens: string; // HH:MM local time
  closes: string; // HH:MM local time
}

export interface VenueRecord {
  slug: string;
  name: string;
  /** Lower-cased, umlaut-folded name: the order of venue lists in both adapters. */
  nameSort: string;
  kind: VenueKind;
  craftSlugs: string[];
  description: LocalizedText;
  address: {
    street: string;
    postalCode: string;
    locality: string;
    district?: string;
    country: string;
  };
  citySlug: string;
  geo: GeoPoint;
  timeZone: string;
  openingHours: OpeningHoursRecord[];
  contact: { email?: string; phone?: string };
  website?: string;
  images: ImageRecord[];
  published: boolean;
  updatedAt: Date;
}

export type EventLevel = 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED' | 'ALL_LEVELS';
export type EventStatus = 'SCHEDULED' | 'CANCELLED' | 'POSTPONED';

export interface EventRecord {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  craftSlugs: string[];
  venueSlug: string;
  /** Denormalised from the venue so that events can be filtered by city and by distance in one query. */
  citySlug: string;
  geo: GeoPoint;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  price: { amountCents: number; currency: string };
  capacity: number;
  seatsLeft: number;
  level: EventLevel;
  status: EventStatus;
  images: ImageRecord[];
  whatToBring?: LocalizedText;
  materialsIncluded: boolean;
  published: boolean;
  updatedAt: Date;
}

export interface AuthorRecord {
  name: string;
  bio?: LocalizedText;
}

export interface ArticleRecord {
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  /** Markdown. */
  body: LocalizedText;
  author: AuthorRecord;
  tags: string[];
  craftSlugs: string[];
  publishedAt: Date;
  cover?: ImageRecord;
  published: boolean;
  updatedAt: Date;
}
