// What signed-in people contribute and editors decide on: events (drafts, series, new places, review,
// cancellation), claims of listed venues and owners' venue changes. Input is checked here with field-level codes
// (FieldError); every decision is written together with its log entry and mails in ONE Store.write.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EQUIPMENT, isEquipmentCode } from '../domain/equipment.js';
import { findPlaces, VIENNA_DISTRICTS } from '../domain/places.js';
import type {
  CityRecord,
  EventRecord,
  GeoPoint,
  ImageRecord,
  LocalizedText,
  ModerationAction,
  ModerationLogRecord,
  ModerationSubject,
  OpeningHoursRecord,
  ProfileRecord,
  VenueChangeRecord,
  VenueClaimRecord,
  VenueRecord,
} from '../domain/records.js';
import { ConflictError, NotFoundError, type WriteOp } from '../domain/repositories.js';
import { fold } from '../domain/search.js';
import { sortKey } from '../domain/sort-key.js';
import type { Viewer } from '../domain/viewer.js';
import { uploadedImage } from '../uploads/uploads.js';
import { assertCan, canEditEvent, canEditVenue, isEditor, requireViewer } from './access.js';
import { InvalidInputError, type FieldError } from './errors.js';
import { MAX_PAGE_SIZE, parseInput } from './input.js';
import type { ServiceContext } from './loaders.js';
import { composeMail, pageUrl } from './mail.js';

/** What the editorial services need from the request: the store and loaders, and who asks. */
export interface EditorialContext extends ServiceContext {
  viewer: Viewer | null;
  /** The client's address, where known (contact messages are throttled per address). */
  clientAddress?: string | null;
}

// ---- Input checking shared by the editorial services ----

const fail = (code: string) => ({ error: code });

/** Required text, trimmed: REQUIRED when empty, TOO_SHORT / TOO_LONG outside min..max characters. */
export const requiredText = (min: number, max: number) =>
  z.string().trim().min(1, fail('REQUIRED')).min(min, fail('TOO_SHORT')).max(max, fail('TOO_LONG'));

/** Optional text, trimmed; empty becomes undefined. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fail('TOO_LONG'))
    .nullish()
    .transform((value) => value || undefined);

/** An optional value checked by `schema` once trimmed; empty becomes undefined. */
const optional = <T>(schema: z.ZodType<T>) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)), schema.optional());

const intBetween = (min: number, max: number) =>
  z.number().int(fail('NOT_A_NUMBER')).min(min, fail('OUT_OF_RANGE')).max(max, fail('OUT_OF_RANGE'));

function throwIfAny(fields: FieldError[]): void {
  if (fields.length > 0) throw new InvalidInputError(`Invalid input: ${fields.map((f) => `${f.field} ${f.code}`).join(', ')}.`, fields);
}

const decisionNote = optionalText(1000);

/** The editor's note: optional when approving, REQUIRED when rejecting (the author reads it). */
function parseDecisionNote(decision: Decision, note: string | null | undefined): string | undefined {
  const parsed = parseInput(decisionNote, note, 'note');
  if (decision === 'REJECT' && !parsed) throw new InvalidInputError('A rejection needs a note for the author.', [{ field: 'note', code: 'REQUIRED' }]);
  return parsed;
}

export type Decision = 'APPROVE' | 'REJECT';

/** The log entry of one moderation step (who, what, when), written in the same Store.write as the step. */
export function logEntry(
  ctx: EditorialContext,
  actor: Viewer,
  subject: ModerationSubject,
  subjectId: string,
  action: ModerationAction,
  note?: string,
): WriteOp {
  const record: ModerationLogRecord = { id: randomUUID(), actorUid: actor.uid, subject, subjectId, action, note, at: ctx.now };
  return { put: 'moderationLog', record };
}

async function profileOf(ctx: EditorialContext, uid: string | undefined): Promise<ProfileRecord | null> {
  return uid ? ctx.loaders.profile.load(uid) : null;
}

/** Slugs and ids from arguments: a malformed one names nothing (and never reaches a store path). */
const isKey = (value: string) => /^[A-Za-z0-9_-]{1,100}$/.test(value);

const loadEvent = (ctx: EditorialContext, slug: string) => (isKey(slug) ? ctx.loaders.event.load(slug) : Promise.resolve(null));
const loadVenue = (ctx: EditorialContext, slug: string) => (isKey(slug) ? ctx.loaders.venue.load(slug) : Promise.resolve(null));

