// The Restplatz-Radar: people save alerts (what they look for), and the writes that publish a course or free a seat
// in a full one look for matching alerts, in their own code path. Each match is a live notice at once and a mail at
// most once an hour per alert: the first match after a quiet hour is mailed at once, later ones wait for the digest
// (sendRadarDigests, every few minutes). Every mail carries a fresh random unsubscribe token; only its SHA-256 is
// stored, so the link pauses the alert signed out while a copy of the store pauses nothing.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { LiveBus } from '../domain/live.js';
import { newRadarAlert, type RadarAlertRecord, type RadarMatchReason, type RadarMatchRecord, type RadarPlaceRecord } from '../domain/radar.js';
import { alertMatches, firstMatchingStart, minutesOf } from '../domain/radar-matching.js';
import type { EventRecord, Locale } from '../domain/records.js';
import { NotFoundError, type Store } from '../domain/repositories.js';
import { weekdays } from '../domain/time.js';
import type { Viewer } from '../domain/viewer.js';
import { requireViewer } from './access.js';
import { places } from './catalog.js';
import { fail, intBetween, optional, optionalText, throwIfAny } from './contribution-input.js';
import { InvalidInputError, type FieldError } from './errors.js';
import { parseArgs, parseInput, recordId } from './argument-checks.js';
import { pageSize } from './pagination.js';
import { STREAM_MAX_AGE_MS } from './live.js';
import { venuePlace } from '../domain/formats.js';
import { LiveQueue } from './live-queue.js';
import type { Loaders, ServiceContext } from './loaders.js';
import { composeMail, pageUrl } from './mail.js';
import type { RadarCourse } from './mail-templates.js';

/** What the Radar's queries and mutations need from the request. */
export interface RadarContext extends ServiceContext {
  viewer: Viewer | null;
  live: LiveBus;
  locale: Locale;
}

/** What the triggers and the digest need: the store, and the bus for live notices. */
export interface RadarDeps {
  store: Store;
  live: LiveBus;
}

const HOUR = 3_600_000;
export const MAX_ALERTS = 20;
const MAX_CRAFTS = 10;
/** At most one mail per alert in this time; a freed seat matches again only after it too. */
export const RADAR_QUIET_MS = HOUR;
/** The notices stream starts with the matches of this last while. */
const NOTICE_WINDOW_MS = 24 * HOUR;
const MAX_NOTICES = 20;
/** The most courses one mail tells of; more wait for the next. */
const MAX_COURSES_PER_MAIL = 20;
/** Waiting matches one digest run reads. */
const DIGEST_BATCH = 500;

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = optional(z.string().regex(HH_MM, fail('INVALID_TIME'))).transform((value) => value ?? null);
const radius = z.number(fail('NOT_A_NUMBER')).min(1, fail('OUT_OF_RANGE')).max(100, fail('OUT_OF_RANGE'));

const alertInput = z.object({
  crafts: z
    .array(z.string())
    .max(MAX_CRAFTS, fail('TOO_MANY'))
    .nullish()
    .transform((value) => [...new Set(value ?? [])]),
  place: optionalText(100),
  near: z
    .object({
      lat: z.number().min(-90, fail('OUT_OF_RANGE')).max(90, fail('OUT_OF_RANGE')),
      lng: z.number().min(-180, fail('OUT_OF_RANGE')).max(180, fail('OUT_OF_RANGE')),
      radiusKm: radius,
    })
    .nullish(),
  nearLabel: optionalText(80),
  radiusKm: radius.nullish(),
  weekdays: z
    .array(z.enum(weekdays as [string, ...string[]]))
    .nullish()
    .transform((value) => weekdays.filter((day) => (value ?? []).includes(day))),
  startsFrom: time,
  startsUntil: time,
  maxPriceCents: intBetween(0, 100_000).nullish(),
});

type AlertFields = Pick<RadarAlertRecord, 'craftSlugs' | 'place' | 'weekdays' | 'startsFrom' | 'startsUntil' | 'maxPriceCents'>;

