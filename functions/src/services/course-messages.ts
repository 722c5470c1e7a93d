// A message from a course's organiser (or an editor) to everyone booked on it: a change of room, a material to
// bring, a delay. It goes out twice: as an UPDATE post on the course's live view (German `text`, English `textEn`
// where written), and as a mail to each person holding a seat, in their language where the organiser wrote it.
// Messages are rationed per course (MESSAGE_BUDGETS), counted in the store so that every instance spends from one
// budget: a mailbox should not learn to ignore a course's organiser.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { venuePlace } from '../domain/formats.js';
import type { BookingRecord, EventRecord, LivePostRecord, Locale, MailRecord, ProfileRecord } from '../domain/records.js';
import { ConflictError, type WriteOp } from '../domain/repositories.js';
import { canEditEvent, requireViewer } from './access.js';
import { parseInput } from './argument-checks.js';
import { fail, optionalText } from './contribution-input.js';
import { localized } from './editorial.js';
import { peopleOf } from './event-cancellation.js';
import { editableOrThrow } from './event-contributions.js';
import { announceChanged } from './live.js';
import { composeMail, pageUrl } from './mail.js';
import type { EditorialContext, ReadContext } from './service-context.js';
import { Budget, spendBudgets } from './throttle.js';

export const MESSAGE_TEXT_MAX = 1000;

/**
 * How many messages one course may send: three within any hour (a delay, then the new room, then a correction) and
 * ten within any day. Per course, not per person, so that an editor and the organiser share one ration.
 */
export const MESSAGE_BUDGETS = {
  perHour: new Budget('course-message-hour', { max: 3, windowMs: 60 * 60_000 }),
  perDay: new Budget('course-message-day', { max: 10, windowMs: 24 * 60 * 60_000 }),
};

/**
 * Mails per Store.write: Firestore takes at most 500 writes in one transaction (and 10 MiB; a message's mail is a
 * few KB), and the first write carries the live post as well.
 */
export const MESSAGE_MAILS_PER_WRITE = 400;

/**
 * Who a message reaches: everyone holding a seat. CONFIRMED, and HELD too: a held seat is the person's until the
 * hold ends, and a new room or a material to bring matters to someone about to pay as much as to someone who has.
 * Waiting-list entries are left out: they hold no seat, and a message about the course they may never join would
 * read as a promise.
 */
const holdsSeat = (booking: BookingRecord) => booking.status === 'CONFIRMED' || booking.status === 'HELD';

// Plain text: line breaks and tabs are fine, other control characters (and the ones that reorder text) are not.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const plainText = (schema: z.ZodType<string | undefined>) =>
  z.preprocess((value) => (typeof value === 'string' ? value.replaceAll('\r\n', '\n') : value), schema).refine((text) => !text || !CONTROL_CHARACTERS.test(text), fail('NOT_PLAIN_TEXT'));

const messageInput = z.object({
  textDe: plainText(optionalText(MESSAGE_TEXT_MAX)).refine((text) => text !== undefined, fail('REQUIRED')),
  textEn: plainText(optionalText(MESSAGE_TEXT_MAX)),
});

export interface CourseMessageResult {
  post: LivePostRecord;
  /** How many people were mailed. */
  recipients: number;
}

/** What the organiser's form says before sending: whom a message reaches now, and the ration. */
export interface MessagingInfo {
  recipients: number;
  perHour: number;
  perDay: number;
}

/** The people a message to the course reaches now: each person once, deleted accounts left out. */
async function recipientsOf(ctx: Pick<ReadContext, 'store'>, event: EventRecord): Promise<ProfileRecord[]> {
  const bookings = (await ctx.store.bookings.byEvent(event.slug)).filter(holdsSeat);
  return peopleOf(ctx.store, bookings.map((booking) => booking.uid));
}

/** Event.messaging: only for those who may send (the organiser and editors), null for everyone else. */
export async function messagingOf(ctx: Pick<EditorialContext, 'store' | 'viewer'>, event: EventRecord): Promise<MessagingInfo | null> {
  if (!canEditEvent(ctx.viewer, event)) return null;
  return { recipients: (await recipientsOf(ctx, event)).length, perHour: MESSAGE_BUDGETS.perHour.limits.max, perDay: MESSAGE_BUDGETS.perDay.limits.max };
}

/**
 * Sends `textDe` (and `textEn`, optional) to everyone holding a seat of a published course that is not cancelled.
 * Throws ConflictError WRONG_STATE (not published, cancelled, or nobody holds a seat), TooManyAttemptsError
 * (BudgetSpentError) with the wait until the next message may go.
 * The live post and the first MESSAGE_MAILS_PER_WRITE mails are one write; a course with more people booked takes
 * further writes of the rest (the budget is spent before the first, so a failed send counts as one).
 */
export async function messageBooked(ctx: EditorialContext, slug: string, raw: { textDe?: string | null; textEn?: string | null }): Promise<CourseMessageResult> {
  const viewer = requireViewer(ctx.viewer);
  const event = await editableOrThrow(ctx, viewer, slug);
  const input = parseInput(messageInput, raw, 'input');
  if (!event.published || event.status === 'CANCELLED') {
    throw new ConflictError('WRONG_STATE', 'Only a published course that is not cancelled takes messages.');
  }
  const people = await recipientsOf(ctx, event);
  // Nobody to tell: nothing is posted and nothing spent (the organiser's page offers no form then).
  if (people.length === 0) throw new ConflictError('WRONG_STATE', 'Nobody holds a seat of this course yet.');
  await spendBudgets(
    ctx.store,
    Object.values(MESSAGE_BUDGETS).map((budget) => ({ budget, key: event.slug })),
    ctx.now,
  );
  const post: LivePostRecord = {
    id: randomUUID(),
    eventSlug: event.slug,
    authorUid: viewer.uid,
    kind: 'UPDATE',
    text: input.textDe!,
    ...(input.textEn ? { textEn: input.textEn } : {}),
    createdAt: ctx.now,
  };
  const mails = await messageMails(ctx, event, post, people);
  const [first = [], ...rest] = chunks(mails, MESSAGE_MAILS_PER_WRITE);
  await ctx.store.write([{ put: 'livePost', record: post }, ...first]);
  for (const chunk of rest) await ctx.store.write(chunk);
  await announceChanged(ctx, event.slug);
  return { post, recipients: people.length };
}

/**
 * One mail per person, in their language: English for a person who reads English where the organiser wrote English
 * too; else the organiser's German words, framed in the person's language (and said to be German).
 */
async function messageMails(ctx: Pick<EditorialContext, 'store' | 'now'>, event: EventRecord, post: LivePostRecord, people: ProfileRecord[]): Promise<WriteOp[]> {
  const [venue] = await ctx.store.venues.getBySlugs([event.venueSlug]);
  const place = venuePlace(venue);
  const from = venue?.name ?? '';
  return people.map((person): WriteOp => {
    const locale: Locale = person.locale;
    const english = locale === 'en' && post.textEn !== undefined;
    const record: MailRecord = composeMail(
      'courseMessage',
      person.email,
      locale,
      {
        name: person.name,
        title: localized(event.title, locale),
        starts: event.sessions.map((session) => session.startsAt),
        timeZone: event.timeZone,
        place,
        link: pageUrl(`/events/${event.slug}`, locale),
        liveLink: pageUrl(`/eventslive/${event.slug}`, locale),
        from,
        text: english ? post.textEn! : post.text,
        writtenIn: english ? 'en' : 'de',
      },
      ctx.now,
    );
    return { put: 'mail', record };
  });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