const localized = (text: LocalizedText, locale: 'de' | 'en') => (locale === 'en' ? text.en : undefined) ?? text.de;

/** The editor must hold the role (the schema's @role checks it first; services never rely on that alone). */
function requireEditor(ctx: EditorialContext): Viewer {
  const viewer = requireViewer(ctx.viewer);
  assertCan(isEditor(viewer), 'moderate');
  return viewer;
}

// ---- Places and times ----

interface Located {
  geo: GeoPoint;
  city: CityRecord;
  district?: string;
}

/**
 * Where an address is, without a geocoder: a Vienna postcode gives its district's center, else the locality as a
 * city or district from the gazetteer (functions/src/domain/places.ts); null when neither is known.
 */
async function locate(ctx: EditorialContext, postalCode: string, locality: string): Promise<Located | null> {
  const cities = (await ctx.loaders.cities()).all;
  const district = VIENNA_DISTRICTS.find((candidate) => candidate.postcodes.includes(postalCode));
  const vienna = cities.find((city) => city.slug === 'wien');
  if (district && vienna) return { geo: district.center, city: vienna, district: district.name };
  const place = findPlaces(locality, cities, 'de', 1)[0];
  const city =
    place?.city ?? cities.find((candidate) => [candidate.name.de, candidate.name.en].some((name) => name && fold(name) === fold(locality)));
  if (!place || !city) return null;
  return { geo: place.center, city };
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

interface LocalTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

function parseLocal(value: string): LocalTime | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the wall clock in `timeZone` is ahead of UTC at `instant`, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a local wall-clock time in `timeZone` stands for (twice, to settle on the offset around DST changes). */
function toInstant(local: LocalTime, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

/** The `index`-th date of a series: weekly, or monthly on the same day (the month's last day when it is shorter). */
function nthDate(start: LocalTime, repeat: 'NONE' | 'WEEKLY' | 'MONTHLY', index: number): LocalTime {
  if (repeat === 'WEEKLY') {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + 7 * index));
    return { ...start, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  if (repeat === 'MONTHLY') {
    const first = new Date(Date.UTC(start.year, start.month - 1 + index, 1));
    const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    return { ...start, year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: Math.min(start.day, lastDay) };
  }
  return start;
}

const isoDate = (local: LocalTime) =>
  `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;

/** Lower-case ASCII words joined by dashes, umlauts spelled out (Töpfern → toepfern), at most 60 characters. */
function slugify(text: string, fallback: string): string {
  const slug = sortKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

// ---- Events ----

const newPlaceInput = z.object({
  name: requiredText(2, 120),
  street: requiredText(3, 120),
  postalCode: z.string().trim().min(1, fail('REQUIRED')).regex(/^\d{4,5}$/, fail('INVALID_POSTAL_CODE')),
  locality: requiredText(2, 80),
});

const eventLevel = z.enum(['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ALL_LEVELS']);

const eventInput = z.object({
  title: requiredText(3, 120),
  titleEn: optionalText(120),
  description: requiredText(1, 10_000),
  descriptionEn: optionalText(10_000),
  crafts: z.array(z.string()).min(1, fail('REQUIRED')).max(5, fail('TOO_MANY')),
  // A listed venue wins over newPlace when both are sent (the form keeps the new place's fields around).
  venue: z.string().trim().nullish(),
  newPlace: newPlaceInput.nullish(),
  startsAtLocal: z.string().trim().min(1, fail('REQUIRED')).regex(LOCAL_DATE_TIME, fail('INVALID_TIME')),
  durationMinutes: intBetween(15, 1440),
  repeat: z
    .enum(['NONE', 'WEEKLY', 'MONTHLY'])
    .nullish()
    .transform((value) => value ?? 'NONE'),
  occurrences: intBetween(2, 26).nullish(),
  priceCents: intBetween(0, 100_000),
  capacity: intBetween(1, 500),
  level: eventLevel,
  whatToBring: optionalText(1000),
  materialsIncluded: z.boolean(),
  imageUrls: z
    .array(z.string())
    .max(6, fail('TOO_MANY'))
    .nullish()
    .transform((value) => value ?? []),
});

/**
 * The images of a form: ones the record already shows stay as they are, new ones must be the person's own uploads
 * for this purpose (uploadedImage); null when any URL is neither.
 */
function imagesOf(urls: readonly string[], purpose: 'event' | 'venue', uid: string, alt: LocalizedText, current: readonly ImageRecord[]): ImageRecord[] | null {
  const images: ImageRecord[] = [];
  for (const url of new Set(urls)) {
    const kept = current.find((image) => image.url === url);
    const uploaded = kept ? null : uploadedImage(url, uid, purpose);
    if (!kept && !uploaded) return null;
    images.push(kept ?? { ...uploaded!, alt });
  }
  return images;
}

interface CheckedEvent {
  /** The event's fields (without slug, owner and review state), at the first date. */
  fields: Omit<EventRecord, 'slug' | 'ownerUid' | 'review' | 'seriesId' | 'published' | 'seatsLeft'>;
  /** Every date's start (one unless a series was asked for when creating). */
  starts: { startsAt: Date; date: string }[];
  /** The new place to write along with the event(s). */
  newVenue?: VenueRecord;
}

/**
 * Checks an EventInput beyond its shape: crafts and venue exist, the start is a real time in the future in the
 * venue's time zone, images are the person's uploads. `existing` is the event being edited.
 */
async function checkEvent(ctx: EditorialContext, viewer: Viewer, raw: unknown, existing?: EventRecord): Promise<CheckedEvent> {
  const input = parseInput(eventInput, raw, 'input');
  const fields: FieldError[] = [];
  if (!existing && input.repeat !== 'NONE' && input.occurrences == null) fields.push({ field: 'input.occurrences', code: 'REQUIRED' });

  const crafts = (await ctx.loaders.crafts()).bySlug;
  const craftSlugs = [...new Set(input.crafts)];
  if (craftSlugs.some((slug) => !crafts.has(slug))) fields.push({ field: 'input.crafts', code: 'UNKNOWN_CRAFT' });

  let venue: VenueRecord | null = null;
  let newVenue: VenueRecord | undefined;
  if (input.venue) {
    venue = await loadVenue(ctx, input.venue);
    // Listed venues, the person's own unpublished new places, and the event's current venue.
    const usable =
      venue && (venue.published || venue.slug === existing?.venueSlug || (venue.ownerUids ?? []).includes(viewer.uid));
    if (!usable) {
      venue = null;
      fields.push({ field: 'input.venue', code: 'UNKNOWN_VENUE' });
    }
  } else if (input.newPlace) {
    const place = input.newPlace;
    const located = await locate(ctx, place.postalCode, place.locality);
    if (!located) fields.push({ field: 'input.newPlace.locality', code: 'UNKNOWN_PLACE' });
    else {
      newVenue = {
        slug: await freeVenueSlug(ctx, place.name),
        name: place.name,
        nameSort: sortKey(place.name),
        kind: 'WORKSHOP',
        craftSlugs,
        description: { de: '' },
        address: { street: place.street, postalCode: place.postalCode, locality: place.locality, district: located.district, country: located.city.country },
        citySlug: located.city.slug,
        geo: located.geo,
        timeZone: located.city.timeZone,
        openingHours: [],
        contact: {},
        images: [],
        ownerUids: [viewer.uid],
        equipment: [],
        openStudioHours: [],
        // Published together with the event (reviewEvent, submitEvent of trusted organisers).
        published: false,
        updatedAt: ctx.now,
      };
      venue = newVenue;
    }
  } else fields.push({ field: 'input.venue', code: 'REQUIRED' });

  const local = parseLocal(input.startsAtLocal);
  const starts: CheckedEvent['starts'] = [];
  if (!local) fields.push({ field: 'input.startsAtLocal', code: 'INVALID_TIME' });
  else if (venue) {
    const count = existing ? 1 : input.repeat === 'NONE' ? 1 : (input.occurrences ?? 1);
    for (let i = 0; i < count; i++) {
      const date = nthDate(local, existing ? 'NONE' : input.repeat, i);
      starts.push({ startsAt: toInstant(date, venue.timeZone), date: isoDate(date) });
    }
    // An edit may keep a start that has passed meanwhile; a new one must lie ahead.
    const unchanged = existing && starts[0]!.startsAt.getTime() === existing.startsAt.getTime();
    if (!unchanged && starts[0]!.startsAt.getTime() <= ctx.now.getTime()) fields.push({ field: 'input.startsAtLocal', code: 'IN_THE_PAST' });
  }

  const title = { de: input.title, en: input.titleEn };
  const images = imagesOf(input.imageUrls, 'event', viewer.uid, title, existing?.images ?? []);
  if (!images) fields.push({ field: 'input.imageUrls', code: 'INVALID_IMAGE' });
  throwIfAny(fields);

  const first = starts[0]!;
  return {
    fields: {
      title,
      description: { de: input.description, en: input.descriptionEn },
      craftSlugs,
      venueSlug: venue!.slug,
      citySlug: venue!.citySlug,
      geo: venue!.geo,
      startsAt: first.startsAt,
      endsAt: new Date(first.startsAt.getTime() + input.durationMinutes * 60_000),
      timeZone: venue!.timeZone,
      price: { amountCents: input.priceCents, currency: 'EUR' },
      capacity: input.capacity,
      level: input.level,
      status: existing?.status ?? 'SCHEDULED',
      images: images!,
      whatToBring: input.whatToBring ? { de: input.whatToBring } : undefined,
      materialsIncluded: input.materialsIncluded,
      updatedAt: ctx.now,
    },
    starts,
    newVenue,
  };
}

/** A slug for a new place that no venue has yet (one read for the likely candidates). */
async function freeVenueSlug(ctx: EditorialContext, name: string): Promise<string> {
  const base = slugify(name, 'ort');
  const candidates = [base, ...[2, 3, 4, 5].map((n) => `${base}-${n}`)];
  const taken = await ctx.store.venues.getBySlugs(candidates);
  return candidates.find((_, i) => taken[i] === null) ?? `${base}-${randomUUID().slice(0, 8)}`;
}

/** Writes new events with `create`, so that a taken slug fails the batch; then tries again with a suffix. */
async function createWithFreeSlugs(ctx: EditorialContext, events: EventRecord[], alongside: WriteOp[]): Promise<EventRecord[]> {
  for (let attempt = 1; ; attempt++) {
    const suffix = attempt === 1 ? '' : attempt <= 4 ? `-${attempt}` : `-${randomUUID().slice(0, 8)}`;
    const candidates = events.map((event) => ({ ...event, slug: `${event.slug}${suffix}` }));
    try {
      await ctx.store.write([...alongside, ...candidates.map((record): WriteOp => ({ create: 'event', record }))]);
      return candidates;
    } catch (error) {
      if (!(error instanceof ConflictError && error.code === 'ALREADY_EXISTS') || attempt >= 6) throw error;
    }
  }
}

/** Creates a draft, or one draft per date of a series (sharing a seriesId); first date first. */
export async function createEvent(ctx: EditorialContext, raw: unknown): Promise<EventRecord[]> {
  const viewer = requireViewer(ctx.viewer);
  const { fields, starts, newVenue } = await checkEvent(ctx, viewer, raw);
  const duration = fields.endsAt.getTime() - fields.startsAt.getTime();
  const seriesId = starts.length > 1 ? randomUUID() : undefined;
  const base = slugify(fields.title.de, 'kurs');
  const events = starts.map(
    ({ startsAt, date }): EventRecord => ({
      ...fields,
      slug: `${base}-${date}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + duration),
      seatsLeft: fields.capacity,
      ownerUid: viewer.uid,
      review: 'DRAFT',
      seriesId,
      published: false,
    }),
  );
  return createWithFreeSlugs(ctx, events, newVenue ? [{ put: 'venue', record: newVenue }] : []);
}

