// Reminders before each session: the sweep mails everyone with a confirmed seat some hours before every date of
// their course (domain/reminders.ts says which are due), in their language, with the session's calendar entry
// attached. Each reminder is sent through Store.reminders.sendOnce, so running the sweep late, twice or on several
// instances sends it once. Runs every few minutes: npm start (local-server.ts) and a scheduled Cloud Function
// (cloud-functions.ts). The mail's opt-out link carries a random token of which only the SHA-256 is stored with the
// reminder, so it turns reminders off signed out while a copy of the store turns nothing off.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { writeCalendar } from '../domain/calendar.js';
import { cancellationDeadline, refundsOnCancel } from '../domain/cancellation.js';
import { venuePlace } from '../domain/formats.js';
import { seatsOf } from '../domain/group-bookings.js';
import type { EventRecord, MailAttachment, MailRecord, ProfileRecord, VenueRecord } from '../domain/records.js';
import { dueReminders, dueSessions, REMINDER_LOOKAHEAD_MS, routeLink, type DueReminder } from '../domain/reminders.js';
import { reminderId, type ReminderKey, type Store } from '../domain/repositories.js';
import { requireViewer } from './access.js';
import { parseArgs } from './argument-checks.js';
import { localized } from './editorial.js';
import { peopleOf } from './event-cancellation.js';
import { composeMail, pageUrl, siteUrl } from './mail.js';
import { formatWhen } from './mail-templates.js';
import { InvalidInputError } from './errors.js';
import { tokenHash } from './radar-mails.js';
import type { ServiceContext, ViewerContext } from './service-context.js';

/** How often the sweep runs; a reminder goes out at most this long after it is due. */
export const REMINDER_INTERVAL_MS = 5 * 60_000;
/** How long a reminder's marker (and its opt-out link) is kept after its session's start. */
const MARKER_KEPT_MS = 30 * 24 * 3_600_000;

/**
 * Sends every reminder due at `now` that was not sent yet; returns how many mails it queued. One event's failure is
 * logged and tried again on the next run; the others go on.
 */
export async function sendReminders(store: Store, now = new Date()): Promise<number> {
  let sent = 0;
  const events = await store.events.withSessionStarting(now, new Date(now.getTime() + REMINDER_LOOKAHEAD_MS));
  for (const event of events) {
    try {
      sent += await remindOf(store, event, now);
    } catch (error) {
      console.warn(`Reminders of ${event.slug} failed:`, error instanceof Error ? error.message : error);
    }
  }
  return sent;
}

async function remindOf(store: Store, event: EventRecord, now: Date): Promise<number> {
  // Cheap first: most events found have no session due yet, and need no bookings read.
  if (event.status !== 'SCHEDULED' || dueSessions(event, now).length === 0) return 0;
  const bookings = await store.bookings.byEvent(event.slug);
  const people = new Map((await peopleOf(store, bookings.filter((b) => b.status === 'CONFIRMED').map((b) => b.uid))).map((p) => [p.uid, p]));
  const optedOut = new Set([...people.values()].filter((person) => person.remindersOff).map((person) => person.uid));
  const due = dueReminders(event, bookings, optedOut, now).filter(({ booking }) => people.has(booking.uid));
  const sentBefore = await store.reminders.getMany(due.map(keyOf));
  const toSend = due.filter((_, index) => sentBefore[index] === null);
  if (toSend.length === 0) return 0;
  const [venue] = await store.venues.getBySlugs([event.venueSlug]);
  const orderIds = toSend.flatMap(({ booking }) => (booking.orderId ? [booking.orderId] : []));
  const paid = new Set((orderIds.length ? await store.orders.getByIds(orderIds) : []).flatMap((order) => (order?.status === 'COMPLETED' ? [order.id] : [])));
  let sent = 0;
  for (const reminder of toSend) {
    const person = people.get(reminder.booking.uid)!;
    const token = randomBytes(32).toString('base64url');
    const mail = reminderMail(event, venue ?? null, reminder, person, token, paid.has(reminder.booking.orderId ?? ''), now);
    const marker = {
      ...keyOf(reminder),
      uid: person.uid,
      tokenHash: tokenHash(token),
      expiresAt: new Date(event.sessions[reminder.session]!.startsAt.getTime() + MARKER_KEPT_MS),
    };
    if (await store.reminders.sendOnce(marker, mail, now)) sent += 1;
  }
  return sent;
}

const keyOf = ({ booking, session }: DueReminder): ReminderKey => ({ bookingId: booking.id, session });

/** The link in a reminder that turns reminders off: the reminder's key and its token. */
export const optOutPath = (key: ReminderKey, token: string): string => `/reminders/off?r=${encodeURIComponent(reminderId(key))}&t=${token}`;

