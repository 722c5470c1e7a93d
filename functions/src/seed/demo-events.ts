// The demo events: courses and open sessions at the demo venues, on the dates the rules of their texts give
// („jeden ersten Samstag“, four Thursday evenings, a weekend), computed for a `now` on the calendar rather than
// relative to it, so that the schedule for a later `now` holds the same events (same slugs) for the same dates, plus
// the ones that have come into view. That is what lets a seeded store keep producing upcoming dates
// (demo-schedule-keeper.ts).
//
// Three kinds of schedule:
// - A course runs every few weeks; each run is ONE event with all of its sessions (four evenings, a Saturday and
//   the Sunday after), one price and one booking. Runs are counted in weeks from a fixed epoch, so they fall on
//   the same weeks whenever the schedule is computed.
// - A weekly series (an open studio, a knitting circle) and a monthly one ("every first Friday") are separately
//   bookable dates: one event per date, sharing a seriesId.
// Every slug ends in the local date of the event's first session. Nothing takes place on a closing day of the
// venue's city (closing-days.ts): a course run whose session would fall on one moves that week's sessions, and the
// ones after, a week later; a series skips the date.
import { decisionTime, type CourseMinimum } from '../domain/course-minimum.js';
import type { AccessibilityRecord, ChildrenRule, EventLevel, EventRecord, EventSession, EventStatus, LocalizedText, Registration, VenueRecord, Weekday } from '../domain/records.js';
import { addDays, daysBetween, isoWeekday, localDate, weekdays, zonedInstant, type LocalDate, type WallTime } from '../domain/time.js';
import { SAMPLE_OWNER_UID } from '../services/sample-events.js';
import { isClosingDay } from './closing-days.js';
import { DEMO_ORGANISER, DEMO_ORGANISER_VENUE } from './demo-people.js';
import { craftIllustration } from './demo-venues.js';

/** A time slot on a weekday: from `at` (local time) for `minutes`. */
interface Slot {
  day: Weekday;
  at: WallTime;
  minutes: number;
}

/** One session of a course run, in the run's `week` (0 is the week it starts in). */
interface SessionPattern extends Slot {
  week: number;
}

type Schedule =
  /** A run every `everyWeeks` weeks, starting in the weeks `phase`, `phase + everyWeeks`, … after the epoch. */
  | { course: SessionPattern[]; everyWeeks: number; phase?: number }
  /** Every week on each slot's weekday; dates up to `aheadDays` ahead. */
  | { weekly: Slot[]; aheadDays: number }
  /** The `nth` `weekday` of every month. */
  | { monthly: { nth: 1 | 2 | 3 | 4; weekday: Weekday; at: WallTime; minutes: number } };

interface EventSpec {
  slug: string;
  venue: string;
  crafts: string[];
  title: LocalizedText;
  description: LocalizedText;
  schedule: Schedule;
  /** For the whole event (all sessions of a course run), in the smallest unit of the venue's currency. */
  priceCents: number;
  /** DROP_IN: people just come (the texts say „ohne Anmeldung“); BOOKING unless given. */
  registration?: Registration;
  capacity: number;
  /** Seats taken in the next run or date; each one after it has two fewer. */
  booked: number;
  level: EventLevel;
  materialsIncluded: boolean;
  whatToBring?: LocalizedText;
  /** Every `everyNthRun`-th run (counted from the epoch) is cancelled or postponed, with `note` added to its text. */
  changed?: { everyNthRun: number; status: Exclude<EventStatus, 'SCHEDULED'>; note: LocalizedText };
  /**
   * Runs only with at least `participants` booked, decided `hoursBefore` its first session. Every run is seeded
   * pending, whatever `now` (the schedule of any day holds the same events); the decision job decides those whose
   * time has passed as soon as the server runs (course-decisions.ts).
   */
  minimum?: { participants: number; hoursBefore: number };
  /** A course for children: their ages and whether an adult comes along (domain/children.ts). */
  children?: ChildrenRule;
  /** Where the course differs from its venue's accessibility (domain/accessibility.ts). */
  accessibility?: AccessibilityRecord;
  published?: boolean;
}

/** A Monday: course runs are counted in weeks from here. Changing it moves every course. */
const EPOCH: LocalDate = '2024-01-01';
/** How far back and ahead the schedule reaches from today (courses and monthly series). */
const PAST_DAYS = 28;
const AHEAD_DAYS = 90;
/** Weekly series show five weeks ahead, open studios two, so that they do not crowd the lists. */
const WEEKLY_AHEAD_DAYS = 35;
const OPEN_STUDIO_AHEAD_DAYS = 14;
/**
 * Open studios that run on most days of the week show six days ahead: less than a week, so that every date holds the
 * seats of the next week's (sought after), whenever it comes into view.
 */
const DAY_STUDIO_AHEAD_DAYS = 6;
const SERIES_PAST_DAYS = 14;

/** `slots` of a session at `at` for `minutes` on each of these weekdays. */
function days(on: Weekday[], at: WallTime, minutes: number): Slot[] {
  return on.map((day) => ({ day, at, minutes }));
}

function session(day: Weekday, at: WallTime, minutes: number, week = 0): SessionPattern {
  return { day, at, minutes, week };
}

/** A course that meets once. */
function once(day: Weekday, at: WallTime, minutes: number): SessionPattern[] {
  return [session(day, at, minutes)];
}

/** A course that meets on `count` consecutive weeks, on the same weekday and time. */
function weekly(count: number, day: Weekday, at: WallTime, minutes: number): SessionPattern[] {
  return Array.from({ length: count }, (_, week) => session(day, at, minutes, week));
}

/** A course over one weekend: Saturday and Sunday at the same time. */
function weekend(at: WallTime, minutes: number): SessionPattern[] {
  return [session('SATURDAY', at, minutes), session('SUNDAY', at, minutes)];
}

/** Course runs every `everyWeeks` weeks; `phase` (weeks) picks which weeks, by default from the slug. */
function course(everyWeeks: number, sessions: SessionPattern[], phase?: number): Schedule {
  return { course: sessions, everyWeeks, ...(phase === undefined ? {} : { phase }) };
}

function series(slots: Slot[], aheadDays = WEEKLY_AHEAD_DAYS): Schedule {
  return { weekly: slots, aheadDays };
}

function monthly(nth: 1 | 2 | 3 | 4, weekday: Weekday, at: WallTime, minutes: number): Schedule {
  return { monthly: { nth, weekday, at, minutes } };
}

