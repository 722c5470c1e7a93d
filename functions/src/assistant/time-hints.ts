// Time hints in a wish, German and English („abends“, „am Wochenende“, „unter der Woche“, „nächste Woche“,
// „donnerstags“, „im Dezember“, "evenings", "this weekend", "on weekdays", "next week", "on Fridays", "in December"),
// read into the window and days the events must fall in. Calendar words are read in the site's home time zone; parts
// of the day and weekdays are checked per event in its own zone (fittingSessions).
import { joinability } from '../domain/joinable.js';
import type { EventRecord } from '../domain/records.js';
import { fold } from '../domain/search.js';
import { addDays, isoWeekday, localClock, localDate, presetDays, presetWindow, startOfLocalDay, type DayPreset } from '../domain/time.js';
import type { AppliedTime, AssistantWhen, PartOfDay } from './types.js';

/** Where the magazine is at home: calendar words („nächste Woche“) mean this zone's weeks. */
export const HOME_TIME_ZONE = 'Europe/Vienna';

// Folded words (fold(): lower case, umlauts to plain vowels), 0 = Sunday.
const WEEKDAYS: [RegExp, number][] = [
  [/\b(sonntag|sunday)/, 0],
  [/\b(montag|monday)/, 1],
  // fold() reads "ue" as an umlaut: "tuesday" becomes "tusday".
  [/\b(dienstag|tuesday|tusday)/, 2],
  [/\b(mittwoch|wednesday)/, 3],
  [/\b(donnerstag|thursday)/, 4],
  [/\b(freitag|friday)/, 5],
  [/\b(samstag|sonnabend|saturday)/, 6],
].map(([name, day]) => [
  // „Dienstag“, „dienstags“, „Dienstagabend“, „Samstagvormittag“, "Tuesdays", "Tuesday evening".
  new RegExp(`${(name as RegExp).source}(s|abends?|morgens?|vormittags?|nachmittags?)?\\b`),
  day as number,
]);

const MONTHS: [RegExp, number][] = [
  [/\b(janner|januar|january)\b/, 1],
  [/\b(feber|februar|february)\b/, 2],
  [/\b(marz|march)\b/, 3],
  [/\bapril\b/, 4],
  [/\b(mai|in may)\b/, 5],
  [/\b(juni|june)\b/, 6],
  [/\b(juli|july)\b/, 7],
  [/\baugust\b/, 8],
  [/\bseptember\b/, 9],
  [/\b(oktober|october)\b/, 10],
  [/\bnovember\b/, 11],
  [/\b(dezember|december)\b/, 12],
];

// „abends“, „am Abend“, „Abendkurs“, „Strickabend“, „Dienstagabend“ (but „Sonnabend“ is Saturday); „am Morgen“ is a part
// of the day, „morgen“ a day.
const PARTS: [RegExp, PartOfDay][] = [
  [/\b(?!sonnabend)\p{L}*abend\p{L}*|nach der arbeit|\b(evenings?|tonight)\b|after work/u, 'evening'],
  [/\b(\p{L}*tag)?nachmittags?\b|\bafternoons?\b/u, 'afternoon'],
  [/\b(\p{L}*tag)?(morgens|vormittags?)\b|\b(am|in der|jeden) (morgen|fruh)\b|\b(fruh morgens|morgen fruh)\b|\bmornings?\b|\bin the morning\b/u, 'morning'],
];

/** Number words up to four, German and English, for „in zwei Wochen“ and "in three days". */
const NUMBERS: Record<string, number> = { ein: 1, einer: 1, einem: 1, eine: 1, a: 1, one: 1, zwei: 2, two: 2, drei: 3, three: 3, vier: 4, four: 4 };
const count = (word: string) => NUMBERS[word] ?? Number(word);

/** Whether a local hour:minute lies in the part of the day (morning before 12, afternoon 12–17, evening from 17). */
export function inPartOfDay(minutes: number, part: PartOfDay): boolean {
  if (part === 'morning') return minutes < 12 * 60;
  if (part === 'afternoon') return minutes >= 12 * 60 && minutes < 17 * 60;
  return minutes >= 17 * 60;
}

/**
 * The time the question's hints ask for, merged with the form's explicit `when` (which wins field by field). `from`
 * is never before `now`: the assistant lists what is still to come.
 */
