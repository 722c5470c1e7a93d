// Head data and headings of /privacy, /terms and /impressum, and the date the legal texts were last revised.
import type { LegalLanguage } from './operator';

export const legalMeta = {
  privacy: {
    de: {
      title: 'Datenschutzerklärung',
      description:
        'Welche Daten das Magazin für Selbstgemachtes verarbeitet, wozu, wie lange, welche Cookies es setzt und welche Rechte du nach der DSGVO hast.',
    },
    en: {
      title: 'Privacy policy',
      description:
        'Which data the Magazine for Homemade Things processes, why and for how long, which cookies it sets and which rights you have under the GDPR.',
    },
  },
  terms: {
    de: {
      title: 'Nutzungsbedingungen',
      description:
        'Die Regeln für das Magazin, das Verzeichnis und dein Konto: was du beitragen darfst, wie Buchungen funktionieren und wer wofür haftet.',
    },
    en: {
      title: 'Terms of use',
      description:
        'The rules for the magazine, the directory and your account: what you may contribute, how bookings work and who is liable for what.',
    },
  },
  imprint: {
    de: {
      title: 'Impressum',
      description:
        'Wer das Magazin für Selbstgemachtes herausgibt: Angaben nach § 5 ECG, § 14 UGB und § 24 MedienG, die Offenlegung nach § 25 MedienG und die Kontaktstelle.',
    },
    en: {
      title: 'Imprint',
      description:
        'Who publishes the Magazine for Homemade Things: the information under § 5 ECG, § 14 UGB and § 24 MedienG, the disclosure under § 25 MedienG and the point of contact.',
    },
  },
  lastUpdated: '2026-11-29',
} as const;

/** The revision date as readers expect it ("29. November 2026", "29 November 2026"). */
export function formatLastUpdated(language: LegalLanguage): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-AT' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legalMeta.lastUpdated}T00:00:00Z`),
  );
}
