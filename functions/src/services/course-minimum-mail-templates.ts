// The mails of a course with a minimum of participants, once it is decided: to the people booked or waiting, and
// to its organiser. Calling a course off also goes out as `courseCalledOff` instead of the plain cancellation.
import type { Locale } from '../domain/records.js';
import { whenAndWhere, type CourseCalledOffMail, type CourseConfirmedMail, type CourseDecidedMail, type MailText } from './mail-templates.js';

const people = (count: number, locale: Locale) => {
  if (locale === 'de') return count === 0 ? 'keine Anmeldung' : count === 1 ? 'eine Anmeldung' : `${count} Anmeldungen`;
  return count === 0 ? 'no bookings' : count === 1 ? 'one booking' : `${count} bookings`;
};

export const courseMinimumTemplates = {
  courseConfirmed: {
    de: (event: CourseConfirmedMail): MailText => ({
      subject: `Der Kurs findet statt: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Es haben sich genug Leute angemeldet: „${event.title}“ findet statt.`,
        event.waitlisted
          ? 'Du stehst weiter auf der Warteliste. Sobald ein Platz frei wird, rückst du automatisch nach und bekommst eine E-Mail.'
          : 'Dein Platz ist sicher. Wir freuen uns auf dich!',
        ...whenAndWhere(event, 'de'),
        event.link,
      ],
    }),
    en: (event: CourseConfirmedMail): MailText => ({
      subject: `The course is on: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `Enough people have signed up: “${event.title}” will take place.`,
        event.waitlisted
          ? 'You are still on the waitlist. As soon as a seat becomes free, it is yours and we will send you an email.'
          : 'Your seat is certain. We look forward to seeing you!',
        ...whenAndWhere(event, 'en'),
        event.link,
      ],
    }),
  },
  courseCalledOff: {
    de: (event: CourseCalledOffMail): MailText => ({
      subject: `Abgesagt: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Leider findet „${event.title}“ nicht statt: Der Kurs braucht mindestens ${people(event.minimum, 'de')}, bis zur Entscheidung gab es ${people(event.booked, 'de')}. Deine Anmeldung ist damit hinfällig.`,
        ...whenAndWhere(event, 'de'),
        'Schau gern nach anderen Kursen – vielleicht ist etwas Passendes dabei:',
        event.link,
      ],
    }),
    en: (event: CourseCalledOffMail): MailText => ({
      subject: `Called off: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `We are sorry: “${event.title}” will not take place. The course needs at least ${people(event.minimum, 'en')} and had ${people(event.booked, 'en')} by the time it was decided, so your booking lapses.`,
        ...whenAndWhere(event, 'en'),
        'Have a look at other courses – perhaps there is something for you:',
        event.link,
      ],
    }),
  },
  courseDecided: {
    de: (course: CourseDecidedMail): MailText => ({
      subject: course.confirmed ? `Dein Kurs findet statt: ${course.title}` : `Dein Kurs wurde abgesagt: ${course.title}`,
      paragraphs: [
        `Hallo ${course.name}!`,
        course.confirmed
          ? `„${course.title}“ hat ${people(course.booked, 'de')} (mindestens ${course.minimum} waren nötig) und findet statt. Alle Angemeldeten haben eine E-Mail bekommen.`
          : `„${course.title}“ hatte zur Entscheidung ${people(course.booked, 'de')}, nötig waren ${course.minimum}. Der Kurs ist darum abgesagt; alle Angemeldeten haben eine E-Mail bekommen.`,
        ...(course.waitlisted > 0 ? [`Auf der Warteliste: ${course.waitlisted}.`] : []),
        course.link,
      ],
    }),
    en: (course: CourseDecidedMail): MailText => ({
      subject: course.confirmed ? `Your course is on: ${course.title}` : `Your course was called off: ${course.title}`,
      paragraphs: [
        `Hello ${course.name}!`,
        course.confirmed
          ? `“${course.title}” has ${people(course.booked, 'en')} (it needed at least ${course.minimum}) and will take place. Everyone booked has been sent an email.`
          : `“${course.title}” had ${people(course.booked, 'en')} when it was decided and needed ${course.minimum}, so it has been called off; everyone booked has been sent an email.`,
        ...(course.waitlisted > 0 ? [`On the waitlist: ${course.waitlisted}.`] : []),
        course.link,
      ],
    }),
  },
};
