// The form that creates a promo code: the code, a percentage or an amount off, how often it may be used (in all and
// per person), the days it is valid, and for organisers which of their paid courses it applies to (none ticked: all
// of them). A plain form post; a rejected one comes back with the errors next to the fields and what was typed kept.
import { FormattedMessage } from 'react-intl';
import { FormName, SubmitButton, useFieldValue } from '../../components/Form';
import { FieldError, Fieldset, FormErrors, FormField } from '../../components/FormFields';
import { promoCodeFormFields } from './promo-code-input';

export type PromoCourse = { slug: string; title: string };

export function PromoCodeForm({ form, action, courses, submit }: { form: string; action: string; courses: readonly PromoCourse[] | null; submit: string }) {
  const keptKind = useFieldValue('discountKind', form);
  const kept = useFieldValue('eventSlugs', form);
  const chosen = new Set(kept === undefined ? [] : Array.isArray(kept) ? kept : [kept]);
  return (
    <form method="post" action={action} className="account-form promo-code-form">
      <FormName name={form} />
      <FormErrors form={form} fields={promoCodeFormFields} />
      <FormField
        form={form}
        name="code"
        label={<FormattedMessage id="promoCodes.form.code" />}
        hint={<FormattedMessage id="promoCodes.form.code.hint" />}
        required
        minLength={3}
        maxLength={24}
        pattern="[A-Za-z0-9][A-Za-z0-9\-]{2,23}"
        autoCapitalize="characters"
        spellCheck={false}
        autoComplete="off"
      />
      <Fieldset legend="promoCodes.form.discount" className="choice-group">
        <ul>
          {(['PERCENT', 'AMOUNT'] as const).map((kind) => (
            <li key={kind}>
              <label>
                <input type="radio" name="discountKind" value={kind} defaultChecked={(keptKind ?? 'PERCENT') === kind} />{' '}
                <FormattedMessage id={`promoCodes.form.kind.${kind}`} />
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${form}-discountKind-error`} name="discountKind" form={form} />
      </Fieldset>
      <FormField form={form} name="percent" label={<FormattedMessage id="promoCodes.form.percent" />} hint={<FormattedMessage id="promoCodes.form.percent.hint" />} type="number" min={1} max={100} step={1} inputMode="numeric" />
      <FormField form={form} name="amount" label={<FormattedMessage id="promoCodes.form.amount" />} hint={<FormattedMessage id="promoCodes.form.amount.hint" />} inputMode="decimal" pattern="\d{1,6}([.,]\d{1,2})?" />
      <FormField form={form} name="maxUses" label={<FormattedMessage id="promoCodes.form.maxUses" />} hint={<FormattedMessage id="promoCodes.form.maxUses.hint" />} type="number" min={1} step={1} inputMode="numeric" />
      <FormField form={form} name="perPersonLimit" label={<FormattedMessage id="promoCodes.form.perPersonLimit" />} type="number" min={1} step={1} inputMode="numeric" defaultValue="1" />
      <FormField form={form} name="validFrom" label={<FormattedMessage id="promoCodes.form.validFrom" />} hint={<FormattedMessage id="promoCodes.form.validFrom.hint" />} type="date" />
      <FormField form={form} name="validUntil" label={<FormattedMessage id="promoCodes.form.validUntil" />} hint={<FormattedMessage id="promoCodes.form.validUntil.hint" />} type="date" />
      {courses ? (
        <Fieldset legend="promoCodes.form.courses" className="choice-group">
          <p className="form-field__hint">
            <FormattedMessage id="promoCodes.form.courses.hint" />
          </p>
          {courses.length === 0 ? (
            <p>
              <FormattedMessage id="promoCodes.form.courses.none" />
            </p>
          ) : (
            <ul>
              {courses.map((course) => (
                <li key={course.slug}>
                  <label>
                    <input type="checkbox" name="eventSlugs" value={course.slug} defaultChecked={chosen.has(course.slug)} /> {course.title}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <FieldError id={`${form}-eventSlugs-error`} name="eventSlugs" form={form} />
        </Fieldset>
      ) : (
        <p>
          <FormattedMessage id="promoCodes.form.siteWide" />
        </p>
      )}
      <SubmitButton message={submit} className="button" />
    </form>
  );
}
