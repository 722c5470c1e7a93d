// The accessibility fields of the venue form and the event form: per feature „ja“, „nein“ or „keine Angabe“ as a
// radio group, and a note in German and English. The event form puts the box „Barrierefreiheit weicht vom Ort ab“
// before them: without it the course has its venue's features, and the fields are not read.
import { useIntl } from 'react-intl';
import { ACCESSIBILITY_FEATURES } from '../../../functions/src/domain/accessibility.js';
import { useFormState } from '../../components/Form';
import { FieldError, FormField } from '../../components/FormFields';
import { DIFFERS_FIELD, featureField, NOTE_EN_FIELD, NOTE_FIELD, type FeatureAnswer } from './accessibility-form';
import type { FormValues } from './form-values';

const answers: { value: FeatureAnswer; label: string }[] = [
  { value: 'yes', label: 'accessibility.form.yes' },
  { value: 'no', label: 'accessibility.form.no' },
  { value: '', label: 'accessibility.form.unknown' },
];

/** The form's field names, for the errors shown beside them rather than above the form. */
export const accessibilityFields = [...ACCESSIBILITY_FEATURES.map(featureField), NOTE_FIELD, NOTE_EN_FIELD, DIFFERS_FIELD];

export function AccessibilityFields({ form, defaults, courseOfVenue }: { form: string; defaults: FormValues; courseOfVenue?: boolean }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const state = useFormState(form);
  // The rejected submission's answer when there is one (an unchecked box is then absent), else the default.
  const kept = (name: string) => {
    const value = state ? state.values[name] : defaults[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  const differs = kept(DIFFERS_FIELD) === 'yes';
  return (
    <fieldset className="accessibility-fields">
      <legend>{text('accessibility.heading')}</legend>
      <p className="form-field__hint">{text(courseOfVenue ? 'accessibility.form.courseIntro' : 'accessibility.form.intro')}</p>
      {courseOfVenue ? (
        <label className="accessibility-fields__differs">
          <input type="checkbox" name={DIFFERS_FIELD} value="yes" defaultChecked={differs} /> {text('accessibility.form.differs')}
        </label>
      ) : null}
      {ACCESSIBILITY_FEATURES.map((feature) => {
        const name = featureField(feature);
        const chosen = kept(name);
        return (
          <fieldset key={feature} className="accessibility-fields__feature">
            <legend>{text(`accessibility.feature.${feature}`)}</legend>
            {answers.map((answer) => (
              <label key={answer.value}>
                <input type="radio" name={name} value={answer.value} defaultChecked={chosen === answer.value} /> {text(answer.label)}
              </label>
            ))}
            <FieldError id={`${form}-${feature}-error`} name={name} form={form} />
          </fieldset>
        );
      })}
      <FormField form={form} name={NOTE_FIELD} label={text('accessibility.form.note')} hint={text('accessibility.form.noteHint')} defaultValue={kept(NOTE_FIELD)}>
        {(control, typed) => <textarea {...control} rows={3} maxLength={500} defaultValue={typed as string | undefined} />}
      </FormField>
      <FormField form={form} name={NOTE_EN_FIELD} label={text('accessibility.form.noteEn')} defaultValue={kept(NOTE_EN_FIELD)}>
        {(control, typed) => <textarea {...control} rows={3} maxLength={500} lang="en" defaultValue={typed as string | undefined} />}
      </FormField>
    </fieldset>
  );
}
