// The Restplatz-Radar's mail in German and English: one course found, or several gathered into the hourly digest.
// Each course with its date (the first matching one), place, seats left and link; at the end where to manage the
// alert and the link that pauses it, signed out.
import type { Locale } from '../domain/records.js';
import type { MailText, RadarCourse, RadarMail } from './mail-templates.js';

/** „Do., 26. Nov., 18:00 Uhr“ / „Thu 26 Nov, 18:00“ in the course's time zone. */
export function formatShortWhen(date: Date, timeZone: string, locale: Locale): string {
  const tag = locale === 'de' ? 'de-AT' : 'en-GB';
  const day = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(date);
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
  return locale === 'de' ? `${day}, ${time} Uhr` : `${day}, ${time}`;
}

function seats(count: number, locale: Locale): string {
  if (locale === 'de') return count === 1 ? 'noch 1 Platz frei' : `noch ${count} Plätze frei`;
  return count === 1 ? '1 seat left' : `${count} seats left`;
}

/** One course as a paragraph: what happened, title, date and place, seats; then its link as a paragraph of its own. */
function course(found: RadarCourse, locale: Locale): string[] {
  const when = formatShortWhen(found.startsAt, found.timeZone, locale);
  const what =
    locale === 'de'
      ? `${found.reason === 'NEW_EVENT' ? 'Neuer Kurs' : 'Platz frei geworden'}: „${found.title}“`
      : `${found.reason === 'NEW_EVENT' ? 'New course' : 'A seat came free'}: “${found.title}”`;
  return [`${what}\n${when}\n${found.place}\n${seats(found.seatsLeft, locale)}`, found.link];
}

export const radarTemplates = {
  radarMatches: {
    de: ({ courses, manageLink, unsubscribeLink }: RadarMail): MailText => {
      const [only] = courses;
      const subject =
        courses.length === 1 && only
          ? only.reason === 'NEW_EVENT'
            ? `Restplatz-Radar: neuer Kurs „${only.title}“`
            : `Restplatz-Radar: „${only.title}“ hat wieder einen Platz frei`
          : `Restplatz-Radar: ${courses.length} Kurse mit freien Plätzen`;
      return {
        subject,
        paragraphs: [
          'Hallo!',
          courses.length === 1 ? 'Dein Restplatz-Radar hat einen Kurs für dich gefunden:' : `Dein Restplatz-Radar hat ${courses.length} Kurse für dich gefunden:`,
          ...courses.flatMap((found) => course(found, 'de')),
          'Plätze gehen an die, die zuerst buchen. Deine Radare verwaltest du hier:',
          manageLink,
          'Keine E-Mails mehr von diesem Radar? Mit diesem Link pausierst du es, auch ohne Anmeldung:',
          unsubscribeLink,
        ],
      };
    },
    en: ({ courses, manageLink, unsubscribeLink }: RadarMail): MailText => {
      const [only] = courses;
      const subject =
        courses.length === 1 && only
          ? only.reason === 'NEW_EVENT'
            ? `Spare-seat radar: new course “${only.title}”`
            : `Spare-seat radar: a seat came free in “${only.title}”`
          : `Spare-seat radar: ${courses.length} courses with free seats`;
      return {
        subject,
        paragraphs: [
          'Hello!',
          courses.length === 1 ? 'Your spare-seat radar found a course for you:' : `Your spare-seat radar found ${courses.length} courses for you:`,
          ...courses.flatMap((found) => course(found, 'en')),
          'Seats go to whoever books first. Manage your radars here:',
          manageLink,
          'No more emails from this radar? This link pauses it, no sign-in needed:',
          unsubscribeLink,
        ],
      };
    },
  },
} satisfies Record<string, Record<Locale, (params: RadarMail) => MailText>>;
