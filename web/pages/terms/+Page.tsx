import { usePageContext } from '../../components/PageContext';
import { TermsDe } from '../../features/legal/TermsDe';
import { TermsEn } from '../../features/legal/TermsEn';

export default function Page() {
  const { locale } = usePageContext();
  return <div className="legal">{locale === 'de' ? <TermsDe /> : <TermsEn />}</div>;
}
