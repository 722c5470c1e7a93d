// The demo schedule, computed for every day of a year as the seeding day: every session lies within its venue's
// opening or open-studio hours on the weekday its text promises, on no closing day, and the same date keeps the same
// event (slug) whichever day the schedule is computed on.
import { describe, expect, it } from 'vitest';
import type { EventRecord, VenueRecord } from '../domain/records.js';
import { livePhaseOf } from '../domain/live-state.js';
import { addDays, daysBetween, localClock, localDate, weekdays, zonedInstant, type WallTime } from '../domain/time.js';
import { isClosingDay } from './closing-days.js';
import { demoContent, musterspaceEvents, musterspaceVenue } from './demo-content.js';

const DAY = 24 * 60 * 60_000;
const first = new Date('2026-11-22T17:10:00Z');
const days = Array.from({ length: 365 }, (_, index) => new Date(first.getTime() + index * DAY));

interface Schedule {
  now: Date;
  venues: Map<string, VenueRecord>;
  events: EventRecord[];
}

const schedules: Schedule[] = days.map((now) => {
  const content = demoContent(now);
  const venues = [...content.venues, musterspaceVenue(now)];
  return { now, venues: new Map(venues.map((venue) => [venue.slug, venue])), events: [...content.events, ...musterspaceEvents(now)] };
});

const courseOf = (event: EventRecord) => event.slug.replace(/-\d{4}-\d{2}-\d{2}$/, '');
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** What the texts promise: how many sessions, on which weekdays, and for monthly series the week of the month. */
const promises: Record<string, { sessions?: number; weekdays?: string[]; nthOfMonth?: number }> = {
  'drehscheibe-fuer-einsteiger': { sessions: 4 }, // „Vier Abende“
  'der-erste-rock': { sessions: 3 }, // „In drei Abenden“
  'glasperlen-an-der-flamme': { sessions: 4 }, // „Vier Termine“
  'aquarell-grundkurs': { sessions: 6 }, // „Sechs Abende“
  'botanische-malerei': { sessions: 4 }, // „Vier Vormittage“
  naehmaschinenfuehrerschein: { sessions: 4 }, // „Vier Abende“
  'keramik-abendkurs': { sessions: 2 }, // „In zwei Abenden“
  'schal-weben-am-webstuhl': { sessions: 2 }, // „An zwei Nachmittagen“
  'abdrehen-und-glasieren': { sessions: 2 }, // „Zwei Abende“
  'umhaengetasche-in-zwei-tagen': { sessions: 2 },
  'beispielkurs-drehscheibe': { sessions: 3 }, // „An drei Abenden“
  'hocker-bauen': { sessions: 2, weekdays: ['SATURDAY', 'SUNDAY'] }, // „Wochenendkurs“
  portraitzeichnen: { sessions: 2, weekdays: ['SATURDAY'] }, // „an den zwei Samstagen“
  'keramik-bemalen': { sessions: 1, weekdays: ['SUNDAY'] }, // „Keramikbemalen am Sonntag“ (the venue's text)
  strickstammtisch: { sessions: 1, weekdays: ['THURSDAY'] }, // „Jeden Donnerstagabend“ (the venue's text)
  'upcycling-dienstag-linz': { sessions: 1, weekdays: ['TUESDAY'] }, // „Jeden Dienstag“
  'strickrunde-salzburg': { sessions: 1, weekdays: ['TUESDAY'] }, // „Dienstags trifft sich hier eine Strickrunde“
  'drucksamstag-spittelberg': { sessions: 1, weekdays: ['SATURDAY'] },
  reparaturcafe: { sessions: 1, weekdays: ['SATURDAY'], nthOfMonth: 1 }, // „Jeden ersten Samstag im Monat“
  'haekelabend-fuer-einsteiger': { sessions: 1, weekdays: ['FRIDAY'], nthOfMonth: 1 }, // „Jeden ersten Freitag im Monat“
  'monogramme-sticken': { sessions: 1, weekdays: ['WEDNESDAY'], nthOfMonth: 2 }, // „Jeden zweiten Mittwoch im Monat“
  'linol-und-holzschnitt-abend': { sessions: 1, weekdays: ['TUESDAY'], nthOfMonth: 1 }, // „Am ersten Dienstag im Monat“
  'offener-drucktag-simmering': { sessions: 1, weekdays: ['SATURDAY'], nthOfMonth: 3 }, // „Am dritten Samstag im Monat“
};

