// A message to everyone booked on a course, over the embedded store: who may send it, what text it takes, whom it
// reaches (seats confirmed or held, each person once) in which language, the live post it leaves, the ration per
// course (in the store, so every instance counts together) and the writes it takes for a large course.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRecord, Locale, ProfileRecord, SiteRole } from '../domain/records.js';
import { ConflictError, NotFoundError, type Store, type WriteOp } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { events as fixtureEvents, seedScenario } from '../../test/fixtures.scenarios.js';
import { MESSAGE_MAILS_PER_WRITE, messageBooked, messagingOf } from './course-messages.js';
import { ForbiddenError, InvalidInputError, TooManyAttemptsError, UnauthenticatedError } from './errors.js';
import { createLoaders } from './loaders.js';
import type { EditorialContext } from './service-context.js';

const created = new Date('2026-11-01T09:00:00.000Z');
const t0 = new Date('2026-11-29T08:00:00.000Z');
const minutes = (count: number) => new Date(t0.getTime() + count * 60_000);

let store: Store;
const live = openEmbeddedLiveBus();

function person(uid: string, locale: Locale = 'de', role: SiteRole = 'USER'): ProfileRecord {
  return { uid, email: `${uid}@example.org`, name: uid, favouriteCraftSlugs: [], locale, role, trustedOrganiser: false, createdAt: created, updatedAt: created };
}

function contextFor(profile: ProfileRecord | null, now = t0, over: Store = store): EditorialContext {
  const viewer: Viewer | null = profile && { uid: profile.uid, role: profile.role, email: profile.email, emailVerified: true, signInMethods: ['password'], profile, ownedVenueSlugs: [] };
  return { store: over, loaders: createLoaders(over, now), now, viewer, live, clientAddress: '127.0.0.1' };
}

const olga = person('olga');
const eddie = person('eddie', 'de', 'EDITOR');
const stranger = person('stranger');
// Ana reads German, Ben and Cleo English; Dora waits; Emil gave up his seat; Hanna holds a paid seat unpaid.
const booked = { ana: person('ana'), ben: person('ben', 'en'), cleo: person('cleo', 'en'), dora: person('dora'), emil: person('emil'), hanna: person('hanna', 'en') };

/** A copy of the fixture's course `from` as Olga's, under `slug`, with `overrides`. */
const course = (from: string, slug: string, overrides: Partial<EventRecord> = {}): EventRecord => ({
  ...fixtureEvents.find((event) => event.slug === from)!,
  slug,
  ownerUid: olga.uid,
  review: 'PUBLISHED',
  ...overrides,
});

const noMails = () => [];
const mailsTo = async (uid: string) => (await store.mail.list({ to: `${uid}@example.org` }, 20)).filter((mail) => mail.template === 'courseMessage');

beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedScenario(store);
  await store.write([
    ...[olga, eddie, stranger, ...Object.values(booked)].map((record): WriteOp => ({ put: 'profile', record })),
    // A free course with three seats (the fourth person waits), a paid one, a draft, a cancelled one and one nobody booked.
    { create: 'event', record: course('kurs-2', 'drehen', { capacity: 3, seatsLeft: 3 }) },
    { create: 'event', record: course('kurs-1', 'bezahlt', { capacity: 3, seatsLeft: 3 }) },
    { create: 'event', record: course('kurs-2', 'skizze', { review: 'DRAFT', published: false }) },
    { create: 'event', record: course('kurs-2', 'abgesagt', { status: 'CANCELLED' }) },
    { create: 'event', record: course('kurs-2', 'leer', { capacity: 5, seatsLeft: 5 }) },
  ]);
  // A millisecond apart: the waitlist is walked by the time people joined it (and bookings of one millisecond by id).
  for (const [index, who] of [booked.ana, booked.ben, booked.emil, booked.cleo, booked.dora].entries()) {
    await store.bookings.book('drehen', who.uid, new Date(created.getTime() + index), noMails);
  }
  const emils = (await store.bookings.byEvent('drehen')).find((booking) => booking.uid === booked.emil.uid)!;
  // Emil's seat goes to Cleo (then Dora's turn to wait): cancelled and waiting people are not told.
  await store.bookings.cancel(emils.id, created, noMails);
  await store.bookings.book('bezahlt', booked.hanna.uid, created, noMails);
});

