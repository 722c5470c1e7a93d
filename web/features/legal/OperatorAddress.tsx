// The operator's postal and electronic address, shared by the privacy policy and the imprint in both languages.
import { operator, operatorPhoneHref, type LegalLanguage } from './operator';

const labels = {
  de: { email: 'E-Mail', phone: 'Telefon' },
  en: { email: 'Email', phone: 'Phone' },
} as const;

export function OperatorAddress({ language, email = operator.email }: { language: LegalLanguage; email?: string }) {
  return (
    <address className="legal-address">
      {operator.name}
      <br />
      {operator.street}
      <br />
      {operator.postalCode} {operator.city[language]}
      <br />
      {operator.country[language]}
      <br />
      {labels[language].email}: <a href={`mailto:${email}`}>{email}</a>
      <br />
      {labels[language].phone}: {operatorPhoneHref ? <a href={operatorPhoneHref}>{operator.phone}</a> : operator.phone}
    </address>
  );
}
