/**
 * The site operator: every fact the imprint (§ 5 ECG, § 14 UGB, §§ 24–25 MedienG) and the privacy policy name.
 *
 * FICTIONAL DEMO DATA. Before the site goes live, the operator MUST replace every value below with their real,
 * registered data (company register extract, VAT number, trade licence, shareholders) and have the legal texts reviewed.
 */
export type LegalLanguage = 'de' | 'en';

export const operator = {
  name: 'Selbstgemacht Medien GmbH',
  magazineName: 'Selbstgemacht',
  legalForm: { de: 'Gesellschaft mit beschränkter Haftung (GmbH)', en: 'limited liability company (GmbH)' },
  seat: { de: 'Wien', en: 'Vienna' },
  street: 'Zieglergasse 27/4',
  postalCode: '1070',
  city: { de: 'Wien', en: 'Vienna' },
  country: { de: 'Österreich', en: 'Austria' },
  email: 'hallo@selbstgemacht-magazin.at',
  privacyEmail: 'datenschutz@selbstgemacht-magazin.at',
  phone: '+43 1 523 04 17',
  companyRegisterNumber: 'FN 587214 d',
  companyRegisterCourt: { de: 'Handelsgericht Wien', en: 'Commercial Court of Vienna (Handelsgericht Wien)' },
  vatId: 'ATU73845217',
  managingDirector: 'Johanna Beispiel',
  shareholders: [
    { name: 'Johanna Beispiel', percent: 60 },
    { name: 'Lukas Muster', percent: 40 },
  ],
  businessPurpose: {
    de: 'Herausgabe des Online-Magazins „Selbstgemacht“ und Betrieb eines Verzeichnisses von Läden, Werkstätten, Kreativräumen und Kursen rund um Handwerk und DIY',
    en: 'Publishing the online magazine “Selbstgemacht” and running a directory of shops, workshops, creative spaces and courses for crafts and DIY',
  },
  trade: {
    de: 'Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik (freies Gewerbe)',
    en: 'Services in automatic data processing and information technology (unregulated trade)',
  },
  tradeAuthority: {
    de: 'Magistratisches Bezirksamt für den 7. Bezirk, Wien',
    en: 'Municipal District Office for the 7th district, Vienna (Magistratisches Bezirksamt)',
  },
  chamber: {
    de: 'Wirtschaftskammer Wien, Fachgruppe Unternehmensberatung, Buchhaltung und Informationstechnologie',
    en: 'Vienna Chamber of Commerce (Wirtschaftskammer Wien), professional group for management consulting, accounting and IT',
  },
  tradeLawUrl: 'https://www.ris.bka.gv.at',
  editorialLine: {
    de: 'Ein unabhängiges, parteipolitisch nicht gebundenes Magazin für Selbstgemachtes: Berichte, Anleitungen und Porträts rund um Handwerk und DIY sowie ein Verzeichnis, das Menschen zu Läden, Werkstätten, Kreativräumen und Kursen in ihrer Nähe führt – zuerst in Wien.',
    en: 'An independent magazine for homemade things, not bound to any political party: reports, how-tos and portraits about crafts and DIY, and a directory that leads people to shops, workshops, creative spaces and courses near them – starting in Vienna.',
  },
  // No link to the EU online dispute resolution platform: it was shut down on 20 July 2025 (Regulation (EU)
  // 2024/3228), and a lingering reference would mislead. Austria's general consumer arbitration body instead:
  consumerArbitration: {
    name: 'Schlichtung für Verbrauchergeschäfte',
    url: 'https://www.verbraucherschlichtung.at',
  },
} as const;

/** The phone number as a tel: URI (digits and the leading plus only). */
export const operatorPhoneHref = `tel:${operator.phone.replace(/[^+\d]/g, '')}`;
