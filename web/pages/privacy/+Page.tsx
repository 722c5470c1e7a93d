import { usePageContext } from '../../components/PageContext';
import { PrivacyDe } from '../../features/legal/PrivacyDe';
import { PrivacyEn } from '../../features/legal/PrivacyEn';

export default function Page() {
  const { locale } = usePageContext();
  return <div className="legal">{locale === 'de' ? <PrivacyDe /> : <PrivacyEn />}</div>;
}
