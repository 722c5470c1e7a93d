// Head data for /privacy and /terms, and the date the legal texts were last revised (shown on both pages).
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
        'Which data the magazine for homemade things processes, why and for how long, which cookies it sets and which rights you have under the GDPR.',
    },
  },
  terms: {
    de: {
      title: 'Nutzungsbedingungen und Impressum',
      description:
        'Die Regeln für das Magazin, das Verzeichnis und dein Konto sowie das Impressum und die Offenlegung nach § 25 MedienG.',
    },
    en: {
      title: 'Terms of use and imprint',
      description:
        'The rules for the magazine, the directory and your account, and the imprint and disclosure under § 25 of the Austrian Media Act.',
    },
  },
  lastUpdated: '2026-11-22',
} as const;

/** Anchor of the imprint section inside the terms page (/terms#impressum), for footer links. */
export const imprintAnchor = 'impressum';

/** The revision date as readers expect it ("22. November 2026", "November 22, 2026"). */
export function formatLastUpdated(language: LegalLanguage): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-AT' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legalMeta.lastUpdated}T00:00:00Z`),
  );
}
