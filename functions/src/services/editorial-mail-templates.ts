// The mails of editorial decisions, in German and English: an organiser's cancellation, and an editor's decision on
// an event, a venue claim or a venue change.
import type { Locale } from '../domain/records.js';
import { whenAndWhere, type EditorialTemplate, type MailTemplates, type MailText } from './mail-templates.js';

export const editorialTemplates = {
  eventCancelled: {
    de: (event) => ({
      subject: `Abgesagt: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Leider müssen wir dir sagen: „${event.title}“ findet nicht statt. Der Kurs wurde abgesagt.`,
        ...(event.reason ? [`Der Grund: ${event.reason}`] : []),
        ...whenAndWhere(event, 'de'),
        'Schau gern nach anderen Kursen – vielleicht ist etwas Passendes dabei:',
        event.link,
      ],
    }),
    en: (event) => ({
      subject: `Cancelled: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `We are sorry to tell you that “${event.title}” will not take place. The course has been cancelled.`,
        ...(event.reason ? [`The reason: ${event.reason}`] : []),
        ...whenAndWhere(event, 'en'),
        'Have a look at other courses – perhaps there is something for you:',
        event.link,
      ],
    }),
  },
  eventApproved: {
    de: ({ name, title, link, note }) => ({
      subject: `Veröffentlicht: ${title}`,
      paragraphs: [
        `Hallo ${name}!`,
        `Schöne Nachricht: Die Redaktion hat „${title}“ freigegeben. Dein Kurs ist jetzt für alle sichtbar:`,
        link,
        ...(note ? [`Eine Anmerkung der Redaktion: ${note}`] : []),
      ],
    }),
    en: ({ name, title, link, note }) => ({
      subject: `Published: ${title}`,
      paragraphs: [
        `Hello ${name}!`,
        `Good news: the editors have approved “${title}”. Your course is now visible to everyone:`,
        link,
        ...(note ? [`A note from the editors: ${note}`] : []),
      ],
    }),
  },
  eventRejected: {
    de: ({ name, title, reason, link }) => ({
      subject: `Noch nicht veröffentlicht: ${title}`,
      paragraphs: [
        `Hallo ${name}!`,
        `Die Redaktion hat sich „${title}“ angesehen und kann den Kurs so noch nicht veröffentlichen. Der Grund:`,
        reason,
        'Du kannst ihn überarbeiten und wieder zur Prüfung einreichen:',
        link,
      ],
    }),
    en: ({ name, title, reason, link }) => ({
      subject: `Not published yet: ${title}`,
      paragraphs: [
        `Hello ${name}!`,
        `The editors have looked at “${title}” and cannot publish the course as it is. The reason:`,
        reason,
        'You can revise it and submit it for review again:',
        link,
      ],
    }),
  },
  claimDecided: {
    de: ({ name, venue, approved, note, link }) => ({
      subject: approved ? `Du betreust jetzt ${venue}` : `Deine Anfrage zu ${venue}`,
      paragraphs: [
        `Hallo ${name}!`,
        approved
          ? `Die Redaktion hat bestätigt, dass du zu „${venue}“ gehörst. Ab sofort kannst du die Seite selbst pflegen: Öffnungszeiten, Ausstattung, Bilder und mehr.`
          : `Die Redaktion konnte nicht bestätigen, dass du zu „${venue}“ gehörst, und hat deine Anfrage abgelehnt.`,
        ...(note ? [approved ? `Eine Anmerkung der Redaktion: ${note}` : `Der Grund: ${note}`] : []),
        link,
      ],
    }),
    en: ({ name, venue, approved, note, link }) => ({
      subject: approved ? `You now look after ${venue}` : `Your request about ${venue}`,
      paragraphs: [
        `Hello ${name}!`,
        approved
          ? `The editors have confirmed that you belong to “${venue}”. From now on you can look after its page yourself: opening hours, equipment, images and more.`
          : `The editors could not confirm that you belong to “${venue}” and have declined your request.`,
        ...(note ? [approved ? `A note from the editors: ${note}` : `The reason: ${note}`] : []),
        link,
      ],
    }),
  },
  venueChangeDecided: {
    de: ({ name, venue, approved, note, link }) => ({
      subject: approved ? `Deine Änderungen an ${venue} sind online` : `Deine Änderungen an ${venue}`,
      paragraphs: [
        `Hallo ${name}!`,
        approved
          ? `Die Redaktion hat deine Änderungen an „${venue}“ freigegeben. Die Seite zeigt jetzt den neuen Stand.`
          : `Die Redaktion hat deine Änderungen an „${venue}“ noch nicht übernommen.`,
        ...(note ? [approved ? `Eine Anmerkung der Redaktion: ${note}` : `Der Grund: ${note}`] : []),
        ...(approved ? [] : ['Du kannst sie überarbeiten und noch einmal einreichen.']),
        link,
      ],
    }),
    en: ({ name, venue, approved, note, link }) => ({
      subject: approved ? `Your changes to ${venue} are live` : `Your changes to ${venue}`,
      paragraphs: [
        `Hello ${name}!`,
        approved
          ? `The editors have approved your changes to “${venue}”. The page now shows the new version.`
          : `The editors have not taken over your changes to “${venue}” yet.`,
        ...(note ? [approved ? `A note from the editors: ${note}` : `The reason: ${note}`] : []),
        ...(approved ? [] : ['You can revise them and submit them again.']),
        link,
      ],
    }),
  },
} satisfies { [T in EditorialTemplate]: Record<Locale, (params: MailTemplates[T]) => MailText> };
