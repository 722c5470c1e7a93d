// What a venue, or a course where it differs, says of its accessibility, in words: the features it has, then those it
// has not, then its note. What is not said is not shown, so that nothing reads as a promise or a warning it did not give.
import { FormattedMessage } from 'react-intl';
import { featuresSaid, type FeatureStates } from '../../../functions/src/domain/accessibility.js';
import { LabelledSection } from '../../components/LabelledSection';

export type AccessibilityShown = FeatureStates & { note?: string | null };

export function AccessibilityFacts({ id, accessibility, courseDiffers }: { id: string; accessibility: AccessibilityShown | null | undefined; courseDiffers?: boolean }) {
  if (!accessibility) return null;
  const present = featuresSaid(accessibility, true);
  const absent = featuresSaid(accessibility, false);
  if (present.length === 0 && absent.length === 0 && !accessibility.note) return null;
  return (
    <LabelledSection id={id} heading="accessibility.heading">
      {courseDiffers ? (
        <p>
          <FormattedMessage id="accessibility.courseDiffers" />
        </p>
      ) : null}
      {present.length + absent.length > 0 ? (
        <ul className="accessibility-facts">
          {present.map((feature) => (
            <li key={feature} className="accessibility-facts__present">
              <FormattedMessage id={`accessibility.feature.${feature}`} />
            </li>
          ))}
          {absent.map((feature) => (
            <li key={feature} className="accessibility-facts__absent">
              <FormattedMessage id={`accessibility.absent.${feature}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {accessibility.note ? <p className="accessibility-facts__note">{accessibility.note}</p> : null}
    </LabelledSection>
  );
}