/** The reminder of one session to one person, with the session's calendar entry and the opt-out header. */
export function reminderMail(
  event: EventRecord,
  venue: VenueRecord | null,
  { booking, session }: DueReminder,
  person: ProfileRecord,
  token: string,
  paid: boolean,
  now: Date,
): MailRecord {
  const { locale } = person;
  const { startsAt, endsAt } = event.sessions[session]!;
  const title = localized(event.title, locale);
  const link = pageUrl(`/events/${event.slug}`, locale);
  const optOutLink = pageUrl(optOutPath({ bookingId: booking.id, session }, token), locale);
  const deadline = formatWhen(cancellationDeadline(event), event.timeZone, locale);
  // Cancelling gives the whole booking back: offered while the course has not begun.
  const cancel =
    now < event.startsAt
      ? { link: pageUrl('/app#app-bookings', locale), money: paid ? (refundsOnCancel(event, now) ? ('REFUNDED' as const) : ('NOT_REFUNDED' as const)) : ('NONE' as const), deadline }
      : undefined;
  const whatToBring = event.whatToBring ? localized(event.whatToBring, locale) : undefined;
  const mail = composeMail(
    'sessionReminder',
    person.email,
    locale,
    {
      name: person.name,
      title,
      startsAt,
      endsAt,
      session: session + 1,
      sessions: event.sessions.length,
      timeZone: event.timeZone,
      place: venuePlace(venue),
      routeLink: routeLink(venue?.geo ?? event.geo),
      ...(whatToBring ? { whatToBring } : {}),
      materialsIncluded: event.materialsIncluded,
      seats: seatsOf(booking),
      link,
      ...(cancel ? { cancel } : {}),
      optOutLink,
    },
    now,
  );
  return {
    ...mail,
    // Mail programs offer this link as their own "unsubscribe" button.
    headers: { 'List-Unsubscribe': `<${optOutLink}>` },
    attachments: [sessionCalendar(event, venue, session, title, link, now)],
  };
}

/**
 * The session as a calendar entry, with the UID and title the course's feed gives that session, so that a calendar
 * that has the feed or the course's download updates the same entry.
 */
function sessionCalendar(event: EventRecord, venue: VenueRecord | null, session: number, title: string, link: string, now: Date): MailAttachment {
  const uid = `${event.slug}@${new URL(siteUrl()).hostname}`;
  const count = event.sessions.length;
  const text = writeCalendar({
    name: title,
    url: link,
    now,
    events: [
      {
        uid: session === 0 ? uid : uid.replace('@', `-${session + 1}@`),
        url: link,
        title: count > 1 ? `${title} (${session + 1}/${count})` : title,
        description: link,
        sessions: [{ startsAt: event.sessions[session]!.startsAt.toISOString(), endsAt: event.sessions[session]!.endsAt.toISOString() }],
        timeZone: event.timeZone,
        status: event.status,
        updatedAt: event.updatedAt.toISOString(),
        location: venuePlace(venue),
        geo: venue?.geo ?? event.geo,
        categories: [],
      },
    ],
  });
  return { filename: `${event.slug}-${session + 1}.ics`, contentType: 'text/calendar; charset=utf-8', content: Buffer.from(text, 'utf8').toString('base64'), encoding: 'base64' };
}

/** `<booking id>:<session>` and the token, as the link carries them. */
const byLinkArgs = z.object({
  reminder: z.string().max(300, { error: 'must be at most 300 characters long' }),
  token: z.string().max(200, { error: 'must be at most 200 characters long' }),
  off: z.boolean(),
});
const REMINDER_KEY = /^([^:\s]{1,200}):(\d{1,4})$/;
/** A reminder's opt-out token: 256 random bits, base64url. */
const TOKEN = /^[\w-]{43}$/;

/**
 * The mail's opt-out link, signed out: turns the reminders of the person the reminder went to off (or on again, to
 * undo). Refuses with INVALID_LINK a link that is not a reminder's own: its token's hash must match the marker's.
 */
export async function setRemindersOffByLink(ctx: Pick<ServiceContext, 'store' | 'now'>, args: { reminder: string; token: string; off: boolean }): Promise<boolean> {
  const input = parseArgs(byLinkArgs, args);
  const invalid = () => new InvalidInputError('This link does not (or no longer) work.', [{ field: 'token', code: 'INVALID_LINK' }]);
  const [, bookingId, session] = REMINDER_KEY.exec(input.reminder) ?? [];
  if (!bookingId || !session || !TOKEN.test(input.token)) throw invalid();
  const [reminder] = await ctx.store.reminders.getMany([{ bookingId, session: Number(session) }]);
  const expected = Buffer.from(reminder?.tokenHash ?? '');
  const given = Buffer.from(tokenHash(input.token));
  // Constant time over equal lengths: a guessed token learns nothing from how long the comparison took.
  if (!reminder || expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  await setRemindersOffOf(ctx, reminder.uid, input.off);
  return input.off;
}

/** The viewer's own setting (their profile page). */
export async function setRemindersOff(ctx: ViewerContext, args: { off: boolean }): Promise<boolean> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ off: z.boolean() }), args);
  await setRemindersOffOf(ctx, viewer.uid, input.off);
  return input.off;
}

async function setRemindersOffOf(ctx: Pick<ServiceContext, 'store' | 'now'>, uid: string, off: boolean): Promise<void> {
  const [profile] = await ctx.store.profiles.getByUids([uid]);
  if (!profile || Boolean(profile.remindersOff) === off) return;
  await ctx.store.write([{ put: 'profile', record: { ...profile, remindersOff: off, updatedAt: ctx.now } }]);
}

/** Runs sendReminders now and then every `intervalMs` in this process (npm start); the timer does not keep it alive. */
export function sendRemindersEvery(store: Store, intervalMs = REMINDER_INTERVAL_MS, log: (message: string) => void = console.log): NodeJS.Timeout {
  const once = () =>
    sendReminders(store).then(
      (sent) => {
        if (sent > 0) log(`Reminders: ${sent} mails queued.`);
      },
      (error: unknown) => log(`Reminders failed: ${String(error)}`),
    );
  // At start too: a reminder that fell due while the server was down goes out at once.
  void once();
  const timer = setInterval(() => void once(), intervalMs);
  timer.unref();
  return timer;
}
