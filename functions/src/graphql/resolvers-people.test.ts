// Profiles, bookings and the viewer's own lists through the whole API (createGraphQLApi over an embedded in-memory
// store and the embedded identity, each person signed in with their own session cookie): nobody reads another
// person's bookings or profile, signed-out visitors change nothing, seats and the waitlist send their mails, and
// text with markup comes back as plain data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRecord, ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store, WriteOp } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { events as fixtureEvents } from '../../test/fixtures.scenarios.js';
import { apiOver, codes, fieldsOf, openSeededStore, sessionHeaders, signUpPerson, type GraphQLApi } from './api.testing.js';

const SCRIPT = '</script><script>alert(1)</script>';

const PEOPLE = { anna: 'USER', ben: 'USER', olga: 'USER', eddie: 'EDITOR' } as const satisfies Record<string, SiteRole>;
type Who = keyof typeof PEOPLE | null;

/** Each person's profile (uids come from the identity provider at sign-up) and session cookie. */
const profiles = {} as Record<keyof typeof PEOPLE, ProfileRecord>;
const cookies = {} as Record<keyof typeof PEOPLE, string>;
const uid = (who: keyof typeof PEOPLE) => profiles[who].uid;

const template = fixtureEvents.find((event) => event.slug === 'kurs-1')!;
/** Olga's own published event with one seat, for the waitlist; and her rejected one. */
let oneSeat: EventRecord;

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  for (const [who, role] of Object.entries(PEOPLE) as [keyof typeof PEOPLE, SiteRole][]) {
    ({ profile: profiles[who], cookie: cookies[who] } = await signUpPerson(identity, who, { role }));
  }
  profiles.ben = { ...profiles.ben, locale: 'en', name: SCRIPT };
  oneSeat = {
    ...template,
    slug: 'ein-platz',
    title: { de: 'Drehen an der Scheibe', en: 'Throwing on the wheel' },
    capacity: 1,
    seatsLeft: 1,
    // Free: these tests are about seats and the waitlist; paid seats are held for payment (payments/*.test.ts).
    price: { amountCents: 0, currency: 'EUR' },
    ownerUid: uid('olga'),
    review: 'PUBLISHED',
  };
  await store.write([
    ...Object.values(profiles).map((record): WriteOp => ({ put: 'profile', record })),
    { put: 'event', record: oneSeat },
    { put: 'event', record: { ...template, slug: 'abgelehnt', ownerUid: uid('olga'), review: 'REJECTED', reviewNote: 'Bitte Preis angeben.', published: false } },
  ]);
  api = await apiOver(store, identity);
});

afterAll(async () => {
  await api.stop();
  await store.close();
});

const as = (who: Who) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

const BOOK = `mutation ($slug: ID!) { bookEvent(slug: $slug) { id status person { name } event { slug seatsLeft } } }`;
const CANCEL = `mutation ($id: ID!) { cancelBooking(id: $id) { id status } }`;
type Booked = { id: string; status: string; person: { name: string } | null; event: { slug: string; seatsLeft: number } };

async function book(who: Who, slug: string): Promise<Booked> {
  const result = await as(who)(BOOK, { slug });
  expect(result.errors).toBeUndefined();
  return result.data!.bookEvent as Booked;
}

async function mailsTo(who: keyof typeof PEOPLE) {
  return store.mail.list({ to: `${who}@example.org` }, 20);
}

describe('signed-out visitors', () => {
  it('are refused every mutation with UNAUTHENTICATED and change nothing', async () => {
    const mutations = [
      [`mutation { updateProfile(input: { name: "Eve" }) { uid } }`],
      [`mutation { deleteAccount(confirmEmail: "anna@example.org") }`],
      [BOOK, { slug: 'kurs-2' }],
      [CANCEL, { id: 'any' }],
    ] as const;
    for (const [query, variables] of mutations) expect(codes(await as(null)(query, variables))).toEqual(['UNAUTHENTICATED']);
    expect(await store.bookings.byEvent('kurs-2')).toEqual([]);
    expect((await store.profiles.getByUids([uid('anna')]))[0]?.name).toBe('anna');
  });

  it('see no viewer booking and no bookings of an event', async () => {
    const result = await as(null)(`{ event(slug: "ein-platz") { viewerBooking { id } bookings { id } } }`);
    expect(result).toEqual({ data: { event: { viewerBooking: null, bookings: null } } });
  });
});

