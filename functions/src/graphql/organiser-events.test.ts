// An organiser's upcoming events through the API (Query.organiserUpcomingEvents, the course widget's list): only
// their published events a person can still join, soonest first, by the same rule as every other upcoming list.
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../domain/records.js';
import { events } from '../../test/fixtures.scenarios.js';
import { codes, giveActivePayoutAccount, useSeededApi } from './api.testing.js';

const { opened, run } = useSeededApi();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const query = 'query ($uid: ID!, $first: Int) { organiserUpcomingEvents(uid: $uid, first: $first) { slug bookingOpen } }';

/** An event of the scenario, moved `days` from now and kept by `ownerUid`. */
function owned(slug: string, ownerUid: string, days: number, overrides: Partial<EventRecord> = {}): EventRecord {
  const startsAt = new Date(Date.now() + days * DAY);
  const endsAt = new Date(startsAt.getTime() + 3 * HOUR);
  return { ...events[0]!, slug, ownerUid, startsAt, endsAt, sessions: [{ startsAt, endsAt }], ...overrides };
}

describe('an organiser’s upcoming events', () => {
  it('lists only their published, joinable events, soonest first', async () => {
    // Their courses have a price: sold in the organiser's name, through an active payout account.
    await giveActivePayoutAccount(opened.store, 'org-1');
    await opened.store.events.upsertMany([
      owned('org-spaeter', 'org-1', 5),
      owned('org-bald', 'org-1', 2),
      owned('org-vorbei', 'org-1', -2),
      owned('org-entwurf', 'org-1', 3, { published: false }),
      owned('org-abgesagt', 'org-1', 3, { status: 'CANCELLED' }),
      // Its window closed three days before its start, which is two days away.
      owned('org-fenster-zu', 'org-1', 2, { bookingClosesMinutes: 3 * 24 * 60 }),
      owned('org-laeuft', 'org-1', 0, { startsAt: new Date(Date.now() - HOUR), sessions: [{ startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) }], endsAt: new Date(Date.now() + HOUR) }),
      owned('fremd', 'org-2', 1),
    ]);
    const result = await run(query, { uid: 'org-1' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.organiserUpcomingEvents).toEqual([
      { slug: 'org-bald', bookingOpen: true },
      { slug: 'org-spaeter', bookingOpen: true },
    ]);
    const first = await run(query, { uid: 'org-1', first: 1 });
    expect(first.data?.organiserUpcomingEvents).toEqual([{ slug: 'org-bald', bookingOpen: true }]);
  });

  it('is empty for an unknown organiser', async () => {
    const result = await run(query, { uid: 'niemand' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.organiserUpcomingEvents).toEqual([]);
  });

  it.each(['', 'a/b', 'x'.repeat(129), '<script>'])('refuses the uid %j as bad input', async (uid) => {
    const result = await run(query, { uid });
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).toMatch(/"uid": must be an account id/);
  });

  it('refuses a page size over 50', async () => {
    expect(codes(await run(query, { uid: 'org-1', first: 51 }))).toEqual(['BAD_USER_INPUT']);
  });
});
