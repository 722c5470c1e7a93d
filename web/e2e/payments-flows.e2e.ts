// Paid seats end to end in Chromium against the built site on the built-in test provider, beyond the first payment
// (payments.e2e.ts): an abandoned checkout whose hold runs out hands the seat to the person waiting, who is mailed
// and pays; a payment that arrives after its hold ended is refunded and the person is told why; an organiser who
// cancels a paid event refunds every payer once; a paid course called off at its decision time refunds its payer,
// one confirmed keeps them; and the server killed outright (SIGKILL) while a payment's webhook
// waits for its booking update, and while down when the provider confirms another: after the restart every payment
// is matched to exactly one booking or refunded.
//
// Time passes the way course-minimum.e2e.ts lets it: the test moves a hold's end or a decision time into the past in
// the store while the server is down, and the payment sweep or the decision job, which the server runs at start,
// finds it. One server for the file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../functions/src/domain/payments.js';
import type { BookingRecord } from '../../functions/src/domain/records.js';
import { checkoutSessionObject } from '../../functions/src/payments/test-provider-events.js';
import { loadTestProviderState } from '../../functions/src/payments/test-provider-state.js';
import { register, siteForTests, watchConsole } from './harness';
import { activePayoutAccount, asPerson, createPaidCourse } from './live-helpers';

// The test provider signs its events with this secret (payments/open.ts reads it), so that the test can deliver an
// event again as Stripe retries one the site never acknowledged.
const webhookSecret = 'whsec_e2e_payment_flows';
process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
afterAll(() => {
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

const site = siteForTests();

/** What the test provider keeps in test-payments.json, read as the provider itself reads it. */
const providerFile = () => join(site.dataDir, 'test-payments.json');
const provider = () => loadTestProviderState(providerFile());

const orders = (slug: string) => site.withStore((store) => store.orders.byEvent(slug));
const bookings = (slug: string) => site.withStore((store) => store.bookings.byEvent(slug));
const statusOf = (list: readonly (OrderRecord | BookingRecord)[], uid: string) => list.filter((item) => item.uid === uid).map((item) => item.status);
/** The templates of the mails `email` got about the course `title`, sorted (mails of one transaction share their time). */
const mailsAbout = async (email: string, title: string) =>
  (await site.outbox(email))
    .filter((mail) => mail.message.subject.includes(title) || mail.message.text.includes(title))
    .map((mail) => mail.template)
    .sort();

async function submit(page: Page, button: string | RegExp): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).first().click()]);
}

/** The people of this file, registered once (without JavaScript: the forms work without it, and it is quicker). */
interface Person {
  page: Page;
  email: string;
  uid: string;
  problems: string[];
}
const people = new Map<string, Person>();
async function person(name: string): Promise<Person> {
  const known = people.get(name);
  if (known) return known;
  const context = await site.visitor('de-AT', { javaScriptEnabled: false });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const email = `${name.toLowerCase()}.zahlt@example.com`;
  await register(page, name, email);
  const { viewer } = await asPerson<{ viewer: { uid: string } }>(page, '{ viewer { uid } }');
  const created = { page, email, uid: viewer.uid, problems };
  people.set(name, created);
  return created;
}

/** An editor's paid course at the first venue in Vienna, published at once; with `minimum`, it runs only with that many bookings. */
async function paidCourse(title: string, capacity: number, priceCents: number, minimum?: number): Promise<string> {
  const editor = await person('Edda');
  return createPaidCourse(editor.page, title, { priceCents, capacity, minimum });
}

/** Books a seat through the API; a held seat gets its checkout opened. */
async function book(who: Person, slug: string): Promise<{ status: string; orderId?: string; sessionId?: string }> {
  const { bookEvent } = await asPerson<{ bookEvent: { status: string; order: { id: string } | null } }>(
    who.page,
    'mutation ($slug: ID!) { bookEvent(slug: $slug) { status order { id } } }',
    { slug },
  );
  if (bookEvent.status !== 'HELD') return { status: bookEvent.status };
  const { startCheckout } = await asPerson<{ startCheckout: { checkoutUrl: string } }>(who.page, 'mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }', {
    id: bookEvent.order!.id,
  });
  return { status: bookEvent.status, orderId: bookEvent.order!.id, sessionId: new URL(startCheckout.checkoutUrl).searchParams.get('session')! };
}

const payQuery = 'mutation ($id: ID!) { testCheckout(sessionId: $id, action: PAY) }';