export function readTime(question: string, when: AssistantWhen | undefined, now: Date, timeZone = HOME_TIME_ZONE): AppliedTime {
  const text = fold(question);
  const hints: string[] = [];
  let from: Date | undefined;
  let to: Date | undefined;
  let daysOfWeek: number[] | undefined;
  let partOfDay: PartOfDay | undefined;

  const today = localDate(now, timeZone);
  const dayStart = (days: number) => startOfLocalDay(addDays(today, days), timeZone);
  const window = (start: Date, end: Date, hint: string) => {
    from = start;
    to = end;
    hints.push(hint);
  };
  const preset = (name: DayPreset, hint: string) => {
    const span = presetWindow(name, now, timeZone);
    window(span.from, span.to, hint);
  };
  // Days until the next Monday (1 … 7), by the ISO weekday of today.
  const untilMonday = 8 - isoWeekday(today);

  const part = PARTS.find(([pattern]) => pattern.test(text));
  if (part) {
    partOfDay = part[1];
    hints.push(part[1]);
  }
  if (/wochenende|weekend/.test(text)) {
    daysOfWeek = [6, 0];
    hints.push('weekend');
    // As the course list's presets count them (domain/time.ts): the weekend now running (on a Saturday or Sunday) or
    // else the coming one is „dieses/kommendes Wochenende“, "this weekend"; „nächstes Wochenende“, "next weekend" the
    // one after it; „übernächstes“ the one after that.
    if (/\b(ubernachste[nsm]?) wochenende|\bweekend after next\b/.test(text)) {
      const { first } = presetDays('next-weekend', now, timeZone);
      window(startOfLocalDay(addDays(first, 7), timeZone), startOfLocalDay(addDays(first, 9), timeZone), 'weekend-after-next');
    } else if (/\b(nachste[nsm]?|next) (wochenende|weekend)/.test(text)) preset('next-weekend', 'next-weekend');
    else if (/\b(dieses|diesem|kommende[nsm]?|this|coming) (wochenende|weekend)/.test(text)) preset('weekend', 'this-weekend');
  } else if (/unter der woche|\b(werktags|wochentags|weekdays)\b|during the week/.test(text)) {
    daysOfWeek = [1, 2, 3, 4, 5];
    hints.push('weekdays');
  } else {
    const days = WEEKDAYS.filter(([pattern]) => pattern.test(text)).map(([, day]) => day);
    if (days.length > 0) {
      daysOfWeek = days;
      hints.push(...days.map((day) => `weekday:${day}`));
    }
  }
  const inDays = /\bin (\d{1,2}|ein|einem|einer|eine|zwei|drei|vier|a|one|two|three|four) (tag|tagen|days?|wochen?|weeks?)\b/.exec(text);
  const tomorrow = /\b(morgen|tomorrow)\b/.test(text.replace(/\b(am|jeden|den|guten) morgen\b/g, ''));
  if (/\b(nachste[nrsm]?|kommende[nrsm]?) woche\b|\bnext week\b/.test(text)) window(dayStart(untilMonday), dayStart(untilMonday + 7), 'next-week');
  else if (/\b(diese[rnm]?) woche\b|\bthis week\b/.test(text)) window(now, dayStart(untilMonday), 'this-week');
  else if (inDays && count(inDays[1]!) > 0) {
    // „in drei Tagen“: that day; „in zwei Wochen“, "in two weeks": the calendar week (Monday to Sunday) it falls in.
    const amount = count(inDays[1]!);
    if (/^(tag|tagen|days?)$/.test(inDays[2]!)) window(dayStart(amount), dayStart(amount + 1), `in-days:${amount}`);
    else window(dayStart(untilMonday + 7 * (amount - 1)), dayStart(untilMonday + 7 * amount), `in-weeks:${amount}`);
  } else if (/\b(ubermorgen|day after tomorrow)\b/.test(text)) window(dayStart(2), dayStart(3), 'day-after-tomorrow');
  else if (/\b(heute|today|tonight)\b/.test(text)) preset('today', 'today');
  else if (tomorrow) preset('tomorrow', 'tomorrow');
  else {
    const month = MONTHS.find(([pattern]) => pattern.test(text));
    if (month) {
      const [year, current] = today.split('-').map(Number) as [number, number];
      const wanted = month[1];
      const y = wanted >= current ? year : year + 1;
      const first = `${y}-${String(wanted).padStart(2, '0')}-01`;
      const next = wanted === 12 ? `${y + 1}-01-01` : `${y}-${String(wanted + 1).padStart(2, '0')}-01`;
      window(startOfLocalDay(first, timeZone), startOfLocalDay(next, timeZone), `month:${wanted}`);
    }
  }

  const start = when?.from ?? from ?? now;
  return {
    from: start.getTime() < now.getTime() ? now : start,
    ...((when?.to ?? to) ? { to: when?.to ?? to } : {}),
    ...((when?.daysOfWeek ?? daysOfWeek) ? { daysOfWeek: when?.daysOfWeek ?? daysOfWeek } : {}),
    ...((when?.partOfDay ?? partOfDay) ? { partOfDay: when?.partOfDay ?? partOfDay } : {}),
    hints,
  };
}

/**
 * The sessions a person can still join at `now` that fit the time asked (window, weekdays, part of the day, in the
 * event's zone; domain/joinable.ts decides what can be joined). A course is joined as a whole, so its first session
 * must fit and all of them are its dates; an open studio or drop-in lists each fitting date it can still be joined on.
 */
export function fittingSessions(event: EventRecord, time: AppliedTime, now: Date): EventRecord['sessions'] {
  const { joinable, nextSession, format } = joinability(event, now);
  if (!joinable || !nextSession) return [];
  const ahead = event.sessions.filter((session) => session.startsAt.getTime() >= nextSession.startsAt.getTime());
  const fits = (session: EventRecord['sessions'][number]) => {
    if (time.from && session.endsAt.getTime() < time.from.getTime()) return false;
    if (time.to && session.startsAt.getTime() >= time.to.getTime()) return false;
    const clock = localClock(session.startsAt, event.timeZone);
    if (time.daysOfWeek && !time.daysOfWeek.includes(clock.weekday % 7)) return false;
    if (time.partOfDay && !inPartOfDay(clock.minutes, time.partOfDay)) return false;
    return true;
  };
  if (format === 'COURSE') return fits(ahead[0]!) ? ahead : [];
  return ahead.filter(fits);
}