const specs: EventSpec[] = [
  {
    slug: 'drehscheibe-fuer-einsteiger',
    venue: 'tonwerk-neubau',
    crafts: ['toepfern-keramik'],
    title: { de: 'Drehscheibe für Einsteiger:innen', en: 'The potter’s wheel for beginners' },
    description: {
      de: 'Vier Abende, an denen du Schritt für Schritt lernst, Ton zu zentrieren, aufzubrechen und hochzuziehen. Am Ende hast du mehrere Schalen und Becher gedreht, die wir für dich glasieren und brennen.',
      en: 'Four evenings on which you learn step by step to centre, open and pull up clay. By the end you will have thrown several bowls and cups, which we glaze and fire for you.',
    },
    schedule: course(6, weekly(4, 'THURSDAY', '18:00', 180)),
    priceCents: 24000,
    capacity: 6,
    booked: 5,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Kleidung, die schmutzig werden darf, und kurze Fingernägel', en: 'Clothes that may get dirty, and short fingernails' },
  },
  {
    slug: 'offene-toepferwerkstatt',
    venue: 'tonwerk-neubau',
    crafts: ['toepfern-keramik'],
    title: { de: 'Offene Töpferwerkstatt', en: 'Open pottery studio' },
    description: {
      de: 'Du hast schon einmal gedreht und willst weiterüben? In der offenen Werkstatt bekommst du eine Scheibe, Ton und Werkzeug, und wer Fragen hat, bekommt Tipps vom Team.',
      en: 'You have thrown before and want to keep practising? In the open studio you get a wheel, clay and tools, and the team is around with tips if you have questions.',
    },
    schedule: series([...days(['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], '14:00', 240), ...days(['SATURDAY'], '13:00', 240)], OPEN_STUDIO_AHEAD_DAYS),
    priceCents: 1500,
    capacity: 8,
    booked: 3,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
    whatToBring: { de: 'Ein Handtuch und kurze Fingernägel', en: 'A towel and short fingernails' },
  },
  {
    slug: 'strickstammtisch',
    venue: 'masche-und-co',
    crafts: ['stricken-haekeln'],
    title: { de: 'Strickstammtisch', en: 'Knitting circle' },
    description: {
      de: 'Bring dein Strickzeug mit und setz dich an den großen Tisch: Wir stricken, häkeln, helfen einander bei kniffligen Mustern und trinken Tee. Komm einfach vorbei, anmelden musst du dich nicht, und die Teilnahme ist kostenlos.',
      en: 'Bring your knitting and join us at the big table: we knit, crochet, help one another with tricky patterns and drink tea. Just drop in: there is no need to book, and taking part is free.',
    },
    schedule: series(days(['THURSDAY'], '18:30', 150)),
    priceCents: 0,
    capacity: 15,
    registration: 'DROP_IN',
    booked: 6,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Dein aktuelles Strickzeug oder Häkelprojekt', en: 'Your current knitting or crochet project' },
  },
  {
    slug: 'socken-stricken-mit-ferse',
    venue: 'masche-und-co',
    crafts: ['stricken-haekeln'],
    title: { de: 'Socken stricken: endlich die Ferse verstehen', en: 'Knitting socks: understanding the heel at last' },
    description: {
      de: 'Käppchenferse, Bumerangferse, Bandferse: An einem Vormittag strickst du alle drei an kleinen Probesocken und entscheidest dann, welche dir am besten liegt. Grundkenntnisse im Stricken brauchst du.',
      en: 'Dutch heel, short-row heel, band heel: in one morning you knit all three on small sample socks and then decide which suits you best. You need basic knitting skills.',
    },
    schedule: course(8, once('SATURDAY', '10:00', 240)),
    priceCents: 4900,
    capacity: 8,
    booked: 7,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Eine kleine Schere und etwas zum Mitschreiben', en: 'A small pair of scissors and something to take notes with' },
  },
  {
    slug: 'der-erste-rock',
    venue: 'stoffwechsel-naehcafe',
    crafts: ['naehen'],
    title: { de: 'Der erste Rock', en: 'Your first skirt' },
    description: {
      de: 'In drei Abenden nähst du einen Rock mit Gummizug und Taschen, vom Zuschnitt bis zum Saum. Du lernst dabei die Nähmaschine richtig einzufädeln und gerade Nähte zu nähen.',
      en: 'Over three evenings you sew a skirt with an elastic waist and pockets, from cutting to hemming. Along the way you learn to thread the sewing machine properly and sew straight seams.',
    },
    schedule: course(6, weekly(3, 'WEDNESDAY', '18:30', 150)),
    priceCents: 13500,
    capacity: 8,
    booked: 4,
    level: 'BEGINNER',
    materialsIncluded: false,
    whatToBring: { de: '1,5 m Baumwollstoff (vorgewaschen), 1 m Gummiband und passendes Garn', en: '1.5 m of cotton fabric (pre-washed), 1 m of elastic and matching thread' },
  },
  {
    slug: 'reparieren-statt-wegwerfen',
    venue: 'stoffwechsel-naehcafe',
    crafts: ['naehen', 'upcycling'],
    title: { de: 'Reparieren statt Wegwerfen', en: 'Repair, don’t throw away' },
    description: {
      de: 'Ein Loch im Pulli, ein kaputter Reißverschluss, eine Naht, die aufgeht? Bring deine Kleidung am Sonntagnachmittag vorbei, wir flicken sie gemeinsam. Ohne Anmeldung, Spenden sind willkommen.',
      en: 'A hole in your jumper, a broken zip, a seam that is coming apart? Bring your clothes along on a Sunday afternoon and we will mend them together. No booking needed; donations are welcome.',
    },
    schedule: series(days(['SUNDAY'], '13:00', 210)),
    priceCents: 0,
    capacity: 20,
    registration: 'DROP_IN',
    booked: 9,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Die Kleidungsstücke, die geflickt werden sollen', en: 'The clothes you want to mend' },
  },
  {
    slug: 'hocker-bauen',
    venue: 'holzwurm-werkstatt',
    crafts: ['holz'],
    title: { de: 'Wochenendkurs: Dein erster Hocker', en: 'Weekend course: your first stool' },
    description: {
      de: 'Du baust einen dreibeinigen Hocker aus Esche, mit Zapfenverbindungen und ohne eine einzige Schraube. Dabei lernst du Sägen, Stemmen und Hobeln mit der Hand.',
      en: 'You build a three-legged ash stool with mortise-and-tenon joints and not a single screw. Along the way you learn to saw, chisel and plane by hand.',
    },
    schedule: course(6, weekend('09:00', 420), 0),
    priceCents: 29000,
    capacity: 6,
    booked: 4,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Feste Schuhe und Kleidung ohne weite Ärmel', en: 'Sturdy shoes and clothes without loose sleeves' },
  },
  {
    slug: 'schneidbrett-mit-schwalbenschwanz',
    venue: 'holzwurm-werkstatt',
    crafts: ['holz'],
    title: { de: 'Schneidbrett mit Schwalbenschwanz', en: 'Cutting board with dovetails' },
    description: {
      de: 'Ein Schneidbrett aus Nuss und Ahorn, verbunden mit einer Gratleiste im Schwalbenschwanz. Für alle, die schon einmal mit Stemmeisen und Säge gearbeitet haben.',
      en: 'A walnut and maple cutting board joined with a sliding dovetail batten. For everyone who has worked with chisel and saw before.',
    },
    schedule: course(6, once('SATURDAY', '10:00', 360), 3),
    priceCents: 12500,
    capacity: 6,
    booked: 2,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Feste Schuhe und, wenn du hast, deine eigenen Stemmeisen', en: 'Sturdy shoes and, if you have them, your own chisels' },
  },
  {
    slug: 'japanische-bindung',
    venue: 'papierflieger-buchbinderei',
    crafts: ['papier-buchbinden'],
    title: { de: 'Japanische Bindung an einem Abend', en: 'Japanese stab binding in one evening' },
    description: {
      de: 'Mit Ahle, Nadel und Leinenzwirn bindest du zwei Hefte in japanischer Bindung. Du wählst Papiere und Fadenfarben selbst und nimmst beide Hefte mit nach Hause.',
      en: 'With an awl, needle and linen thread you bind two booklets in Japanese stab binding. You choose papers and thread colours yourself and take both booklets home.',
    },
    schedule: course(4, once('THURSDAY', '17:00', 180)),
    priceCents: 5500,
    capacity: 8,
    booked: 8,
    level: 'BEGINNER',
    materialsIncluded: true,
  },
  {
    slug: 'koptische-heftung',
    venue: 'papierflieger-buchbinderei',
    crafts: ['papier-buchbinden'],
    title: { de: 'Koptische Heftung', en: 'Coptic stitch binding' },
    description: {
      de: 'Die koptische Heftung lässt Bücher ganz flach aufliegen und zeigt den Faden am Rücken. Du nähst ein Skizzenbuch mit festen Deckeln, die du mit Marmorpapier beziehst.',
      en: 'Coptic binding lets books lie completely flat and shows the thread on the spine. You sew a sketchbook with hard covers that you cover in marbled paper.',
    },
    schedule: course(8, once('SATURDAY', '10:00', 300)),
    priceCents: 7500,
    capacity: 6,
    booked: 3,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Ein Lineal und einen weichen Bleistift', en: 'A ruler and a soft pencil' },
  },
  {
    slug: 'silberring-an-einem-nachmittag',
    venue: 'goldfaden-schmuckatelier',
    crafts: ['schmuck'],
    title: { de: 'Dein Silberring an einem Nachmittag', en: 'Your silver ring in one afternoon' },
    description: {
      de: 'Du sägst, biegst, lötest und polierst einen Ring aus recyceltem Silber, schlicht oder mit gehämmerter Oberfläche. Keine Vorkenntnisse nötig, das Material ist im Preis enthalten.',
      en: 'You saw, bend, solder and polish a ring made of recycled silver, plain or with a hammered surface. No experience needed; materials are included in the price.',
    },
    schedule: course(2, once('FRIDAY', '14:00', 240)),
    priceCents: 14000,
    capacity: 4,
    booked: 3,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Zusammengebundene Haare und Kleidung ohne weite Ärmel', en: 'Hair tied back and clothes without loose sleeves' },
  },
  {
    slug: 'trauringe-selbst-schmieden',
    venue: 'goldfaden-schmuckatelier',
    crafts: ['schmuck'],
    title: { de: 'Trauringe selbst schmieden', en: 'Forge your own wedding rings' },
    description: {
      de: 'Ein Tag für zwei: Ihr schmiedet eure Trauringe gegenseitig, begleitet von einer Goldschmiedin. Der Preis gilt pro Paar und ohne Gold, das wir nach Gewicht berechnen.',
      en: 'A day for two: you forge each other’s wedding rings, guided by a goldsmith. The price is per couple and excludes gold, which we charge by weight.',
    },
    schedule: course(6, once('THURSDAY', '11:00', 420)),
    priceCents: 68000,
    capacity: 3,
    booked: 1,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Euer Altgold oder Silber, falls ihr es einschmelzen wollt', en: 'Your old gold or silver, if you want to melt it down' },
  },
  {
    slug: 'visitenkarten-im-bleisatz',
    venue: 'handdruck-karmeliterviertel',
    crafts: ['druck'],
    title: { de: 'Visitenkarten im Bleisatz', en: 'Letterpress business cards' },
    description: {
      de: 'Du setzt deinen Namen und deine Adresse aus Bleilettern, schließt den Satz in der Presse und druckst hundert Visitenkarten auf kräftigem Baumwollkarton.',
      en: 'You set your name and address in lead type, lock the forme into the press and print a hundred business cards on heavy cotton board.',
    },
    schedule: course(4, once('SATURDAY', '14:00', 240)),
    priceCents: 8500,
    capacity: 6,
    booked: 2,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Deinen Text für die Karte, kurz gehalten', en: 'The text for your card, kept short' },
  },
  {
    slug: 'linolschnitt-grusskarten',
    venue: 'handdruck-karmeliterviertel',
    crafts: ['druck'],
    title: { de: 'Linolschnitt: Grußkarten drucken', en: 'Linocut: printing greeting cards' },
    description: {
      de: 'Du zeichnest ein Motiv, überträgst es auf Linol, schneidest es aus und druckst eine kleine Auflage Karten in zwei Farben. Schnitzwerkzeug und Papier stellen wir.',
      en: 'You draw a motif, transfer it to linoleum, cut it out and print a small edition of cards in two colours. We provide cutting tools and paper.',
    },
    schedule: course(3, once('THURSDAY', '15:00', 180)),
    priceCents: 5900,
    capacity: 8,
    booked: 5,
    minimum: { participants: 4, hoursBefore: 48 },
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Schürze und ein paar Motivideen als Skizze', en: 'An apron and a few sketched ideas for motifs' },
  },
  {
    slug: 'aquarell-grundkurs',
    venue: 'farbraum-malschule',
    crafts: ['malen-zeichnen'],
    title: { de: 'Aquarell-Grundkurs', en: 'Watercolour basics' },
    description: {
      de: 'Sechs Abende über Nass-in-Nass, Lasuren und Farbmischung. Jede Woche malst du ein kleines Bild, vom Himmel über Bäume bis zum Stillleben. Papier und Farben sind inklusive.',
      en: 'Six evenings on wet-in-wet, glazing and colour mixing. Every week you paint a small picture, from skies and trees to a still life. Paper and paints are included.',
    },
    schedule: course(8, weekly(6, 'TUESDAY', '18:00', 150)),
    priceCents: 21000,
    capacity: 12,
    booked: 9,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Zwei Rundpinsel (Größe 6 und 10) und einen Lappen', en: 'Two round brushes (sizes 6 and 10) and a rag' },
  },
  {
    slug: 'offenes-aktzeichnen',
    venue: 'farbraum-malschule',
    crafts: ['malen-zeichnen'],
    title: { de: 'Offenes Aktzeichnen', en: 'Open life drawing' },
    description: {
      de: 'Zwei Stunden Zeichnen nach Modell, von kurzen Posen zum Aufwärmen bis zu einer langen Pose am Schluss. Ohne Korrektur, einfach zeichnen. Bring dein eigenes Material mit.',
      en: 'Two hours of drawing from a model, from short warm-up poses to one long pose at the end. No tuition, just drawing. Bring your own materials.',
    },
    schedule: series(days(['MONDAY'], '19:00', 120)),
    priceCents: 1800,
    capacity: 14,
    booked: 10,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Zeichenblock in A3, Kohle oder weiche Bleistifte', en: 'An A3 sketchbook, charcoal or soft pencils' },
  },
  {
    slug: 'seife-im-kaltverfahren',
    venue: 'wachs-und-lauge',
    crafts: ['kerzen-seife'],
    title: { de: 'Seife im Kaltverfahren', en: 'Cold-process soap' },
    description: {
      de: 'Du lernst, wie du Lauge sicher ansetzt, Öle berechnest und eine Olivenölseife mit Lavendel rührst. Nach vier Wochen Reifezeit kannst du sie benutzen.',
      en: 'You learn how to mix lye safely, calculate oils and stir an olive oil soap with lavender. After four weeks of curing it is ready to use.',
    },
    schedule: course(4, once('FRIDAY', '16:00', 180)),
    priceCents: 6900,
    capacity: 8,
    booked: 6,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Langärmelige Kleidung; Schutzbrille und Handschuhe liegen bereit', en: 'Long-sleeved clothes; goggles and gloves are provided' },
  },
  {
    slug: 'kerzen-in-schichten-giessen',
    venue: 'wachs-und-lauge',
    crafts: ['kerzen-seife'],
    title: { de: 'Kerzen in Schichten gießen', en: 'Pouring layered candles' },
    description: {
      de: 'Aus Rapswachs und Pflanzenfarben gießt du Stumpenkerzen mit farbigen Schichten.',
      en: 'Using rapeseed wax and plant dyes you pour pillar candles with coloured layers.',
    },
    schedule: course(4, once('SATURDAY', '14:00', 120)),
    priceCents: 3900,
    capacity: 10,
    booked: 4,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Schürze und einen Karton für den Heimweg', en: 'An apron and a box to carry your candles home' },
    changed: {
      everyNthRun: 2,
      status: 'CANCELLED',
      note: {
        de: 'Leider muss dieser Termin entfallen; bereits Angemeldete bekommen ihr Geld zurück.',
        en: 'Unfortunately this date has been cancelled; those already registered will be refunded.',
      },
    },
  },
  {
    slug: 'reparaturcafe',
    venue: 'zweites-leben-upcycling-labor',
    crafts: ['upcycling', 'holz'],
    title: { de: 'Reparaturcafé', en: 'Repair café' },
    description: {
      de: 'Wackelige Stühle, Lampen ohne Licht, Taschen mit Riss: Jeden ersten Samstag im Monat reparierst du gemeinsam mit ehrenamtlichen Tüftler:innen, was sonst im Müll landen würde. Komm einfach vorbei, ohne Anmeldung.',
      en: 'Wobbly chairs, lamps without light, torn bags: on the first Saturday of every month you repair, together with volunteer tinkerers, what would otherwise end up in the bin. Just drop in, no booking needed.',
    },
    schedule: monthly(1, 'SATURDAY', '10:00', 300),
    priceCents: 0,
    capacity: 30,
    registration: 'DROP_IN',
    booked: 12,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Das kaputte Gerät oder Kleidungsstück und, falls vorhanden, Ersatzteile', en: 'The broken appliance or garment and any spare parts you have' },
  },
  {
    slug: 'regal-aus-weinkisten',
    venue: 'zweites-leben-upcycling-labor',
    crafts: ['upcycling', 'holz'],
    title: { de: 'Ein Regal aus Weinkisten', en: 'A shelf from wine crates' },
    description: {
      de: 'Aus alten Weinkisten baust du ein Wandregal: schleifen, verbinden, ölen und sicher aufhängen. Die Kisten sammeln wir bei Weingütern aus der Umgebung.',
      en: 'You build a wall shelf from old wine crates: sanding, joining, oiling and hanging it safely. We collect the crates from winemakers nearby.',
    },
    schedule: course(4, once('FRIDAY', '16:00', 300)),
    priceCents: 3500,
    capacity: 8,
    booked: 3,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Feste Schuhe und Arbeitshandschuhe', en: 'Sturdy shoes and work gloves' },
  },
  {
    slug: 'schal-weben-am-webstuhl',
    venue: 'kettfaden-webstube',
    crafts: ['weben'],
    title: { de: 'Einen Schal weben', en: 'Weave a scarf' },
    description: {
      de: 'An zwei Nachmittagen webst du auf einem Flachwebstuhl einen Schal aus Merinowolle in Köperbindung. Die Kette ist schon aufgezogen, du konzentrierst dich ganz aufs Weben.',
      en: 'Over two afternoons you weave a merino scarf in twill on a floor loom. The warp is already on the loom, so you can focus entirely on weaving.',
    },
    schedule: course(6, weekly(2, 'WEDNESDAY', '14:00', 300)),
    priceCents: 19000,
    capacity: 5,
    booked: 4,
    level: 'BEGINNER',
    materialsIncluded: true,
  },
  {
    slug: 'wandbehang-am-rahmenwebstuhl',
    venue: 'kettfaden-webstube',
    crafts: ['weben'],
    title: { de: 'Wandbehang am Rahmenwebstuhl', en: 'Wall hanging on a frame loom' },
    description: {
      de: 'Mit Wollresten, Fransen und Rya-Knoten webst du einen kleinen Wandbehang. Der Rahmenwebstuhl gehört danach dir, damit du zu Hause weitermachen kannst.',
      en: 'With wool remnants, fringes and rya knots you weave a small wall hanging. The frame loom is yours to keep so you can carry on at home.',
    },
    schedule: course(4, once('SATURDAY', '10:00', 240)),
    priceCents: 6500,
    capacity: 8,
    booked: 8,
    level: 'BEGINNER',
    materialsIncluded: true,
  },
  {
    slug: 'punch-needle-kissen',
    venue: 'nadeloehr-stickerei',
    crafts: ['sticken'],
    title: { de: 'Punch Needle: ein Kissen mit Schlaufen', en: 'Punch needle: a looped cushion' },
    description: {
      de: 'Mit der Punch Needle stichst du dicke Wolle in Mönchstuch und bekommst im Nu eine flauschige Fläche. Du gestaltest die Vorderseite eines Kissens, das wir danach gemeinsam zusammennähen.',
      en: 'With the punch needle you push thick yarn into monk’s cloth and get a fluffy surface in no time. You design the front of a cushion, which we then sew together.',
    },
    schedule: course(4, once('SATURDAY', '10:00', 180)),
    priceCents: 4500,
    capacity: 6,
    booked: 1,
    minimum: { participants: 4, hoursBefore: 72 },
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Eine kleine, scharfe Schere', en: 'A small, sharp pair of scissors' },
  },
  {
    slug: 'glasperlen-an-der-flamme',
    venue: 'brennpunkt-glasstudio',
    crafts: ['glas', 'schmuck'],
    title: { de: 'Glasperlen an der Flamme', en: 'Lampwork glass beads' },
    description: {
      de: 'Am Brenner schmilzt du Glasstäbe und wickelst sie zu Perlen, mit Punkten, Streifen und eingeschlossenen Blasen. Vier Termine, die aufeinander aufbauen.',
      en: 'At the torch you melt glass rods and wind them into beads, with dots, stripes and trapped bubbles. Four sessions that build on each other.',
    },
    schedule: course(6, weekly(4, 'WEDNESDAY', '17:00', 180)),
    priceCents: 32000,
    capacity: 4,
    booked: 2,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Kleidung aus Baumwolle oder Wolle, keine Kunstfasern', en: 'Cotton or wool clothes, no synthetic fabrics' },
  },
  {
    slug: 'tiffany-lampenschirm',
    venue: 'brennpunkt-glasstudio',
    crafts: ['glas'],
    title: { de: 'Ein Tiffany-Lampenschirm', en: 'A Tiffany lampshade' },
    description: {
      de: 'Für alle, die die Tiffany-Technik schon kennen: Du schneidest, schleifst und verlötest rund siebzig Glasstücke zu einem kleinen Lampenschirm.',
      en: 'For those who already know the Tiffany technique: you cut, grind and solder around seventy pieces of glass into a small lampshade.',
    },
    schedule: course(5, once('SATURDAY', '10:00', 420)),
    priceCents: 24000,
    capacity: 4,
    booked: 1,
    level: 'ADVANCED',
    materialsIncluded: true,
    whatToBring: { de: 'Geschlossene Schuhe und eine Schürze', en: 'Closed shoes and an apron' },
  },
  {
    slug: 'guertel-aus-leder',
    venue: 'riemen-und-naht-lederwerkstatt',
    crafts: ['leder'],
    title: { de: 'Ein Gürtel aus pflanzlich gegerbtem Leder', en: 'A belt of vegetable-tanned leather' },
    description: {
      de: 'Zuschneiden, Löcher stanzen, Kanten polieren, Schnalle annähen: Nach einem Nachmittag trägst du deinen eigenen Ledergürtel, genau auf deine Länge gemacht.',
      en: 'Cutting, punching holes, burnishing edges, stitching on the buckle: after one afternoon you are wearing your own leather belt, made exactly to your length.',
    },
    schedule: course(3, once('FRIDAY', '15:00', 240)),
    priceCents: 7900,
    capacity: 6,
    booked: 5,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Deinen Lieblingsgürtel als Maß für die Länge', en: 'Your favourite belt to measure the length' },
  },
  {
    slug: 'umhaengetasche-in-zwei-tagen',
    venue: 'riemen-und-naht-lederwerkstatt',
    crafts: ['leder'],
    title: { de: 'Eine Umhängetasche in zwei Tagen', en: 'A shoulder bag in two days' },
    description: {
      de: 'Du nähst eine Umhängetasche im Sattlerstich, mit Klappe, Innenfach und verstellbarem Riemen. Der Termin ist noch in Planung.',
      en: 'You saddle-stitch a shoulder bag with a flap, inner pocket and adjustable strap. The date is still being planned.',
    },
    schedule: course(13, weekly(2, 'SATURDAY', '10:00', 420)),
    priceCents: 26000,
    capacity: 5,
    booked: 0,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Schürze und eine Vorstellung, wie groß die Tasche werden soll', en: 'An apron and an idea of how big the bag should be' },
    published: false,
  },
  {
    slug: 'siebdruck-auf-stoffbeuteln',
    venue: 'werkschule-mariahilf',
    crafts: ['druck', 'upcycling'],
    title: { de: 'Siebdruck auf Stoffbeuteln', en: 'Screen-printing tote bags' },
    description: {
      de: 'Du belichtest ein Sieb mit deinem eigenen Motiv und druckst es auf Stoffbeutel und alte T-Shirts. Bring gern eigene Textilien mit, helle Baumwolle eignet sich am besten.',
      en: 'You expose a screen with your own motif and print it on tote bags and old T-shirts. Feel free to bring your own textiles; light-coloured cotton works best.',
    },
    schedule: course(2, once('WEDNESDAY', '18:30', 150)),
    priceCents: 2500,
    capacity: 10,
    booked: 7,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
    whatToBring: { de: 'Ein T-Shirt oder einen Beutel, den du zusätzlich bedrucken willst', en: 'A T-shirt or bag you would also like to print on' },
    // The Werkschule is step-free with a lift; its print room is not.
    accessibility: {
      stepFree: false,
      lift: false,
      accessibleToilet: true,
      seating: true,
      note: {
        de: 'Gedruckt wird in der Druckwerkstatt im Souterrain: acht Stufen, kein Aufzug. Das barrierefreie WC im Erdgeschoss kannst du nutzen.',
        en: 'Printing takes place in the basement print room: eight steps, no lift. You can use the accessible toilet on the ground floor.',
      },
    },
  },
  {
    // A family course: each child comes with an adult who works at the table too, so a parent books two seats.
    slug: 'toepfern-mit-kindern',
    venue: 'werkschule-mariahilf',
    crafts: ['toepfern-keramik'],
    title: { de: 'Töpfern mit Kindern: Tiere aus Ton', en: 'Pottery with children: clay animals' },
    description: {
      de: 'An drei Samstagvormittagen formen Kinder und ihre Begleitperson gemeinsam Igel, Eulen und kleine Schalen aus Ton. Am letzten Vormittag wird glasiert, danach brennt die Werkschule alles im Ofen. Jedes Kind kommt mit einer erwachsenen Person, die mitarbeitet und einen eigenen Platz bucht.',
      en: 'On three Saturday mornings children and the adult with them shape hedgehogs, owls and little bowls from clay together. On the last morning everything is glazed, then the Werkschule fires it in its kiln. Every child comes with an adult who works along and books a seat of their own.',
    },
    schedule: course(3, weekly(3, 'SATURDAY', '10:00', 120)),
    priceCents: 3600,
    capacity: 12,
    booked: 4,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Alte Kleidung, die schmutzig werden darf', en: 'Old clothes that may get dirty' },
    children: { minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' },
  },
  {
    slug: 'naehen-fuer-kinder',
    venue: 'werkschule-mariahilf',
    crafts: ['naehen'],
    title: { de: 'Nähen für Kinder: das erste Kissen', en: 'Sewing for children: a first cushion' },
    description: {
      de: 'Vier Nachmittage an der Nähmaschine: Die Kinder lernen einfädeln, gerade nähen und Ecken wenden und gehen mit einem selbst genähten Kissen nach Hause. Die Kursleiterin hat höchstens acht Kinder im Raum, Eltern holen sie nach dem Kurs wieder ab.',
      en: 'Four afternoons at the sewing machine: the children learn to thread, sew straight and turn corners, and go home with a cushion they sewed themselves. The teacher has at most eight children in the room; parents pick them up after the course.',
    },
    schedule: course(5, weekly(4, 'WEDNESDAY', '15:00', 90)),
    priceCents: 4800,
    capacity: 8,
    booked: 3,
    level: 'BEGINNER',
    materialsIncluded: true,
    children: { minAge: 8, maxAge: 12, adult: 'ALONE' },
  },
  {
    slug: 'keramik-abendkurs',
    venue: 'werkschule-mariahilf',
    crafts: ['toepfern-keramik'],
    title: { de: 'Keramik-Abendkurs: Aufbaukeramik', en: 'Evening ceramics course: hand-building' },
    description: {
      de: 'Daumenschalen, Wulsttechnik und Plattenbau: In zwei Abenden baust du Gefäße ohne Drehscheibe und lernst, wie du sie mit Engoben verzierst.',
      en: 'Pinch pots, coiling and slab building: over two evenings you build vessels without a wheel and learn how to decorate them with slips.',
    },
    schedule: course(4, weekly(2, 'MONDAY', '18:30', 180)),
    priceCents: 6000,
    capacity: 12,
    booked: 12,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Schürze und kurze Fingernägel', en: 'An apron and short fingernails' },
  },
  {
    slug: 'schnupperabend-drehscheibe',
    venue: 'lendwerk-keramik',
    crafts: ['toepfern-keramik'],
    title: { de: 'Schnupperabend an der Drehscheibe', en: 'Taster evening at the potter’s wheel' },
    description: {
      de: 'Ein Abend zum Ausprobieren: Du setzt dich an die Scheibe, spürst, wie der Ton unter deinen Händen läuft, und drehst deine ersten kleinen Formen.',
      en: 'An evening to try it out: you sit down at the wheel, feel the clay run under your hands and throw your first small shapes.',
    },
    schedule: course(2, once('THURSDAY', '18:00', 150)),
    priceCents: 4500,
    capacity: 6,
    booked: 2,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Schürze und kurze Fingernägel', en: 'An apron and short fingernails' },
  },
  {
    slug: 'jeans-nach-mass',
    venue: 'murnadel-naehschule',
    crafts: ['naehen'],
    title: { de: 'Jeans nach Maß', en: 'Made-to-measure jeans' },
    description: {
      de: 'Du passt ein Jeansschnittmuster an deine Maße an und nähst eine Jeans mit Kappnähten, Nieten und Knopfleiste. Sichere Erfahrung an der Nähmaschine setzen wir voraus.',
      en: 'You fit a jeans pattern to your measurements and sew a pair of jeans with flat-felled seams, rivets and a button fly. Confident sewing machine skills are required.',
    },
    schedule: course(8, once('FRIDAY', '10:00', 420)),
    priceCents: 16000,
    capacity: 6,
    booked: 4,
    level: 'ADVANCED',
    materialsIncluded: false,
    whatToBring: { de: '2 m Denim (vorgewaschen), Jeansknopf, Nieten und Jeansgarn', en: '2 m of denim (pre-washed), a jeans button, rivets and topstitching thread' },
  },
  {
    slug: 'haekelrunde',
    venue: 'donaufaden-wollgeschaeft',
    crafts: ['stricken-haekeln'],
    title: { de: 'Häkelrunde', en: 'Crochet circle' },
    description: {
      de: 'Ob Granny Squares, Amigurumi oder dein erster Topflappen: In der Häkelrunde zeigen wir einander Tricks, und wer gerade anfängt, bekommt Hilfe beim Anschlag.',
      en: 'Whether granny squares, amigurumi or your first potholder: in the crochet circle we show each other tricks, and beginners get help with the foundation chain.',
    },
    schedule: series(days(['WEDNESDAY'], '15:00', 120)),
    priceCents: 0,
    capacity: 12,
    booked: 5,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Wolle und eine Häkelnadel in passender Stärke', en: 'Yarn and a crochet hook in a matching size' },
  },
  {
    slug: 'radierung-fuer-einsteiger',
    venue: 'steingasse-druckwerkstatt',
    crafts: ['druck'],
    title: { de: 'Radierung für Einsteiger:innen', en: 'Etching for beginners' },
    description: {
      de: 'Du ritzt eine Zeichnung in eine Kupferplatte, ätzt sie und druckst sie auf der Tiefdruckpresse. Am Ende des Tages hast du eine kleine Auflage auf Büttenpapier.',
      en: 'You scratch a drawing into a copper plate, etch it and print it on the intaglio press. At the end of the day you have a small edition on handmade paper.',
    },
    schedule: course(6, once('SATURDAY', '11:00', 420)),
    priceCents: 18000,
    capacity: 5,
    booked: 3,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Kleidung, die Druckfarbe abbekommen darf', en: 'Clothes that may get ink on them' },
  },
  {
    slug: 'loeffel-schnitzen',
    venue: 'zirbe-und-span-holzwerkstatt',
    crafts: ['holz'],
    title: { de: 'Löffel schnitzen', en: 'Spoon carving' },
    description: {
      de: 'Mit Beil, Schnitzmesser und Hohleisen schnitzt du aus frischem Birkenholz einen Kochlöffel. Du lernst sichere Schnitztechniken und wie du Holz richtig trocknest.',
      en: 'With an axe, carving knife and hook knife you carve a cooking spoon from green birch. You learn safe carving techniques and how to dry wood properly.',
    },
    schedule: course(3, once('FRIDAY', '17:00', 180)),
    priceCents: 5500,
    capacity: 8,
    booked: 6,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Ein Pflaster für alle Fälle und feste Schuhe', en: 'A plaster just in case and sturdy shoes' },
  },
  {
    slug: 'keramik-bemalen',
    venue: 'kiezkeramik-kreuzberg',
    crafts: ['toepfern-keramik', 'malen-zeichnen'],
    title: { de: 'Keramik bemalen', en: 'Pottery painting' },
    description: {
      de: 'Such dir einen Becher, Teller oder eine Schale aus und bemale sie mit Unterglasurfarben. Wir glasieren und brennen dein Stück, nach einer Woche kannst du es abholen.',
      en: 'Pick a mug, plate or bowl and paint it with underglaze colours. We glaze and fire your piece, and you can collect it after a week.',
    },
    schedule: series(days(['SUNDAY'], '12:00', 240)),
    priceCents: 2500,
    capacity: 16,
    booked: 11,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
  },
  {
    slug: 'rucksack-aus-lkw-plane',
    venue: 'flickwerk-neukoelln',
    crafts: ['upcycling', 'naehen'],
    title: { de: 'Rucksack aus LKW-Plane', en: 'A backpack from lorry tarpaulin' },
    description: {
      de: 'Aus ausrangierten LKW-Planen und Gurtband nähst du einen wasserfesten Rollrucksack. Du arbeitest an unseren Industrienähmaschinen, etwas Näherfahrung hilft.',
      en: 'From discarded lorry tarpaulins and webbing you sew a waterproof roll-top backpack. You work on our industrial sewing machines; some sewing experience helps.',
    },
    schedule: course(6, once('FRIDAY', '16:00', 300)),
    priceCents: 4000,
    capacity: 6,
    booked: 3,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Schürze; Planen und Gurtband liegen bereit', en: 'An apron; tarpaulin and webbing are provided' },
  },
  {
    slug: 'urban-sketching-maxvorstadt',
    venue: 'schwabinger-papierladen',
    crafts: ['malen-zeichnen'],
    title: { de: 'Urban Sketching in der Maxvorstadt', en: 'Urban sketching in Maxvorstadt' },
    description: {
      de: 'Wir zeichnen draußen, mit Fineliner und kleinem Aquarellkasten: Fassaden, Straßenecken und Menschen im Café. Treffpunkt ist der Laden, bei Regen zeichnen wir in der Universität.',
      en: 'We draw outdoors with fineliners and a small watercolour box: façades, street corners and people in cafés. We meet at the shop; if it rains we draw inside the university.',
    },
    schedule: course(4, once('SATURDAY', '14:00', 180)),
    priceCents: 3500,
    capacity: 10,
    booked: 4,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Skizzenbuch, Fineliner, kleinen Aquarellkasten und einen Hocker', en: 'A sketchbook, fineliners, a small watercolour box and a folding stool' },
  },
  {
    slug: 'kerzenziehen-fuer-familien',
    venue: 'kerzenzieherei-schanze',
    crafts: ['kerzen-seife'],
    title: { de: 'Kerzenziehen für Familien', en: 'Candle dipping for families' },
    description: {
      de: 'Groß und Klein tauchen gemeinsam Dochte in warmes Wachs und ziehen bunte Kerzen. Kinder ab vier Jahren können mitmachen, der Preis gilt pro Person.',
      en: 'Young and old dip wicks into warm wax together and draw colourful candles. Children aged four and up can take part; the price is per person.',
    },
    schedule: series(days(['SUNDAY'], '13:00', 120)),
    priceCents: 1200,
    capacity: 20,
    booked: 14,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
    whatToBring: { de: 'Kleidung, auf die Wachs tropfen darf', en: 'Clothes that may get wax on them' },
  },
  {
    slug: 'silberanhaenger-saegen',
    venue: 'silberschmiede-kreis-5',
    crafts: ['schmuck'],
    title: { de: 'Silberanhänger sägen', en: 'Sawing a silver pendant' },
    description: {
      de: 'Du überträgst eine eigene Zeichnung auf Silberblech, sägst sie mit der Laubsäge aus und polierst den Anhänger. Dazu gibt es eine passende Kette.',
      en: 'You transfer your own drawing onto sheet silver, cut it out with a jeweller’s saw and polish the pendant. A matching chain is included.',
    },
    schedule: course(4, once('THURSDAY', '14:00', 240)),
    priceCents: 16000,
    capacity: 5,
    booked: 2,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Zeichnung deines Motivs, höchstens 3 cm groß', en: 'A drawing of your motif, at most 3 cm in size' },
  },
  {
    slug: 'lederarmband-mit-messing',
    venue: 'silberschmiede-kreis-5',
    crafts: ['leder', 'schmuck'],
    title: { de: 'Lederarmband mit Messingverschluss', en: 'Leather bracelet with a brass clasp' },
    description: {
      de: 'Ein Armband aus Sattelleder mit einem selbst gesägten Verschluss aus Messing. Der Kurs ist in Vorbereitung und noch nicht buchbar.',
      en: 'A bracelet made of saddle leather with a brass clasp you saw yourself. The course is in preparation and cannot be booked yet.',
    },
    schedule: course(13, once('FRIDAY', '13:00', 240)),
    priceCents: 12000,
    capacity: 5,
    booked: 0,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Schürze', en: 'An apron' },
    published: false,
  },
  {
    slug: 'drucksamstag-spittelberg',
    venue: 'papeterie-spittelberg',
    crafts: ['druck', 'papier-buchbinden'],
    title: { de: 'Drucksamstag an der Andruckpresse', en: 'Printing Saturday at the proofing press' },
    description: {
      de: 'Im Hinterzimmer der Papeterie druckst du Karten, Lesezeichen und Etiketten mit Holzbuchstaben und fertigen Klischees. Eine Stunde reicht für einen kleinen Stapel, du kannst aber auch den ganzen Vormittag bleiben.',
      en: 'In the back room of the stationery shop you print cards, bookmarks and labels with wooden letters and ready-made blocks. An hour is enough for a small stack, but you can also stay the whole morning.',
    },
    schedule: series(days(['SATURDAY'], '10:00', 180)),
    priceCents: 800,
    capacity: 6,
    booked: 2,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Idee für deinen Text, höchstens zwei Zeilen', en: 'An idea for your text, two lines at most' },
  },
  {
    slug: 'haekelabend-fuer-einsteiger',
    venue: 'garnschwester',
    crafts: ['stricken-haekeln'],
    title: { de: 'Häkelabend für Einsteiger:innen', en: 'Crochet evening for beginners' },
    description: {
      de: 'Jeden ersten Freitag im Monat lernst du in kleiner Runde die Grundmaschen: Luftmaschen, feste Maschen und Stäbchen. Am Ende des Abends hast du einen Topflappen oder den Anfang eines Schals in der Hand.',
      en: 'On the first Friday of every month you learn the basic stitches in a small group: chain stitch, single crochet and double crochet. By the end of the evening you will be holding a potholder or the start of a scarf.',
    },
    schedule: monthly(1, 'FRIDAY', '18:00', 150),
    priceCents: 2500,
    capacity: 8,
    booked: 5,
    level: 'BEGINNER',
    materialsIncluded: true,
  },
  {
    slug: 'kette-nach-eigenem-entwurf',
    venue: 'perlenwerk-landstrasse',
    crafts: ['schmuck', 'glas'],
    title: { de: 'Kette nach eigenem Entwurf', en: 'A necklace of your own design' },
    description: {
      de: 'Du suchst dir Glasperlen, Steine und einen Verschluss aus, legst dein Muster auf dem Perlenbrett und fädelst es auf Schmuckdraht. Wir zeigen dir, wie du Quetschperlen sauber setzt, damit die Kette lange hält.',
      en: 'You choose glass beads, stones and a clasp, lay out your pattern on the bead board and string it on beading wire. We show you how to set crimp beads neatly so that the necklace lasts.',
    },
    schedule: monthly(2, 'THURSDAY', '18:30', 150),
    priceCents: 3900,
    capacity: 8,
    booked: 3,
    level: 'BEGINNER',
    materialsIncluded: true,
  },
  {
    slug: 'mosaikspiegel-fuers-bad',
    venue: 'scherbenglueck-mosaikwerkstatt',
    crafts: ['glas', 'upcycling'],
    title: { de: 'Mosaikspiegel fürs Bad', en: 'A mosaic mirror for the bathroom' },
    description: {
      de: 'Aus Fliesenresten und Spiegelscherben gestaltest du einen Rahmen um einen runden Spiegel. Du lernst schneiden, legen, kleben und verfugen, und nimmst deinen Spiegel nach einer Woche Trocknen mit.',
      en: 'From leftover tiles and mirror shards you design a frame around a round mirror. You learn to cut, lay out, glue and grout, and take your mirror home after a week of drying.',
    },
    schedule: course(2, once('SUNDAY', '10:00', 300)),
    priceCents: 6900,
    capacity: 8,
    booked: 6,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
    whatToBring: { de: 'Kleidung, die Fugenmasse abbekommen darf', en: 'Clothes that may get grout on them' },
  },
  {
    slug: 'offener-mosaiktisch',
    venue: 'scherbenglueck-mosaikwerkstatt',
    crafts: ['glas', 'toepfern-keramik'],
    title: { de: 'Offener Mosaiktisch', en: 'Open mosaic table' },
    description: {
      de: 'Du arbeitest an deinem eigenen Mosaik, wir stellen Zangen, Kleber, Fugenmasse und eine Kiste voller Scherben. Wer Hilfe beim Entwurf braucht, bekommt sie.',
      en: 'You work on your own mosaic; we provide nippers, adhesive, grout and a box full of shards. If you need help with the design, you will get it.',
    },
    schedule: series([...days(['WEDNESDAY', 'THURSDAY', 'FRIDAY'], '15:00', 240), ...days(['SATURDAY'], '13:00', 180)], OPEN_STUDIO_AHEAD_DAYS),
    priceCents: 1000,
    capacity: 10,
    booked: 4,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
    whatToBring: { de: 'Dein Werkstück, falls du schon angefangen hast', en: 'Your piece, if you have already started one' },
  },
  {
    slug: 'spinnen-mit-der-handspindel',
    venue: 'faserwerk-hernals',
    crafts: ['weben', 'stricken-haekeln'],
    title: { de: 'Spinnen mit der Handspindel', en: 'Spinning with a drop spindle' },
    description: {
      de: 'Du lernst, Wolle zu kardieren, einen gleichmäßigen Faden aus der Spindel laufen zu lassen und zwei Fäden zu verzwirnen. Die Spindel gehört danach dir, genug Wolle für die ersten Wochen auch.',
      en: 'You learn to card wool, to draft an even thread from the spindle and to ply two threads together. The spindle is yours to keep afterwards, and so is enough wool for the first few weeks.',
    },
    schedule: course(2, once('SATURDAY', '10:00', 180)),
    priceCents: 4500,
    capacity: 8,
    booked: 5,
    level: 'BEGINNER',
    materialsIncluded: true,
  },
  {
    slug: 'faerben-mit-pflanzen',
    venue: 'faserwerk-hernals',
    crafts: ['weben', 'stricken-haekeln'],
    title: { de: 'Färben mit Pflanzen', en: 'Dyeing with plants' },
    description: {
      de: 'Mit Krapp, Reseda, Indigo und Walnussschalen färbst du Wollstränge in Rot, Gelb, Blau und Braun. Du lernst beizen, Farbbäder ansetzen und Farben übereinander färben. Etwas Erfahrung mit Garn solltest du mitbringen.',
      en: 'With madder, weld, indigo and walnut shells you dye skeins of wool red, yellow, blue and brown. You learn to mordant, prepare dye baths and overdye colours. You should bring some experience with yarn.',
    },
    schedule: course(8, [session('WEDNESDAY', '09:30', 180), session('WEDNESDAY', '15:00', 210)]),
    priceCents: 11000,
    capacity: 6,
    booked: 2,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Gummistiefel oder wasserfeste Schuhe, eine Schürze und Gummihandschuhe', en: 'Wellies or waterproof shoes, an apron and rubber gloves' },
  },
  {
    slug: 'doppelgewebe-am-schaftwebstuhl',
    venue: 'faserwerk-hernals',
    crafts: ['weben'],
    title: { de: 'Doppelgewebe am Schaftwebstuhl', en: 'Double weave on a shaft loom' },
    description: {
      de: 'Zwei Stofflagen auf einmal weben, die sich an den Motivgrenzen tauschen: Doppelgewebe ist anspruchsvoll und wunderschön. Du solltest einen Webstuhl selbst einrichten können.',
      en: 'Weaving two layers of cloth at once that swap places at the edges of the motif: double weave is demanding and beautiful. You should be able to warp a loom on your own.',
    },
    schedule: course(8, [session('THURSDAY', '09:30', 180), session('THURSDAY', '15:00', 240)]),
    priceCents: 9500,
    capacity: 3,
    booked: 1,
    level: 'ADVANCED',
    materialsIncluded: false,
    whatToBring: { de: 'Deine Webkarte und zwei Farben Leinengarn Nm 16/2, je 200 g', en: 'Your weaving draft and two colours of 16/2 linen yarn, 200 g each' },
  },
  {
    slug: 'seifen-mit-mustern',
    venue: 'seifensiederei-doebling',
    crafts: ['kerzen-seife'],
    title: { de: 'Seifen mit Mustern: Swirls und Schichten', en: 'Patterned soaps: swirls and layers' },
    description: {
      de: 'Du hast schon einmal Seife gesiedet und willst mehr? Wir färben mit Tonerde und Aktivkohle und gießen Swirls, Schichten und Trichtermuster. Jede und jeder nimmt einen ganzen Block mit.',
      en: 'You have made soap before and want more? We colour with clay and activated charcoal and pour swirls, layers and funnel patterns. Everyone takes home a whole loaf.',
    },
    schedule: course(4, once('FRIDAY', '14:00', 210)),
    priceCents: 6500,
    capacity: 6,
    booked: 2,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Langärmelige Kleidung und einen Karton für den Heimweg', en: 'Long-sleeved clothes and a box to carry your soap home' },
  },
  {
    slug: 'bienenwachskerzen-rollen',
    venue: 'seifensiederei-doebling',
    crafts: ['kerzen-seife'],
    title: { de: 'Bienenwachskerzen rollen', en: 'Rolling beeswax candles' },
    description: {
      de: 'Aus Wabenplatten rollst du in einer Stunde ein halbes Dutzend Kerzen, schlicht oder mit Verzierungen aus farbigem Wachs. Gut geeignet für Kinder ab sechs Jahren in Begleitung.',
      en: 'In one hour you roll half a dozen candles from honeycomb sheets, plain or decorated with coloured wax. Well suited to children aged six and up with an adult.',
    },
    schedule: series(days(['SATURDAY'], '11:00', 60)),
    priceCents: 1500,
    capacity: 10,
    booked: 7,
    level: 'BEGINNER',
    materialsIncluded: true,
  },
  {
    slug: 'botanische-malerei',
    venue: 'aquarellstudio-hietzing',
    crafts: ['malen-zeichnen'],
    title: { de: 'Botanische Malerei für Fortgeschrittene', en: 'Botanical painting for advanced painters' },
    description: {
      de: 'Vier Vormittage lang malst du eine Pflanze in allen Einzelheiten: Blattadern, Glanzlichter, durchscheinende Blütenblätter. Du solltest Lasuren und Nass-in-Nass sicher beherrschen.',
      en: 'Over four mornings you paint a plant in every detail: leaf veins, highlights, translucent petals. You should be confident with glazes and wet-on-wet.',
    },
    schedule: course(6, weekly(4, 'TUESDAY', '09:30', 180)),
    priceCents: 19000,
    capacity: 8,
    booked: 6,
    level: 'ADVANCED',
    materialsIncluded: false,
    whatToBring: { de: 'Deine Aquarellfarben, feine Rundpinsel (Größe 0 bis 4) und satiniertes Papier', en: 'Your watercolours, fine round brushes (sizes 0 to 4) and hot-pressed paper' },
  },
  {
    slug: 'skizzieren-im-schlosspark',
    venue: 'aquarellstudio-hietzing',
    crafts: ['malen-zeichnen'],
    title: { de: 'Skizzieren im Schlosspark', en: 'Sketching in the palace park' },
    description: {
      de: 'Ein Spaziergang mit Skizzenbuch durch den Schönbrunner Schlosspark: Wir zeichnen Bäume, Statuen und die Gloriette. Die Teilnahme ist kostenlos, wir treffen uns vor dem Studio.',
      en: 'A walk with a sketchbook through Schönbrunn palace park: we draw trees, statues and the Gloriette. Taking part is free; we meet in front of the studio.',
    },
    schedule: course(4, once('SATURDAY', '10:00', 150)),
    priceCents: 0,
    capacity: 15,
    booked: 11,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Skizzenbuch, Bleistift und warme Kleidung', en: 'A sketchbook, a pencil and warm clothes' },
  },
  {
    slug: 'geldboerse-im-sattlerstich',
    venue: 'lederei-penzing',
    crafts: ['leder'],
    title: { de: 'Geldbörse im Sattlerstich', en: 'A saddle-stitched wallet' },
    description: {
      de: 'Du schneidest, lochst und nähst eine schmale Geldbörse mit zwei Kartenfächern aus pflanzlich gegerbtem Leder. Dabei lernst du den Sattlerstich mit zwei Nadeln und das Polieren der Kanten.',
      en: 'You cut, punch and sew a slim wallet with two card pockets from vegetable-tanned leather. Along the way you learn the two-needle saddle stitch and how to burnish the edges.',
    },
    schedule: course(4, once('FRIDAY', '14:00', 300)),
    priceCents: 8900,
    capacity: 4,
    booked: 3,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Schürze und, wenn du magst, eine Lesebrille für die feinen Stiche', en: 'An apron and, if you like, reading glasses for the fine stitches' },
  },
  {
    slug: 'mehrfarbiger-textilsiebdruck',
    venue: 'siebdruckerei-simmering',
    crafts: ['druck'],
    title: { de: 'Mehrfarbiger Textilsiebdruck', en: 'Multicolour screen printing on textiles' },
    description: {
      de: 'Du zerlegst dein Motiv in drei Farben, belichtest drei Siebe und druckst passgenau übereinander. Für alle, die einen Einführungskurs gemacht haben oder schon einmal einfarbig gedruckt haben.',
      en: 'You separate your design into three colours, expose three screens and print them in register on top of each other. For everyone who has done an introductory course or printed in one colour before.',
    },
    schedule: course(4, once('FRIDAY', '13:00', 360)),
    priceCents: 7500,
    capacity: 6,
    booked: 4,
    level: 'INTERMEDIATE',
    materialsIncluded: false,
    whatToBring: { de: 'Zwei bis drei vorgewaschene Shirts oder Beutel aus Baumwolle und dein Motiv als Datei', en: 'Two or three pre-washed cotton shirts or bags and your design as a file' },
  },
  {
    slug: 'offener-drucktag-simmering',
    venue: 'siebdruckerei-simmering',
    crafts: ['druck', 'upcycling'],
    title: { de: 'Offener Drucktag', en: 'Open printing day' },
    description: {
      de: 'Am dritten Samstag im Monat stehen fertige Siebe mit Motiven aus Simmering bereit. Du bringst alte Kleidung mit und bedruckst sie, ohne Anmeldung. Der Preis deckt Farbe und Reinigung.',
      en: 'On the third Saturday of the month ready-made screens with designs from Simmering are waiting. You bring old clothes and print on them, no booking needed. The price covers ink and cleaning.',
    },
    schedule: monthly(3, 'SATURDAY', '12:00', 360),
    priceCents: 500,
    capacity: 30,
    registration: 'DROP_IN',
    booked: 8,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
    whatToBring: { de: 'Alte T-Shirts, Pullover oder Stoffbeutel aus Baumwolle', en: 'Old cotton T-shirts, jumpers or tote bags' },
  },
  {
    slug: 'naehmaschinenfuehrerschein',
    venue: 'kreativhaus-floridsdorf',
    crafts: ['naehen'],
    title: { de: 'Der Nähmaschinenführerschein', en: 'Your sewing machine licence' },
    description: {
      de: 'Vier Abende für alle, die noch nie genäht haben: einfädeln, Spulen wickeln, gerade und runde Nähte, Säume und ein Kissenbezug mit Hotelverschluss. Danach traust du dich an deine eigene Maschine.',
      en: 'Four evenings for everyone who has never sewn: threading, winding bobbins, straight and curved seams, hems and a cushion cover with an envelope closure. Afterwards you will feel confident at your own machine.',
    },
    schedule: course(6, weekly(4, 'MONDAY', '18:00', 150)),
    priceCents: 11000,
    capacity: 12,
    booked: 9,
    level: 'BEGINNER',
    materialsIncluded: true,
  },
  {
    slug: 'portraitzeichnen',
    venue: 'kreativhaus-floridsdorf',
    crafts: ['malen-zeichnen'],
    title: { de: 'Porträtzeichnen mit Kohle', en: 'Portrait drawing in charcoal' },
    description: {
      de: 'Proportionen, Licht und Schatten: Du zeichnest Porträts nach Fotos und nach einem lebenden Modell. Etwas Zeichenerfahrung hilft, der Rest ergibt sich an den zwei Samstagen.',
      en: 'Proportions, light and shadow: you draw portraits from photos and from a live model. Some drawing experience helps; the rest comes over the two Saturdays.',
    },
    schedule: course(6, weekly(2, 'SATURDAY', '10:00', 300)),
    priceCents: 11000,
    capacity: 10,
    booked: 4,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Kleidung, an der Kohlestaub nicht stört', en: 'Clothes that do not mind charcoal dust' },
  },
  {
    slug: 'drechseln-kennenlernen',
    venue: 'drechselstube-donaustadt',
    crafts: ['holz'],
    title: { de: 'Drechseln kennenlernen', en: 'An introduction to woodturning' },
    description: {
      de: 'An einem Tag lernst du die Drechselbank sicher zu bedienen und drehst einen Kreisel, einen Kerzenständer und eine kleine Schale aus Obstholz. Der Kurs ist Voraussetzung für die offene Werkstatt.',
      en: 'In one day you learn to use the lathe safely and turn a spinning top, a candlestick and a small bowl from fruitwood. The course is required for the open workshop.',
    },
    schedule: course(4, once('SATURDAY', '09:00', 420)),
    priceCents: 14500,
    capacity: 5,
    booked: 4,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Feste Schuhe, eng anliegende Kleidung und zusammengebundene Haare', en: 'Sturdy shoes, close-fitting clothes and hair tied back' },
  },
  {
    slug: 'hohlformen-drechseln',
    venue: 'drechselstube-donaustadt',
    crafts: ['holz'],
    title: { de: 'Hohlformen drechseln', en: 'Turning hollow forms' },
    description: {
      de: 'Vasen mit engem Hals, ausgehöhlt durch eine kleine Öffnung: Mit Hakenstählen und Messtaster arbeitest du dich an gleichmäßige Wandstärken heran. Nur für alle, die schon sicher drechseln.',
      en: 'Narrow-necked vases hollowed out through a small opening: with hook tools and callipers you work towards an even wall thickness. Only for experienced turners.',
    },
    schedule: course(5, once('SUNDAY', '09:00', 420)),
    priceCents: 16500,
    capacity: 4,
    booked: 2,
    level: 'ADVANCED',
    changed: {
      everyNthRun: 2,
      status: 'POSTPONED',
      note: {
        de: 'Der Termin ist verschoben, der neue wird bald bekannt gegeben.',
        en: 'The date has been postponed; the new one will be announced soon.',
      },
    },
    materialsIncluded: true,
    whatToBring: { de: 'Deine eigenen Hohldrehwerkzeuge, wenn du welche hast', en: 'Your own hollowing tools, if you have some' },
  },
  {
    slug: 'upcycling-dienstag-linz',
    venue: 'werkbank-linz',
    crafts: ['upcycling', 'holz'],
    title: { de: 'Upcycling-Dienstag', en: 'Upcycling Tuesday' },
    description: {
      de: 'Jeden Dienstag bauen wir aus Paletten, alten Fenstern und Sperrmüll-Möbeln Neues. Du bringst ein Stück mit oder bedienst dich aus unserem Lager, die Teilnahme ist kostenlos.',
      en: 'Every Tuesday we build new things from pallets, old windows and furniture from bulky waste. Bring a piece with you or help yourself from our store; taking part is free.',
    },
    schedule: series(days(['TUESDAY'], '18:00', 180)),
    priceCents: 0,
    capacity: 20,
    booked: 7,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Dein Möbelstück und Arbeitshandschuhe', en: 'Your piece of furniture and work gloves' },
  },
  {
    slug: 'glasfusing-anhaenger',
    venue: 'werkbank-linz',
    crafts: ['glas', 'schmuck'],
    title: { de: 'Glasfusing: Anhänger und Ohrringe', en: 'Glass fusing: pendants and earrings' },
    description: {
      de: 'Du schneidest farbiges Glas, schichtest es zu kleinen Motiven und lässt es im Ofen verschmelzen. Die fertigen Stücke kannst du nach zwei Tagen abholen und zu Schmuck verarbeiten.',
      en: 'You cut coloured glass, layer it into small motifs and fuse it in the kiln. You can collect the finished pieces after two days and turn them into jewellery.',
    },
    schedule: course(3, once('THURSDAY', '17:00', 180)),
    priceCents: 4500,
    capacity: 8,
    booked: 3,
    level: 'BEGINNER',
    materialsIncluded: true,
  },
  {
    slug: 'strickrunde-salzburg',
    venue: 'wollstube-salzburg',
    crafts: ['stricken-haekeln'],
    title: { de: 'Strickrunde in der Wollstube', en: 'Knitting group at the Wollstube' },
    description: {
      de: 'Nach Ladenschluss wird der Verkaufsraum zum Wohnzimmer: Wir stricken, häkeln und tauschen Anleitungen. Auch wer gerade erst anfängt, ist willkommen, die Teilnahme ist kostenlos.',
      en: 'After closing time the shop becomes a living room: we knit, crochet and swap patterns. Beginners are welcome, and taking part is free.',
    },
    schedule: series(days(['TUESDAY'], '18:15', 120)),
    priceCents: 0,
    capacity: 12,
    booked: 5,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Dein Strickzeug', en: 'Your knitting' },
  },
  {
    slug: 'glasblasen-schnupperkurs',
    venue: 'glasblaeserei-am-inn',
    crafts: ['glas'],
    title: { de: 'Glasblasen zum Ausprobieren', en: 'Glassblowing taster' },
    description: {
      de: 'Mit der Glasmacherpfeife holst du glühendes Glas aus dem Ofen, bläst es auf und formst mit Holzlöffel und Zange eine kleine Vase. Ein Glasbläser führt dich durch jeden Schritt.',
      en: 'With the blowpipe you gather glowing glass from the furnace, blow it up and shape a small vase with a wooden block and jacks. A glassblower guides you through every step.',
    },
    schedule: course(3, once('SATURDAY', '10:00', 180)),
    priceCents: 12000,
    capacity: 4,
    booked: 2,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Kleidung aus Baumwolle und geschlossene Schuhe', en: 'Cotton clothes and closed shoes' },
  },
  {
    slug: 'offener-naehabend-glockenbach',
    venue: 'glockenbach-naehatelier',
    crafts: ['naehen'],
    title: { de: 'Offener Nähabend', en: 'Open sewing evening' },
    description: {
      de: 'Du nähst an deinem eigenen Projekt, die Kursleiterin geht reihum und hilft beim Anpassen von Schnitten, beim Einsetzen von Reißverschlüssen und bei allem, was hakt.',
      en: 'You sew your own project while the teacher goes round helping with pattern adjustments, zips and anything else that is not working.',
    },
    schedule: series(days(['TUESDAY'], '18:00', 180)),
    priceCents: 2000,
    capacity: 10,
    booked: 6,
    level: 'INTERMEDIATE',
    materialsIncluded: false,
    whatToBring: { de: 'Dein Projekt mit Stoff, Schnitt und Garn', en: 'Your project with fabric, pattern and thread' },
  },
  {
    slug: 'monogramme-sticken',
    venue: 'glockenbach-naehatelier',
    crafts: ['sticken'],
    title: { de: 'Monogramme und Blumen sticken', en: 'Embroidering monograms and flowers' },
    description: {
      de: 'Mit Plattstich, Stielstich und französischen Knötchen verzierst du Hemden, Taschentücher oder Jacken. Jeden zweiten Mittwoch im Monat, Vorkenntnisse brauchst du keine.',
      en: 'With satin stitch, stem stitch and French knots you decorate shirts, handkerchiefs or jackets. Every second Wednesday of the month, no experience needed.',
    },
    schedule: monthly(2, 'WEDNESDAY', '18:30', 150),
    priceCents: 3500,
    capacity: 8,
    booked: 4,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Ein Kleidungsstück, das du besticken willst', en: 'A garment you would like to embroider' },
  },
  {
    slug: 'plakat-im-bleisatz',
    venue: 'druckwerkstatt-ottensen',
    crafts: ['druck'],
    title: { de: 'Ein Plakat im Bleisatz', en: 'A letterpress poster' },
    description: {
      de: 'Du setzt eine Zeile aus Holzlettern und zwei Zeilen aus Bleisatz, schließt die Form und druckst eine Auflage von zwanzig Plakaten in zwei Farben. Erste Erfahrung mit dem Setzen ist hilfreich.',
      en: 'You set a line in wood type and two lines in metal type, lock up the forme and print a run of twenty posters in two colours. Some experience with typesetting helps.',
    },
    schedule: course(6, once('SATURDAY', '11:00', 360)),
    priceCents: 8500,
    capacity: 5,
    booked: 3,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Deinen Plakattext, höchstens zehn Wörter', en: 'The text of your poster, ten words at most' },
  },
  {
    slug: 'linol-und-holzschnitt-abend',
    venue: 'druckwerkstatt-ottensen',
    crafts: ['druck'],
    title: { de: 'Linol- und Holzschnittabend', en: 'Lino and woodcut evening' },
    description: {
      de: 'Am ersten Dienstag im Monat schneiden wir gemeinsam Druckstöcke und drucken sie an der Andruckpresse. Für Neue gibt es eine kurze Einführung in Messer und Schnitttechnik.',
      en: 'On the first Tuesday of the month we carve blocks together and print them on the proofing press. Newcomers get a short introduction to the tools and cutting technique.',
    },
    schedule: monthly(1, 'TUESDAY', '17:00', 180),
    priceCents: 1800,
    capacity: 12,
    booked: 5,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
    whatToBring: { de: 'Eine Skizze deines Motivs in Postkartengröße', en: 'A postcard-sized sketch of your motif' },
  },
  {
    slug: 'abdrehen-und-glasieren',
    venue: 'keramikwerkstatt-wiedikon',
    crafts: ['toepfern-keramik'],
    title: { de: 'Abdrehen und Glasieren', en: 'Trimming and glazing' },
    description: {
      de: 'Zwei Abende für alle, die schon drehen können: Du drehst Füße an deine Schalen ab, mischst eine Glasur nach Rezept und lernst Tauchen, Schütten und Überlappen.',
      en: 'Two evenings for everyone who can already throw: you trim feet on your bowls, mix a glaze from a recipe and learn dipping, pouring and overlapping.',
    },
    schedule: course(6, weekly(2, 'TUESDAY', '18:00', 180)),
    priceCents: 17000,
    capacity: 8,
    booked: 5,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Zwei bis drei lederharte Schalen, falls du welche hast, und kurze Fingernägel', en: 'Two or three leather-hard bowls, if you have some, and short fingernails' },
  },
  {
    slug: 'aufbaukeramik-fuer-einsteiger',
    venue: 'keramikwerkstatt-wiedikon',
    crafts: ['toepfern-keramik'],
    title: { de: 'Aufbaukeramik für Einsteiger:innen', en: 'Hand-building for beginners' },
    description: {
      de: 'Ohne Drehscheibe: Du baust Becher und Schalen aus Wülsten und Platten und lernst, wie man Teile sauber verbindet. Die Stücke werden gebrannt und glasiert.',
      en: 'No wheel needed: you build cups and bowls from coils and slabs and learn how to join parts cleanly. The pieces are fired and glazed.',
    },
    schedule: course(4, once('THURSDAY', '18:00', 180)),
    priceCents: 8500,
    capacity: 8,
    booked: 8,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Schürze und kurze Fingernägel', en: 'An apron and short fingernails' },
  },
  // Open studios through the working day and into the late evening, so that something is on at most hours of a
  // day (the live page at /eventslive). They show a week ahead only, so that they do not crowd the lists.
  {
    slug: 'offener-malvormittag',
    venue: 'aquarellstudio-hietzing',
    crafts: ['malen-zeichnen'],
    title: { de: 'Offener Malvormittag', en: 'Open painting morning' },
    description: {
      de: 'Malen ohne Kursprogramm: Du arbeitest an deinen eigenen Bildern im hellen Atelier mit Nordlicht, und eine Kursleiterin geht herum und gibt Tipps, wenn du welche möchtest. Staffeleien, Wasser und Tische stehen bereit.',
      en: 'Painting without a syllabus: you work on your own pictures in the bright north-lit studio, and a tutor walks round and gives tips if you want them. Easels, water and tables are ready for you.',
    },
    schedule: series(days(['MONDAY', 'WEDNESDAY', 'THURSDAY'], '09:30', 180), DAY_STUDIO_AHEAD_DAYS),
    priceCents: 1800,
    capacity: 10,
    booked: 7,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Deine Farben, Pinsel und Papier', en: 'Your paints, brushes and paper' },
  },
  {
    slug: 'offene-keramikwerkstatt-mariahilf',
    venue: 'werkschule-mariahilf',
    crafts: ['toepfern-keramik'],
    title: { de: 'Offene Keramikwerkstatt zu Mittag', en: 'Open ceramics studio at midday' },
    description: {
      de: 'Drehscheiben, Ton und Glasuren für alle, die schon einen Kurs gemacht haben und weiterarbeiten wollen. Eine Keramikerin ist im Raum und hilft beim Zentrieren oder Glasieren. Gebrannt wird im Ofen der Werkschule, der Ton ist im Preis enthalten.',
      en: 'Wheels, clay and glazes for everyone who has taken a course and wants to keep going. A ceramicist is in the room and helps with centring or glazing. Pieces are fired in the school’s kiln; the clay is included in the price.',
    },
    schedule: series(days(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], '12:00', 240), DAY_STUDIO_AHEAD_DAYS),
    priceCents: 1600,
    capacity: 8,
    booked: 6,
    level: 'ALL_LEVELS',
    materialsIncluded: true,
    whatToBring: { de: 'Ein Handtuch und kurze Fingernägel', en: 'A towel and short fingernails' },
  },
  {
    slug: 'offenes-malatelier-am-abend',
    venue: 'werkschule-mariahilf',
    crafts: ['malen-zeichnen'],
    title: { de: 'Offenes Malatelier am Abend', en: 'Open painting studio in the evening' },
    description: {
      de: 'Nach der Arbeit noch malen: Staffeleien, große Tische und gutes Licht bis halb zehn. Du bringst dein eigenes Projekt mit, ob Acryl, Aquarell oder Kohle, und wer möchte, bespricht seine Bilder am Ende mit den anderen.',
      en: 'Painting after work: easels, large tables and good light until half past nine. You bring your own project, whether acrylic, watercolour or charcoal, and anyone who wants to can talk their pictures over with the others at the end.',
    },
    schedule: series(days(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], '18:00', 210), DAY_STUDIO_AHEAD_DAYS),
    priceCents: 1400,
    capacity: 12,
    booked: 8,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Dein Malzeug und, wenn du hast, eine Schürze', en: 'Your painting things and, if you have one, an apron' },
  },
  {
    slug: 'offenes-naehatelier-floridsdorf',
    venue: 'kreativhaus-floridsdorf',
    crafts: ['naehen'],
    title: { de: 'Offenes Nähatelier', en: 'Open sewing studio' },
    description: {
      de: 'Zwölf Nähmaschinen, zwei Overlocks und große Zuschneidetische: Im offenen Nähatelier nähst du an deinem eigenen Projekt, und eine Schneiderin hilft beim Schnitt oder wenn die Maschine streikt.',
      en: 'Twelve sewing machines, two overlockers and large cutting tables: in the open sewing studio you work on your own project, and a dressmaker helps with patterns or when the machine plays up.',
    },
    schedule: series(days(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], '15:00', 180), DAY_STUDIO_AHEAD_DAYS),
    priceCents: 1200,
    capacity: 12,
    booked: 11,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Deinen Stoff, das Schnittmuster und passendes Garn', en: 'Your fabric, the pattern and matching thread' },
  },
  {
    slug: 'sticktreff-am-vormittag',
    venue: 'nadeloehr-stickerei',
    crafts: ['sticken'],
    title: { de: 'Sticktreff am Vormittag', en: 'Embroidery morning' },
    description: {
      de: 'Bring deine Stickerei mit und setz dich zu uns an den Tisch hinter der Theke: Wir sticken, tauschen Garne und Vorlagen, und bei kniffligen Stichen hilft man dir gern. Ohne Anmeldung und kostenlos.',
      en: 'Bring your embroidery and join us at the table behind the counter: we stitch, swap threads and patterns, and someone will gladly help with tricky stitches. No booking needed, and free.',
    },
    schedule: series(days(['TUESDAY', 'FRIDAY'], '10:00', 150), DAY_STUDIO_AHEAD_DAYS),
    priceCents: 0,
    capacity: 8,
    registration: 'DROP_IN',
    booked: 3,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Dein Stickprojekt und einen Rahmen', en: 'Your embroidery project and a hoop' },
  },
  {
    slug: 'offene-drehscheibe-kreuzberg',
    venue: 'kiezkeramik-kreuzberg',
    crafts: ['toepfern-keramik'],
    title: { de: 'Offene Drehscheibe', en: 'Open wheel sessions' },
    description: {
      de: 'Zehn Drehscheiben, Ton und Werkzeug für alle, die schon drehen können: Mitglieder kommen mit ihrer Karte, Gäste buchen einen Platz. Wer zum ersten Mal an der Scheibe sitzt, kommt besser zuerst in einen Abendkurs.',
      en: 'Ten wheels, clay and tools for everyone who can already throw: members come with their card, guests book a place. If you have never sat at a wheel, come to an evening course first.',
    },
    schedule: series([...days(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], '19:00', 180), ...days(['SATURDAY', 'SUNDAY'], '16:00', 180)], DAY_STUDIO_AHEAD_DAYS),
    priceCents: 2000,
    capacity: 10,
    booked: 7,
    level: 'INTERMEDIATE',
    materialsIncluded: true,
    whatToBring: { de: 'Ein Handtuch und kurze Fingernägel', en: 'A towel and short fingernails' },
  },
  {
    slug: 'offener-werkstattabend-linz',
    venue: 'werkbank-linz',
    crafts: ['holz', 'upcycling'],
    title: { de: 'Offener Werkstattabend', en: 'Open workshop evening' },
    description: {
      de: 'Hobelbänke, Formatkreissäge und Werkzeugwand stehen für dein eigenes Projekt bereit, und jemand vom Team ist da, wenn du nicht weiterweißt. Wer die Sicherheitseinweisung noch nicht hat, bekommt sie am Anfang des Abends.',
      en: 'Workbenches, the panel saw and the tool wall are ready for your own project, and someone from the team is around if you get stuck. Anyone who has not had the safety briefing yet gets it at the start of the evening.',
    },
    schedule: series(days(['WEDNESDAY', 'THURSDAY', 'FRIDAY'], '18:00', 240), DAY_STUDIO_AHEAD_DAYS),
    priceCents: 1200,
    capacity: 12,
    booked: 6,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Feste Schuhe und dein Holz oder Werkstück', en: 'Sturdy shoes and your wood or piece of work' },
  },
];

/** The sample courses at the sample venue (/musterspace): unpublished like the venue, every field filled in. */
const musterspaceSpecs: EventSpec[] = [
  {
    slug: 'beispielkurs-drehscheibe',
    venue: 'musterspace',
    crafts: ['toepfern-keramik'],
    title: { de: 'Beispielkurs: Töpfern an der Drehscheibe', en: 'Sample course: throwing on the potter’s wheel' },
    description: {
      de: 'Ein Beispiel dafür, wie du einen Kurs beschreibst: An drei Abenden lernst du zentrieren, aufbrechen und hochziehen und drehst deine ersten Becher. Sag, was die Teilnehmenden lernen, was sie am Ende mitnehmen und für wen der Kurs gedacht ist.',
      en: 'An example of how to describe a course: over three evenings you learn to centre, open and pull up and throw your first cups. Say what participants will learn, what they take home at the end and who the course is meant for.',
    },
    schedule: course(6, weekly(3, 'WEDNESDAY', '18:00', 180)),
    priceCents: 21000,
    capacity: 4,
    booked: 1,
    level: 'BEGINNER',
    materialsIncluded: true,
    whatToBring: { de: 'Schürze und kurze Fingernägel', en: 'An apron and short fingernails' },
    published: false,
  },
  {
    slug: 'beispielabend-offene-werkstatt',
    venue: 'musterspace',
    crafts: ['naehen', 'holz'],
    title: { de: 'Beispielabend: offene Werkstatt', en: 'Sample evening: open workshop' },
    description: {
      de: 'So könnte ein kostenloser Abend ohne Anmeldung aussehen, jeden ersten Freitag im Monat: Wer ein eigenes Projekt hat, kommt vorbei und nutzt Nähmaschinen und Hobelbank, das Team hilft bei Fragen. Schreib dazu, wann man kommen kann und was vor Ort bereitliegt.',
      en: 'This is what a free evening without booking could look like, on the first Friday of every month: anyone with their own project drops in and uses the sewing machines and the workbench, and the team helps with questions. Add when people can come and what is provided on site.',
    },
    schedule: monthly(1, 'FRIDAY', '17:00', 240),
    priceCents: 0,
    capacity: 12,
    registration: 'DROP_IN',
    booked: 3,
    level: 'ALL_LEVELS',
    materialsIncluded: false,
    whatToBring: { de: 'Dein eigenes Projekt und das passende Material', en: 'Your own project and the materials for it' },
    published: false,
  },
  {
    slug: 'beispielworkshop-siebdruck',
    venue: 'musterspace',
    crafts: ['druck'],
    title: { de: 'Beispielworkshop: Siebdruck für Fortgeschrittene', en: 'Sample workshop: screen printing for advanced printers' },
    description: {
      de: 'Ein Beispiel für einen Tagesworkshop mit Vorkenntnissen: Du druckst ein vierfarbiges Motiv passgenau auf Papier. Nenne die Voraussetzungen so genau wie möglich, damit sich die Richtigen anmelden.',
      en: 'An example of a day workshop that needs prior experience: you print a four-colour design in register on paper. Name the prerequisites as precisely as you can, so that the right people sign up.',
    },
    schedule: course(6, once('SATURDAY', '10:00', 420)),
    priceCents: 14000,
    capacity: 6,
    booked: 6,
    level: 'ADVANCED',
    materialsIncluded: true,
    whatToBring: { de: 'Dein Motiv in vier Farbauszügen als PDF', en: 'Your design as four colour separations in a PDF' },
    published: false,
  },
];

const currencyByCountry: Record<string, string> = { AT: 'EUR', DE: 'EUR', CH: 'CHF' };
/** A course run moves at most this many weeks for closing days before the schedule counts as broken. */
const MAX_SHIFT_WEEKS = 4;

/**
 * The demo schedule. The courses of DEMO_ORGANISER_VENUE are kept by the demo organiser (as published contributions),
 * so that signing in as that person opens their live console; the rest are editorial.
 */
export function demoEvents(now: Date, venues: readonly VenueRecord[]): EventRecord[] {
  return toEvents(specs, now, venues).map((event) =>
    event.venueSlug === DEMO_ORGANISER_VENUE ? { ...event, ownerUid: DEMO_ORGANISER.uid, review: 'PUBLISHED' as const } : event,
  );
}

/** The sample courses, kept by the sample owner, through whom the sample page finds them (they are unpublished). */
export function musterspaceEventsAt(now: Date, venue: VenueRecord): EventRecord[] {
  return toEvents(musterspaceSpecs, now, [venue]).map((event) => ({ ...event, ownerUid: SAMPLE_OWNER_UID }));
}

/** The slug every event of a spec starts with; the local date of its first session follows. */
export const demoEventSlugBases: ReadonlySet<string> = new Set([...specs, ...musterspaceSpecs].map((spec) => spec.slug));

/** One event of a spec: a course run or a date of a series. */
interface Occurrence {
  sessions: EventSession[];
  /** The local date of the first session: the end of the slug. */
  firstDate: LocalDate;
  booked: number;
  /** Which run of a course, counted from the epoch. */
  run?: number;
}

function toEvents(specs: readonly EventSpec[], now: Date, venues: readonly VenueRecord[]): EventRecord[] {
  const venueBySlug = new Map(venues.map((venue) => [venue.slug, venue]));
  return specs.flatMap((spec) => {
    const venue = venueBySlug.get(spec.venue);
    if (!venue) throw new Error(`Unknown venue ${spec.venue} for event ${spec.slug}`);
    return occurrences(spec, venue, now).map((occurrence) => toRecord(spec, venue, occurrence, now));
  });
}

function toRecord(spec: EventSpec, venue: VenueRecord, { sessions, firstDate, booked, run }: Occurrence, now: Date): EventRecord {
  const first = sessions[0]!;
  const last = sessions[sessions.length - 1]!;
  const changed = spec.changed && run !== undefined && run % spec.changed.everyNthRun === 0 ? spec.changed : undefined;
  const registration = spec.registration ?? 'BOOKING';
  // Nobody books a drop-in event: its seats stay as they are. A paid date that was cancelled refunded its payers,
  // which freed their seats (demo-bookings.ts seeds their refunded bookings).
  const refunded = changed?.status === 'CANCELLED' && spec.priceCents > 0;
  // A family course is never down to its last seat: a parent books one for the child and one for themself.
  const scarce = spec.children?.adult === 'ADULT_SEAT' ? Number.POSITIVE_INFINITY : soughtAfterSeats(`${spec.slug}-${firstDate}`);
  const seatsLeft = registration === 'DROP_IN' || refunded ? spec.capacity : Math.min(Math.max(0, spec.capacity - booked), scarce);
  const minimum: CourseMinimum | undefined = spec.minimum && {
    participants: spec.minimum.participants,
    decidesAt: decisionTime(first.startsAt, spec.minimum.hoursBefore),
    outcome: 'PENDING',
  };
  return {
    slug: `${spec.slug}-${firstDate}`,
    title: spec.title,
    description: changed ? joinText(spec.description, changed.note) : spec.description,
    craftSlugs: spec.crafts,
    venueSlug: venue.slug,
    citySlug: venue.citySlug,
    geo: { lat: venue.geo.lat, lng: venue.geo.lng },
    startsAt: first.startsAt,
    endsAt: last.endsAt,
    sessions,
    timeZone: venue.timeZone,
    price: { amountCents: spec.priceCents, currency: currencyByCountry[venue.address.country] ?? 'EUR' },
    registration,
    capacity: spec.capacity,
    seatsLeft,
    ...(minimum ? { minimum } : {}),
    level: spec.level,
    status: changed?.status ?? 'SCHEDULED',
    images: spec.crafts.slice(0, 1).map((craft) => craftIllustration(craft, spec.title.de)),
    ...(spec.whatToBring ? { whatToBring: spec.whatToBring } : {}),
    materialsIncluded: spec.materialsIncluded,
    ...(spec.children ? { children: spec.children } : {}),
    ...(spec.accessibility ? { accessibility: spec.accessibility } : {}),
    ...('course' in spec.schedule ? {} : { seriesId: spec.slug }),
    published: spec.published ?? true,
    updatedAt: now,
  };
}

function joinText(text: LocalizedText, more: LocalizedText): LocalizedText {
  return { de: `${text.de} ${more.de}`, ...(text.en && more.en ? { en: `${text.en} ${more.en}` } : {}) };
}

function occurrences(spec: EventSpec, venue: VenueRecord, now: Date): Occurrence[] {
  const today = localDate(now, venue.timeZone);
  const { schedule } = spec;
  if ('course' in schedule) {
    const runs = courseRuns(spec.slug, schedule, venue, today);
    // The next run has `booked` seats taken, each later one two fewer; runs that have begun keep `booked`.
    let ahead = 0;
    return runs.map((run) => ({ ...run, booked: run.sessions[0]!.startsAt > now ? Math.max(0, spec.booked - 2 * ahead++) : spec.booked }));
  }
  const dates = 'weekly' in schedule ? weeklyDates(schedule, venue, today) : monthlyDates(schedule.monthly, venue, today);
  let ahead = 0;
  return dates.map(({ date, slot }) => {
    const sessions = [sessionOn(date, slot, venue.timeZone)];
    // A weekly series fills up week by week; a monthly one date by date.
    const booked = sessions[0]!.startsAt <= now ? spec.booked : 'weekly' in schedule ? spec.booked - 2 * Math.floor(daysBetween(today, date) / 7) : spec.booked - 2 * ahead++;
    return { sessions, firstDate: date, booked: Math.max(0, booked) };
  });
}

/** Instants of local times already computed: the keeper and the tests compute the schedule for many days. */
const instants = new Map<string, number>();

function sessionOn(date: LocalDate, slot: Slot, timeZone: string): EventSession {
  const key = `${date} ${slot.at} ${timeZone}`;
  let start = instants.get(key);
  if (start === undefined) instants.set(key, (start = zonedInstant(date, slot.at, timeZone).getTime()));
  return { startsAt: new Date(start), endsAt: new Date(start + slot.minutes * 60_000) };
}

/** The runs of a course that touch the window from PAST_DAYS before today to AHEAD_DAYS after it. */
function courseRuns(slug: string, schedule: Extract<Schedule, { course: unknown }>, venue: VenueRecord, today: LocalDate): Omit<Occurrence, 'booked'>[] {
  const { everyWeeks } = schedule;
  const phase = schedule.phase ?? stableNumber(slug) % everyWeeks;
  const from = addDays(today, -PAST_DAYS);
  const to = addDays(today, AHEAD_DAYS);
  const span = Math.max(...schedule.course.map((pattern) => pattern.week)) + 1 + MAX_SHIFT_WEEKS;
  const firstWeek = Math.floor(daysBetween(EPOCH, from) / 7) - span;
  const lastWeek = Math.floor(daysBetween(EPOCH, to) / 7);
  const runs: Omit<Occurrence, 'booked'>[] = [];
  for (let run = Math.ceil((firstWeek - phase) / everyWeeks); run * everyWeeks + phase <= lastWeek; run++) {
    const { sessions, dates } = runSessions(schedule.course, run * everyWeeks + phase, venue);
    const first = dates[0]!;
    if (first <= to && dates[dates.length - 1]! >= from) runs.push({ sessions, firstDate: first, run });
  }
  return runs;
}

/**
 * The sessions of the run that starts in week `startWeek` after the epoch. The sessions of one week stay together
 * (a weekend course's Saturday and Sunday): when one of them falls on a closing day, that week's sessions and all
 * later ones move a week later.
 */
function runSessions(patterns: readonly SessionPattern[], startWeek: number, venue: VenueRecord): { sessions: EventSession[]; dates: LocalDate[] } {
  const sessions: EventSession[] = [];
  const sessionDates: LocalDate[] = [];
  let shift = 0;
  for (const week of [...new Set(patterns.map((pattern) => pattern.week))].sort((a, b) => a - b)) {
    const inWeek = patterns.filter((pattern) => pattern.week === week);
    const datesIn = (monday: LocalDate) => inWeek.map((pattern) => addDays(monday, weekdays.indexOf(pattern.day)));
    let dates = datesIn(addDays(EPOCH, 7 * (startWeek + week + shift)));
    while (dates.some((date) => isClosingDay(date, venue.citySlug))) {
      if (++shift > MAX_SHIFT_WEEKS) throw new Error(`No week without closing days for a course at ${venue.slug} from week ${startWeek}`);
      dates = datesIn(addDays(EPOCH, 7 * (startWeek + week + shift)));
    }
    inWeek.forEach((pattern, index) => sessions.push(sessionOn(dates[index]!, pattern, venue.timeZone)));
    sessionDates.push(...dates);
  }
  return { sessions: sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()), dates: sessionDates.sort() };
}