/**
 * The event for someone who may edit it; NOT_FOUND when it does not exist or is another person's unpublished
 * event (nobody learns that a draft exists), FORBIDDEN for another person's published one.
 */
async function editableOrThrow(ctx: EditorialContext, viewer: Viewer, slug: string): Promise<EventRecord> {
  const event = await loadEvent(ctx, slug);
  if (event && canEditEvent(viewer, event)) return event;
  if (event?.published) assertCan(false, 'change this event');
  throw new NotFoundError(`No event "${slug}".`);
}

/** An event's own new place, when it is not published yet: it goes public together with the event. */
async function publishNewPlace(ctx: EditorialContext, event: EventRecord): Promise<WriteOp[]> {
  const venue = await ctx.loaders.venue.load(event.venueSlug);
  const own = venue && !venue.published && event.ownerUid !== undefined && (venue.ownerUids ?? []).includes(event.ownerUid);
  return own ? [{ put: 'venue', record: { ...venue, published: true, updatedAt: ctx.now } }] : [];
}

/**
 * Edits an event (dates of a series are edited one by one; `repeat` is ignored). The rule for published events:
 * editors and trusted organisers edit in place; anyone else's edit takes the event off the public lists and back
 * to review (IN_REVIEW), so that no unreviewed text goes public. Unpublished events keep their state.
 */
