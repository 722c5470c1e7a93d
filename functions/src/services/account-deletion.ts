// Deleting an account: the person's data goes with it, other people keep what they rely on (a freed seat goes to
// the waitlist; a published upcoming event is handed to an editor, or unpublished when there is none).
//
// The steps are ordered so that a failure half-way leaves a state from which the same call simply continues: each
// step reads what is still left (active bookings, owned venues and events, claims, changes) and the profile and
// the identity user go last. While the profile exists the person can still sign in and try again; the identity
// user goes after it, so nobody is left with an account whose data is half gone and no way to retry.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EventRecord, ProfileRecord } from '../domain/records.js';
import { ConflictError, type WriteOp } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { deleteUploads } from '../uploads/uploads.js';
import { requireViewer } from './access.js';
import { cancelWithMails, giveUpHeldSeat } from './bookings.js';
import { InvalidInputError } from './errors.js';
import { parseInput } from './argument-checks.js';
import type { ViewerContext } from './service-context.js';

/** A viewer's request; of the identity provider, deleting the account is all it needs. */
export type AccountDeletionContext = ViewerContext & { identity: Pick<IdentityProvider, 'deleteUser'> };

/** Firestore commits at most 500 writes at once; each batch is whole in itself. */
const WRITES_PER_BATCH = 400;
/** More than anyone has; a larger number would only be read in more steps of a retried call. */
const MAX_CLAIMS = 1000;

export async function deleteAccount(ctx: AccountDeletionContext, args: { confirmEmail: string }): Promise<true> {
  const viewer = requireViewer(ctx.viewer);
  const confirmEmail = parseInput(z.string().trim().min(1, { error: 'REQUIRED' }), args.confirmEmail, 'confirmEmail');
  if (confirmEmail.toLowerCase() !== viewer.email.toLowerCase()) {
    throw new InvalidInputError('confirmEmail does not match the account address.', [{ field: 'confirmEmail', code: 'MISMATCH' }]);
  }
  const uid = viewer.uid;

  // 1. Every active booking through the store's transaction: seats go to the waitlist, whoever moves up is told.
  // The person gets no mail per booking: they are leaving.
  for (const booking of await ctx.store.bookings.byUser(uid)) {
    if (booking.status === 'CANCELLED') continue;
    // A held seat goes through its order, so that a voucher's part and a code's use applied to it come back.
    if (await giveUpHeldSeat(ctx, booking)) continue;
    try {
      await cancelWithMails(ctx, booking, { tellPerson: false });
    } catch (error) {
      if (!(error instanceof ConflictError && error.code === 'ALREADY_CANCELLED')) throw error;
    }
  }

  // 2. Everything else that refers to the person, read from what is left.
  const [bookings, claims, venues, events] = await Promise.all([
    ctx.store.bookings.byUser(uid),
    ctx.store.moderation.claims({ uid }, MAX_CLAIMS),
    ctx.store.venues.byOwner(uid),
    ctx.store.events.byOwner(uid),
  ]);
  const changedVenues = [...new Set([...venues.map((venue) => venue.slug), ...claims.map((claim) => claim.venueSlug)])];
  const changes = (await ctx.store.moderation.venueChangesBySlugs(changedVenues)).filter((change) => change?.uid === uid);
  const heir = await firstEditor(ctx, uid);

  const ops: WriteOp[] = [
    // Changes before claims and venues: a retry finds the changes through those.
    ...changes.map((change): WriteOp => ({ delete: 'venueChange', key: change!.venueSlug })),
    ...claims.map((claim): WriteOp => ({ delete: 'venueClaim', key: claim.id })),
    ...venues.map((venue): WriteOp => ({
      put: 'venue',
      record: { ...venue, ownerUids: (venue.ownerUids ?? []).filter((owner) => owner !== uid), updatedAt: ctx.now },
    })),
    ...events.flatMap((event) => releaseEvent(ctx, uid, event, heir)),
    ...bookings.map((booking): WriteOp => ({ delete: 'booking', key: booking.id })),
  ];
  for (let start = 0; start < ops.length; start += WRITES_PER_BATCH) await ctx.store.write(ops.slice(start, start + WRITES_PER_BATCH));

  // 3. The Radar's alerts and what they found, and the assistant's answers the person saved.
  await ctx.store.radar.deleteAllOf(uid);
  await ctx.store.savedAnswers.deleteAllOf(uid);
  // Kept on purpose: an organiser's payout account and payouts, and every invoice and credit note the person is a
  // party to, are business records the law requires to be kept for seven years (§ 132 BAO), as are their orders.

  // 4. The profile with the avatar's files (event and venue images stay: handed-over events still show them), then
  // the credentials.
  await ctx.store.write([{ delete: 'profile', key: uid }]);
  if (ctx.images) await deleteUploads({ images: ctx.images }, uid, ['avatar']);
  await ctx.identity.deleteUser(uid);
  return true;
}

/**
 * A published upcoming event goes to `heir` (logged as HAND_OVER); every other event of the person is unpublished
 * and no longer theirs (logged as UNPUBLISH where it was public). Either way it leaves the person's byOwner list.
 */
function releaseEvent(ctx: ViewerContext, uid: string, event: EventRecord, heir: ProfileRecord | null): WriteOp[] {
  const upcoming = event.published && event.endsAt.getTime() >= ctx.now.getTime();
  const log = (action: 'HAND_OVER' | 'UNPUBLISH', note?: string): WriteOp => ({
    put: 'moderationLog',
    record: { id: randomUUID(), actorUid: uid, subject: 'EVENT', subjectId: event.slug, action, ...(note ? { note } : {}), at: ctx.now },
  });
  if (upcoming && heir) {
    return [{ put: 'event', record: { ...event, ownerUid: heir.uid, updatedAt: ctx.now } }, log('HAND_OVER', `Account deleted; now kept by ${heir.name} (${heir.uid}).`)];
  }
  const unpublished: EventRecord = { ...event, review: 'DRAFT', published: false, updatedAt: ctx.now };
  delete unpublished.ownerUid;
  return [{ put: 'event', record: unpublished }, ...(event.published ? [log('UNPUBLISH', 'Account deleted.')] : [])];
}

/** The first editor or admin in the user list (by address), other than the person leaving. */
async function firstEditor(ctx: ViewerContext, leavingUid: string): Promise<ProfileRecord | null> {
  const first = 200;
  for (let offset = 0; ; offset += first) {
    const page = await ctx.store.profiles.list({ first, offset });
    const editor = page.items.find((profile) => profile.uid !== leavingUid && (profile.role === 'EDITOR' || profile.role === 'ADMIN'));
    if (editor) return editor;
    if (!page.hasNextPage) return null;
  }
}
