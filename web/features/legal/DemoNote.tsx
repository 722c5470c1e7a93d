// While operator.ts holds the demo's invented operator, the legal pages say so above their text: a reader of the
// demo must not take the company, its people or its numbers for real ones.
import { operator, type LegalLanguage } from './operator';

const note = {
  de: 'Demo: Dieses Magazin ist eine Vorführung. Die Firma, die Personen, die Anschrift und die Nummern auf dieser Seite sind erfunden; es gibt sie nicht.',
  en: 'Demo: this magazine is a demonstration. The company, the people, the address and the numbers on this page are invented; they do not exist.',
} as const;

export function DemoNote({ language }: { language: LegalLanguage }) {
  if (!operator.demo) return null;
  return (
    <p className="legal-demo" role="note">
      <strong>{note[language]}</strong>
    </p>
  );
}
