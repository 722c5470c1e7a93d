// Contributed events, venue owners and moderation through the whole API (createGraphQLApi over an embedded
// in-memory store): who may read and change what, field errors, review with its log entry, series, mails.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventRecord, ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store, WriteOp } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { apiOver, codes, fieldsOf, giveActivePayoutAccount, openSeededStore, sessionHeaders, signUpPeople, type GraphQLApi } from './api.testing.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

let store: Store;
let identity: IdentityProvider;
let writes: WriteOp[][];
let api: GraphQLApi;

/** The test people: each signs up with the identity provider and signs every request with their session cookie. */
type Name = 'anna' | 'ben' | 'tina' | 'eddie' | 'ada';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = {
  anna: { role: 'USER' },
  ben: { role: 'USER', locale: 'en' },
  tina: { role: 'USER', trustedOrganiser: true },
  eddie: { role: 'EDITOR' },
  ada: { role: 'ADMIN' },
};
type Who = Name | null;
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, people, uid, cookies);
  // Their paid courses are sold in their names (the gate itself is tested in payouts.test.ts).
  for (const name of ['anna', 'ben', 'tina'] as const) await giveActivePayoutAccount(store, uid[name]);
  // Every Store.write is recorded, so tests can see what went into one batch.
  const write = store.write.bind(store);
  const recorded: Store = Object.create(store, {
    write: { value: (ops: readonly WriteOp[]) => (writes.push([...ops]), write(ops)) },
  }) as Store;
  api = await apiOver(recorded, identity);
});

beforeEach(() => {
  writes = [];
});

afterAll(async () => {
  await api.stop();
  await identity.close();
  await store.close();
});

const as = (who: Who) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

const eventInput = (fields: Record<string, unknown> = {}) => ({
  title: 'Töpfern für Anfänger:innen',
  description: 'Wir drehen **Schalen** an der Scheibe.',
  crafts: ['toepfern-keramik'],
  venue: 'tonwerk',
  startsAtLocal: `${NEXT_YEAR}-03-20T18:00`,
  durationMinutes: 120,
  priceCents: 4500,
  capacity: 6,
  level: 'BEGINNER',
  materialsIncluded: true,
  ...fields,
});