describe('booking, the waitlist and cancelling', () => {
  let annas: Booked;
  let bens: Booked;

  it('confirms the seat and mails the booker in their language (German, Vienna time, the event page)', async () => {
    annas = await book('anna', 'ein-platz');
    expect(annas).toMatchObject({ status: 'CONFIRMED', person: { name: 'anna' }, event: { slug: 'ein-platz', seatsLeft: 0 } });
    const [mail] = await mailsTo('anna');
    expect(mail).toMatchObject({ template: 'bookingConfirmed', message: { subject: 'Dein Platz ist reserviert: Drehen an der Scheibe' } });
    const when = new Intl.DateTimeFormat('de-AT', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Vienna' }).format(oneSeat.startsAt);
    expect(mail!.message.text).toContain(`${when} Uhr`);
    expect(mail!.message.text).toContain('Wo: Tonwerk, Neubaugasse 1, 1070 Wien');
    expect(mail!.message.text).toMatch(/^https?:\/\/\S+\/events\/ein-platz$/m);
  });

  it('returns the existing booking when booking again, without another mail', async () => {
    const again = await book('anna', 'ein-platz');
    expect(again.id).toBe(annas.id);
    expect(await mailsTo('anna')).toHaveLength(1);
  });

  it('puts the next person on the waitlist, told in English', async () => {
    bens = await book('ben', 'ein-platz');
    expect(bens.status).toBe('WAITLISTED');
    const [mail] = await mailsTo('ben');
    expect(mail).toMatchObject({ template: 'bookingWaitlisted', message: { subject: 'You are on the waitlist: Throwing on the wheel' } });
    expect(mail!.message.text).toMatch(/\/en\/events\/ein-platz$/m);
  });

  it('shows each person only their own booking through Event.viewerBooking', async () => {
    const query = `{ event(slug: "ein-platz") { viewerBooking { id status } } }`;
    expect((await as('anna')(query)).data).toEqual({ event: { viewerBooking: { id: annas.id, status: 'CONFIRMED' } } });
    expect((await as('ben')(query)).data).toEqual({ event: { viewerBooking: { id: bens.id, status: 'WAITLISTED' } } });
    expect((await as('eddie')(query)).data).toEqual({ event: { viewerBooking: null } });
  });

  it('shows who booked to the organiser and editors only, names as plain text', async () => {
    const query = `{ event(slug: "ein-platz") { bookings { status person { name } } } }`;
    const list = [
      { status: 'CONFIRMED', person: { name: 'anna' } },
      { status: 'WAITLISTED', person: { name: SCRIPT } },
    ];
    expect((await as('olga')(query)).data).toEqual({ event: { bookings: list } });
    expect((await as('eddie')(query)).data).toEqual({ event: { bookings: list } });
    expect((await as('anna')(query)).data).toEqual({ event: { bookings: null } });
    expect((await as('ben')(query)).data).toEqual({ event: { bookings: null } });
  });

  it('gives nothing of others away to a crafted query with aliases, fragments and nesting', async () => {
    const query = `
      fragment Who on Booking { id person { uid name bio } }
      fragment Seats on Event { bookings { ...Who } viewerBooking { ...Who event { bookings { ...Who } } } }
      { a: event(slug: "ein-platz") { ...Seats } b: event(slug: "ein-platz") { ... on Event { c: bookings { person { name } } } } }`;
    const result = await as('ben')(query);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      a: { bookings: null, viewerBooking: { id: bens.id, person: { uid: uid('ben'), name: SCRIPT, bio: null }, event: { bookings: null } } },
      b: { c: null },
    });
  });

  it('refuses to cancel someone else’s booking with FORBIDDEN, an unknown one with NOT_FOUND', async () => {
    expect(codes(await as('ben')(CANCEL, { id: annas.id }))).toEqual(['FORBIDDEN']);
    expect(codes(await as('olga')(CANCEL, { id: annas.id }))).toEqual(['FORBIDDEN']);
    expect(codes(await as('ben')(CANCEL, { id: 'gibt-es-nicht' }))).toEqual(['NOT_FOUND']);
    expect((await store.bookings.getByIds([annas.id]))[0]?.status).toBe('CONFIRMED');
  });

  it('gives the freed seat to the waitlist: the person is told it is cancelled, the next one that the seat is theirs', async () => {
    const result = await as('anna')(CANCEL, { id: annas.id });
    expect(result.data).toEqual({ cancelBooking: { id: annas.id, status: 'CANCELLED' } });
    expect((await mailsTo('anna'))[0]).toMatchObject({ template: 'bookingCancelled', message: { subject: 'Deine Buchung ist storniert: Drehen an der Scheibe' } });
    expect((await mailsTo('ben'))[0]).toMatchObject({ template: 'waitlistPromoted', message: { subject: 'A seat is yours: Throwing on the wheel' } });
    expect((await store.bookings.getByIds([bens.id]))[0]?.status).toBe('CONFIRMED');
    expect(codes(await as('anna')(CANCEL, { id: annas.id }))).toEqual(['CONFLICT']);
  });

  it('lists the viewer’s own bookings, newest first, and flags the promotion for their attention', async () => {
    const result = await as('ben')(`{ viewer { bookings { id status event { slug } } attention { kind subjectId } } }`);
    expect(result.data).toEqual({
      viewer: {
        bookings: [{ id: bens.id, status: 'CONFIRMED', event: { slug: 'ein-platz' } }],
        attention: [{ kind: 'WAITLIST_CONFIRMED', subjectId: 'ein-platz' }],
      },
    });
    const annasView = await as('anna')(`{ viewer { bookings { id status } } }`);
    expect(annasView.data).toEqual({ viewer: { bookings: [{ id: annas.id, status: 'CANCELLED' }] } });
  });

  it('lets an editor cancel anyone’s booking', async () => {
    const result = await as('eddie')(CANCEL, { id: bens.id });
    expect(result.data).toEqual({ cancelBooking: { id: bens.id, status: 'CANCELLED' } });
    expect((await store.events.getBySlugs(['ein-platz']))[0]?.seatsLeft).toBe(1);
  });

  it('answers NOT_FOUND for an unpublished event and CONFLICT for one that has ended', async () => {
    expect(codes(await as('anna')(BOOK, { slug: 'entwurf' }))).toEqual(['NOT_FOUND']);
    expect(codes(await as('anna')(BOOK, { slug: 'vorbei' }))).toEqual(['CONFLICT']);
  });

  it('books a course once for all its dates, listing every date in the mail', async () => {
    const day = 86_400_000;
    const sessions = [0, 7, 14].map((days) => ({
      startsAt: new Date(oneSeat.startsAt.getTime() + days * day),
      endsAt: new Date(oneSeat.endsAt.getTime() + days * day),
    }));
    const course = { ...oneSeat, ownerUid: undefined, slug: 'drei-abende', capacity: 4, seatsLeft: 4, sessions, endsAt: sessions[2]!.endsAt };
    const dropIn = { ...oneSeat, ownerUid: undefined, slug: 'einfach-vorbeikommen', registration: 'DROP_IN' as const };
    await store.write([
      { put: 'event', record: course },
      { put: 'event', record: dropIn },
    ]);
    expect((await book('eddie', 'drei-abende')).event.seatsLeft).toBe(3);
    const [mail] = (await mailsTo('eddie')).filter((one) => one.message.text.includes('drei-abende'));
    const dates = sessions.map((session) => new Intl.DateTimeFormat('de-AT', { dateStyle: 'full', timeZone: 'Europe/Vienna' }).format(session.startsAt));
    expect(mail!.message.text).toContain(`Termine:\n${dates[0]}`);
    for (const date of dates) expect(mail!.message.text).toContain(date);
    expect(mail!.message.html).toContain('<br>');
    expect((await as('eddie')(BOOK, { slug: 'einfach-vorbeikommen' })).errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NO_BOOKING' });
  });
});

