// The live posts' port: what the stores read of the organisers' posts during an event.
import type { LivePostRecord } from '../records.js';

/** The organisers' live posts; writes go through Store.write (with the event's live overrides). */
export interface LivePostRepository {
  getByIds(ids: readonly string[]): Promise<(LivePostRecord | null)[]>;
  /** An event's newest `limit` posts, newest first (ties by id, descending). */
  byEvent(eventSlug: string, limit: number): Promise<LivePostRecord[]>;
  /** Each event's newest post (null for none): one round trip for any number of events (the live cards). */
  latestByEvents(eventSlugs: readonly string[]): Promise<Map<string, LivePostRecord | null>>;
}
