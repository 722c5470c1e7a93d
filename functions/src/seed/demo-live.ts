// What the demo's organisers say while their courses run: on every day, about two in five of the day's demo courses
// (and every course of the demo organiser) get a short script of live posts: one before the session (seats left,
// running late with coffee ready, or a change of room), then what the course is doing at its start, half-way and
// shortly before its end, in the words of its craft and in the venue's own wording, each posted at its moment as the
// day goes by, so that /eventslive has organiser updates whenever something runs and no two venues read alike. Only
// courses nobody has touched take part: no booking (but the demo guests'), no edit, no post by anyone but the script.
import type { EventRecord, LivePostRecord } from '../domain/records.js';
import type { Store, WriteOp } from '../domain/repositories.js';
import { liveOverridesAfter } from '../domain/live-state.js';
import { localDate, type LocalDate } from '../domain/time.js';
import { isDemoGuestBooking } from './demo-bookings.js';
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

/** One post of a script: `at` minutes after the session's start (negative: before), given the session's length. */
interface Step {
  at: (minutes: number) => number;
  kind: LivePostRecord['kind'];
  /** The text, from the course as it stands when the post is written (its seats left then) and its venue. */
  text: (event: EventRecord, venue: VenueText) => string;
  delayMinutes?: number;
  room?: (venue: VenueText) => string;
}

/** What a post may say about the venue: its name and which of a craft's wordings it uses (so venues differ). */
interface VenueText {
  name: string;
  variant: number;
}

const wheels = (event: EventRecord) => event.craftSlugs.includes('toepfern-keramik') && event.seriesId !== undefined;
const title = (event: EventRecord) => `„${event.title.de}“`;

function seatsText(event: EventRecord): string {
  if (event.registration === 'DROP_IN') return `Heute ist bei ${title(event)} noch viel Platz am großen Tisch – kommt einfach vorbei!`;
  if (event.seatsLeft === 0) return `Heute sind bei ${title(event)} alle Plätze vergeben – danke euch, bis gleich!`;
  if (event.seatsLeft === 1) return wheels(event) ? `Nur noch eine Drehscheibe frei bei ${title(event)} – wer zuerst bucht, dreht heute mit!` : `Nur noch ein Platz frei bei ${title(event)} – wer zuerst bucht, ist heute dabei!`;
  if (event.seatsLeft === 2) return wheels(event) ? `Noch zwei Drehscheiben frei bei ${title(event)}, kommt vorbei!` : `Noch zwei Plätze frei bei ${title(event)}, kommt vorbei!`;
  return `Bei ${title(event)} sind heute noch Plätze frei – kommt vorbei!`;
}

/**
 * What a course of a craft is doing at its start, half-way and near its end, in two wordings each. Half-way nothing is
 * finished yet; what needs drying, firing or cooling says so at the end instead of calling it done.
 */
