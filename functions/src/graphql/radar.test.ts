// The Restplatz-Radar through the whole API over HTTP (an embedded in-memory store, the in-process bus): managing
// alerts, field errors, nobody reaching another person's alert, the matches that publishing a course and freeing a
// seat make, one mail per alert and hour with the rest in the digest, the unsubscribe link signed out, and the
// notices stream.
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events as scenarioEvents } from '../../test/fixtures.scenarios.js';
import type { LiveBus } from '../domain/live.js';
import type { EventRecord, MailRecord, ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import type { IdentityProvider } from '../identity/identity.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { sendRadarDigests } from '../services/radar-mails.js';
import { codes, fieldsOf, giveActivePayoutAccount, openSeededStore, serveApiOverHttp, signUpPeople } from './api.testing.js';
import { STREAM_PATH } from './stream.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let store: Store;
let identity: IdentityProvider;
let live: LiveBus;
let base: string;
let close: () => Promise<void>;

type Name = 'anna' | 'bernd' | 'olga' | 'eddie' | 'gast';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = {
  anna: { role: 'USER' },
  bernd: { role: 'USER', locale: 'en' },
  olga: { role: 'USER', trustedOrganiser: true },
  eddie: { role: 'EDITOR' },
  gast: { role: 'USER' },
};
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  live = openEmbeddedLiveBus();
  await signUpPeople(store, identity, people, uid, cookies);
  // Olga publishes paid courses too: sold in her name, through her payout account.
  await giveActivePayoutAccount(store, uid.olga);
  ({ base, close } = await serveApiOverHttp({ store, identity, live, buildInfo: { buildId: 'test', builtAt: new Date() } }));
});

afterAll(async () => {
  await close();
  await live.close();
  await store.close();
});

/** One operation over HTTP, signed in as `who` (or signed out). */
const as =
  (who: Name | null) =>
  async (query: string, variables?: Record<string, unknown>): Promise<GraphQLResult> => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${cookies[who]}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResult;
  };

