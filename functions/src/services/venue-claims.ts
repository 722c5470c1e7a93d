// Claims of listed venues: a person asks to keep a venue, an editor decides; approving makes them an owner.
import { randomUUID } from 'node:crypto';
import type { VenueClaimRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type WriteOp } from '../domain/repositories.js';
import { requireViewer } from './access.js';
import { parseDecisionNote, requiredText, type Decision } from './contribution-input.js';
import { editorsDecision, isKey, loadVenue, logEntry, profileOf, requireEditor } from './editorial.js';
import type { EditorialContext } from './service-context.js';
import { InvalidInputError } from './errors.js';
import { parseInput } from './argument-checks.js';
import { composeMail, pageUrl } from './mail.js';

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
  const decided: VenueClaimRecord = { ...claim, ...editorsDecision(ctx, viewer, decision, note) };
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