export async function updateEvent(ctx: EditorialContext, slug: string, raw: unknown): Promise<EventRecord> {
  const viewer = requireViewer(ctx.viewer);
  const event = await editableOrThrow(ctx, viewer, slug);
  if (event.status === 'CANCELLED') throw new ConflictError('WRONG_STATE', 'A cancelled event cannot be edited.');
  const { fields, newVenue } = await checkEvent(ctx, viewer, raw, event);
  const booked = event.capacity - event.seatsLeft;
  if (fields.capacity < booked) throw new InvalidInputError('Fewer seats than already booked.', [{ field: 'input.capacity', code: 'OUT_OF_RANGE' }]);
  const backToReview = event.published && event.ownerUid !== undefined && !isEditor(viewer) && !viewer.profile.trustedOrganiser;
  const updated: EventRecord = {
    ...event,
    ...fields,
    seatsLeft: fields.capacity - booked,
    ...(backToReview ? { review: 'IN_REVIEW' as const, published: false } : {}),
  };
  const ops: WriteOp[] = [{ put: 'event', record: updated }];
  if (newVenue) ops.push({ put: 'venue', record: { ...newVenue, published: updated.published } });
  await ctx.store.write(ops);
  return updated;
}

/** DRAFT or REJECTED → IN_REVIEW; editors' and trusted organisers' events are published at once. */
export async function submitEvent(ctx: EditorialContext, slug: string): Promise<EventRecord> {
  const viewer = requireViewer(ctx.viewer);
  const event = await editableOrThrow(ctx, viewer, slug);
  if ((event.review !== 'DRAFT' && event.review !== 'REJECTED') || event.status === 'CANCELLED') {
    throw new ConflictError('WRONG_STATE', 'Only a draft or rejected event can be submitted.');
  }
  if (event.startsAt.getTime() <= ctx.now.getTime()) {
    throw new InvalidInputError('The event has already started.', [{ field: 'input.startsAtLocal', code: 'IN_THE_PAST' }]);
  }
  const publishNow = isEditor(viewer) || viewer.profile.trustedOrganiser;
  const updated: EventRecord = {
    ...event,
    review: publishNow ? 'PUBLISHED' : 'IN_REVIEW',
    reviewNote: undefined,
    published: publishNow,
    updatedAt: ctx.now,
  };
  await ctx.store.write([{ put: 'event', record: updated }, ...(publishNow ? await publishNewPlace(ctx, event) : [])]);
  return updated;
}

