// Every mail the magazine sends, in German and English, composed into the Trigger Email shape (MailRecord). The
// firebase store writes it to the `mail` collection (the extension sends it); the embedded store keeps it in its
// outbox (`npm run outbox` prints it). Links are absolute: `siteUrl` is the public origin.
import { randomUUID } from 'node:crypto';
import type { Locale, MailRecord } from '../domain/records.js';

/** Each template and the parameters it needs. */
export interface MailTemplates {
  signInLink: { link: string };
  passwordReset: { link: string };
  bookingConfirmed: BookedEvent;
  bookingWaitlisted: BookedEvent;
  waitlistPromoted: BookedEvent;
  bookingCancelled: BookedEvent;
  eventCancelled: BookedEvent & { reason?: string };
  eventApproved: { name: string; title: string; link: string; note?: string };
  eventRejected: { name: string; title: string; reason: string; link: string };
  claimDecided: { name: string; venue: string; approved: boolean; note?: string; link: string };
  venueChangeDecided: { name: string; venue: string; approved: boolean; note?: string; link: string };
}

export type MailTemplate = keyof MailTemplates;

/** The event a booking mail is about, already in the recipient's language; `link` is its absolute page URL. */
export interface BookedEvent {
  name: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  /** Venue name and address on one line. */
  place: string;
  link: string;
}

/** "Samstag, 5. Dezember 2026, 14:00 Uhr" / "Saturday, 5 December 2026, 2:00 pm" in the event's time zone. */
export function formatWhen(date: Date, timeZone: string, locale: Locale): string {
  const tag = locale === 'de' ? 'de-AT' : 'en-GB';
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone }).format(date);
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', hour12: locale === 'en', timeZone }).format(date);
  return locale === 'de' ? `${day}, ${time} Uhr` : `${day}, ${time}`;
}

interface Composed {
  subject: string;
  /** Paragraphs; a paragraph that is a URL becomes a link in the HTML part. */
  paragraphs: string[];
}