afterAll(() => store.close());

const send = (who: ProfileRecord | null, slug: string, textDe: string | null, textEn?: string | null, now = t0) => messageBooked(contextFor(who, now), slug, { textDe, textEn });

describe('messageBooked', () => {
  it('lets only the organiser and editors send, and tells strangers nothing about a draft', async () => {
    await expect(send(null, 'drehen', 'Hallo')).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(send(stranger, 'drehen', 'Hallo')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(send(stranger, 'skizze', 'Hallo')).rejects.toBeInstanceOf(NotFoundError);
    await expect(send(stranger, 'gibt-es-nicht', 'Hallo')).rejects.toBeInstanceOf(NotFoundError);
    expect(await messagingOf(contextFor(stranger), (await store.events.getBySlugs(['drehen']))[0]!)).toBeNull();
    expect(await messagingOf(contextFor(null), (await store.events.getBySlugs(['drehen']))[0]!)).toBeNull();
  });

  it('takes plain German text of 1 to 1,000 characters and optional English, naming the field at fault', async () => {
    const fieldsOf = async (textDe: string | null, textEn?: string | null) => {
      const error = await send(olga, 'drehen', textDe, textEn).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidInputError);
      return (error as InvalidInputError).fields;
    };
    expect(await fieldsOf('   ')).toEqual([{ field: 'input.textDe', code: 'REQUIRED' }]);
    expect(await fieldsOf(null, 'Only English')).toEqual([{ field: 'input.textDe', code: 'REQUIRED' }]);
    expect(await fieldsOf('x'.repeat(1001))).toEqual([{ field: 'input.textDe', code: 'TOO_LONG' }]);
    expect(await fieldsOf('Hallo', 'y'.repeat(1001))).toEqual([{ field: 'input.textEn', code: 'TOO_LONG' }]);
    expect(await fieldsOf('Hallo\u0007')).toEqual([{ field: 'input.textDe', code: 'NOT_PLAIN_TEXT' }]);
    expect(await fieldsOf('Hallo', 'evil\u202ekcart')).toEqual([{ field: 'input.textEn', code: 'NOT_PLAIN_TEXT' }]);
    // Nothing was sent by any of them.
    expect(await mailsTo(booked.ana.uid)).toEqual([]);
  });

  it('refuses a draft, a cancelled course and one nobody holds a seat of, spending nothing', async () => {
    await expect(send(olga, 'skizze', 'Hallo')).rejects.toMatchObject({ code: 'WRONG_STATE' });
    await expect(send(olga, 'abgesagt', 'Hallo')).rejects.toMatchObject({ code: 'WRONG_STATE' });
    await expect(send(olga, 'leer', 'Hallo')).rejects.toBeInstanceOf(ConflictError);
    expect(await messagingOf(contextFor(olga), (await store.events.getBySlugs(['leer']))[0]!)).toEqual({ recipients: 0, perHour: 3, perDay: 10 });
    expect(await store.livePosts.byEvent('leer', 5)).toEqual([]);
  });

  it('mails everyone holding a seat once, in their language where both were written, and posts it live', async () => {
    const text = 'Wir sind heute im Hofatelier.\n\nBitte eine Schürze mitbringen.';
    const result = await send(olga, 'drehen', `  ${text}  `, 'We are in the courtyard studio today.\r\n\r\nPlease bring an apron.');
    expect(result.recipients).toBe(3);
    expect(result.post).toMatchObject({ kind: 'UPDATE', text, textEn: 'We are in the courtyard studio today.\n\nPlease bring an apron.', authorUid: olga.uid });
    expect(await store.livePosts.byEvent('drehen', 5)).toEqual([result.post]);

    const [ana] = await mailsTo(booked.ana.uid);
    expect(ana!.message.subject).toMatch(/^Nachricht zu deinem Kurs: Kurs 2 bei /);
    expect(ana!.message.text).toContain('Wir sind heute im Hofatelier.\n\nBitte eine Schürze mitbringen.');
    expect(ana!.message.text).toContain('/eventslive/drehen');
    const [ben] = await mailsTo(booked.ben.uid);
    expect(ben!.message.subject).toMatch(/^A message about your course: Course 2 at /);
    expect(ben!.message.text).toContain('We are in the courtyard studio today.\n\nPlease bring an apron.');
    expect(ben!.message.text).not.toContain('Hofatelier');
    expect(ben!.message.text).toContain('/en/eventslive/drehen');
    expect(ben!.message.html).toContain('<p>Please bring an apron.</p>');
    expect(await mailsTo(booked.cleo.uid)).toHaveLength(1);
    // Waiting and cancelled: not told.
    expect(await mailsTo(booked.dora.uid)).toEqual([]);
    expect(await mailsTo(booked.emil.uid)).toEqual([]);
    // Nor the organiser, who holds no seat.
    expect(await mailsTo(olga.uid)).toEqual([]);
  });

  it('tells a held, unpaid seat too; an English reader gets the German words, said to be German, where no English was written', async () => {
    const result = await send(eddie, 'bezahlt', 'Raum 3 statt Raum 1.');
    expect(result.recipients).toBe(1);
    expect(result.post.textEn).toBeUndefined();
    const [hanna] = await mailsTo(booked.hanna.uid);
    expect(hanna!.message.subject).toMatch(/^A message about your course:/);
    expect(hanna!.message.text).toContain('(in German):\n\nRaum 3 statt Raum 1.');
  });

  it('allows three messages a course within an hour and ten within a day, saying when the next may go', async () => {
    // The first message went at t0; two more within the hour pass, the fourth waits until the first is an hour old.
    await send(olga, 'drehen', 'Zwei', null, minutes(10));
    await send(eddie, 'drehen', 'Drei', null, minutes(20));
    const refused = await send(olga, 'drehen', 'Vier', null, minutes(30)).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(TooManyAttemptsError);
    expect((refused as TooManyAttemptsError).retryAfterSeconds).toBe(30 * 60);
    expect(await mailsTo(booked.ana.uid)).toHaveLength(3);
    // Another course has a ration of its own.
    await expect(send(olga, 'bezahlt', 'Anderer Kurs', null, minutes(30))).resolves.toMatchObject({ recipients: 1 });
    // Three an hour, up to ten in the day: the eleventh within 24 hours waits for the first to be a day old.
    for (const at of [60, 70, 80, 120, 130, 140, 180]) await send(olga, 'drehen', `Um ${at}`, null, minutes(at));
    const eleventh = await send(olga, 'drehen', 'Elf', null, minutes(5 * 60)).catch((caught: unknown) => caught);
    expect((eleventh as TooManyAttemptsError).retryAfterSeconds).toBe(24 * 60 * 60 - 5 * 60 * 60);
    expect(await mailsTo(booked.ana.uid)).toHaveLength(10);
    await expect(send(olga, 'drehen', 'Am nächsten Tag', null, minutes(24 * 60))).resolves.toMatchObject({ recipients: 3 });
  });

  it(`writes a large course's mails ${MESSAGE_MAILS_PER_WRITE} at a time, the live post with the first`, async () => {
    const many = Array.from({ length: MESSAGE_MAILS_PER_WRITE + 50 }, (_, index) => person(`gast-${index}`, index % 2 ? 'en' : 'de'));
    await store.write([...many.map((record): WriteOp => ({ put: 'profile', record })), { create: 'event', record: course('kurs-2', 'gross', { capacity: 500, seatsLeft: 500 }) }]);
    for (const guest of many) await store.bookings.book('gross', guest.uid, created, noMails);
    const writes: WriteOp[][] = [];
    const counting: Store = new Proxy(store, {
      get: (target, key) => (key === 'write' ? (ops: WriteOp[]) => (writes.push(ops), target.write(ops)) : Reflect.get(target, key)),
    });
    const result = await messageBooked(contextFor(olga, t0, counting), 'gross', { textDe: 'Alle in den großen Saal!' });
    expect(result.recipients).toBe(many.length);
    expect(writes.map((ops) => ops.length)).toEqual([MESSAGE_MAILS_PER_WRITE + 1, 50]);
    expect(writes[0]![0]).toMatchObject({ put: 'livePost' });
    expect(writes.flat().filter((op) => 'put' in op && op.put === 'mail')).toHaveLength(many.length);
  });
});
