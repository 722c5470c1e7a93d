// The demo content a new store is seeded with: deterministic for a given `now`; the events are the demo schedule
// for that day (demo-events.ts), which demo-schedule-keeper.ts extends as the days go by.
import type { ArticleRecord, CityRecord, CraftRecord, EventRecord, VenueRecord } from '../domain/records.js';
import { demoArticles } from './demo-articles.js';
import { demoEvents, musterspaceEventsAt } from './demo-events.js';
import { demoCities, demoCrafts } from './demo-taxonomy.js';
import { DEMO_ORGANISER, DEMO_ORGANISER_VENUE } from './demo-people.js';
import { craftIllustration, demoVenues, musterspaceSpec, toRecord } from './demo-venues.js';

export interface DemoContent {
  crafts: CraftRecord[];
  cities: CityRecord[];
  venues: VenueRecord[];
  events: EventRecord[];
  articles: ArticleRecord[];
}

export function demoContent(now: Date): DemoContent {
  // The demo organiser runs every course of her venue, so she keeps its page too: signed in, she finds „Dein Ort“
  // with the courses she runs there, as an owner who claimed her venue would.
  const venues = demoVenues(now).map((venue) => (venue.slug === DEMO_ORGANISER_VENUE ? { ...venue, ownerUids: [DEMO_ORGANISER.uid] } : venue));
  return {
    crafts: demoCrafts,
    cities: demoCities,
    venues,
    events: demoEvents(now, venues),
    articles: demoArticles(now),
  };
}

/**
 * The complete sample listing shown at /musterspace (and nowhere else: it is not published). Seeded with the demo
 * content, but not part of it, so that the published lists stay real.
 */
export function musterspaceVenue(now: Date): VenueRecord {
  const venue = toRecord(musterspaceSpec, now);
  return {
    ...venue,
    images: [
      {
        url: '/illustrations/venue.svg',
        alt: { de: 'Illustration: das Gassenlokal des Musterspace', en: 'Illustration: the Musterspace shop front' },
        width: 400,
        height: 300,
      },
      ...venue.craftSlugs.map((craft) => craftIllustration(craft, venue.name)),
    ],
    published: false,
  };
}

/** The sample courses at the sample venue, unpublished like it and kept by the sample owner. */
export function musterspaceEvents(now: Date): EventRecord[] {
  return musterspaceEventsAt(now, musterspaceVenue(now));
}

/**
 * A venue whose name tries to break out of the serialised page state. Not part of the demo content: tests store it
 * to prove that every page shows it as text.
 */
export function xssCanaryVenue(now: Date): VenueRecord {
  return toRecord(
    {
      slug: 'xss-canary-atelier',
      name: '</script><script>alert(1)</script> Atelier',
      kind: 'CREATIVE_SPACE',
      crafts: ['malen-zeichnen'],
      city: 'wien',
      district: 'Neubau (7. Bezirk)',
      street: 'Kirchengasse 40',
      postalCode: '1070',
      lat: 48.2012,
      lng: 16.3519,
      hours: [{ day: 'SATURDAY', opens: '10:00', closes: '14:00' }],
      de: 'Ein Testatelier mit einem Namen, der wie ein Script-Tag aussieht. Es prüft, dass jede Seite Namen als Text zeigt und nie als Markup ausführt.',
      en: 'A test studio whose name looks like a script tag. It checks that every page shows names as text and never runs them as markup.',
    },
    now,
  );
}