/** Cancels an event; everyone holding a seat or waitlist place is told in their language. Bookings stay as they are. */
export async function cancelEvent(ctx: EditorialContext, slug: string, reasonArg?: string | null): Promise<EventRecord> {
  const viewer = requireViewer(ctx.viewer);
  const reason = parseInput(optionalText(1000), reasonArg, 'reason');
  const event = await editableOrThrow(ctx, viewer, slug);
  if (event.status === 'CANCELLED') throw new ConflictError('ALREADY_CANCELLED', 'The event is already cancelled.');
  const bookings = (await ctx.store.bookings.byEvent(slug)).filter((booking) => booking.status !== 'CANCELLED');
  const people = await ctx.store.profiles.getByUids([...new Set(bookings.map((booking) => booking.uid))]);
  const venue = await ctx.loaders.venue.load(event.venueSlug);
  const place = venue ? `${venue.name}, ${venue.address.street}, ${venue.address.postalCode} ${venue.address.locality}` : '';
  const mails = people
    .filter((person): person is ProfileRecord => person !== null)
    .map((person): WriteOp => {
      const { name, locale } = person;
      const about = { name, title: localized(event.title, locale), startsAt: event.startsAt, timeZone: event.timeZone, place, reason };
      return { put: 'mail', record: composeMail('eventCancelled', person.email, locale, { ...about, link: pageUrl('/events', locale) }, ctx.now) };
    });
  const updated: EventRecord = { ...event, status: 'CANCELLED', updatedAt: ctx.now };
  await ctx.store.write([{ put: 'event', record: updated }, ...mails]);
  return updated;
}