/** Checks a RadarAlertInput: its shape, then the crafts and the place against the taxonomy and the gazetteer. */
async function checkAlert(ctx: RadarContext, raw: unknown): Promise<AlertFields> {
  const input = parseInput(alertInput, raw, 'input');
  const fields: FieldError[] = [];
  const crafts = (await ctx.loaders.crafts()).bySlug;
  if (input.crafts.some((slug) => !crafts.has(slug))) fields.push({ field: 'input.crafts', code: 'UNKNOWN_CRAFT' });
  if (input.startsFrom && input.startsUntil && minutesOf(input.startsFrom) > minutesOf(input.startsUntil)) {
    fields.push({ field: 'input.startsUntil', code: 'OUT_OF_RANGE' });
  }
  // A circle around a point the person chose wins over a place typed (the form may keep both).
  let place: RadarPlaceRecord | null = null;
  if (input.near) {
    const { lat, lng, radiusKm } = input.near;
    const label = input.nearLabel ?? (ctx.locale === 'de' ? 'In meiner Nähe' : 'Near me');
    place = { label, kind: 'NEAR', center: { lat, lng }, radiusKm, citySlug: null, postalCodes: [] };
  } else if (input.place) {
    const [found] = await places(ctx, { query: input.place, first: 1 }, ctx.locale);
    if (!found) fields.push({ field: 'input.place', code: 'UNKNOWN_PLACE' });
    else {
      place = {
        label: found.label,
        kind: found.kind,
        center: found.center,
        radiusKm: input.radiusKm ?? null,
        citySlug: found.city?.slug ?? null,
        postalCodes: found.postalCodes,
      };
    }
  }
  throwIfAny(fields);
  return {
    craftSlugs: input.crafts,
    place,
    weekdays: input.weekdays as RadarAlertRecord['weekdays'],
    startsFrom: input.startsFrom,
    startsUntil: input.startsUntil,
    maxPriceCents: input.maxPriceCents ?? null,
  };
}


/** One of the viewer's alerts; NOT_FOUND for a missing one and for another person's (nobody learns it exists). */
async function ownAlert(ctx: RadarContext, viewer: Viewer, id: string): Promise<RadarAlertRecord> {
  const [alert] = await ctx.store.radar.getAlerts([id]);
  if (!alert || alert.uid !== viewer.uid) throw new NotFoundError(`There is no alert "${id}".`);
  return alert;
}

/** The viewer's alerts, newest first. */
export async function myRadarAlerts(ctx: RadarContext): Promise<RadarAlertRecord[]> {
  const viewer = requireViewer(ctx.viewer);
  return ctx.store.radar.alertsOf(viewer.uid);
}

/** Creates an alert (without `id`; at most MAX_ALERTS per person) or changes one of the viewer's own. */
export async function saveRadarAlert(ctx: RadarContext, args: { id?: string | null; input: unknown }): Promise<RadarAlertRecord> {
  const viewer = requireViewer(ctx.viewer);
  const { id } = parseArgs(z.object({ id: recordId.nullish() }), { id: args.id });
  const existing = id ? await ownAlert(ctx, viewer, id) : null;
  const fields = await checkAlert(ctx, args.input);
  const locale = viewer.profile.locale;
  let alert: RadarAlertRecord;
  if (existing) {
    alert = { ...existing, ...fields, locale, updatedAt: ctx.now };
  } else {
    if ((await ctx.store.radar.alertsOf(viewer.uid)).length >= MAX_ALERTS) {
      throw new InvalidInputError(`At most ${MAX_ALERTS} alerts per person.`, [{ field: 'input', code: 'TOO_MANY' }]);
    }
    alert = newRadarAlert(randomUUID(), viewer.uid, locale, ctx.now, fields);
  }
  await ctx.store.radar.saveAlert(alert);
  return alert;
}

/** Pauses or resumes one of the viewer's alerts. */
export async function setRadarAlertActive(ctx: RadarContext, args: { id: string; active: boolean }): Promise<RadarAlertRecord> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ id: recordId, active: z.boolean() }), args);
  const alert = { ...(await ownAlert(ctx, viewer, input.id)), active: input.active, updatedAt: ctx.now };
  await ctx.store.radar.saveAlert(alert);
  return alert;
}

/** Deletes one of the viewer's alerts with its matches. */
export async function deleteRadarAlert(ctx: RadarContext, args: { id: string }): Promise<true> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ id: recordId }), args);
  await ownAlert(ctx, viewer, input.id);
  await ctx.store.radar.deleteAlert(input.id);
  return true;
}

/** A mail's unsubscribe token: 256 random bits, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of a token, base64url: all the store keeps of it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** The link of a mail, signed out: pauses (or resumes) the alert the mail was sent for. */
export async function setRadarAlertActiveByToken(ctx: RadarContext, args: { token: string; active: boolean }): Promise<RadarAlertRecord> {
  const input = parseArgs(z.object({ token: z.string().max(200, { error: 'must be at most 200 characters long' }), active: z.boolean() }), args);
  const invalid = () => new InvalidInputError('This link does not (or no longer) work.', [{ field: 'token', code: 'INVALID_LINK' }]);
  if (!TOKEN.test(input.token)) throw invalid();
  const match = await ctx.store.radar.matchByTokenHash(tokenHash(input.token));
  const [alert] = match ? await ctx.store.radar.getAlerts([match.alertId]) : [null];
  if (!alert) throw invalid();
  const changed = { ...alert, active: input.active, updatedAt: ctx.now };
  await ctx.store.radar.saveAlert(changed);
  return changed;
}

/** Per request: one read of the latest matches for all the alerts a response lists (one loader per `first`). */
const matchLoaders = new WeakMap<Loaders, Map<number, DataLoader<string, RadarMatchRecord[]>>>();

