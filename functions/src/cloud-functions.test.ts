// The scheduled Cloud Functions (radarDigest, courseDecisions, paymentSweep, sessionReminders) called as Cloud Scheduler calls them: an
// HTTP POST with its job headers to the very function index.ts exports, served the way the Functions Framework
// serves it (express), over the Firestore emulator with the functions' own environment. The Functions emulator
// skips scheduled functions (it has no Pub/Sub emulator), so this is where they run for real. Stripe is the `stripe`
// package against a local server speaking the used subset of its API (test/fake-stripe.ts); only its address is
// changed here. firebase-functions-test is not used: its wrapper of a v2 scheduled function only calls `.run(event)`,
// which skips the HTTP entry Cloud Scheduler uses, and it would pull jest into the tree as a required peer.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cities, crafts, events as scenarioEvents, venues } from '../test/fixtures.scenarios.js';
import { fakeStripe, listenFakeStripe } from '../test/fake-stripe.js';
import { clearFirestore, firestoreEmulatorMissing, startFirestoreEmulator, type FirestoreEmulator } from '../test/firestore-emulator.js';
import type { LiveBus } from './domain/live.js';
import type { PaymentProvider } from './domain/payment-provider.js';
import { newRadarAlert } from './domain/radar.js';
import type { EventRecord, ProfileRecord } from './domain/records.js';
import type { Store } from './domain/repositories.js';
import type { Viewer } from './domain/viewer.js';
import { openEmbeddedLiveBus } from './live/embedded.js';
import { stripeProvider } from './payments/stripe.js';
import { bookEvent } from './services/bookings.js';
import { createLoaders } from './services/loaders.js';
import { applyProviderEvent } from './services/order-changes.js';
import { startCheckout } from './services/orders.js';
import type { ViewerContext } from './services/service-context.js';
import { tokenHash } from './services/radar-mails.js';
import { findMatches } from './services/radar-triggers.js';
import { openStoreFromEnv } from './store/open.server.js';

