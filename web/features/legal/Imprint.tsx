// The imprint (§ 5 ECG, § 14 UGB, § 24 MedienG) and the disclosure under § 25 MedienG, rendered from operator.ts:
// the content of /impressum, under the page's heading.
import { formatLastUpdated } from './meta';
import { OperatorAddress } from './OperatorAddress';
import { operator, type LegalLanguage } from './operator';

const text = {
  de: {
    updated: 'Stand:',
    providerHeading: 'Angaben nach § 5 ECG, § 14 UGB und § 24 MedienG',
    mediaOwner: 'Medieninhaber, Herausgeber und Diensteanbieter:',
    owner: 'Medieninhaber und Herausgeber',
    legalForm: 'Rechtsform',
    seat: 'Sitz',
    register: 'Firmenbuchnummer',
    court: 'Firmenbuchgericht',
    vatId: 'UID-Nummer',
    director: 'Geschäftsführung',
    purpose: 'Unternehmensgegenstand',
    trade: 'Gewerbe',
    authority: 'Gewerbebehörde',
    chamber: 'Kammerzugehörigkeit',
    tradeLaw: 'Berufsrecht',
    tradeLawText: 'Gewerbeordnung 1994 (GewO), abrufbar im Rechtsinformationssystem des Bundes unter',
    disclosureHeading: 'Offenlegung nach § 25 MedienG',
    shareholders: 'Beteiligungsverhältnisse',
    editorialLine: 'Grundlegende Richtung',
    contactHeading: 'Kontaktstelle nach Art. 11 und 12 DSA',
    contactText:
      'Für Behörden, die EU-Kommission und alle, die unsere Website nutzen, sind wir nach der Verordnung über digitale Dienste (DSA) auf Deutsch und Englisch erreichbar unter',
  },
  en: {
    updated: 'Last updated:',
    providerHeading: 'Information under § 5 ECG, § 14 UGB and § 24 MedienG',
    mediaOwner: 'Media owner, publisher and service provider:',
    owner: 'Media owner and publisher',
    legalForm: 'Legal form',
    seat: 'Registered office',
    register: 'Company register number',
    court: 'Register court',
    vatId: 'VAT number',
    director: 'Management',
    purpose: 'Object of the company',
    trade: 'Trade',
    authority: 'Trade authority',
    chamber: 'Chamber membership',
    tradeLaw: 'Professional law',
    tradeLawText: 'Austrian Trade Regulation Act 1994 (GewO), available in the Federal Legal Information System at',
    disclosureHeading: 'Disclosure under § 25 MedienG',
    shareholders: 'Shareholders',
    editorialLine: 'Editorial line',
    contactHeading: 'Point of contact under Art. 11 and 12 DSA',
    contactText:
      'Authorities, the European Commission and users can reach us under the Digital Services Act (DSA) in German and English at',
  },
} as const;

export function Imprint({ language }: { language: LegalLanguage }) {
  const t = text[language];
  const percent = new Intl.NumberFormat(language === 'de' ? 'de-AT' : 'en-GB', { style: 'percent' });
  return (
    <>
      <p className="legal-updated">
        {t.updated} {formatLastUpdated(language)}
      </p>

      <section>
        <h2>{t.providerHeading}</h2>
        <p>{t.mediaOwner}</p>
        <OperatorAddress language={language} />
        <dl className="legal-facts">
          <dt>{t.legalForm}</dt>
          <dd>{operator.legalForm[language]}</dd>
          <dt>{t.seat}</dt>
          <dd>{operator.seat[language]}</dd>
          <dt>{t.register}</dt>
          <dd>{operator.companyRegisterNumber}</dd>
          <dt>{t.court}</dt>
          <dd>{operator.companyRegisterCourt[language]}</dd>
          <dt>{t.vatId}</dt>
          <dd>{operator.vatId}</dd>
          <dt>{t.director}</dt>
          <dd>{operator.managingDirector}</dd>
          <dt>{t.purpose}</dt>
          <dd>{operator.businessPurpose[language]}</dd>
          <dt>{t.trade}</dt>
          <dd>{operator.trade[language]}</dd>
          <dt>{t.authority}</dt>
          <dd>{operator.tradeAuthority[language]}</dd>
          <dt>{t.chamber}</dt>
          <dd>{operator.chamber[language]}</dd>
          <dt>{t.tradeLaw}</dt>
          <dd>
            {t.tradeLawText} <a href={operator.tradeLawUrl}>{operator.tradeLawUrl.replace('https://', '')}</a>
          </dd>
        </dl>
      </section>

      <section>
        <h2>{t.disclosureHeading}</h2>
        <dl className="legal-facts">
          <dt>{t.owner}</dt>
          <dd>
            {operator.name}, {operator.street}, {operator.postalCode} {operator.city[language]},{' '}
            {operator.country[language]}
          </dd>
          <dt>{t.purpose}</dt>
          <dd>{operator.businessPurpose[language]}</dd>
          <dt>{t.director}</dt>
          <dd>{operator.managingDirector}</dd>
          <dt>{t.shareholders}</dt>
          <dd>
            <ul>
              {operator.shareholders.map((holder) => (
                <li key={holder.name}>
                  {holder.name}: {percent.format(holder.percent / 100)}
                </li>
              ))}
            </ul>
          </dd>
          <dt>{t.editorialLine}</dt>
          <dd>{operator.editorialLine[language]}</dd>
        </dl>
      </section>

      <section>
        <h2>{t.contactHeading}</h2>
        <p>
          {t.contactText} <a href={`mailto:${operator.email}`}>{operator.email}</a>.
        </p>
      </section>
    </>
  );
}
