// Time hints in a wish, German and English („abends“, „am Wochenende“, „unter der Woche“, „nächste Woche“,
// „donnerstags“, „im Dezember“, "evenings", "this weekend", "on weekdays", "next week", "on Fridays", "in December"),
// read into the window and days the events must fall in. Calendar words are read in the site's home time zone; parts
// of the day and weekdays are checked per event in its own zone (retrieval.ts).
import { addDays, isoWeekday, localDate, startOfLocalDay } from '../domain/time.js';
import { fold } from '../domain/search.js';
import type { AppliedTime, AssistantWhen, PartOfDay } from './types.js';

/** Where the magazine is at home: calendar words („nächste Woche“) mean this zone's weeks. */
export const HOME_TIME_ZONE = 'Europe/Vienna';

// Folded words (fold(): lower case, umlauts to plain vowels), 0 = Sunday.
const WEEKDAYS: [RegExp, number][] = [
  [/\b(sonntags?|sundays?)\b/, 0],
  [/\b(montags?|mondays?)\b/, 1],
  [/\b(dienstags?|tuesdays?)\b/, 2],
  [/\b(mittwochs?|wednesdays?)\b/, 3],
  [/\b(donnerstags?|thursdays?)\b/, 4],
  [/\b(freitags?|fridays?)\b/, 5],
  [/\b(samstags?|sonnabends?|saturdays?)\b/, 6],
];

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

const PARTS: [RegExp, PartOfDay][] = [
  [/\b(abends?|abend\w*|feierabend|evenings?|tonight)\b|nach der arbeit|after work/, 'evening'],
  [/\b(nachmittags?|afternoons?)\b/, 'afternoon'],
  [/\b(morgens|vormittags?|fruh morgens|mornings?)\b/, 'morning'],
];

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
    // „dieses/kommendes Wochenende“, "this weekend": the coming one only; „nächstes Wochenende“: the one after.
    const saturdayIn = (6 - (isoWeekday(today) % 7) + 7) % 7;
    if (/(nachste|nachsten|next) (wochenende|weekend)/.test(text)) window(dayStart(saturdayIn + 7), dayStart(saturdayIn + 9), 'next-weekend');
    else if (/(dieses|diesem|kommende|kommenden|this|coming) (wochenende|weekend)/.test(text)) window(now, dayStart(saturdayIn + 2), 'this-weekend');
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
  if (/\b(nachste|nachsten|next) woche\b|\bnext week\b/.test(text)) window(dayStart(untilMonday), dayStart(untilMonday + 7), 'next-week');
  else if (/\b(diese|dieser) woche\b|\bthis week\b/.test(text)) window(now, dayStart(untilMonday), 'this-week');
  else if (/\b(heute|today|tonight)\b/.test(text)) window(now, dayStart(1), 'today');
  else if (/\b(morgen|tomorrow)\b/.test(text)) window(dayStart(1), dayStart(2), 'tomorrow');
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