/** An alert's latest matches, newest first, leaving out those whose course no longer exists. */
export async function alertMatchesOf(ctx: RadarContext, alert: RadarAlertRecord, args: { first?: number | null }): Promise<RadarMatchRecord[]> {
  const { first: limit } = parseArgs(z.object({ first: pageSize(5, MAX_NOTICES) }), args);
  let perLimit = matchLoaders.get(ctx.loaders);
  if (!perLimit) matchLoaders.set(ctx.loaders, (perLimit = new Map()));
  let loader = perLimit.get(limit);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const found = await ctx.store.radar.latestMatchesByAlerts(ids, limit);
      return ids.map((id) => found.get(id) ?? []);
    });
    perLimit.set(limit, loader);
  }
  return withEvents(ctx, await loader.load(alert.id));
}

/** The matches whose course still exists (RadarMatch.event is never null). */
async function withEvents(ctx: ServiceContext, matches: RadarMatchRecord[]): Promise<RadarMatchRecord[]> {
  const events = await ctx.loaders.event.loadMany(matches.map((match) => match.eventSlug));
  return matches.filter((_, index) => {
    const event = events[index];
    if (event instanceof Error) throw event;
    return event !== null;
  });
}

export async function matchEvent(ctx: ServiceContext, match: RadarMatchRecord): Promise<EventRecord> {
  const event = await ctx.loaders.event.load(match.eventSlug);
  if (!event) throw new Error(`Radar match ${match.id} refers to the missing event "${match.eventSlug}"`);
  return event;
}

/**
 * The viewer's matches of the last 24 hours (newest first, at most 20), then every new match of theirs as a one-item
 * list, read from the store when the bus tells of it (and only if it is theirs). Ends after `maxAgeMs` (the client
 * subscribes again) or when the client goes.
 */
export async function radarNoticesStream(ctx: RadarContext, maxAgeMs = STREAM_MAX_AGE_MS): Promise<AsyncIterable<RadarMatchRecord[]>> {
  const viewer = requireViewer(ctx.viewer);
  const timer = setTimeout(() => stream.end(), maxAgeMs);
  let stopListening = () => {};
  const stream: LiveQueue<RadarMatchRecord[]> = new LiveQueue<RadarMatchRecord[]>(() => {
    clearTimeout(timer);
    stopListening();
  });
  // Listening starts before the snapshot is read, so that a match made meanwhile is in the one or the other (or in
  // both: pages keep each match once, by id). Notices wait for the snapshot, and for each other, to keep the order.
  let sendSnapshot = () => {};
  let queue: Promise<unknown> = new Promise<void>((resolve) => (sendSnapshot = resolve));
  stopListening = ctx.live.subscribeNotices(viewer.uid, (notice) => {
    queue = queue
      .then(async () => {
        const [match] = await ctx.store.radar.getMatches([notice.matchId]);
        if (!match || match.uid !== viewer.uid) return;
        const [event] = await ctx.store.events.getBySlugs([match.eventSlug]);
        if (event) stream.push([match]);
      })
      .catch((error: unknown) => stream.end(error));
  });
  try {
    stream.push(await withEvents(ctx, await ctx.store.radar.matchesOf(viewer.uid, new Date(ctx.now.getTime() - NOTICE_WINDOW_MS), MAX_NOTICES)));
  } catch (error) {
    stream.end();
    throw error;
  }
  sendSnapshot();
  return stream;
}

// ---- Triggers: called by the writes that publish a course or free a seat, after the write ----

/** A write published these courses: NEW_EVENT matches. Never throws: the write stands, a failure is logged. */
export async function radarOnPublished(deps: RadarDeps, eventSlugs: readonly string[], now = new Date()): Promise<void> {
  for (const slug of new Set(eventSlugs)) await logFailure(slug, () => findMatches(deps, slug, 'NEW_EVENT', now));
}

/** A write gave a full course a seat back: SEAT_FREED matches. Never throws: the write stands, a failure is logged. */
export async function radarOnSeatFreed(deps: RadarDeps, eventSlug: string, now = new Date()): Promise<void> {
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
export async function findMatches(deps: RadarDeps, eventSlug: string, reason: RadarMatchReason, now: Date): Promise<RadarMatchRecord[]> {
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

/** Whether the alert's last mail is at least the quiet hour old (or it never had one). */
const quietSince = (alert: RadarAlertRecord, now: Date) => alert.lastMailedAt === null || alert.lastMailedAt.getTime() <= now.getTime() - RADAR_QUIET_MS;

/**
 * Mails the alert's waiting matches in one mail, unless the store finds it mailed within the quiet hour meanwhile
 * (another instance was quicker). Returns whether a mail was queued.
 */
async function mailWaiting(store: Store, alert: RadarAlertRecord, now: Date): Promise<boolean> {
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
