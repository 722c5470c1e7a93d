import { usePageContext } from '../../components/PageContext';
import { DemoNote } from '../../features/legal/DemoNote';
import { legalMeta } from '../../features/legal/meta';
import { TermsDe } from '../../features/legal/TermsDe';
import { TermsEn } from '../../features/legal/TermsEn';

export default function Page() {
  const { locale } = usePageContext();
  return (
    <div className="legal">
      <h1>{legalMeta.terms[locale].title}</h1>
      <DemoNote language={locale} />
      {locale === 'de' ? <TermsDe /> : <TermsEn />}
    </div>
  );
}