// The functions build their Stripe client from the environment, for api.stripe.com; this points it at the local
// server and leaves everything else as deployed.
const stripeApi = vi.hoisted(() => ({ current: undefined as { host: string; port: number; protocol: 'http' } | undefined }));
vi.mock('./payments/stripe.js', async (original) => {
  const actual = await original<typeof import('./payments/stripe.js')>();
  return { ...actual, stripeProvider: (options: Parameters<typeof actual.stripeProvider>[0]) => actual.stripeProvider({ ...options, api: stripeApi.current! }) };
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SITE = 'https://magazin.example';
const STRIPE_KEY = 'sk_test_local';
const WEBHOOK_SECRET = 'whsec_local';

type Scheduled = 'radarDigest' | 'courseDecisions' | 'paymentSweep' | 'sessionReminders';

const profile = (uid: string, locale: 'de' | 'en' = 'de'): ProfileRecord => ({
  uid,
  email: `${uid}@example.org`,
  name: uid,
  favouriteCraftSlugs: [],
  locale,
  role: 'USER',
  trustedOrganiser: false,
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-01T09:00:00Z'),
});

/** A published course in two days, from the scenario's kurs-1 (Tonwerk, pottery). */
function course(slug: string, fields: Partial<EventRecord> = {}): EventRecord {
  const base = scenarioEvents.find((event) => event.slug === 'kurs-1')!;
  const startsAt = new Date(Date.now() + 48 * HOUR);
  const endsAt = new Date(startsAt.getTime() + 3 * HOUR);
  return { ...base, slug, title: { de: `Kurs ${slug}`, en: `Course ${slug}` }, startsAt, endsAt, sessions: [{ startsAt, endsAt }], ownerUid: 'orga', ...fields };
}

describe.skipIf(firestoreEmulatorMissing())('the scheduled functions, called as Cloud Scheduler calls them', () => {
  let emulator: FirestoreEmulator;
  let store: Store;
  let db: Firestore;
  let live: LiveBus;
  let payments: PaymentProvider;
  let server: Server;
  let base: string;
  const stripe = fakeStripe();

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    stripeApi.current = await listenFakeStripe(stripe);
    // What the functions read, as in a deployment: the project, Firestore (here the emulator), Stripe's keys (from
    // Secret Manager there), the site's address for links in mails, and K_SERVICE, set by Cloud Functions (it keeps
    // the built-in test provider out).
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', emulator.host);
    vi.stubEnv('GCLOUD_PROJECT', emulator.projectId);
    vi.stubEnv('STRIPE_SECRET_KEY', STRIPE_KEY);
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
    vi.stubEnv('SITE_URL', SITE);
    vi.stubEnv('K_SERVICE', 'scheduled');
    // index.ts sets NODE_ENV for the whole package, as in production; stubbed, it is restored afterwards.
    vi.stubEnv('NODE_ENV', process.env.NODE_ENV ?? 'test');
    // The functions keep their store per instance from the first run on: a fresh instance, with the env above.
    vi.resetModules();
    const functions = await import('./index.js');
    const app = express();
    // The Functions Framework hands each function express' request with the body's bytes as `rawBody` (none here).
    for (const name of ['radarDigest', 'courseDecisions', 'paymentSweep', 'sessionReminders'] as const) {
      app.post(`/${name}`, (req, res) => functions[name](Object.assign(req, { rawBody: Buffer.alloc(0) }), res));
    }
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    store = await openStoreFromEnv();
    db = new Firestore({ projectId: emulator.projectId, host: emulator.host, ssl: false });
    live = openEmbeddedLiveBus();
    payments = stripeProvider({ secretKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await new Promise<void>((resolve) => stripe.server.close(() => resolve()));
    await live?.close();
    await store?.close();
    await db?.terminate();
    await emulator?.stop();
    vi.unstubAllEnvs();
  });

  beforeEach(async () => {
    await clearFirestore(emulator.host, emulator.projectId);
    await store.crafts.upsertMany(crafts);
    await store.cities.upsertMany(cities);
    await store.venues.upsertMany(venues);
    await store.write(['orga', 'anna', 'ben', 'cleo'].map((uid) => ({ put: 'profile' as const, record: profile(uid, uid === 'orga' ? 'en' : 'de') })));
    // The organiser of these paid courses sells them through an active Stripe Connect account.
    const onboarded = new Date();
    await store.payouts.saveAccount({
      uid: 'orga',
      provider: 'stripe',
      accountId: 'acct_orga',
      status: 'ACTIVE',
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      disabledReason: null,
      seller: { name: 'Orga Keramik', address: ['Neubaugasse 1', '1070 Wien'], country: 'AT', email: 'orga@example.org', vat: { kind: 'SMALL_BUSINESS' } },
      createdAt: onboarded,
      updatedAt: onboarded,
    });
    // The functions log what they did, and warn that watcher counts stay within the instance (no Realtime Database).
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  /** Cloud Scheduler's request: a POST with its job's name and the scheduled time. Answers the status. */
  async function schedulerRuns(name: Scheduled): Promise<number> {
    const response = await fetch(`${base}/${name}`, {
      method: 'POST',
      headers: { 'X-CloudScheduler': 'true', 'X-CloudScheduler-JobName': `firebase-schedule-${name}-europe-west3`, 'X-CloudScheduler-ScheduleTime': new Date().toISOString() },
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** What a signed-in person's request does, at `now`, paying through Stripe. */
  function contextOf(uid: string, now: Date): ViewerContext & { payments: PaymentProvider } {
    const person = profile(uid);
    const viewer: Viewer = { uid, role: person.role, email: person.email, emailVerified: true, signInMethods: ['password'], profile: person, ownedVenueSlugs: [] };
    return { store, loaders: createLoaders(store, now), now, viewer, live, payments };
  }

  /** A seat booked and its checkout opened at Stripe at `at`: the order, its session. */
  async function checkout(uid: string, slug: string, at: Date) {
    const booking = await bookEvent(contextOf(uid, at), { slug });
    expect(booking.status).toBe('HELD');
    const { order } = await startCheckout(contextOf(uid, at), { orderId: booking.orderId! });
    return { orderId: order.id, sessionId: order.sessionId! };
  }

  /** The `mail` collection as the Trigger Email extension reads it. */
  const mailDocs = async (to: string) => (await db.collection('mail').where('to', '==', to).get()).docs.map((doc) => doc.data());
  const templates = async (uid: string) => (await mailDocs(`${uid}@example.org`)).map((mail) => mail.templateName as string).sort();

  it('radarDigest mails an alert’s waiting match once its quiet hour is over, marks it mailed, and sends nothing on the next run', async () => {
    const now = Date.now();
    await store.events.upsertMany([course('restplatz', { capacity: 8, seatsLeft: 2 })]);
    // Anna's alert mailed her 100 minutes ago; the course matched 90 minutes ago, within that alert's quiet hour, so
    // the match waits for the digest.
    await store.radar.saveAlert(newRadarAlert('annas', 'anna', 'de', new Date(now - 3 * HOUR), { craftSlugs: ['toepfern-keramik'], lastMailedAt: new Date(now - 100 * MINUTE) }));
    const [match] = await findMatches({ store, live }, 'restplatz', 'NEW_EVENT', new Date(now - 90 * MINUTE));
    expect(match).toMatchObject({ alertId: 'annas', mailedAt: null });
    expect(await mailDocs('anna@example.org')).toEqual([]);

    expect(await schedulerRuns('radarDigest')).toBe(200);
    const [mail, ...more] = await mailDocs('anna@example.org');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ templateName: 'radarMatches', message: { subject: expect.stringContaining('Restplatz-Radar') } });
    expect(mail!.message.text).toContain('Kurs restplatz');
    expect(mail!.message.text).toContain(`${SITE}/events/restplatz`);
    // The unsubscribe link of the header is the match's own: its token hashes to what the match keeps.
    const unsubscribe = /^<(https:\/\/magazin\.example\/radar\/unsubscribe\?token=([\w-]+))>$/.exec(mail!.headers['List-Unsubscribe'] as string);
    expect(unsubscribe).not.toBeNull();
    expect(mail!.message.text).toContain(unsubscribe![1]);
    const [mailed] = await store.radar.getMatches([match!.id]);
    expect(mailed?.mailedAt).toBeInstanceOf(Date);
    expect(mailed?.mailTokenHash).toBe(tokenHash(unsubscribe![2]!));
    expect(await store.radar.waitingMatches({}, 10)).toEqual([]);

    expect(await schedulerRuns('radarDigest')).toBe(200);
    expect(await mailDocs('anna@example.org')).toHaveLength(1);
  });

  it('sessionReminders mails a confirmed person before the session once, with its calendar entry and opt-out header', async () => {
    const startsAt = new Date(Date.now() + 20 * HOUR);
    const endsAt = new Date(startsAt.getTime() + 3 * HOUR);
    await store.events.upsertMany([course('erinnerung', { startsAt, endsAt, sessions: [{ startsAt, endsAt }], price: { amountCents: 0, currency: 'EUR' } })]);
    await store.bookings.book('erinnerung', 'anna', new Date(), () => []);

    expect(await schedulerRuns('sessionReminders')).toBe(200);
    expect(await schedulerRuns('sessionReminders')).toBe(200);
    const [mail, ...more] = await mailDocs('anna@example.org');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ templateName: 'sessionReminder', message: { subject: expect.stringContaining('Kurs erinnerung') } });
    expect(mail!.message.attachments[0]).toMatchObject({ filename: 'erinnerung-1.ics', contentType: 'text/calendar; charset=utf-8' });
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<https:\/\/magazin\.example\/reminders\/off\?r=/);
  });

  it('courseDecisions confirms a course at its minimum and calls off one below it, with the mails and the payer refunded at Stripe', async () => {
    const now = Date.now();
    const decidedAt = new Date(now - 5 * MINUTE);
    const booked = new Date(now - 30 * MINUTE);
    await store.events.upsertMany([
      course('genug', { capacity: 4, seatsLeft: 4, price: { amountCents: 0, currency: 'EUR' }, minimum: { participants: 1, decidesAt: decidedAt, outcome: 'PENDING' } }),
      course('zu-wenig', { capacity: 4, seatsLeft: 4, price: { amountCents: 6_500, currency: 'EUR' }, minimum: { participants: 2, decidesAt: decidedAt, outcome: 'PENDING' } }),
    ]);
    expect((await bookEvent(contextOf('ben', booked), { slug: 'genug' })).status).toBe('CONFIRMED');
    // Anna pays for her seat at Stripe half an hour before the decision.
    const { orderId, sessionId } = await checkout('anna', 'zu-wenig', booked);
    stripe.pay(sessionId);
    const paidAt = new Date(booked.getTime() + MINUTE);
    await applyProviderEvent({ store, payments, now: paidAt }, { id: `evt_${randomUUID()}`, type: 'checkout.session.completed', session: await payments.getSession(sessionId) });
    expect((await store.orders.getByIds([orderId]))[0]).toMatchObject({ status: 'COMPLETED', paymentId: `pi_fake_${sessionId}` });

    expect(await schedulerRuns('courseDecisions')).toBe(200);
    const [genug, zuWenig] = await store.events.getBySlugs(['genug', 'zu-wenig']);
    expect(genug).toMatchObject({ status: 'SCHEDULED', minimum: { outcome: 'CONFIRMED' } });
    expect(zuWenig).toMatchObject({ status: 'CANCELLED', minimum: { outcome: 'CALLED_OFF' } });
    const refunds = stripe.requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds.map((request) => [request.idempotencyKey, request.form.get('payment_intent'), request.form.get('amount')])).toEqual([
      [`refund-${orderId}`, `pi_fake_${sessionId}`, '6500'],
    ]);
    // The seat was sold for the organiser: the refund takes their share back and gives the platform's fee back too.
    expect(refunds.map((request) => [request.form.get('reverse_transfer'), request.form.get('refund_application_fee')])).toEqual([['true', 'true']]);
    const [sold] = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions' && request.method === 'POST');
    expect(sold?.form.get('payment_intent_data[transfer_data][destination]')).toBe('acct_orga');
    expect((await store.orders.getByIds([orderId]))[0]).toMatchObject({ status: 'REFUNDED', refundId: expect.stringMatching(/^re_fake_/) });
    expect(await templates('ben')).toEqual(['bookingConfirmed', 'courseConfirmed'].sort());
    expect(await templates('anna')).toEqual(expect.arrayContaining(['courseCalledOff', 'paymentRefunded']));
    const organiser = (await mailDocs('orga@example.org')).map((mail) => mail.message.subject as string).sort();
    // The platform's fee on Anna's seat was invoiced to the organiser when she paid and credited with her refund.
    expect(organiser).toEqual([
      'Credit note G-000002: Course zu-wenig',
      'Invoice G-000001: platform fee for Course zu-wenig',
      'Your course is on: Course genug',
      'Your course was called off: Course zu-wenig',
    ]);

    const mails = (await db.collection('mail').get()).size;
    expect(await schedulerRuns('courseDecisions')).toBe(200);
    expect((await db.collection('mail').get()).size).toBe(mails);
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(1);
  });

  it('paymentSweep ends a hold that ran out at Stripe and releases its seat; without Stripe keys on Cloud Functions it touches nothing', async () => {
    const now = Date.now();
    await store.events.upsertMany([course('ein-platz', { capacity: 1, seatsLeft: 1, price: { amountCents: 6_500, currency: 'EUR' } })]);
    // Cleo opened a checkout 20 minutes ago and left; her hold (15 minutes) ran out 5 minutes ago.
    const { orderId, sessionId } = await checkout('cleo', 'ein-platz', new Date(now - 20 * MINUTE));
    expect((await store.events.getBySlugs(['ein-platz']))[0]?.seatsLeft).toBe(0);

    // A deployment without Stripe's keys takes no payments at all: the sweep does nothing (and no test provider).
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    expect(await schedulerRuns('paymentSweep')).toBe(200);
    expect((await store.orders.getByIds([orderId]))[0]?.status).toBe('AWAITING_PAYMENT');
    vi.stubEnv('STRIPE_SECRET_KEY', STRIPE_KEY);
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);

    expect(await schedulerRuns('paymentSweep')).toBe(200);
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
    expect((await store.orders.getByIds([orderId]))[0]?.status).toBe('EXPIRED');
    expect((await store.bookings.byUser('cleo'))[0]?.status).toBe('CANCELLED');
    expect((await store.events.getBySlugs(['ein-platz']))[0]?.seatsLeft).toBe(1);
    expect(await templates('cleo')).toContain('holdExpired');

    // Swept once: the next run finds nothing to do.
    const expiries = stripe.requests.filter((request) => request.path.endsWith('/expire')).length;
    expect(await schedulerRuns('paymentSweep')).toBe(200);
    expect(stripe.requests.filter((request) => request.path.endsWith('/expire'))).toHaveLength(expiries);
    expect((await store.events.getBySlugs(['ein-platz']))[0]?.seatsLeft).toBe(1);
  });
});
