// The organiser's live console: posts while an event runs (news with an optional photo, a delay, a new room or
// place, ended early) and deleting them. Only the event's organiser and editors post; each post is written together
// with the event's live overrides in ONE Store.write, so the two never disagree. Text is kept as typed: it is
// plain text everywhere it is shown (the web escapes it and links URLs itself), never HTML.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { liveOverridesAfter, liveOverridesOf } from '../domain/live-state.js';
import type { EventRecord, LivePostRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type WriteOp } from '../domain/repositories.js';
import { assertCan, canEditEvent, requireViewer } from './access.js';
import { fail, imagesOf, optional, optionalText } from './contribution-input.js';
import { isKey, loadEvent } from './editorial.js';
import type { EditorialContext } from './service-context.js';
import { InvalidInputError } from './errors.js';
import { editableOrThrow } from './event-contributions.js';
import { parseArgs, parseInput } from './argument-checks.js';
import { pageSize } from './pagination.js';
import { livePostThrottle } from './throttle.js';
import { announceChanged } from './live.js';

export const LIVE_TEXT_MAX = 500;
export const LIVE_DELAY_MAX_MINUTES = 240;
/** Deleting a post recomputes the overrides from the event's newest posts, at most this many (far more than a day's). */
const POSTS_RECOUNTED = 500;

const livePostInput = z
  .object({
    kind: z.enum(['UPDATE', 'DELAY', 'ROOM', 'ENDED'], fail('INVALID')),
    text: optionalText(LIVE_TEXT_MAX),
    imageUrl: optional(z.string().max(300, fail('INVALID_IMAGE'))),
    delayMinutes: z.number().nullish(),
    room: optionalText(120),
  })
  .superRefine((input, context) => {
    const missing = (path: string) => context.addIssue({ code: 'custom', path: [path], message: 'REQUIRED' });
    if (input.kind === 'UPDATE' && !input.text) missing('text');
    if (input.kind === 'ROOM' && !input.room) missing('room');
    if (input.kind === 'DELAY') {
      const minutes = input.delayMinutes;
      if (minutes == null) missing('delayMinutes');
      else if (!Number.isInteger(minutes) || minutes < 1 || minutes > LIVE_DELAY_MAX_MINUTES) {
        context.addIssue({ code: 'custom', path: ['delayMinutes'], message: 'OUT_OF_RANGE' });
      }
    }
  });

export type LivePostInput = z.input<typeof livePostInput>;

/** Posts to a published event that is not cancelled; the event's overrides change with DELAY, ROOM and ENDED. */
export async function postLiveUpdate(ctx: EditorialContext, slug: string, raw: unknown): Promise<LivePostRecord> {
  const viewer = requireViewer(ctx.viewer);
  const event = await editableOrThrow(ctx, viewer, slug);
  const input = parseInput(livePostInput, raw, 'input');
  if (!event.published || event.status === 'CANCELLED') {
    throw new ConflictError('WRONG_STATE', 'Only a published event that is not cancelled takes live posts.');
  }
  if (input.kind === 'ENDED' && event.live?.endedAt) throw new ConflictError('WRONG_STATE', 'The event has already ended.');
  let image;
  if (input.imageUrl) {
    // The photo is described by the post's words, or else by the event's title.
    [image] = imagesOf([input.imageUrl], 'event', viewer.uid, input.text ? { de: input.text } : event.title, []) ?? [];
    if (!image) throw new InvalidInputError('The photo is not one of your uploads.', [{ field: 'input.imageUrl', code: 'INVALID_IMAGE' }]);
  }
  const keys = [`live:${viewer.uid}`];
  await livePostThrottle.check(ctx.store, keys, ctx.now);
  const post: LivePostRecord = {
    id: randomUUID(),
    eventSlug: event.slug,
    authorUid: viewer.uid,
    kind: input.kind,
    text: input.text ?? '',
    ...(image ? { image } : {}),
    ...(input.kind === 'DELAY' ? { delayMinutes: input.delayMinutes! } : {}),
    ...(input.kind === 'ROOM' ? { room: input.room! } : {}),
    createdAt: ctx.now,
  };
  const ops: WriteOp[] = [{ put: 'livePost', record: post }];
  if (post.kind !== 'UPDATE') ops.push({ put: 'event', record: { ...event, live: liveOverridesAfter(event.live, post) } });
  await ctx.store.write(ops);
  await livePostThrottle.count(ctx.store, keys, ctx.now);
  await announceChanged(ctx, event.slug);
  return post;
}

/**
 * Deletes a post: its author, the event's organiser or an editor. A DELAY, ROOM or ENDED post's effect goes with
 * it (the overrides are recomputed from the posts that remain). Someone else learns nothing about an unpublished
 * event's posts (NOT_FOUND); a published event's are public, so there it is FORBIDDEN.
 */
export async function deleteLiveUpdate(ctx: EditorialContext, id: string): Promise<boolean> {
  const viewer = requireViewer(ctx.viewer);
  const [post] = isKey(id) ? await ctx.store.livePosts.getByIds([id]) : [null];
  if (!post) throw new NotFoundError(`No live post "${id}".`);
  const event = await loadEvent(ctx, post.eventSlug);
  if (post.authorUid !== viewer.uid && !(event && canEditEvent(viewer, event))) {
    if (event?.published) assertCan(false, 'delete this post');
    throw new NotFoundError(`No live post "${id}".`);
  }
  const ops: WriteOp[] = [{ delete: 'livePost', key: post.id }];
  if (event && post.kind !== 'UPDATE') {
    const remaining = (await ctx.store.livePosts.byEvent(event.slug, POSTS_RECOUNTED)).filter((other) => other.id !== post.id);
    ops.push({ put: 'event', record: { ...event, live: liveOverridesOf(remaining) } });
  }
  await ctx.store.write(ops);
  await announceChanged(ctx, post.eventSlug);
  return true;
}

const livePostsArgs = z.object({ first: pageSize(20) });

/** Event.livePosts, newest first: public for published events, otherwise only for the organiser and editors. */
export async function livePostsOf(ctx: EditorialContext, event: EventRecord, args: z.input<typeof livePostsArgs>): Promise<LivePostRecord[]> {
  const { first } = parseArgs(livePostsArgs, args);
  if (!event.published && !canEditEvent(ctx.viewer, event)) return [];
  return ctx.store.livePosts.byEvent(event.slug, first);
}