// The editorial templates: cancellation by the organiser, an editor's decision on an event, claim or venue change.
const editorialTemplates = {
  eventCancelled: {
    de: (event) => ({
      subject: `Abgesagt: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Leider müssen wir dir sagen: „${event.title}“ findet nicht statt. Die Veranstaltung wurde abgesagt.`,
        ...(event.reason ? [`Der Grund: ${event.reason}`] : []),
        ...whenAndWhere(event, 'de'),
        'Schau gern nach anderen Terminen – vielleicht ist etwas Passendes dabei:',
        event.link,
      ],
    }),
    en: (event) => ({
      subject: `Cancelled: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `We are sorry to tell you that “${event.title}” will not take place. The event has been cancelled.`,
        ...(event.reason ? [`The reason: ${event.reason}`] : []),
        ...whenAndWhere(event, 'en'),
        'Have a look at other dates – perhaps there is something for you:',
        event.link,
      ],
    }),
  },
  eventApproved: {
    de: ({ name, title, link, note }) => ({
      subject: `Veröffentlicht: ${title}`,
      paragraphs: [
        `Hallo ${name}!`,
        `Schöne Nachricht: Die Redaktion hat „${title}“ freigegeben. Deine Veranstaltung ist jetzt für alle sichtbar:`,
        link,
        ...(note ? [`Eine Anmerkung der Redaktion: ${note}`] : []),
      ],
    }),
    en: ({ name, title, link, note }) => ({
      subject: `Published: ${title}`,
      paragraphs: [
        `Hello ${name}!`,
        `Good news: the editors have approved “${title}”. Your event is now visible to everyone:`,
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
        `Die Redaktion hat sich „${title}“ angesehen und kann die Veranstaltung so noch nicht veröffentlichen. Der Grund:`,
        reason,
        'Du kannst sie überarbeiten und wieder zur Prüfung einreichen:',
        link,
      ],
    }),
    en: ({ name, title, reason, link }) => ({
      subject: `Not published yet: ${title}`,
      paragraphs: [
        `Hello ${name}!`,
        `The editors have looked at “${title}” and cannot publish the event as it is. The reason:`,
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
      subject: approved ? `You now keep ${venue}` : `Your request about ${venue}`,
      paragraphs: [
        `Hello ${name}!`,
        approved
          ? `The editors have confirmed that you belong to “${venue}”. From now on you can keep its page yourself: opening hours, equipment, images and more.`
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
} satisfies { [T in EditorialTemplate]: Record<Locale, (params: MailTemplates[T]) => Composed> };

type EditorialTemplate = 'eventCancelled' | 'eventApproved' | 'eventRejected' | 'claimDecided' | 'venueChangeDecided';

const templates: { [T in MailTemplate]: Record<Locale, (params: MailTemplates[T]) => Composed> } = {
  signInLink: {
    de: ({ link }) => ({
      subject: 'Dein Anmeldelink für das Magazin für Selbstgemachtes',
      paragraphs: [
        'Hallo!',
        'Mit diesem Link meldest du dich an. Er gilt eine Stunde lang und nur einmal:',
        link,
        'Wenn du keinen Link angefordert hast, kannst du diese Mail einfach ignorieren.',
      ],
    }),
    en: ({ link }) => ({
      subject: 'Your sign-in link for the Magazin für Selbstgemachtes',
      paragraphs: [
        'Hello!',
        'Use this link to sign in. It works once, within the next hour:',
        link,
        'If you did not ask for a link, you can simply ignore this mail.',
      ],
    }),
  },
  passwordReset: {
    de: ({ link }) => ({
      subject: 'Neues Passwort festlegen',
      paragraphs: [
        'Hallo!',
        'Über diesen Link legst du ein neues Passwort fest. Er gilt eine Stunde lang und nur einmal:',
        link,
        'Wenn du kein neues Passwort angefordert hast, ignoriere diese Mail; dein Passwort bleibt dann, wie es ist.',
      ],
    }),
    en: ({ link }) => ({
      subject: 'Set a new password',
      paragraphs: [
        'Hello!',
        'Use this link to set a new password. It works once, within the next hour:',
        link,
        'If you did not ask for a new password, ignore this mail and your password stays as it is.',
      ],
    }),
  },
  bookingConfirmed: {
    de: (event) => ({
      subject: `Dein Platz ist reserviert: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Dein Platz für „${event.title}“ ist reserviert. Wir freuen uns auf dich!`,
        ...whenAndWhere(event, 'de'),
        event.link,
        'Falls du doch nicht kommen kannst, storniere bitte auf der Seite der Veranstaltung. Dann rückt jemand von der Warteliste nach.',
      ],
    }),
    en: (event) => ({
      subject: `Your seat is booked: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `Your seat for “${event.title}” is booked. We look forward to seeing you!`,
        ...whenAndWhere(event, 'en'),
        event.link,
        'If you cannot come after all, please cancel on the event page so that someone from the waitlist can take your seat.',
      ],
    }),
  },
  bookingWaitlisted: {
    de: (event) => ({
      subject: `Du stehst auf der Warteliste: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `„${event.title}“ ist gerade ausgebucht, darum haben wir dich auf die Warteliste gesetzt. Sobald ein Platz frei wird, rückst du automatisch nach und bekommst eine Mail.`,
        ...whenAndWhere(event, 'de'),
        event.link,
      ],
    }),
    en: (event) => ({
      subject: `You are on the waitlist: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `“${event.title}” is fully booked right now, so we put you on the waitlist. As soon as a seat becomes free, it is yours and we will send you a mail.`,
        ...whenAndWhere(event, 'en'),
        event.link,
      ],
    }),
  },
  waitlistPromoted: {
    de: (event) => ({
      subject: `Du bist nachgerückt: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Gute Nachricht: Bei „${event.title}“ ist ein Platz frei geworden, und er ist jetzt für dich reserviert.`,
        ...whenAndWhere(event, 'de'),
        event.link,
        'Falls du nicht mehr kommen kannst, storniere bitte auf der Seite der Veranstaltung, damit der Platz weitergegeben werden kann.',
      ],
    }),
    en: (event) => ({
      subject: `A seat is yours: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `Good news: a seat for “${event.title}” has become free, and it is now booked for you.`,
        ...whenAndWhere(event, 'en'),
        event.link,
        'If you can no longer come, please cancel on the event page so that the seat can go to someone else.',
      ],
    }),
  },
  bookingCancelled: {
    de: (event) => ({
      subject: `Deine Buchung ist storniert: ${event.title}`,
      paragraphs: [
        `Hallo ${event.name}!`,
        `Deine Buchung für „${event.title}“ ist storniert.`,
        ...whenAndWhere(event, 'de'),
        'Wenn du es dir anders überlegst, kannst du auf der Seite der Veranstaltung wieder buchen, solange Plätze frei sind:',
        event.link,
      ],
    }),
    en: (event) => ({
      subject: `Your booking is cancelled: ${event.title}`,
      paragraphs: [
        `Hello ${event.name}!`,
        `Your booking for “${event.title}” is cancelled.`,
        ...whenAndWhere(event, 'en'),
        'If you change your mind, you can book again on the event page while seats are left:',
        event.link,
      ],
    }),
  },
  ...editorialTemplates,
};

function whenAndWhere(event: BookedEvent, locale: Locale): string[] {
  const when = formatWhen(event.startsAt, event.timeZone, locale);
  return locale === 'de' ? [`Wann: ${when}`, `Wo: ${event.place}`] : [`When: ${when}`, `Where: ${event.place}`];
}

/** The public origin mail links start with: SITE_URL, else the local server `npm start` runs. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

/** The absolute URL of a page (`path` as the German, unprefixed route) in `locale` (English under /en). */
export function pageUrl(path: string, locale: Locale): string {
  return `${siteUrl()}${locale === 'en' ? '/en' : ''}${path}`;
}

export function composeMail<T extends MailTemplate>(
  template: T,
  to: string,
  locale: Locale,
  params: MailTemplates[T],
  now: Date,
): MailRecord {
  const { subject, paragraphs } = templates[template][locale](params);
  const signature = locale === 'de' ? 'Dein Magazin für Selbstgemachtes' : 'Your Magazin für Selbstgemachtes';
  const text = [...paragraphs, `-- \n${signature}`].join('\n\n');
  const html = [...paragraphs.map(toHtmlParagraph), `<p>— ${escapeHtml(signature)}</p>`].join('\n');
  return { id: randomUUID(), to, template, message: { subject, text, html }, createdAt: now };
}

function toHtmlParagraph(paragraph: string): string {
  const escaped = escapeHtml(paragraph);
  return /^https?:\/\/\S+$/.test(paragraph) ? `<p><a href="${escaped}">${escaped}</a></p>` : `<p>${escaped}</p>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
