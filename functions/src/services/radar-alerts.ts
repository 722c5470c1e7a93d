// The Restplatz-Radar's alerts: people save what they look for (checked against the taxonomy and the gazetteer),
// pause, resume and delete it, pause it signed out through a mail's link, and see its matches, the latest as a
// stream of notices. The matching happens in the writes that publish a course or free a seat (radar-triggers.ts);
// the mails are sent by radar-mails.ts.
import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { z } from 'zod';
import { newRadarAlert, type RadarAlertRecord, type RadarMatchRecord, type RadarPlaceRecord } from '../domain/radar.js';
import { minutesOf } from '../domain/radar-matching.js';
import type { EventRecord } from '../domain/records.js';
import { NotFoundError } from '../domain/repositories.js';
import { weekdays } from '../domain/time.js';
import type { Viewer } from '../domain/viewer.js';
import { requireViewer } from './access.js';
import { parseArgs, parseInput, recordId } from './argument-checks.js';
import { places } from './catalog.js';
import { fail, intBetween, optional, optionalText, throwIfAny } from './contribution-input.js';
import { InvalidInputError, type FieldError } from './errors.js';
import { STREAM_MAX_AGE_MS, streamAgeMs } from './live.js';
import { LiveQueue } from './live-queue.js';
import type { Loaders } from './loaders.js';
import { pageSize } from './pagination.js';
import { tokenHash } from './radar-mails.js';
import type { ReadContext, ServiceContext, ViewerContext } from './service-context.js';

/** What the alerts' queries and mutations need of the request: a viewer, and the language of a place's label. */
type RadarContext = ViewerContext & Pick<ServiceContext, 'locale'>;

const HOUR = 3_600_000;
export const MAX_ALERTS = 20;
const MAX_CRAFTS = 10;
/** The notices stream starts with the matches of this last while. */
const NOTICE_WINDOW_MS = 24 * HOUR;
const MAX_NOTICES = 20;

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
async function withEvents(ctx: ReadContext, matches: RadarMatchRecord[]): Promise<RadarMatchRecord[]> {
  const events = await ctx.loaders.event.loadMany(matches.map((match) => match.eventSlug));
  return matches.filter((_, index) => {
    const event = events[index];
    if (event instanceof Error) throw event;
    return event !== null;
  });
}

export async function matchEvent(ctx: ReadContext, match: RadarMatchRecord): Promise<EventRecord> {
  const event = await ctx.loaders.event.load(match.eventSlug);
  if (!event) throw new Error(`Radar match ${match.id} refers to the missing event "${match.eventSlug}"`);
  return event;
}

/**
 * The viewer's matches of the last 24 hours (newest first, at most 20), then every new match of theirs as a one-item
 * list, read from the store when the bus tells of it (and only if it is theirs). Ends within `maxAgeMs` (the client
 * subscribes again) or when the client goes.
 */
export async function radarNoticesStream(ctx: RadarContext, maxAgeMs = STREAM_MAX_AGE_MS): Promise<AsyncIterable<RadarMatchRecord[]>> {
  const viewer = requireViewer(ctx.viewer);
  const timer = setTimeout(() => stream.end(), streamAgeMs(maxAgeMs));
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
