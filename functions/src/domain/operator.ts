/**
 * The site operator: every fact the imprint (§ 5 ECG, § 14 UGB, §§ 24–25 MedienG), the privacy policy and Premium's
 * invoices (the seller, services/premium.ts) name, in this one place. Pure data, shared with the browser.
 *
 * FICTIONAL DEMO DATA, complete so that the demo's legal pages read as they will, and marked as a demo on them
 * (`demo`). Before the site goes live, the operator MUST replace every value below with their real, registered data
 * (company register extract, VAT number, trade licence, shareholders), set `demo` to false and have the legal texts
 * reviewed. The numbers are made of zeros, so that nobody takes them for real ones. A start over a store without the
 * demo content refuses to serve while `demo` is set or a value is still a bracketed placeholder („[… eintragen]“):
 * see operatorProblems and functions/src/operator-check.ts.
 */
export type LegalLanguage = 'de' | 'en';

// The magazine by the name the site shows (web/locales/README.md); the company keeps its registered name (`name`).
const magazineName = { de: 'Magazin für Selbstgemachtes', en: 'Magazine for Homemade Things' } as const;

export const operator = {
  /** True while the details below are the demo's invented ones: the legal pages say so. */
  demo: true as boolean,
  name: 'Selbstgemacht Medien GmbH',
  magazineName,
  legalForm: { de: 'Gesellschaft mit beschränkter Haftung (GmbH)', en: 'limited liability company (GmbH)' },
  seat: { de: 'Wien', en: 'Vienna' },
  street: 'Zieglergasse 27/4',
  postalCode: '1070',
  city: { de: 'Wien', en: 'Vienna' },
  country: { de: 'Österreich', en: 'Austria' },
  email: 'hallo@selbstgemacht-magazin.at',
  privacyEmail: 'datenschutz@selbstgemacht-magazin.at',
  phone: '+43 1 000 00 00',
  companyRegisterNumber: 'FN 000000 a',
  companyRegisterCourt: { de: 'Handelsgericht Wien', en: 'Commercial Court of Vienna (Handelsgericht Wien)' },
  vatId: 'ATU00000000',
  managingDirector: 'Johanna Beispiel',
  shareholders: [
    { name: 'Johanna Beispiel', percent: 60 },
    { name: 'Lukas Muster', percent: 40 },
  ],
  businessPurpose: {
    de: `Herausgabe des Online-Magazins „${magazineName.de}“ und Betrieb eines Verzeichnisses von Läden, Werkstätten, Kreativräumen und Kursen rund um Handwerk und DIY`,
    en: `Publishing the online magazine “${magazineName.en}” and running a directory of shops, workshops, creative spaces and courses for crafts and DIY`,
  },
  trade: {
    de: 'Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik (freies Gewerbe)',
    en: 'Services in automatic data processing and information technology (unregulated trade)',
  },
  tradeAuthority: {
    de: 'Magistratisches Bezirksamt für den 7.\u00a0Bezirk, Wien',
    en: 'Municipal District Office for the 7th district, Vienna (Magistratisches Bezirksamt)',
  },
  chamber: {
    de: 'Wirtschaftskammer Wien, Fachgruppe Unternehmensberatung, Buchhaltung und Informationstechnologie',
    en: 'Vienna Chamber of Commerce (Wirtschaftskammer Wien), professional group for management consulting, accounting and IT',
  },
  tradeLawUrl: 'https://www.ris.bka.gv.at',
  editorialLine: {
    de: 'Ein unabhängiges, parteipolitisch nicht gebundenes Magazin für Selbstgemachtes: Berichte, Anleitungen und Porträts rund um Handwerk und DIY sowie ein Verzeichnis, das Menschen zu Läden, Werkstätten, Kreativräumen und Kursen in ihrer Nähe führt – zuerst in Wien.',
    en: 'An independent magazine for handmade things, not bound to any political party: reports, how-tos and portraits about crafts and DIY, and a directory that leads people to shops, workshops, creative spaces and courses near them – starting in Vienna.',
  },
  // Who sends the site's mails for the Firebase "Trigger Email" extension (the SMTP provider configured there), named
  // in the privacy policy as a processor.
  mailProvider: {
    de: 'Beispiel Versand GmbH (Musterweg 1, 1010 Wien, Österreich)',
    en: 'Beispiel Versand GmbH (Musterweg 1, 1010 Vienna, Austria)',
  },
  // Who serves the map tiles, named in the privacy policy: visitors' browsers load from it. This is the default
  // MAP_TILE_URL's host; whoever sets another tile server names its operator here.
  mapTileProvider: {
    de: 'der OpenStreetMap Foundation (St John’s Innovation Centre, Cowley Road, Cambridge CB4 0WS, Vereinigtes Königreich)',
    en: 'the OpenStreetMap Foundation (St John’s Innovation Centre, Cowley Road, Cambridge CB4 0WS, United Kingdom)',
  },
  // No link to the EU online dispute resolution platform: it was shut down on 20 July 2025 (Regulation (EU)
  // 2024/3228), and a lingering reference would mislead. Austria's general consumer arbitration body instead:
  consumerArbitration: {
    name: 'Schlichtung für Verbrauchergeschäfte',
    url: 'https://www.verbraucherschlichtung.at',
  },
} as const;

/** Whether a value is still a bracketed placeholder the operator has to fill in. */
export function isPlaceholder(value: string): boolean {
  return /^\[.*\]$/.test(value);
}

/** The phone number as a tel: URI (digits and the leading plus only), or null while it is invented or a placeholder. */
export const operatorPhoneHref = operator.demo || isPlaceholder(operator.phone) ? null : `tel:${operator.phone.replace(/[^+\d]/g, '')}`;

/**
 * What keeps the operator's details from going live: the demo mark, and every value (at any depth) that is still a
 * bracketed placeholder, by its path („phone“, „mailProvider.de“). Empty when the details can be published.
 */
export function operatorProblems(details: Record<string, unknown> = operator): string[] {
  const problems: string[] = details.demo === true ? ['demo'] : [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (isPlaceholder(value)) problems.push(path);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    }
  };
  visit(details, '');
  return problems;
}
