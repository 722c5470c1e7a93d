// A venue with nothing to join offers the nearest real alternatives: the next joinable courses of its crafts at
// other venues of its city; a venue with courses of its own offers none.
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../test/fixtures.scenarios.js';
import { useSeededApi } from './api.testing.js';

const { opened, run } = useSeededApi();
const QUERY = `query ($slug: ID!) { venue(slug: $slug) { upcomingEvents { slug } alternativeEvents(first: 3) { slug venue { slug city { slug } } } } }`;
type Seen = { upcomingEvents: { slug: string }[]; alternativeEvents: { slug: string; venue: { slug: string; city: { slug: string } } }[] };

beforeAll(async () => {
  // Every course of Öfen & Glasur (pottery, Vienna) is postponed without a new date: nothing there can be joined.
  await opened.store.events.upsertMany(events.filter((event) => event.venueSlug === 'oefen-und-glasur').map((event) => ({ ...event, status: 'POSTPONED' as const })));
});

describe('Venue.alternativeEvents', () => {
  it('offers the next joinable pottery courses elsewhere in Vienna when the venue has none to join', async () => {
    const venue = (await run(QUERY, { slug: 'oefen-und-glasur' })).data?.venue as Seen;
    expect(venue.upcomingEvents).toEqual([]);
    const pottery = events.filter((event) => event.venueSlug === 'tonwerk' && event.slug !== 'vorbei' && event.published).slice(0, 3);
    expect(venue.alternativeEvents.map((event) => event.slug)).toEqual(pottery.map((event) => event.slug));
    expect(venue.alternativeEvents.every((event) => event.venue.city.slug === 'wien' && event.venue.slug !== 'oefen-und-glasur')).toBe(true);
  });

  it('offers none while the venue has courses of its own', async () => {
    const venue = (await run(QUERY, { slug: 'tonwerk' })).data?.venue as Seen;
    expect(venue.upcomingEvents.length).toBeGreaterThan(0);
    expect(venue.alternativeEvents).toEqual([]);
  });
});
