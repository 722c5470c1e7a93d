// What the editorial services share: their context, the log entry every moderation step writes, and lookups by
// slug that never let a malformed argument reach a store path.
import { randomUUID } from 'node:crypto';
import type { LocalizedText, ModerationAction, ModerationLogRecord, ModerationSubject, ProfileRecord } from '../domain/records.js';
import type { WriteOp } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { assertCan, isEditor, requireViewer } from './access.js';
import type { Decision } from './contribution-input.js';
import type { EditorialContext } from './service-context.js';

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

/** What an editor's decision sets on a claim or a venue change: its outcome, the note, when and by whom. */
export function editorsDecision(ctx: EditorialContext, editor: Viewer, decision: Decision, note: string | undefined) {
  return { state: decision === 'APPROVE' ? ('APPROVED' as const) : ('REJECTED' as const), reviewNote: note, decidedAt: ctx.now, decidedBy: editor.uid };
}

export async function profileOf(ctx: EditorialContext, uid: string | undefined): Promise<ProfileRecord | null> {
  return uid ? ctx.loaders.profile.load(uid) : null;
}

/** Slugs and ids from arguments: a malformed one names nothing (and never reaches a store path). */
export const isKey = (value: string) => /^[A-Za-z0-9_-]{1,100}$/.test(value);

export const loadEvent = (ctx: EditorialContext, slug: string) => (isKey(slug) ? ctx.loaders.event.load(slug) : Promise.resolve(null));
export const loadVenue = (ctx: EditorialContext, slug: string) => (isKey(slug) ? ctx.loaders.venue.load(slug) : Promise.resolve(null));

export const localized = (text: LocalizedText, locale: 'de' | 'en') => (locale === 'en' ? text.en : undefined) ?? text.de;

/** The editor must hold the role (the schema's @role checks it first; services never rely on that alone). */
export function requireEditor(ctx: EditorialContext): Viewer {
  const viewer = requireViewer(ctx.viewer);
  assertCan(isEditor(viewer), 'moderate');
  return viewer;
}
