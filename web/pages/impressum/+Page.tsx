// /impressum (and /en/impressum): who runs the magazine, from operator.ts.
import { usePageContext } from '../../components/PageContext';
import { Imprint } from '../../features/legal/Imprint';
import { DemoNote } from '../../features/legal/DemoNote';
import { legalMeta } from '../../features/legal/meta';

export default function Page() {
  const { locale } = usePageContext();
  return (
    <div className="legal">
      <h1>{legalMeta.imprint[locale].title}</h1>
      <DemoNote language={locale} />
      <Imprint language={locale} />
    </div>
  );
}
