// The Restplatz-Radar's mails: an alert's waiting matches go out in one mail at most once an hour, the first at once
// (radar-triggers.ts), later ones with the digest (sendRadarDigests, every few minutes). Every mail carries a fresh
// random unsubscribe token; only its SHA-256 is stored, so the link pauses the alert signed out while a copy of the
// store pauses nothing.
import { createHash, randomBytes } from 'node:crypto';
import { venuePlace } from '../domain/formats.js';
import type { RadarAlertRecord, RadarMatchRecord } from '../domain/radar.js';
import { alertMatches, firstMatchingStart } from '../domain/radar-matching.js';
import type { Store } from '../domain/repositories.js';
import { composeMail, pageUrl } from './mail.js';
import type { RadarCourse } from './mail-templates.js';

const HOUR = 3_600_000;
/** At most one mail per alert in this time; a freed seat matches again only after it too. */
export const RADAR_QUIET_MS = HOUR;
/** The most courses one mail tells of; more wait for the next. */
const MAX_COURSES_PER_MAIL = 20;
/** Waiting matches one digest run reads. */
const DIGEST_BATCH = 500;

/** The SHA-256 of a token, base64url: all the store keeps of it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** Whether the alert's last mail is at least the quiet hour old (or it never had one). */
export const quietSince = (alert: RadarAlertRecord, now: Date) => alert.lastMailedAt === null || alert.lastMailedAt.getTime() <= now.getTime() - RADAR_QUIET_MS;

/**
 * Mails the alert's waiting matches in one mail, unless the store finds it mailed within the quiet hour meanwhile
 * (another instance was quicker). Returns whether a mail was queued.
 */
export async function mailWaiting(store: Store, alert: RadarAlertRecord, now: Date): Promise<boolean> {
  const found = await store.radar.waitingMatches({ alertId: alert.id }, MAX_COURSES_PER_MAIL);
  if (found.length === 0) return false;
  const [profile] = await store.profiles.getByUids([alert.uid]);
  const slugs = [...new Set(found.map((match) => match.eventSlug))];
  const events = new Map((await store.events.getBySlugs(slugs)).flatMap((event) => (event ? [[event.slug, event] as const] : [])));
  const venues = new Map(
    (await store.venues.getBySlugs([...new Set([...events.values()].map((event) => event.venueSlug))])).flatMap((venue) => (venue ? [[venue.slug, venue] as const] : [])),
  );
  // A digest comes up to an hour after its matches: a course that filled up again, began or was cancelled meanwhile
  // (or was deleted) is no news any more, so it is left out and stops waiting. Without a profile there is no address.
  const stillMatching = (match: RadarMatchRecord) => {
    const event = events.get(match.eventSlug);
    return event !== undefined && alertMatches(alert, event, venues.get(event.venueSlug) ?? null, now);
  };
  const waiting = profile ? found.filter(stillMatching) : [];
  const stale = found.filter((match) => !waiting.includes(match));
  if (stale.length > 0) await store.radar.dismissMatches(stale.map((match) => match.id), now);
  if (!profile || waiting.length === 0) return false;
  const locale = alert.locale;
  const courses = waiting.map((match): RadarCourse => {
    const event = events.get(match.eventSlug)!;
    const venue = venues.get(event.venueSlug);
    return {
      title: (locale === 'en' ? event.title.en : undefined) ?? event.title.de,
      reason: match.reason,
      startsAt: firstMatchingStart(alert, event, now) ?? event.startsAt,
      timeZone: event.timeZone,
      place: venuePlace(venue),
      // As it stands now, not as it stood when it matched.
      seatsLeft: event.seatsLeft,
      link: pageUrl(`/events/${event.slug}`, locale),
    };
  });
  const token = randomBytes(32).toString('base64url');
  const unsubscribeLink = pageUrl(`/radar/unsubscribe?token=${token}`, locale);
  const mail = {
    ...composeMail('radarMatches', profile.email, locale, { courses, manageLink: pageUrl('/app', locale), unsubscribeLink }, now),
    // Mail programs offer this link as their own "unsubscribe" button.
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` },
  };
  return store.radar.mailMatches(
    alert.id,
    waiting.map((match) => match.id),
    mail,
    tokenHash(token),
    new Date(now.getTime() - RADAR_QUIET_MS),
  );
}

/**
 * The hourly digest: mails each alert's waiting matches in one mail, once the alert's last mail is an hour old.
 * Run every few minutes (npm start and a scheduled Cloud Function). Returns how many mails it queued.
 */
export async function sendRadarDigests(store: Store, now = new Date()): Promise<number> {
  const waiting = await store.radar.waitingMatches({}, DIGEST_BATCH);
  const alertIds = [...new Set(waiting.map((match) => match.alertId))];
  let sent = 0;
  for (const alert of await store.radar.getAlerts(alertIds)) {
    if (!alert) continue;
    // A paused alert tells nothing more, not even what it found before it was paused: its matches stop waiting, so
    // that they cannot crowd the active alerts' matches out of the batch.
    if (!alert.active) {
      await store.radar.dismissMatches(waiting.filter((match) => match.alertId === alert.id).map((match) => match.id), now);
      continue;
    }
    if (!quietSince(alert, now)) continue;
    try {
      if (await mailWaiting(store, alert, now)) sent += 1;
    } catch (error) {
      console.warn(`Radar digest of alert ${alert.id} failed:`, error instanceof Error ? error.message : error);
    }
  }
  return sent;
}

/** How often `npm start` runs the digest; a mail waits at most this much past its alert's quiet hour. */
export const DIGEST_INTERVAL_MS = 10 * 60_000;

/** Runs sendRadarDigests every DIGEST_INTERVAL_MS in this process (npm start); the timer does not keep it alive. */
export function sendRadarDigestsEvery(store: Store, intervalMs = DIGEST_INTERVAL_MS, log: (message: string) => void = console.log): NodeJS.Timeout {
  const timer = setInterval(() => {
    sendRadarDigests(store).then(
      (sent) => {
        if (sent > 0) log(`Restplatz-Radar: ${sent} digest mails queued.`);
      },
      (error: unknown) => log(`Restplatz-Radar digest failed: ${String(error)}`),
    );
  }, intervalMs);
  timer.unref();
  return timer;
}