const craftMoments: Record<string, { start: string[]; middle: string[]; end: string[] }> = {
  'toepfern-keramik': {
    start: ['Der Ton ist vorbereitet, wir beginnen mit dem Zentrieren.', 'Erst kneten wir den Ton durch, dann geht es an die Scheiben.'],
    middle: ['Die ersten Gefäße stehen zum Antrocknen auf den Brettern.', 'Die ersten Schalen sind gedreht und dürfen jetzt antrocknen.'],
    end: ['Eure Stücke trocknen bei uns und kommen dann in den Brennofen – abholen könnt ihr sie in etwa zwei Wochen.', 'Zum Schluss beschriften wir die Bretter: Nach dem Trocknen und dem Schrühbrand melden wir uns zum Glasieren.'],
  },
  naehen: {
    start: ['Die Maschinen sind eingefädelt, wir schneiden zuerst zu.', 'Wir stecken die Schnittteile fest, dann rattern die Maschinen.'],
    middle: ['Die ersten Nähte sitzen, jetzt kommen die Kanten dran.', 'Die Teile sind zusammengesteckt, jetzt wird genäht.'],
    end: ['Noch die letzten Nähte, dann wird gebügelt.', 'Zum Schluss versäubern wir die Kanten und bügeln alles glatt.'],
  },
  'stricken-haekeln': {
    start: ['Wir schlagen gemeinsam die ersten Maschen an.', 'Die Wolle ist gewickelt, wir beginnen mit der Luftmaschenkette.'],
    middle: ['Die ersten Reihen wachsen – wer hängenbleibt, ruft einfach.', 'Tee ist aufgegossen, die Maschen werden gleichmäßiger.'],
    end: ['Zum Abschluss zeigen wir euch, wie ihr zu Hause weitermacht.', 'Gleich ist Schluss: Wir zeigen noch, wie man sauber abkettet.'],
  },
  holz: {
    start: ['Kurze Sicherheitseinweisung an der Hobelbank, dann geht es los.', 'Wir reißen die Maße an, danach wird gesägt.'],
    middle: ['Es wird gesägt und geschliffen – die Werkstatt duftet nach Zirbe.', 'Die Teile sind zugesägt, jetzt kommt das Schleifpapier.'],
    end: ['Zum Schluss ölen wir die Stücke, über Nacht zieht das Öl ein.', 'Die Leimverbindungen brauchen noch Zeit – wir spannen alles ein, abholen ab morgen.'],
  },
  schmuck: {
    start: ['Wir sägen die ersten Rohlinge aus dem Silberblech.', 'Die Werkbänke sind frei, wir beginnen mit dem Biegen der Drähte.'],
    middle: ['Jetzt wird gefeilt und geschmirgelt, die Formen sind schon zu erkennen.', 'Die Ringschienen sind gebogen, jetzt wird gelötet.'],
    end: ['Zum Schluss wird poliert – gleich glänzt alles.', 'Noch ein letzter Schliff, dann dürft ihr eure Stücke tragen.'],
  },
  'papier-buchbinden': {
    start: ['Wir falzen die ersten Bögen.', 'Das Papier liegt bereit, wir bestimmen zuerst die Laufrichtung.'],
    middle: ['Die Lagen sind geheftet, jetzt kommt der Leim auf den Rücken.', 'Die Buchblöcke sind genäht, jetzt geht es an die Deckel.'],
    end: ['Die Bücher kommen zum Schluss in die Presse und dürfen über Nacht trocknen.', 'Zum Abschluss ziehen wir die Deckel über – gepresst wird bis morgen.'],
  },
  druck: {
    start: ['Die Farbe ist angerührt, wir drucken den ersten Probeabzug.', 'Wir übertragen die Motive, dann wird geschnitten.'],
    middle: ['Die ersten Drucke hängen zum Trocknen an der Leine.', 'Die Platten sind geschnitten, jetzt wird eingefärbt.'],
    end: ['Zum Schluss waschen wir die Siebe aus – eure Drucke trocknen noch bis morgen.', 'Die letzten Abzüge hängen, gleich räumen wir gemeinsam auf.'],
  },
  'malen-zeichnen': {
    start: ['Wir beginnen mit schnellen Skizzen zum Aufwärmen.', 'Die Staffeleien stehen, zuerst schauen wir uns das Licht an.'],
    middle: ['Die ersten Farbschichten sind drauf, jetzt wird es spannend.', 'Kurze Pause, dann geht es an die Details.'],
    end: ['Zum Abschluss stellen wir die Bilder nebeneinander und schauen sie gemeinsam an.', 'Gleich ist Schluss: Die Bilder dürfen noch trocknen, bevor ihr sie mitnehmt.'],
  },
  'kerzen-seife': {
    start: ['Das Wachs schmilzt, die Dochte sind vorbereitet.', 'Wir wiegen die Zutaten ab und wärmen die Öle an.'],
    middle: ['Die ersten Stücke kühlen in ihren Formen ab.', 'Die Formen sind gefüllt, jetzt heißt es warten.'],
    end: ['Zum Schluss packen wir alles gut ein – aushärten darf es zu Hause.', 'Alles ist gegossen: Die Seifen brauchen noch ein paar Wochen zum Reifen.'],
  },
  upcycling: {
    start: ['Wir sichten die Stoffe und Fundstücke, die ihr mitgebracht habt.', 'Zuerst trennen wir die alten Nähte auf.'],
    middle: ['Aus den ersten alten Stücken wird gerade etwas Neues.', 'Die Teile sind zugeschnitten, jetzt wird kombiniert.'],
    end: ['Zum Schluss zeigen alle, was aus ihrem alten Stück geworden ist.', 'Gleich ist Schluss: Die Reste kommen in unsere Stoffkiste für das nächste Mal.'],
  },
  sticken: {
    start: ['Die Stoffe sind eingespannt, wir üben den Vorstich.', 'Wir übertragen die Motive auf den Stoff.'],
    middle: ['Die ersten Motive nehmen Gestalt an.', 'Jetzt kommen die Knötchenstiche dran.'],
    end: ['Zum Schluss zeigen wir, wie ihr die Rückseite sauber vernäht.', 'Gleich ist Schluss – wer weiterstickt, bekommt noch Garn mit.'],
  },
  weben: {
    start: ['Die Webrahmen sind bespannt, wir fangen mit dem ersten Schuss an.', 'Wir wählen gemeinsam die Farben für die Kette.'],
    middle: ['Die ersten Zentimeter Gewebe sind da.', 'Die Muster zeigen sich, jetzt wird es bunter.'],
    end: ['Zum Schluss knoten wir die Kettfäden ab.', 'Gleich ist Schluss: Wer nicht fertig wird, nimmt den Rahmen mit nach Hause.'],
  },
  glas: {
    start: ['Die Brenner laufen, wir beginnen mit einfachen Perlen.', 'Wir schneiden das Glas zu und legen die Motive.'],
    middle: ['Die ersten Stücke kühlen langsam im Ofen ab.', 'Die Motive sind gelegt, der Ofen heizt auf.'],
    end: ['Glas braucht Zeit: Die Stücke kühlen über Nacht im Ofen aus, abholen könnt ihr sie ab übermorgen.', 'Zum Schluss kommt alles in den Ofen – wir melden uns, wenn eure Stücke abgekühlt sind.'],
  },
  leder: {
    start: ['Wir übertragen die Schnitte aufs Leder.', 'Zuerst suchen sich alle ihr Leder aus, dann wird angezeichnet.'],
    middle: ['Die Teile sind zugeschnitten, jetzt wird gelocht und genäht.', 'Die Nähte sind vorgestochen, jetzt wird mit zwei Nadeln genäht.'],
    end: ['Zum Schluss werden die Kanten geglättet und eingefärbt.', 'Gleich ist Schluss: Noch die Kanten polieren, dann nehmt ihr eure Stücke mit.'],
  },
};