describe('the demo schedule, for every seeding day of a year', () => {
  it('puts every session within its venue’s opening or open-studio hours, on no holiday, 24 Dec or 1 Jan', () => {
    const wrong: string[] = [];
    for (const { venues, events } of schedules) {
      for (const event of events) {
        const venue = venues.get(event.venueSlug)!;
        for (const session of event.sessions) {
          const date = localDate(session.startsAt, venue.timeZone);
          const start = localClock(session.startsAt, venue.timeZone);
          const end = localClock(session.endsAt, venue.timeZone);
          const day = weekdays[start.weekday - 1];
          const open = [...venue.openingHours, ...(venue.openStudioHours ?? [])].some(
            (hours) => hours.day === day && minutesOf(hours.opens) <= start.minutes && end.weekday === start.weekday && end.minutes <= minutesOf(hours.closes),
          );
          if (!open) wrong.push(`${event.slug}: ${date} outside the hours of ${venue.slug}`);
          if (isClosingDay(date, venue.citySlug) || /-(12-24|01-01)$/.test(date)) wrong.push(`${event.slug}: ${date} is a closing day`);
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('orders every event’s sessions without overlap and spans them with startsAt and endsAt', () => {
    const wrong = new Set<string>();
    for (const { events } of schedules) {
      for (const event of events) {
        const { sessions } = event;
        if (sessions.length === 0) wrong.add(`${event.slug}: no sessions`);
        if (event.startsAt.getTime() !== sessions[0]?.startsAt.getTime()) wrong.add(`${event.slug}: startsAt is not the first session's`);
        if (event.endsAt.getTime() !== sessions.at(-1)?.endsAt.getTime()) wrong.add(`${event.slug}: endsAt is not the last session's`);
        for (const [index, session] of sessions.entries()) {
          if (session.endsAt <= session.startsAt) wrong.add(`${event.slug}: a session ends before it starts`);
          const next = sessions[index + 1];
          if (next && next.startsAt < session.endsAt) wrong.add(`${event.slug}: sessions out of order or overlapping`);
        }
        if (event.slug.slice(-10) !== localDate(event.startsAt, event.timeZone)) wrong.add(`${event.slug}: not named after its first date`);
      }
    }
    expect([...wrong]).toEqual([]);
  });

  it('keeps the events the texts promise: sessions per course, weekdays, the week of the month', () => {
    const wrong = new Set<string>();
    for (const { venues, events } of schedules) {
      for (const event of events) {
        const promise = promises[courseOf(event)];
        if (!promise) continue;
        const timeZone = venues.get(event.venueSlug)!.timeZone;
        if (promise.sessions && event.sessions.length !== promise.sessions) wrong.add(`${event.slug}: ${event.sessions.length} sessions`);
        for (const session of event.sessions) {
          const date = localDate(session.startsAt, timeZone);
          const weekday = weekdays[localClock(session.startsAt, timeZone).weekday - 1]!;
          if (promise.weekdays && !promise.weekdays.includes(weekday)) wrong.add(`${event.slug}: on a ${weekday}`);
          if (promise.nthOfMonth && Math.ceil(Number(date.slice(8)) / 7) !== promise.nthOfMonth) wrong.add(`${event.slug}: not in week ${promise.nthOfMonth}`);
        }
        // A weekend course meets on one Saturday and the Sunday after it.
        if (courseOf(event) === 'hocker-bauen' && daysBetween(localDate(event.startsAt, timeZone), localDate(event.endsAt, timeZone)) !== 1) {
          wrong.add(`${event.slug}: not one weekend`);
        }
      }
    }
    expect([...wrong]).toEqual([]);
  });

  it('makes each multi-session course one event per run, and no two runs of a course overlap', () => {
    const multiSessionCourses = Object.keys(promises).filter((slug) => (promises[slug]?.sessions ?? 1) > 1);
    expect(multiSessionCourses.length).toBeGreaterThan(5);
    for (const { events } of schedules) {
      for (const course of multiSessionCourses) {
        const runs = events.filter((event) => courseOf(event) === course);
        expect(runs.length, course).toBeGreaterThanOrEqual(1);
        for (const run of runs) {
          expect(run.sessions.length, run.slug).toBeGreaterThan(1);
          expect(run.seriesId, run.slug).toBeUndefined();
        }
        for (const [index, run] of runs.entries()) {
          const next = runs[index + 1];
          if (next) expect(next.startsAt.getTime(), next.slug).toBeGreaterThan(run.endsAt.getTime());
        }
      }
    }
  });

  it('gives the same date the same event whichever day the schedule is computed on', () => {
    const seen = new Map<string, string>();
    for (const { events } of schedules) {
      const slugs = events.map((event) => event.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const event of events) {
        const shape = JSON.stringify([event.sessions, event.status, event.description, event.seriesId]);
        expect(seen.get(event.slug) ?? shape, event.slug).toBe(shape);
        seen.set(event.slug, shape);
      }
    }
    // What one day's schedule holds for the coming weeks, the next day's holds too.
    for (const [index, { now, events }] of schedules.slice(0, -1).entries()) {
      const next = new Set(schedules[index + 1]!.events.map((event) => event.slug));
      for (const event of events) {
        if (event.startsAt.getTime() > now.getTime() + DAY && event.startsAt.getTime() < now.getTime() + 30 * DAY) expect(next.has(event.slug), event.slug).toBe(true);
      }
    }
  });

  it('always has past and full events, one cancelled and one postponed ahead, and something on the next days', () => {
    for (const { now, events } of schedules) {
      const at = now.getTime();
      const upcoming = events.filter((event) => event.startsAt.getTime() > at && event.published);
      expect(events.filter((event) => event.endsAt.getTime() < at).length, String(now)).toBeGreaterThanOrEqual(10);
      expect(upcoming.filter((event) => event.status === 'CANCELLED').length, `cancelled after ${String(now)}`).toBeGreaterThanOrEqual(1);
      expect(upcoming.filter((event) => event.status === 'POSTPONED').length, `postponed after ${String(now)}`).toBeGreaterThanOrEqual(1);
      expect(upcoming.some((event) => event.registration === 'BOOKING' && event.status === 'SCHEDULED' && event.seatsLeft === 0), String(now)).toBe(true);
      for (let day = 1; day <= 7; day++) {
        const date = addDays(localDate(now, 'Europe/Vienna'), day);
        if (isClosingDay(date, 'wien')) continue;
        expect(upcoming.some((event) => localDate(event.startsAt, event.timeZone) === date), date).toBe(true);
      }
      for (const event of events) expect(event.startsAt.getTime(), event.slug).toBeLessThan(at + 92 * DAY);
    }
  });
});

describe('what the live page (/eventslive) finds on the demo schedule, every day of a year', () => {
  const VIENNA = 'Europe/Vienna';
  /** The published courses running at `time` (Vienna) on the day the schedule was computed for. */
  const runningAt = ({ now, events }: Schedule, time: WallTime) => {
    const at = zonedInstant(localDate(now, VIENNA), time, VIENNA);
    return events.filter((event) => event.published && livePhaseOf(event, at) === 'RUNNING');
  };
  const halfHours = (from: number, to: number) =>
    Array.from({ length: (to - from) * 2 + 1 }, (_, index) => `${String(from + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}` as WallTime);
  /** When something should be on: weekdays from the morning into the late evening, Saturdays by day, Sundays at midday. */
  const busyHours: Record<string, WallTime[]> = {
    MONDAY: halfHours(10, 21),
    TUESDAY: halfHours(10, 21),
    WEDNESDAY: halfHours(10, 21),
    THURSDAY: halfHours(10, 21),
    FRIDAY: halfHours(10, 21),
    SATURDAY: halfHours(10, 18),
    SUNDAY: halfHours(13, 15),
  };

  it('has a course or an open studio running at every half hour the venues are busy, and nothing at night', () => {
    const empty: string[] = [];
    for (const schedule of schedules) {
      const date = localDate(schedule.now, VIENNA);
      if (isClosingDay(date, 'wien')) continue;
      const weekday = weekdays[localClock(schedule.now, VIENNA).weekday - 1]!;
      for (const time of busyHours[weekday]!) if (runningAt(schedule, time).length === 0) empty.push(`${date} (${weekday}) ${time}`);
      for (const time of ['00:30', '03:00', '06:00', '23:30'] as WallTime[]) expect(runningAt(schedule, time).map((event) => event.slug), `${date} ${time}`).toEqual([]);
    }
    expect(empty).toEqual([]);
  });

  it('has open studios in Vienna in the morning, at midday and in the late evening of every working day', () => {
    for (const schedule of schedules) {
      const date = localDate(schedule.now, VIENNA);
      if (isClosingDay(date, 'wien') || localClock(schedule.now, VIENNA).weekday > 5) continue;
      for (const time of ['10:30', '13:00', '21:00'] as WallTime[]) {
        expect(runningAt(schedule, time).filter((event) => event.citySlug === 'wien' && event.seriesId).length, `${date} ${time}`).toBeGreaterThan(0);
      }
    }
  });

  it('has bookable courses with one or two seats left on every working day', () => {
    for (const { now, events } of schedules) {
      const date = localDate(now, VIENNA);
      if (isClosingDay(date, 'wien') || localClock(now, VIENNA).weekday > 5) continue;
      const today = events.filter(
        (event) => event.published && event.status === 'SCHEDULED' && event.registration === 'BOOKING' && event.sessions.some((one) => localDate(one.startsAt, VIENNA) === date),
      );
      expect(today.filter((event) => event.seatsLeft >= 1 && event.seatsLeft <= 2).length, date).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the demo events', () => {
  const { now, events } = schedules[0]!;

  it('are drop-in exactly where the text says people just come', () => {
    const dropIn = new Set(events.filter((event) => event.registration === 'DROP_IN').map(courseOf));
    expect(dropIn).toEqual(
      new Set(['strickstammtisch', 'reparieren-statt-wegwerfen', 'reparaturcafe', 'offener-drucktag-simmering', 'sticktreff-am-vormittag', 'beispielabend-offene-werkstatt']),
    );
    for (const event of events.filter((e) => e.registration === 'DROP_IN')) {
      expect(event.description.de, event.slug).toMatch(/ohne Anmeldung|anmelden musst du dich nicht/i);
      expect(event.description.en, event.slug).toMatch(/no booking needed|no need to book|without booking/i);
      expect(event.seatsLeft, event.slug).toBe(event.capacity);
    }
    expect(events.filter((e) => e.registration === 'BOOKING').every((e) => !/ohne Anmeldung/i.test(e.description.de))).toBe(true);
  });

  it('claim nothing included in a price when free, and never list included material as something to bring', () => {
    for (const event of events.filter((e) => e.price.amountCents === 0)) {
      expect(event.materialsIncluded, event.slug).toBe(false);
      expect(event.description.de, event.slug).not.toMatch(/im Preis|inklusive|inbegriffen|enthalten/);
    }
    // The texts that once contradicted their flags.
    const bySlug = (course: string) => events.find((event) => courseOf(event) === course)!;
    expect(bySlug('aquarell-grundkurs').materialsIncluded).toBe(true);
    expect(bySlug('aquarell-grundkurs').whatToBring?.de).not.toMatch(/Papier|Aquarellkasten/);
    expect(bySlug('socken-stricken-mit-ferse').whatToBring?.de).not.toMatch(/Nadel/);
    expect(bySlug('wandbehang-am-rahmenwebstuhl').whatToBring).toBeUndefined();
    expect(bySlug('mosaikspiegel-fuers-bad').whatToBring?.de).not.toMatch(/Fliesen/);
  });

  it('count seats deterministically: the next run of a sought-after course is full, later ones fill up', () => {
    const runs = events.filter((event) => courseOf(event) === 'japanische-bindung' && event.startsAt > now);
    expect(runs[0]?.seatsLeft).toBe(0);
    expect(runs.at(-1)!.seatsLeft).toBeGreaterThan(0);
    expect(demoContent(now).events).toEqual(demoContent(new Date(now)).events);
  });

  it('give the sample venue a course, a drop-in evening and a full workshop ahead, kept by the sample owner', () => {
    const sample = events.filter((event) => event.venueSlug === 'musterspace' && event.startsAt > now);
    expect(new Set(sample.map(courseOf))).toEqual(new Set(['beispielkurs-drehscheibe', 'beispielabend-offene-werkstatt', 'beispielworkshop-siebdruck']));
    expect(sample.some((event) => event.sessions.length === 3)).toBe(true);
    expect(sample.some((event) => event.registration === 'DROP_IN')).toBe(true);
    expect(sample.some((event) => event.seatsLeft === 0)).toBe(true);
    expect(new Set(sample.map((event) => event.ownerUid)).size).toBe(1);
  });
});
