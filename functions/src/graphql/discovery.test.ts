// Discovery through the API: circle and text search, the new filters and fields, and bad input as BAD_USER_INPUT.
import { describe, expect, it } from 'vitest';
import { isOpenAt } from '../domain/opening-hours.js';
import { readingMinutes } from '../services/articles.js';
import { useSeededApi } from './api.testing.js';

const { opened, run } = useSeededApi();

type Edges<T> = { edges: { cursor: string; node: T; distanceKm: number | null }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; totalCount: number };

const stephansplatz = { lat: 48.2085, lng: 16.3731 };

describe('venues near a point', () => {
  const query = `query ($near: NearInput, $after: String, $first: Int) { venues(first: $first, after: $after, filter: { near: $near }) {
    totalCount pageInfo { hasNextPage endCursor } edges { distanceKm node { slug } } } }`;

  it('sorts by distance and shows each distance, paging by position', async () => {
    const first = await run(query, { near: { ...stephansplatz, radiusKm: 5 }, first: 2 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data?.venues as Edges<{ slug: string }>;
    expect(page1.totalCount).toBe(4);
    expect(page1.edges.map((e) => [e.node.slug, Math.round(e.distanceKm! * 10) / 10])).toEqual([
      ['nadel-und-faden', 0],
      ['oefen-und-glasur', 1.8],
    ]);
    const page2 = (await run(query, { near: { ...stephansplatz, radiusKm: 5 }, first: 2, after: page1.pageInfo.endCursor })).data?.venues as Edges<{ slug: string }>;
    expect(page2.edges.map((e) => e.node.slug)).toEqual(['tonwerk', 'maschenwerk']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('leaves distanceKm null without a circle and rejects a cursor of another order', async () => {
    const plain = (await run(query, { first: 1 })).data?.venues as Edges<{ slug: string }>;
    expect(plain.edges[0]?.distanceKm).toBeNull();
    const mixed = await run(query, { near: { ...stephansplatz, radiusKm: 5 }, first: 1, after: plain.pageInfo.endCursor });
    expect(mixed.errors?.[0]).toMatchObject({ message: 'Invalid argument "after": is not a cursor returned by this list.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each([
    [{ lat: 91, lng: 16, radiusKm: 5 }, /"filter.near.lat": must be a latitude between -90 and 90/],
    [{ lat: 48, lng: -180.5, radiusKm: 5 }, /"filter.near.lng": must be a longitude between -180 and 180/],
    [{ lat: 48, lng: 16, radiusKm: -1 }, /"filter.near.radiusKm": must be a radius in km between 0 and 500/],
    [{ lat: 48, lng: 16, radiusKm: 501 }, /"filter.near.radiusKm": must be a radius in km between 0 and 500/],
  ])('rejects %j with a clear message', async (near, message) => {
    const result = await run(query, { near });
    expect(result.data?.venues).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('rejects coordinates that are not numbers before running anything', async () => {
    const result = await run(query, { near: { lat: 'abc', lng: 16, radiusKm: 5 } });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const literal = await run('{ venues(filter: { near: { lat: "48", lng: 16, radiusKm: 5 } }) { totalCount } }');
    expect(literal.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('accepts radius 0 and 500 km', async () => {
    const zero = (await run(query, { near: { lat: 48.202, lng: 16.348, radiusKm: 0 } })).data?.venues as Edges<{ slug: string }>;
    expect(zero.edges.map((e) => [e.node.slug, e.distanceKm])).toEqual([['tonwerk', 0]]);
    const wide = (await run(query, { near: { ...stephansplatz, radiusKm: 500 } })).data?.venues as Edges<{ slug: string }>;
    expect(wide.totalCount).toBe(6);
    expect(wide.edges.slice(-2).map((e) => e.node.slug)).toEqual(['atelier-zwirn', 'holzraum']);
  });
});

describe('text search and filters', () => {
  const venues = async (filter: Record<string, unknown>) => {
    const result = await run('query ($filter: VenueFilter) { venues(filter: $filter) { totalCount edges { node { slug } } } }', { filter });
    expect(result.errors).toBeUndefined();
    return (result.data?.venues as Edges<{ slug: string }>).edges.map((e) => e.node.slug);
  };

  it('finds venues by craft in German or English, umlauts folded', async () => {
    expect(await venues({ text: 'Töpfern' })).toEqual(['oefen-und-glasur', 'tonwerk']);
    expect(await venues({ text: 'toepfern' })).toEqual(['oefen-und-glasur', 'tonwerk']);
    expect(await venues({ text: 'pottery' })).toEqual(['oefen-und-glasur', 'tonwerk']);
    // The name counts most: "Glasur" is in one name, and "Glasur" is no word of the other venue.
    expect(await venues({ text: 'Glasur' })).toEqual(['oefen-und-glasur']);
    expect(await venues({ text: 'Töpfern', near: { ...stephansplatz, radiusKm: 5 } })).toEqual(['oefen-und-glasur', 'tonwerk']);
    expect(await venues({ text: 'und der die' })).toHaveLength(6); // nothing searchable: no text filter
  });

  it('filters venues open at an instant by their hours (Tuesday 10–18 in Vienna)', async () => {
    expect(await venues({ openAt: '2026-11-24T10:00:00.000Z', city: 'wien' })).toEqual(['maschenwerk', 'nadel-und-faden', 'oefen-und-glasur', 'tonwerk']);
    expect(await venues({ openAt: '2026-11-24T17:00:00.000Z' })).toEqual([]);
  });

  it('filters events by price, level and text, and pages numbered by offset', async () => {
    const events = async (args: string) => {
      const result = await run(`{ events(${args}) { totalCount edges { node { slug } } } }`);
      expect(result.errors).toBeUndefined();
      return result.data?.events as Edges<{ slug: string }>;
    };
    expect((await events('filter: { maxPriceCents: 0 }')).edges.map((e) => e.node.slug)).toEqual(['kurs-2']);
    expect((await events('filter: { level: ADVANCED, craft: "toepfern-keramik" }')).edges.map((e) => e.node.slug)).toEqual(['kurs-3']);
    const page3 = await events('first: 5, offset: 10');
    expect([page3.totalCount, page3.edges.map((e) => e.node.slug)]).toEqual([24, ['kurs-11', 'kurs-12', 'kurs-13', 'kurs-14', 'kurs-15']]);
    expect((await events('first: 5, offset: 30')).edges).toEqual([]);
    expect((await events('first: 3, filter: { text: "Öfen Glasur" }')).edges.map((e) => e.node.slug)).toEqual(['kurs-3', 'kurs-9', 'kurs-15']);
  });

  it.each([
    ['offset with after', '{ events(offset: 5, after: "WzEsImEiXQ") { totalCount } }', /"offset": cannot be combined with "after"/],
    ['offset above 10,000', '{ events(offset: 10001) { totalCount } }', /"offset": must be between 0 and 10000/],
    ['a negative price', '{ events(filter: { maxPriceCents: -1 }) { totalCount } }', /"filter.maxPriceCents": must be 0 \(free\) or more/],
    ['overlong text', `{ venues(filter: { text: "${'x'.repeat(201)}" }) { totalCount } }`, /"filter.text": must be at most 200 characters/],
    ['a nearby radius above 50', '{ venue(slug: "tonwerk") { nearbyVenues(radiusKm: 51) { distanceKm } } }', /"radiusKm": must be a radius in km between 0 and 50/],
    ['too many places', '{ places(query: "wien", first: 21) { label } }', /"first": must be between 1 and 20/],
  ])('rejects %s as BAD_USER_INPUT', async (_, query, message) => {
    const result = await run(query);
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('fields that tell the whole story', () => {
  it('gives a venue its open state, related articles and nearby venues with distances', async () => {
    const result = await run(`{ venue(slug: "tonwerk") { openNow relatedArticles(first: 2) { slug }
      nearbyVenues(first: 3, radiusKm: 3) { distanceKm node { slug } } } }`);
    expect(result.errors).toBeUndefined();
    const venue = result.data?.venue as { openNow: boolean; relatedArticles: { slug: string }[]; nearbyVenues: { distanceKm: number; node: { slug: string } }[] };
    // The fixtures open on Tuesdays 10:00–18:00 in Vienna; the request's "now" is the current time.
    expect(venue.openNow).toBe(isOpenAt([{ day: 'TUESDAY', opens: '10:00', closes: '18:00' }], 'Europe/Vienna', new Date()));
    expect(venue.relatedArticles.map((a) => a.slug)).toEqual(['artikel-5', 'artikel-4']);
    expect(venue.nearbyVenues.map((n) => [n.node.slug, Math.round(n.distanceKm * 10) / 10])).toEqual([
      ['nadel-und-faden', 2],
      ['oefen-und-glasur', 2.1],
    ]);
  });

  it('suggests only events in the event\'s own city, however soon another city\'s are', async () => {
    const [kurs1, kurs3] = await opened.store.events.getBySlugs(['kurs-1', 'kurs-3']);
    // A course of the same craft in Linz, a minute before the first suggestion.
    const linz = { ...kurs3!, slug: 'linz-kurs', citySlug: 'linz', startsAt: new Date(kurs3!.startsAt.getTime() - 60_000) };
    linz.sessions = kurs3!.sessions.map((session) => ({ ...session, startsAt: new Date(session.startsAt.getTime() - 60_000) }));
    await opened.store.events.upsertMany([linz]);
    try {
      expect(kurs1!.citySlug).toBe('wien');
      const result = await run('{ event(slug: "kurs-1") { relatedEvents(first: 3) { slug } } }');
      expect(result.data?.event).toEqual({ relatedEvents: [{ slug: 'kurs-3' }, { slug: 'kurs-7' }, { slug: 'kurs-9' }] });
    } finally {
      await opened.store.events.upsertMany([{ ...linz, published: false }]);
    }
  });

  it('gives an event what to bring, materials and related events sharing a craft, without itself', async () => {
    const query = '{ event(slug: "kurs-1") { whatToBring materialsIncluded relatedEvents(first: 3) { slug } } other: event(slug: "kurs-2") { whatToBring materialsIncluded } }';
    expect((await run(query)).data).toEqual({
      event: { whatToBring: 'Schürze und Handtuch', materialsIncluded: true, relatedEvents: [{ slug: 'kurs-3' }, { slug: 'kurs-7' }, { slug: 'kurs-9' }] },
      other: { whatToBring: null, materialsIncluded: false },
    });
    expect(((await run(query, undefined, { 'x-locale': 'en' })).data?.event as { whatToBring: string }).whatToBring).toBe('Apron and towel');
  });

  it('gives an article its reading time, upcoming events and venues for its crafts', async () => {
    const result = await run('{ article(slug: "artikel-1") { readingMinutes upcomingEvents(first: 2) { slug } venues(first: 5) { slug } } }');
    expect(result.data?.article).toEqual({
      readingMinutes: 1,
      upcomingEvents: [{ slug: 'kurs-1' }, { slug: 'kurs-3' }],
      venues: [{ slug: 'oefen-und-glasur' }, { slug: 'tonwerk' }],
    });
    expect(readingMinutes('wort '.repeat(1000))).toBe(5);
    expect(readingMinutes('')).toBe(1);
  });

  it('finds articles by text', async () => {
    const result = await run('{ articles(filter: { text: "Glasuren" }, first: 2) { totalCount edges { node { slug } } } }');
    expect(result.data?.articles).toMatchObject({ totalCount: 5, edges: [{ node: { slug: 'artikel-5' } }, { node: { slug: 'artikel-4' } }] });
  });

  it('answers a craft by slug and places in both languages', async () => {
    expect((await run('{ craft(slug: "naehen") { name } none: craft(slug: "gibt-es-nicht") { name } }')).data).toEqual({ craft: { name: 'Nähen' }, none: null });
    const query = '{ places(query: "7. Bezirk") { label kind center { lat lng } radiusKm city { slug } } }';
    expect((await run(query)).data?.places).toEqual([
      { label: 'Neubau (7. Bezirk), Wien', kind: 'DISTRICT', center: { lat: 48.202, lng: 16.348 }, radiusKm: 1, city: { slug: 'wien' } },
    ]);
    expect((await run('{ places(query: "neubau") { label } }', undefined, { 'x-locale': 'en' })).data?.places).toEqual([{ label: 'Neubau (7th district), Vienna' }]);
    expect((await run('{ places(query: "graz") { label kind } }')).data?.places).toEqual([{ label: 'Graz', kind: 'CITY' }]);
  });
});

describe('a district or postcode searched', () => {
  it('gives a place the postcodes that say what lies in it', async () => {
    const query = '{ district: places(query: "Donaustadt") { postalCodes } code: places(query: "1160", first: 2) { kind postalCodes } city: places(query: "Graz") { postalCodes } }';
    expect((await run(query)).data).toEqual({
      district: [{ postalCodes: ['1220', '1400'] }],
      code: [
        { kind: 'DISTRICT', postalCodes: ['1160'] },
        { kind: 'POSTAL_CODE', postalCodes: ['1160'] },
      ],
      city: [{ postalCodes: [] }],
    });
  });

  type PlaceEdges = Omit<Edges<{ slug: string }>, 'edges'> & { edges: { inPlace: boolean | null; distanceKm: number | null; node: { slug: string } }[] };

  it('lists the venues and events in the place first and says on each edge whether it lies there', async () => {
    // Every fixture venue has the postcode 1070; none has 1160.
    const venues = `query ($codes: [String!], $near: NearInput, $after: String) { venues(first: 2, after: $after, filter: { placePostalCodes: $codes, near: $near }) {
      totalCount pageInfo { endCursor } edges { inPlace distanceKm node { slug } } } }`;
    const inPlace = (await run(venues, { codes: ['1070'] })).data?.venues as PlaceEdges;
    expect(inPlace.edges.map((e) => [e.inPlace, e.distanceKm])).toEqual([
      [true, null],
      [true, null],
    ]);
    const next = (await run(venues, { codes: ['1070'], after: inPlace.pageInfo.endCursor })).data?.venues as Edges<{ slug: string }>;
    expect(next.edges[0]?.node.slug).not.toBe(inPlace.edges[1]?.node.slug);
    const nearby = (await run(venues, { codes: ['1160'], near: { ...stephansplatz, radiusKm: 5 } })).data?.venues as PlaceEdges;
    expect(nearby.totalCount).toBe(4);
    expect(nearby.edges.map((e) => [e.node.slug, e.inPlace])).toEqual([
      ['nadel-und-faden', false],
      ['oefen-und-glasur', false],
    ]);
    // In the place a venue shows no distance, even with a circle: it lies where the visitor asked.
    const around = (await run(venues, { codes: ['1070'], near: { ...stephansplatz, radiusKm: 5 } })).data?.venues as PlaceEdges;
    expect(around.edges.map((e) => [e.inPlace, e.distanceKm])).toEqual([
      [true, null],
      [true, null],
    ]);
    const measured = (await run(venues, { codes: ['1160'], near: { ...stephansplatz, radiusKm: 5 } })).data?.venues as PlaceEdges;
    expect(measured.edges.every((e) => typeof e.distanceKm === 'number')).toBe(true);
    const plain = (await run(venues, {})).data?.venues as { edges: { inPlace: boolean | null }[] };
    expect(plain.edges[0]?.inPlace).toBeNull();
    const events = await run('{ events(first: 1, filter: { placePostalCodes: ["1070"] }) { edges { inPlace } } }');
    expect(events.data?.events).toEqual({ edges: [{ inPlace: true }] });
  });

  it('rejects what is not a postcode', async () => {
    const result = await run('{ venues(filter: { placePostalCodes: ["1160; DROP"] }) { totalCount } }');
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(result.errors?.[0]?.message).toMatch(/filter.placePostalCodes/);
  });
});

describe('the sample venue of /musterspace', () => {
  it('is served as sampleVenue while venue(slug) and the lists keep it hidden', async () => {
    const { musterspaceVenue } = await import('../seed/demo-content.js');
    await opened.store.venues.upsertMany([musterspaceVenue(new Date())]);
    const result = await run(`{ sampleVenue { slug name } venue(slug: "musterspace") { slug } venues(first: 50, filter: { text: "Musterspace" }) { totalCount } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ sampleVenue: { slug: 'musterspace', name: 'Musterspace' }, venue: null, venues: { totalCount: 0 } });
  });

  it('shows its unpublished sample courses on the sample page, and in no list', async () => {
    const { musterspaceEvents, musterspaceVenue } = await import('../seed/demo-content.js');
    const now = new Date();
    const courses = musterspaceEvents(now);
    await opened.store.venues.upsertMany([musterspaceVenue(now)]);
    await opened.store.events.upsertMany(courses);
    const result = await run(`{ sampleVenue { upcomingEvents(first: 4) { slug } } events(first: 50, filter: { venue: "musterspace" }) { totalCount } }`);
    expect(result.errors).toBeUndefined();
    const upcoming = courses.filter((e) => e.endsAt > now).toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(result.data).toEqual({ sampleVenue: { upcomingEvents: upcoming.slice(0, 4).map(({ slug }) => ({ slug })) }, events: { totalCount: 0 } });

    // Their pages open (the sample page links them) as samples that take no booking; other drafts stay hidden.
    const sample = upcoming.find((event) => event.registration === 'BOOKING')!;
    const page = await run(`query ($slug: ID!) { event(slug: $slug) { slug isSample bookingOpen } }`, { slug: sample.slug });
    expect(page.data).toEqual({ event: { slug: sample.slug, isSample: true, bookingOpen: false } });
    await opened.store.events.upsertMany([{ ...sample, slug: 'fremder-entwurf', ownerUid: 'someone' }]);
    expect((await run(`{ event(slug: "fremder-entwurf") { slug } }`)).data).toEqual({ event: null });
  });
});