const ALERT_FIELDS = 'id active crafts { slug } place { label kind radiusKm center { lat lng } } weekdays startsFrom startsUntil maxPriceCents';
const SAVE = `mutation ($id: ID, $input: RadarAlertInput!) { saveRadarAlert(id: $id, input: $input) { ${ALERT_FIELDS} } }`;
const MINE = `{ myRadarAlerts { ${ALERT_FIELDS} matches(first: 5) { reason seatsLeft event { slug } } } }`;
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setRadarAlertActive(id: $id, active: $active) { id active } }`;
const DELETE = `mutation ($id: ID!) { deleteRadarAlert(id: $id) }`;
const BY_TOKEN = `mutation ($token: String!, $active: Boolean!) { setRadarAlertActiveByToken(token: $token, active: $active) { id active } }`;

interface Alert {
  id: string;
  active: boolean;
  crafts: { slug: string }[];
  place: { label: string; kind: string; radiusKm: number | null } | null;
  weekdays: string[];
  startsFrom: string | null;
  startsUntil: string | null;
  maxPriceCents: number | null;
  matches?: { reason: string; seatsLeft: number; event: { slug: string } }[];
}

async function save(who: Name, input: Record<string, unknown>, id?: string): Promise<Alert> {
  const result = await as(who)(SAVE, { id, input });
  expect(result.errors).toBeUndefined();
  return (result.data as { saveRadarAlert: Alert }).saveRadarAlert;
}
const mine = async (who: Name) => ((await as(who)(MINE)).data as { myRadarAlerts: Alert[] }).myRadarAlerts;

/** A course on a later day at 18:00 Vienna time (17:00 UTC in winter, 16:00 in summer: either way in the evening). */
function course(slug: string, fields: Partial<EventRecord> = {}): EventRecord {
  const startsAt = new Date(Math.floor(Date.now() / DAY) * DAY + 5 * DAY + 17 * HOUR);
  const endsAt = new Date(startsAt.getTime() + 2 * HOUR);
  const template = scenarioEvents.find((event) => event.venueSlug === 'tonwerk')!; // Wien, 1070, Töpfern
  return { ...template, slug, title: { de: `Kurs ${slug}`, en: `Course ${slug}` }, startsAt, endsAt, sessions: [{ startsAt, endsAt }], seatsLeft: 4, capacity: 4, ...fields };
}

const radarMails = async (who: Name): Promise<MailRecord[]> =>
  (await store.mail.list({ to: `${who}@example.org` }, 50)).filter((mail) => mail.template === 'radarMatches');

/** Publishes a course as its trusted organiser would: a draft of Olga's, then submitEvent. */
async function publish(record: EventRecord): Promise<void> {
  await store.write([{ put: 'event', record: { ...record, ownerUid: uid.olga, review: 'DRAFT', published: false } }]);
  const result = await as('olga')(`mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }`, { slug: record.slug });
  expect(result).toEqual({ data: { submitEvent: { review: 'PUBLISHED' } } });
}

describe('managing alerts', () => {
  it('creates, lists, changes, pauses and deletes an alert, the place resolved as the places search does', async () => {
    const created = await save('gast', { crafts: ['naehen', 'naehen'], place: 'Neubau', radiusKm: 3, weekdays: ['SUNDAY', 'MONDAY'], startsFrom: '17:00', maxPriceCents: 0 });
    expect(created).toMatchObject({
      active: true,
      crafts: [{ slug: 'naehen' }],
      place: { label: 'Neubau (7. Bezirk), Wien', kind: 'DISTRICT', radiusKm: 3 },
      weekdays: ['MONDAY', 'SUNDAY'],
      startsFrom: '17:00',
      startsUntil: null,
      maxPriceCents: 0,
    });
    const near = await save('gast', { near: { lat: 48.2, lng: 16.37, radiusKm: 5 }, nearLabel: 'Büro' });
    expect(near.place).toMatchObject({ label: 'Büro', kind: 'NEAR', radiusKm: 5 });
    expect((await mine('gast')).map((alert) => alert.id)).toEqual([near.id, created.id]);

    const changed = await save('gast', { crafts: [], place: '1040', startsFrom: '', startsUntil: '20:00' }, created.id);
    expect(changed).toMatchObject({ id: created.id, crafts: [], place: { label: 'Wieden (4. Bezirk), Wien', kind: 'DISTRICT', radiusKm: null }, startsFrom: null, startsUntil: '20:00' });
    expect((await as('gast')(SET_ACTIVE, { id: created.id, active: false })).data).toEqual({ setRadarAlertActive: { id: created.id, active: false } });
    expect((await mine('gast')).find((alert) => alert.id === created.id)?.active).toBe(false);
    expect((await as('gast')(DELETE, { id: created.id })).data).toEqual({ deleteRadarAlert: true });
    expect((await mine('gast')).map((alert) => alert.id)).toEqual([near.id]);
  });

  it('answers bad input with BAD_USER_INPUT naming the fields', async () => {
    const fields = async (input: Record<string, unknown>) => {
      const result = await as('gast')(SAVE, { input });
      expect(codes(result)).toEqual(['BAD_USER_INPUT']);
      return fieldsOf(result);
    };
    expect(await fields({ crafts: ['naehen', 'gibt-es-nicht'] })).toEqual([{ field: 'input.crafts', code: 'UNKNOWN_CRAFT' }]);
    expect(await fields({ crafts: Array.from({ length: 11 }, (_, i) => `craft-${i}`) })).toEqual([{ field: 'input.crafts', code: 'TOO_MANY' }]);
    expect(await fields({ place: 'Atlantis' })).toEqual([{ field: 'input.place', code: 'UNKNOWN_PLACE' }]);
    expect(await fields({ startsFrom: '25:00', startsUntil: '7 Uhr' })).toEqual([
      { field: 'input.startsFrom', code: 'INVALID_TIME' },
      { field: 'input.startsUntil', code: 'INVALID_TIME' },
    ]);
    expect(await fields({ startsFrom: '19:00', startsUntil: '18:00' })).toEqual([{ field: 'input.startsUntil', code: 'OUT_OF_RANGE' }]);
    expect(await fields({ place: 'Wien', radiusKm: 0.5, maxPriceCents: 100_001 })).toEqual([
      { field: 'input.radiusKm', code: 'OUT_OF_RANGE' },
      { field: 'input.maxPriceCents', code: 'OUT_OF_RANGE' },
    ]);
    expect(await fields({ near: { lat: 48.2, lng: 16.37, radiusKm: 500 } })).toEqual([{ field: 'input.near.radiusKm', code: 'OUT_OF_RANGE' }]);
    expect(codes(await as(null)(SAVE, { input: {} }))).toEqual(['UNAUTHENTICATED']);
  });

  it('keeps a person to 20 alerts', async () => {
    const existing = (await mine('gast')).length;
    for (let i = existing; i < 20; i++) await save('gast', { maxPriceCents: i });
    const result = await as('gast')(SAVE, { input: {} });
    expect([codes(result), fieldsOf(result)]).toEqual([['BAD_USER_INPUT'], [{ field: 'input', code: 'TOO_MANY' }]]);
    // Gone again, so that the matches below are only Anna's and Bernd's.
    for (const alert of await mine('gast')) await as('gast')(DELETE, { id: alert.id });
  });
});

describe('nobody reaches another person’s alert', () => {
  it('Bernd can neither list, change, pause nor delete Anna’s alert: it does not exist for him', async () => {
    const annas = await save('anna', { crafts: ['holz'] });
    expect((await mine('bernd')).map((alert) => alert.id)).not.toContain(annas.id);
    for (const [query, variables] of [
      [SAVE, { id: annas.id, input: { crafts: ['naehen'] } }],
      [SET_ACTIVE, { id: annas.id, active: false }],
      [DELETE, { id: annas.id }],
    ] as const) {
      expect(codes(await as('bernd')(query, variables))).toEqual(['NOT_FOUND']);
    }
    expect((await mine('anna')).find((alert) => alert.id === annas.id)).toMatchObject({ active: true, crafts: [{ slug: 'holz' }] });
    expect(codes(await as(null)(MINE))).toEqual(['UNAUTHENTICATED']);
    expect((await as('anna')(DELETE, { id: annas.id })).data).toEqual({ deleteRadarAlert: true });
  });

  it('a token that is not a mail’s is BAD_USER_INPUT on the token', async () => {
    for (const token of ['kaputt', 'A'.repeat(43)]) {
      const result = await as(null)(BY_TOKEN, { token, active: false });
      expect([codes(result), fieldsOf(result)]).toEqual([['BAD_USER_INPUT'], [{ field: 'token', code: 'INVALID_LINK' }]]);
    }
  });
});

describe('matches, mails and notices', () => {
  let pottery: Alert;
  let sewing: Alert;
  let bernds: Alert;

  beforeAll(async () => {
    pottery = await save('anna', { crafts: ['toepfern-keramik'], place: 'Wien' });
    sewing = await save('anna', { crafts: ['naehen'], maxPriceCents: 5000 });
    bernds = await save('bernd', { crafts: ['naehen'], place: 'Graz' });
  });

  it('a published course matches: one mail at once, with the course and a link that pauses only this alert signed out', async () => {
    await publish(course('radar-neu'));
    const mails = await radarMails('anna');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.message.subject).toBe('Restplatz-Radar: neuer Kurs „Kurs radar-neu“');
    expect(mail!.message.text).toContain('/events/radar-neu');
    const link = /https?:\/\/\S+\/radar\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mail!.message.text);
    expect(link).not.toBeNull();
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${link![0]}>` });
    expect((await mine('anna')).find((alert) => alert.id === pottery.id)?.matches).toEqual([{ reason: 'NEW_EVENT', seatsLeft: 4, event: { slug: 'radar-neu' } }]);
    expect(await radarMails('bernd')).toEqual([]);

    // Signed out, the token pauses the alert the mail was sent for, and nothing else; again to resume.
    const paused = await as(null)(BY_TOKEN, { token: link![1], active: false });
    expect(paused.data).toEqual({ setRadarAlertActiveByToken: { id: pottery.id, active: false } });
    expect((await mine('anna')).map((alert) => [alert.id, alert.active])).toEqual(
      expect.arrayContaining([
        [pottery.id, false],
        [sewing.id, true],
      ]),
    );
    expect((await mine('bernd')).find((alert) => alert.id === bernds.id)?.active).toBe(true);
    // Paused, it matches nothing.
    await publish(course('radar-pausiert'));
    expect(await radarMails('anna')).toHaveLength(1);
    expect((await as(null)(BY_TOKEN, { token: link![1], active: true })).data).toEqual({ setRadarAlertActiveByToken: { id: pottery.id, active: true } });
  });

  it('a seat freed in a full course matches with one mail; a second match within the hour waits for the digest, which mails it once', async () => {
    // A full sewing course in Vienna: Gast holds the only seat.
    // Free, so that the booking takes the seat at once (a paid one would hold it for payment first).
    const full = course('radar-voll', { craftSlugs: ['naehen'], capacity: 1, seatsLeft: 1, price: { amountCents: 0, currency: 'EUR' } });
    await store.events.upsertMany([full]);
    const booked = await as('gast')(`mutation { bookEvent(slug: "radar-voll") { id status } }`);
    const booking = (booked.data as { bookEvent: { id: string; status: string } }).bookEvent;
    expect(booking.status).toBe('CONFIRMED');
    expect(await radarMails('anna')).toHaveLength(1); // full: nothing to tell

    await as('gast')(`mutation ($id: ID!) { cancelBooking(id: $id) { status } }`, { id: booking.id });
    let mails = await radarMails('anna');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.message.subject).toBe('Restplatz-Radar: „Kurs radar-voll“ hat wieder einen Platz frei');
    expect(mails[0]!.message.text).toContain('noch 1 Platz frei');
    // Bernd looks in Graz only.
    expect(await radarMails('bernd')).toEqual([]);

    // Another sewing course within the hour: matched and noticed, but no second mail for this alert yet.
    await publish(course('radar-gleich-danach', { craftSlugs: ['naehen'], price: { amountCents: 2000, currency: 'EUR' } }));
    mails = await radarMails('anna');
    expect(mails).toHaveLength(2);
    expect((await mine('anna')).find((alert) => alert.id === sewing.id)?.matches?.map((match) => match.event.slug)).toEqual(['radar-gleich-danach', 'radar-voll']);

    const now = Date.now();
    expect(await sendRadarDigests(store, new Date(now + 30 * 60_000))).toBe(0);
    expect(await radarMails('anna')).toHaveLength(2);
    expect(await sendRadarDigests(store, new Date(now + HOUR + 60_000))).toBe(1);
    mails = await radarMails('anna');
    expect(mails).toHaveLength(3);
    expect(mails[0]!.message.text).toContain('Neuer Kurs: „Kurs radar-gleich-danach“');
    expect(await sendRadarDigests(store, new Date(now + 3 * HOUR))).toBe(0);
    expect(await radarMails('anna')).toHaveLength(3);
  });

  it('a capacity raise of a full course frees a seat too', async () => {
    const before = (await radarMails('anna')).length;
    const organisers = course('radar-mehr-platz', { craftSlugs: ['toepfern-keramik'], capacity: 2, seatsLeft: 0, ownerUid: uid.olga, review: 'PUBLISHED' });
    await store.events.upsertMany([organisers]);
    // The form as it stands, one more seat; the start as the form sends it, in Vienna's wall-clock time.
    const startsAtLocal = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna', dateStyle: 'short', timeStyle: 'short' })
      .format(organisers.startsAt)
      .replace(' ', 'T');
    const input = {
      title: 'Kurs radar-mehr-platz',
      description: 'Drehen an der Scheibe.',
      crafts: ['toepfern-keramik'],
      venue: 'tonwerk',
      startsAtLocal,
      durationMinutes: 120,
      priceCents: 4500,
      capacity: 3,
      level: 'BEGINNER',
      materialsIncluded: true,
    };
    const result = await as('olga')(`mutation ($slug: ID!, $input: EventInput!) { updateEvent(slug: $slug, input: $input) { seatsLeft } }`, {
      slug: organisers.slug,
      input,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ updateEvent: { seatsLeft: 1 } });
    // Anna's pottery alert had its last mail within the hour: the match waits for the digest.
    expect((await mine('anna')).find((alert) => alert.id === pottery.id)?.matches?.[0]).toEqual({ reason: 'SEAT_FREED', seatsLeft: 1, event: { slug: 'radar-mehr-platz' } });
    expect(await radarMails('anna')).toHaveLength(before);
  });

  it('streams the viewer’s recent matches first, then each new one; never another person’s', async () => {
    const client = (who: Name) => createClient({ url: base + STREAM_PATH, headers: { authorization: `Bearer ${cookies[who]}` }, retryAttempts: 0 });
    type Notices = { radarNotices: { reason: string; alertId: string; event: { slug: string } }[] };
    const annaClient = client('anna');
    const berndClient = client('bernd');
    const annaNotices = annaClient.iterate<Notices>({ query: 'subscription { radarNotices { reason alertId event { slug } } }' });
    const berndNotices = berndClient.iterate<Notices>({ query: 'subscription { radarNotices { reason alertId event { slug } } }' });
    try {
      const snapshot: Notices['radarNotices'] = (await annaNotices.next()).value!.data!.radarNotices;
      expect(snapshot.map((notice) => notice.event.slug)).toEqual(expect.arrayContaining(['radar-neu', 'radar-voll', 'radar-gleich-danach']));
      expect(snapshot.every((notice) => [pottery.id, sewing.id].includes(notice.alertId))).toBe(true);
      expect((await berndNotices.next()).value!.data!.radarNotices).toEqual([]);

      // A course in Vienna for Anna's pottery alert, then one in Graz for Bernd's: each sees only their own.
      await publish(course('radar-live'));
      expect((await annaNotices.next()).value!.data!.radarNotices).toEqual([{ reason: 'NEW_EVENT', alertId: pottery.id, event: { slug: 'radar-live' } }]);
      const zwirn = scenarioEvents.find((event) => event.venueSlug === 'atelier-zwirn')!;
      await publish(course('radar-graz', { craftSlugs: ['naehen'], venueSlug: zwirn.venueSlug, citySlug: 'graz', geo: zwirn.geo, price: { amountCents: 1000, currency: 'EUR' } }));
      expect((await berndNotices.next()).value!.data!.radarNotices).toEqual([{ reason: 'NEW_EVENT', alertId: bernds.id, event: { slug: 'radar-graz' } }]);
      // Anna's sewing alert (anywhere) found the Graz course too; her stream tells her, Bernd's told only him.
      expect((await annaNotices.next()).value!.data!.radarNotices).toEqual([{ reason: 'NEW_EVENT', alertId: sewing.id, event: { slug: 'radar-graz' } }]);
    } finally {
      await annaNotices.return?.(undefined);
      await berndNotices.return?.(undefined);
      annaClient.dispose();
      berndClient.dispose();
    }
  });

  it('refuses the notices stream signed out', async () => {
    const anonymous = createClient({ url: base + STREAM_PATH, retryAttempts: 0 });
    const refused = await anonymous.iterate({ query: 'subscription { radarNotices { id } }' }).next();
    expect((refused.value as GraphQLResult).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    anonymous.dispose();
  });
});