const anyCraft = {
  start: ['Alle sind da, es geht los. Wer noch kommt: einfach klingeln.', 'Wir haben angefangen – Nachzügler:innen finden uns hinten im Werkraum.'],
  middle: ['Tee und Kekse stehen in der Küche.', 'Eine kurze Pause, dann geht es weiter.'],
  end: ['Gleich ist Schluss – danke fürs Mitmachen!', 'Zum Schluss räumen wir gemeinsam auf.'],
};

/** The wording of a moment for the course's first craft that has some, in the venue's variant. */
function moment(event: EventRecord, venue: VenueText, when: 'start' | 'middle' | 'end'): string {
  const craft = event.craftSlugs.map((slug) => craftMoments[slug]).find((found) => found !== undefined) ?? anyCraft;
  return craft[when][venue.variant % craft[when].length]!;
}

/** Rooms a venue may move a course to (as the live state names it, and with its preposition); each venue has its own. */
const rooms: [room: string, inRoom: string][] = [
  ['Werkraum im Erdgeschoss', 'im Werkraum im Erdgeschoss'],
  ['Hofwerkstatt', 'in der Hofwerkstatt'],
  ['großer Saal im ersten Stock', 'im großen Saal im ersten Stock'],
  ['Atelier im Hinterhaus', 'im Atelier im Hinterhaus'],
  ['kleiner Raum neben dem Eingang', 'im kleinen Raum neben dem Eingang'],
];

