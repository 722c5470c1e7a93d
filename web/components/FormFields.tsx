// Labelled form fields that show what the server rejected (pageContext.formState, set when an action re-renders the
// page with 422) next to the field, with the value the visitor typed kept, and the errors of a whole form. Kept
// apart from Form.tsx, which the header and every layout use, so that only pages with a form load them.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useFormState } from './Form';
import { SelectOptions, type Option } from './OptionSelect';

/** The localized message of an error code, with a generic one for codes this catalog does not know. */
export function errorMessage(intl: IntlShape, code: string, retryAfterSeconds?: number): string {
  const id = `form.error.${code}`;
  if (code === 'TOO_MANY_ATTEMPTS' && retryAfterSeconds !== undefined) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait =
      retryAfterSeconds < 60
        ? intl.formatMessage({ id: 'form.wait.seconds' }, { count: retryAfterSeconds })
        : intl.formatMessage({ id: 'form.wait.minutes' }, { count: minutes });
    return intl.formatMessage({ id: 'form.error.TOO_MANY_ATTEMPTS_WAIT' }, { wait });
  }
  return intl.formatMessage({ id: id in intl.messages ? id : 'form.error.UNKNOWN' });
}

/** The error messages of one field, as an element the field points to with aria-describedby. */
export function FieldError({ id, name, form }: { id: string; name: string; form?: string }) {
  const intl = useIntl();
  const errors = useFormState(form)?.errors.filter((error) => error.field === name) ?? [];
  if (errors.length === 0) return null;
  return (
    <p className="form-field__error" id={id}>
      {errors.map((error) => errorMessage(intl, error.code)).join(' ')}
    </p>
  );
}

export type ControlProps = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The form this field belongs to on pages with several forms (see FormState.form). */
  form?: string;
  /** A custom control (select, textarea) given the accessible wiring; default: an <input> with `inputProps`. */
  children?: (control: ControlProps, value: string | string[] | undefined) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children' | 'form'>;

/** A label, its control, an optional hint and the control's errors, wired up with aria-invalid/aria-describedby. */
export function FormField({ name, label, hint, form, children, defaultValue, ...inputProps }: FormFieldProps) {
  const id = useId();
  const state = useFormState(form);
  const invalid = state?.errors.some((error) => error.field === name) ?? false;
  const kept = state?.values[name];
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = { id, name, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  const value = kept ?? (defaultValue as string | string[] | undefined);
  return (
    <div className={invalid ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {children ? (
        children(control, value)
      ) : (
        <input
          {...inputProps}
          {...control}
          defaultValue={inputProps.type === 'password' || inputProps.type === 'file' ? undefined : (value as string | undefined)}
        />
      )}
      {hint ? (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} name={name} form={form} />
    </div>
  );
}

/**
 * Above the fields: that the submission failed, the error of the whole form, and the field errors of fields this
 * form does not show (`fields` lists those it shows; without it, every field error is assumed to be shown).
 */
export function FormErrors({ form, fields }: { form?: string; fields?: readonly string[] }) {
  const intl = useIntl();
  const state = useFormState(form);
  if (!state || (!state.code && state.errors.length === 0)) return null;
  const unshown = fields ? state.errors.filter((error) => !fields.includes(error.field)) : [];
  const messages = [
    ...(state.code ? [errorMessage(intl, state.code, state.retryAfterSeconds)] : []),
    ...unshown.map((error) => errorMessage(intl, error.code)),
  ];
  return (
    <div className="form-errors" role="alert">
      {state.errors.length > 0 ? (
        <p>
          <FormattedMessage id="form.failed" />
        </p>
      ) : null}
      {[...new Set(messages)].map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** A labelled <select> of `options`, after an empty `placeholder` choice where given; `value` is chosen unless the
 * visitor's rejected submission chose another. */
export function SelectField(props: {
  form?: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly Option[];
  placeholder?: string;
  value: string | undefined;
  required?: boolean;
}) {
  const { form, name, label, hint, options, placeholder, value, required } = props;
  return (
    <FormField form={form} name={name} label={label} hint={hint} defaultValue={value}>
      {(control, shown) => (
        <select {...control} required={required} defaultValue={shown as string | undefined}>
          <SelectOptions empty={placeholder} options={options} />
        </select>
      )}
    </FormField>
  );
}

/** Fields that belong together, under a legend (a message) that names them for assistive technology too. */
export function Fieldset({ legend, className, children }: { legend: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={className}>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {children}
    </fieldset>
  );
}
