// The courses of the sample listing at /musterspace. They are unpublished like the sample venue, so that no list,
// search or feed shows them; the sample page shows them all the same, because a complete entry has courses.
import type { EventRecord } from '../domain/records.js';
import type { ReadContext } from './service-context.js';
import { SAMPLE_VENUE_SLUG } from './venues.js';

/** Who keeps the sample's courses: the sample page finds them as this owner's events. No account has this uid. */
export const SAMPLE_OWNER_UID = 'musterspace-sample-owner';

/** The sample venue's next courses that have not ended, soonest first. */
export async function upcomingSampleEvents(ctx: ReadContext, first: number): Promise<EventRecord[]> {
  const kept = await ctx.store.events.byOwner(SAMPLE_OWNER_UID);
  return kept.filter((event) => event.venueSlug === SAMPLE_VENUE_SLUG && event.endsAt >= ctx.now).slice(0, first);
}

/** Whether the event is one of the sample's courses: shown on its own page like a published one, never bookable. */
export function isSampleEvent(event: Pick<EventRecord, 'ownerUid' | 'venueSlug'>): boolean {
  return event.ownerUid === SAMPLE_OWNER_UID && event.venueSlug === SAMPLE_VENUE_SLUG;
}
