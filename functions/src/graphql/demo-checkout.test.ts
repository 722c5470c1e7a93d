// The demo's codes at checkout, as the README's „Try it“ has a visitor try them on a fresh start: the demo participant
// books a seat of one of the demo organiser's paid courses, takes 10 % off with her code and pays the rest with the
// demo's gift voucher, whose balance then shows what is left; the site-wide code takes 5 € off another of her courses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../domain/repositories.js';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import type { IdentityProvider } from '../identity/identity.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { testPaymentProvider } from '../payments/test-provider.js';
import { demoContent } from '../seed/demo-content.js';
import { DEMO_ORGANISER, DEMO_PARTICIPANT, DEMO_PASSWORD, registerDemoPayoutAccount, seedDemoPeople } from '../seed/demo-people.js';
import { DEMO_VOUCHER_CENTS } from '../seed/demo-vouchers.js';
import { seedDemoContent } from '../seed/seed.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { buildInfo, type GraphQLApi } from './api.testing.js';
import { createGraphQLApi } from './server.js';

const HOUR = 3_600_000;
// The API keeps the real time, so the demo is seeded for it.
const now = new Date();
const BOOK = 'mutation ($slug: ID!) { bookEvent(slug: $slug) { id } }';
const APPLY = `mutation ($orderId: ID!, $code: String!) {
  applyCode(orderId: $orderId, code: $code) { status amountCents discountCents discountCode discountFundedBy voucherCents cardCents }
}`;
const BALANCE = 'query ($code: String!) { voucherBalance(code: $code) { code status valueCents balanceCents } }';

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;
let participant: Record<string, string>;
beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedDemoContent(store, now);
  identity = createEmbeddedIdentity(embeddedDatabase(store)!);
  await seedDemoPeople(store, identity, now);
  const provider = testPaymentProvider({ siteUrl: () => 'http://localhost:3000' });
  await registerDemoPayoutAccount(store, provider);
  api = await createGraphQLApi({ store, identity, buildInfo, live: openEmbeddedLiveBus(), payments: provider, platformFee: { percent: 5, fixedCents: 50 } });
  const { session } = await identity.signIn(DEMO_PARTICIPANT.email, DEMO_PASSWORD);
  participant = { authorization: `Bearer ${session.cookie}` };
});
afterAll(async () => {
  await api.stop();
  await store.close();
});

/** Books a seat of `slug` as the participant: the order of the held seat. */
async function heldOrder(slug: string): Promise<string> {
  const booked = await api.execute({ query: BOOK, variables: { slug } }, participant);
  expect(booked.errors).toBeUndefined();
  const [booking] = await store.bookings.getByIds([(booked.data as { bookEvent: { id: string } }).bookEvent.id]);
  return booking!.orderId!;
}

const apply = async (orderId: string, code: string) => {
  const result = await api.execute({ query: APPLY, variables: { orderId, code } }, participant);
  expect(result.errors).toBeUndefined();
  return (result.data as { applyCode: Record<string, unknown> }).applyCode;
};

/** The demo organiser's upcoming paid courses with a free seat: the demo's only courses taking payments. */
function paidCourses() {
  return demoContent(now).events.filter(
    (event) =>
      event.price.amountCents > 0 &&
      event.registration === 'BOOKING' &&
      event.status === 'SCHEDULED' &&
      event.seatsLeft > 0 &&
      event.startsAt.getTime() > now.getTime() + 48 * HOUR &&
      event.ownerUid === DEMO_ORGANISER.uid,
  );
}

describe('the demo’s codes at checkout', () => {
  it('take 10 % off the organiser’s course with her code, and the demo voucher pays what it can of the rest', async () => {
    const course = paidCourses()[0]!;
    const orderId = await heldOrder(course.slug);
    const price = course.price.amountCents;
    const discount = Math.round(price / 10);
    expect(await apply(orderId, 'werkstatt10')).toMatchObject({ status: 'RESERVED', amountCents: price, discountCents: discount, discountCode: 'WERKSTATT10', discountFundedBy: 'ORGANISER', cardCents: price - discount });
    const voucherCents = Math.min(DEMO_VOUCHER_CENTS, price - discount);
    expect(await apply(orderId, 'c74egz yjqe3r gnt6em')).toMatchObject({ voucherCents, cardCents: price - discount - voucherCents });
    const balance = await api.execute({ query: BALANCE, variables: { code: 'C74EGZ-YJQE3R-GNT6EM' } }, {});
    expect(balance.data).toEqual({ voucherBalance: { code: 'C74EGZ-YJQE3R-GNT6EM', status: 'ACTIVE', valueCents: DEMO_VOUCHER_CENTS, balanceCents: DEMO_VOUCHER_CENTS - voucherCents } });
  });

  it('take 5 € off another course with the site’s code, paid by the platform', async () => {
    const course = paidCourses()[1]!;
    const orderId = await heldOrder(course.slug);
    expect(await apply(orderId, 'Willkommen5')).toMatchObject({ discountCents: 500, discountCode: 'WILLKOMMEN5', discountFundedBy: 'PLATFORM', cardCents: course.price.amountCents - 500 });
  });
});