describe('updateProfile', () => {
  const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) {
    uid name bio locale avatar { url alt } homeCity { slug } favouriteCrafts { slug } } }`;

  it('reports every wrong field with a code and saves nothing', async () => {
    const result = await as('anna')(UPDATE, {
      input: {
        name: '   ',
        bio: 'x'.repeat(501),
        homeCity: 'atlantis',
        favouriteCrafts: ['naehen', 'gibt-es-nicht'],
        avatarUrl: `/media/avatar/${uid('ben')}/abc-256.webp`,
      },
    });
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)).toEqual([
      { field: 'input.name', code: 'REQUIRED' },
      { field: 'input.bio', code: 'TOO_LONG' },
      { field: 'input.avatarUrl', code: 'INVALID_IMAGE' },
      { field: 'input.homeCity', code: 'UNKNOWN_CITY' },
      { field: 'input.favouriteCrafts', code: 'UNKNOWN_CRAFT' },
    ]);
    const tooMany = await as('anna')(UPDATE, { input: { name: 'x'.repeat(81), favouriteCrafts: Array(11).fill('naehen') } });
    expect(fieldsOf(tooMany)).toEqual([
      { field: 'input.name', code: 'TOO_LONG' },
      { field: 'input.favouriteCrafts', code: 'TOO_MANY' },
    ]);
    expect((await store.profiles.getByUids([uid('anna')]))[0]).toEqual(profiles.anna);
  });

  it('saves the profile with an own avatar, and returns a name with markup as plain text', async () => {
    const result = await as('anna')(UPDATE, {
      input: {
        name: `  ${SCRIPT} `,
        bio: 'Ich töpfere gern.',
        homeCity: 'wien',
        favouriteCrafts: ['naehen', 'toepfern-keramik'],
        avatarUrl: `/media/avatar/${uid('anna')}/abc-256.webp`,
        locale: 'EN',
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateProfile).toEqual({
      uid: uid('anna'),
      name: SCRIPT,
      bio: 'Ich töpfere gern.',
      locale: 'EN',
      avatar: { url: `/media/avatar/${uid('anna')}/abc-256.webp`, alt: `Profilbild von ${SCRIPT}` },
      homeCity: { slug: 'wien' },
      // In the taxonomy's order.
      favouriteCrafts: [{ slug: 'toepfern-keramik' }, { slug: 'naehen' }],
    });
    const [stored] = await store.profiles.getByUids([uid('anna')]);
    expect(stored).toMatchObject({ name: SCRIPT, locale: 'en', homeCitySlug: 'wien', avatar: { srcset: expect.stringContaining('96w') } });
  });

  it('keeps fields left out, and clears those sent as null', async () => {
    const kept = await as('anna')(UPDATE, { input: { name: 'Anna' } });
    expect(kept.data!.updateProfile).toMatchObject({ name: 'Anna', bio: 'Ich töpfere gern.', homeCity: { slug: 'wien' }, avatar: { alt: 'Profilbild von Anna' } });
    const cleared = await as('anna')(UPDATE, { input: { name: 'Anna', bio: '', avatarUrl: null, homeCity: null, favouriteCrafts: null, locale: 'DE' } });
    expect(cleared.data!.updateProfile).toEqual({ uid: uid('anna'), name: 'Anna', bio: null, locale: 'DE', avatar: null, homeCity: null, favouriteCrafts: [] });
  });
});

describe('the viewer’s lists', () => {
  it('shows the organiser their events, venues and claims, and their rejected event with the editor’s note', async () => {
    await store.write([
      { put: 'venue', record: { ...(await store.venues.getBySlugs(['tonwerk']))[0]!, ownerUids: [uid('olga')] } },
      { put: 'venueClaim', record: { id: 'claim-1', venueSlug: 'maschenwerk', uid: uid('olga'), message: 'Ich führe den Laden.', state: 'REJECTED', reviewNote: 'Bitte Nachweis.', createdAt: new Date(), decidedAt: new Date(), decidedBy: 'eddie' } },
    ]);
    const result = await as('olga')(`{ viewer { events { slug } venues { slug } claims { id } attention { kind subjectId note count } } }`);
    expect(result.errors).toBeUndefined();
    const viewer = result.data!.viewer as { events: { slug: string }[]; venues: unknown; claims: unknown; attention: unknown };
    expect(viewer.events.map((event) => event.slug).sort()).toEqual(['abgelehnt', 'ein-platz']);
    expect(viewer.venues).toEqual([{ slug: 'tonwerk' }]);
    expect(viewer.claims).toEqual([{ id: 'claim-1' }]);
    expect(viewer.attention).toEqual([
      { kind: 'EVENT_REJECTED', subjectId: 'abgelehnt', note: 'Bitte Preis angeben.', count: null },
      { kind: 'VENUE_DECIDED', subjectId: 'maschenwerk', note: 'Bitte Nachweis.', count: null },
    ]);
  });

  it('tells editors how much is waiting in the moderation queue, and the organiser that their event is in review', async () => {
    await store.write([{ put: 'event', record: { ...template, slug: 'in-pruefung', ownerUid: uid('anna'), review: 'IN_REVIEW', published: false } }]);
    const result = await as('eddie')(`{ viewer { attention { kind count } } }`);
    expect(result.data).toEqual({ viewer: { attention: [{ kind: 'MODERATION_QUEUE', count: 1 }] } });
    const anna = await as('anna')(`{ viewer { attention { kind subjectId } } }`);
    expect(anna.data).toEqual({ viewer: { attention: [{ kind: 'EVENT_IN_REVIEW', subjectId: 'in-pruefung' }] } });
  });

  it('tells a person that an event they booked was cancelled', async () => {
    await book('ben', 'kurs-7');
    const [kurs7] = await store.events.getBySlugs(['kurs-7']);
    await store.write([{ put: 'event', record: { ...kurs7!, status: 'CANCELLED' } }]);
    const ben = await as('ben')(`{ viewer { attention { kind subjectId } } }`);
    expect(ben.data).toEqual({ viewer: { attention: [{ kind: 'BOOKED_EVENT_CANCELLED', subjectId: 'kurs-7' }] } });
  });
});

describe('deleteAccount', () => {
  const DELETE = `mutation ($email: String!) { deleteAccount(confirmEmail: $email) }`;

  it('wants the account’s own address, then deletes the account so that its session no longer signs in', async () => {
    const { user, session } = await identity.signUp('dora@example.org', 'geheim123');
    const dora = (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(session.cookie));
    // A paid course: the seat is held for payment until the account goes.
    expect(((await dora(BOOK, { slug: 'kurs-5' })).data!.bookEvent as Booked).status).toBe('HELD');

    const wrong = await dora(DELETE, { email: 'anna@example.org' });
    expect(codes(wrong)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(wrong)).toEqual([{ field: 'confirmEmail', code: 'MISMATCH' }]);

    expect((await dora(DELETE, { email: 'dora@example.org' })).data).toEqual({ deleteAccount: true });
    expect(await identity.lookup(user.uid)).toBeNull();
    expect(await store.profiles.getByUids([user.uid])).toEqual([null]);
    expect(await store.bookings.byUser(user.uid)).toEqual([]);
    expect((await dora(`{ viewer { uid } }`)).data).toEqual({ viewer: null });
  });
});