/** The session's own moments: start, half-way and shortly before the end, each for its craft. */
const progress: Step[] = [
  { at: () => 12, kind: 'UPDATE', text: (event, venue) => `Willkommen bei ${venue.name}! ${moment(event, venue, 'start')}` },
  { at: (minutes) => Math.round(minutes / 2), kind: 'UPDATE', text: (event, venue) => `Halbzeit bei ${title(event)}: ${moment(event, venue, 'middle')}` },
  { at: (minutes) => minutes - 15, kind: 'UPDATE', text: (event, venue) => `${moment(event, venue, 'end')} Bis zum nächsten Mal – ${venue.name}` },
];

/**
 * The scripts: one post before the session (seats left, a delay or a change of room), then the session's progress.
 * A delay or a room holds for every session of a course, so courses of several sessions only get the first script.
 */
const scripts: Step[][] = [
  [{ at: () => -60, kind: 'UPDATE', text: seatsText }, ...progress],
  [{ at: () => -20, kind: 'DELAY', delayMinutes: 10, text: (event) => `${title(event)} startet heute 10 Minuten später – Kaffee steht bereit.` }, ...progress],
  [
    {
      at: () => -30,
      kind: 'ROOM',
      room: (venue) => roomOf(venue)[0],
      text: (event, venue) => `${title(event)} findet heute ${roomOf(venue)[1]} statt.`,
    },
    ...progress,
  ],
];

function roomOf(venue: VenueText): [room: string, inRoom: string] {
  return rooms[venue.variant % rooms.length]!;
}

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
  const content = demoContent(now);
  const today = content.events.filter(
    (event) => event.published && event.status === 'SCHEDULED' && event.sessions.some((one) => localDate(one.startsAt, event.timeZone) === localDate(now, event.timeZone)),
  );
  const due = today.flatMap((planned) => {
    const date = localDate(now, planned.timeZone);
    const session = planned.sessions.find((one) => localDate(one.startsAt, planned.timeZone) === date)!;
    const script = scriptFor(planned, date) ?? [];
    const minutes = (session.endsAt.getTime() - session.startsAt.getTime()) / MINUTE;
    const steps = script.map((step, index) => ({ step, id: `${DEMO_POST_PREFIX}${planned.slug}-${date}-${index}`, createdAt: new Date(session.startsAt.getTime() + step.at(minutes) * MINUTE) }));
    const dueSteps = steps.filter((one) => one.createdAt.getTime() <= at);
    return dueSteps.length > 0 ? [{ planned, steps: dueSteps }] : [];
  });
  if (due.length === 0) return [];

  const stored = await store.events.getBySlugs(due.map(({ planned }) => planned.slug));
  const venues = new Map(content.venues.map((venue) => [venue.slug, venue.name]));
  const added: string[] = [];
  for (const [index, { planned, steps }] of due.entries()) {
    let event = stored[index];
    if (!event || !event.published || event.status !== 'SCHEDULED' || !untouched(event, planned)) continue;
    // The demo guests' bookings are part of the demo; a booking by anybody else leaves the course to its people.
    if ((await store.bookings.byEvent(planned.slug)).some((booking) => !isDemoGuestBooking(booking))) continue;
    const posts = await store.livePosts.byEvent(planned.slug, 50);
    if (posts.some((post) => !post.id.startsWith(DEMO_POST_PREFIX))) continue;
    const present = new Set(posts.map((post) => post.id));
    const before = added.length;
    const venue: VenueText = { name: venues.get(event.venueSlug) ?? event.venueSlug, variant: stableNumber(event.venueSlug) };
    for (const { step, id, createdAt } of steps) {
      if (present.has(id) || written.has(id)) continue;
      const post: LivePostRecord = {
        id,
        eventSlug: event.slug,
        authorUid: event.ownerUid ?? DEMO_TEAM_UID,
        kind: step.kind,
        text: step.text(event, venue),
        ...(step.delayMinutes ? { delayMinutes: step.delayMinutes } : {}),
        ...(step.room ? { room: step.room(venue) } : {}),
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