/** An editor's decision on an event in review: published (with its new place), or rejected with a note. */
export async function reviewEvent(ctx: EditorialContext, slug: string, decision: Decision, noteArg?: string | null): Promise<EventRecord> {
  const viewer = requireEditor(ctx);
  const note = parseDecisionNote(decision, noteArg);
  const event = await loadEvent(ctx, slug);
  if (!event) throw new NotFoundError(`No event "${slug}".`);
  if (event.review !== 'IN_REVIEW') throw new ConflictError('WRONG_STATE', 'The event is not in review.');
  const approved = decision === 'APPROVE';
  const updated: EventRecord = {
    ...event,
    review: approved ? 'PUBLISHED' : 'REJECTED',
    reviewNote: approved ? undefined : note,
    published: approved,
    updatedAt: ctx.now,
  };
  const ops: WriteOp[] = [{ put: 'event', record: updated }, ...(approved ? await publishNewPlace(ctx, event) : [])];
  ops.push(logEntry(ctx, viewer, 'EVENT', slug, decision, note));
  const author = await profileOf(ctx, event.ownerUid);
  if (author) {
    const { name, locale } = author;
    const title = localized(event.title, locale);
    const mail = approved
      ? composeMail('eventApproved', author.email, locale, { name, title, note, link: pageUrl(`/events/${slug}`, locale) }, ctx.now)
      : composeMail('eventRejected', author.email, locale, { name, title, reason: note!, link: pageUrl(`/profile/event/${slug}`, locale) }, ctx.now);
    ops.push({ put: 'mail', record: mail });
  }
  await ctx.store.write(ops);
  return updated;
}

/** One of my events in any state (any event for editors); null for everyone else, never another person's draft. */
export async function editableEvent(ctx: EditorialContext, slug: string): Promise<EventRecord | null> {
  const event = await loadEvent(ctx, slug);
  return event && canEditEvent(ctx.viewer, event) ? event : null;
}

// ---- Venue claims ----

/** Asks to become an owner of a listed venue; an editor decides (decideClaim). */
export async function claimVenue(ctx: EditorialContext, venueSlug: string, messageArg: string): Promise<VenueClaimRecord> {
  const viewer = requireViewer(ctx.viewer);
  const message = parseInput(requiredText(10, 1000), messageArg, 'message');
  const venue = await loadVenue(ctx, venueSlug);
  if (!venue?.published) throw new InvalidInputError(`No listed venue "${venueSlug}".`, [{ field: 'venue', code: 'UNKNOWN_VENUE' }]);
  if ((venue.ownerUids ?? []).includes(viewer.uid)) throw new ConflictError('ALREADY_OWNER', 'You already keep this venue.');
  const pending = await ctx.store.moderation.claims({ state: 'PENDING', uid: viewer.uid, venueSlug }, 1);
  if (pending.length > 0) throw new ConflictError('ALREADY_PENDING', 'Your claim of this venue is waiting for an editor.');
  const claim: VenueClaimRecord = { id: randomUUID(), venueSlug, uid: viewer.uid, message, state: 'PENDING', createdAt: ctx.now };
  await ctx.store.write([{ put: 'venueClaim', record: claim }]);
  return claim;
}

/** An editor's decision on a claim: approving makes the claimant an owner of the venue. */
export async function decideClaim(ctx: EditorialContext, id: string, decision: Decision, noteArg?: string | null): Promise<VenueClaimRecord> {
  const viewer = requireEditor(ctx);
  const note = parseDecisionNote(decision, noteArg);
  const [claim] = isKey(id) ? await ctx.store.moderation.claimsByIds([id]) : [];
  if (!claim) throw new NotFoundError(`No claim "${id}".`);
  if (claim.state !== 'PENDING') throw new ConflictError('WRONG_STATE', 'The claim has been decided already.');
  const venue = await ctx.loaders.venue.load(claim.venueSlug);
  if (!venue) throw new NotFoundError(`No venue "${claim.venueSlug}".`);
  const approved = decision === 'APPROVE';
  const decided: VenueClaimRecord = {
    ...claim,
    state: approved ? 'APPROVED' : 'REJECTED',
    reviewNote: note,
    decidedAt: ctx.now,
    decidedBy: viewer.uid,
  };
  const ops: WriteOp[] = [{ put: 'venueClaim', record: decided }, logEntry(ctx, viewer, 'VENUE_CLAIM', claim.id, decision, note)];
  if (approved) {
    const ownerUids = [...new Set([...(venue.ownerUids ?? []), claim.uid])];
    ops.push({ put: 'venue', record: { ...venue, ownerUids, updatedAt: ctx.now } });
  }
  const claimant = await profileOf(ctx, claim.uid);
  if (claimant) {
    const { name, locale } = claimant;
    const link = pageUrl(approved ? `/venue_profile?venue=${venue.slug}` : `/venues/${venue.slug}`, locale);
    ops.push({ put: 'mail', record: composeMail('claimDecided', claimant.email, locale, { name, venue: venue.name, approved, note, link }, ctx.now) });
  }
  await ctx.store.write(ops);
  return decided;
}

