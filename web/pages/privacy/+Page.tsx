import { usePageContext } from '../../components/PageContext';
import { DemoNote } from '../../features/legal/DemoNote';
import { legalMeta } from '../../features/legal/meta';
import { PrivacyDe } from '../../features/legal/PrivacyDe';
import { PrivacyEn } from '../../features/legal/PrivacyEn';

export default function Page() {
  const { locale } = usePageContext();
  return (
    <div className="legal">
      <h1>{legalMeta.privacy[locale].title}</h1>
      <DemoNote language={locale} />
      {locale === 'de' ? <PrivacyDe /> : <PrivacyEn />}
    </div>
  );
}