/** The dates of a weekly series from SERIES_PAST_DAYS before today to `aheadDays` after it, without closing days. */
function weeklyDates(schedule: Extract<Schedule, { weekly: unknown }>, venue: VenueRecord, today: LocalDate): { date: LocalDate; slot: Slot }[] {
  const dates: { date: LocalDate; slot: Slot }[] = [];
  for (let offset = -SERIES_PAST_DAYS; offset <= schedule.aheadDays; offset++) {
    const date = addDays(today, offset);
    if (isClosingDay(date, venue.citySlug)) continue;
    for (const slot of schedule.weekly) if (weekdays.indexOf(slot.day) === isoWeekday(date) - 1) dates.push({ date, slot });
  }
  return dates;
}

/** The dates of a monthly series from PAST_DAYS before today to AHEAD_DAYS after it, without closing days. */
function monthlyDates(rule: Extract<Schedule, { monthly: unknown }>['monthly'], venue: VenueRecord, today: LocalDate): { date: LocalDate; slot: Slot }[] {
  const dates: { date: LocalDate; slot: Slot }[] = [];
  const slot: Slot = { day: rule.weekday, at: rule.at, minutes: rule.minutes };
  for (let offset = -PAST_DAYS; offset <= AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    const nth = Math.ceil(Number(date.slice(8, 10)) / 7);
    if (nth === rule.nth && weekdays.indexOf(rule.weekday) === isoWeekday(date) - 1 && !isClosingDay(date, venue.citySlug)) dates.push({ date, slot });
  }
  return dates;
}

/**
 * About one date in three is sought after: one or two seats left, whenever the schedule is computed (so that a date
 * the keeper adds weeks ahead is as nearly full on its day as in a store seeded that morning). Unlimited otherwise.
 */
function soughtAfterSeats(eventSlug: string): number {
  const pick = stableNumber(eventSlug) % 6;
  return pick === 0 ? 1 : pick === 1 ? 2 : Number.POSITIVE_INFINITY;
}

/** A small number that depends only on the text: spreads the courses' runs over the weeks (and the demo's live posts over the courses). */
export function stableNumber(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}
