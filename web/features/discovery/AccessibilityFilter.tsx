// The fieldset „Barrierefreiheit“ of a list's filter form: a checkbox per feature, ticked for those in the URL. Plain
// form controls: the GET form sends `step-free=1` and so on, with or without JavaScript.
import { FormattedMessage } from 'react-intl';
import { ACCESSIBILITY_FEATURES } from '../../../functions/src/domain/accessibility.js';
import { accessibilityParams, type AccessibilityFilters } from './accessibility-filter';

export function AccessibilityFilter({ filters }: { filters: AccessibilityFilters }) {
  return (
    <fieldset className="discovery-filters__checks">
      <legend>
        <FormattedMessage id="accessibility.filter" />
      </legend>
      {ACCESSIBILITY_FEATURES.map((feature) => (
        <label key={feature} className="discovery-filters__check">
          <input type="checkbox" name={accessibilityParams[feature]} value="1" defaultChecked={filters[accessibilityParams[feature]] ?? false} />
          <span>
            <FormattedMessage id={`accessibility.feature.${feature}`} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
