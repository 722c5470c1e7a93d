// Profiles: what a signed-in person tells about themselves. Only the person changes their own profile; who may read
// someone else's is decided where the schema hands out a Profile (Booking.person, VenueClaim.claimant).
import { deleteUpload } from '../uploads/uploads.js';
import { z } from 'zod';
import type { CityRecord, CraftRecord, EventRecord, Locale, LocalizedText, ProfileRecord, VenueClaimRecord, VenueRecord } from '../domain/records.js';
import { uploadedImage } from '../uploads/uploads.js';
import { isEditor, requireViewer } from './access.js';
import { craftsBySlugs } from './catalog.js';
import { parseInput } from './argument-checks.js';
import type { ReadContext, ViewerContext } from './service-context.js';

export const MAX_FAVOURITE_CRAFTS = 10;

/** Absent fields keep their value; null clears it (the name and language cannot be cleared). */
export interface ProfileInput {
  name: string;
  bio?: string | null;
  avatarUrl?: string | null;
  homeCity?: string | null;
  favouriteCrafts?: readonly string[] | null;
  locale?: Locale | null;
}

function profileSchema(uid: string, citySlugs: ReadonlySet<string>, craftSlugs: ReadonlySet<string>) {
  return z.object({
    name: z.string().trim().min(1, { error: 'REQUIRED' }).max(80, { error: 'TOO_LONG' }),
    bio: z
      .string()
      .trim()
      .max(500, { error: 'TOO_LONG' })
      .nullish()
      .transform((bio) => (bio === '' ? null : bio)),
    // One of the person's own avatar uploads, as POST /uploads named it.
    avatarUrl: z
      .string()
      .transform((url, issues) => uploadedImage(url, uid, 'avatar') ?? (issues.addIssue({ code: 'custom', message: 'INVALID_IMAGE' }), z.NEVER))
      .nullish(),
    homeCity: z
      .string()
      .refine((slug) => citySlugs.has(slug), { error: 'UNKNOWN_CITY' })
      .nullish(),
    favouriteCrafts: z
      .array(z.string().refine((slug) => craftSlugs.has(slug), { error: 'UNKNOWN_CRAFT' }))
      .max(MAX_FAVOURITE_CRAFTS, { error: 'TOO_MANY' })
      .nullish(),
    locale: z.enum(['de', 'en']).nullish(),
  });
}

/** Saves the viewer's profile; bad input is an InvalidInputError with a FieldError per field ("input.name"). */
export async function updateProfile(ctx: ViewerContext, input: ProfileInput): Promise<ProfileRecord> {
  const viewer = requireViewer(ctx.viewer);
  const [cities, crafts] = await Promise.all([ctx.loaders.cities(), ctx.loaders.crafts()]);
  const parsed = parseInput(profileSchema(viewer.uid, new Set(cities.bySlug.keys()), new Set(crafts.bySlug.keys())), input, 'input');
  // Read afresh rather than trusting the request's copy, so that fields this form does not touch are kept as stored.
  const [current] = await ctx.store.profiles.getByUids([viewer.uid]);
  const base = current ?? viewer.profile;
  const name = parsed.name;
  const avatar = parsed.avatarUrl === undefined ? base.avatar : (parsed.avatarUrl ?? undefined);
  const profile: ProfileRecord = {
    ...base,
    name,
    bio: parsed.bio === undefined ? base.bio : (parsed.bio ?? undefined),
    // The alt text names the person, so it follows a new name.
    avatar: avatar && { ...avatar, alt: avatarAlt(name) },
    homeCitySlug: parsed.homeCity === undefined ? base.homeCitySlug : (parsed.homeCity ?? undefined),
    favouriteCraftSlugs: parsed.favouriteCrafts === undefined ? base.favouriteCraftSlugs : [...new Set(parsed.favouriteCrafts ?? [])],
    locale: parsed.locale ?? base.locale,
    updatedAt: ctx.now,
  };
  // Optional fields that are cleared are left out (Firestore rejects undefined values).
  for (const key of ['bio', 'avatar', 'homeCitySlug'] as const) if (profile[key] === undefined) delete profile[key];
  await ctx.store.write([{ put: 'profile', record: profile }]);
  ctx.loaders.profile.clear(viewer.uid);
  // After the save, so that a failed save never leaves the profile pointing at deleted files.
  if (ctx.images && base.avatar && base.avatar.url !== profile.avatar?.url) {
    await deleteUpload({ images: ctx.images }, base.avatar.url).catch((error: unknown) => console.warn('Old avatar not deleted:', error));
  }
  return profile;
}

function avatarAlt(name: string): LocalizedText {
  return { de: `Profilbild von ${name}`, en: `Profile picture of ${name}` };
}