/** Moves the end of these orders' holds into the past (the server must be down: it keeps no copy, but must not race). */
async function holdsRanOut(orderIds: readonly string[]): Promise<void> {
  const db = new Database(join(site.dataDir, 'e2e.sqlite'));
  try {
    const past = Date.now() - 60_000;
    const move = db.prepare(`UPDATE orders SET data = json_set(data, '$.holdUntil', json_object('$date', ?)) WHERE id = ?`);
    for (const id of orderIds) expect(move.run(past, id).changes).toBe(1);
  } finally {
    db.close();
  }
}

/** The provider's checkout.session.completed about a session, signed as Stripe signs, posted to the webhook route. */
async function deliverCompleted(sessionId: string, eventId: string): Promise<{ status: number; body: { outcome?: string } }> {
  const session = provider().sessions[sessionId]!;
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: checkoutSessionObject(session) },
  });
  const response = await fetch(`${site.baseUrl}/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string } };
}

/** Every payment the provider took is matched to exactly one paid order, or refunded exactly once: 0 lost, 0 double. */
async function everyPaymentAccountedFor(): Promise<{ paid: number; refunded: number }> {
  const { sessions, refunds } = provider();
  // Course payments: a paid session with an order (a Premium subscription's checkout has none).
  const payments = Object.values(sessions).flatMap((session) => (session.paid && session.orderId ? [{ ...session, orderId: session.orderId }] : []));
  const refundsOf = (paymentId: string) => Object.values(refunds).filter((refund) => refund.paymentId === paymentId);
  const all = await site.withStore(async (store) => (await store.orders.getByIds(payments.map((payment) => payment.orderId))) as OrderRecord[]);
  let paid = 0;
  let refunded = 0;
  for (const [i, payment] of payments.entries()) {
    const order = all[i]!;
    expect(order.paymentId, payment.id).toBe(payment.paymentId);
    if (order.status === 'COMPLETED') {
      paid++;
      expect(refundsOf(payment.paymentId!), payment.id).toEqual([]);
      const [booking] = await site.withStore((store) => store.bookings.getByIds([order.bookingId]));
      expect(booking?.status, payment.id).toBe('CONFIRMED');
    } else {
      refunded++;
      expect(order.status, payment.id).toBe('REFUNDED');
      expect(refundsOf(payment.paymentId!).map((refund) => refund.id), payment.id).toEqual([order.refundId]);
    }
  }
  return { paid, refunded };
}

describe('paid seats on the test provider', () => {
  // Everyone registers at once (the server hashes the passwords side by side); Edda organises as an editor.
  beforeAll(async () => {
    await Promise.all(['Edda', 'Anna', 'Ben', 'Carla', 'Dora'].map(person));
    await site.setRole(people.get('Edda')!.email, 'EDITOR');
    await activePayoutAccount(people.get('Edda')!.page);
  });

  it('ends an abandoned checkout when its hold runs out, and the person waiting moves up, is mailed and pays', async () => {
    const title = 'Abgebrochener Siebdruck';
    const slug = await paidCourse(title, 1, 3000);
    const anna = await person('Anna');
    await anna.page.goto(`/events/${slug}`);
    await submit(anna.page, 'Platz buchen');
    await submit(anna.page, /30,00.*bezahlen/);
    expect(new URL(anna.page.url()).pathname).toBe('/payment/test-checkout');
    const annasSession = new URL(anna.page.url()).searchParams.get('session')!;
    await submit(anna.page, 'Abbrechen und zurück');
    // Back on /payment: the seat is still hers until the hold ends.
    expect(new URL(anna.page.url()).pathname).toBe('/payment');
    expect(await anna.page.locator('main').textContent()).toMatch(/Wir halten deinen Platz bis \d\d:\d\d Uhr frei/);
    const ben = await person('Ben');
    expect((await book(ben, slug)).status).toBe('WAITLISTED');

    // The hold runs out while the server is down; the sweep at start ends it, at the provider first.
    const [annasOrder] = await orders(slug);
    await site.stopServer();
    await holdsRanOut([annasOrder!.id]);
    await site.startServer();
    await expect.poll(async () => statusOf(await bookings(slug), ben.uid), { timeout: 20_000 }).toEqual(['HELD']);
    expect(statusOf(await orders(slug), anna.uid)).toEqual(['EXPIRED']);
    expect(provider().sessions[annasSession]!.status).toBe('expired');
    expect(await mailsAbout(anna.email, title)).toEqual(['holdExpired']);
    await anna.page.reload();
    expect(await anna.page.locator('main').textContent()).toContain('Die Reservierung ist abgelaufen und der Platz wieder frei. Es wurde nichts abgebucht.');
    // Her abandoned checkout can no longer be paid.
    await anna.page.goto(`/payment/test-checkout?session=${annasSession}`);
    expect(await anna.page.locator('main').textContent()).toContain('Diese Testzahlung ist abgeschlossen oder abgelaufen.');

    // Ben is told, follows the mail's link and pays.
    expect(await mailsAbout(ben.email, title)).toEqual(['bookingWaitlisted', 'holdOffered']);
    const [offer] = (await site.outbox(ben.email)).filter((mail) => mail.template === 'holdOffered');
    const link = /\/payment\?order=[\w-]+/.exec(offer!.message.text)![0];
    await ben.page.goto(link);
    expect(await ben.page.locator('main').textContent()).toMatch(/Wir halten deinen Platz bis \d\d:\d\d Uhr frei/);
    await submit(ben.page, /30,00.*bezahlen/);
    await submit(ben.page, 'Bezahlen');
    expect(await ben.page.locator('main').textContent()).toContain('Bezahlt – dein Platz ist fix.');
    expect(statusOf(await bookings(slug), ben.uid)).toEqual(['CONFIRMED']);
    expect(await mailsAbout(ben.email, title)).toEqual(['bookingWaitlisted', 'holdOffered', 'invoiceIssued', 'paymentReceived']);
    expect((await site.withStore((store) => store.events.getBySlugs([slug])))[0]!.seatsLeft).toBe(0);
    expect([...anna.problems, ...ben.problems]).toEqual([]);
  }, 120_000);

  it('refunds a payment made after its hold ended and the seat went to someone else, and tells the person why', async () => {
    const title = 'Verspätete Zahlung';
    const slug = await paidCourse(title, 1, 4500);
    const carla = await person('Carla');
    await carla.page.goto(`/events/${slug}`);
    await submit(carla.page, 'Platz buchen');
    await submit(carla.page, /45,00.*bezahlen/);
    expect(await carla.page.locator('h1').textContent()).toBe('Testzahlung – es wird kein Geld bewegt');
    const dora = await person('Dora');
    expect((await book(dora, slug)).status).toBe('WAITLISTED');

    // The site ends Carla's hold while her checkout page is still open at the provider (the expiry crosses her
    // payment: with the test provider the sweep closes the session first, so the test ends the hold in the store,
    // as the sweep's transaction does) and the seat goes to Dora.
    const [carlasOrder] = await orders(slug);
    await site.withStore((store) => store.orders.change(carlasOrder!.id, { kind: 'EXPIRE' }, new Date(), {}, () => []));
    expect(statusOf(await bookings(slug), dora.uid)).toEqual(['HELD']);

    await submit(carla.page, 'Bezahlen');
    expect(new URL(carla.page.url()).pathname).toBe('/payment');
    expect(await carla.page.locator('main').textContent()).toContain(
      'Der Betrag wurde dir erstattet.Deine Zahlung kam erst an, nachdem die Reservierung abgelaufen war, und der Platz war inzwischen vergeben.',
    );
    const [refunded] = await orders(slug);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundReason: 'LATE_PAYMENT' });
    expect(Object.values(provider().refunds).filter((refund) => refund.paymentId === refunded!.paymentId)).toEqual([
      { id: refunded!.refundId, paymentId: refunded!.paymentId, amountCents: 4500 },
    ]);
    expect(await mailsAbout(carla.email, title)).toEqual(['paymentRefunded']);
    const [mail] = (await site.outbox(carla.email)).filter((each) => each.template === 'paymentRefunded');
    expect(mail!.message.text).toContain('Deine Zahlung kam erst an, nachdem die Reservierung abgelaufen war, und der Platz war inzwischen vergeben.');
    expect(mail!.message.text).toMatch(/Wir erstatten dir €\s45,00/);
    // Dora keeps the seat she was offered.
    expect(statusOf(await bookings(slug), dora.uid)).toEqual(['HELD']);
    expect(carla.problems).toEqual([]);
  }, 120_000);

  it('refunds every payer of a paid event its organiser cancels, once, and ends the unpaid hold', async () => {
    const title = 'Abgesagter Emaillekurs';
    const slug = await paidCourse(title, 3, 6000);
    const payers = [await person('Anna'), await person('Ben')];
    for (const payer of payers) {
      const { sessionId } = await book(payer, slug);
      await asPerson(payer.page, payQuery, { id: sessionId });
    }
    const carla = await person('Carla');
    expect((await book(carla, slug)).status).toBe('HELD');
    expect((await orders(slug)).map((order) => order.status)).toEqual(['COMPLETED', 'COMPLETED', 'AWAITING_PAYMENT']);

    const editor = await person('Edda');
    await editor.page.goto(`/profile/event/${slug}?cancel=1`);
    await editor.page.getByLabel('Grund (steht in der E-Mail)').fill('Die Kursleiterin ist krank.');
    await submit(editor.page, 'Ja, Kurs absagen');
    expect(await editor.page.locator('main').textContent()).toContain('Der Kurs ist abgesagt.');
    await expect.poll(async () => (await orders(slug)).map((order) => order.status)).toEqual(['REFUNDED', 'REFUNDED', 'EXPIRED']);

    const all = await orders(slug);
    for (const [i, payer] of payers.entries()) {
      const order = all[i]!;
      expect(order.refundReason).toBe('EVENT_CANCELLED: Die Kursleiterin ist krank.');
      expect(Object.values(provider().refunds).filter((refund) => refund.paymentId === order.paymentId).map((refund) => refund.id)).toEqual([order.refundId]);
      expect(await mailsAbout(payer.email, title)).toEqual(['creditNoteIssued', 'eventCancelled', 'invoiceIssued', 'paymentReceived', 'paymentRefunded']);
      await payer.page.goto(`/payment?order=${order.id}`);
      expect(await payer.page.locator('main').textContent()).toContain('Der Betrag wurde dir erstattet.Der Kurs wurde abgesagt. Begründung: „Die Kursleiterin ist krank.“');
      await payer.page.goto(`/en/payment?order=${order.id}`);
      expect(await payer.page.locator('main').textContent()).toContain('The amount has been refunded.The course was cancelled. Reason: “Die Kursleiterin ist krank.”');
    }
    expect(await mailsAbout(carla.email, title)).toEqual(['eventCancelled', 'holdExpired']);

    // Cancelling again is refused and refunds nobody twice.
    const again = await editor.page.request.post('/graphql', {
      data: { query: 'mutation ($slug: ID!) { cancelEvent(slug: $slug) { status } }', variables: { slug } },
      headers: { 'content-type': 'application/json' },
    });
    expect(((await again.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('CONFLICT');
    expect(Object.values(provider().refunds).filter((refund) => all.some((order) => order.paymentId === refund.paymentId))).toHaveLength(2);
    for (const payer of payers) expect((await mailsAbout(payer.email, title)).filter((t) => t === 'paymentRefunded')).toHaveLength(1);
    expect(editor.problems).toEqual([]);
  }, 120_000);

  it('refunds the payers of a paid course called off at its decision time and keeps those of one confirmed', async () => {
    const [shortTitle, enoughTitle] = ['Bezahlter Kurs mit zu wenigen', 'Bezahlter Kurs mit genug'];
    const short = await paidCourse(shortTitle, 3, 5500, 2);
    const enough = await paidCourse(enoughTitle, 3, 5500, 1);
    const [ben, dora] = [await person('Ben'), await person('Dora')];
    for (const [payer, slug] of [
      [ben, short],
      [dora, enough],
    ] as const) {
      const { sessionId } = await book(payer, slug);
      await asPerson(payer.page, payQuery, { id: sessionId });
    }
    const [shortOrder] = await orders(short);
    expect([shortOrder!.status, ...(await orders(enough)).map((order) => order.status)]).toEqual(['COMPLETED', 'COMPLETED']);

    // Both decision times pass while the server is down; the decision job runs at start.
    await site.stopServer();
    await site.withStore(async (store) => {
      const events = await store.events.getBySlugs([short, enough]);
      const past = new Date(Date.now() - 60_000);
      await store.write(events.map((event) => ({ put: 'event' as const, record: { ...event!, minimum: { ...event!.minimum!, decidesAt: past } } })));
    });
    await site.startServer();
    await expect
      .poll(async () => (await site.withStore((store) => store.events.getBySlugs([short, enough]))).map((event) => event?.minimum?.outcome), { timeout: 20_000 })
      .toEqual(['CALLED_OFF', 'CONFIRMED']);
    await expect.poll(async () => (await orders(short)).map((order) => order.status)).toEqual(['REFUNDED']);
    const [refunded] = await orders(short);
    expect(refunded!.refundReason).toBe('EVENT_CANCELLED: MINIMUM_NOT_REACHED');
    expect(Object.values(provider().refunds).filter((refund) => refund.paymentId === refunded!.paymentId).map((refund) => refund.id)).toEqual([refunded!.refundId]);
    expect(await mailsAbout(ben.email, shortTitle)).toEqual(['courseCalledOff', 'creditNoteIssued', 'invoiceIssued', 'paymentReceived', 'paymentRefunded']);
    await ben.page.goto(`/payment?order=${refunded!.id}`);
    expect(await ben.page.locator('main').textContent()).toContain('Der Betrag wurde dir erstattet.Der Kurs wurde abgesagt, weil sich zu wenige angemeldet haben.');

    expect((await orders(enough)).map((order) => order.status)).toEqual(['COMPLETED']);
    expect(statusOf(await bookings(enough), dora.uid)).toEqual(['CONFIRMED']);
    expect(await mailsAbout(dora.email, enoughTitle)).toEqual(['courseConfirmed', 'invoiceIssued', 'paymentReceived']);
    await dora.page.goto(`/events/${enough}`);
    expect(await dora.page.locator('.event__minimum').textContent()).toBe('Der Kurs findet statt');
    expect([...ben.problems, ...dora.problems]).toEqual([]);
  }, 120_000);

  it('matches every payment to one booking after the server is killed while a webhook waits for its booking update and while a payment is confirmed', async () => {
    const title = 'Absturz beim Bezahlen';
    const slug = await paidCourse(title, 2, 3500);
    const [carla, dora, anna] = [await person('Carla'), await person('Dora'), await person('Anna')];
    const atWebhook = await book(carla, slug);
    const whileDown = await book(dora, slug);
    expect((await book(anna, slug)).status).toBe('WAITLISTED');

    // Carla pays while another connection holds the store's write lock: the provider records her payment, and its
    // webhook, verified, waits inside the server for the transaction that would confirm her booking. Then the
    // server is killed: the webhook is never answered, the booking never updated.
    const lock = new Database(join(site.dataDir, 'e2e.sqlite'));
    lock.exec('BEGIN IMMEDIATE');
    const paying = carla.page.request.post('/graphql', { data: { query: payQuery, variables: { id: atWebhook.sessionId } }, headers: { 'content-type': 'application/json' } });
    const cutOff = paying.then(
      () => 'answered',
      () => 'cut off',
    );
    await expect.poll(() => provider().sessions[atWebhook.sessionId!]!.paid, { interval: 20, timeout: 12_000 }).toBe(true);
    await site.killServer();
    lock.exec('ROLLBACK');
    lock.close();
    expect(await cutOff).toBe('cut off');
    expect(statusOf(await orders(slug), carla.uid)).toEqual(['AWAITING_PAYMENT']);

    // While the site is down, Dora pays at the provider (which keeps its sessions in its file, as Stripe keeps
    // them): the payment is confirmed and its webhook cannot be delivered. Her hold runs out before the site is
    // back, so the sweep at start asks the provider before it releases her seat.
    const state = provider();
    Object.assign(state.sessions[whileDown.sessionId!]!, { status: 'complete', paid: true, paymentId: 'pi_test_paid_while_down' });
    writeFileSync(providerFile(), JSON.stringify(state));
    await holdsRanOut([whileDown.orderId!]);
    await site.startServer();
    await expect.poll(async () => statusOf(await orders(slug), dora.uid), { timeout: 20_000 }).toEqual(['COMPLETED']);
    // Carla's hold has not run out: her payment is matched by the provider's retry of the webhook.
    expect(statusOf(await orders(slug), carla.uid)).toEqual(['AWAITING_PAYMENT']);
    expect(await deliverCompleted(atWebhook.sessionId!, 'evt_e2e_retry_carla')).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    // Late and replayed deliveries change nothing.
    expect((await deliverCompleted(whileDown.sessionId!, 'evt_e2e_late_dora')).status).toBe(200);
    expect(await deliverCompleted(atWebhook.sessionId!, 'evt_e2e_retry_carla')).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });

    expect(statusOf(await orders(slug), carla.uid)).toEqual(['COMPLETED']);
    expect(statusOf(await orders(slug), dora.uid)).toEqual(['COMPLETED']);
    const seats = await bookings(slug);
    expect([carla, dora, anna].map(({ uid }) => statusOf(seats, uid))).toEqual([['CONFIRMED'], ['CONFIRMED'], ['WAITLISTED']]);
    expect((await site.withStore((store) => store.events.getBySlugs([slug])))[0]!.seatsLeft).toBe(0);
    for (const payer of [carla, dora]) {
      expect(await mailsAbout(payer.email, title)).toEqual(['invoiceIssued', 'paymentReceived']);
      const order = (await orders(slug)).find((each) => each.uid === payer.uid)!;
      await payer.page.goto(`/payment?order=${order.id}`);
      expect(await payer.page.locator('main').textContent()).toContain('Bezahlt – dein Platz ist fix.');
    }

    // Over the whole file (the restart's sweep ran over the earlier courses' orders too): every payment the
    // provider took is one confirmed booking or one refund.
    expect(await everyPaymentAccountedFor()).toEqual({ paid: 4, refunded: 4 });
  }, 120_000);
});
