// A herd for the last seat, over real HTTP with the fairness the embedded store gets by default (fairness.ts):
// many signed-in people, each a client of its own, book a free course's one seat at the same moment. Every one of
// them is served (one confirmed, the rest waitlisted), none is turned away as load (decision 049). Not timed: the
// bench's herd part (BENCH_ONLY=herd) measures how long they wait.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Store } from '../domain/repositories.js';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import type { IdentityProvider } from '../identity/identity.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { buildInfo, openSeededStore, serveApiOverHttp, sessionHeaders } from './api.testing.js';

const PEOPLE = 100;
/** The scenario's free course (test/fixtures.scenarios.ts). */
const COURSE = 'kurs-2';

let store: Store;
let identity: IdentityProvider;
let served: Awaited<ReturnType<typeof serveApiOverHttp>>;
/** Lets the first booking's transaction go on; until then it holds its place, as a slow one would. */
let releaseFirst: () => void = () => {};
const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));

/** The store, but the first booking waits for releaseFirst: the rest of the herd arrives while it runs. */
function firstBookingHeld(inner: Store): Store {
  let first = true;
  const bookings = new Proxy(inner.bookings, {
    get: (target, key, receiver) =>
      key === 'book'
        ? async (...args: Parameters<Store['bookings']['book']>) => {
            if (first) {
              first = false;
              await firstHeld;
            }
            return target.book(...args);
          }
        : Reflect.get(target, key, receiver),
  });
  return new Proxy(inner, { get: (target, key, receiver) => (key === 'bookings' ? bookings : Reflect.get(target, key, receiver)) });
}

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  // One trusted proxy: each person names their own address in X-Forwarded-For, as the proxy would.
  served = await serveApiOverHttp({ store: firstBookingHeld(store), identity, buildInfo, live: openEmbeddedLiveBus(), trustedProxyHops: 1 });
});
afterAll(async () => {
  await served.close();
  await store.close();
});

it(`serves ${PEOPLE} people booking the last seat at once: one confirmed, everyone else waitlisted, none refused`, async () => {
  const [course] = await store.events.getBySlugs([COURSE]);
  await store.events.upsertMany([{ ...course!, capacity: course!.capacity - course!.seatsLeft + 1, seatsLeft: 1 }]);
  const cookies: string[] = [];
  const profiles = [];
  for (let n = 0; n < PEOPLE; n += 1) {
    const email = `herde-${n}@example.org`;
    const { user, session } = await identity.signInWithLink(email, await identity.createSignInCode(email));
    cookies.push(session.cookie);
    const at = new Date();
    profiles.push({ uid: user.uid, email, name: `Herde ${n}`, role: 'USER' as const, favouriteCraftSlugs: [], locale: 'de' as const, trustedOrganiser: false, createdAt: at, updatedAt: at });
  }
  await store.write(profiles.map((record) => ({ put: 'profile' as const, record })));

  let answered = 0;
  const herd = Promise.all(
    cookies.map(async (cookie, n) => {
      const response = await fetch(`${served.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n + 1}`, ...sessionHeaders(cookie) },
        body: JSON.stringify({ query: `mutation ($slug: ID!) { bookEvent(slug: $slug) { status } }`, variables: { slug: COURSE } }),
      });
      const body = (await response.json()) as GraphQLResult;
      answered += 1;
      return `${response.status} ${(body.data?.bookEvent as { status: string } | undefined)?.status ?? JSON.stringify(body.errors)}`;
    }),
  );
  // Everyone else has arrived: waiting for a place, or already answered (which only a refusal could be).
  await vi.waitFor(() => expect(served.api.load().waiting + answered).toBe(PEOPLE - 1), { timeout: 20_000 });
  releaseFirst();
  const answers = await herd;
  const told: Record<string, number> = {};
  for (const answer of answers) told[answer] = (told[answer] ?? 0) + 1;
  expect(told).toEqual({ '200 CONFIRMED': 1, '200 WAITLISTED': PEOPLE - 1 });
  const people = new Set(profiles.map((profile) => profile.uid));
  const bookings = (await store.bookings.byEvent(COURSE)).filter((booking) => people.has(booking.uid));
  expect(bookings).toHaveLength(PEOPLE);
  expect(bookings.filter((booking) => booking.status === 'CONFIRMED')).toHaveLength(1);
  expect((await store.events.getBySlugs([COURSE]))[0]!.seatsLeft).toBe(0);
});
