// /terms (and /en/terms): the terms of use in the page's language under their title and the demo note, with the
// platform's fee as the operator set it (+data.ts).
import { usePageContext } from '../../components/PageContext';
import { useData } from '../../components/useData';
import { DemoNote } from '../../features/legal/DemoNote';
import { legalMeta } from '../../features/legal/meta';
import { TermsDe } from '../../features/legal/TermsDe';
import { TermsEn } from '../../features/legal/TermsEn';
import type { Data } from './+data';

export default function Page() {
  const { locale } = usePageContext();
  const { fee } = useData<Data>();
  return (
    <div className="legal">
      <h1>{legalMeta.terms[locale].title}</h1>
      <DemoNote language={locale} />
      {locale === 'de' ? <TermsDe fee={fee} /> : <TermsEn fee={fee} />}
    </div>
  );
}