export async function homeCityOf(ctx: ReadContext, profile: ProfileRecord): Promise<CityRecord | null> {
  if (!profile.homeCitySlug) return null;
  return (await ctx.loaders.cities()).bySlug.get(profile.homeCitySlug) ?? null;
}

export function favouriteCraftsOf(ctx: ReadContext, profile: ProfileRecord): Promise<CraftRecord[]> {
  return craftsBySlugs(ctx, profile.favouriteCraftSlugs);
}

/** Something waiting for the person (AttentionItem): kind, the event slug or venue slug, the editor's note, a count. */
export interface AttentionItem {
  kind: 'EVENT_REJECTED' | 'EVENT_IN_REVIEW' | 'BOOKED_EVENT_CANCELLED' | 'WAITLIST_CONFIRMED' | 'VENUE_DECIDED' | 'MODERATION_QUEUE';
  subjectId?: string;
  note?: string;
  count?: number;
}

/** How far back decisions and waitlist promotions still need the person's attention. */
const RECENT_MS = 14 * 24 * 3_600_000;
/** Each part of the moderation queue is counted up to this many items. */
const QUEUE_COUNT_LIMIT = 100;
const MAX_CLAIMS = 100;

export function viewerEvents(ctx: ViewerContext): Promise<EventRecord[]> {
  return ctx.store.events.byOwner(requireViewer(ctx.viewer).uid);
}

export function viewerVenues(ctx: ViewerContext): Promise<VenueRecord[]> {
  return ctx.store.venues.byOwner(requireViewer(ctx.viewer).uid);
}

export function viewerClaims(ctx: ViewerContext): Promise<VenueClaimRecord[]> {
  return ctx.store.moderation.claims({ uid: requireViewer(ctx.viewer).uid }, MAX_CLAIMS);
}

/**
 * What needs the person: their rejected and in-review events, active bookings of events that were cancelled (and
 * have not ended), waitlist places that turned into seats and claims or venue changes decided in the last 14 days,
 * and for editors the size of the moderation queue.
 */
export async function viewerAttention(ctx: ViewerContext): Promise<AttentionItem[]> {
  const viewer = requireViewer(ctx.viewer);
  const since = ctx.now.getTime() - RECENT_MS;
  const [events, bookings, claims, changes, queued] = await Promise.all([
    viewerEvents(ctx),
    ctx.loaders.bookingsByUser.load(viewer.uid),
    viewerClaims(ctx),
    ctx.store.moderation.venueChangesBySlugs(viewer.ownedVenueSlugs),
    isEditor(viewer) ? moderationQueueSize(ctx) : 0,
  ]);
  const active = bookings.filter((booking) => booking.status !== 'CANCELLED');
  const booked = await ctx.loaders.event.loadMany(active.map((booking) => booking.eventSlug));
  const items: AttentionItem[] = [];
  for (const event of events) {
    if (event.review === 'REJECTED') items.push({ kind: 'EVENT_REJECTED', subjectId: event.slug, note: event.reviewNote });
    if (event.review === 'IN_REVIEW') items.push({ kind: 'EVENT_IN_REVIEW', subjectId: event.slug });
  }
  active.forEach((booking, index) => {
    const event = booked[index];
    if (event instanceof Error) throw event;
    if (!event || event.endsAt.getTime() < ctx.now.getTime()) return;
    if (event.status === 'CANCELLED') items.push({ kind: 'BOOKED_EVENT_CANCELLED', subjectId: event.slug });
    // A seat booked directly is never updated; a confirmed booking updated later was promoted from the waitlist.
    else if (booking.status === 'CONFIRMED' && booking.updatedAt > booking.createdAt && booking.updatedAt.getTime() >= since) {
      items.push({ kind: 'WAITLIST_CONFIRMED', subjectId: event.slug });
    }
  });
  const decided = [...claims, ...changes.filter((change) => change?.uid === viewer.uid)];
  for (const subject of decided) {
    if (subject?.decidedAt && subject.decidedAt.getTime() >= since && (subject.state === 'APPROVED' || subject.state === 'REJECTED')) {
      items.push({ kind: 'VENUE_DECIDED', subjectId: subject.venueSlug, note: subject.reviewNote });
    }
  }
  if (queued > 0) items.push({ kind: 'MODERATION_QUEUE', count: queued });
  return items;
}

async function moderationQueueSize(ctx: ViewerContext): Promise<number> {
  const [events, changes, claims] = await Promise.all([
    ctx.store.events.inReview(QUEUE_COUNT_LIMIT),
    ctx.store.moderation.pendingVenueChanges(QUEUE_COUNT_LIMIT),
    ctx.store.moderation.claims({ state: 'PENDING' }, QUEUE_COUNT_LIMIT),
  ]);
  return events.length + changes.length + claims.length;
}