const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) { slug title startsAt endsAt review seatsLeft viewerIsOwner venue { slug } } }`;
const EDITABLE = `query ($slug: ID!) { editableEvent(slug: $slug) { slug title review reviewNote source { titleDe descriptionDe } } }`;

type Created = { slug: string; title: string; startsAt: string; review: string };

async function create(who: Who, fields: Record<string, unknown> = {}) {
  const result = await as(who)(CREATE, { input: eventInput(fields) });
  expect(result.errors).toBeUndefined();
  return result.data!.createEvent as [Created, ...Created[]];
}

async function stored(slug: string): Promise<EventRecord> {
  const [event] = await store.events.getBySlugs([slug]);
  return event!;
}

async function publicSlugs(): Promise<string[]> {
  const result = await as(null)(`{ events(first: 50) { edges { node { slug } } } }`);
  return (result.data!.events as { edges: { node: { slug: string } }[] }).edges.map((edge) => edge.node.slug);
}

describe('createEvent', () => {
  it('saves a draft of the viewer with a slug from the German title and date, the start in the venue’s time zone', async () => {
    const [event] = await create('anna');
    expect(event).toMatchObject({
      slug: `toepfern-fuer-anfaenger-innen-${NEXT_YEAR}-03-20`,
      title: 'Töpfern für Anfänger:innen',
      review: 'DRAFT',
      seatsLeft: 6,
      viewerIsOwner: true,
      // 18:00 in Vienna in March (before the change to summer time) is 17:00 UTC.
      startsAt: `${NEXT_YEAR}-03-20T17:00:00.000Z`,
      endsAt: `${NEXT_YEAR}-03-20T19:00:00.000Z`,
    });
    expect(await stored(event!.slug)).toMatchObject({ ownerUid: uid.anna, published: false, review: 'DRAFT' });
  });

  it('gives the same title and date a free slug with a suffix', async () => {
    const input = { title: 'Zweimal derselbe Kurs', startsAtLocal: `${NEXT_YEAR}-05-02T10:00` };
    const [first] = await create('anna', input);
    const [second] = await create('ben', input);
    expect(first!.slug).toBe(`zweimal-derselbe-kurs-${NEXT_YEAR}-05-02`);
    expect(second!.slug).toBe(`zweimal-derselbe-kurs-${NEXT_YEAR}-05-02-2`);
  });

  it('creates one draft per date of a weekly series, sharing a series id, at the same local time across the change to summer time', async () => {
    const events = await create('anna', { title: 'Drehen am Abend', repeat: 'WEEKLY', occurrences: 3 });
    expect(events.map((event) => event.startsAt)).toEqual([
      `${NEXT_YEAR}-03-20T17:00:00.000Z`,
      `${NEXT_YEAR}-03-27T17:00:00.000Z`,
      // Summer time (UTC+2) has begun by the first Sunday of April at the latest.
      `${NEXT_YEAR}-04-03T16:00:00.000Z`,
    ]);
    const records = await Promise.all(events.map((event) => stored(event.slug)));
    expect(new Set(records.map((record) => record.seriesId)).size).toBe(1);
    expect(records[0]!.seriesId).toBeTruthy();
  });

  it('creates a course that meets on several dates as one event: one price, one capacity, every session in order', async () => {
    const query = `mutation ($input: EventInput!) { createEvent(input: $input) { slug startsAt endsAt registration sessions { startsAt endsAt } } }`;
    const result = await as('anna')(query, {
      // Given out of order and with an empty slot, as the form posts them.
      input: eventInput({ title: 'Drei Abende an der Scheibe', moreSessionsLocal: [`${NEXT_YEAR}-04-03T18:00`, '', `${NEXT_YEAR}-03-27T18:00`] }),
    });
    expect(result.errors).toBeUndefined();
    const [course, ...others] = result.data!.createEvent as { slug: string; sessions: unknown[] }[];
    expect(others).toEqual([]);
    expect(course).toEqual({
      slug: `drei-abende-an-der-scheibe-${NEXT_YEAR}-03-20`,
      startsAt: `${NEXT_YEAR}-03-20T17:00:00.000Z`,
      endsAt: `${NEXT_YEAR}-04-03T18:00:00.000Z`,
      registration: 'BOOKING',
      sessions: [
        { startsAt: `${NEXT_YEAR}-03-20T17:00:00.000Z`, endsAt: `${NEXT_YEAR}-03-20T19:00:00.000Z` },
        { startsAt: `${NEXT_YEAR}-03-27T17:00:00.000Z`, endsAt: `${NEXT_YEAR}-03-27T19:00:00.000Z` },
        // Summer time has begun: still 18:00 in Vienna.
        { startsAt: `${NEXT_YEAR}-04-03T16:00:00.000Z`, endsAt: `${NEXT_YEAR}-04-03T18:00:00.000Z` },
      ],
    });
    expect((await stored(course!.slug)).seatsLeft).toBe(6);
  });

  it('refuses overlapping or past dates of a course, and a course as a repeated series', async () => {
    const fieldsOf = async (fields: Record<string, unknown>) => {
      const result = await as('anna')(CREATE, { input: eventInput(fields) });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return result.errors![0]!.extensions!.fields;
    };
    expect(await fieldsOf({ moreSessionsLocal: [`${NEXT_YEAR}-03-20T19:00`] })).toEqual([{ field: 'input.moreSessionsLocal', code: 'OVERLAPPING' }]);
    expect(await fieldsOf({ moreSessionsLocal: ['2020-01-01T10:00'] })).toEqual([{ field: 'input.moreSessionsLocal', code: 'IN_THE_PAST' }]);
    expect(await fieldsOf({ moreSessionsLocal: ['morgen'] })).toEqual([{ field: 'input.moreSessionsLocal', code: 'INVALID_TIME' }]);
    expect(await fieldsOf({ moreSessionsLocal: [`${NEXT_YEAR}-03-27T18:00`], repeat: 'WEEKLY', occurrences: 2 })).toEqual([
      { field: 'input.moreSessionsLocal', code: 'NOT_WITH_REPEAT' },
    ]);
  });

  it('creates a drop-in event with nothing to book, and keeps a booked event from becoming drop-in', async () => {
    const query = `mutation ($input: EventInput!) { createEvent(input: $input) { slug registration bookingOpen } }`;
    const result = await as('tina')(query, { input: eventInput({ title: 'Offener Abend', registration: 'DROP_IN' }) });
    expect(result.errors).toBeUndefined();
    expect(result.data!.createEvent).toEqual([{ slug: `offener-abend-${NEXT_YEAR}-03-20`, registration: 'DROP_IN', bookingOpen: false }]);

    const [booked] = await create('tina', { title: 'Gebuchter Abend' });
    await as('tina')(`mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }`, { slug: booked!.slug });
    const booking = await as('ben')(`mutation ($slug: ID!) { bookEvent(slug: $slug) { status } }`, { slug: booked!.slug });
    expect(booking.errors).toBeUndefined();
    const update = `mutation ($slug: ID!, $input: EventInput!) { updateEvent(slug: $slug, input: $input) { registration } }`;
    const refused = await as('tina')(update, { slug: booked!.slug, input: eventInput({ title: 'Gebuchter Abend', registration: 'DROP_IN' }) });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'input.registration', code: 'HAS_BOOKINGS' }] });
    expect((await stored(booked!.slug)).registration).toBe('BOOKING');
  });

  it('repeats monthly on the same day, or the last day of a shorter month', async () => {
    const events = await create('anna', { title: 'Monatsende', startsAtLocal: `${NEXT_YEAR}-01-31T10:00`, repeat: 'MONTHLY', occurrences: 2 });
    expect(events.map((event) => event.slug)).toEqual([`monatsende-${NEXT_YEAR}-01-31`, `monatsende-${NEXT_YEAR}-02-${NEXT_YEAR % 4 === 0 ? 29 : 28}`]);
  });

  it('reports every wrong field with a code', async () => {
    const result = await as('anna')(CREATE, {
      input: eventInput({ title: 'ab', crafts: [], capacity: 0, durationMinutes: 5, repeat: 'WEEKLY', occurrences: 40 }),
    });
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)).toEqual(
      expect.arrayContaining([
        { field: 'input.title', code: 'TOO_SHORT' },
        { field: 'input.crafts', code: 'REQUIRED' },
        { field: 'input.capacity', code: 'OUT_OF_RANGE' },
        { field: 'input.durationMinutes', code: 'OUT_OF_RANGE' },
        { field: 'input.occurrences', code: 'OUT_OF_RANGE' },
      ]),
    );
  });

  it('checks crafts, venue, time and images against what exists', async () => {
    const result = await as('anna')(CREATE, {
      input: eventInput({ crafts: ['gibt-es-nicht'], venue: 'geheimer-keller', imageUrls: [`/media/event/${uid.ben}/x-800.webp`] }),
    });
    expect(fieldsOf(result)).toEqual([
      { field: 'input.crafts', code: 'UNKNOWN_CRAFT' },
      { field: 'input.venue', code: 'UNKNOWN_VENUE' },
      { field: 'input.imageUrls', code: 'INVALID_IMAGE' },
    ]);
    const past = await as('anna')(CREATE, { input: eventInput({ startsAtLocal: '2020-01-01T10:00' }) });
    expect(fieldsOf(past)).toEqual([{ field: 'input.startsAtLocal', code: 'IN_THE_PAST' }]);
    const invalid = await as('anna')(CREATE, { input: eventInput({ startsAtLocal: `${NEXT_YEAR}-02-30T10:00` }) });
    expect(fieldsOf(invalid)).toEqual([{ field: 'input.startsAtLocal', code: 'INVALID_TIME' }]);
    const missing = await as('anna')(CREATE, { input: eventInput({ venue: null }) });
    expect(fieldsOf(missing)).toEqual([{ field: 'input.venue', code: 'REQUIRED' }]);
    expect(writes).toEqual([]);
  });

  it('stores a title with markup as plain text and returns it unchanged', async () => {
    const title = '</script><script>alert(1)</script>';
    const [event] = await create('anna', { title, description: '<img src=x onerror=alert(1)>' });
    expect(event!.title).toBe(title);
    expect(event!.slug).toBe(`script-script-alert-1-script-${NEXT_YEAR}-03-20`);
    const result = await as('anna')(EDITABLE, { slug: event!.slug });
    expect(result.data!.editableEvent).toMatchObject({ title, source: { titleDe: title, descriptionDe: '<img src=x onerror=alert(1)>' } });
    expect((await stored(event!.slug)).title.de).toBe(title);
  });

  it('creates a new place at a Vienna postcode as an unpublished venue of the organiser, published with the event', async () => {
    const newPlace = { name: 'Keramikkeller Ölgasse', street: 'Ölgasse 3', postalCode: '1070', locality: 'Wien' };
    const [event] = await create('anna', { venue: null, newPlace, title: 'Kurs im Keller' });
    const [venue] = await store.venues.getBySlugs(['keramikkeller-oelgasse']);
    expect(venue).toMatchObject({ published: false, ownerUids: [uid.anna], citySlug: 'wien', timeZone: 'Europe/Vienna' });
    expect(venue!.address).toMatchObject({ district: 'Neubau', postalCode: '1070' });
    expect((await stored(event!.slug)).venueSlug).toBe('keramikkeller-oelgasse');
    expect((await as(null)(`{ venue(slug: "keramikkeller-oelgasse") { slug } }`)).data!.venue).toBeNull();

    await as('anna')(`mutation { submitEvent(slug: "${event!.slug}") { review } }`);
    await as('eddie')(`mutation { reviewEvent(slug: "${event!.slug}", decision: APPROVE) { review } }`);
    expect((await as(null)(`{ venue(slug: "keramikkeller-oelgasse") { slug } }`)).data!.venue).toEqual({ slug: 'keramikkeller-oelgasse' });
    const unknown = await as('anna')(CREATE, { input: eventInput({ venue: null, newPlace: { ...newPlace, postalCode: '9999', locality: 'Nirgendwo' } }) });
    expect(fieldsOf(unknown)).toEqual([{ field: 'input.newPlace.locality', code: 'UNKNOWN_PLACE' }]);
  });
});

describe('who may see and change an event', () => {
  let draft: string;
  let published: string;
  beforeAll(async () => {
    [{ slug: draft }] = await create('anna', { title: 'Annas Entwurf' });
    [{ slug: published }] = await create('tina', { title: 'Tinas Kurs' });
    await as('tina')(`mutation { submitEvent(slug: "${published}") { review } }`);
  });

  it('keeps drafts off public lists and Query.event', async () => {
    expect(await publicSlugs()).not.toContain(draft);
    expect(await publicSlugs()).toContain(published);
    expect((await as('ben')(`{ event(slug: "${draft}") { slug } }`)).data!.event).toBeNull();
    const atVenue = await as('anna')(`{ venue(slug: "tonwerk") { upcomingEvents(first: 50) { slug } } }`);
    const upcoming = (atVenue.data!.venue as { upcomingEvents: { slug: string }[] }).upcomingEvents.map((event) => event.slug);
    expect(upcoming).toContain(published);
    expect(upcoming).not.toContain(draft);
  });

  it('gives editableEvent to the organiser and editors only, never another person’s draft', async () => {
    expect((await as('anna')(EDITABLE, { slug: draft })).data!.editableEvent).toMatchObject({ slug: draft, review: 'DRAFT' });
    expect((await as('eddie')(EDITABLE, { slug: draft })).data!.editableEvent).toMatchObject({ slug: draft });
    expect((await as('ben')(EDITABLE, { slug: draft })).data!.editableEvent).toBeNull();
    expect((await as('ben')(EDITABLE, { slug: published })).data!.editableEvent).toBeNull();
    expect(codes(await as(null)(EDITABLE, { slug: draft }))).toEqual(['UNAUTHENTICATED']);
  });

  it('hides review state, notes, source texts and the organiser of a public event from others, also through aliases and fragments', async () => {
    const query = `
      fragment Secret on Event { r: review n: reviewNote s: source { titleDe } mine: viewerIsOwner o: organiser { name } }
      query ($slug: ID!) {
        a: event(slug: $slug) { ...Secret }
        b: events(first: 50) { edges { node { slug ... on Event { ...Secret } } } }
      }`;
    const result = await as('ben')(query, { slug: published });
    expect(result.errors).toBeUndefined();
    expect(result.data!.a).toEqual({ r: null, n: null, s: null, mine: false, o: null });
    const edges = (result.data!.b as { edges: { node: Record<string, unknown> }[] }).edges;
    expect(edges.find((edge) => edge.node.slug === published)!.node).toMatchObject({ r: null, s: null, mine: false, o: null });
    const own = await as('tina')(query, { slug: published });
    expect(own.data!.a).toEqual({ r: 'PUBLISHED', n: null, s: { titleDe: 'Tinas Kurs' }, mine: true, o: { name: 'tina' } });
    expect((await as('eddie')(query, { slug: published })).data!.a).toMatchObject({ o: { name: 'tina' } });
  });

  it('refuses changes by anyone else: NOT_FOUND for a draft, FORBIDDEN for a published event', async () => {
    const update = `mutation ($slug: ID!, $input: EventInput!) { updateEvent(slug: $slug, input: $input) { slug } }`;
    expect(codes(await as('ben')(update, { slug: draft, input: eventInput() }))).toEqual(['NOT_FOUND']);
    expect(codes(await as('ben')(update, { slug: published, input: eventInput() }))).toEqual(['FORBIDDEN']);
    expect(codes(await as('ben')(`mutation { submitEvent(slug: "${draft}") { slug } }`))).toEqual(['NOT_FOUND']);
    expect(codes(await as('ben')(`mutation { cancelEvent(slug: "${published}") { slug } }`))).toEqual(['FORBIDDEN']);
    expect(codes(await as('ben')(`mutation { cancelEvent(slug: "../${draft}") { slug } }`))).toEqual(['NOT_FOUND']);
    expect(writes).toEqual([]);
  });

  it('publishes a trusted organiser’s edit in place, and sends anyone else’s edit of a published event back to review', async () => {
    const update = `mutation ($slug: ID!, $input: EventInput!) { updateEvent(slug: $slug, input: $input) { review title seatsLeft } }`;
    const inPlace = await as('tina')(update, { slug: published, input: eventInput({ title: 'Tinas Kurs, neu' }) });
    expect(inPlace.data!.updateEvent).toMatchObject({ review: 'PUBLISHED', title: 'Tinas Kurs, neu' });

    const [{ slug }] = await create('anna', { title: 'Annas Kurs' });
    await as('anna')(`mutation { submitEvent(slug: "${slug}") { review } }`);
    await as('eddie')(`mutation { reviewEvent(slug: "${slug}", decision: APPROVE) { review } }`);
    expect(await publicSlugs()).toContain(slug);
    const edited = await as('anna')(update, { slug, input: eventInput({ title: 'Annas Kurs, geändert', capacity: 8 }) });
    expect(edited.data!.updateEvent).toMatchObject({ review: 'IN_REVIEW', seatsLeft: 8 });
    expect(await publicSlugs()).not.toContain(slug);
  });
});

describe('review', () => {
  it('rejects only with a note, writes the decision, its log entry and the mail in one batch, and publishes on approval', async () => {
    const [{ slug }] = await create('ben', { title: 'Bens Kurs' });
    expect((await as('ben')(`mutation { submitEvent(slug: "${slug}") { review } }`)).data).toEqual({ submitEvent: { review: 'IN_REVIEW' } });
    expect(await publicSlugs()).not.toContain(slug);
    const queue = await as('eddie')(`{ moderationQueue { events { slug } } }`);
    expect((queue.data!.moderationQueue as { events: { slug: string }[] }).events.map((event) => event.slug)).toContain(slug);

    writes = [];
    const noNote = await as('eddie')(`mutation { reviewEvent(slug: "${slug}", decision: REJECT) { review } }`);
    expect(codes(noNote)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(noNote)).toEqual([{ field: 'note', code: 'REQUIRED' }]);
    expect(writes).toEqual([]);

    const rejected = await as('eddie')(`mutation { reviewEvent(slug: "${slug}", decision: REJECT, note: "Bitte Preis prüfen.") { review reviewNote } }`);
    expect(rejected.data).toEqual({ reviewEvent: { review: 'REJECTED', reviewNote: 'Bitte Preis prüfen.' } });
    expect(writes).toHaveLength(1);
    expect(writes[0]!.map((op) => ('put' in op ? op.put : 'other'))).toEqual(['event', 'moderationLog', 'mail']);
    const [mail] = await store.mail.list({ to: 'ben@example.org' }, 1);
    expect(mail).toMatchObject({ template: 'eventRejected' });
    expect(mail!.message.text).toContain('Bitte Preis prüfen.');
    expect(mail!.message.subject).toBe('Not published yet: Bens Kurs');

    const log = await as('eddie')(`{ moderationLog(first: 5) { entries { actor { uid } subject subjectId action note } } }`);
    expect((log.data!.moderationLog as { entries: unknown[] }).entries[0]).toEqual({
      actor: { uid: uid.eddie },
      subject: 'EVENT',
      subjectId: slug,
      action: 'REJECT',
      note: 'Bitte Preis prüfen.',
    });
    expect(await publicSlugs()).not.toContain(slug);
    expect(codes(await as('eddie')(`mutation { reviewEvent(slug: "${slug}", decision: APPROVE) { review } }`))).toEqual(['CONFLICT']);

    await as('ben')(`mutation { submitEvent(slug: "${slug}") { review } }`);
    const approved = await as('eddie')(`mutation { reviewEvent(slug: "${slug}", decision: APPROVE) { review } }`);
    expect(approved.data).toEqual({ reviewEvent: { review: 'PUBLISHED' } });
    expect(await publicSlugs()).toContain(slug);
  });

  it('cancels with a mail to everyone booked, in their language', async () => {
    const [{ slug }] = await create('tina', { title: 'Abgesagter Kurs' });
    await as('tina')(`mutation { submitEvent(slug: "${slug}") { review } }`);
    await store.bookings.book(slug, uid.ben, new Date(), () => []);
    await store.bookings.book(slug, uid.anna, new Date(), () => []);
    const result = await as('tina')(`mutation { cancelEvent(slug: "${slug}", reason: "Die Kursleiterin ist krank.") { status } }`);
    expect(result.data).toEqual({ cancelEvent: { status: 'CANCELLED' } });
    const [toBen] = await store.mail.list({ to: 'ben@example.org' }, 1);
    const [toAnna] = await store.mail.list({ to: 'anna@example.org' }, 1);
    expect(toBen!.message.subject).toBe('Cancelled: Abgesagter Kurs');
    expect(toAnna!.message.subject).toBe('Abgesagt: Abgesagter Kurs');
    expect(toAnna!.message.text).toContain('Die Kursleiterin ist krank.');
    // The course has a price: both seats were held for payment (unpaid holds end with the payment sweep).
    expect((await store.bookings.byEvent(slug)).map((booking) => booking.status)).toEqual(['HELD', 'HELD']);
    expect(codes(await as('tina')(`mutation { cancelEvent(slug: "${slug}") { status } }`))).toEqual(['CONFLICT']);
  });
});

describe('venue owners', () => {
  const VENUE_INPUT = {
    name: 'Tonwerk',
    description: 'Offene Werkstatt mit zwei Brennöfen.',
    kind: 'WORKSHOP',
    crafts: ['toepfern-keramik'],
    street: 'Neubaugasse 1',
    postalCode: '1070',
    locality: 'Wien',
    openingHours: [{ day: 'TUESDAY', opens: '10:00', closes: '18:00' }],
    openStudioHours: [{ day: 'SATURDAY', opens: '10:00', closes: '14:00' }],
    equipment: ['KILN', 'POTTERY_WHEEL'],
    imageUrls: ['/images/tonwerk.jpg'],
  };
  const SAVE = `mutation ($input: VenueInput!) { saveVenueChange(venue: "tonwerk", input: $input) { state venue { name equipment openStudioHours { day opens closes } } } }`;

  it('lets a person claim a listed venue once, and an editor make them an owner', async () => {
    const claim = `mutation { claimVenue(venue: "tonwerk", message: "Ich leite das Tonwerk seit 2019.") { id state claimant { uid } } }`;
    const first = await as('anna')(claim);
    expect(first.data!.claimVenue).toMatchObject({ state: 'PENDING', claimant: null });
    expect(codes(await as('anna')(claim))).toEqual(['CONFLICT']);
    expect(fieldsOf(await as('anna')(`mutation { claimVenue(venue: "tonwerk", message: "kurz") { id } }`))).toEqual([{ field: 'message', code: 'TOO_SHORT' }]);
    expect(fieldsOf(await as('anna')(`mutation { claimVenue(venue: "geheimer-keller", message: "Das ist mein Keller.") { id } }`))).toEqual([
      { field: 'venue', code: 'UNKNOWN_VENUE' },
    ]);
    const { id } = first.data!.claimVenue as { id: string };
    expect(codes(await as('anna')(SAVE, { input: VENUE_INPUT }))).toEqual(['FORBIDDEN']);

    const decided = await as('eddie')(`mutation { decideClaim(id: "${id}", decision: APPROVE) { state claimant { uid } } }`);
    expect(decided.data!.decideClaim).toEqual({ state: 'APPROVED', claimant: { uid: uid.anna } });
    expect((await as('anna')(`{ venue(slug: "tonwerk") { viewerIsOwner } }`)).data!.venue).toEqual({ viewerIsOwner: true });
    expect((await as('ben')(`{ venue(slug: "tonwerk") { viewerIsOwner } }`)).data!.venue).toEqual({ viewerIsOwner: false });
    const source = `{ venue(slug: "tonwerk") { descriptionSource { de } } }`;
    expect((await as('anna')(source)).data!.venue).toMatchObject({ descriptionSource: { de: expect.any(String) } });
    expect((await as('ben')(source)).data!.venue).toEqual({ descriptionSource: null });
    expect((await as(null)(source)).data!.venue).toEqual({ descriptionSource: null });
    expect((await store.mail.list({ to: 'anna@example.org' }, 1))[0]).toMatchObject({ template: 'claimDecided' });
  });

  it('checks a venue change field by field', async () => {
    const result = await as('anna')(SAVE, {
      input: {
        ...VENUE_INPUT,
        equipment: ['KILN', 'TIME_MACHINE'],
        openingHours: [{ day: 'MONDAY', opens: '18:00', closes: '09:00' }],
        website: 'javascript:alert(1)',
        socialLinks: ['https://www.instagram.com/tonwerk', 'http://mastodon.example/@tonwerk'],
        imageUrls: [`/media/venue/${uid.ben}/x-800.webp`],
      },
    });
    expect(fieldsOf(result)).toEqual([
      { field: 'input.website', code: 'INVALID_URL' },
      { field: 'input.socialLinks', code: 'INVALID_URL' },
      { field: 'input.openingHours', code: 'INVALID_TIME' },
      { field: 'input.equipment', code: 'UNKNOWN_EQUIPMENT' },
    ]);
    const images = await as('anna')(SAVE, { input: { ...VENUE_INPUT, imageUrls: [`/media/venue/${uid.ben}/x-800.webp`] } });
    expect(fieldsOf(images)).toEqual([{ field: 'input.imageUrls', code: 'INVALID_IMAGE' }]);
  });

  /** Tonwerk's Premium, paid until `until`. */
  async function premiumUntil(until: Date, subscriptionId: string) {
    const now = new Date();
    await store.premium.change('tonwerk', { kind: 'CHECKOUT_OPENED', uid: uid.anna, planId: 'premium-monthly', provider: 'test', sessionId: `cs_${subscriptionId}` }, now, {}, () => []);
    await store.premium.change('tonwerk', { kind: 'PAID', subscriptionId, customerId: null, periodEnd: until }, now, {}, () => []);
  }

  it('takes one image for a free venue and up to twelve with Premium; images kept from Premium stay when it ends', async () => {
    const uploads = Array.from({ length: 13 }, (_, i) => `/media/venue/${uid.anna}/gallery${i}-800.webp`);
    const fields = async (imageUrls: string[]) => fieldsOf(await as('anna')(SAVE, { input: { ...VENUE_INPUT, imageUrls } })) ?? [];
    // Free: one image, not two.
    expect(await fields(['/images/tonwerk.jpg'])).toEqual([]);
    expect(await fields(['/images/tonwerk.jpg', uploads[0]!])).toEqual([{ field: 'input.imageUrls', code: 'TOO_MANY' }]);
    // Premium: twelve, not thirteen.
    await premiumUntil(new Date(Date.now() + 30 * 86_400_000), 'sub_gallery');
    expect(await fields(uploads.slice(0, 12))).toEqual([]);
    expect(await fields(uploads)).toEqual([{ field: 'input.imageUrls', code: 'TOO_MANY' }]);
    // The gallery goes live; then Premium ends: the stored images may stay (and be fewer), but none is added.
    await store.venues.upsertMany([{ ...(await store.venues.getBySlugs(['tonwerk']))[0]!, images: uploads.slice(0, 3).map((url) => ({ url, alt: { de: 'Tonwerk' } })) }]);
    await store.premium.change('tonwerk', { kind: 'ENDED', subscriptionId: 'sub_gallery' }, new Date(), {}, () => []);
    expect(await fields(uploads.slice(0, 3))).toEqual([]);
    expect(await fields(uploads.slice(1, 3))).toEqual([]);
    expect(await fields([...uploads.slice(0, 3), uploads[5]!])).toEqual([{ field: 'input.imageUrls', code: 'TOO_MANY' }]);
    expect(await fields([uploads[0]!, uploads[5]!])).toEqual([{ field: 'input.imageUrls', code: 'TOO_MANY' }]);
    expect(await fields([uploads[5]!])).toEqual([]);
    await store.venues.upsertMany([{ ...(await store.venues.getBySlugs(['tonwerk']))[0]!, images: [{ url: '/images/tonwerk.jpg', alt: { de: 'Tonwerk' } }] }]);
  });

  it('keeps an owner’s change as a draft only they and editors see, until an editor approves it', async () => {
    // Two images: Tonwerk has Premium.
    await premiumUntil(new Date(Date.now() + 30 * 86_400_000), 'sub_draft');
    const upload = `/media/venue/${uid.anna}/abc-800.webp`;
    const instagram = 'https://www.instagram.com/tonwerk.wien';
    const mastodon = 'https://wien.social/@tonwerk';
    const saved = await as('anna')(SAVE, {
      input: { ...VENUE_INPUT, imageUrls: [...VENUE_INPUT.imageUrls, upload], socialLinks: [instagram, mastodon, instagram] },
    });
    expect(saved.data!.saveVenueChange).toMatchObject({ state: 'DRAFT', venue: { name: 'Tonwerk', equipment: ['KILN', 'POTTERY_WHEEL'] } });
    const read = `{ venueChange(venue: "tonwerk") { state author { uid } venue { equipment } } }`;
    expect((await as('ben')(read)).data!.venueChange).toBeNull();
    expect((await as('anna')(read)).data!.venueChange).toMatchObject({ state: 'DRAFT', author: { uid: uid.anna } });
    expect((await as(null)(`{ venue(slug: "tonwerk") { equipment socialLinks } }`)).data!.venue).toEqual({ equipment: [], socialLinks: [] });

    expect(codes(await as('eddie')(`mutation { reviewVenueChange(venue: "tonwerk", decision: APPROVE) { state } }`))).toEqual(['CONFLICT']);
    expect((await as('anna')(`mutation { submitVenueChange(venue: "tonwerk") { state } }`)).data).toEqual({ submitVenueChange: { state: 'PENDING' } });
    const queue = await as('eddie')(`{ moderationQueue { venueChanges { venue { slug } author { uid } } } }`);
    expect((queue.data!.moderationQueue as { venueChanges: unknown[] }).venueChanges).toEqual([{ venue: { slug: 'tonwerk' }, author: { uid: uid.anna } }]);

    writes = [];
    const approved = await as('eddie')(`mutation { reviewVenueChange(venue: "tonwerk", decision: APPROVE) { state } }`);
    expect(approved.data).toEqual({ reviewVenueChange: { state: 'APPROVED' } });
    expect(writes).toHaveLength(1);
    expect(writes[0]!.map((op) => ('put' in op ? op.put : 'other'))).toEqual(['venueChange', 'moderationLog', 'venue', 'mail']);
    const live = await as(null)(`{ venue(slug: "tonwerk") { equipment openStudioHours { day } socialLinks images { url } } }`);
    expect(live.data!.venue).toEqual({
      equipment: ['KILN', 'POTTERY_WHEEL'],
      socialLinks: [instagram, mastodon],
      openStudioHours: [{ day: 'SATURDAY' }],
      images: [{ url: '/images/tonwerk.jpg' }, { url: upload }],
    });
    const [venue] = await store.venues.getBySlugs(['tonwerk']);
    expect(venue!.ownerUids).toEqual([uid.anna]);
  });

  it('looks up a moved venue’s place again and moves its upcoming events with it', async () => {
    const save = `mutation ($input: VenueInput!) { saveVenueChange(venue: "maschenwerk", input: $input) { venue { address { district } geo { lat lng } } } }`;
    const moved = { ...VENUE_INPUT, name: 'Maschenwerk', crafts: ['stricken-haekeln'], street: 'Graben 1', postalCode: '1010', imageUrls: [] };
    const saved = await as('eddie')(save, { input: moved });
    expect(saved.data!.saveVenueChange).toEqual({ venue: { address: { district: 'Innere Stadt' }, geo: { lat: 48.2085, lng: 16.3721 } } });
    await as('eddie')(`mutation { submitVenueChange(venue: "maschenwerk") { state } }`);
    await as('eddie')(`mutation { reviewVenueChange(venue: "maschenwerk", decision: APPROVE) { state } }`);
    const { items } = await store.events.list({ venueSlug: 'maschenwerk', endsAfter: new Date() }, { first: 50 });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((event) => event.geo.lat === 48.2085 && event.geo.lng === 16.3721)).toBe(true);
  });

  it('lists the equipment codes for everyone', async () => {
    const result = await as(null)(`{ equipment }`);
    expect(result.data!.equipment).toEqual(expect.arrayContaining(['KILN', 'SEWING_MACHINE', 'LASER_CUTTER', '3D_PRINTER']));
  });
});

describe('the editors’ desk', () => {
  it('lets admins set roles, but not the last admin give up theirs', async () => {
    expect(codes(await as('eddie')(`mutation { setRole(uid: "${uid.ben}", role: EDITOR) { role } }`))).toEqual(['FORBIDDEN']);
    const promoted = await as('ada')(`mutation { setRole(uid: "${uid.ben}", role: EDITOR) { uid role } }`);
    expect(promoted.data).toEqual({ setRole: { uid: uid.ben, role: 'EDITOR' } });
    // The next request of the person already carries the role.
    expect(codes(await as('ben')(`{ moderationLog { totalCount } }`))).toEqual([]);
    const last = await as('ada')(`mutation { setRole(uid: "${uid.ada}", role: USER) { role } }`);
    expect(codes(last)).toEqual(['CONFLICT']);
    expect(last.errors![0]!.extensions!.reason).toBe('LAST_ADMIN');
    expect(codes(await as('ada')(`mutation { setRole(uid: "nobody", role: USER) { role } }`))).toEqual(['NOT_FOUND']);
    await as('ada')(`mutation { setRole(uid: "${uid.ben}", role: USER) { role } }`);
  });

  it('lets editors trust an organiser, logged', async () => {
    const result = await as('eddie')(`mutation { setTrustedOrganiser(uid: "${uid.anna}", trusted: true) { trustedOrganiser } }`);
    expect(result.data).toEqual({ setTrustedOrganiser: { trustedOrganiser: true } });
    // Among the newest entries: the test before may have logged within the same millisecond, and ties go by random id.
    const log = await as('eddie')(`{ moderationLog(first: 3) { entries { subject subjectId action } } }`);
    expect((log.data!.moderationLog as { entries: unknown[] }).entries).toContainEqual({ subject: 'ACCOUNT', subjectId: uid.anna, action: 'SET_TRUSTED' });
    const users = await as('eddie')(`{ users(first: 50) { totalCount users { uid email role trustedOrganiser } } }`);
    expect((users.data!.users as { users: { uid: string }[] }).users).toContainEqual({ uid: uid.anna, email: 'anna@example.org', role: 'USER', trustedOrganiser: true });
  });

  it('takes contact messages from anyone and lets editors mark them handled', async () => {
    const send = `mutation ($input: ContactInput!) { sendContactMessage(input: $input) }`;
    const input = { name: 'Lea', email: 'lea@example.org', subject: 'Frage', message: 'Gibt es Kurse für Kinder?' };
    expect((await as(null)(send, { input })).data).toEqual({ sendContactMessage: true });
    expect(fieldsOf(await as(null)(send, { input: { ...input, email: 'lea', message: 'kurz' } }))).toEqual([
      { field: 'input.email', code: 'INVALID_EMAIL' },
      { field: 'input.message', code: 'TOO_SHORT' },
    ]);
    const list = await as('eddie')(`{ contactMessages(unhandledOnly: true) { totalCount messages { id subject handled } } }`);
    const [message] = (list.data!.contactMessages as { messages: { id: string }[] }).messages;
    expect(message).toMatchObject({ subject: 'Frage', handled: false });
    const handled = await as('eddie')(`mutation { markContactMessageHandled(id: "${message!.id}") { handled } }`);
    expect(handled.data).toEqual({ markContactMessageHandled: { handled: true } });
    expect((await as('eddie')(`{ contactMessages(unhandledOnly: true) { totalCount } }`)).data).toEqual({ contactMessages: { totalCount: 0 } });
  });

  it('slows down a client that sends message after message', async () => {
    const send = `mutation ($input: ContactInput!) { sendContactMessage(input: $input) }`;
    const input = { name: 'Spam', email: 'spam@example.org', subject: 'Angebot', message: 'Günstige Angebote für dich!' };
    const from = (address: string) => api.execute({ query: send, variables: { input } }, {}, address);
    for (let sent = 0; sent < 5; sent++) expect((await from('198.51.100.9')).data).toEqual({ sendContactMessage: true });
    expect(codes(await from('198.51.100.9'))).toEqual(['TOO_MANY_ATTEMPTS']);
    expect((await from('198.51.100.10')).data).toEqual({ sendContactMessage: true });
  });
});

describe('access to every editorial operation', () => {
  const input = `{ title: "Kurs", description: "x", crafts: ["holz"], venue: "holzraum", startsAtLocal: "2099-01-01T10:00", durationMinutes: 60, priceCents: 0, capacity: 5, level: BEGINNER, materialsIncluded: true }`;
  const venueInput = `{ name: "X", description: "x", kind: SHOP, crafts: ["holz"], street: "x", postalCode: "1070", locality: "Wien", openingHours: [], openStudioHours: [], equipment: [] }`;
  const forAnyone = [
    `createEvent(input: ${input}) { slug }`,
    `updateEvent(slug: "kurs-1", input: ${input}) { slug }`,
    `submitEvent(slug: "kurs-1") { slug }`,
    `cancelEvent(slug: "kurs-1") { slug }`,
    `claimVenue(venue: "tonwerk", message: "Das ist meine Werkstatt.") { id }`,
    `saveVenueChange(venue: "tonwerk", input: ${venueInput}) { state }`,
    `submitVenueChange(venue: "tonwerk") { state }`,
  ];
  const forEditors = [
    `reviewEvent(slug: "kurs-1", decision: APPROVE) { slug }`,
    `decideClaim(id: "x", decision: APPROVE) { id }`,
    `reviewVenueChange(venue: "tonwerk", decision: APPROVE) { state }`,
    `setTrustedOrganiser(uid: "x", trusted: true) { uid }`,
    `markContactMessageHandled(id: "x") { id }`,
  ];

  it('refuses every mutation to a signed-out visitor (except the contact form)', async () => {
    for (const mutation of [...forAnyone, ...forEditors, `setRole(uid: "x", role: ADMIN) { uid }`]) {
      expect([mutation, codes(await as(null)(`mutation { ${mutation} }`))]).toEqual([mutation, ['UNAUTHENTICATED']]);
    }
    expect(writes).toEqual([]);
  });

  it('refuses editor operations and queries to people who are not editors', async () => {
    for (const mutation of forEditors) {
      expect([mutation, codes(await as('anna')(`mutation { ${mutation} }`))]).toEqual([mutation, ['FORBIDDEN']]);
    }
    for (const query of ['moderationQueue { events { slug } }', 'moderationLog { totalCount }', 'users { totalCount }', 'contactMessages { totalCount }']) {
      expect([query, codes(await as('anna')(`{ ${query} }`))]).toEqual([query, ['FORBIDDEN']]);
    }
    expect(writes).toEqual([]);
  });
});
