// The decision job of courses with a minimum of participants, over an embedded store on a file: what it decides and
// mails, that a second run (also after a restart) changes nothing twice, and that npm start runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { events as scenarioEvents, seedScenario } from '../../test/fixtures.scenarios.js';
import type { LiveBus } from '../domain/live.js';
import type { PaymentProvider } from '../domain/payment-provider.js';
import type { EventRecord, ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { decideCourses, decideCoursesEvery } from './course-decisions.js';
import { settleCancelledEvent } from './order-changes.js';

// The refunds themselves are the payments' (tested there); here only that calling off asks for them.
vi.mock('./order-changes.js', async (original) => ({ ...(await original<typeof import('./order-changes.js')>()), settleCancelledEvent: vi.fn(async () => ({ refunded: 0 })) }));

const HOUR = 3_600_000;
const now = new Date();
const decidesAt = new Date(now.getTime() + HOUR);
const afterDecision = new Date(decidesAt.getTime() + 60_000);

let dir: string;
let file: string;
let store: Store;
let live: LiveBus;

const profile = (uid: string, locale: 'de' | 'en' = 'de'): ProfileRecord => ({
  uid,
  email: `${uid}@example.org`,
  name: uid,
  favouriteCraftSlugs: [],
  locale,
  role: 'USER',
  trustedOrganiser: false,
  createdAt: now,
  updatedAt: now,
});

/** A free course two days ahead, decided in an hour. */
function course(slug: string, capacity: number, participants: number, fields: Partial<EventRecord> = {}): EventRecord {
  const base = scenarioEvents.find((event) => event.slug === 'kurs-2')!;
  const startsAt = new Date(now.getTime() + 48 * HOUR);
  const endsAt = new Date(startsAt.getTime() + 3 * HOUR);
  return {
    ...base,
    slug,
    title: { de: `Kurs ${slug}`, en: `Course ${slug}` },
    startsAt,
    endsAt,
    sessions: [{ startsAt, endsAt }],
    price: { amountCents: 0, currency: 'EUR' },
    capacity,
    seatsLeft: capacity,
    ownerUid: 'orga',
    minimum: { participants, decidesAt, outcome: 'PENDING' },
    ...fields,
  };
}

async function book(slug: string, ...uids: string[]): Promise<void> {
  for (const uid of uids) await store.bookings.book(slug, uid, now, () => []);
}

const mailsTo = async (uid: string) => (await store.mail.list({ to: `${uid}@example.org` }, 50)).map((mail) => mail.template).sort();

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'course-decisions-'));
  file = join(dir, 'store.sqlite');
  store = openEmbeddedStore({ file });
  live = openEmbeddedLiveBus();
  await seedScenario(store);
  await store.write(
    [profile('orga', 'en'), profile('anna'), profile('ben', 'en'), profile('cleo'), profile('dora')].map((record) => ({ put: 'profile' as const, record })),
  );
  await store.events.upsertMany([
    course('genug', 3, 2),
    course('zu-wenig', 4, 3),
    course('voll', 1, 1),
    course('spaeter', 4, 2, { minimum: { participants: 2, decidesAt: new Date(now.getTime() + 24 * HOUR), outcome: 'PENDING' } }),
  ]);
  await book('genug', 'anna', 'ben');
  await book('zu-wenig', 'anna', 'ben', 'cleo');
  await book('voll', 'cleo', 'dora'); // dora waits
});
afterEach(async () => {
  await live.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the course decision job', () => {
  it('decides nothing before the decision time', async () => {
    expect(await decideCourses({ store, live }, now)).toEqual({ confirmed: [], calledOff: [] });
  });

  it('confirms courses at their minimum (a full one with a waitlist too) and calls off those below it, mailing everyone once', async () => {
    // A cancellation before the decision: three booked, one cancelled, one short of the minimum.
    const cleos = (await store.bookings.byEvent('zu-wenig')).find((booking) => booking.uid === 'cleo')!;
    await store.bookings.cancel(cleos.id, now, () => []);

    const run = await decideCourses({ store, live }, afterDecision);
    expect(run).toEqual({ confirmed: ['genug', 'voll'], calledOff: ['zu-wenig'] });
    const [genug, zuWenig, voll, spaeter] = await store.events.getBySlugs(['genug', 'zu-wenig', 'voll', 'spaeter']);
    expect(genug).toMatchObject({ status: 'SCHEDULED', minimum: { outcome: 'CONFIRMED' } });
    expect(voll).toMatchObject({ status: 'SCHEDULED', minimum: { outcome: 'CONFIRMED' } });
    expect(zuWenig).toMatchObject({ status: 'CANCELLED', minimum: { outcome: 'CALLED_OFF' } });
    expect(spaeter?.minimum?.outcome).toBe('PENDING');

    // Everyone booked or waiting, in their language; cleo's cancelled booking hears nothing of `zu-wenig`.
    expect(await mailsTo('anna')).toEqual(['courseCalledOff', 'courseConfirmed']);
    expect(await mailsTo('ben')).toEqual(['courseCalledOff', 'courseConfirmed']);
    expect(await mailsTo('cleo')).toEqual(['courseConfirmed']);
    expect(await mailsTo('dora')).toEqual(['courseConfirmed']);
    const [toDora] = await store.mail.list({ to: 'dora@example.org' }, 1);
    expect(toDora?.message.text).toContain('Warteliste');
    const bens = await store.mail.list({ to: 'ben@example.org' }, 5);
    expect(bens.find((mail) => mail.template === 'courseCalledOff')?.message.subject).toBe('Called off: Course zu-wenig');
    // The organiser: one mail per decided course, in English.
    const organisers = await store.mail.list({ to: 'orga@example.org' }, 5);
    expect(organisers.map((mail) => mail.message.subject).sort()).toEqual([
      'Your course is on: Course genug',
      'Your course is on: Course voll',
      'Your course was called off: Course zu-wenig',
    ]);
  });

  it('decides each course once: a second run, and a run after a restart, mail nothing more', async () => {
    await decideCourses({ store, live }, afterDecision);
    const mails = (await store.mail.list({}, 100)).length;
    expect(mails).toBe(10); // three courses confirmed: seven people and the organiser three times
    expect(await decideCourses({ store, live }, afterDecision)).toEqual({ confirmed: [], calledOff: [] });

    // Restart: the same file opened again.
    await store.close();
    store = openEmbeddedStore({ file });
    expect(await decideCourses({ store, live }, new Date(afterDecision.getTime() + HOUR))).toEqual({ confirmed: [], calledOff: [] });
    expect((await store.mail.list({}, 100)).length).toBe(mails);
    // A course its organiser cancelled before the decision is not decided at all.
    const [spaeter] = await store.events.getBySlugs(['spaeter']);
    await store.write([{ put: 'event', record: { ...spaeter!, status: 'CANCELLED' } }]);
    expect(await decideCourses({ store, live }, new Date(now.getTime() + 25 * HOUR))).toEqual({ confirmed: [], calledOff: [] });
  });

  it('refunds the payers of a course it calls off through the one cancellation path, and of no course it confirms', async () => {
    const payments = { name: 'test' } as unknown as PaymentProvider;
    const cleos = (await store.bookings.byEvent('zu-wenig')).find((booking) => booking.uid === 'cleo')!;
    await store.bookings.cancel(cleos.id, now, () => []);
    await decideCourses({ store, live, payments }, afterDecision);
    expect(vi.mocked(settleCancelledEvent).mock.calls.map(([deps, slug]) => [deps.payments, slug])).toEqual([[payments, 'zu-wenig']]);
  });

  it('moves the paid orders of a course it calls off to refunding with the cancellation itself, also without a provider at hand', async () => {
    await store.events.upsertMany([course('bezahlt', 4, 3, { price: { amountCents: 4_000, currency: 'EUR' } })]);
    for (const uid of ['anna', 'ben']) {
      const { order } = await store.bookings.book('bezahlt', uid, now, () => []);
      await store.orders.change(order!.id, { kind: 'PAID', paymentId: `pi_${uid}`, amountCents: 4_000, currency: 'eur' }, now, {}, () => []);
    }
    await decideCourses({ store, live }, afterDecision);
    expect((await store.orders.byEvent('bezahlt')).map((order) => [order.uid, order.status, order.refundReason]).sort()).toEqual([
      ['anna', 'REFUND_PENDING', 'EVENT_CANCELLED: MINIMUM_NOT_REACHED'],
      ['ben', 'REFUND_PENDING', 'EVENT_CANCELLED: MINIMUM_NOT_REACHED'],
    ]);
    // The payment sweep refunds them; each payer is told once, beside the course being called off.
    expect((await mailsTo('ben')).filter((template) => template === 'paymentRefunded')).toHaveLength(1);
    await decideCourses({ store, live }, new Date(afterDecision.getTime() + HOUR));
    expect((await mailsTo('ben')).filter((template) => template === 'paymentRefunded')).toHaveLength(1);
  });

  it('runs at start and then every five minutes in npm start, without keeping the process alive', async () => {
    vi.useFakeTimers();
    try {
      const due = vi.spyOn(store.events, 'decisionsDue');
      const timer = decideCoursesEvery({ store, live }, undefined, () => {});
      expect(timer.hasRef()).toBe(false);
      expect(due).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(due).toHaveBeenCalledTimes(2);
      clearInterval(timer);
    } finally {
      vi.useRealTimers();
    }
  });
});
