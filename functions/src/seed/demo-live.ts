// What the demo's organisers say while their courses run: on every day, about two in five of the day's demo courses
// (and every course of the demo organiser) get a short script of live posts (running late with coffee ready, seats
// left, a change of room, news at half-time), each posted at its own time of the session as the day goes by, so
// that /eventslive has organiser updates whenever something runs. Only courses nobody has touched take part: no
// booking, no edit, no post by anyone but the script.
import type { EventRecord, LivePostRecord } from '../domain/records.js';
import type { Store, WriteOp } from '../domain/repositories.js';
import { liveOverridesAfter } from '../domain/live-state.js';
import { localDate, type LocalDate } from '../domain/time.js';
import { demoContent } from './demo-content.js';
import { stableNumber } from './demo-events.js';
import { DEMO_ORGANISER } from './demo-people.js';

const MINUTE = 60_000;
/** Every demo post's id starts so; the rest names the course, the day and the step. */
const DEMO_POST_PREFIX = 'demo-live-';
/** Who posts on the editorial demo courses: their team, which has no account (nobody signs in as it). */
export const DEMO_TEAM_UID = 'demo-kursteam';
/** How often a running server looks for posts that have come due. */
const TICK_MS = 5 * MINUTE;

/** One post of a script: `at` minutes after the session's start (negative: before). */
interface Step {
  at: number;
  kind: LivePostRecord['kind'];
  /** The text, from the course as it stands when the post is written (its seats left then). */
  text: (event: EventRecord) => string;
  delayMinutes?: number;
  room?: string;
}

const wheels = (event: EventRecord) => event.craftSlugs.includes('toepfern-keramik') && event.seriesId !== undefined;

function seatsText(event: EventRecord): string {
  if (event.registration === 'DROP_IN') return 'Heute ist noch viel Platz am großen Tisch – kommt einfach vorbei!';
  if (event.seatsLeft === 0) return 'Heute sind alle Plätze vergeben – danke euch, bis gleich!';
  if (event.seatsLeft === 1) return wheels(event) ? 'Nur noch eine Drehscheibe frei – wer zuerst bucht, dreht heute mit!' : 'Nur noch ein Platz frei – wer zuerst bucht, ist heute dabei!';
  if (event.seatsLeft === 2) return wheels(event) ? 'Noch zwei Drehscheiben frei, kommt vorbei!' : 'Noch zwei Plätze frei, kommt vorbei!';
  return 'Es sind noch Plätze frei – kommt vorbei!';
}

/**
 * The scripts. A delay or a room holds for every session of a course, so courses of several sessions only get the
 * script that changes neither.
 */
const scripts: Step[][] = [
  [
    { at: -60, kind: 'UPDATE', text: seatsText },
    { at: 75, kind: 'UPDATE', text: () => 'Halbzeit: Tee und Kekse stehen in der Küche.' },
  ],
  [
    { at: -20, kind: 'DELAY', delayMinutes: 10, text: () => 'Wir starten heute 10 Minuten später – Kaffee steht bereit.' },
    { at: 12, kind: 'UPDATE', text: () => 'Alle sind da, es geht los. Wer noch kommt: einfach klingeln.' },
  ],
  [
    { at: -30, kind: 'ROOM', room: 'Werkraum im Erdgeschoss', text: () => 'Heute sind wir im Werkraum im Erdgeschoss, gleich links vom Eingang.' },
    { at: 60, kind: 'UPDATE', text: () => 'Die ersten Stücke sind fertig – wir zeigen sie am Ende in der Runde.' },
  ],
];

/** The script of a course on a day, or null when it gets none that day. */
function scriptFor(event: EventRecord, date: LocalDate): Step[] | null {
  const pick = stableNumber(`${event.slug}@${date}`);
  if (event.ownerUid !== DEMO_ORGANISER.uid && pick % 5 >= 2) return null;
  return event.sessions.length > 1 ? scripts[0]! : scripts[pick % scripts.length]!;
}

