// The editors' desk: the queue (events in review, pending venue changes and claims), the log of every step,
// people and their roles, trusted organisers, and the messages sent through /contact.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ContactMessageRecord, EventRecord, ModerationLogRecord, ProfileRecord, SiteRole, VenueChangeRecord, VenueClaimRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type Page } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { assertCan, hasRole, requireViewer } from './access.js';
import { requiredText } from './contribution-input.js';
import { logEntry } from './editorial.js';
import type { EditorialContext } from './service-context.js';
import { parseArgs, parseInput } from './argument-checks.js';
import { MAX_OFFSET, pageOffset, pageSize } from './pagination.js';
import { contactThrottle } from './throttle.js';

/** How many items of each kind the queue shows (oldest first: they have waited longest). */
const QUEUE_SIZE = 50;

function requireRole(ctx: EditorialContext, role: 'EDITOR' | 'ADMIN'): Viewer {
  const viewer = requireViewer(ctx.viewer);
  assertCan(hasRole(viewer, role), role === 'ADMIN' ? 'manage roles' : 'moderate');
  return viewer;
}

const pageArgs = z.object({
  first: pageSize(50),
  offset: pageOffset,
});

type PageArgs = z.input<typeof pageArgs>;

export interface ModerationQueue {
  events: EventRecord[];
  venueChanges: VenueChangeRecord[];
  claims: VenueClaimRecord[];
}

export async function moderationQueue(ctx: EditorialContext): Promise<ModerationQueue> {
  requireRole(ctx, 'EDITOR');
  const [events, venueChanges, claims] = await Promise.all([
    ctx.store.events.inReview(QUEUE_SIZE),
    ctx.store.moderation.pendingVenueChanges(QUEUE_SIZE),
    ctx.store.moderation.claims({ state: 'PENDING' }, QUEUE_SIZE),
  ]);
  return { events, venueChanges, claims };
}

export async function moderationLog(ctx: EditorialContext, args: PageArgs): Promise<{ entries: ModerationLogRecord[]; totalCount: number }> {
  requireRole(ctx, 'EDITOR');
  const page = await ctx.store.moderation.log(parseArgs(pageArgs, args));
  return { entries: page.items, totalCount: page.totalCount };
}

export async function listUsers(ctx: EditorialContext, args: PageArgs): Promise<{ users: ProfileRecord[]; totalCount: number }> {
  requireRole(ctx, 'EDITOR');
  const page = await ctx.store.profiles.list(parseArgs(pageArgs, args));
  return { users: page.items, totalCount: page.totalCount };
}

async function profileOrThrow(ctx: EditorialContext, uid: string): Promise<ProfileRecord> {
  const [profile] = /^[A-Za-z0-9_-]{1,128}$/.test(uid) ? await ctx.store.profiles.getByUids([uid]) : [];
  if (!profile) throw new NotFoundError(`No person "${uid}".`);
  return profile;
}

/** Whether anyone but `uid` is an admin (read page by page: only asked when an admin gives up the role). */
async function anotherAdmin(ctx: EditorialContext, uid: string): Promise<boolean> {
  for (let offset = 0; ; offset += 500) {
    const page: Page<ProfileRecord> = await ctx.store.profiles.list({ first: 500, offset });
    if (page.items.some((profile) => profile.role === 'ADMIN' && profile.uid !== uid)) return true;
    if (!page.hasNextPage) return false;
  }
}

/** Admins give people a site-wide role. The last admin cannot give up their own (CONFLICT LAST_ADMIN). */
export async function setRole(ctx: EditorialContext, uid: string, role: SiteRole): Promise<ProfileRecord> {
  const viewer = requireRole(ctx, 'ADMIN');
  const profile = await profileOrThrow(ctx, uid);
  if (profile.role === 'ADMIN' && role !== 'ADMIN' && uid === viewer.uid && !(await anotherAdmin(ctx, uid))) {
    throw new ConflictError('LAST_ADMIN', 'You are the last admin: make someone else an admin first.');
  }
  const updated: ProfileRecord = { ...profile, role, updatedAt: ctx.now };
  await ctx.store.write([{ put: 'profile', record: updated }, logEntry(ctx, viewer, 'ROLE', uid, 'SET_ROLE', role)]);
  return updated;
}

/** Editors let an organiser publish without review (or take that back). */
export async function setTrustedOrganiser(ctx: EditorialContext, uid: string, trusted: boolean): Promise<ProfileRecord> {
  const viewer = requireRole(ctx, 'EDITOR');
  const profile = await profileOrThrow(ctx, uid);
  const updated: ProfileRecord = { ...profile, trustedOrganiser: trusted, updatedAt: ctx.now };
  await ctx.store.write([{ put: 'profile', record: updated }, logEntry(ctx, viewer, 'ACCOUNT', uid, 'SET_TRUSTED', String(trusted))]);
  return updated;
}

const contactInput = z.object({
  name: requiredText(1, 100),
  email: z.string().trim().min(1, { error: 'REQUIRED' }).pipe(z.email({ error: 'INVALID_EMAIL' }).max(200, { error: 'TOO_LONG' })),
  subject: requiredText(1, 200),
  message: requiredText(10, 5000),
});

/** Anyone may write to the editors; signed-in senders are remembered by uid. Throttled per client (throttle.ts). */

export async function sendContactMessage(ctx: EditorialContext, raw: unknown): Promise<boolean> {
  const input = parseInput(contactInput, raw, 'input');
  const keys = [`client:${ctx.clientAddress}`];
  await contactThrottle.check(ctx.store, keys, ctx.now);
  const record: ContactMessageRecord = {
    id: randomUUID(),
    ...input,
    uid: ctx.viewer?.uid,
    handled: false,
    createdAt: ctx.now,
  };
  await ctx.store.write([{ put: 'contactMessage', record }]);
  await contactThrottle.count(ctx.store, keys, ctx.now);
  return true;
}

export async function contactMessages(
  ctx: EditorialContext,
  args: PageArgs & { unhandledOnly?: boolean | null },
): Promise<{ messages: ContactMessageRecord[]; totalCount: number }> {
  requireRole(ctx, 'EDITOR');
  const page = await ctx.store.moderation.contactMessages(args.unhandledOnly ? { handled: false } : {}, parseArgs(pageArgs, args));
  return { messages: page.items, totalCount: page.totalCount };
}

/**
 * The repository reads messages by list only: an unhandled one is found among the unhandled (few, as editors work
 * through them), a handled one further down the whole list.
 */
async function findContactMessage(ctx: EditorialContext, id: string): Promise<ContactMessageRecord | null> {
  for (const filter of [{ handled: false }, {}]) {
    for (let offset = 0; offset <= MAX_OFFSET; offset += 50) {
      const page = await ctx.store.moderation.contactMessages(filter, { first: 50, offset });
      const found = page.items.find((message) => message.id === id);
      if (found) return found;
      if (!page.hasNextPage) break;
    }
  }
  return null;
}

export async function markContactMessageHandled(ctx: EditorialContext, id: string): Promise<ContactMessageRecord> {
  requireRole(ctx, 'EDITOR');
  const message = await findContactMessage(ctx, id);
  if (!message) throw new NotFoundError(`No contact message "${id}".`);
  const handled: ContactMessageRecord = { ...message, handled: true };
  await ctx.store.write([{ put: 'contactMessage', record: handled }]);
  return handled;
}