// ---- Venue changes ----

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const hoursInput = z
  .object({
    day: z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']),
    opens: z.string().regex(HH_MM, fail('INVALID_TIME')),
    closes: z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, fail('INVALID_TIME')),
  })
  .refine((hours) => hours.opens < hours.closes, { path: ['closes'], error: 'INVALID_TIME' });

const venueInput = z.object({
  name: requiredText(2, 120),
  description: requiredText(1, 5000),
  descriptionEn: optionalText(5000),
  kind: z.enum(['SHOP', 'WORKSHOP', 'CREATIVE_SPACE', 'SCHOOL']),
  crafts: z.array(z.string()).min(1, fail('REQUIRED')).max(5, fail('TOO_MANY')),
  street: requiredText(3, 120),
  postalCode: newPlaceInput.shape.postalCode,
  locality: requiredText(2, 80),
  email: optional(z.email(fail('INVALID_EMAIL')).max(200, fail('TOO_LONG'))),
  phone: optionalText(40),
  website: optional(z.url({ protocol: /^https?$/, error: 'INVALID_URL' }).max(300, fail('TOO_LONG'))),
  openingHours: z.array(hoursInput).max(21, fail('TOO_MANY')),
  openStudioHours: z.array(hoursInput).max(21, fail('TOO_MANY')),
  equipment: z.array(z.string().refine(isEquipmentCode, { error: 'UNKNOWN_EQUIPMENT' })).max(EQUIPMENT.length, fail('TOO_MANY')),
  imageUrls: z
    .array(z.string())
    .max(12, fail('TOO_MANY'))
    .nullish()
    .transform((value) => value ?? []),
});

async function venueOrThrow(ctx: EditorialContext, viewer: Viewer, venueSlug: string): Promise<VenueRecord> {
  const venue = await loadVenue(ctx, venueSlug);
  if (!venue) throw new NotFoundError(`No venue "${venueSlug}".`);
  assertCan(canEditVenue(viewer, venue), 'change this venue');
  return venue;
}

async function changeOf(ctx: EditorialContext, venueSlug: string): Promise<VenueChangeRecord | null> {
  const [change] = isKey(venueSlug) ? await ctx.store.moderation.venueChangesBySlugs([venueSlug]) : [];
  return change ?? null;
}

const byDay = (hours: OpeningHoursRecord[]) => hours.map(({ day, opens, closes }) => ({ day, opens, closes }));

/**
 * Saves an owner's (or editor's) edit of a venue as its draft change: the whole venue as it will look. The place
 * on the map is looked up again only when the address changed. Saving replaces an earlier change (back to DRAFT).
 */
export async function saveVenueChange(ctx: EditorialContext, venueSlug: string, raw: unknown): Promise<VenueChangeRecord> {
  const viewer = requireViewer(ctx.viewer);
  const venue = await venueOrThrow(ctx, viewer, venueSlug);
  const input = parseInput(venueInput, raw, 'input');
  const fields: FieldError[] = [];
  const crafts = (await ctx.loaders.crafts()).bySlug;
  const craftSlugs = [...new Set(input.crafts)];
  if (craftSlugs.some((slug) => !crafts.has(slug))) fields.push({ field: 'input.crafts', code: 'UNKNOWN_CRAFT' });
  const images = imagesOf(input.imageUrls, 'venue', viewer.uid, { de: input.name }, venue.images);
  if (!images) fields.push({ field: 'input.imageUrls', code: 'INVALID_IMAGE' });
  const { street, postalCode, locality } = input;
  const moved = street !== venue.address.street || postalCode !== venue.address.postalCode || locality !== venue.address.locality;
  const located = moved ? await locate(ctx, postalCode, locality) : null;
  if (moved && !located) fields.push({ field: 'input.locality', code: 'UNKNOWN_PLACE' });
  throwIfAny(fields);

  const changed: VenueRecord = {
    ...venue,
    name: input.name,
    nameSort: sortKey(input.name),
    kind: input.kind,
    craftSlugs,
    description: { de: input.description, en: input.descriptionEn },
    address: located
      ? { street, postalCode, locality, district: located.district, country: located.city.country }
      : venue.address,
    ...(located ? { citySlug: located.city.slug, geo: located.geo, timeZone: located.city.timeZone } : {}),
    openingHours: byDay(input.openingHours),
    openStudioHours: byDay(input.openStudioHours),
    equipment: [...new Set(input.equipment)],
    contact: { email: input.email, phone: input.phone },
    website: input.website,
    images: images!,
    updatedAt: ctx.now,
  };
  const change: VenueChangeRecord = { venueSlug, uid: viewer.uid, venue: changed, state: 'DRAFT', updatedAt: ctx.now };
  await ctx.store.write([{ put: 'venueChange', record: change }]);
  return change;
}