/** Whether the stored course is still as the schedule planned it (an edit changes at least one of these). */
function untouched(stored: EventRecord, planned: EventRecord): boolean {
  const shape = (event: EventRecord) =>
    JSON.stringify([event.title, event.description, event.sessions, event.status, event.published, event.capacity, event.price, event.venueSlug, event.registration]);
  return shape(stored) === shape(planned);
}

/**
 * Writes the demo posts that are due at `now` (from the scripts of the courses with a session on that day) and are
 * not in the store yet, and calls `announce` for every course that got one. A course takes part only while it is
 * published, not cancelled, unbooked, unedited, and has no post but the script's; a post deleted from a course is
 * not written again as long as `written` (kept by the caller across calls) remembers it. Returns the posts' ids.
 */
export async function addDemoLivePosts(
  store: Store,
  now = new Date(),
  announce: (eventSlug: string) => Promise<void> = async () => {},
  written: Set<string> = new Set(),
): Promise<string[]> {
  const at = now.getTime();
  const today = demoContent(now).events.filter(
    (event) => event.published && event.status === 'SCHEDULED' && event.sessions.some((one) => localDate(one.startsAt, event.timeZone) === localDate(now, event.timeZone)),
  );
  const due = today.flatMap((planned) => {
    const date = localDate(now, planned.timeZone);
    const session = planned.sessions.find((one) => localDate(one.startsAt, planned.timeZone) === date)!;
    const script = scriptFor(planned, date) ?? [];
    const steps = script.map((step, index) => ({ step, id: `${DEMO_POST_PREFIX}${planned.slug}-${date}-${index}`, createdAt: new Date(session.startsAt.getTime() + step.at * MINUTE) }));
    const dueSteps = steps.filter((one) => one.createdAt.getTime() <= at);
    return dueSteps.length > 0 ? [{ planned, steps: dueSteps }] : [];
  });
  if (due.length === 0) return [];

  const stored = await store.events.getBySlugs(due.map(({ planned }) => planned.slug));
  const added: string[] = [];
  for (const [index, { planned, steps }] of due.entries()) {
    let event = stored[index];
    if (!event || !event.published || event.status !== 'SCHEDULED' || !untouched(event, planned)) continue;
    if ((await store.bookings.byEvent(planned.slug)).length > 0) continue;
    const posts = await store.livePosts.byEvent(planned.slug, 50);
    if (posts.some((post) => !post.id.startsWith(DEMO_POST_PREFIX))) continue;
    const present = new Set(posts.map((post) => post.id));
    const before = added.length;
    for (const { step, id, createdAt } of steps) {
      if (present.has(id) || written.has(id)) continue;
      const post: LivePostRecord = {
        id,
        eventSlug: event.slug,
        authorUid: event.ownerUid ?? DEMO_TEAM_UID,
        kind: step.kind,
        text: step.text(event),
        ...(step.delayMinutes ? { delayMinutes: step.delayMinutes } : {}),
        ...(step.room ? { room: step.room } : {}),
        createdAt,
      };
      const ops: WriteOp[] = [{ put: 'livePost', record: post }];
      if (post.kind !== 'UPDATE') {
        event = { ...event, live: liveOverridesAfter(event.live, post) };
        ops.push({ put: 'event', record: event });
      }
      await store.write(ops);
      written.add(id);
      added.push(id);
    }
    if (added.length > before) await announce(planned.slug);
  }
  return added;
}

/**
 * Adds the demo posts due now, then every few minutes, without keeping the process alive for it. Does nothing to
 * a store without the demo content (addDemoLivePosts finds no demo courses in it).
 */
export function keepDemoLive(store: Store, announce: (eventSlug: string) => Promise<void>, log: (message: string) => void = console.log): NodeJS.Timeout {
  const written = new Set<string>();
  const tick = () => {
    addDemoLivePosts(store, new Date(), announce, written).catch((error: unknown) => log(`Demo live posts not added: ${String(error)}`));
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return timer;
}
