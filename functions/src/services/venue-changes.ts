// Owners' changes of their venues: saved as a draft of the whole venue, submitted, and decided by an editor;
// approving replaces the venue (and moves its next events along when it moved).
import { z } from 'zod';
import { EQUIPMENT, isEquipmentCode } from '../domain/equipment.js';
import { VENUE_PAGE_IMAGES } from '../domain/premium.js';
import { isFeatured } from '../domain/premium-subscriptions.js';
import type { ImageRecord, OpeningHoursRecord, VenueChangeRecord, VenueRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type WriteOp } from '../domain/repositories.js';
import { sortKey } from '../domain/sort-key.js';
import type { Viewer } from '../domain/viewer.js';
import { accessibilityInput } from './accessibility.js';
import { assertCan, canEditVenue, requireViewer } from './access.js';
import { fail, imagesOf, newPlaceInput, optional, optionalText, parseDecisionNote, requiredText, throwIfAny, type Decision } from './contribution-input.js';
import { locate } from './contribution-places.js';
import { editorsDecision, isKey, loadVenue, logEntry, profileOf, requireEditor } from './editorial.js';
import type { EditorialContext } from './service-context.js';
import type { FieldError } from './errors.js';
import { parseInput } from './argument-checks.js';
import { MAX_PAGE_SIZE } from './pagination.js';
import { composeMail, pageUrl } from './mail.js';

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
  // Profiles are linked from the public page, so only https, and few enough to stay a list, not a link farm.
  socialLinks: z
    .array(z.url({ protocol: /^https$/, error: 'INVALID_URL' }).max(300, fail('TOO_LONG')))
    .max(5, fail('TOO_MANY'))
    .nullish()
    .transform((links) => [...new Set(links ?? [])]),
  openingHours: z.array(hoursInput).max(21, fail('TOO_MANY')),
  openStudioHours: z.array(hoursInput).max(21, fail('TOO_MANY')),
  equipment: z.array(z.string().refine(isEquipmentCode, { error: 'UNKNOWN_EQUIPMENT' })).max(EQUIPMENT.length, fail('TOO_MANY')),
  imageUrls: z
    .array(z.string())
    .max(VENUE_PAGE_IMAGES.premium, fail('TOO_MANY'))
    .nullish()
    .transform((value) => value ?? []),
  accessibility: accessibilityInput,
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
 * Whether a venue may keep these images: up to VENUE_PAGE_IMAGES.premium while it has Premium, else one. A venue whose
 * Premium ended keeps the images it has (stored; its page shows the first only) and may drop some, but adds a new one
 * only while it stays within the free listing's one.
 */
async function withinImageLimit(ctx: EditorialContext, venue: VenueRecord, images: readonly ImageRecord[]): Promise<boolean> {
  const [premium] = await ctx.store.premium.getByVenues([venue.slug]);
  const limit = isFeatured(premium, ctx.now) ? VENUE_PAGE_IMAGES.premium : VENUE_PAGE_IMAGES.free;
  if (images.length <= limit) return true;
  return !isFeatured(premium, ctx.now) && images.every((image) => venue.images.some((kept) => kept.url === image.url));
}

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
  else if (!(await withinImageLimit(ctx, venue, images))) fields.push({ field: 'input.imageUrls', code: 'TOO_MANY' });
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
    socialLinks: input.socialLinks,
    images: images!,
    accessibility: input.accessibility,
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
  const decided: VenueChangeRecord = { ...change, ...editorsDecision(ctx, viewer, decision, note) };
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