/** Sends the draft change to the editors (DRAFT → PENDING). */
export async function submitVenueChange(ctx: EditorialContext, venueSlug: string): Promise<VenueChangeRecord> {
  const viewer = requireViewer(ctx.viewer);
  await venueOrThrow(ctx, viewer, venueSlug);
  const change = await changeOf(ctx, venueSlug);
  if (!change) throw new NotFoundError(`No change of "${venueSlug}" to submit.`);
  if (change.state !== 'DRAFT') throw new ConflictError('WRONG_STATE', 'Only a draft change can be submitted.');
  const submitted: VenueChangeRecord = { ...change, state: 'PENDING', updatedAt: ctx.now };
  await ctx.store.write([{ put: 'venueChange', record: submitted }]);
  return submitted;
}

/** An editor's decision on a pending change: approving replaces the venue, in the same write as the log entry. */
export async function reviewVenueChange(ctx: EditorialContext, venueSlug: string, decision: Decision, noteArg?: string | null): Promise<VenueChangeRecord> {
  const viewer = requireEditor(ctx);
  const note = parseDecisionNote(decision, noteArg);
  const change = await changeOf(ctx, venueSlug);
  if (!change) throw new NotFoundError(`No change of "${venueSlug}".`);
  if (change.state !== 'PENDING') throw new ConflictError('WRONG_STATE', 'The change is not waiting for a decision.');
  const live = await loadVenue(ctx, venueSlug);
  if (!live) throw new NotFoundError(`No venue "${venueSlug}".`);
  const approved = decision === 'APPROVE';
  const decided: VenueChangeRecord = {
    ...change,
    state: approved ? 'APPROVED' : 'REJECTED',
    reviewNote: note,
    decidedAt: ctx.now,
    decidedBy: viewer.uid,
  };
  const ops: WriteOp[] = [{ put: 'venueChange', record: decided }, logEntry(ctx, viewer, 'VENUE_CHANGE', venueSlug, decision, note)];
  if (approved) {
    // Owners and visibility are not the change's to decide: they stay as they are now.
    ops.push({ put: 'venue', record: { ...change.venue, ownerUids: live.ownerUids, published: live.published, updatedAt: ctx.now } });
    ops.push(...(await movedEvents(ctx, live, change.venue)));
  }
  const author = await profileOf(ctx, change.uid);
  if (author) {
    const { name, locale } = author;
    const link = pageUrl(approved ? `/venues/${venueSlug}` : `/venue_profile?venue=${venueSlug}`, locale);
    const params = { name, venue: change.venue.name, approved, note, link };
    ops.push({ put: 'mail', record: composeMail('venueChangeDecided', author.email, locale, params, ctx.now) });
  }
  await ctx.store.write(ops);
  return decided;
}

/**
 * Events carry their venue's place (for near-me and city lists): when a venue moves, its next listed events (up to a
 * page) move with it; the store keeps their seat counts. Others take the new place when next edited.
 */
async function movedEvents(ctx: EditorialContext, before: VenueRecord, after: VenueRecord): Promise<WriteOp[]> {
  if (before.geo.lat === after.geo.lat && before.geo.lng === after.geo.lng && before.citySlug === after.citySlug) return [];
  const { items } = await ctx.store.events.list({ venueSlug: before.slug, endsAfter: ctx.now }, { first: MAX_PAGE_SIZE });
  return items.map((event): WriteOp => ({ put: 'event', record: { ...event, geo: after.geo, citySlug: after.citySlug, updatedAt: ctx.now } }));
}

/** The current change of a venue the viewer keeps (editors: any venue); null otherwise. */
export async function venueChange(ctx: EditorialContext, venueSlug: string): Promise<VenueChangeRecord | null> {
  const venue = await loadVenue(ctx, venueSlug);
  if (!venue || !canEditVenue(ctx.viewer, venue)) return null;
  return changeOf(ctx, venueSlug);
}

export function listEquipment(): readonly string[] {
  return EQUIPMENT;
}
