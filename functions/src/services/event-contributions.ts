// Events people contribute: drafts (one per date of a series), edits, submission for review, cancellation, and
// the editors' review. Every decision is written together with its log entry and mails in ONE Store.write.
import { randomUUID } from 'node:crypto';
import type { EventRecord } from '../domain/records.js';
import { isPaidEvent } from '../domain/payments.js';
import { ConflictError, NotFoundError, type WriteOp } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { assertCan, canEditEvent, isEditor, requireViewer } from './access.js';
import { optionalText, parseDecisionNote, type Decision } from './contribution-input.js';
import { slugify } from './contribution-places.js';
import { loadEvent, localized, logEntry, profileOf, requireEditor } from './editorial.js';
import type { EditorialContext } from './service-context.js';
import { InvalidInputError } from './errors.js';
import { cancelEventAndTell } from './event-cancellation.js';
import { checkEvent } from './event-input.js';
import { parseInput } from './argument-checks.js';
import { composeMail, pageUrl } from './mail.js';
import { assertMaySell } from './payouts.js';
import { announceChanged } from './live.js';
import { radarOnPublished, radarOnSeatFreed } from './radar-triggers.js';

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
  const seriesId = starts.length > 1 ? randomUUID() : undefined;
  const base = slugify(fields.title.de, 'kurs');
  const events = starts.map(
    ({ sessions, date }): EventRecord => ({
      ...fields,
      slug: `${base}-${date}`,
      startsAt: sessions[0]!.startsAt,
      endsAt: sessions.at(-1)!.endsAt,
      sessions,
      // Each date of a series is decided as long before its own start as the first.
      minimum: fields.minimum && { ...fields.minimum, decidesAt: new Date(sessions[0]!.startsAt.getTime() - (fields.startsAt.getTime() - fields.minimum.decidesAt.getTime())) },
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
export async function editableOrThrow(ctx: EditorialContext, viewer: Viewer, slug: string): Promise<EventRecord> {
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
  if (fields.registration === 'DROP_IN' && event.registration === 'BOOKING') {
    const active = (await ctx.store.bookings.byEvent(event.slug)).some((booking) => booking.status !== 'CANCELLED');
    if (active) throw new InvalidInputError('People have booked this event: it cannot become drop-in.', [{ field: 'input.registration', code: 'HAS_BOOKINGS' }]);
  }
  if (fields.capacity < booked) throw new InvalidInputError('Fewer seats than already booked.', [{ field: 'input.capacity', code: 'OUT_OF_RANGE' }]);
  // A free course that becomes paid after its submission is sold in its organiser's name from then on.
  if (!isPaidEvent(event) && event.review !== 'DRAFT' && event.review !== 'REJECTED') await assertMaySell(ctx, { ...event, price: fields.price });
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
  await announceChanged(ctx, updated.slug);
  // More seats for a full course: the Radar tells whoever waits for one (the store kept the bookings' count).
  if (event.published && updated.published && event.seatsLeft === 0 && updated.seatsLeft > 0) await radarOnSeatFreed(ctx, updated.slug, ctx.now);
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
  // A course going public after its decision time would be called off at once, with nobody having had a chance.
  if (event.minimum?.outcome === 'PENDING' && event.minimum.decidesAt.getTime() <= ctx.now.getTime()) {
    throw new InvalidInputError('The decision time of the minimum has passed.', [{ field: 'input.decisionHoursBefore', code: 'IN_THE_PAST' }]);
  }
  // A paid course is sold in its organiser's name: their account must take payments before it goes to review.
  await assertMaySell(ctx, event);
  const publishNow = isEditor(viewer) || viewer.profile.trustedOrganiser;
  const updated: EventRecord = {
    ...event,
    review: publishNow ? 'PUBLISHED' : 'IN_REVIEW',
    reviewNote: undefined,
    published: publishNow,
    updatedAt: ctx.now,
  };
  await ctx.store.write([{ put: 'event', record: updated }, ...(publishNow ? await publishNewPlace(ctx, event) : [])]);
  if (publishNow) {
    await announceChanged(ctx, updated.slug);
    await radarOnPublished(ctx, [updated.slug], ctx.now);
  }
  return updated;
}

/**
 * Cancels an event for its organiser or an editor; everyone holding a seat or waitlist place is told in their
 * language (cancelEventAndTell, the one cancellation path). Bookings stay as they are.
 */
export async function cancelEvent(ctx: EditorialContext, slug: string, reasonArg?: string | null): Promise<EventRecord> {
  const viewer = requireViewer(ctx.viewer);
  const reason = parseInput(optionalText(1000), reasonArg, 'reason');
  const event = await editableOrThrow(ctx, viewer, slug);
  return cancelEventAndTell(ctx, event, { by: 'ORGANISER', reason });
}

/** An editor's decision on an event in review: published (with its new place), or rejected with a note. */
export async function reviewEvent(ctx: EditorialContext, slug: string, decision: Decision, noteArg?: string | null): Promise<EventRecord> {
  const viewer = requireEditor(ctx);
  const note = parseDecisionNote(decision, noteArg);
  const event = await loadEvent(ctx, slug);
  if (!event) throw new NotFoundError(`No event "${slug}".`);
  if (event.review !== 'IN_REVIEW') throw new ConflictError('WRONG_STATE', 'The event is not in review.');
  const approved = decision === 'APPROVE';
  // The organiser's account may have been restricted while the course waited for review.
  if (approved) await assertMaySell(ctx, event);
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
  if (approved) {
    await announceChanged(ctx, updated.slug);
    await radarOnPublished(ctx, [updated.slug], ctx.now);
  }
  return updated;
}

/** One of my events in any state (any event for editors); null for everyone else, never another person's draft. */
export async function editableEvent(ctx: EditorialContext, slug: string): Promise<EventRecord | null> {
  const event = await loadEvent(ctx, slug);
  return event && canEditEvent(ctx.viewer, event) ? event : null;
}
