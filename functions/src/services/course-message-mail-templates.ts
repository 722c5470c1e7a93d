// The mail of a message from a course's organiser to everyone booked on it (services/course-messages.ts): the
// organiser's own words, then the course they are about. The words are the person's language where the organiser
// wrote it; where they did not, an English reader is told that the words are German.
import type { Locale } from '../domain/records.js';
import { whenAndWhere, type CourseMessageMail, type CourseMessageTemplate, type MailTemplates, type MailText } from './mail-templates.js';

/** The organiser's words as paragraphs: a blank line in them starts a new one, as it did where they typed it. */
const wordsOf = (text: string) => text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);

export const courseMessageTemplates = {
  courseMessage: {
    de: (message: CourseMessageMail): MailText => ({
      subject: `Nachricht zu deinem Kurs: ${message.title}`,
      paragraphs: [
        `Hallo ${message.name}!`,
        `${message.from || 'Die Kursleitung'} schreibt allen, die „${message.title}“ gebucht haben:`,
        ...wordsOf(message.text),
        ...whenAndWhere(message, 'de'),
        'Die Nachricht steht auch auf der Live-Seite des Kurses:',
        message.liveLink,
        'Fragen? Wie du die Kursleitung erreichst, steht auf der Seite des Kurses:',
        message.link,
      ],
    }),
    en: (message: CourseMessageMail): MailText => ({
      subject: `A message about your course: ${message.title}`,
      paragraphs: [
        `Hello ${message.name}!`,
        `${message.from || 'The organiser'} writes to everyone booked on “${message.title}”${message.writtenIn === 'de' ? ' (in German)' : ''}:`,
        ...wordsOf(message.text),
        ...whenAndWhere(message, 'en'),
        'The message is also on the course’s live page:',
        message.liveLink,
        'Questions? The course’s page says how to reach the organiser:',
        message.link,
      ],
    }),
  },
} satisfies { [T in CourseMessageTemplate]: Record<Locale, (params: MailTemplates[T]) => MailText> };
