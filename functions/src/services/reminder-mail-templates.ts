// The reminder before a session, in German and English: when (that session, in the course's time zone) and where,
// the way there, what to bring, a word on cancelling while it is still possible (and whether the money comes back),
// and the link that turns reminders off, signed out. The session's calendar entry is attached (services/reminders.ts).
import type { Locale } from '../domain/records.js';
import { formatWhen, type MailTemplates, type MailText, type ReminderTemplate, type SessionReminderMail } from './mail-templates.js';

/** „18:00 Uhr“ / „18:00“ in the course's zone. */
function clock(date: Date, timeZone: string, locale: Locale): string {
  const time = new Intl.DateTimeFormat(locale === 'de' ? 'de-AT' : 'en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
  return locale === 'de' ? `${time} Uhr` : time;
}

export const reminderTemplates = {
  sessionReminder: {
    de: (mail: SessionReminderMail): MailText => {
      const which = mail.sessions > 1 ? ` (Termin ${mail.session} von ${mail.sessions})` : '';
      const cancel = mail.cancel;
      return {
        subject: `Erinnerung: „${mail.title}“${which}, ${formatWhen(mail.startsAt, mail.timeZone, 'de')}`,
        paragraphs: [
          `Hallo ${mail.name}!`,
          `Bald geht’s los: „${mail.title}“${which}${mail.seats > 1 ? `, du hast ${mail.seats} Plätze` : ''}.`,
          `Wann: ${formatWhen(mail.startsAt, mail.timeZone, 'de')} bis ${clock(mail.endsAt, mail.timeZone, 'de')}\nWo: ${mail.place}`,
          'So kommst du hin:',
          mail.routeLink,
          mail.whatToBring
            ? `Bitte mitbringen: ${mail.whatToBring}${mail.materialsIncluded ? '\nDas Material ist im Preis inbegriffen.' : ''}`
            : mail.materialsIncluded
              ? 'Das Material ist im Preis inbegriffen.'
              : 'Bring mit, was du für den Kurs brauchst; die Kursseite sagt mehr.',
          'Der Termin hängt als Kalendereintrag an. Alles zum Kurs:',
          mail.link,
          ...(cancel
            ? [
                cancel.money === 'REFUNDED'
                  ? `Du kannst doch nicht? Sagst du bis ${cancel.deadline} ab, bekommst du dein Geld zurück:`
                  : cancel.money === 'NOT_REFUNDED'
                    ? `Du kannst doch nicht? Die Frist für eine Erstattung ist am ${cancel.deadline} abgelaufen; sag trotzdem ab, damit jemand anderes deinen Platz bekommt:`
                    : 'Du kannst doch nicht? Sag bitte ab, damit jemand anderes deinen Platz bekommt:',
                cancel.link,
              ]
            : []),
          'Keine Erinnerungen mehr? Mit diesem Link schaltest du sie ab, auch ohne Anmeldung:',
          mail.optOutLink,
        ],
      };
    },
    en: (mail: SessionReminderMail): MailText => {
      const which = mail.sessions > 1 ? ` (session ${mail.session} of ${mail.sessions})` : '';
      const cancel = mail.cancel;
      return {
        subject: `Reminder: “${mail.title}”${which}, ${formatWhen(mail.startsAt, mail.timeZone, 'en')}`,
        paragraphs: [
          `Hello ${mail.name}!`,
          `It’s coming up: “${mail.title}”${which}${mail.seats > 1 ? `, you have ${mail.seats} seats` : ''}.`,
          `When: ${formatWhen(mail.startsAt, mail.timeZone, 'en')} to ${clock(mail.endsAt, mail.timeZone, 'en')}\nWhere: ${mail.place}`,
          'How to get there:',
          mail.routeLink,
          mail.whatToBring
            ? `Please bring: ${mail.whatToBring}${mail.materialsIncluded ? '\nMaterials are included in the price.' : ''}`
            : mail.materialsIncluded
              ? 'Materials are included in the price.'
              : 'Bring what you need for the course; its page says more.',
          'The session is attached as a calendar entry. Everything about the course:',
          mail.link,
          ...(cancel
            ? [
                cancel.money === 'REFUNDED'
                  ? `Can’t make it after all? Cancel by ${cancel.deadline} and you get your money back:`
                  : cancel.money === 'NOT_REFUNDED'
                    ? `Can’t make it after all? The refund deadline passed on ${cancel.deadline}; please cancel anyway so that someone else gets your seat:`
                    : 'Can’t make it after all? Please cancel so that someone else gets your seat:',
                cancel.link,
              ]
            : []),
          'No more reminders? This link turns them off, no sign-in needed:',
          mail.optOutLink,
        ],
      };
    },
  },
} satisfies { [T in ReminderTemplate]: Record<Locale, (params: MailTemplates[T]) => MailText> };
