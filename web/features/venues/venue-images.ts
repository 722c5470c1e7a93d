// Which of a venue's stored images its page shows: all (up to VENUE_PAGE_IMAGES.premium) while the venue has Premium,
// else the first. Images kept from Premium that ended stay stored but are shown nowhere, not in the JSON-LD either.
import { VENUE_PAGE_IMAGES } from '../../../functions/src/domain/premium';
import type { VenuePageData } from './venue-page-data';

type Venue = Pick<VenuePageData['venue'], 'images' | 'featured'>;

export function shownImages(venue: Venue): Venue['images'] {
  return venue.images.slice(0, venue.featured ? VENUE_PAGE_IMAGES.premium : VENUE_PAGE_IMAGES.free);
}
