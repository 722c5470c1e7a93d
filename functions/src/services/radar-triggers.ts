// The Restplatz-Radar's triggers: the writes that publish a course or give a full one a seat back call them after
// the write, in their own code path. Each matching active alert gets a match, a live notice at once, and a mail at
// once unless it had one within the quiet hour (then the digest sends it: radar-mails.ts).
import { randomUUID } from 'node:crypto';
import type { RadarMatchReason, RadarMatchRecord } from '../domain/radar.js';
import { alertMatches } from '../domain/radar-matching.js';
import { mailWaiting, quietSince, RADAR_QUIET_MS } from './radar-mails.js';
import type { ServiceContext } from './service-context.js';

/** What the triggers need: the store, and the bus for live notices. */
type RadarTriggerContext = Pick<ServiceContext, 'store' | 'live'>;

/** A write published these courses: NEW_EVENT matches. Never throws: the write stands, a failure is logged. */
export async function radarOnPublished(deps: RadarTriggerContext, eventSlugs: readonly string[], now = new Date()): Promise<void> {
  for (const slug of new Set(eventSlugs)) await logFailure(slug, () => findMatches(deps, slug, 'NEW_EVENT', now));
}

/** A write gave a full course a seat back: SEAT_FREED matches. Never throws: the write stands, a failure is logged. */
export async function radarOnSeatFreed(deps: RadarTriggerContext, eventSlug: string, now = new Date()): Promise<void> {
  await logFailure(eventSlug, () => findMatches(deps, eventSlug, 'SEAT_FREED', now));
}

async function logFailure(eventSlug: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.warn(`Restplatz-Radar for ${eventSlug} failed:`, error instanceof Error ? error.message : error);
  }
}

/**
 * Records a match for every active alert the course (as stored now) matches, then for each new one: a live notice,
 * and a mail at once unless the alert had one within the quiet hour. Returns the matches recorded.
 */
export async function findMatches(deps: RadarTriggerContext, eventSlug: string, reason: RadarMatchReason, now: Date): Promise<RadarMatchRecord[]> {
  const [event] = await deps.store.events.getBySlugs([eventSlug]);
  if (!event?.published) return [];
  const [venue] = await deps.store.venues.getBySlugs([event.venueSlug]);
  const alerts = (await deps.store.radar.candidates(event.craftSlugs)).filter((alert) => alertMatches(alert, event, venue ?? null, now));
  if (alerts.length === 0) return [];
  const recorded = await deps.store.radar.recordMatches(
    alerts.map((alert) => ({
      id: randomUUID(),
      alertId: alert.id,
      uid: alert.uid,
      eventSlug,
      reason,
      seatsLeft: event.seatsLeft,
      at: now,
      mailedAt: null,
      mailTokenHash: null,
    })),
    RADAR_QUIET_MS,
  );
  const byId = new Map(alerts.map((alert) => [alert.id, alert]));
  for (const match of recorded) {
    await deps.live.notify({ uid: match.uid, matchId: match.id }).catch((error: unknown) => {
      console.warn(`Radar notice ${match.id} not sent:`, error instanceof Error ? error.message : error);
    });
    const alert = byId.get(match.alertId)!;
    if (quietSince(alert, now)) await mailWaiting(deps.store, alert, now);
  }
  return recorded;
}
