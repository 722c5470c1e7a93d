// What the live end-to-end tests share: GraphQL as a signed-in person, an organiser's active payout account (needed to
// sell a paid course), a course that starts in a few minutes, and a console watch that tells the network errors of a
// server that is briefly down from real problems.
import type { ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';
import { isoWithOffset } from '../../functions/src/domain/time.js';

/** Sends a GraphQL operation as the signed-in person of `page` (its cookies go along); fails the test on errors. */
export async function asPerson<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  const result = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/**
 * Gives the signed-in person of `page` an active payout account at the test provider, as the onboarding would (seller
 * details, then the provider's onboarding: details given, check passed), so that their paid courses can be submitted,
 * approved and booked. payouts.e2e.ts goes the same way through the pages.
 */
export async function activePayoutAccount(page: Page): Promise<void> {
  const { startPayoutOnboarding } = await asPerson<{ startPayoutOnboarding: { onboardingUrl: string } }>(
    page,
    'mutation ($input: SellerInput!) { startPayoutOnboarding(input: $input) { onboardingUrl } }',
    { input: { vatKind: 'SMALL_BUSINESS', name: 'Werkstatt zum Testen', street: 'Testgasse 1', postalCode: '1070', city: 'Wien', country: 'AT' } },
  );
  const accountId = new URL(startPayoutOnboarding.onboardingUrl).searchParams.get('account')!;
  for (const action of ['SUBMIT', 'VERIFY']) {
    await asPerson(page, 'mutation ($accountId: ID!, $action: TestOnboardingAction!) { testOnboarding(accountId: $accountId, action: $action) }', { accountId, action });
  }
}

/**
 * Creates a course of `capacity` seats at the first venue, starting `minutesFromNow` from now (Vienna time, as the
 * form takes it), and submits it: an editor's course is published at once, anyone else's waits for review.
 */
export async function createCourse(page: Page, title: string, { capacity, minutesFromNow }: { capacity: number; minutesFromNow: number }) {
  const startsAtLocal = isoWithOffset(new Date(Date.now() + minutesFromNow * 60_000), 'Europe/Vienna').slice(0, 16);
  const { venues } = await asPerson<{ venues: { edges: { node: { slug: string; city: { slug: string } } }[] } }>(
    page,
    '{ venues(first: 1) { edges { node { slug city { slug } } } } }',
  );
  const venue = venues.edges[0]!.node;
  const { createEvent } = await asPerson<{ createEvent: { slug: string }[] }>(page, 'mutation ($input: EventInput!) { createEvent(input: $input) { slug } }', {
    input: {
      title,
      description: 'Ein Kurs, dem man live zusehen kann.',
      crafts: ['toepfern-keramik'],
      venue: venue.slug,
      startsAtLocal,
      durationMinutes: 120,
      priceCents: 0,
      capacity,
      level: 'ALL_LEVELS',
      materialsIncluded: true,
    },
  });
  const slug = createEvent[0]!.slug;
  const { submitEvent } = await asPerson<{ submitEvent: { review: string } }>(page, 'mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }', { slug });
  return { slug, craft: 'toepfern-keramik', city: venue.city.slug, review: submitEvent.review };
}

/**
 * Creates a paid course as the signed-in person of `page` (an editor with an active payout account, whose course is
 * published at once) at the first venue in Vienna, three days ahead at 18:00 Vienna time; with `minimum`, it runs
 * only with that many bookings. Returns its slug.
 */
export async function createPaidCourse(page: Page, title: string, { priceCents, capacity, minimum }: { priceCents: number; capacity: number; minimum?: number }): Promise<string> {
  const inThreeDays = isoWithOffset(new Date(Date.now() + 3 * 86_400_000), 'Europe/Vienna').slice(0, 10);
  const { venues } = await asPerson<{ venues: { edges: { node: { slug: string } }[] } }>(page, '{ venues(first: 1, filter: { city: "wien" }) { edges { node { slug } } } }');
  const { createEvent } = await asPerson<{ createEvent: { slug: string }[] }>(page, 'mutation ($input: EventInput!) { createEvent(input: $input) { slug } }', {
    input: {
      title,
      description: 'Ein Abend in der Werkstatt, Material inklusive.',
      crafts: ['toepfern-keramik'],
      venue: venues.edges[0]!.node.slug,
      startsAtLocal: `${inThreeDays}T18:00`,
      durationMinutes: 120,
      priceCents,
      capacity,
      level: 'ALL_LEVELS',
      materialsIncluded: true,
      ...(minimum ? { minParticipants: minimum } : {}),
    },
  });
  const slug = createEvent[0]!.slug;
  await asPerson(page, 'mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }', { slug });
  return slug;
}

/**
 * The live list shows what runs later today (Vienna time): a course made just before midnight would start tomorrow
 * and be missing from it. So close to midnight the test waits for the new day (a few minutes at most, rarely).
 */
export async function untilTodayHasRoomFor(minutes: number): Promise<void> {
  const viennaDate = (at: number) => isoWithOffset(new Date(at), 'Europe/Vienna').slice(0, 10);
  while (viennaDate(Date.now()) !== viennaDate(Date.now() + minutes * 60_000)) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** Posts a live update as the signed-in person of `page`. */
export async function postLiveUpdate(page: Page, slug: string, text: string): Promise<void> {
  await asPerson(page, 'mutation ($slug: ID!, $input: LivePostInput!) { postLiveUpdate(slug: $slug, input: $input) { id } }', {
    slug,
    input: { kind: 'UPDATE', text },
  });
}

/**
 * What Chromium may report while the site's server is down, and nothing else: the open stream cut off
 * (INCOMPLETE_CHUNKED_ENCODING), attempts while nothing listens (CONNECTION_REFUSED), and a request caught by the
 * shutdown itself (CONNECTION_RESET, EMPTY_RESPONSE); each only for the live stream or /graphql (the polling
 * fallback). Uncaught errors are never expected: graphql-sse and the client catch these failures.
 */
const SERVER_DOWN = /^Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|INCOMPLETE_CHUNKED_ENCODING)$/;
const LIVE_REQUEST = /\/graphql(\/stream)?$/;

/**
 * Watches a page's console: uncaught errors, console errors and warnings go to `problems`; network errors of the
 * live requests go to `networkErrors` instead, as a server that is briefly down causes them.
 */
export function watchLiveConsole(page: Page): { problems: string[]; networkErrors: string[] } {
  const problems: string[] = [];
  const networkErrors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const where = message.location().url;
    if (message.type() === 'error' && SERVER_DOWN.test(message.text()) && LIVE_REQUEST.test(new URL(where, 'http://x/').pathname)) {
      networkErrors.push(`${message.text()} (${where})`);
    } else problems.push(`${message.type()}: ${message.text()} (${where})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems, networkErrors };
}
